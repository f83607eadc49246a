// Canonical identities for COUNTING (quotas, caps), never for delivery: messages still go to
// the contact as the guest typed it (normalized by lib/domain/contacts.ts). One person should not get
// a fresh quota by spelling an address differently, nor one network by rotating addresses.
//
// - email: lower-cased; a "+tag" in the local part removed; for gmail.com / googlemail.com the
//   dots of the local part removed and the domain counted as gmail.com (Gmail delivers all of
//   these spellings to one mailbox).
// - phone: E.164 as libphonenumber-js formats it (drops separators and a national trunk "0"
//   written after the country code, e.g. +44 (0)20 … → +4420…).
// - IP: IPv4 per address; IPv6 per /64 (one subscriber's network: a client can pick any of its
//   2^64 addresses) and also per /56 and /48 at twice the limits (one household's ISP
//   allocation); IPv4-mapped IPv6 counted as the IPv4 address. In lib/infra/networks.ts, since
//   the per-minute limits (infra) count by them too.
import { parsePhoneNumberFromString, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import type { Channel } from "../contract/schemas";

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** E.164 of a phone number, or null when libphonenumber cannot parse it. */
export function parsePhone(phone: string): { e164: string; callingCode: string } | null {
  const p = parsePhoneNumberFromString(phone.trim());
  if (!p) return null;
  return { e164: p.number, callingCode: p.countryCallingCode };
}

export function canonicalPhone(phone: string): string {
  return parsePhone(phone)?.e164 ?? phone.trim().replace(/[\s\-.()]/g, "");
}

export function canonicalContact(channel: Channel, contact: string): string {
  return channel === "phone" ? canonicalPhone(contact) : canonicalEmail(contact);
}

export { ipKey, ipNetworks, perNetwork } from "../infra/networks";

/** Country calling code (digits) of an ISO 3166-1 alpha-2 country, or null when unknown. */
export function callingCodeOf(country: string): string | null {
  try {
    const code = country.toUpperCase();
    return isSupportedCountry(code) ? getCountryCallingCode(code) : null;
  } catch {
    return null;
  }
}
