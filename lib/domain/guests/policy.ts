// The studio's no-show policy (docs/guests.md, No-show policy): a guest is their contact as
// booking_contact_key() folds it, and their no-shows are this studio's bookings of that contact
// marked no_show (guest data erased by retention counts no more). `refuse` stops the guest's online
// holds at verify (once the code proved the contact) with 403 GUEST_REFUSED in the hold's language; `warn` is shown to staff (the booking's detail).
import type { DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { noShowPolicyOf, policyApplies, type NoShowPolicy } from "../../contract/guests";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locales";
import { getDict } from "../../i18n";

type GuestStanding = { noShowPolicy: NoShowPolicy; noShowThreshold: number; noShows: number };

/**
 * The studio's policy and the guest's no-shows there, in one statement; with the policy off the
 * no-shows are not counted (0), so a studio that does not use it pays nothing more per hold.
 * `exceptBookingId`: leave that booking out (a booking's detail counts the guest's other bookings).
 */
async function guestStanding(
  db: DbOrTx,
  studioId: string,
  guest: { channel: string; contact: string },
  exceptBookingId: string | null = null,
): Promise<GuestStanding> {
  const rows = await db.$queryRaw<{ noShowPolicy: string; noShowThreshold: number; noShows: number }[]>`
    SELECT s."noShowPolicy", s."noShowThreshold",
           CASE WHEN s."noShowPolicy" = 'off' THEN 0 ELSE (SELECT count(*)::int FROM booking b
             WHERE b."studioId" = s.id AND b.status = 'no_show' AND b."anonymizedAt" IS NULL
               AND booking_contact_key(b.channel, b.contact) = booking_contact_key(${guest.channel}, ${guest.contact})
               AND (${exceptBookingId}::uuid IS NULL OR b.id <> ${exceptBookingId}::uuid)) END AS "noShows"
      FROM studio s WHERE s.id = ${studioId}::uuid`;
  const r = rows[0];
  if (!r) return { noShowPolicy: "off", noShowThreshold: 2, noShows: 0 };
  return { noShowPolicy: noShowPolicyOf(r.noShowPolicy), noShowThreshold: r.noShowThreshold, noShows: r.noShows };
}

/**
 * A guest's online hold once its code proved the contact (verifyHold): 403 GUEST_REFUSED (to throw),
 * in the hold's language, when the studio refuses guests with this many no-shows, else null.
 */
export async function noShowRefusal(
  db: DbOrTx,
  studioId: string,
  guest: { channel: string; contact: string; locale: string },
): Promise<ApiError | null> {
  const standing = await guestStanding(db, studioId, guest);
  if (standing.noShowPolicy !== "refuse" || !policyApplies(standing, standing.noShows)) return null;
  const locale: Locale = isLocale(guest.locale) ? guest.locale : DEFAULT_LOCALE;
  return new ApiError("GUEST_REFUSED", getDict(locale).errors.GUEST_REFUSED, { details: { reason: "no_shows" } });
}
