// The OpenAPI 3.1 document of the public API (the published contract), generated from the zod schemas
// of lib/contract/schemas.ts, which the route handlers validate with and the responses are typed by.
// Only the prose (summaries, field notes, error causes) is written here; every shape, limit
// and enum comes from zod 4's JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1).
// ENDPOINTS is also what the contract test (tests/contract) maps recorded replies onto.
import { z } from "zod";
import * as C from "../../contract/schemas";
import { ERROR_STATUS, type ErrorCode } from "../../contract/schemas";
import { LIMITS } from "../../contract/limits";
import { env } from "../../infra/env";
// The create-hold route validates with this refinement of C.CreateHoldRequest (same JSON shape).
import { CreateHoldBody } from "../../domain/holds/create";
import { TOKEN_RE } from "../../domain/bookings/manage-token";

type Json = Record<string, unknown>;
type Schema = z.ZodType;

// ---- Reusable schemas ---------------------------------------------------------------------

/** Resources and the error envelope (responses: io "output"). */
const RESOURCES = {
  PublicSite: C.PublicSite,
  Studio: C.Studio,
  OperatingHoursItem: C.OperatingHoursItem,
  Room: C.Room,
  SiteConfig: C.SiteConfig,
  Availability: C.Availability,
  AvailabilityDay: C.AvailabilityDay,
  Span: C.Span,
  Hold: C.Hold,
  HoldState: C.HoldState,
  Price: C.Price,
  Booking: C.Booking,
  ConfirmResult: C.ConfirmResult,
  ErrorEnvelope: C.ErrorEnvelope,
} as const;
type ResourceName = keyof typeof RESOURCES;

/** Request bodies as the route handlers read them (io "input": before defaults and trimming). */
const REQUESTS = {
  CreateHoldRequest: CreateHoldBody,
  VerifyRequest: C.VerifyRequest,
  ConfirmRequest: C.ConfirmRequest,
  CancelRequest: C.CancelRequest,
} as const;
type RequestName = keyof typeof REQUESTS;

/** The success envelope around a resource, as lib/http/route.ts writes it. */
const successEnvelope = (data: Schema) => z.object({ success: z.literal(true), data });
const ENVELOPES = {
  PublicSiteResponse: successEnvelope(C.PublicSite),
  AvailabilityResponse: successEnvelope(C.Availability),
  HoldResponse: successEnvelope(C.Hold),
  HoldStateResponse: successEnvelope(C.HoldState),
  ConfirmResultResponse: successEnvelope(C.ConfirmResult),
  BookingResponse: successEnvelope(C.Booking),
} as const;
type EnvelopeName = keyof typeof ENVELOPES;

