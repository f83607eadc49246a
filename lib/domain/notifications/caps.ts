// Daily message caps (docs/decisions-messages.md, Daily caps): every studio may have at most so many
// emails and so many texts sent for it in any 24 hours, fewer before it is verified, and the whole
// platform at most so many. They are the exact sliding-window quotas the SMS caps already were
// (lib/domain/holds/quota.ts, one quota_event row per message sent; docs/decisions-abuse.md, SMS caps):
// a text of the outbox counts against the very caps a code text counts against (`sms-studio`,
// `sms-platform`), an email against `email-studio` and `email-platform`.
//
// What the dashboard and the operator console show of them is read here too: whether a studio or the
// platform is at its cap now (the notice on the dashboard's calendar and bookings pages), and the
// platform's totals with the studios at their cap (the console's alert).
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx, Prisma } from "../../infra/db";
import { env, type Env } from "../../infra/env";
import { inTransaction } from "../../infra/tx";
import { ApiError } from "../../contract/errors";
import { takeQuotas, type QuotaTake } from "../holds/quota";
import { smsQuotas, smsStudioCap } from "../holds/sms-guard";

export type CapChannel = "email" | "phone";
const CAP_CHANNELS: readonly CapChannel[] = ["email", "phone"];

const DAY_SECONDS = 24 * 3600;
const DAY_MS = DAY_SECONDS * 1000;
/** The console warns once the platform has used this share of a cap. */
const NEAR_SHARE = 0.8;

const STUDIO_FULL = "the studio's daily cap is reached";
const PLATFORM_FULL = "the platform's daily cap is reached";

/** A studio's daily cap on a channel: higher once it is verified. */
export function studioCap(channel: CapChannel, verified: boolean, e: Env = env()): number {
  if (channel === "phone") return smsStudioCap(verified, e);
  return verified ? e.EMAIL_DAILY_CAP_PER_STUDIO : e.EMAIL_DAILY_CAP_PER_UNVERIFIED_STUDIO;
}

function platformCap(channel: CapChannel, e: Env = env()): number {
  return channel === "phone" ? e.SMS_DAILY_CAP_PLATFORM : e.EMAIL_DAILY_CAP_PLATFORM;
}

/** quota_event keys of a channel's caps: `<studio>:<studioId>` and `<platform>:all`. */
const KEYS: Record<CapChannel, { studio: string; platform: string }> = {
  email: { studio: "email-studio", platform: "email-platform" },
  phone: { studio: "sms-studio", platform: "sms-platform" },
};

/** The two caps one message counts against, in lock order (studio, then platform), each with the reason it gives when full. */
function messageQuotas(channel: CapChannel, studioId: string, verified: boolean, e: Env): QuotaTake[] {
  const [studio, platform] =
    channel === "phone"
      ? smsQuotas(studioId, verified, e)
      : [
          { q: { name: KEYS.email.studio, max: studioCap("email", verified, e), windowSeconds: DAY_SECONDS }, subject: studioId },
          { q: { name: KEYS.email.platform, max: platformCap("email", e), windowSeconds: DAY_SECONDS }, subject: "all" },
        ];
  return [
    { ...studio, q: { ...studio.q, message: STUDIO_FULL } },
    { ...platform, q: { ...platform.q, message: PLATFORM_FULL } },
  ];
}

/**
 * Count one message about to be sent for the studio against its cap and the platform's; null when
 * counted, else why it may not go ("… daily cap is reached (N in 24 hours)"). In a transaction of
 * its own, committed before the delivery: a message that then fails to deliver stays counted (the
 * cap bounds attempts, which is what costs and what reaches people).
 */
export async function takeMessageSend(
  db: DbOrTx,
  clock: Clock,
  channel: CapChannel,
  studio: { id: string; verified: boolean },
  e: Env = env(),
): Promise<string | null> {
  const takes = messageQuotas(channel, studio.id, studio.verified, e);
  const take = (tx: Prisma.TransactionClient) => takeQuotas(tx, clock, takes);
  try {
    if ("$transaction" in db) await inTransaction(db as Db, take);
    else await take(db);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const full = takes.find((t) => t.q.message === err.message) ?? takes[0];
    const what = channel === "phone" ? "texts" : "emails";
    return `${err.message} (${full.q.max} ${what} in 24 hours)`;
  }
  return null;
}

type CapUse = { sent: number; cap: number };
export type StudioCapState = { channel: CapChannel; studio: CapUse; platform: CapUse; studioFull: boolean; platformFull: boolean };

