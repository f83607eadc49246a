// Recording of API replies for the contract test (tests/contract): every reply of the public
// and the studio API that an integration test receives is appended, one JSON line each, to a file per worker
// process in the run's folder under tests/.recordings/ (tests/setup/recordings.ts). The contract test replays
// the latest complete run's folder against /v1/openapi.json.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, inject } from "vitest";

/** CONTRACT_RECORDINGS_DIR overrides the folder (e.g. for a private run in a shared checkout). */
export const RECORDINGS_ROOT = process.env.CONTRACT_RECORDINGS_DIR || join(process.cwd(), "tests", ".recordings");
/** File in RECORDINGS_ROOT naming the folder of the latest complete run. */
export const LATEST_POINTER = "latest";

/** The folder of the latest run in which every integration test file ran and passed, if any. */
export function completeRecordingsDir(): string | undefined {
  const p = join(RECORDINGS_ROOT, LATEST_POINTER);
  const run = existsSync(p) ? readFileSync(p, "utf8").trim() : "";
  return run ? join(RECORDINGS_ROOT, run) : undefined;
}
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
  if (!["/v1/public/", "/v1/studio/", "/v1/signup", "/v1/platform/"].some((p) => path.startsWith(p))) return;
  const dir = inject("recordingsDir"); // absent in configs without the recordings setup (faults)
  if (!dir) return;
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
    mkdirSync(dir, { recursive: true });
    file = join(dir, `${process.pid}.jsonl`);
  }
  appendFileSync(file, JSON.stringify(entry) + "\n");
}
