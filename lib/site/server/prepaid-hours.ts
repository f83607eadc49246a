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
import { packsOnSale, startPurchase } from "../../domain/prepaid/online";
import { HourPassSale } from "../../contract/prepaid";
import { z } from "zod";
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
      SELECT id, minutes, "expiresAt" FROM hour_pass WHERE "codeHash" = ${hashPrepaidCode(code)} AND "studioId" = ${studioId}::uuid AND status = 'active'`;
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

/** Purchases started per client network in an hour: each makes a pending pass and a Stripe PaymentIntent. */
const PURCHASES_PER_IP: Quota = {
  name: "prepaid-buy-ip",
  max: 5,
  windowSeconds: 3600,
  message: "Too many purchases started from your network; try again later",
};

/** What the buy form gets back: the card form's secret, or why not. */
export type BuyAnswer =
  | { kind: "idle" }
  | { kind: "invalid"; field: "pack" | "name" | "email" }
  | { kind: "busy" }
  | { kind: "unavailable" }
  | { kind: "failed" }
  | { kind: "pay"; clientSecret: string; stripeAccount: string | null; amountCents: number; currency: string; email: string };

/**
 * A purchase of pack `packId` on the site at `host` (docs/prepaid-hours.md, Buying on the site), after
 * counting it per client network: the pending pass and its PaymentIntent's client secret.
 */
export async function buyPrepaidHours(
  db: Db,
  clock: Clock,
  input: { host: string; packId: string; buyerName: string; buyerEmail: string; locale: Locale; ip: string },
): Promise<BuyAnswer> {
  const name = HourPassSale.shape.buyerName.safeParse(input.buyerName);
  if (!name.success) return { kind: "invalid", field: "name" };
  const email = z.email().max(254).safeParse(input.buyerEmail.trim());
  if (!email.success) return { kind: "invalid", field: "email" };
  try {
    const site = await findSiteByHost(db, input.host, { cached: true });
    if (!site || site.status !== "live") return { kind: "unavailable" };
    const pack = (await packsOnSale(db, site.studioId)).find((p) => p.id === input.packId);
    if (!pack) return { kind: "invalid", field: "pack" };
    await inTransaction(db, (tx) =>
      takeQuotas(
        tx,
        clock,
        perNetwork(PURCHASES_PER_IP, input.ip).map((n) => ({ q: n.limit, subject: n.subject })),
      ),
    );
    const started = await startPurchase(db, clock, {
      studioId: site.studioId,
      packId: pack.id,
      buyerName: name.data,
      buyerEmail: email.data,
      locale: input.locale,
    });
    return { kind: "pay", ...started, amountCents: pack.priceCents, currency: pack.currency, email: email.data };
  } catch (e) {
    if (e instanceof ApiError && e.code === "RATE_LIMIT_EXCEEDED") return { kind: "busy" };
    if (e instanceof ApiError && e.code === "PAYMENTS_UNAVAILABLE") return { kind: "unavailable" };
    log.error("prepaid hours purchase failed", errorFields(e));
    return { kind: "failed" };
  }
}
