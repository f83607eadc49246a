// The studio's public phone (docs/studio-settings.md, Studio phone): stored in E.164, read with the
// rule guests' and staff's numbers follow (normalizePhone, lib/contract/guest-rules.ts), a national
// number being one of the studio's country. The site links it as `tel:`, and the verification's code
// is texted to it (docs/operators.md, Verification), so a number that cannot be dialled is refused.
import { ApiError } from "../../contract/errors";
import { normalizePhone } from "../../contract/guest-rules";

/** E.164 of `raw` (null when blank), or 400 VALIDATION_ERROR naming `path`. */
export function studioPhone(raw: string | null | undefined, country: string, path: string): string | null {
  if (raw == null || !raw.trim()) return null;
  const p = normalizePhone(raw, country);
  if (p.ok) return p.value;
  throw new ApiError(
    "VALIDATION_ERROR",
    `${path}: must be a phone number (national, of ${country}, or with its country code, e.g. +34931234567)`,
  );
}
