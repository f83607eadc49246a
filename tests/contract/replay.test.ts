// Replays every public- and studio-API reply the integration tests recorded (tests/helpers/recording.ts,
// first vitest run of `npm test`) against the OpenAPI document: each (endpoint, status, code)
// must be documented and each body must match the documented schema, so the document and the
// behaviour cannot drift apart. And the other way round: every documented endpoint must have
// been exercised, with every status it documents (success and each error status), so a
// promise of the document that no test shows fails here instead of going unnoticed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ENDPOINTS, endpointErrorCodes } from "../../lib/http/openapi/endpoints";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { ERROR_STATUS, type ErrorCode } from "../../lib/contract/error-codes";
import { completeRecordingsDir, type Recording } from "../helpers/recording";
import { documentedCodes, endpointOf, statusCodeEnum, pathIsDocumented, responseValidator } from "./document";

// The latest complete run's set (tests/setup/recordings.ts): a later one-file run does not replace it.
function load(): Recording[] {
  const dir = completeRecordingsDir();
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .flatMap((f) =>
      readFileSync(join(dir, f), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Recording),
    );
}

const recordings = load();
const byEndpoint = new Map<Endpoint, Recording[]>(ALL_ENDPOINTS.map((e) => [e, []]));
const unmatched: Recording[] = [];
for (const r of recordings) {
  if (r.method === "OPTIONS") continue; // CORS preflight, not an API operation
  const e = endpointOf(r.method, r.path);
  if (e) byEndpoint.get(e)!.push(r);
  else unmatched.push(r);
}

const where = (r: Recording) => `${r.method} ${r.path} → ${r.status}${r.test ? ` (${r.test})` : ""}`;
const codeOf = (r: Recording) => (r.body as { error?: { code?: string } })?.error?.code;

describe("recorded replies of the integration tests", () => {
  it("exist (run every integration test file first, and pass: `npm run test:api`, then this config)", () => {
    expect(recordings.length).toBeGreaterThan(0);
  });

  it("all belong to documented endpoints", () => {
    // A method the router does not serve (405) on a documented path is not an API operation.
    const undocumented = unmatched.filter((r) => !(r.status === 405 && pathIsDocumented(r.path)));
    expect(undocumented.map(where)).toEqual([]);
  });
});

describe.each(ALL_ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))("%s", (_name, e) => {
  const replies = byEndpoint.get(e)!;
  const seen = new Set(replies.map((r) => (r.status < 400 ? String(r.status) : `${r.status} ${codeOf(r)}`)));

  it("was exercised by the integration tests, with every status it documents", () => {
    expect(replies.length, "no recorded reply at all").toBeGreaterThan(0);
    const statuses = new Set(replies.map((r) => r.status));
    const documented = [e.success.status, ...new Set(endpointErrorCodes(e).map((c) => ERROR_STATUS[c]))];
    expect(documented.filter((s) => !statuses.has(s)).map((s) => `${s} never recorded`)).toEqual([]);
  });

  it("every recorded status and error code is documented, and every body matches its schema", () => {
    expect(replies.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const r of replies) {
      const validate = responseValidator(e, r.status);
      if (!validate) {
        problems.push(`undocumented status: ${where(r)} ${codeOf(r) ?? ""}`);
        continue;
      }
      // Each (operation, status) has its own error schema whose `error.code` enum is that status's codes.
      if (r.status >= 400 && !documentedCodes(e, r.status).includes(codeOf(r) as ErrorCode))
        problems.push(`undocumented code: ${where(r)} ${codeOf(r)}`);
      if (r.status >= 400 && !statusCodeEnum(e, r.status).includes(codeOf(r) ?? ""))
        problems.push(`code outside its status's enum: ${where(r)} ${codeOf(r)}`);
      if (!validate(r.body)) {
        const errs = (validate.errors ?? [])
          .slice(0, 5)
          .map((x) => `${x.instancePath || "/"} ${x.message}${x.params ? " " + JSON.stringify(x.params) : ""}`);
        problems.push(`body does not match the documented schema: ${where(r)} ${codeOf(r) ?? ""}\n    ${errs.join("\n    ")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every recorded reply carries X-Request-ID, Retry-After in seconds, no-store where documented", () => {
    expect(replies.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const r of replies) {
      if (!r.headers["x-request-id"]) problems.push(`no X-Request-ID: ${where(r)}`);
      const retryAfter = r.headers["retry-after"];
      if (retryAfter !== undefined && !((r.status === 429 || r.status === 503) && /^[1-9]\d*$/.test(retryAfter)))
        problems.push(`Retry-After ${retryAfter}: ${where(r)}`);
      if (e.noStore && r.status === e.success.status && r.headers["cache-control"] !== "no-store")
        problems.push(`cacheable: ${where(r)} Cache-Control=${r.headers["cache-control"]}`);
      const success = r.status === e.success.status;
      // A 204 has no body and no Content-Type; a file (iCalendar, CSV) its own; everything else the JSON envelope.
      if (success && e.success.empty) {
        if (r.headers["content-type"] !== undefined || r.body !== "")
          problems.push(`a body on ${r.status}: ${where(r)} Content-Type=${r.headers["content-type"]}`);
        continue;
      }
      const type = success && e.success.calendar ? "text/calendar" : success && e.success.csv ? "text/csv" : "application/json";
      if (!String(r.headers["content-type"]).startsWith(type))
        problems.push(`not ${type}: ${where(r)} Content-Type=${r.headers["content-type"]}`);
    }
    expect(problems).toEqual([]);
  });

  // Finer: every (status, code) pair the document lists must have been shown (tests/api/
  // universal-errors.test.ts covers the codes every endpoint shares).
  it("every documented error code was recorded", () => {
    const never = endpointErrorCodes(e)
      .map((c) => `${ERROR_STATUS[c]} ${c}`)
      .filter((k) => !seen.has(k));
    expect(never).toEqual([]);
  });
});
