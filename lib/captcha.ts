// hCaptcha for create-hold (spec 5.2): required exactly when the site payload shows
// captchaSiteKey (studio's captcha flag on AND HCAPTCHA_SITE_KEY + HCAPTCHA_SECRET set, see
// SiteRecord.captcha). The token is checked server-side with siteverify and is single use: its
// SHA-256 is recorded in spent_captcha_token, so a second use fails here even if the provider
// would still accept it. Missing, rejected, reused, or provider unreachable → 400 CAPTCHA_FAILED.
import { createHash } from "node:crypto";
import type { DbOrTx } from "./db";
import { env, type Env } from "./env";
import { ApiError } from "./errors";
import { log } from "./log";

export const SITEVERIFY_TIMEOUT_MS = 5_000;

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const failed = (why: string) => new ApiError("CAPTCHA_FAILED", `captchaToken: ${why}`);

/**
 * Record the token as spent; false when it already was. Inside a transaction the insert waits
 * for a concurrent transaction holding the same token and sees its outcome.
 */
export async function spendCaptchaToken(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    INSERT INTO spent_captcha_token ("tokenHash") VALUES (${tokenHash(token)})
    ON CONFLICT ("tokenHash") DO NOTHING RETURNING 1`;
  return rows.length === 1;
}

/** Ask hCaptcha's siteverify (form POST: secret, response, remoteip, sitekey). */
export async function siteverify(token: string, remoteIp: string, e: Env = env()): Promise<boolean> {
  try {
    const res = await fetch(e.HCAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: e.HCAPTCHA_SECRET ?? "", response: token, remoteip: remoteIp, sitekey: e.HCAPTCHA_SITE_KEY ?? "" }),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!res.ok) {
      log.warn("captcha siteverify answered an error status", { status: res.status });
      return false;
    }
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch (err) {
    log.warn("captcha siteverify unreachable", { err: (err as Error).message });
    return false;
  }
}

/** Throws 400 CAPTCHA_FAILED unless `token` is present, unspent and accepted by the provider. */
export async function requireCaptcha(db: DbOrTx, token: string | undefined, remoteIp: string, e: Env = env()): Promise<void> {
  if (!token) throw failed("a captcha token is required");
  if (!(await spendCaptchaToken(db, token))) throw failed("this captcha token was already used");
  if (!(await siteverify(token, remoteIp, e))) throw failed("the captcha was not accepted; solve it again");
}
