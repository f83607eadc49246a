// Settings (docs/studio-settings.md): owners only.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { z } from "zod";
import { OnboardingStepDone, PublishRequest } from "../../../contract/studio-schemas";
import { DOMAIN_RECHECK_FOR_MS, DOMAIN_RECHECK_MS } from "../../../contract/limits";
import { studioOperation, notFound, ROOM } from "../studio-operation";

/** A section's or a room's fields as the studio file names them; the section's own schema checks them (docs/studio-settings.md). */
const SettingsPatch = z.record(z.string(), z.unknown());
/** Every room of the studio, in its new order. */
const RoomOrder = z.object({ roomIds: z.array(z.uuid()).max(200) });

export const studioSettings = studioOperation({
  operationId: "studioSettings",
  method: "get",
  path: "/studio/settings",
  pathParams: {},
  ownerOnly: "settings",
  summary: "The studio's settings",
  description:
    "Studio, booking switches, site, rooms (inactive ones too), hours and date exceptions, in the studio file's shape, with `versions`: one per section and per room, to send back as `version` with that part's save. Owners only.",
  success: { status: 200, content: "json", schema: "StudioSettingsResponse", description: "The settings" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioSaveSettings = studioOperation({
  operationId: "studioSaveSettings",
  method: "patch",
  path: "/studio/settings/{section}",
  pathParams: { section: "settingsSection" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Save one settings section",
  description:
    "The section's fields are merged into the current settings and validated as a whole studio file; one audited transaction; pages and the site payload change at once. A change of hours that would leave upcoming bookings outside the opening answers `saved: false` with those bookings until sent again with `confirm: true` (the bookings stay). With `version` (the section's, from `versions`), a save of a section changed since answers 409 `STALE_VERSION` with the current values; a save of another section never makes it stale. The `texts` section keeps each room's translations as they are (they are saved with the room).",
  body: { name: "SettingsPatchRequest", schema: SettingsPatch, required: true, example: { name: "Sala Gràcia", phone: "+34 931 234 567" } },
  success: {
    status: 200,
    content: "json",
    schema: "SettingsSaveResponse",
    description: "Saved (with the new settings), or the bookings to confirm",
  },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "STALE_VERSION", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR:
      "A field breaks the studio file's rules (named by its path), a field outside the section, a time zone change while bookings are upcoming, or a `phone` that is not a phone number (national numbers are read in the studio's `country`; saved in E.164)",
    RESOURCE_NOT_FOUND: "Unknown section",
    STALE_VERSION: "The section changed since the `version` sent was read; `details.current` holds its values now",
  },
});

/** The rooms' VALIDATION_ERROR (docs/studio-settings.md, Payment settings that cannot be kept). */
const ROOM_RULES =
  "A field breaks the studio file's room rules (named by its path, e.g. `rooms.0.maxMinutes` under `minMinutes`), or a payment the room could never take: `card` with a 0 % deposit or one under the card provider's minimum for the shortest booking (`rooms.N.depositPercent`), `card` alone while the studio cannot take card deposits (`rooms.N.paymentModes`)";

export const studioAddRoom = studioOperation({
  operationId: "studioAddRoom",
  method: "post",
  path: "/studio/settings/rooms",
  pathParams: {},
  changesSite: true,
  ownerOnly: "settings",
  summary: "Add a room",
  description: "A room with the studio file's room fields (no id), placed last.",
  body: {
    name: "SettingsPatchRequest",
    schema: SettingsPatch,
    required: true,
    example: { name: "Sala B", capacity: 4, hourlyCents: 1500 },
  },
  success: { status: 201, content: "json", schema: "StudioSettingsResponse", description: "The settings with the new room" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { VALIDATION_ERROR: ROOM_RULES },
});

export const studioReorderRooms = studioOperation({
  operationId: "studioReorderRooms",
  method: "put",
  path: "/studio/settings/rooms/order",
  pathParams: {},
  changesSite: true,
  ownerOnly: "settings",
  summary: "Re-order the rooms",
  description: "Every room of the studio, exactly once, in its new order.",
  body: { name: "RoomOrderRequest", schema: RoomOrder, required: true, example: { roomIds: [ROOM] } },
  success: { status: 200, content: "json", schema: "StudioSettingsResponse", description: "The settings in the new order" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioUpdateRoom = studioOperation({
  operationId: "studioUpdateRoom",
  method: "patch",
  path: "/studio/settings/rooms/{roomId}",
  pathParams: { roomId: "room" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Edit or deactivate a room",
  description:
    "Changes the given fields (`active: false` deactivates). Bookings already made keep their price and policy. With `version` (the room's, from `versions.rooms`), a room changed since answers 409 `STALE_VERSION` with its current values.",
  body: { name: "SettingsPatchRequest", schema: SettingsPatch, required: true, example: { hourlyCents: 2000 } },
  success: { status: 200, content: "json", schema: "StudioSettingsResponse", description: "The settings with the room changed" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "STALE_VERSION", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: ROOM_RULES,
    RESOURCE_NOT_FOUND: notFound("room"),
    STALE_VERSION: "The room changed since the `version` sent was read; `details.current` holds its values now",
  },
});

export const studioDeleteRoom = studioOperation({
  operationId: "studioDeleteRoom",
  method: "delete",
  path: "/studio/settings/rooms/{roomId}",
  pathParams: { roomId: "room" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Delete a room",
  description: "Only a room no booking or hold ever named; deactivate any other.",
  success: { status: 200, content: "json", schema: "StudioSettingsResponse", description: "The settings without the room" },
  // INVALID_STATE: a booking or hold names the room (deactivate it instead).
  errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("room"), INVALID_STATE: "A booking or hold names the room" },
});

export const studioCustomDomain = studioOperation({
  operationId: "studioCustomDomain",
  method: "get",
  path: "/studio/settings/domain",
  pathParams: {},
  ownerOnly: "settings",
  summary: "The own domain and its proof (owners)",
  description:
    "The domain set as `site.customDomain` and its state: `pending` (set, not checked yet), `failed` (the last check did not find the record; `problem` says why) or `proven`. `record` is the TXT record to publish at the domain's DNS provider. A domain is served, redirected to and named in links only once proven and while the studio is verified (`served`; docs/decisions-sites.md, Custom domains). `customDomain` is null when none is set.",
  success: { status: 200, content: "json", schema: "CustomDomainResponse", description: "The own domain's state, or null" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioCheckCustomDomain = studioOperation({
  operationId: "studioCheckCustomDomain",
  method: "post",
  path: "/studio/settings/domain/check",
  pathParams: {},
  changesSite: true,
  ownerOnly: "settings",
  summary: "Check the own domain's TXT record now (owners)",
  description: `Looks up \`record.name\` now. When one of its TXT values is \`record.value\` the domain is proven: the site is served on it once the studio is verified, and other studios' unproven claims of the domain are dropped. Otherwise the state is \`failed\` with \`problem\`: \`no_record\`, \`wrong_value\`, \`dns_error\` or \`taken\` (another studio proved it first). A proven domain is answered as it is. The worker also checks every domain not yet proven, every ${DOMAIN_RECHECK_MS / 60_000} minutes for ${DOMAIN_RECHECK_FOR_MS / 86_400_000} days after it was set.`,
  success: { status: 200, content: "json", schema: "CustomDomainResponse", description: "The own domain's state after the check" },
  errors: ["INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: { INVALID_STATE: "No own domain is set" },
});

export const studioExportSettings = studioOperation({
  operationId: "studioExportSettings",
  method: "get",
  path: "/studio/settings/export",
  pathParams: {},
  ownerOnly: "settings",
  summary: "The studio as a studio file (owners)",
  description:
    "A download (`Content-Disposition: attachment`) of the studio file `npm run studio:import` reads: the owner's backup, importable again (docs/studio-file.md). Not an envelope.",
  success: { status: 200, content: "json", schema: "StudioFileDownload", description: "The studio file" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioUploadStudioImage = studioOperation({
  operationId: "studioUploadStudioImage",
  method: "post",
  path: "/studio/settings/images/{kind}",
  pathParams: { kind: "studioImage" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Upload the studio's logo or cover (owners)",
  description:
    "`multipart/form-data` with `file` (JPEG, PNG or WebP by content, at most 15 MB and 40 megapixels), through the room photos' pipeline: metadata (EXIF, location) removed, resized (logo 160 px wide; cover 1600, 800, 400). Sets `studio.logoUrl` or `studio.coverImageUrl` in one audited settings save (docs/studio-settings.md, Logo and cover); the replaced upload's files are deleted.",
  success: { status: 200, content: "json", schema: "SettingsSaveResponse", description: "Saved, with the new settings" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED", "STORAGE_UNAVAILABLE"],
  causes: {
    VALIDATION_ERROR: "No file, a type other than JPEG/PNG/WebP, too large, or too many pixels",
    RESOURCE_NOT_FOUND: "A kind other than `logo` or `cover`",
    RATE_LIMIT_EXCEEDED: "Too many uploads (room photos, logo and cover together) for this studio this hour, or too many writes",
  },
});

export const studioRemoveStudioImage = studioOperation({
  operationId: "studioRemoveStudioImage",
  method: "delete",
  path: "/studio/settings/images/{kind}",
  pathParams: { kind: "studioImage" },
  changesSite: true,
  ownerOnly: "settings",
  summary: "Remove the studio's logo or cover (owners)",
  description:
    "Sets `studio.logoUrl` or `studio.coverImageUrl` to null in one audited settings save; an uploaded picture's files are deleted.",
  success: { status: 200, content: "json", schema: "SettingsSaveResponse", description: "Saved, with the new settings" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: "A kind other than `logo` or `cover`" },
});

// The onboarding's last step (docs/signup.md, Publish).
export const studioPublishSite = studioOperation({
  operationId: "studioPublishSite",
  method: "post",
  path: "/studio/site/publish",
  pathParams: {},
  changesSite: true,
  ownerOnly: "settings",
  summary: "Publish the site as a preview (owners)",
  description:
    "The onboarding's last step (docs/signup.md): sets the site's template and makes the site reachable. Until an operator verifies the studio the site is a preview: a visible banner, `noindex`, robots.txt closed, and holds answer `403 STUDIO_NOT_VERIFIED`.",
  body: { name: "PublishRequest", schema: PublishRequest, required: true, example: { template: "daylight" } },
  success: { status: 200, content: "json", schema: "PublishResponse", description: "The site's address, template and the studio's status" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { VALIDATION_ERROR: "Not a template (`stage`, `daylight`)" },
});

// The wizard's progress (docs/signup.md, The wizard).
export const studioOnboardingStep = studioOperation({
  operationId: "studioOnboardingStep",
  method: "patch",
  path: "/studio/onboarding",
  pathParams: {},
  ownerOnly: "settings",
  summary: "A wizard step done (owners)",
  description:
    "The sign-up wizard saves each step through the settings API, then records it here, so an owner who leaves half-way resumes on the next step. The step reached never goes back. A published studio (or one imported by an operator) is not in the wizard.",
  body: { name: "OnboardingStepDone", schema: OnboardingStepDone, required: true, example: { done: "rooms" } },
  success: { status: 200, content: "json", schema: "OnboardingProgressResponse", description: "The step the wizard resumes on" },
  errors: ["VALIDATION_ERROR", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: { INVALID_STATE: "The studio is published (or imported): it is not in the wizard" },
});
