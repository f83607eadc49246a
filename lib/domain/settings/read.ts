// A studio's current settings in the studio file's shape (docs/studio-file.md), so the dashboard and
// the import validate with the one StudioFile schema (docs/studio-settings.md, How a save works).
// Calendar blocks and feeds are not settings: they are left out (empty lists validate).
import type { DbOrTx } from "../../infra/db";
import { notFound } from "../../contract/errors";
import type { StudioJson } from "./types";

type RoomJson = StudioJson["rooms"][number];

export async function readSettings(db: DbOrTx, studioId: string): Promise<StudioJson> {
  const s = await db.studio.findUnique({
    where: { id: studioId },
    include: { site: true, rooms: { orderBy: [{ position: "asc" }, { name: "asc" }] } },
  });
  if (!s || !s.site) throw notFound("Studio");
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
      website: s.website,
      timezone: s.timezone,
      isVerified: s.isVerified,
      averageRating: s.averageRating,
      totalReviews: s.totalReviews,
      operatingHours: s.operatingHours as StudioJson["studio"]["operatingHours"],
      hourExceptions: s.hourExceptions as StudioJson["studio"]["hourExceptions"],
      houseRules: (s.houseRules ?? null) as StudioJson["studio"]["houseRules"],
    },
    booking: { bookingOnline: s.bookingOnline, cardPayments: s.cardPayments, captcha: s.captcha, smsCountryCodes: s.smsCountryCodes },
    site: {
      template: c.template as "stage" | "daylight",
      theme: c.theme as Record<string, unknown>,
      sections: c.sections as Record<string, unknown>,
      content: c.content as Record<string, unknown>,
      legal: c.legal as Record<string, unknown>,
      seo: c.seo as Record<string, unknown>,
      defaultLocale: c.defaultLocale as StudioJson["site"]["defaultLocale"],
      locales: c.locales as StudioJson["site"]["locales"],
      status: c.status as "live" | "draft",
      customDomain: c.customDomain,
    },
    rooms: s.rooms.map((r) => ({
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
      paymentModes: r.paymentModes as StudioJson["rooms"][number]["paymentModes"],
      depositPercent: r.depositPercent,
      cancelNoticeHours: r.cancelNoticeHours,
      instructions: r.instructions as StudioJson["rooms"][number]["instructions"],
      photos: r.photos as RoomJson["photos"],
      amenities: r.amenities as RoomJson["amenities"],
      active: r.active,
      minNoticeMin: r.minNoticeMin,
      maxAdvanceDays: r.maxAdvanceDays,
      bufferMinutes: r.bufferMinutes,
    })),
    calendarBlocks: [],
    calendarFeeds: [],
  };
}
