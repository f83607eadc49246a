// The endpoint table of the OpenAPI document: what each public endpoint accepts and answers,
// and which error codes it documents under which status. The contract tests (tests/contract)
// map recorded replies onto it; lib/http/openapi/builder.ts turns it into the document.
import { z } from "zod";
import * as C from "../../contract/schemas";
import { ERROR_STATUS, type ErrorCode } from "../../contract/error-codes";
import { TOKEN_RE } from "../../domain/bookings/manage-token";
import { RULES } from "./notes";
import { LIVE_HOLDS_PER_IP } from "../../contract/limits";
import * as D from "../../contract/dashboard-schemas";
import * as S from "../../contract/studio-schemas";
import * as P from "../../contract/payments-schemas";

type Schema = z.ZodType;

/** Request bodies as the route handlers read them (io "input": before defaults and trimming). */
export const REQUESTS = {
  CreateHoldRequest: C.CreateHoldBody, // the refinement the route validates with; same JSON shape
  VerifyRequest: C.VerifyRequest,
  ConfirmRequest: C.ConfirmRequest,
  CancelRequest: C.CancelRequest,
  RescheduleRequest: C.RescheduleRequest,
} as const;
type RequestName = keyof typeof REQUESTS;

/** The success envelope around a resource, as lib/http/route.ts writes it. */
const successEnvelope = (data: Schema) => z.object({ success: z.literal(true), data });
export const ENVELOPES = {
  PublicSiteResponse: successEnvelope(C.PublicSite),
  AvailabilityResponse: successEnvelope(C.Availability),
  HoldResponse: successEnvelope(C.Hold),
  HoldStateResponse: successEnvelope(C.HoldState),
  ConfirmResultResponse: successEnvelope(C.ConfirmResult),
  BookingResponse: successEnvelope(C.Booking),
} as const;
type EnvelopeName = keyof typeof ENVELOPES | StudioEnvelopeName;

/** The studio's settings in the studio file's shape (docs/studio-file.md; its JSON Schema is published there). */
const Part = z.record(z.string(), z.unknown());
const StudioSettings = z.object({
  studio: Part,
  booking: Part,
  site: Part,
  rooms: z.array(Part),
  calendarBlocks: z.array(Part),
  calendarFeeds: z.array(Part),
  /** Each part's version (docs/decisions-platform.md, Settings versions): send it back as `version` with that part's save. */
  versions: z
    .object({
      studio: z.string(),
      booking: z.string(),
      site: z.string(),
      texts: z.string(),
      hours: z.string(),
      policies: z.string(),
      rooms: z.record(z.string(), z.string()),
    })
    .optional(),
});
/** A section save: saved, or the upcoming bookings a change of hours would leave outside the opening. */
const SettingsSave = z.union([
  z.object({ saved: z.literal(true), settings: StudioSettings }),
  z.object({
    saved: z.literal(false),
    confirmRequired: z.literal(true),
    bookings: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        roomId: z.uuid(),
        guestName: z.string(),
        date: z.string(),
        startTime: z.string(),
        endTime: z.string(),
      }),
    ),
  }),
]);

/** A room photo as the dashboard edits it (docs/photos.md): its id is a hash of its URL. */
const PhotoId = z.string().regex(/^[0-9a-f]{16}$/);
const RoomPhotoAlt = z.object({ es: z.string().optional(), ca: z.string().optional(), en: z.string().optional() });
const StoredPhoto = z.object({ url: z.string(), alt: RoomPhotoAlt, width: z.int().optional(), height: z.int().optional() });
const RoomPhoto = StoredPhoto.extend({ id: PhotoId });

/** The studio API's request bodies (studio-doc.ts), as its route handlers read them. */
export const STUDIO_REQUESTS = {
  PhoneBookingRequest: S.PhoneBookingBody,
  StudioCancelRequest: S.StudioCancelBody,
  MoveRequest: S.MoveBody,
  EditBookingRequest: S.EditBookingBody,
  SeriesRequest: S.SeriesBody,
  SeriesCancelRequest: S.SeriesCancelBody,
  SeriesMoveRequest: S.SeriesMoveBody,
  MarkRequest: S.MarkBody,
  RefundRequest: S.RefundBody,
  BlockRequest: S.BlockBody,
  BlockGroupRequest: S.BlockGroupBody,
  InviteStaffRequest: C.InviteStaffRequest,
  BusinessDetailsRequest: S.BusinessDetailsRequest,
  PhoneCodeRequest: S.PhoneCodeRequest,
  SettingsPatchRequest: z.record(z.string(), z.unknown()),
  RoomOrderRequest: z.object({ roomIds: z.array(z.uuid()) }),
  WebhookSubscriptionRequest: S.WebhookSubscriptionBody,
  PhotoAltRequest: z.object({ alt: RoomPhotoAlt }),
  PhotoOrderRequest: z.object({ photoIds: z.array(PhotoId).max(12) }),
} as const;
export type StudioRequestName = keyof typeof STUDIO_REQUESTS;

