// Recording of API replies for the contract test (tests/contract): every reply of the public
// and the studio API that an integration test receives is appended, one JSON line each, to a file per worker
// process under tests/.recordings/. The contract test replays them against /v1/openapi.json.
// tests/setup/global.ts clears the folder at the start of a run.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

/** CONTRACT_RECORDINGS_DIR overrides the folder (e.g. for a private run in a shared checkout). */
export const RECORDINGS_DIR = process.env.CONTRACT_RECORDINGS_DIR || join(process.cwd(), "tests", ".recordings");
const HEADERS = ["x-request-id", "retry-after", "cache-control", "content-type"];

export type Recording = {
  method: string;
  /** Concrete path with query string, e.g. /v1/public/sites/abc?x=1 */
  path: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
  test?: string;
};

let file: string | undefined;

/** Record one reply if it belongs to the public or the studio API. Reads a clone, so `res` stays unread. */
export async function recordReply(method: string, path: string, res: Response): Promise<void> {
  if (!path.startsWith("/v1/public/") && !path.startsWith("/v1/studio/")) return;
  const text = await res.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: recorded as text */
  }
  const headers: Record<string, string> = {};
  for (const h of HEADERS) {
    const v = res.headers.get(h);
    if (v !== null) headers[h] = v;
  }
  let test: string | undefined;
  try {
    const s = expect.getState();
    test = [s.testPath?.replace(process.cwd() + "/", ""), s.currentTestName].filter(Boolean).join(" > ") || undefined;
  } catch {
    /* outside a test */
  }
  const entry: Recording = { method: method.toUpperCase(), path, status: res.status, headers, body, test };
  if (!file) {
    mkdirSync(RECORDINGS_DIR, { recursive: true });
    file = join(RECORDINGS_DIR, `${process.pid}.jsonl`);
  }
  appendFileSync(file, JSON.stringify(entry) + "\n");
}
