// Create a hold (createHold): block a slot for the hold's lifetime and send a one-time code.
//
// Checks, in this order (createHold's errors): per-IP write limit (route wrapper, replays included), body
// validation (CreateHoldBody of lib/contract/schemas.ts in the route, then the room's grid and
// durations here, all reported together: checkRequest),
// studio (404, SITE_NOT_LIVE, 403 STUDIO_NOT_VERIFIED), room (409 ROOM_NOT_BOOKABLE, also for a room none of
// whose payment modes can be confirmed now: lib/domain/payments/modes.ts), idempotency,
// SMS destination allow-list, captcha, live unverified holds per client network, hourly hold
// quotas per contact and per client network, SMS budget (per network, studio near its cap,
// daily caps), OUTSIDE_HOURS, OUTSIDE_BOOKING_WINDOW, SLOT_TAKEN.
//
// Decisions:
// - Captcha first, OUTSIDE any transaction (lib/domain/holds/captcha.ts): siteverify may take seconds and
//   must not hold a pooled connection or the key lock meanwhile. A parallel duplicate (same key
//   and payload) waits there for its twin's verdict and then replays the twin's hold below.
// - One transaction per new hold: key lock → replay check → quotas → lockRoom →
//   room claim lock → busyIntervals → checkSlot (the same pure rule availability uses) →
//   insert hold and its claim (availability/busy.ts claimSql). The room claim lock serializes new claims per room (a few ms
//   each), so the busy read is authoritative and claimers never deadlock on the exclusion
//   check. The exclusion constraint on slot_claim stays the final word on overlaps; its
//   violation is SLOT_TAKEN (409); a deadlock or serialization failure is retried (tx.ts).
//   Locks are always taken in the order key → quotas (contact, IP, SMS studio, SMS platform)
//   → room → one claim lock per chosen limited extra, in extra id order (docs/pricing.md, Extras;
//   a move takes room → extras too), so they cannot form a cycle. For speed (docs/performance.md) the transaction is four statements (see
//   below), the quota locks taken with the key lock (a racing replay holds them for one
//   statement), hold and claim written by tagged SQL rather than the Prisma API.
// - Idempotency: (studioId, idempotencyKey) is unique in `hold`; requestHash = SHA-256 of the
//   normalized request without captchaToken. A transaction-scoped advisory lock on the key makes
//   a second identical request wait for the first one's outcome and then replay it, so parallel
//   duplicates yield one hold and one code send. Replays skip captcha and quotas, return the
//   same body (same expiresAt, current resendsLeft, devCode again when applicable); same key +
//   other payload → 400 VALIDATION_ERROR; same key once that hold is expired, burnt or
//   confirmed → 410 HOLD_EXPIRED (a new key is required).
// - Quotas (docs/decisions-abuse.md, Hold quotas) are exact sliding logs over the last 60 minutes (lib/domain/holds/quota.ts), counted
//   per canonical identity (lib/domain/identity.ts: one Gmail mailbox, one E.164 number, one IPv6 /64,
//   and the /56 and /48 around it at twice the limit).
//   They run inside the transaction, so a request that fails later (slot taken, outside hours)
//   rolls its count back; replays never count. Phone holds that really send a text also count
//   against the daily SMS caps, and the destination must be in the studio's allow-list
//   (sms-guard.ts).
// - A client network has at most 3 live unverified holds per studio (live-cap.ts), counted in
//   the same statement as the quotas, after the network's quota locks.
// - SMS budget (docs/decisions-sites.md, Texts): a text also counts per client network (10 a day per /64
//   or IPv4 address, 20 per /56 and /48); once the studio has used 80 % of its daily cap, phone
//   holds go through only where the studio has a captcha (already passed above). Any of these
//   refusals, and a full daily cap, is 503 SMS_UNAVAILABLE (use email), never a day-long 429:
//   someone else's texts must not keep a guest from booking.
// - A promo code (docs/pricing.md, Promo codes) is judged before the captcha, after the extras: one
//   that does not apply is 409 PROMO_CODE_INVALID and no hold is made; a network past its wrong
//   guesses is 429 (promo-codes/judge.ts). Its discount comes off the whole price in quote(), which
//   takes the deposit from the discounted price. The hold keeps {promoCodeId, code, discountCents};
//   no use is counted until confirm.
// - A weekly series (`series`, docs/series.md, Booked online by a guest) is this hold plus one per
//   later date kept, in the same transaction (holds/series.ts): one code, one count in the quotas.
// - Delivery happens after commit. If it fails, the hold's claim is deleted and the hold marked
//   expired (slot free at once), and the request fails: phone 503 SMS_UNAVAILABLE, email 500
//   INTERNAL_ERROR (send-code.ts). A retry then needs a new key (the old one is expired).
import { createHash, randomUUID } from "node:crypto";
import { Channel, normalizeContact, type CreateHoldBody, type Hold } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import { Prisma, type Db, type DbOrTx } from "../../infra/db";
import { devCodesAllowed, env } from "../../infra/env";
import { ApiError } from "../../contract/errors";
import { getLiveSite, bookableRoom, siteVersionOf, type RoomRecord, type SiteRecord } from "../sites";
import { busyIntervals, claimSql, releaseClaim, roomClaimLockKey, slotTakenOr } from "../availability/busy";
import { roomPolicy } from "../availability/room";
import { busyWindow, checkSlot } from "../availability/rules";
import { endTimeOf } from "./end-time";
import { LIMITS, SMS_NEAR_CAP_SHARE } from "../../contract/limits";
import { quotaInsert, quotaLocks, quotasFree, quotaTable, quotaVerdict, type QuotaTake } from "./quota";
import { canonicalContact, perNetwork } from "../identity";
import { clientNets, liveHoldsFree, liveHoldsFullAt, liveHoldsTable, liveHoldsVerdict } from "./live-cap";
import { checkSmsDestination, smsQuotas } from "./sms-guard";
import { channelConfigured } from "../../infra/delivery";
import { captchaHosts, requireCaptcha } from "./captcha";
import { generateCode, hashCode, openDevCode, sealDevCode } from "./codes";
import { maskContact } from "../contacts";
import { quote } from "../pricing";
import { HOLD_TTL_MS, isLive, roomRuleProblems } from "../../contract/hold-rules";
import { HOLD_COLUMNS, holdView, type HoldContext, type HoldRow } from "./view";
import { inTransaction } from "../../infra/tx";
import { deliveryFailure, sendCode } from "./send-code";
import { devCodeMode } from "../../infra/delivery";
import { errorFields, log } from "../../infra/log";
import { slotRefusal } from "../availability/refusal";
import { errorMessage, fieldOf } from "../../contract/shapes";
import { localStart } from "../../contract/rates";
import { chooseExtras, type ExtraLine, type LimitedLine } from "../extras/offer";
import { claimExtras } from "../extras/claim";
import { promoForHold, type PromoCodeRow } from "../promo-codes/judge";
import { normalizePromoCode } from "../../contract/promo";
import { endLaterDates, holdLaterDates, planOnlineSeries, type SeriesPlan } from "./series";