/** How many of a key's events fall in the window, counting at most `limit` (enough to tell "at the cap"). */
async function countWindow(db: DbOrTx, key: string, since: Date, now: Date, limit: number): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM quota_event WHERE key = ${key} AND "at" > ${since} AND "at" <= ${now} LIMIT ${Math.max(limit, 1)}) e`;
  return rows[0]?.n ?? 0;
}

/** At a cap: a cap of 0 is a channel the operator turned off, not one that filled up. */
const atCap = (u: CapUse) => u.cap > 0 && u.sent >= u.cap;

/**
 * Each channel where the studio, or the platform, is at its cap now: what the dashboard's notice says
 * (docs/decisions-messages.md, Daily caps). Empty while messages go.
 */
export async function studioCapState(db: DbOrTx, clock: Clock, studioId: string, e: Env = env()): Promise<StudioCapState[]> {
  const now = clock.now();
  const since = new Date(now.getTime() - DAY_MS);
  const rows = await db.$queryRaw<{ status: string }[]>`SELECT "verificationStatus" AS status FROM studio WHERE id = ${studioId}::uuid`;
  if (!rows[0]) return [];
  const verified = rows[0].status === "live";
  const out: StudioCapState[] = [];
  for (const channel of CAP_CHANNELS) {
    const cap = studioCap(channel, verified, e);
    const pCap = platformCap(channel, e);
    const studio = { sent: await countWindow(db, `${KEYS[channel].studio}:${studioId}`, since, now, cap), cap };
    const platform = { sent: await countWindow(db, `${KEYS[channel].platform}:all`, since, now, pCap), cap: pCap };
    const state = { channel, studio, platform, studioFull: atCap(studio), platformFull: atCap(platform) };
    if (state.studioFull || state.platformFull) out.push(state);
  }
  return out;
}

type StudioAtCap = { studioId: string; slug: string; name: string; status: string; sent: number; cap: number };
export type PlatformCapAlert = {
  channel: CapChannel;
  /** Sent in the last 24 hours, platform-wide, and the platform's cap. */
  sent: number;
  cap: number;
  /** `reached`: messages are refused now; `near`: NEAR_SHARE of the cap is used; else `ok`. */
  level: "ok" | "near" | "reached";
  /** Studios at their own cap now (at most 50, by name). */
  studios: StudioAtCap[];
};

/**
 * What the operator console's alert shows (docs/operators.md, Console): per channel, the platform's
 * messages of the last 24 hours against its cap, and the studios at their own cap. Counts only.
 */
export async function platformCapAlerts(db: DbOrTx, clock: Clock, e: Env = env()): Promise<PlatformCapAlert[]> {
  const now = clock.now();
  const since = new Date(now.getTime() - DAY_MS);
  const out: PlatformCapAlert[] = [];
  for (const channel of CAP_CHANNELS) {
    const cap = platformCap(channel, e);
    const sent = await countWindow(db, `${KEYS[channel].platform}:all`, since, now, cap);
    const capLive = studioCap(channel, true, e);
    const capOther = studioCap(channel, false, e);
    const studios = await db.$queryRaw<StudioAtCap[]>`
      SELECT s.id::text AS "studioId", s.slug, s.name, s."verificationStatus" AS status, e.n AS sent,
             CASE WHEN s."verificationStatus" = 'live' THEN ${capLive}::int ELSE ${capOther}::int END AS cap
        FROM (SELECT substr(key, ${KEYS[channel].studio.length + 2}) AS sid, count(*)::int AS n
                FROM quota_event
               WHERE left(key, ${KEYS[channel].studio.length + 1}) = ${`${KEYS[channel].studio}:`} AND "at" > ${since} AND "at" <= ${now}
               GROUP BY 1) e
        JOIN studio s ON s.id::text = e.sid
       WHERE e.n >= CASE WHEN s."verificationStatus" = 'live' THEN ${capLive}::int ELSE ${capOther}::int END
         AND CASE WHEN s."verificationStatus" = 'live' THEN ${capLive}::int ELSE ${capOther}::int END > 0
       ORDER BY s.name, s.id
       LIMIT 50`;
    const level = atCap({ sent, cap }) ? "reached" : cap > 0 && sent >= cap * NEAR_SHARE ? "near" : "ok";
    out.push({ channel, sent, cap, level, studios });
  }
  return out;
}
