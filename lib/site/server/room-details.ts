// What a room page shows beyond the public payload: photos with their alt text, amenities and
// the studio's house rules, each in the page language (site default when a locale is missing).
import type { Locale } from "../../contract/schemas";
import type { SiteRecord } from "../../domain/sites";
import { loc } from "./content";
import { fmt, type Catalog } from "../../i18n";

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

/** The gallery of a room page, the same in both templates: each photo with its alt text (else "Photo of {room}"), and the gallery's labels. */
export function roomGallery(room: { name: string; photos: string[] }, dict: Catalog, details?: RoomDetails) {
  const fallbackAlt = fmt(dict.room.photoAlt, { room: room.name });
  const photos = (details?.photos ?? room.photos.map((url) => ({ url, alt: null, width: undefined }))).map((p) => ({
    url: p.url,
    alt: p.alt ?? fallbackAlt,
    width: p.width,
  }));
  const text = {
    label: fmt(dict.room.gallery, { room: room.name }),
    prev: dict.room.galleryPrev,
    next: dict.room.galleryNext,
    show: dict.room.galleryShow,
    all: dict.room.galleryAll,
    dialog: fmt(dict.room.galleryDialog, { room: room.name }),
    close: dict.room.galleryClose,
    counter: dict.room.galleryCounter,
    frame: dict.room.galleryFrame,
  };
  return { photos, text };
}

/** The width of every uploaded room photo of the site, by URL: the home page's cards pick a rendition (srcset). */
export function photoWidths(rec: SiteRecord): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rec.rooms) for (const p of r.photoDetails) if (p.width) out[p.url] = p.width;
  return out;
}