// Field notes (prose only; a note on a field the schema lacks throws).
const NOTES: Partial<Record<ResourceName | RequestName, Record<string, string>>> = {
  PublicSite: {
    "": "Everything a studio website needs: the studio, its active rooms, the site configuration and the booking switches.",
    cardPayments: "Whether card deposits can be taken now: the studio accepts cards and this deployment has a card provider. When false, `card` in a room's `paymentModes` cannot succeed (see Payment modes in the overview).",
    captchaSiteKey: "When present, creating a hold requires `captchaToken` (hCaptcha site key).",
    stripePublishableKey: "Public key of the card payment provider (Stripe), for the client-side card flow.",
  },
  Studio: {
    "": "A studio's public details.",
    country: "ISO 3166-1 alpha-2",
    timezone: "IANA name; every date and time of this studio is in this zone.",
  },
  OperatingHoursItem: { dayOfWeek: "0 = Sunday … 6 = Saturday", openTime: "HH:MM", closeTime: "HH:MM" },
  Room: {
    "": "A room of the studio, with its booking rules.",
    paymentModes: "What the room offers. `card` succeeds only while the site payload's `cardPayments` is true (see Payment modes in the overview).",
    hourlyCents: "Minor currency units",
    bookable: "Whether online booking is on",
    minMinutes: "Minimum duration",
    maxMinutes: "Maximum duration",
    stepMinutes: "Grid for start times and increment between durations",
  },
  SiteConfig: { "": "How the studio's website looks. The inner structure of theme, sections, content, legal and seo is not part of the contract." },
  Availability: {
    "": "A room's free time. Deriving start times: for each span, candidate starts are the multiples of `stepMinutes` (minutes from midnight) at or after the span start with start + duration <= span end; durations run from `minMinutes` to `maxMinutes` in `stepMinutes` increments, limited to the span containing the start.",
    minNoticeMin: "A booking must start at least this many minutes from now.",
    maxAdvanceDays: "Nothing can be booked beyond this horizon.",
    days: "One item per day of the requested window.",
  },
  AvailabilityDay: {
    date: "YYYY-MM-DD, studio-local",
    free: "Continuous open spans (not slots), already excluding bookings, live holds, the studio's calendar, buffers, the minimum notice and the horizon. Empty on a closed day.",
  },
  Span: { start: "HH:MM, inclusive", end: "HH:MM, exclusive (24:00 when the span reaches midnight)" },
  Hold: {
    "": "A slot held for a guest while they prove they are reachable. A hold blocks the slot for 12 minutes.",
    date: "Studio-local date",
    price: "Computed by the server; the client never sends a price.",
    contactMasked: "Masked contact, safe to display",
    resendsLeft: "Code sends remaining",
    paymentModes: "The room's payment modes, minus `card` when card payments are off (the site payload's `cardPayments` is false) or the price has no deposit: the modes confirmHold can accept.",
    devCode: "The one-time code, only in pre-production when no delivery provider is configured; never in production (see Pre-production and devCode in the overview).",
  },
  Price: {
    priceCents: "Full price, minor currency units",
    depositCents: "Charged now when paying by card",
    minutes: "Duration",
  },
  Booking: {
    "": "A booking as its guest sees it.",
    reference: "Human-readable booking reference",
    depositCents: "0 for an `on_site` booking",
    cancelNoticeHours: "Policy snapshot taken when the booking was made",
    mayCancel: "`true` only while the booking is cancellable right now",
    paymentDueAt: "When an unpaid card deposit cancels the booking; null for `on_site`",
  },
  ConfirmResult: {
    "": "The booking made by confirmHold, with the guest's manage token.",
    manageToken: "Shown once in this response and cannot be recovered. Treat it as a password: keep it out of logs, analytics and referrers.",
    manageUrl: "Link the guest can open to manage the booking",
    clientSecret: "Payment-intent secret of the card payment provider; present only when `paymentMode` is `card`.",
  },
  ErrorEnvelope: { "": "Every error answer (see Errors in the overview). Branch on `error.code`; `message` is English text, safe to display, and may change." },
  CreateHoldRequest: {
    roomId: "Room must be bookable",
    date: "YYYY-MM-DD, studio time zone",
    startTime: "HH:MM (00:00 to 23:59), on the room's `stepMinutes` grid",
    durationMinutes: "Between the room's `minMinutes` and `maxMinutes`, a multiple of `stepMinutes`",
    guestName: "2 to 120 characters (after trimming)",
    contact: "E.164 phone number (channel `phone`) or an email address (channel `email`)",
    locale: "Language of the code message",
    idempotencyKey: "One per attempt; reuse it when retrying the same request. Same key and same payload returns the same hold and sends no second message; same key with a different payload gives 400 VALIDATION_ERROR.",
    captchaToken: "Required when the site payload has `captchaSiteKey`; single use.",
  },
  VerifyRequest: { code: "The six-digit one-time code" },
  ConfirmRequest: {
    paymentMode: "Must be one of the room's `paymentModes`",
    notes: "Shown to the studio",
    email: "Second contact for the receipt. If it is not the verified contact, the receipt carries no guest name or notes and counts against that address's hourly per-contact quota",
  },
  CancelRequest: { reason: "Passed on to the studio" },
};

