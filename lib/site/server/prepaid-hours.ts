// The site's prepaid-hours page (docs/prepaid-hours.md, The buyer's code): what a code has left, asked
// by the page's form action. Only the site's own studio is searched, so a code of another studio reads
// as an unknown one; every look-up that reaches the database is counted per client network first
// (the quota log of lib/domain/holds/quota.ts, as the booking look-up counts its own). The code is
// hashed and compared, never stored, logged or sent back.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { errorFields, log } from "../../infra/log";
import { perNetwork } from "../../infra/networks";
import { ApiError } from "../../contract/errors";
import { normalizePrepaidCode } from "../../contract/prepaid";
import type { Locale } from "../../contract/schemas";
import { takeQuotas, type Quota } from "../../domain/holds/quota";
import { hashPrepaidCode, usedMinutes } from "../../domain/prepaid/draw";
import { findSiteByHost } from "../../domain/sites";
import { longDate, todayIn } from "../client/format";
import { hoursOf } from "../client/hours";

/**
 * Look-ups per client network in any minute (an IPv6 client's /56 and /48 at twice it): far more
 * than a buyer checking a code or two, and the page's answer says to wait a minute. Codes carry
 * 60 bits, so the quota guards the database rather than the codes.
 */
const LOOKUPS_PER_IP: Quota = {
  name: "prepaid-lookup-ip",
  max: 10,
  windowSeconds: 60,
  message: "Too many prepaid-hours look-ups from your network; try again later",
};

/** The shortest and longest code the confirm takes (ConfirmRequest.prepaidCode), letters and digits. */
const CODE_MIN = 4;
const CODE_MAX = 40;

/** What the page shows: nothing asked yet, an unknown code, too many look-ups, a failure, or the pass's hours and expiry. */
export type HoursAnswer =
  | { kind: "idle" }
  | { kind: "unknown" }
  | { kind: "busy" }
  | { kind: "failed" }
  | {
      kind: "found";
      /** Hours left, in the page's language ("1.5", "1,5"); 0 once expired. */
      left: string;
      /** The hours bought. */
      total: string;
      /** The day it expires (the studio's calendar), long, in the page's language. */
      date: string;
      expired: boolean;
    };

type Pass = { minutes: number; usedMinutes: number; expiresAt: Date };

/** The pass of `code` at studio `studioId`, after counting the look-up (429 RATE_LIMIT_EXCEEDED past the quota), or null. */
async function findPass(db: Db, clock: Clock, studioId: string, code: string, ip: string): Promise<Pass | null> {
  return inTransaction(db, async (tx) => {
    await takeQuotas(
      tx,
      clock,
      perNetwork(LOOKUPS_PER_IP, ip).map((n) => ({ q: n.limit, subject: n.subject })),
    );
    // Raw SQL, as the draw reads it: a failing query's message carries no argument (the code's hash).
    const [pass] = await tx.$queryRaw<{ id: string; minutes: number; expiresAt: Date }[]>`
      SELECT id, minutes, "expiresAt" FROM hour_pass WHERE "codeHash" = ${hashPrepaidCode(code)} AND "studioId" = ${studioId}::uuid`;
    return pass ? { minutes: pass.minutes, expiresAt: pass.expiresAt, usedMinutes: await usedMinutes(tx, pass.id) } : null;
  });
}

/**
 * The answer for `code` typed on the page of the site at `host` (the request's own), in `locale`. A
 * code that cannot be one (too short or too long) is unknown without a look-up; a site that is not
 * live has no codes.
 */
export async function checkPrepaidHours(
  db: Db,
  clock: Clock,
  input: { host: string; code: string; locale: Locale; ip: string },
): Promise<HoursAnswer> {
  const letters = normalizePrepaidCode(input.code).length;
  if (letters < CODE_MIN || letters > CODE_MAX) return { kind: "unknown" };
  try {
    const site = await findSiteByHost(db, input.host, { cached: true });
    if (!site || site.status !== "live") return { kind: "unknown" };
    const pass = await findPass(db, clock, site.studioId, input.code, input.ip);
    if (!pass) return { kind: "unknown" };
    const expired = pass.expiresAt.getTime() <= clock.now().getTime();
    const left = expired ? 0 : Math.max(0, pass.minutes - pass.usedMinutes);
    const day = todayIn(site.payload.studio.timezone, pass.expiresAt);
    return {
      kind: "found",
      left: hoursOf(left, input.locale),
      total: hoursOf(pass.minutes, input.locale),
      date: longDate(day, input.locale, { day: "numeric", month: "long", year: "numeric" }),
      expired,
    };
  } catch (e) {
    if (e instanceof ApiError && e.code === "RATE_LIMIT_EXCEEDED") return { kind: "busy" };
    // The error only: the code is in no message or field of it (its hash is a query parameter).
    log.error("prepaid hours look-up failed", errorFields(e));
    return { kind: "failed" };
  }
}