/** The studio API's replies: resources named in the document, and their success envelopes. */
export const STUDIO_RESOURCES = {
  StaffActor: S.StaffActor,
  StaffMember: S.StaffMember,
  StudioBooking: S.StudioBooking,
  StudioMoveResult: S.StudioMoveResult,
  StudioEditResult: S.StudioEditResult,
  SeriesPreview: S.SeriesPreview,
  SeriesCreated: S.SeriesCreated,
  ManualBlock: S.ManualBlock,
  RemovedBlocks: S.RemovedBlocks,
  BlockGroup: S.BlockGroup,
  BlockGroupPreview: S.BlockGroupPreview,
  BookingRow: D.BookingRow,
  BookingsPage: D.BookingsPage,
  BookingActions: D.BookingActions,
  BookingDetail: D.BookingDetail,
  CalendarItem: D.CalendarItem,
  CalendarView: D.CalendarView,
  StudioReport: D.StudioReport,
  StudioActivity: D.StudioActivity,
  CalendarFeedState: D.CalendarFeedState,
  Connections: D.Connections,
  RotatedBookingFeed: D.RotatedBookingFeed,
  FeedSyncOutcome: D.FeedSyncOutcome,
  PaymentsState: P.PaymentsState,
  ConnectLink: P.ConnectLink,
  VerificationState: S.VerificationState,
} as const;
export const STUDIO_ENVELOPES = {
  StaffActorResponse: successEnvelope(S.StaffActor),
  StaffMemberResponse: successEnvelope(S.StaffMember),
  StaffMembersResponse: successEnvelope(z.array(S.StaffMember)),
  StudioBookingResponse: successEnvelope(S.StudioBooking),
  StudioMoveResponse: successEnvelope(S.StudioMoveResult),
  StudioEditResponse: successEnvelope(S.StudioEditResult),
  SeriesPreviewResponse: successEnvelope(S.SeriesPreview),
  SeriesCreatedResponse: successEnvelope(S.SeriesCreated),
  StudioBookingsResponse: successEnvelope(z.array(S.StudioBooking)),
  ManualBlockResponse: successEnvelope(S.ManualBlock),
  RemovedBlocksResponse: successEnvelope(S.RemovedBlocks),
  BlockGroupResponse: successEnvelope(S.BlockGroup),
  BlockGroupPreviewResponse: successEnvelope(S.BlockGroupPreview),
  BookingsPageResponse: successEnvelope(D.BookingsPage),
  BookingDetailResponse: successEnvelope(D.BookingDetail),
  CalendarViewResponse: successEnvelope(D.CalendarView),
  StudioReportResponse: successEnvelope(D.StudioReport),
  StudioActivityResponse: successEnvelope(D.StudioActivity),
  ConnectionsResponse: successEnvelope(D.Connections),
  WebhookSubscriptionResponse: successEnvelope(S.WebhookSubscription),
  WebhookSubscriptionsResponse: successEnvelope(z.array(S.WebhookSubscription)),
  RotatedBookingFeedResponse: successEnvelope(D.RotatedBookingFeed),
  FeedSyncOutcomeResponse: successEnvelope(D.FeedSyncOutcome),
  PaymentsStateResponse: successEnvelope(P.PaymentsState),
  ConnectLinkResponse: successEnvelope(P.ConnectLink),
  VerificationResponse: successEnvelope(S.VerificationState),
  StudioSettingsResponse: successEnvelope(StudioSettings),
  SettingsSaveResponse: successEnvelope(SettingsSave),
  RoomPhotosResponse: successEnvelope(z.array(RoomPhoto)),
  RoomPhotoUploadResponse: successEnvelope(z.object({ photo: RoomPhoto, photos: z.array(RoomPhoto) })),
  /** Not an envelope: the studio file itself, as a download (docs/studio-file.md). */
  StudioFileDownload: z.record(z.string(), z.unknown()),
} as const;
export type StudioEnvelopeName = keyof typeof STUDIO_ENVELOPES | "none";

