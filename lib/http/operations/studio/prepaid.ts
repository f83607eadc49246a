// Prepaid hours (docs/prepaid-hours.md): packs (owners define them; no delete: a pack stops being
// sold) and the passes sold at the desk (owners and staff), each with its hours left.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { HOUR_PACKS_MAX, HourPackBody, HourPackPatch, HourPassSale } from "../../../contract/prepaid";
import { notFound, studioOperation } from "../studio-operation";

const OWNERS = "A cross-origin request, or a staff member (packs are settings, for owners)";

export const studioListHourPacks = studioOperation({
  operationId: "studioListHourPacks",
  method: "get",
  path: "/studio/hour-packs",
  pathParams: {},
  summary: "The studio's packs of prepaid hours",
  description: "Every pack, on sale or not, oldest first, each with `passesSold`.",
  success: { status: 200, content: "json", schema: "HourPacksResponse", description: "The packs" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioCreateHourPack = studioOperation({
  operationId: "studioCreateHourPack",
  method: "post",
  path: "/studio/hour-packs",
  pathParams: {},
  ownerOnly: "settings",
  summary: "Add a pack of prepaid hours (owners)",
  description: `A pack: its \`name\`, the \`minutes\` it sells (half hours, 30 to 60,000), its price in the studio's currency, the rooms its hours may be spent in (\`roomIds\`, empty: every room) and how many days a pass stays valid from its sale (\`validDays\`, 365 unless sent). At most ${HOUR_PACKS_MAX} packs, on sale or not. Audited.`,
  body: {
    name: "HourPackRequest",
    schema: HourPackBody,
    required: true,
    example: { name: "Ten rehearsals", minutes: 600, priceCents: 12000, roomIds: [], validDays: 180 },
  },
  success: { status: 201, content: "json", schema: "HourPackResponse", description: "The pack, on sale" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: {
    FORBIDDEN: OWNERS,
    VALIDATION_ERROR: `A field out of range, a \`roomIds\` entry that is not a room of this studio, or a new pack when the studio has ${HOUR_PACKS_MAX}`,
  },
});

export const studioUpdateHourPack = studioOperation({
  operationId: "studioUpdateHourPack",
  method: "patch",
  path: "/studio/hour-packs/{id}",
  pathParams: { id: "hourPack" },
  ownerOnly: "settings",
  summary: "Stop or resume selling a pack (owners)",
  description: "`active: false` stops its sale; passes sold keep their hours. `active: true` sells it again. Audited.",
  body: { name: "HourPackPatch", schema: HourPackPatch, required: true, example: { active: false } },
  success: { status: 200, content: "json", schema: "HourPackResponse", description: "The pack as it is now" },
  errors: ["RESOURCE_NOT_FOUND", "VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("pack"), FORBIDDEN: OWNERS, VALIDATION_ERROR: "`active` missing or not a boolean" },
});

export const studioListHourPasses = studioOperation({
  operationId: "studioListHourPasses",
  method: "get",
  path: "/studio/hour-passes",
  pathParams: {},
  summary: "The passes of prepaid hours sold",
  description:
    "The latest 500 passes, newest first: the code's last four characters (never the code), the buyer, the hours bought, used (drawn by bookings not cancelled) and left (0 once expired), and the expiry.",
  success: { status: 200, content: "json", schema: "HourPassesResponse", description: "The passes" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioSellHourPass = studioOperation({
  operationId: "studioSellHourPass",
  method: "post",
  path: "/studio/hour-passes",
  pathParams: {},
  summary: "Sell a pack at the desk",
  description:
    "A pass of the pack, paid at the desk by `method`: its hours, rooms and price copied from the pack, valid for the pack's days from now. The answer carries the `code` the buyer books with; the buyer's email, when given, gets it with the link of the balance page. The same `idempotencyKey` again answers the same pass, code included. Audited.",
  body: {
    name: "HourPassSaleRequest",
    schema: HourPassSale,
    required: true,
    example: {
      packId: "5b0e2f6c-1a90-4c8e-8b0f-2f3e4d5c6b7a",
      buyerName: "Los Planetas",
      buyerEmail: "band@example.com",
      method: "card_at_studio",
      idempotencyKey: "sale-2f6c1a90",
    },
  },
  success: { status: 201, content: "json", schema: "SoldHourPassResponse", description: "The pass, with its code" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("pack"),
    INVALID_STATE: "The pack is no longer sold (`active` false)",
    VALIDATION_ERROR: "A field missing or malformed, or the `idempotencyKey` already used for another sale",
  },
});
