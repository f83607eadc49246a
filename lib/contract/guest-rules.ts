// The rules for what a guest types (createHold), shared by the server (lib/domain/contacts.ts, the
// request schema) and the booking form's inline errors, so both say the same thing. No zod
// here: client components import this module. Phone numbers go through libphonenumber-js
// ("min" metadata: enough to parse and check the length of every country's numbers).
import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from "libphonenumber-js/min";

export const NAME_MIN = 2;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const NOTES_MAX = 500;

/** zod 4's email rule (z.email()), copied so the client needs no zod; a unit test keeps them equal. */
export const EMAIL_RE = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type FieldProblem = "required" | "nameLength" | "emailInvalid" | "phoneShort" | "phoneLong" | "phoneInvalid";

export function checkName(raw: string): FieldProblem | null {
  const v = raw.trim();
  if (!v) return "required";
  return v.length < NAME_MIN || v.length > NAME_MAX ? "nameLength" : null;
}

export function checkEmail(raw: string): FieldProblem | null {
  const v = raw.trim().toLowerCase();
  if (!v) return "required";
  return v.length <= EMAIL_MAX && EMAIL_RE.test(v) ? null : "emailInvalid";
}

export type PhoneResult = { ok: true; value: string } | { ok: false; problem: FieldProblem };

/**
 * A phone number in E.164. International input ("+34 612…", "0034 612…") always works;
 * a national number ("612 34 56 78") is read as one of `country` (the studio's country) when given.
 * Accepted when its length is possible for its country (isPossible): the SMS provider is the
 * final judge, and a stricter check would refuse new number ranges.
 */
export function normalizePhone(raw: string, country?: string): PhoneResult {
  const v = raw.trim().replace(/^00/, "+");
  if (!v) return { ok: false, problem: "required" };
  if (/[^\d\s\-.()+]/.test(v) || v.lastIndexOf("+") > 0) return { ok: false, problem: "phoneInvalid" };
  const cc = country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined;
  if (!v.startsWith("+") && !cc) return { ok: false, problem: "phoneInvalid" };
  const len = validatePhoneNumberLength(v, cc);
  if (len === "TOO_SHORT" || len === "NOT_A_NUMBER") return { ok: false, problem: "phoneShort" };
  if (len === "TOO_LONG") return { ok: false, problem: "phoneLong" };
  const p = parsePhoneNumberFromString(v, cc);
  if (!p || !p.isPossible() || !/^\+[1-9]\d{6,14}$/.test(p.number)) return { ok: false, problem: "phoneInvalid" };
  return { ok: true, value: p.number };
}

export function checkContact(channel: "phone" | "email", raw: string, country?: string): FieldProblem | null {
  if (channel === "email") return checkEmail(raw);
  const r = normalizePhone(raw, country);
  return r.ok ? null : r.problem;
}