// Error causes (typed over every code, so a new code must be described).
const ERROR_CAUSES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "Malformed field, bad duration, malformed contact, idempotency key reused with a different body",
  CAPTCHA_FAILED: "Captcha token missing, expired or already used",
  CODE_INVALID: "Wrong code, or code older than 10 minutes",
  PAYMENT_MODE_DENIED: "Mode not in the room's `paymentModes`",
  STUDIO_NOT_VERIFIED: "Studio ownership not confirmed",
  RESOURCE_NOT_FOUND: "Unknown slug, room, hold or token",
  SITE_NOT_LIVE: "Studio site unpublished",
  METHOD_NOT_ALLOWED: "A known path called with a method it does not serve; the `Allow` header lists the methods it does",
  ROOM_NOT_BOOKABLE: "Online booking off, or room unpriced or inactive",
  OUTSIDE_HOURS: "Room is closed at that time",
  OUTSIDE_BOOKING_WINDOW: "Breaks `minNoticeMin` or `maxAdvanceDays`",
  SLOT_TAKEN: "Slot booked by someone else, or a conflicting booking appeared before confirmation",
  HOLD_NOT_VERIFIED: "Confirm before verify",
  HOLD_ALREADY_CONFIRMED: "A booking already exists for the hold",
  CANCEL_TOO_LATE: "Inside the cancellation notice window",
  INVALID_STATE: "Action not valid now (already cancelled, completed or past)",
  PAYMENTS_UNAVAILABLE: "Card payments are off for this studio now (the site payload's `cardPayments` is false); confirm with `on_site` if the room offers it",
  HOLD_EXPIRED: "The 12 minutes ran out (or the hold was burnt by too many wrong codes)",
  RATE_LIMIT_EXCEEDED: "A request rate limit (see Limits in the overview), or a resend earlier than 60 s after the previous one; wait `Retry-After` seconds",
  TOO_MANY_ATTEMPTS: "5 wrong codes; the hold is burnt and the slot freed: a new hold is needed",
  INTERNAL_ERROR: "Server fault; quote the X-Request-ID when reporting it",
  SMS_UNAVAILABLE: "SMS delivery down; retry with channel `email`",
  // Beyond the spec's list (section 7 covers them as 4xx/5xx; clients branch on the status).
  SERVICE_UNAVAILABLE: "Beyond the spec: the database is unreachable or restarting; nothing was changed. Retry after `Retry-After` seconds (see Retry rules in the overview)",
};

// ---- Endpoints ---------------------------------------------------------------------------

export type Endpoint = {
  operationId: string;
  /** Section of the interface specification this endpoint implements (internal; not published). */
  section: string;
  method: "get" | "post";
  /** Path template below the server URL `/v1`, OpenAPI style. */
  path: string;
  tag: "Sites" | "Holds" | "Bookings";
  summary: string;
  description: string;
  pathParams: Record<string, { schema: Schema; description: string }>;
  query?: { schema: z.ZodObject; descriptions: Record<string, string> };
  /** `example` is checked against the schema by the contract test. */
  body?: { name: RequestName; required: boolean; example: Record<string, unknown> };
  /** `calendar`: the success body is an iCalendar file (text/calendar), not the JSON envelope. */
  success: { status: 200 | 201; schema: EnvelopeName; description: string; calendar?: boolean };
  /** Error codes listed by the spec for this endpoint (4.x). */
  errors: readonly ErrorCode[];
  /** Codes the implementation also returns, with the reason (section 7 covers them, 4.x does not list them). */
  beyondSpec?: readonly { code: ErrorCode; why: string }[];
  /** Per-IP limit (see Limits in the overview) this endpoint counts against. */
  limit: "read" | "write";
  noStore?: boolean;
};

