// What a room page shows beyond the public payload: photos with their alt text, amenities and
// the studio's house rules, each in the page language (site default when a locale is missing).
import type { Locale } from "../../contract/schemas";
import type { SiteRecord } from "../../domain/sites";
import { loc } from "./content";

export type RoomDetails = {
  photos: { url: string; alt: string | null; width?: number; height?: number }[];
  amenities: string[];
  houseRules: string | null;
};

export function roomDetails(rec: SiteRecord, roomId: string, locale: Locale): RoomDetails {
  const fallback = rec.payload.site.defaultLocale;
  const room = rec.rooms.find((r) => r.id === roomId);
  return {
    photos: (room?.photoDetails ?? []).map((p) => ({ url: p.url, alt: loc(p.alt, locale, fallback), width: p.width, height: p.height })),
    amenities: (room?.amenities ?? []).map((a) => loc(a, locale, fallback)).filter((a): a is string => Boolean(a)),
    houseRules: rec.houseRules ? loc(rec.houseRules, locale, fallback) : null,
  };
}