export type Endpoint = {
  operationId: string;
  /** Section of the interface specification this endpoint implements (internal; not published). */
  section: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path template below the server URL `/v1`, OpenAPI style. */
  path: string;
  tag: "Sites" | "Holds" | "Bookings" | "Studio";
  summary: string;
  description: string;
  pathParams: Record<string, { schema: Schema; description: string }>;
  query?: { schema: z.ZodObject; descriptions: Record<string, string> };
  /** `example` is checked against the schema by the contract test. */
  body?: { name: RequestName | StudioRequestName; required: boolean; example: Record<string, unknown> };
  /**
   * `calendar`: the success body is an iCalendar file (text/calendar), `csv` a CSV file (text/csv),
   * `empty` no body at all (204); otherwise the JSON envelope `schema`.
   */
  success: { status: 200 | 201 | 204; schema: EnvelopeName; description: string; calendar?: boolean; csv?: boolean; empty?: boolean };
  /** Error codes listed by the contract for this endpoint. */
  errors: readonly ErrorCode[];
  /** This endpoint's wording of a listed code, instead of the generic one (notes.ts ERROR_CAUSES). */
  causes?: Partial<Record<ErrorCode, string>>;
  /**
   * Codes (or causes of a listed code) the implementation also returns, with the reason (the
   * contract's general error rules cover them; its per-endpoint list does not).
   */
  beyondSpec?: readonly { code: ErrorCode; why: string }[];
  /** Per-IP limit (see Limits in the overview) this endpoint counts against; "none": not limited. */
  limit: "read" | "write" | "none";
  noStore?: boolean;
  /** Studio API: the staff session cookie is required (security scheme `staffSession`). */
  staff?: boolean;
  /** Codes every call can answer, instead of UNIVERSAL_CODES (the studio API's session, origin and faults). */
  universal?: readonly ErrorCode[];
};

const slugParam = { schema: C.Slug, description: "The studio's slug" };
const holdIdParam = { schema: C.Uuid, description: "`holdId` from the hold" };
// The manage token travels in the path: the `manageToken` of ConfirmResult, in the form the
// manage endpoints accept (anything else is an unknown token, 404).
const tokenParam = {
  schema: C.ConfirmResult.shape.manageToken.regex(TOKEN_RE),
  description: `The manage token (${RULES.tokenLength}) from ConfirmResult. Acts as a password: keep it out of logs, analytics and referrers. A mistyped token is ${ERROR_STATUS.RESOURCE_NOT_FOUND}.`,
};
const notFoundForMalformedId = { code: "RESOURCE_NOT_FOUND", why: "unknown or malformed hold id" } as const;

