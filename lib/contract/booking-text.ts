// How a booking's place and event read wherever the guest meets them: the confirmation email,
// the .ics, the Google Calendar link, the manage page and the studio pages. One definition of
// each, import-free, so domain code and client components share it.

type PostalAddress = { addressLine1: string; addressLine2?: string | null; postalCode: string; city: string };

/** A studio's postal address as lines: street, the optional second line, "postcode city". */
export function addressLines(s: PostalAddress): string[] {
  return [s.addressLine1, s.addressLine2, `${s.postalCode} ${s.city}`].filter((x): x is string => Boolean(x));
}

/**
 * The studio on OpenStreetMap (docs/sites.md, Map): a plain link, from its coordinates when it has
 * them, else a search for its address. The site's pages and the reminder email use the same one.
 */
export function mapUrl(s: PostalAddress & { country: string; latitude?: number | null; longitude?: number | null }): string {
  if (s.latitude != null && s.longitude != null) {
    return `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`;
  }
  const q = [s.addressLine1, s.postalCode, s.city, s.country].filter(Boolean).join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}`;
}

/** The address on one line, e.g. "Carrer de Verdi 12, 08012 Barcelona". */
export function addressLine(s: PostalAddress): string {
  return addressLines(s).join(", ");
}

/**
 * A localized value (a {es, ca, en} map or a plain string) in `locale`, else in `fallback`,
 * else in any language it has; blank texts count as missing.
 */
export function localized(value: unknown, locale: string, fallback: string): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object") {
    const m = new Map<string, unknown>(Object.entries(value));
    for (const v of [m.get(locale), m.get(fallback), ...m.values()]) if (typeof v === "string" && v.trim()) return v;
  }
  return null;
}

/** A room's arrival instructions in `locale`, else in the site's default language, else any. */
export function roomInstructions(instructions: unknown, locale: string, siteDefault: string): string | null {
  return localized(instructions, locale, siteDefault);
}

/** The title of a booking's calendar event: "Estudi Llum · Sala A (ABCD-EFGH)". */
export function eventTitle(b: { studioName: string; roomName: string; reference: string }): string {
  return `${b.studioName} · ${b.roomName} (${b.reference})`;
}

/** Where a booking's event takes place: "Estudi Llum, Carrer de Verdi 12, 08012 Barcelona". */
export function eventLocation(studioName: string, address?: string): string {
  return address ? `${studioName}, ${address}` : studioName;
}

/** The UTC offset of an ISO instant written with its offset ("…+02:00", "…Z"), in minutes east of UTC. */
export function isoOffsetMinutes(iso: string): number {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** An offset as people read it: "UTC+2", "UTC+5:45", "UTC−3", "UTC". */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return "UTC";
  const a = Math.abs(minutes);
  const mm = a % 60 ? `:${String(a % 60).padStart(2, "0")}` : "";
  return `UTC${minutes < 0 ? "−" : "+"}${Math.floor(a / 60)}${mm}`;
}

/**
 * A booking's wall times, "10:00–11:00". When the clock changes inside the span each end carries
 * its UTC offset, so the autumn night's hour reads "02:00 (UTC+2)–02:00 (UTC+1)", never
 * "02:00–02:00" (docs/decisions-time.md, Times across a clock change). Offsets in minutes east of UTC.
 */
export function timeSpan(startTime: string, endTime: string, startOffset: number, endOffset: number): string {
  if (startOffset === endOffset) return `${startTime}–${endTime}`;
  return `${startTime} (${utcOffsetLabel(startOffset)})–${endTime} (${utcOffsetLabel(endOffset)})`;
}

/**
 * timeSpan when only the start's offset is known (a row with startsAt and its length): the end's
 * offset is what makes the wall minutes and the real minutes agree (02:00 + 60 min = 02:00 → −60).
 */
export function timeSpanFromStart(startTime: string, endTime: string, minutes: number, startOffset: number): string {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const wall = (((toMin(endTime) - toMin(startTime)) % 1440) + 1440) % 1440;
  // Only a clock change's size (under 3 h) counts; anything else is a span over midnight.
  const drift = ((((wall - minutes) % 1440) + 1440 + 720) % 1440) - 720;
  return timeSpan(startTime, endTime, startOffset, Math.abs(drift) < 180 ? startOffset + drift : startOffset);
}
