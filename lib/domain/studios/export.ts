// Studio data out: one studio as a studio file (docs/studio-file.md), the format importStudio
// reads, so `npm run studio:export` and the dashboard's download are an owner's backup and an
// operator's starting point. What the import writes comes back: studio, booking switches, site,
// rooms in display order (inactive ones too), the file's own calendar blocks (not the synced or
// the staff's) and the calendar feeds. Photos are exported as their URLs with alt text: the
// files stay in the storage (docs/photos.md, Export).
import { notFound } from "../../contract/errors";
import { noShowPolicyOf } from "../../contract/guests";
import { ExtraName, ExtraPer } from "../../contract/schemas";
import type { Extra } from "../../generated/prisma/client";
import type { DbOrTx } from "../../infra/db";
import { PROMO_ROW_SQL, promoCodeFields, type PromoCodeRow } from "../promo-codes/judge";
import {
  amenitiesOf,
  hourExceptionsOf,
  houseRulesOf,
  instructionsOf,
  operatingHoursOf,
  paymentModesOf,
  roomPhotosOf,
  siteColumnsOf,
  siteStatusOf,
  rateWindowsOf,
} from "../json-columns";
import type { z } from "zod";
import type { StudioFile } from "./import";

/** The studio file as written (JSON input side of the schema). */
export type StudioFileJson = z.input<typeof StudioFile>;
type RoomJson = StudioFileJson["rooms"][number];

/**
 * The studio as a studio file. `calendars: false` leaves out its calendar blocks and feeds (they
 * are not settings: the dashboard's settings read is this without them, docs/studio-settings.md),
 * `promoCodes: false` its promo codes (the studio API's own, docs/pricing.md, Promo codes).
 */
export async function exportStudio(
  db: DbOrTx,
  where: { slug: string } | { id: string },
  opts: { calendars?: boolean; promoCodes?: boolean } = {},
): Promise<StudioFileJson> {
  const s = await db.studio.findUnique({
    where,
    include: {
      site: true,
      domain: { select: { domain: true } },
      rooms: { orderBy: [{ position: "asc" }, { id: "asc" }] },
      extras: { orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  if (!s || !s.site) throw notFound("Studio");
  const calendars = opts.calendars ?? true;
  const [blocks, feeds] = await Promise.all([
    !calendars
      ? []
      : db.calendarBlock.findMany({
          where: { room: { studioId: s.id }, feedId: null, source: "file" },
          orderBy: [{ startsAt: "asc" }, { roomId: "asc" }, { endsAt: "asc" }],
          select: { roomId: true, startsAt: true, endsAt: true, note: true },
        }),
    !calendars
      ? []
      : db.calendarFeed.findMany({
          where: { studioId: s.id },
          orderBy: [{ roomId: "asc" }, { url: "asc" }],
          select: { roomId: true, url: true },
        }),
  ]);
  const c = s.site;
  return {
    studio: {
      name: s.name,
      slug: s.slug,
      description: s.description,
      shortDescription: s.shortDescription,
      studioType: s.studioType,
      logoUrl: s.logoUrl,
      coverImageUrl: s.coverImageUrl,
      addressLine1: s.addressLine1,
      addressLine2: s.addressLine2,
      city: s.city,
      postalCode: s.postalCode,
      country: s.country,
      latitude: s.latitude,
      longitude: s.longitude,
      phone: s.phone,
      email: s.email,
      notifyEmail: s.notifyEmail,
      website: s.website,
      timezone: s.timezone,
      isVerified: s.isVerified,
      averageRating: s.averageRating,
      totalReviews: s.totalReviews,
      operatingHours: operatingHoursOf(s.operatingHours),
      hourExceptions: hourExceptionsOf(s.hourExceptions),
      houseRules: houseRulesOf(s.houseRules ?? null),
    },
    booking: {
      bookingOnline: s.bookingOnline,
      cardPayments: s.cardPayments,
      captcha: s.captcha,
      guestReschedule: s.guestReschedule,
      smsCountryCodes: s.smsCountryCodes,
      smsReminderHours: s.smsReminderHours,
      dailyDigest: s.dailyDigest,
      noShowPolicy: noShowPolicyOf(s.noShowPolicy),
      noShowThreshold: s.noShowThreshold,
      onlineSeriesMaxWeeks: s.onlineSeriesMaxWeeks,
    },
    site: {
      ...siteColumnsOf(c),
      status: siteStatusOf(c.status),
      // The owner's domain whether proven or not (docs/decisions-sites.md, Custom domains): the settings edit it.
      customDomain: s.domain?.domain ?? c.customDomain,
    },
    rooms: s.rooms.map((r): RoomJson => ({
      id: r.id,
      name: r.name,
      description: r.description,
      capacity: r.capacity,
      roomType: r.roomType,
      hourlyCents: r.hourlyCents,
      currency: r.currency,
      bookable: r.bookable,
      minMinutes: r.minMinutes,
      maxMinutes: r.maxMinutes,
      stepMinutes: r.stepMinutes,
      paymentModes: paymentModesOf(r.paymentModes),
      depositPercent: r.depositPercent,
      cancelNoticeHours: r.cancelNoticeHours,
      instructions: instructionsOf(r.instructions),
      photos: roomPhotosOf(r.photos),
      amenities: amenitiesOf(r.amenities),
      active: r.active,
      minNoticeMin: r.minNoticeMin,
      maxAdvanceDays: r.maxAdvanceDays,
      bufferMinutes: r.bufferMinutes,
      rateWindows: rateWindowsOf(r.rateWindows),
      longFromMinutes: r.longFromMinutes,
      longHourlyCents: r.longHourlyCents,
    })),
    calendarBlocks: blocks.map((b) => ({
      roomId: b.roomId,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      note: b.note,
    })),
    calendarFeeds: feeds.map((f) => ({ roomId: f.roomId, url: f.url })),
    ...extrasJson(s.extras),
    ...(opts.promoCodes === false ? {} : await promoCodesJson(db, s.id)),
  };
}

/** Only a studio that has promo codes writes the list, as extras (docs/pricing.md, Promo codes): by code, their uses stay in the database. */
async function promoCodesJson(db: DbOrTx, studioId: string): Promise<Pick<StudioFileJson, "promoCodes">> {
  const codes = await db.$queryRaw<(PromoCodeRow & { createdAt: Date })[]>`
    SELECT ${PROMO_ROW_SQL}, p."createdAt" FROM promo_code p WHERE p."studioId" = ${studioId}::uuid ORDER BY p."createdAt", p.code`;
  if (!codes.length) return {};
  return {
    promoCodes: codes.map(promoCodeFields),
  };
}

/** Only a studio that has extras writes the list: a file without it means "leave them as they are" (docs/pricing.md, Extras). */
function extrasJson(extras: Extra[]): Pick<StudioFileJson, "extras"> {
  if (!extras.length) return {};
  return {
    extras: extras.map((x) => ({
      id: x.id,
      name: ExtraName.parse(x.name),
      priceCents: x.priceCents,
      per: ExtraPer.parse(x.per),
      roomIds: x.roomIds,
      quantity: x.quantity,
      active: x.active,
    })),
  };
}
