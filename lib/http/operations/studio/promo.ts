// Promo codes (docs/pricing.md, Promo codes): the list for staff and owners, new codes and changes
// for owners. No delete: a code is deactivated (`active: false`), so its uses keep their record.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { studioOperation, notFound } from "../studio-operation";
import { PromoCodeBody, PromoCodePatch, PROMO_CODES_MAX } from "../../../contract/studio-schemas";

const OWNERS = "A cross-origin request, or a staff member (promo codes are settings, for owners)";
const INVALID =
  "A field out of range or of the wrong kind (`percentOff` for `percent`, `amountCents` for `fixed`, the other null), `validUntil` before `validFrom`, a `roomIds` entry that is not a room of this studio, or a `code` the studio already has; a new code when the studio has its most";

export const studioListPromoCodes = studioOperation({
  operationId: "studioListPromoCodes",
  method: "get",
  path: "/studio/promo-codes",
  pathParams: {},
  summary: "The studio's promo codes",
  description:
    "Every promo code of the studio, active or not, oldest first, each with `usesCount`: the bookings confirmed with it and not cancelled, which its limits count (docs/pricing.md, Promo codes).",
  success: { status: 200, content: "json", schema: "PromoCodesResponse", description: "The promo codes" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioCreatePromoCode = studioOperation({
  operationId: "studioCreatePromoCode",
  method: "post",
  path: "/studio/promo-codes",
  pathParams: {},
  ownerOnly: "settings",
  summary: "Add a promo code (owners)",
  description: `A new code: \`code\` is trimmed and upper-cased (letters A-Z, digits, - and _), guests type it in any case. \`kind\` \`percent\` takes \`percentOff\` off the whole price (room time and extras, rounded half up), \`fixed\` takes \`amountCents\`, never more than the price. Optional: the session dates it applies to (\`validFrom\`, \`validUntil\`, inclusive, studio-local), \`roomIds\` (empty: every room), \`minMinutes\`, \`maxUses\` and \`maxUsesPerContact\` (bookings confirmed with it and not cancelled). A studio has at most ${PROMO_CODES_MAX} codes, active or not (its studio file's limit).`,
  body: {
    name: "PromoCodeRequest",
    schema: PromoCodeBody,
    required: true,
    example: { code: "SUMMER10", kind: "percent", percentOff: 10, validUntil: "2030-08-31", maxUses: 50, maxUsesPerContact: 1 },
  },
  success: { status: 201, content: "json", schema: "PromoCodeResponse", description: "The code, with `usesCount` 0" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: OWNERS, VALIDATION_ERROR: INVALID },
});

export const studioUpdatePromoCode = studioOperation({
  operationId: "studioUpdatePromoCode",
  method: "patch",
  path: "/studio/promo-codes/{id}",
  pathParams: { id: "promoCode" },
  ownerOnly: "settings",
  summary: "Change a promo code, deactivate or activate it (owners)",
  description:
    "The fields sent replace the code's (the others stay), and the result is checked as a whole; `active: false` deactivates the code (guests are refused it; holds made with it keep their discount), `active: true` brings it back. Its uses stay: a lower `maxUses` refuses new confirms only. There is no delete.",
  body: { name: "PromoCodePatch", schema: PromoCodePatch, required: true, example: { active: false } },
  success: { status: 200, content: "json", schema: "PromoCodeResponse", description: "The code as it is now" },
  errors: ["RESOURCE_NOT_FOUND", "VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("promo code"), FORBIDDEN: OWNERS, VALIDATION_ERROR: INVALID },
});
