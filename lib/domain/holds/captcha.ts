// hCaptcha for create-hold (createHold captchaToken): required exactly when the site payload shows
// captchaSiteKey (studio's captcha flag on AND HCAPTCHA_SITE_KEY + HCAPTCHA_SECRET set, see
// SiteRecord.captcha). Missing, rejected, reused, answered for another host, or provider
// unreachable → 400 CAPTCHA_FAILED.
//
// Decisions (docs/decisions-abuse.md, Captcha):
// - Verified BEFORE the hold transaction, holding no pooled connection and no lock while
//   siteverify answers (up to SITEVERIFY_TIMEOUT_MS): a burst of tokens while hCaptcha is slow
//   cannot exhaust the pool. Only two short statements touch the database.
// - Single use: the token's SHA-256 is recorded in spent_captcha_token (first writer wins, by
//   primary key) together with the request that spent it (studio, idempotency key, request
//   hash) and siteverify's verdict (verifying → passed | failed). A parallel duplicate of THAT
//   request (same key and payload) waits for its twin's verdict and, if it passed, goes on to
//   the hold transaction, where it replays the twin's hold; any other use of a spent token fails.
//   The same holds for a sequential retry of a request whose hold was never created (e.g. 409
//   SLOT_TAKEN): one token still yields at most one hold, because one key yields one hold.
// - The answer's `hostname` must be one of the studio's hosts (its subdomain, custom domain,
//   the platform's root and public host), so a token solved on another site is refused.
// - Spent tokens are pruned by the sweep once older than TOKEN_LIFETIME_MS: hCaptcha refuses
//   an expired token anyway, so the record is no longer needed.
// - Near a studio's daily SMS cap the captcha is what lets phone holds through: without one,
//   create hold refuses the phone channel there (create.ts smsTakes, docs/decisions-sites.md, Texts).
//   Whether a captcha is asked stays the site payload's `captchaSiteKey`, never the traffic.
import { createHash } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import { env, type Env } from "../../infra/env";
import { ApiError } from "../../contract/errors";
import { log } from "../../infra/log";
import { normalizeHost } from "../../contract/hosts";
import { errorMessage, fieldOf } from "../../contract/shapes";

const SITEVERIFY_TIMEOUT_MS = 5_000;
/** hCaptcha's tokens are valid for 120 s from issue, so 120 s after it was spent a token is surely dead. */
const TOKEN_LIFETIME_MS = 120_000;
const POLL_MS = 50;

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const failed = (why: string) => new ApiError("CAPTCHA_FAILED", `captchaToken: ${why}`);

/** The hosts a studio's booking form is served from: siteverify's `hostname` must be one. */
export function captchaHosts(slug: string, customDomain: string | null, e: Env = env()): string[] {
  const root = normalizeHost(e.ROOT_DOMAIN);
  const hosts = [root, `www.${root}`, `${slug}.${root}`, normalizeHost(new URL(e.PUBLIC_BASE_URL).host)];
  if (customDomain) hosts.push(normalizeHost(customDomain));
  return [...new Set(hosts)];
}

/** Ask hCaptcha's siteverify (form POST: secret, response, remoteip, sitekey). */
async function siteverify(token: string, remoteIp: string, allowedHosts: string[] | null, e: Env = env()): Promise<boolean> {
  try {
    const res = await fetch(e.HCAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        secret: e.HCAPTCHA_SECRET ?? "",
        response: token,
        remoteip: remoteIp,
        sitekey: e.HCAPTCHA_SITE_KEY ?? "",
      }),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!res.ok) {
      log.warn("captcha siteverify answered an error status", { status: res.status });
      return false;
    }
    const body: unknown = await res.json();
    if (fieldOf(body, "success") !== true) return false;
    if (allowedHosts) {
      const hostname = fieldOf(body, "hostname");
      const host = typeof hostname === "string" ? normalizeHost(hostname) : "";
      if (!allowedHosts.includes(host)) {
        log.warn("captcha solved on a host that is not the studio's", { hostname: host || null });
        return false;
      }
    }
    return true;
  } catch (err) {
    log.warn("captcha siteverify unreachable", { err: errorMessage(err) });
    return false;
  }
}

export type CaptchaCheck = {
  token: string | undefined;
  remoteIp: string;
  studioId: string;
  idempotencyKey: string;
  requestHash: string;
  allowedHosts: string[];
};

type SpentRow = { studioId: string | null; idempotencyKey: string | null; requestHash: string | null; status: string };

/** Throws 400 CAPTCHA_FAILED unless the token is present, unspent (or spent by this very request) and accepted. */
export async function requireCaptcha(db: DbOrTx, clock: Clock, c: CaptchaCheck, e: Env = env()): Promise<void> {
  if (!c.token) throw failed("a captcha token is required");
  const hash = tokenHash(c.token);
  const mine = await db.$queryRaw<unknown[]>`
    INSERT INTO spent_captcha_token ("tokenHash", "spentAt", "studioId", "idempotencyKey", "requestHash", "status")
    VALUES (${hash}, ${clock.now()}, ${c.studioId}::uuid, ${c.idempotencyKey}, ${c.requestHash}, 'verifying')
    ON CONFLICT ("tokenHash") DO NOTHING RETURNING 1`;
  if (mine.length === 1) {
    const ok = await siteverify(c.token, c.remoteIp, c.allowedHosts, e);
    await db.$executeRaw`UPDATE spent_captcha_token SET "status" = ${ok ? "passed" : "failed"} WHERE "tokenHash" = ${hash}`;
    if (!ok) throw failed("the captcha was not accepted; solve it again");
    return;
  }
  // Spent already: only the same request (a parallel duplicate or a retry) may go on, once its
  // twin's verdict is in.
  const deadline = Date.now() + SITEVERIFY_TIMEOUT_MS + 2_000;
  for (;;) {
    const rows = await db.$queryRaw<SpentRow[]>`
      SELECT "studioId"::text AS "studioId", "idempotencyKey", "requestHash", "status" FROM spent_captcha_token WHERE "tokenHash" = ${hash}`;
    const row = rows[0];
    const same = row && row.studioId === c.studioId && row.idempotencyKey === c.idempotencyKey && row.requestHash === c.requestHash;
    if (!same) throw failed("this captcha token was already used");
    if (row.status === "passed") return;
    if (row.status === "failed") throw failed("the captcha was not accepted; solve it again");
    if (Date.now() > deadline) throw failed("this captcha token was already used");
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Delete spent-token records past the token lifetime (run by the periodic sweep). */
export async function pruneSpentCaptchaTokens(db: DbOrTx, clock: Clock): Promise<number> {
  return db.$executeRaw`DELETE FROM spent_captcha_token WHERE "spentAt" < ${new Date(clock.now().getTime() - TOKEN_LIFETIME_MS)}`;
}
