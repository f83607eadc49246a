// A guest's contact for the one-time code (docs/decisions-bookings.md, Contacts), masked for display (Hold.contactMasked).
// Normalizing it is part of the request's validation (normalizeContact, lib/contract/schemas.ts).
// - mask: phone "+34 ••• ••• 678" (country code and last 3 digits; a fixed shape that does
//   not reveal the length), email "j•••@example.com" (first character of the local part and the
//   domain). Never the full contact.
import type { Channel } from "../contract/schemas";
import { parsePhone } from "./identity";

// ITU-T E.164 country calling codes of one and two digits; every other code has three.
/** Country calling code of a normalized E.164 number (digits, without "+"): libphonenumber's. */
export function countryCode(e164: string): string {
  return parsePhone(e164)?.callingCode ?? e164.slice(1, 4);
}

const DOT = "•";

/** Display-safe form of a normalized contact. */
export function maskContact(channel: Channel, normalized: string): string {
  if (channel === "phone") return `+${countryCode(normalized)} ${DOT.repeat(3)} ${DOT.repeat(3)} ${normalized.slice(-3)}`;
  const at = normalized.lastIndexOf("@");
  return `${normalized.slice(0, 1)}${DOT.repeat(3)}@${normalized.slice(at + 1)}`;
}
