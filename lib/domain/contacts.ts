// A guest's contact for the one-time code (spec 4.4): normalized once, so that quotas (spec 8,
// "holds per contact") and messages see one spelling, and masked for display (Hold.contactMasked).
//
// - phone: E.164 via libphonenumber-js (lib/contract/guest-rules.ts, the same function the booking form
//   uses): "+", the country code and the number, separators allowed (spec: E.164); the form turns
//   national and "00" numbers into E.164 with the studio's country before sending.
// - email: trimmed and lower-cased as a whole (a quota must not be dodged by changing case),
//   validated with zod's email rule, at most 254 characters.
// - mask: phone "+34 ••• ••• 678" (country code and last 3 digits; a fixed shape that does
//   not reveal the length), email "j•••@example.com" (first character of the local part and the
//   domain). Never the full contact.
import { z } from "zod";
import type { Channel } from "../contract/schemas";
import { normalizePhone } from "../contract/guest-rules";
import { parsePhone } from "./identity";

const Email = z.email().max(254);

export type NormalizedContact = { ok: true; value: string } | { ok: false; message: string };

export function normalizeContact(channel: Channel, raw: string): NormalizedContact {
  if (channel === "phone") {
    const r = raw.trim().startsWith("+") ? normalizePhone(raw) : ({ ok: false } as const);
    return r.ok ? { ok: true, value: r.value } : { ok: false, message: "must be a phone number in E.164 format, e.g. +34612345678" };
  }
  const value = raw.trim().toLowerCase();
  return Email.safeParse(value).success ? { ok: true, value } : { ok: false, message: "must be an email address" };
}

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
