// Calls of the e2e helpers to the API as the docs tell every client to make them (docs/api.md, Errors and
// retries): a 503 or 429 is retried after its Retry-After, a bounded
// number of times, so a loaded machine (the app still warming up, a busy pool) does not fail a test
// that is about something else. Plain fetch, no Playwright: unit-tested on its own.

/** How long to wait before the next try: Retry-After in seconds (capped), else a short pause. */
export function retryDelayMs(retryAfter: string | null, attempt: number, capMs = 10_000): number {
  const s = Number(retryAfter);
  const ms = Number.isFinite(s) && s >= 0 && retryAfter !== null && retryAfter.trim() !== "" ? s * 1000 : 250 * 2 ** attempt;
  return Math.min(capMs, Math.max(100, ms));
}

/** fetch, retrying 503 and 429 (and a refused connection) up to `tries` times in all; the last answer is returned. */
export async function fetchRetrying(url: string, init: RequestInit = {}, tries = 6, capMs = 10_000): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let res: Response | null = null;
    try {
      res = await fetch(url, init);
    } catch (e) {
      if (attempt + 1 >= tries) throw e;
    }
    if (res && ((res.status !== 503 && res.status !== 429) || attempt + 1 >= tries)) return res;
    const wait = retryDelayMs(res?.headers.get("retry-after") ?? null, attempt, capMs);
    await res?.arrayBuffer().catch(() => undefined);
    await new Promise((r) => setTimeout(r, wait));
  }
}
