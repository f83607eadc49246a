// The rules of the public API worded once, each number interpolated from the constant that
// enforces it (hold and code lifetimes, sends, limits, field lengths): the operations' prose
// (lib/http/operations/public/) and the document's overview (lib/http/openapi/notes.ts) quote
// them, so neither can state a rule the server no longer applies; tests/unit/openapi-prose.test.ts
// fails on a literal duration or count in either.
import * as C from "../../contract/schemas";
import { MAX_DATE, MIN_DATE } from "../../contract/schemas";
import { CODE_TTL_MS, HOLD_TTL_MS, MAX_SENDS, MAX_WRONG_CODES, RESEND_COOLDOWN_MS } from "../../contract/hold-rules";
import { LIMITS, MAX_WINDOW_DAYS, PAYMENT_DUE_MS, type Limit } from "../../contract/limits";
import { NAME_MAX, NAME_MIN } from "../../contract/guest-rules";

export const minutes = (ms: number) => `${ms / 60_000} minutes`;
const windowOf = (l: Limit) => (l.windowSeconds % 60 === 0 ? `${l.windowSeconds / 60} minutes` : `${l.windowSeconds} s`);

/** Wordings of the rules, for the overview and the endpoint descriptions. */
export const RULES = {
  holdLife: minutes(HOLD_TTL_MS),
  codeLife: minutes(CODE_TTL_MS),
  paymentDue: minutes(PAYMENT_DUE_MS),
  sends: `${MAX_SENDS}`,
  resendGap: `${RESEND_COOLDOWN_MS / 1000} s`,
  wrongCodes: `${MAX_WRONG_CODES} wrong codes`,
  windowDays: `${MAX_WINDOW_DAYS} days`,
  /** "N holds per contact and M per IP in any W minutes" */
  holdQuotas: `${LIMITS.holdsPerContact.max} holds per contact and ${LIMITS.holdsPerIp.max} per IP in any ${windowOf(LIMITS.holdsPerContact)}`,
  lookupQuotas: `${LIMITS.lookupsPerContact.max} booking look-ups per contact typed and ${LIMITS.lookupsPerIp.max} per IP (per client network, as for holds) in any ${windowOf(LIMITS.lookupsPerContact)}`,
  /** Wrong promo codes a client network may try (docs/decisions-abuse.md, Promo codes). */
  promoGuesses: `${LIMITS.promoGuessesPerIp.max} wrong promo codes per IP (per client network, as for holds) in any ${windowOf(LIMITS.promoGuessesPerIp)}`,
  /** The per-contact quota, which a confirm receipt to another address also counts against. */
  contactQuota: `${LIMITS.holdsPerContact.max} messages (holds or receipts) in the last ${windowOf(LIMITS.holdsPerContact)}`,
  dates: `${MIN_DATE} and ${MAX_DATE}`,
  nameLength: `${NAME_MIN} to ${NAME_MAX} characters`,
  slugMax: `${C.Slug.maxLength} characters`,
  hostMax: `${C.ResolveQuery.shape.host.maxLength} characters`,
  reasonMax: `${C.CancelRequest.shape.reason.unwrap().maxLength} characters`,
  notesMax: `${C.ConfirmRequest.shape.notes.unwrap().maxLength} characters`,
  tokenLength: `${C.ConfirmResult.shape.manageToken.maxLength} hex characters`,
} as const;