const slugParam = { schema: C.Slug, description: "The studio's slug" };
const holdIdParam = { schema: C.Uuid, description: "`holdId` from the hold" };
// The manage token travels in the path: the `manageToken` of ConfirmResult, in the form the
// manage endpoints accept (anything else is an unknown token, 404).
const tokenParam = {
  schema: C.ConfirmResult.shape.manageToken.regex(TOKEN_RE),
  description: "The manage token (64 hex characters) from ConfirmResult. Acts as a password: keep it out of logs, analytics and referrers. A mistyped token is 404.",
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
    beyondSpec: [{ code: "VALIDATION_ERROR", why: "slug longer than 100 characters or containing control characters" }],
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
    beyondSpec: [{ code: "VALIDATION_ERROR", why: "`host` missing, longer than 253 characters or containing control characters" }],
    limit: "read",
  },
  {
    operationId: "getAvailability",
    section: "4.3",
    method: "get",
    path: "/public/sites/{slug}/rooms/{roomId}/availability",
    tag: "Sites",
    summary: "Read a room's free time",
    description: "Free spans per day in the studio's time zone (see the Availability schema for deriving start times and durations). A window longer than 31 days is clipped. Not cacheable. Step 2 of the booking flow.",
    pathParams: { slug: slugParam, roomId: { schema: C.Uuid, description: "Room id from the site payload (a malformed id is an unknown room: 404)" } },
    query: {
      schema: C.AvailabilityQuery,
      descriptions: {
        from: "First day, YYYY-MM-DD, studio-local; default today",
        to: "Last day, inclusive; default equal to `from`. A window longer than 31 days is clipped.",
      },
    },
    success: { status: 200, schema: "AvailabilityResponse", description: "Free spans per day" },
    errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE"],
    beyondSpec: [{ code: "VALIDATION_ERROR", why: "`from` or `to` not a real YYYY-MM-DD date between 1970-01-01 and 2999-12-31" }],
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
    description:
      "Blocks the slot for 12 minutes and sends a six-digit code to the contact over the chosen channel (valid 10 minutes). Safe to retry with the same `idempotencyKey`; after a hold expires a new key is required. Limits: 5 holds per contact per hour, 20 per IP per hour. Step 3 of the booking flow.",
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
    errors: ["VALIDATION_ERROR", "CAPTCHA_FAILED", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE", "OUTSIDE_HOURS", "OUTSIDE_BOOKING_WINDOW", "SLOT_TAKEN", "RATE_LIMIT_EXCEEDED", "SMS_UNAVAILABLE"],
    beyondSpec: [
      { code: "HOLD_EXPIRED", why: "the `idempotencyKey` belongs to a hold that expired, was burnt or was confirmed: a new key is required (see Retry rules)" },
      { code: "STUDIO_NOT_VERIFIED", why: "the studio's ownership is not confirmed yet (`studio.isVerified` false): its site can be read, but it takes no bookings" },
      { code: "VALIDATION_ERROR", why: "`contact`: a phone number in a country this studio does not text codes to (its allow-list; default its own country): use channel `email`" },
      { code: "RATE_LIMIT_EXCEEDED", why: "hold quotas count any 60 minutes (5 per contact, 20 per client network; one Gmail mailbox, one E.164 number, one IPv6 /64 each count once); or, for channel `phone`, the studio's or the platform's daily SMS cap is reached: use channel `email`" },
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
    description: "A correct code within 10 minutes of sending verifies the hold and restarts its 12 minutes. 5 wrong codes burn the hold (429 TOO_MANY_ATTEMPTS) and free the slot. Not idempotent. Step 4 of the booking flow.",
    pathParams: { holdId: holdIdParam },
    body: { name: "VerifyRequest", required: true, example: { code: "123456" } },
    success: { status: 200, schema: "HoldResponse", description: "The hold, status `verified`, with a refreshed `expiresAt`" },
    errors: ["VALIDATION_ERROR", "CODE_INVALID", "HOLD_EXPIRED", "TOO_MANY_ATTEMPTS", "RATE_LIMIT_EXCEEDED"],
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
    description: "Sends a fresh code and resets the attempt counter. At most 3 sends per hold including the first, at least 60 seconds apart (earlier: 429 RATE_LIMIT_EXCEEDED with Retry-After). No body.",
    pathParams: { holdId: holdIdParam },
    success: { status: 200, schema: "HoldResponse", description: "The hold with updated `resendsLeft`" },
    errors: ["HOLD_EXPIRED", "RATE_LIMIT_EXCEEDED"],
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
    description:
      "Beyond the published flow: the hold in whatever state it is, for re-reading after a network timeout on verify, resend or confirm (see Retry rules in the overview). `status` is `pending` or `verified` while the hold lives, else `expired`, `burnt` (5 wrong codes) or `confirmed`; a confirmed hold carries `bookingReference`. Never the code or the manage token (after a lost confirm answer, the confirmation message to the guest carries the manage link); `devCode` only where createHold shows it.",
    pathParams: { holdId: holdIdParam },
    success: { status: 200, schema: "HoldStateResponse", description: "The hold in its current state" },
    errors: ["RESOURCE_NOT_FOUND"],
    limit: "read",
    noStore: true,
  },
  {
    operationId: "confirmHold",
    section: "4.7",
    method: "post",
    path: "/public/holds/{holdId}/confirm",
    tag: "Holds",
    summary: "Turn a verified hold into a booking",
    description:
      "`on_site`: the booking is `confirmed` at once (`paymentStatus` `unpaid`). `card`: the booking is `pending_payment` with a `clientSecret` for the card provider and `paymentDueAt` 20 minutes ahead; poll getBooking until it is `confirmed`. The `manageToken` is shown only in this response. Not idempotent: after a network timeout, do not repeat blindly. Step 5 of the booking flow.",
    pathParams: { holdId: holdIdParam },
    body: { name: "ConfirmRequest", required: true, example: { paymentMode: "on_site", notes: "We bring our own drum kit." } },
    success: { status: 201, schema: "ConfirmResultResponse", description: "The booking and its manage token" },
    errors: ["VALIDATION_ERROR", "PAYMENT_MODE_DENIED", "HOLD_NOT_VERIFIED", "HOLD_ALREADY_CONFIRMED", "PAYMENTS_UNAVAILABLE", "SLOT_TAKEN", "HOLD_EXPIRED"],
    beyondSpec: [
      notFoundForMalformedId,
      { code: "RATE_LIMIT_EXCEEDED", why: "`email` differs from the verified contact and that address already had 5 messages (holds or receipts) in the last 60 minutes: confirm without `email`" },
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
    description: "The guest's view of the booking. Not cacheable. Step 6 of the booking flow; also the way to re-read state after a timeout on confirm or cancel.",
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
    description: "Allowed while `mayCancel` is true (outside the notice window). Frees the slot at once; a paid deposit is not refunded automatically. Not idempotent: after a network timeout, re-read with getBooking before repeating.",
    pathParams: { token: tokenParam },
    body: { name: "CancelRequest", required: false, example: { reason: "The band cannot make it." } },
    success: { status: 200, schema: "BookingResponse", description: "The booking, status `cancelled`" },
    errors: ["RESOURCE_NOT_FOUND", "CANCEL_TOO_LATE", "INVALID_STATE"],
    beyondSpec: [{ code: "VALIDATION_ERROR", why: "`reason` longer than 500 characters, or a body that is not a JSON object" }],
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

/** Every code an endpoint documents: its spec list, the documented extras, 429, 500 and 503 SERVICE_UNAVAILABLE everywhere. */
export function endpointErrorCodes(e: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>([...e.errors, ...(e.beyondSpec ?? []).map((x) => x.code), "RATE_LIMIT_EXCEEDED", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"]);
  return [...codes];
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

// ---- JSON Schema generation ---------------------------------------------------------------

const COMPONENT_REF = (id: string) => `#/components/schemas/${id}`;
const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Cosmetic and precision fixes applied to every generated schema node. */
function override(io: "input" | "output") {
  return (ctx: { zodSchema: unknown; jsonSchema: Json }) => {
    const json = ctx.jsonSchema;
    // z.number().int() emits the safe-integer range: noise in a document for people.
    if (json.minimum === -SAFE_INT) delete json.minimum;
    if (json.maximum === SAFE_INT) delete json.maximum;
    // DateString is a regex plus a calendar refinement; say "date" as well.
    if (ctx.zodSchema === C.DateString) json.format = "date";
    // Examples for renderers, which otherwise invent values from the patterns ("78:94").
    if (!("examples" in json) && !("$ref" in json)) {
      if (ctx.zodSchema === C.DateString) json.examples = ["2030-01-15"];
      else if (ctx.zodSchema === C.TimeString) json.examples = ["10:00"];
      else if (json.format === "date-time") json.examples = ["2030-01-15T10:00:00+01:00"];
      else if (json.format === "uuid") json.examples = ["6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11"];
    }
    // A trim-then-validate string (`.transform(trim).pipe(z.string().min().max())`): zod
    // documents the raw input side, losing the limits; carry the validated side's limits over.
    const def = (ctx.zodSchema as z.ZodType)._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
    if (io === "input" && def.type === "pipe" && def.in && def.out) {
      const inner = def.in._zod.def as { type: string; out?: z.ZodType };
      if (inner.type === "pipe" && inner.out?._zod.traits.has("$ZodTransform")) {
        const validated = z.toJSONSchema(def.out, { target: "draft-2020-12", io: "output" }) as Json;
        if (validated.type === json.type) {
          for (const k of ["minLength", "maxLength", "pattern", "format", "minimum", "maximum"]) if (k in validated) json[k] = validated[k];
        }
      }
    }
  };
}

function generate(schemas: Record<string, Schema>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, { target: "draft-2020-12", io, uri: COMPONENT_REF, override: override(io) });
  const result: Record<string, Json> = {};
  for (const [id, s] of Object.entries(out)) {
    if (id === "__shared") throw new Error("openapi: unexpected shared definitions (a cyclic schema?)");
    const { $schema: _s, $id: _i, ...rest } = s as Json;
    result[id] = rest;
  }
  return result;
}

function inlineSchema(schema: Schema, io: "input" | "output"): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, override: override(io) }) as Json;
  return rest;
}

function annotate(components: Record<string, Json>): void {
  for (const [name, notes] of Object.entries(NOTES)) {
    const schema = components[name];
    if (!schema) throw new Error(`openapi: notes for unknown schema ${name}`);
    const props = (schema.properties ?? {}) as Record<string, Json>;
    for (const [field, text] of Object.entries(notes ?? {})) {
      if (field === "") {
        schema.description = text;
        continue;
      }
      const prop = props[field];
      if (!prop) throw new Error(`openapi: note for ${name}.${field}, which the schema does not have`);
      // A $ref sibling is fine in 2020-12; keep an existing zod description first.
      prop.description = prop.description ? `${prop.description}. ${text}` : text;
    }
  }
}

// ---- The document -------------------------------------------------------------------------

const perMinute = (l: { max: number; windowSeconds: number }) => `${l.max} requests per ${l.windowSeconds === 60 ? "minute" : `${l.windowSeconds} s`} per IP`;

const INFO_DESCRIPTION = `Public studio booking API: read a studio's site and room availability, hold a slot, verify a one-time code, confirm a booking, and manage it with a guest token. No account, API key or authorization header: every endpoint is public. The server alone decides prices, policy and conflicts.

Every date and time is in the studio's time zone (the \`timezone\` field), except the full timestamps \`startsAt\`, \`endsAt\`, \`expiresAt\`, \`createdAt\`, \`paymentDueAt\`, which carry a UTC offset.

**Booking flow:** getSite → getAvailability → createHold → verifyHold → confirmHold → getBooking / cancelBooking.

**Servers:** the first server is this deployment's public base URL (its \`PUBLIC_BASE_URL\` setting) followed by \`/v1\`; point generated clients there. The second, \`/v1\` on the host that served this document, is what the reference page at \`/docs\` uses for "Try it out". Production and pre-production are separate deployments with their own hosts and data.

**CORS:** every \`/v1/public\` endpoint answers any origin (\`Access-Control-Allow-Origin: *\`, no credentials), so a browser app on any domain can call it directly. Preflights (\`OPTIONS\`) allow \`GET\` and \`POST\` with the headers \`Content-Type\` and \`X-Request-ID\` (and the tracing headers \`traceparent\`, \`tracestate\`, \`baggage\`) and are cached for 10 minutes; \`X-Request-ID\` and \`Retry-After\` are readable by scripts. There are no cookies and no authorization header.

**Pre-production and \`devCode\`:** a pre-production deployment with no SMS or email provider configured returns the one-time code in the hold itself (\`devCode\`, also on resendCode), so a client can run the whole flow without a phone. Production never returns \`devCode\`: the code reaches the guest only by SMS or email, and a client must never depend on the field.

**Payment modes:** the site payload's \`cardPayments\` says whether this studio can take card deposits now (the studio accepts cards and the deployment has a card provider). A room's \`paymentModes\` lists what the room offers, and may contain \`card\` while \`cardPayments\` is false: then confirming with \`card\` fails with \`${ERROR_STATUS.PAYMENTS_UNAVAILABLE} PAYMENTS_UNAVAILABLE\`. Offer \`card\` only when both say yes. A hold's \`paymentModes\` already applies this: it lists only the modes confirmHold can accept for that hold (\`card\` is also left out when the price has no deposit). \`card\`: confirm returns a \`clientSecret\` for the card provider (Stripe; publishable key in the site payload's \`stripePublishableKey\`) and the booking waits in \`pending_payment\` until the deposit is paid. \`on_site\`: the booking is confirmed at once and paid at the studio.

**Errors:** \`{"success": false, "error": {"code", "message"}}\`. Branch on \`code\` (stable); \`message\` is safe to display and may change. Every response carries \`X-Request-ID\`; quote it when reporting a fault. Every path under \`/v1\` answers JSON in this envelope: an unknown path is \`404 RESOURCE_NOT_FOUND\`, and a known path called with a method it does not serve is \`405 METHOD_NOT_ALLOWED\` with an \`Allow\` header naming the methods it does.

**Retry rules:** GET requests are safe to retry. createHold is safe to retry with the same \`idempotencyKey\` and the same body: you get the same hold back and no second code is sent (the same key with a different body is \`${ERROR_STATUS.VALIDATION_ERROR} VALIDATION_ERROR\`; a key whose hold expired, was burnt or was confirmed is \`${ERROR_STATUS.HOLD_EXPIRED} HOLD_EXPIRED\`, so start again with a new key). verifyHold, resendCode, confirmHold and cancelBooking are not idempotent: after a network timeout, re-read state (getBooking, or a new attempt) before repeating. Back off exponentially on 429 (honour \`Retry-After\`), 503 and other 5xx; do not retry other 4xx without changing the request.

**Limits:** reads (GET /public/*) ${perMinute(LIMITS.reads)}; writes (holds, verify, resend, confirm, cancel) ${perMinute(LIMITS.writes)}; ${LIMITS.holdsPerContact.max} holds per contact and ${LIMITS.holdsPerIp.max} per IP in any 60 minutes (per-minute limits are sliding windows); 3 code sends per hold, 60 s apart; 5 wrong codes burn a hold; a hold lives 12 minutes (restarted on verify); a code lives 10 minutes; a card deposit is due 20 minutes after confirm. Exceeding a rate limit returns 429 RATE_LIMIT_EXCEEDED.

**Outages and hostile input (beyond the spec):** while the database is unreachable or restarting every endpoint answers 503 \`SERVICE_UNAVAILABLE\` with \`Retry-After\` (nothing was changed; retry later). Free text (names, notes, reasons, slugs, hosts) must not contain control characters (notes and reasons may contain newlines and tabs), bidirectional override characters (U+202A–U+202E, U+2066–U+2069) or unpaired surrogates: 400 \`VALIDATION_ERROR\` naming the field. Dates run from 1970-01-01 to 2999-12-31. A path with malformed percent-encoding is 400 \`VALIDATION_ERROR\`; an unsupported method is 405 \`METHOD_NOT_ALLOWED\`.`;

function errorResponse(e: Endpoint, status: number, codes: ErrorCode[]): Json {
  const extra = new Map((e.beyondSpec ?? []).map((x) => [x.code, x.why]));
  const lines = codes.map((c) => `- \`${c}\`: ${extra.get(c) ?? ERROR_CAUSES[c]}`);
  return {
    description: `Error (${codes.join(", ")})\n\n${lines.join("\n")}`,
    headers: {
      "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" },
      ...(status === 429 || codes.includes("SERVICE_UNAVAILABLE") ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } } : {}),
    },
    content: {
      "application/json": {
        // Renderers merging the allOf would show the envelope's first code; show this endpoint's.
        example: { success: false, error: { code: codes[0], message: ERROR_CAUSES[codes[0]].replace(/`/g, "") } },
        schema: {
          allOf: [
            { $ref: COMPONENT_REF("ErrorEnvelope") },
            { type: "object", properties: { error: { type: "object", properties: { code: { type: "string", enum: codes } } } } },
          ],
        },
      },
    },
  };
}

function operation(e: Endpoint): Json {
  const parameters: Json[] = [];
  for (const [name, p] of Object.entries(e.pathParams)) {
    parameters.push({ name, in: "path", required: true, description: p.description, schema: inlineSchema(p.schema, "input") });
  }
  if (e.query) {
    for (const [name, schema] of Object.entries(e.query.schema.shape as Record<string, Schema>)) {
      const description = e.query.descriptions[name];
      if (!description) throw new Error(`openapi: query parameter ${e.operationId}.${name} has no description`);
      parameters.push({ name, in: "query", required: !schema.safeParse(undefined).success, description, schema: inlineSchema(schema, "input") });
    }
  }
  const success: Json = {
    description: e.success.description,
    headers: {
      "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" },
      ...(e.noStore ? { "Cache-Control": { $ref: "#/components/headers/Cache-Control-no-store" } } : {}),
    },
    content: e.success.calendar
      ? { "text/calendar": { schema: { type: "string", pattern: "^BEGIN:VCALENDAR\\r\\n" } } }
      : { "application/json": { schema: { $ref: COMPONENT_REF(e.success.schema) } } },
  };
  const responses: Json = { [String(e.success.status)]: success };
  for (const [status, codes] of errorsByStatus(e)) responses[String(status)] = errorResponse(e, status, codes);
  return {
    operationId: e.operationId,
    tags: [e.tag],
    summary: e.summary,
    description: `${e.description}\n\nRate limit: ${e.limit === "read" ? "reads" : "writes"}, ${perMinute(e.limit === "read" ? LIMITS.reads : LIMITS.writes)}.`,
    ...(parameters.length ? { parameters } : {}),
    ...(e.body
      ? { requestBody: { required: e.body.required, content: { "application/json": { schema: { $ref: COMPONENT_REF(e.body.name) }, example: e.body.example } } } }
      : {}),
    responses,
  };
}

function build(): Json {
  const schemas = { ...generate({ ...RESOURCES, ...ENVELOPES }, "output"), ...generate(REQUESTS, "input") };
  annotate(schemas);
  const paths: Record<string, Json> = {};
  for (const e of ENDPOINTS) {
    paths[e.path] ??= {};
    paths[e.path][e.method] = operation(e);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Studio booking public API",
      version: "1.0.0",
      description: INFO_DESCRIPTION,
    },
    servers: [
      { url: `${env().PUBLIC_BASE_URL.replace(/\/+$/, "")}/v1`, description: "This deployment (PUBLIC_BASE_URL); production and pre-production each have their own host" },
      { url: "/v1", description: "The host that served this document" },
    ],
    tags: [
      { name: "Sites", description: "A studio's public data, rooms and availability" },
      { name: "Holds", description: "Holding a slot, proving the guest is reachable, and confirming" },
      { name: "Bookings", description: "Managing a booking with its manage token" },
    ],
    paths,
    components: {
      schemas,
      headers: {
        "X-Request-ID": {
          required: true,
          description: "Request id (echoed when the client sent a sane one, 8–128 characters of A–Z a–z 0–9 . _ : -); quote it when reporting a fault.",
          schema: { type: "string" },
        },
        "Retry-After": {
          description: "Seconds to wait before retrying; sent with per-IP and per-contact rate limits, the 60 s resend spacing and 503 SERVICE_UNAVAILABLE (absent when waiting cannot help, e.g. no code sends left).",
          schema: { type: "integer", minimum: 1 },
        },
        "Cache-Control-no-store": { description: "`no-store`: the response must not be cached.", schema: { type: "string", const: "no-store" } },
      },
    },
  };
}

let cached: { doc: Json; json: string } | undefined;

/** The OpenAPI document, built once per process (callers get their own copy). */
export function openApiDocument(): Json {
  return structuredClone((cached ??= memo()).doc);
}

/** The document serialized, built once per process. */
export function openApiJson(): string {
  return (cached ??= memo()).json;
}

function memo() {
  const doc = build();
  return { doc, json: JSON.stringify(doc) };
}
