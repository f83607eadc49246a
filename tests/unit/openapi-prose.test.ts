// The OpenAPI document is the published contract: it must stand alone (no references to section
// numbers of a document integrators do not have), explain what an integrator needs first, and
// quote every rule with the number the server enforces.
import { describe, expect, it } from "vitest";
import { openApiDocument, openApiJson } from "../../lib/http/openapi/builder";
import { env } from "../../lib/infra/env";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CODE_TTL_MS, HOLD_TTL_MS, MAX_SENDS, MAX_WRONG_CODES, RESEND_COOLDOWN_MS } from "../../lib/contract/hold-rules";
import { LIMITS, MAX_WINDOW_DAYS, MOVE_NOTICE_WINDOW_MINUTES, PAYMENT_DUE_MS } from "../../lib/contract/limits";
import { CORS_MAX_AGE_S } from "../../lib/http/security-headers";

describe("OpenAPI document prose", () => {
  it("cites no outside specification", () => {
    expect(openApiJson()).not.toMatch(/\bspec(ification)?\b[^"]{0,20}\d/i);
    expect(openApiJson()).not.toMatch(/\bspec('s)? (list|section)/i);
  });

  it("has an overview of servers, CORS, devCode, payment modes and retries", () => {
    const d = openApiDocument() as { info: { description: string }; servers: { url: string }[] };
    for (const heading of [
      "**Servers:**",
      "**CORS:**",
      "**Pre-production and `devCode`:**",
      "**Payment modes:**",
      "**Retry rules:**",
      "**Errors:**",
      "**Limits:**",
    ]) {
      expect(d.info.description).toContain(heading);
    }
    expect(d.info.description).toContain("may contain `card` while `cardPayments` is false");
    expect(d.servers[0].url).toBe(`${env().PUBLIC_BASE_URL}/v1`);
  });
});

// Every number the prose quotes comes from the constant that enforces it (lib/http/openapi/notes.ts,
// lib/http/operations/rules.ts).
describe("OpenAPI document numbers", () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document is untyped JSON, read field by field
  const doc = openApiDocument() as any;
  const op = (path: string, method: string) => doc.paths[path][method];
  const min = (ms: number) => `${ms / 60_000} minutes`;

  it("the prose sources quote no literal duration, count or length", () => {
    const unit =
      /\b\d+(?:[ -](?:minutes?|min|seconds?|s|hours?|days?|wrong codes?|sends?|holds?|requests?|messages?|characters?|hex characters)\b|\s+per\s+(?:hour|minute|IP|contact))/g;
    // Every declaration (lib/http/operations/, its area folders included) and the rules' wording.
    const operations = readdirSync(join(process.cwd(), "lib/http/operations"), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".ts"),
    );
    for (const file of [
      ...["notes.ts", "endpoints.ts", "builder.ts", "studio-doc.ts"].map((f) => `openapi/${f}`),
      ...operations.map((f) => `operations/${f}`),
    ]) {
      const source = readFileSync(join(process.cwd(), "lib/http", file), "utf8");
      expect(source.match(unit) ?? [], file).toEqual([]);
    }
  });

  it("quotes the lifetimes, sends, spacing and limits computed from the constants", () => {
    const overview: string = doc.info.description;
    for (const s of [
      `${perMinuteText(LIMITS.reads.max)}`,
      `${perMinuteText(LIMITS.writes.max)}`,
      `${LIMITS.holdsPerContact.max} holds per contact and ${LIMITS.holdsPerIp.max} per IP in any ${LIMITS.holdsPerContact.windowSeconds / 60} minutes`,
      `${MAX_SENDS} code sends per hold, ${RESEND_COOLDOWN_MS / 1000} s apart`,
      `${MAX_WRONG_CODES} wrong codes burn a hold`,
      `a hold lives ${min(HOLD_TTL_MS)}`,
      `a code lives ${min(CODE_TTL_MS)}`,
      `a card deposit is due ${min(PAYMENT_DUE_MS)} after confirm`,
      `cached for ${min(CORS_MAX_AGE_S * 1000)}`,
    ])
      expect(overview).toContain(s);
    const create = op("/public/sites/{slug}/holds", "post");
    expect(create.description).toContain(`Blocks the slot for ${min(HOLD_TTL_MS)}`);
    expect(create.description).toContain(`(valid ${min(CODE_TTL_MS)})`);
    const verify = op("/public/holds/{holdId}/verify", "post");
    expect(verify.description).toContain(
      `within ${min(CODE_TTL_MS)} of sending verifies the hold and restarts its ${min(HOLD_TTL_MS)}. ${MAX_WRONG_CODES} wrong codes burn the hold`,
    );
    expect(verify.responses["400"].description).toContain(`code older than ${min(CODE_TTL_MS)}`);
    expect(verify.responses["429"].description).toContain(`\`TOO_MANY_ATTEMPTS\`: ${MAX_WRONG_CODES} wrong codes`);
    expect(verify.responses["410"].description).toContain(`The ${min(HOLD_TTL_MS)} ran out`);
    const resend = op("/public/holds/{holdId}/resend", "post");
    expect(resend.description).toContain(
      `At most ${MAX_SENDS} sends per hold including the first, at least ${RESEND_COOLDOWN_MS / 1000} s apart`,
    );
    expect(op("/public/holds/{holdId}/confirm", "post").description).toContain(`\`paymentDueAt\` ${min(PAYMENT_DUE_MS)} ahead`);
    expect(op("/public/sites/{slug}/rooms/{roomId}/availability", "get").description).toContain(
      `longer than ${MAX_WINDOW_DAYS} days is clipped`,
    );
    expect(doc.components.schemas.Hold.description).toContain(`blocks the slot for ${min(HOLD_TTL_MS)}`);
    expect(doc.components.headers["Retry-After"].description).toContain(`the ${RESEND_COOLDOWN_MS / 1000} s resend spacing`);
  });

  it("every duration in the built document is one of the enforced values", () => {
    const allowed = new Set(
      [
        HOLD_TTL_MS,
        CODE_TTL_MS,
        PAYMENT_DUE_MS,
        CORS_MAX_AGE_S * 1000,
        LIMITS.holdsPerContact.windowSeconds * 1000,
        MOVE_NOTICE_WINDOW_MINUTES * 60_000,
      ].map((ms) => ms / 60_000),
    );
    const quoted = [...openApiJson().matchAll(/\b(\d+) minutes\b/g)].map((m) => Number(m[1]));
    expect(quoted.length).toBeGreaterThan(10);
    expect(quoted.filter((n) => !allowed.has(n))).toEqual([]);
  });
});

const perMinuteText = (max: number) => `${max} requests per minute per IP`;