export const ENDPOINTS: readonly Endpoint[] = [
  {
    operationId: "getSite",
    section: "4.1",
    method: "get",
    path: "/public/sites/{slug}",
    tag: "Sites",
    summary: "Read a studio's site payload",
    description: "The studio, its active rooms, the site configuration and the booking switches. Step 1 of the booking flow.",
    pathParams: { slug: slugParam },
    success: { status: 200, schema: "PublicSiteResponse", description: "The site payload" },
    errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE"],
    beyondSpec: [{ code: "VALIDATION_ERROR", why: `slug longer than ${RULES.slugMax} or containing control characters` }],
    limit: "read",
  },
  {
    operationId: "resolveSite",
    section: "4.2",
    method: "get",
    path: "/public/sites/resolve",
    tag: "Sites",
    summary: "Find a studio's site payload by hostname",
    description: "Resolves `{slug}.{root domain}` or a studio's custom domain (case-insensitive, port ignored). Same payload as getSite.",
    pathParams: {},
    query: { schema: C.ResolveQuery, descriptions: { host: "A hostname, e.g. `sala-gracia.example.com` or a custom domain" } },
    success: { status: 200, schema: "PublicSiteResponse", description: "The site payload" },
    errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE"],
    beyondSpec: [{ code: "VALIDATION_ERROR", why: `\`host\` missing, longer than ${RULES.hostMax} or containing control characters` }],
    limit: "read",
  },
  {
    operationId: "getAvailability",
    section: "4.3",
    method: "get",
    path: "/public/sites/{slug}/rooms/{roomId}/availability",
    tag: "Sites",
    summary: "Read a room's free time",
    description: `Free spans per day in the studio's time zone (see the Availability schema for deriving start times and durations). A window longer than ${RULES.windowDays} is clipped. The answer's \`window\` says which days were served: \`?from=2030-01-15\` alone serves \`{ "from": "2030-01-15", "to": "2030-01-15", "clipped": false }\` (one day; send \`to\` for more), and \`?from=2030-01-15&to=2030-03-31\` serves \`{ "from": "2030-01-15", "to": "2030-02-14", "clipped": true }\`. Unknown query parameters are ignored; \`from\` or \`to\` given more than once is ${ERROR_STATUS.VALIDATION_ERROR} \`VALIDATION_ERROR\` (\`query.from: given more than once\`). Not cacheable. Step 2 of the booking flow.`,
    pathParams: {
      slug: slugParam,
      roomId: {
        schema: C.Uuid,
        description: `Room id from the site payload (a malformed id is an unknown room: ${ERROR_STATUS.RESOURCE_NOT_FOUND})`,
      },
    },
    query: {
      schema: C.AvailabilityQuery,
      descriptions: {
        from: "First day, YYYY-MM-DD, studio-local; default today",
        to: `Last day, inclusive; default equal to \`from\`. A window longer than ${RULES.windowDays} is clipped.`,
      },
    },
    success: { status: 200, schema: "AvailabilityResponse", description: "Free spans per day" },
    errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE"],
    beyondSpec: [
      {
        code: "VALIDATION_ERROR",
        why: `\`from\` or \`to\` not a real YYYY-MM-DD date between ${RULES.dates}, given more than once, or \`to\` before \`from\`; a malformed \`slug\``,
      },
    ],
    limit: "read",
    noStore: true,
  },
  {
    operationId: "createHold",
    section: "4.4",
    method: "post",
    path: "/public/sites/{slug}/holds",
    tag: "Holds",
    summary: "Hold a slot and send a one-time code",
    description: `Blocks the slot for ${RULES.holdLife} and sends a six-digit code to the contact over the chosen channel (valid ${RULES.codeLife}). Safe to retry with the same \`idempotencyKey\`; after a hold expires a new key is required. Limits: ${RULES.holdQuotas}. Step 3 of the booking flow.`,
    pathParams: { slug: slugParam },
    body: {
      name: "CreateHoldRequest",
      required: true,
      example: {
        roomId: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
        date: "2030-01-15",
        startTime: "18:00",
        durationMinutes: 120,
        guestName: "Marta Puig",
        channel: "email",
        contact: "marta@example.com",
        locale: "ca",
        idempotencyKey: "0b6f7f5e-2d4a-4b8e-9c1d-3e5f7a9b1c2d",
      },
    },
    success: { status: 201, schema: "HoldResponse", description: "The hold, status `pending`" },
    errors: [
      "VALIDATION_ERROR",
      "CAPTCHA_FAILED",
      "RESOURCE_NOT_FOUND",
      "SITE_NOT_LIVE",
      "ROOM_NOT_BOOKABLE",
      "OUTSIDE_HOURS",
      "OUTSIDE_BOOKING_WINDOW",
      "SLOT_TAKEN",
      "RATE_LIMIT_EXCEEDED",
      "SMS_UNAVAILABLE",
    ],
    causes: {
      VALIDATION_ERROR:
        "A field missing or malformed (the message names it): `startTime` not a time of day or off the room's `stepMinutes` grid, `durationMinutes` outside the room's `minMinutes` to `maxMinutes` or not a multiple of `stepMinutes`, a `contact` that is not a phone number or email address for its channel; or the `idempotencyKey` reused with a different body",
    },
    beyondSpec: [
      {
        code: "HOLD_EXPIRED",
        why: "the `idempotencyKey` belongs to a hold that expired, was burnt or was confirmed: a new key is required (see Retry rules)",
      },
      {
        code: "STUDIO_NOT_VERIFIED",
        why: "the studio's ownership is not confirmed yet (`studio.isVerified` false): its site can be read, but it takes no bookings",
      },
      {
        code: "VALIDATION_ERROR",
        why: "`contact`: a phone number in a country this studio does not text codes to (its allow-list; default its own country): use channel `email`",
      },
      {
        code: "RATE_LIMIT_EXCEEDED",
        why: `the hold quotas: ${RULES.holdQuotas} (the IP counted per client network; one Gmail mailbox, one E.164 number, one IPv6 /64 each count once; an IPv6 /56 and /48 may each have twice what a /64 may); or ${LIVE_HOLDS_PER_IP} holds from the client's network (twice that from its /56 or /48) are still waiting for their code at this studio (\`Retry-After\`: until one expires; entering a code frees a place)`,
      },
      {
        code: "SMS_UNAVAILABLE",
        why: "for channel `phone`, no text can be sent for this hold now: the studio's or the platform's daily SMS cap is reached, the studio is near its cap and has no captcha, or the client's network had its texts for the day. Use channel `email` (no `Retry-After`)",
      },
      { code: "CAPTCHA_FAILED", why: "the captcha was solved on a host that is not the studio's" },
    ],
    limit: "write",
  },
  {
    operationId: "verifyHold",
    section: "4.5",
    method: "post",
    path: "/public/holds/{holdId}/verify",
    tag: "Holds",
    summary: "Verify the one-time code",
    description: `A correct code within ${RULES.codeLife} of sending verifies the hold and restarts its ${RULES.holdLife}. ${RULES.wrongCodes} burn the hold (${ERROR_STATUS.TOO_MANY_ATTEMPTS} TOO_MANY_ATTEMPTS) and free the slot. Not idempotent. Step 4 of the booking flow.`,
    pathParams: { holdId: holdIdParam },
    body: { name: "VerifyRequest", required: true, example: { code: "123456" } },
    success: { status: 200, schema: "HoldResponse", description: "The hold, status `verified`, with a refreshed `expiresAt`" },
    errors: ["VALIDATION_ERROR", "CODE_INVALID", "HOLD_EXPIRED", "TOO_MANY_ATTEMPTS", "RATE_LIMIT_EXCEEDED"],
    causes: { VALIDATION_ERROR: "`code` missing or not six digits, or a body that is not a JSON object; not counted as a wrong code" },
    beyondSpec: [notFoundForMalformedId],
    limit: "write",
  },
  {
    operationId: "resendCode",
    section: "4.6",
    method: "post",
    path: "/public/holds/{holdId}/resend",
    tag: "Holds",
    summary: "Send a fresh code",
    description: `Sends a fresh code and resets the attempt counter. At most ${RULES.sends} sends per hold including the first, at least ${RULES.resendGap} apart (earlier: ${ERROR_STATUS.RATE_LIMIT_EXCEEDED} RATE_LIMIT_EXCEEDED with Retry-After). No body.`,
    pathParams: { holdId: holdIdParam },
    success: { status: 200, schema: "HoldResponse", description: "The hold with updated `resendsLeft`" },
    errors: ["HOLD_EXPIRED", "RATE_LIMIT_EXCEEDED"],
    causes: {
      RATE_LIMIT_EXCEEDED: `A resend earlier than ${RULES.resendGap} after the previous one (wait \`Retry-After\` seconds), no code sends left (${RULES.sends} per hold; no \`Retry-After\`, as waiting does not help: verify with the last code sent), or the per-IP request rate limit`,
    },
    beyondSpec: [
      notFoundForMalformedId,
      { code: "SMS_UNAVAILABLE", why: "SMS delivery down for a phone hold; start again with channel `email`" },
      { code: "RATE_LIMIT_EXCEEDED", why: "the studio's or the platform's daily SMS cap is reached (phone holds)" },
    ],
    limit: "write",
  },
  {
    operationId: "getHold",
    section: "none",
    method: "get",
    path: "/public/holds/{holdId}",
    tag: "Holds",
    summary: "Re-read a hold (beyond the spec)",
    description: `Beyond the published flow: the hold in whatever state it is, for re-reading after a network timeout on verify, resend or confirm (see Retry rules in the overview). \`status\` is \`pending\` or \`verified\` while the hold lives, else \`expired\`, \`burnt\` (${RULES.wrongCodes}) or \`confirmed\`; a confirmed hold carries \`bookingReference\`. Never the code or the manage token (after a lost confirm answer, the confirmation message to the guest carries the manage link); \`devCode\` only where createHold shows it.`,
    pathParams: { holdId: holdIdParam },
    success: { status: 200, schema: "HoldStateResponse", description: "The hold in its current state" },
    errors: ["RESOURCE_NOT_FOUND"],
    limit: "read",
    noStore: true,
  },
  {
    operationId: "releaseHold",
    section: "none",
    method: "delete",
    path: "/public/holds/{holdId}",
    tag: "Holds",
    summary: "Give up a hold (beyond the spec)",
    description:
      "Beyond the published flow: the guest gives up a `pending` or `verified` hold (for example after going back to pick another time) and its slot is free at once. The hold id is the capability, as for the other hold operations. The code is spent: verify and confirm then answer `410 HOLD_EXPIRED`, and getHold shows `expired`. A hold that already became a booking answers `409 HOLD_ALREADY_CONFIRMED`; a hold that is no longer live (expired, burnt, or already released) answers `404 RESOURCE_NOT_FOUND`, so releasing twice is harmless. No `hold.expired` webhook is sent for a release.",
    pathParams: { holdId: holdIdParam },
    success: { status: 204, schema: "HoldStateResponse", description: "Released; the slot is free", empty: true },
    errors: ["RESOURCE_NOT_FOUND", "HOLD_ALREADY_CONFIRMED", "RATE_LIMIT_EXCEEDED"],
    limit: "write",
    noStore: true,
  },
  {
    operationId: "confirmHold",
    section: "4.7",
    method: "post",
    path: "/public/holds/{holdId}/confirm",
    tag: "Holds",
    summary: "Turn a verified hold into a booking",
    description: `\`on_site\`: the booking is \`confirmed\` at once (\`paymentStatus\` \`unpaid\`). \`card\`: the booking is \`pending_payment\` with a \`clientSecret\` for the card provider and \`paymentDueAt\` ${RULES.paymentDue} ahead; poll getBooking until it is \`confirmed\`. The \`manageToken\` is shown only in this response and its repeats: the same request repeated (same body) while the hold's time runs answers 201 with the same booking, token and \`clientSecret\` (beyond the spec; safe after a timeout, a dropped connection or a 5xx, see Retry rules in the overview); another body, or later, is 409 \`HOLD_ALREADY_CONFIRMED\`. Step 5 of the booking flow.`,
    pathParams: { holdId: holdIdParam },
    body: { name: "ConfirmRequest", required: true, example: { paymentMode: "on_site", notes: "We bring our own drum kit." } },
    success: { status: 201, schema: "ConfirmResultResponse", description: "The booking and its manage token" },
    errors: [
      "VALIDATION_ERROR",
      "PAYMENT_MODE_DENIED",
      "HOLD_NOT_VERIFIED",
      "HOLD_ALREADY_CONFIRMED",
      "PAYMENTS_UNAVAILABLE",
      "SLOT_TAKEN",
      "HOLD_EXPIRED",
    ],
    causes: {
      HOLD_ALREADY_CONFIRMED:
        "A booking already exists for the hold, and this is not a repeat of the request that made it (another body, or the hold's time has run out)",
      VALIDATION_ERROR: `\`paymentMode\` missing or not a payment mode, \`notes\` longer than ${RULES.notesMax} or with control characters, \`email\` not an email address, or a body that is not a JSON object`,
    },
    beyondSpec: [
      notFoundForMalformedId,
      {
        code: "RATE_LIMIT_EXCEEDED",
        why: `\`email\` differs from the verified contact and that address already had ${RULES.contactQuota}: confirm without \`email\``,
      },
    ],
    limit: "write",
  },
  {
    operationId: "getBooking",
    section: "4.8",
    method: "get",
    path: "/public/bookings/manage/{token}",
    tag: "Bookings",
    summary: "Read a booking with its manage token",
    description:
      "The guest's view of the booking. Not cacheable. Step 6 of the booking flow; also the way to re-read state after a timeout on confirm or cancel.",
    pathParams: { token: tokenParam },
    success: { status: 200, schema: "BookingResponse", description: "The booking" },
    errors: ["RESOURCE_NOT_FOUND"],
    limit: "read",
    noStore: true,
  },
  {
    operationId: "cancelBooking",
    section: "4.9",
    method: "post",
    path: "/public/bookings/manage/{token}/cancel",
    tag: "Bookings",
    summary: "Cancel a booking",
    description:
      "Allowed while `mayCancel` is true (outside the notice window). Frees the slot at once; a paid deposit is not refunded automatically. Not idempotent: after a network timeout, re-read with getBooking before repeating.",
    pathParams: { token: tokenParam },
    body: { name: "CancelRequest", required: false, example: { reason: "The band cannot make it." } },
    success: { status: 200, schema: "BookingResponse", description: "The booking, status `cancelled`" },
    errors: ["RESOURCE_NOT_FOUND", "CANCEL_TOO_LATE", "INVALID_STATE"],
    beyondSpec: [
      {
        code: "VALIDATION_ERROR",
        why: `\`reason\` longer than ${RULES.reasonMax} or containing control characters (other than newlines and tabs), or a body that is not a JSON object`,
      },
    ],
    limit: "write",
  },
  {
    operationId: "rescheduleBooking",
    section: "none",
    method: "post",
    path: "/public/bookings/manage/{token}/reschedule",
    tag: "Bookings",
    summary: "Move a booking to another time (beyond the spec)",
    description:
      "Beyond the published flow: the guest moves the booking to another date and start in the same room, for the same duration, while `mayReschedule` is true: the studio lets guests change the time (a studio setting, on by default) and `mayCancel` is true (the cancellation deadline is the rescheduling deadline). The new time follows the room's rules as a new hold does (opening hours, grid, buffer, minimum notice, how far ahead). The booking keeps its id, reference, manage token, price and deposit; the guest gets a message with the new time and an updated calendar event (same UID, higher SEQUENCE), the studio is told, and a `booking.rescheduled` webhook is sent. Not idempotent: after a network timeout, re-read with getBooking before repeating.",
    pathParams: { token: tokenParam },
    body: { name: "RescheduleRequest", required: true, example: { date: "2030-01-16", startTime: "18:00" } },
    success: { status: 200, schema: "BookingResponse", description: "The booking at its new time" },
    errors: [
      "VALIDATION_ERROR",
      "RESOURCE_NOT_FOUND",
      "CANCEL_TOO_LATE",
      "INVALID_STATE",
      "ROOM_NOT_BOOKABLE",
      "OUTSIDE_HOURS",
      "OUTSIDE_BOOKING_WINDOW",
      "SLOT_TAKEN",
    ],
    causes: {
      VALIDATION_ERROR: "`date` or `startTime` missing or malformed, or a start off the room's grid",
      CANCEL_TOO_LATE: "The start is inside the room's notice window: the booking can no longer be changed online",
      INVALID_STATE:
        "The studio does not let guests change the time online (`mayReschedule` false for every booking), or the booking is cancelled, completed, no-show, awaiting its card deposit, or its session has started",
      ROOM_NOT_BOOKABLE: "The room is no longer bookable online",
    },
    limit: "write",
  },
  {
    operationId: "getBookingCalendar",
    section: "4.8",
    method: "get",
    path: "/public/bookings/manage/{token}/calendar.ics",
    tag: "Bookings",
    summary: "The booking as an .ics file (add to calendar)",
    description:
      "An iCalendar (RFC 5545) file with one event: title, room, studio address, start and end in the studio's time zone (with a VTIMEZONE), and the manage link in the description. Served as an attachment (`Content-Disposition`), not cacheable, no Referer. Errors use the JSON envelope.",
    pathParams: { token: tokenParam },
    success: { status: 200, schema: "BookingResponse", description: "The booking's event, `text/calendar`", calendar: true },
    errors: ["RESOURCE_NOT_FOUND"],
    limit: "read",
    noStore: true,
  },
];

/** Codes every endpoint can answer: the per-IP limit, a server fault, the database down. */
export const UNIVERSAL_CODES = ["RATE_LIMIT_EXCEEDED", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"] as const satisfies readonly ErrorCode[];

/** Every code an endpoint documents: its spec list, the documented extras, and UNIVERSAL_CODES. */
export function endpointErrorCodes(e: Endpoint): ErrorCode[] {
  return [...new Set<ErrorCode>([...e.errors, ...(e.beyondSpec ?? []).map((x) => x.code), ...(e.universal ?? UNIVERSAL_CODES)])];
}

/** Error codes grouped by HTTP status, statuses ascending. */
export function errorsByStatus(e: Endpoint): Map<number, ErrorCode[]> {
  const m = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(e)) {
    const s = ERROR_STATUS[code];
    m.set(s, [...(m.get(s) ?? []), code]);
  }
  return new Map([...m.entries()].sort((a, b) => a[0] - b[0]));
}
