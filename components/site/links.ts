// Outbound links of a studio: a map (OpenStreetMap, a plain link: no embed, no third-party
// script), phone and email.

export { mapUrl } from "@/lib/contract/booking-text";

export const telUrl = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** A phone number in groups for reading: +34 930 000 000. */
export function prettyPhone(phone: string): string {
  const m = /^\+(\d{2})(\d{3})(\d{3})(\d{3})$/.exec(phone.replace(/\s/g, ""));
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

export { addressLines } from "@/lib/contract/booking-text";
