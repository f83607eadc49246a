// Outbound links of a studio: a map (OpenStreetMap, a plain link: no embed, no third-party
// script), phone and email.
import type { Studio } from "@/lib/contract/schemas";

export function mapUrl(s: Studio): string {
  if (s.latitude != null && s.longitude != null) {
    return `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`;
  }
  const q = [s.addressLine1, s.postalCode, s.city, s.country].filter(Boolean).join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}`;
}

export const telUrl = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** A phone number in groups for reading: +34 930 000 000. */
export function prettyPhone(phone: string): string {
  const m = /^\+(\d{2})(\d{3})(\d{3})(\d{3})$/.exec(phone.replace(/\s/g, ""));
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

export { addressLines } from "@/lib/contract/booking-text";