/** Body rules that depend on the room, for staff bookings (bare field names, as the studio's endpoints use). */
export function checkRoomRules(
  room: Pick<RoomRecord, "stepMinutes" | "minMinutes" | "maxMinutes">,
  body: Pick<CreateHoldBody, "startTime" | "durationMinutes">,
): void {
  const problems = roomRuleProblems(room, body);
  if (problems.length) throw new ApiError("VALIDATION_ERROR", problems.map(([field, reason]) => `${field}: ${reason}`).join("; "));
}

/** SHA-256 of the normalized request (captchaToken excluded: a retry may carry a fresh one). */
function requestHash(body: CreateHoldBody, contact: string): string {
  const canonical: unknown[] = [
    body.roomId,
    body.date,
    body.startTime,
    body.durationMinutes,
    body.guestName,
    body.channel,
    contact,
    body.locale,
  ];
  // Appended only when given, so a request without it hashes as before (docs/decisions-bookings.md, Party size).
  if (body.partySize !== undefined) canonical.push({ partySize: body.partySize });
  // The same for extras (docs/pricing.md, Extras): another choice of extras is another request.
  if (body.extras !== undefined) canonical.push({ extras: body.extras });
  // And for a promo code (docs/pricing.md, Promo codes), as stored: "summer10" and "SUMMER10" are one request.
  if (body.promoCode !== undefined) canonical.push({ promoCode: normalizePromoCode(body.promoCode) });
  // And for a weekly series (docs/series.md, Booked online by a guest): other weeks, other dates left out, another request.
  if (body.series !== undefined) canonical.push({ series: body.series });
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

async function findByKey(db: DbOrTx, studioId: string, key: string): Promise<HoldRow | null> {
  const rows = await db.$queryRaw<
    HoldRow[]
  >`SELECT ${HOLD_COLUMNS} FROM hold h WHERE h."studioId" = ${studioId}::uuid AND h."idempotencyKey" = ${key}`;
  return rows[0] ?? null;
}

function contextOf(site: SiteRecord, room: RoomRecord): HoldContext {
  return {
    roomName: room.name,
    room: { ...room, ...room.rates },
    cardPayments: site.payload.cardPayments,
    timezone: site.payload.studio.timezone,
    studioName: site.payload.studio.name,
  };
}

function devCodeOf(row: HoldRow): string | undefined {
  if (!devCodeMode(Channel.parse(row.channel))) return undefined;
  return openDevCode(row.id, row.devCodeSealed) ?? undefined;
}

/** Answer for a request whose key already has a hold. */
function replay(row: HoldRow, hash: string, now: Date, ctx: HoldContext): Hold {
  if (row.requestHash !== hash)
    throw new ApiError("VALIDATION_ERROR", "body.idempotencyKey: already used for a different request; use a new key");
  if (!isLive(row, now))
    throw new ApiError("HOLD_EXPIRED", "The hold for this idempotencyKey is no longer active; start again with a new key");
  return holdView(row, ctx, devCodeOf(row));
}

/**
 * Direct callers pass a checked `slug` and `body`. The route passes what it could read: the parts
 * that passed (undefined when they failed), the body as `sent` and the `problems` found so far,
 * so the room's rules join them in one VALIDATION_ERROR (Validation details, docs/api.md).
 */
export type CreateHoldInput = { slug?: string; body?: CreateHoldBody; ip: string; sent?: object; problems?: RequestProblems };

/** The route's problem list (lib/http/route.ts Problems): first reason per field, thrown as one VALIDATION_ERROR. */
type RequestProblems = { add(field: string, message: string): void; throwIfAny(): void; readonly empty: boolean };

const SMS_NETWORK_MESSAGE = "Too many text messages have gone to your network today; use email for the code instead";
const SMS_NEAR_CAP_MESSAGE = "This studio cannot send more text messages right now; use email for the code instead";

/**
 * The quotas a texted code counts against, in lock order: per client network, then the studio's
 * near-cap probe (only without a captcha: with one, the captcha is the gate), then the daily
 * caps (sms-guard.ts). All refuse with SMS_UNAVAILABLE, which tells the client to use email.
 */
function smsTakes(site: SiteRecord, ip: string): QuotaTake[] {
  const unavailable = (t: QuotaTake, message = t.q.message): QuotaTake => ({ ...t, q: { ...t.q, code: "SMS_UNAVAILABLE", message } });
  const [studioCap, platformCap] = smsQuotas(site.studioId);
  const nearCap: QuotaTake = {
    q: { ...studioCap.q, max: Math.ceil(studioCap.q.max * SMS_NEAR_CAP_SHARE) },
    subject: studioCap.subject,
    probe: true,
  };
  return [
    ...perNetwork(LIMITS.smsPerIp, ip).map((n) => unavailable({ q: n.limit, subject: n.subject }, SMS_NETWORK_MESSAGE)),
    ...(site.captcha ? [] : [unavailable(nearCap, SMS_NEAR_CAP_MESSAGE)]),
    unavailable(studioCap),
    unavailable(platformCap),
  ];
}

export async function createHold(db: Db, clock: Clock, input: CreateHoldInput): Promise<Hold> {
  // The site record comes from the process's site cache; the transaction compares its version
  // stamp with the database's (statement 2) and, when an import changed the studio in between,
  // the request starts over once on a fresh read. Same answer as reading it fresh every time,
  // one round trip fewer (docs/performance.md).
  try {
    return await createWith(db, clock, input, await cachedSite(db, input));
  } catch (e) {
    if (!(e instanceof StaleSite)) throw e;
    return createWith(db, clock, input, await getLiveSite(db, input.slug!));
  }
}

/**
 * The studio for the room's rules and everything after. While the request already has problems, a
 * studio or room that cannot be found leaves them to be answered alone; the 404/409 come after.
 */
async function cachedSite(db: Db, { slug, sent, problems }: CreateHoldInput): Promise<SiteRecord> {
  const pending = problems && !problems.empty;
  if (slug === undefined || (pending && typeof fieldOf(sent, "roomId") !== "string")) {
    problems?.throwIfAny();
    throw new Error("createHold: a slug is required");
  }
  try {
    return await getLiveSite(db, slug, { cached: true });
  } catch (e) {
    if (pending) problems.throwIfAny();
    throw e;
  }
}

/**
 * The request's one validation pass: the problems found so far plus the room's rules (start on its
 * grid, duration a multiple of the step within range), checked against the room whenever it exists
 * (also an unbookable one, also when other fields failed), all named in one VALIDATION_ERROR
 * before any studio or room refusal. Returns the checked body.
 */
function checkRequest(site: SiteRecord, { body, sent = body, problems }: CreateHoldInput): CreateHoldBody {
  const raw: { roomId?: unknown; startTime?: unknown; durationMinutes?: unknown; partySize?: unknown } = sent ?? {};
  const room = site.rooms.find((r) => r.id === raw.roomId);
  const found = (room ? roomRuleProblems(room, raw) : []).map(([field, reason]) => [`body.${field}`, reason] as const);
  if (problems) {
    for (const [field, reason] of found) problems.add(field, reason);
    problems.throwIfAny();
  } else if (found.length) throw new ApiError("VALIDATION_ERROR", found.map(([field, reason]) => `${field}: ${reason}`).join("; "));
  if (!body) throw new Error("createHold: a body is required");
  return body;
}

/** The cached site record was older than the studio's current version (see createHold). */
class StaleSite extends Error {}

async function createWith(db: Db, clock: Clock, input: CreateHoldInput, site: SiteRecord): Promise<Hold> {
  const body = checkRequest(site, input);
  const ip = input.ip;
  // Where STUDIO_NOT_VERIFIED applies (docs/decisions-sites.md, Unverified studios): an unverified studio's site is
  // readable, but it cannot take bookings, so nobody holds a slot at a studio nobody vouched for.
  if (!site.payload.studio.isVerified) throw new ApiError("STUDIO_NOT_VERIFIED", "This studio cannot take bookings yet");
  const room = bookableRoom(site, body.roomId);
  const series = planOnlineSeries(site, room, body);
  const channel: Channel = body.channel;
  const contact = normalizeContact(channel, body.contact);
  if (!contact.ok) throw new ApiError("VALIDATION_ERROR", `contact: ${contact.message}`);
  const hash = requestHash(body, contact.value);
  const ctx = contextOf(site, room);

  // With a captcha, a retry of a finished request is answered before the captcha is asked for
  // (no lock, no transaction). Without one, the transaction's replay check (statement 2) is
  // enough: the checks before it depend only on the request and the studio's settings.
  if (site.captcha) {
    const prior = await findByKey(db, site.studioId, body.idempotencyKey);
    if (prior) return replay(prior, hash, clock.now(), ctx);
  }

  // Where devCodes are not allowed (production), a code that cannot be delivered is refused
  // before anything is spent.
  if (!devCodesAllowed(env()) && !channelConfigured(channel)) throw deliveryFailure(channel);

  // Extras (docs/pricing.md, Extras): checked and priced before the captcha is spent on a request
  // that names one the room does not offer. A request without them reads nothing more.
  const extras = body.extras?.length
    ? await chooseExtras(db, { studioId: site.studioId, roomId: room.id, minutes: body.durationMinutes }, body.extras)
    : null;

  const promo =
    body.promoCode === undefined ? null : await holdPromo(db, clock, { site, room, body, contact: contact.value, ip, hash, ctx });
  if (promo && "replayed" in promo) return promo.replayed;

  if (channel === "phone") checkSmsDestination(site, contact.value);

  if (site.captcha) {
    await requireCaptcha(db, clock, {
      token: body.captchaToken,
      remoteIp: ip,
      studioId: site.studioId,
      idempotencyKey: body.idempotencyKey,
      requestHash: hash,
      allowedHosts: captchaHosts(site.payload.studio.slug, site.payload.site.customDomain),
    });
  }

  const policy = roomPolicy(site, room);
  const holdId = randomUUID();
  const code = generateCode();
  const devMode = devCodeMode(channel);

  const quotas: QuotaTake[] = [
    { q: LIMITS.holdsPerContact, subject: canonicalContact(channel, contact.value) },
    ...perNetwork(LIMITS.holdsPerIp, ip).map((n) => ({ q: n.limit, subject: n.subject })),
    ...(channel === "phone" && !devMode ? smsTakes(site, ip) : []),
  ];
  const codeHash = hashCode(holdId, code);
  const devCodeSealed = devMode ? sealDevCode(holdId, code) : null;
  const price = quote(
    { ...room, ...room.rates },
    localStart(body.date, body.startTime),
    body.durationMinutes,
    extras?.totalCents,
    promo?.row ?? null,
  );
  const contactMasked = maskContact(channel, contact.value);

  const plan: Plan = {
    site,
    room,
    body,
    channel,
    contact: contact.value,
    ip,
    hash,
    policy,
    holdId,
    quotas,
    codeHash,
    devCodeSealed,
    price,
    contactMasked,
    extraLines: extras?.lines ?? [],
    limitedExtras: extras?.limited ?? [],
    promoJson: promo ? JSON.stringify({ promoCodeId: promo.row.id, code: promo.row.code, discountCents: price.discountCents ?? 0 }) : null,
    series,
  };
  const outcome = await inTransaction(db, (tx) => holdInTransaction(tx, clock, plan));

  if (outcome.kind === "replay") return replay(outcome.row, hash, clock.now(), ctx);

  if (devMode) return holdView(outcome.row, ctx, code);
  try {
    await sendCode({ channel, contact: contact.value, locale: body.locale }, ctx.studioName, code);
  } catch (e) {
    log.warn("hold code delivery failed", { holdId, channel, err: errorMessage(e) });
    // The answer stays the delivery's failure even if the database is gone now: the hold was
    // committed, so a 503 ("nothing was changed") would be untrue, and the unreachable hold
    // ends with its 12 minutes anyway (docs/decisions-platform.md, A 503 changed nothing).
    await abandonHold(db, clock, holdId).catch((err: unknown) =>
      log.warn("undelivered hold not ended; it expires", { holdId, ...errorFields(err) }),
    );
    throw deliveryFailure(channel);
  }
  return holdView(outcome.row, ctx);
}

/** What one create writes, settled before its transaction. */
type Plan = {
  site: SiteRecord;
  room: RoomRecord;
  body: CreateHoldBody;
  channel: Channel;
  /** The normalized contact. */
  contact: string;
  ip: string;
  hash: string;
  policy: ReturnType<typeof roomPolicy>;
  holdId: string;
  quotas: QuotaTake[];
  codeHash: string;
  devCodeSealed: string | null;
  price: ReturnType<typeof quote>;
  contactMasked: string;
  /** The hold's extras snapshot, and those of them to claim (docs/pricing.md, Extras). */
  extraLines: ExtraLine[];
  limitedExtras: LimitedLine[];
  /** The promo code's snapshot {promoCodeId, code, discountCents} as JSON (docs/pricing.md, Promo codes); null: none. */
  promoJson: string | null;
  /** A weekly series' later dates, held with this one (docs/series.md, Booked online by a guest); null: one date. */
  series: SeriesPlan | null;
};

/**
 * The request's promo code (docs/pricing.md, Promo codes), judged before the captcha so that a wrong
 * one spends nothing: its row when it applies; 409 PROMO_CODE_INVALID (no hold) when not, unless
 * the key already made a hold (a retry after the code ran out is answered as the first time).
 */
async function holdPromo(
  db: Db,
  clock: Clock,
  a: { site: SiteRecord; room: RoomRecord; body: CreateHoldBody; contact: string; ip: string; hash: string; ctx: HoldContext },
): Promise<{ row: PromoCodeRow } | { replayed: Hold }> {
  const { site, body } = a;
  const session = {
    studioId: site.studioId,
    roomId: a.room.id,
    date: body.date,
    minutes: body.durationMinutes,
    contact: a.contact,
    ip: a.ip,
    locale: body.locale,
  };
  try {
    return { row: await promoForHold(db, clock, session, body.promoCode!) };
  } catch (e) {
    const prior = e instanceof ApiError && e.code === "PROMO_CODE_INVALID" ? await findByKey(db, site.studioId, body.idempotencyKey) : null;
    if (prior) return { replayed: replay(prior, a.hash, clock.now(), a.ctx) };
    throw e;
  }
}

// Four statements between BEGIN and COMMIT. A statement sees what was committed when it
// started, so each read comes one statement after the lock it depends on:
// 1. the key lock, then the quota locks (contact, networks, SMS networks, SMS studio, SMS platform);
// 2. the replay check, the quota counts and the network's live holds (and, only when neither
//    a replay nor a full quota or cap, the events), the room lock (FOR SHARE), the room's
//    claim lock and the site's version;
// 3. the busy read, then checkSlot;
// 4. the hold, its claim (dead claims in the way deleted first);
// then, only for a hold with limited extras, their claims (extras/claim.ts: a few statements per extra).
async function holdInTransaction(tx: Prisma.TransactionClient, clock: Clock, plan: Plan) {
  const { site, room, body, channel, contact, ip, hash, policy, holdId, quotas, codeHash, devCodeSealed, price, contactMasked } = plan;
  const extrasJson = JSON.stringify(plan.extraLines);
  const now = clock.now();
  // ::text: a void column cannot be returned through Prisma.
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hold-key:${site.studioId}:${body.idempotencyKey}`}, 0))::text, ${quotaLocks(quotas)}`;

  const checked = await tx.$queryRaw<
    (HoldRow & { _fullAt: Date | null; _liveFullAt: Date | null; _locked: number; _siteVersion: number })[]
  >`
      WITH existing AS (
        SELECT ${HOLD_COLUMNS} FROM hold h WHERE h."studioId" = ${site.studioId}::uuid AND h."idempotencyKey" = ${body.idempotencyKey}
      ), ${quotaTable(quotas, now)}, ${liveHoldsTable(site.studioId, ip, now)},
      go AS (SELECT NOT EXISTS (SELECT 1 FROM existing) AND ${quotasFree} AND ${liveHoldsFree} AS ok),
      ${quotaInsert(now, Prisma.sql`(SELECT ok FROM go)`)},
      room_lock AS (SELECT 1 FROM room WHERE id = ${room.id}::uuid AND (SELECT ok FROM go) FOR SHARE),
      claim_lock AS (
        SELECT pg_advisory_xact_lock(hashtextextended(${roomClaimLockKey(room.id)}, 0)) FROM go WHERE go.ok AND (SELECT count(*) FROM room_lock) >= 0
      )
      SELECT qf.full_at AS "_fullAt", ${liveHoldsFullAt} AS "_liveFullAt", (SELECT count(*) FROM claim_lock)::int AS "_locked",
             ${siteVersionOf(Prisma.sql`${site.studioId}::uuid`)} AS "_siteVersion", e.*
        FROM qf LEFT JOIN existing e ON true ORDER BY qf.ord`;
  const first = checked[0];
  if (first.id) {
    const { _fullAt: _f, _liveFullAt: _lf, _locked: _l, _siteVersion: _v, ...row } = first;
    return { kind: "replay" as const, row: row as HoldRow };
  }
  // The same guarantee as the fresh read this replaces: an import committed before
  // statement 2 began is seen (one still running is ordered after this hold's read).
  if (Number(first._siteVersion) !== site.version) throw new StaleSite();
  liveHoldsVerdict(first._liveFullAt, now);
  quotaVerdict(
    quotas,
    checked.map((r) => r._fullAt),
    now,
  );

  // New claims on one room are taken one at a time (the claim lock, held until commit), so
  // this busy read sees every committed claim and concurrent creates for overlapping slots get
  // their SLOT_TAKEN from checkSlot at once; without it, two in-flight inserts can wait on each
  // other inside the exclusion check until PostgreSQL aborts one as a deadlock (seen with
  // 40 overlapping parallel creates). The exclusion constraint stays the final guarantee.
  const busy = await busyIntervals(tx, room.id, busyWindow(policy, body.date, body.date), now);
  const slot = checkSlot(
    policy,
    { date: body.date, startTime: body.startTime, durationMinutes: body.durationMinutes, stepMinutes: room.stepMinutes },
    busy,
    now.getTime(),
  );
  if (slot.verdict !== "free") throw slotRefusal(slot.verdict, "guest");
  const startsAt = new Date(slot.startsAt!);
  const endsAt = new Date(slot.endsAt!);
  const expiresAt = new Date(now.getTime() + HOLD_TTL_MS);
  const claim = { roomId: room.id, holdId, startsAt, endsAt, bufferMinutes: room.bufferMinutes, expiresAt, now };
  try {
    // The claim insert reads `dead` (count), so the dead claims are gone before it checks the
    // exclusion constraint (it ignores rows this transaction deleted).
    const rows = await tx.$queryRaw<HoldRow[]>`
        WITH dead AS (${claimSql.deleteDead(claim)}), h AS (
          INSERT INTO hold ("id", "studioId", "roomId", "idempotencyKey", "requestHash", "status", "startsAt", "endsAt", "date", "startTime", "endTime",
                            "minutes", "priceCents", "depositCents", "currency", "guestName", "channel", "contact", "contactMasked", "locale", "clientIp", "clientNets",
                            "codeHash", "devCodeSealed", "codeSentAt", "sendCount", "wrongAttempts", "expiresAt", "createdAt", "partySize", "priceLines", "extras", "promo")
          VALUES (${holdId}::uuid, ${site.studioId}::uuid, ${room.id}::uuid, ${body.idempotencyKey}, ${hash}, 'pending', ${startsAt}::timestamptz, ${endsAt}::timestamptz,
                  ${body.date}, ${body.startTime}, ${endTimeOf(endsAt.getTime(), policy.timezone, body.date)}, ${price.minutes}::int, ${price.priceCents}::int,
                  ${price.depositCents}::int, ${price.currency}, ${body.guestName}, ${channel}, ${contact}, ${contactMasked}, ${body.locale}, ${ip}, ${clientNets(ip)}::text[],
                  ${codeHash}, ${devCodeSealed}::text, ${now}::timestamptz, 1, 0, ${expiresAt}::timestamptz, ${now}::timestamptz, ${body.partySize ?? null}::int,
                  ${JSON.stringify(price.lines)}::jsonb, ${extrasJson}::jsonb, ${plan.promoJson}::jsonb)
          RETURNING *
        ), claim AS (${claimSql.insertForHold(claim, "dead")})
        SELECT ${HOLD_COLUMNS} FROM h`;
    if (plan.limitedExtras.length)
      await claimExtras(tx, plan.limitedExtras, { holdId, bookingId: null, expiresAt }, { startsAt, endsAt, now });
    if (plan.series) await holdLaterDates(tx, { site, room, body, plan: plan.series, first: rows[0], now });
    return { kind: "created" as const, row: rows[0] };
  } catch (e) {
    throw slotTakenOr(e);
  }
}

/** The code could not be delivered: free the slot at once and end the hold. */
async function abandonHold(db: Db, clock: Clock, holdId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await releaseClaim(tx, { holdId });
    await endLaterDates(tx, holdId, clock.now());
    await tx.hold.updateMany({ where: { id: holdId, status: "pending" }, data: { status: "expired" } });
  });
}
