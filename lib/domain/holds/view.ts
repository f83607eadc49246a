// A hold row → the Hold schema (/docs). Room name, payment modes and time zone are read
// from the room and studio at answer time; everything else is the hold's own snapshot.
import type { Hold as HoldRow } from "../../generated/prisma/client";
import { Channel, type Hold } from "../../contract/schemas";
import { Prisma, type DbOrTx } from "../../infra/db";
import { ApiError, notFound } from "../../contract/errors";
import { isLive, MAX_SENDS } from "../../contract/hold-rules";
import { cardPaymentsAvailable } from "../payments/availability";
import { holdModes } from "../payments/modes";
import type { PaymentRoom } from "../../contract/price-rules";
import { isoInZone } from "../bookings/view";
import { bookedExtrasOf, discountOf, priceLinesOf } from "../json-columns";

export type { HoldRow };
/**
 * `room`: the room's payment settings as they are now; `cardPayments`: whether the studio can take card
 * deposits now (lib/domain/payments/availability.ts).
 */
export type HoldContext = { roomName: string; room: PaymentRoom; cardPayments: boolean; timezone: string; studioName: string };
export type HoldWithContext = { row: HoldRow; ctx: HoldContext };
/** As read: `version` is the row version (PostgreSQL's xmin), for a write guarded against a concurrent change. */
/** `refusesNoShows`: the studio's no-show policy is `refuse`, so verify counts the guest's no-shows (docs/guests.md, No-show policy). */
export type LoadedHold = HoldWithContext & { version: string; refusesNoShows: boolean };

export function holdView(row: HoldRow, ctx: HoldContext, devCode?: string | null): Hold {
  return {
    holdId: row.id,
    // Pending or verified: every caller but readHold has a live hold, and readHold puts its own status over this.
    status: row.status === "verified" ? "verified" : "pending",
    roomId: row.roomId,
    roomName: ctx.roomName,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    timezone: ctx.timezone,
    price: { priceCents: row.priceCents, depositCents: row.depositCents, currency: row.currency, minutes: row.minutes },
    channel: Channel.parse(row.channel),
    contactMasked: row.contactMasked,
    expiresAt: isoInZone(row.expiresAt, ctx.timezone), // the studio's offset, like every Booking time (docs/api.md, Time convention)
    resendsLeft: Math.max(0, MAX_SENDS - row.sendCount),
    paymentModes: holdModes(ctx.room, ctx.cardPayments, row),
    ...(devCode ? { devCode } : {}),
    partySize: row.partySize,
    priceLines: priceLinesOf(row.priceLines),
    extras: bookedExtrasOf(row.extras),
    ...withDiscount(row),
  };
}

/** A hold made with a promo code shows its discount (docs/pricing.md, Promo codes); one without, the contract's hold. */
function withDiscount(row: Pick<HoldRow, "promo">): Pick<Hold, "discount"> {
  const discount = discountOf(row.promo ?? null);
  return discount ? { discount } : {};
}

/**
 * Every column of `hold`, in the shape of HoldRow, for raw statements (h = the hold table's
 * alias): the generated client's field list (the model maps no column names).
 */
export const HOLD_COLUMNS = Prisma.raw(
  Object.values(Prisma.HoldScalarFieldEnum)
    .map((c) => `h."${c}"`)
    .join(", "),
);

type ContextColumns = {
  _roomName: string;
  _room: PaymentRoom;
  _studioName: string;
  _timezone: string;
  _cardPayments: boolean;
  _stripeAccountId: string | null;
  _stripeChargesEnabled: boolean;
  _refusesNoShows: boolean;
  _version: string;
};

/**
 * A hold with what its view needs, in one statement (hold, room and studio joined); `lock`
 * takes the hold's row lock (FOR UPDATE, call inside a transaction), so attempt counting and
 * resends on one hold are serialized. A row lock that had to wait returns the row as the
 * other transaction committed it.
 */
export async function loadHold(db: DbOrTx, holdId: string, opts: { lock?: boolean } = {}): Promise<LoadedHold | null> {
  const rows = await db.$queryRaw<(HoldRow & ContextColumns)[]>`
    SELECT ${HOLD_COLUMNS}, r."name" AS "_roomName",
           json_build_object('paymentModes', r."paymentModes", 'hourlyCents', r."hourlyCents", 'depositPercent', r."depositPercent",
                             'minMinutes', r."minMinutes", 'currency', r.currency,
                             'rateWindows', r."rateWindows", 'longHourlyCents', r."longHourlyCents") AS "_room",
           s."name" AS "_studioName", s."timezone" AS "_timezone", s."cardPayments" AS "_cardPayments",
           s."stripeAccountId" AS "_stripeAccountId", s."stripeChargesEnabled" AS "_stripeChargesEnabled",
           s."noShowPolicy" = 'refuse' AS "_refusesNoShows", h.xmin::text AS "_version"
      FROM hold h JOIN room r ON r.id = h."roomId" JOIN studio s ON s.id = h."studioId"
     WHERE h.id = ${holdId}::uuid ${opts.lock ? Prisma.sql`FOR UPDATE OF h` : Prisma.empty}`;
  const h = rows[0];
  if (!h) return null;
  const {
    _roomName,
    _room,
    _studioName,
    _timezone,
    _cardPayments,
    _stripeAccountId,
    _stripeChargesEnabled,
    _refusesNoShows,
    _version,
    ...row
  } = h;
  return {
    row,
    version: _version,
    refusesNoShows: _refusesNoShows,
    ctx: {
      roomName: _roomName,
      room: _room,
      cardPayments: cardPaymentsAvailable({
        cardPayments: _cardPayments,
        stripeAccountId: _stripeAccountId,
        stripeChargesEnabled: _stripeChargesEnabled,
      }),
      timezone: _timezone,
      studioName: _studioName,
    },
  };
}

export const holdExpired = () => new ApiError("HOLD_EXPIRED", "This hold has expired; start again with a new hold");
/** Not live any more because it became a booking: same code (verifyHold/resendCode list 410), but say so. */
const holdNotLive = (status: string) =>
  status === "confirmed"
    ? new ApiError(
        "HOLD_EXPIRED",
        "This hold is already confirmed: a booking exists for it (its confirmation message carries the manage link)",
      )
    : holdExpired();

/**
 * The preamble verify and resend share: read the hold (`lock`: with its row lock, inside the
 * caller's transaction), 404 RESOURCE_NOT_FOUND when unknown, 410 HOLD_EXPIRED when no longer live.
 */
export async function liveHold(db: DbOrTx, holdId: string, now: Date, opts: { lock?: boolean } = {}): Promise<LoadedHold> {
  const h = await loadHold(db, holdId, opts);
  if (!h) throw notFound("Hold");
  if (!isLive(h.row, now)) throw holdNotLive(h.row.status);
  return h;
}
