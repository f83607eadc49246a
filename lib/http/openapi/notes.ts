// The prose of the OpenAPI document: the overview, field notes and error causes. Every number
// in it is interpolated from the constant that enforces it (hold and code lifetimes, sends,
// limits, field lengths), so the document cannot quote a rule the server no longer applies;
// tests/unit/openapi-prose.test.ts fails on a literal duration or count here.
import { MAX_DATE, MIN_DATE } from "../../contract/schemas";
import { ERROR_STATUS, type ErrorCode } from "../../contract/error-codes";
import { LIMITS, type Limit } from "../../contract/limits";
import { minutes, RULES } from "../operations/rules";
import { CORS_HEADERS, CORS_MAX_AGE_S, REQUEST_ID_LENGTH } from "../security-headers";

/** The preflight's methods as the CORS headers say them (OPTIONS itself aside): "`GET`, `POST` and `DELETE`". */
function corsMethods(): string {
  const m = CORS_HEADERS["Access-Control-Allow-Methods"]
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x && x !== "OPTIONS")
    .map((x) => `\`${x}\``);
  return m.length > 1 ? `${m.slice(0, -1).join(", ")} and ${m[m.length - 1]}` : m.join("");
}

/** "N requests per minute per IP" */
export const perMinute = (l: Limit) => `${l.max} requests per ${l.windowSeconds === 60 ? "minute" : `${l.windowSeconds} s`} per IP`;

// ---- Overview (info.description) ---------------------------------------------------------

export const OVERVIEW = `Public studio booking API: read a studio's site and room availability, hold a slot, verify a one-time code, confirm a booking, and manage it with a guest token. No account, API key or authorization header: every \`/v1/public\` endpoint is public. The server alone decides prices, policy and conflicts. The operations tagged Studio are the studio dashboard's own API (a staff session cookie, same origin only), documented here as well.

Every date and time is in the studio's time zone (the \`timezone\` field), except the full timestamps \`startsAt\`, \`endsAt\`, \`expiresAt\`, \`createdAt\`, \`paymentDueAt\`, which carry a UTC offset. **Time convention:** every such timestamp carries the studio's own offset at that instant (\`2026-12-01T10:12:00+01:00\`, never \`Z\`), a hold's \`expiresAt\` like a booking's \`startsAt\`. A free span's \`end\` of \`"24:00"\` means it runs to midnight; today's first span may start at the current minute (\`"13:41"\`), off the grid. Deriving start times: the candidates are the multiples of \`stepMinutes\` counted from midnight, at or after the span's start, with start + duration at or before its end. Example: span \`13:41\`–\`17:00\`, \`stepMinutes\` 30, \`durationMinutes\` 60: starts \`14:00\`, \`14:30\`, … \`16:00\`.

**Booking flow:** getSite → getAvailability → createHold → verifyHold → confirmHold → getBooking / cancelBooking.

**Servers:** the first server is this deployment's public base URL (its \`PUBLIC_BASE_URL\` setting) followed by \`/v1\`; point generated clients there. The second, \`/v1\` on the host that served this document, is what the reference page at \`/docs\` uses for "Try it out". Production and pre-production are separate deployments with their own hosts and data.

**CORS:** every \`/v1/public\` endpoint answers any origin (\`Access-Control-Allow-Origin: *\`, no credentials), so a browser app on any domain can call it directly. Preflights (\`OPTIONS\`) allow ${corsMethods()} with the headers \`Content-Type\` and \`X-Request-ID\` (and the tracing headers \`traceparent\`, \`tracestate\`, \`baggage\`) and are cached for ${minutes(CORS_MAX_AGE_S * 1000)}; \`X-Request-ID\` and \`Retry-After\` are readable by scripts. There are no cookies and no authorization header (the Studio operations, which use a cookie, answer no other origin).

**Request bodies:** a JSON object in UTF-8, at most 16 KB, sent with \`Content-Type: application/json\` (a browser app therefore sends a preflight first). A body of another type (\`text/plain\`, a form), bytes that are not UTF-8, or a string holding a lone surrogate (\`"\\ud800"\`) is \`${ERROR_STATUS.VALIDATION_ERROR} VALIDATION_ERROR\` naming the body or the field; it is never stored with replacement characters. A body sent without any \`Content-Type\` is still read as JSON.

**Pre-production and \`devCode\`:** a pre-production deployment with no SMS or email provider configured returns the one-time code in the hold itself (\`devCode\`, also on resendCode), so a client can run the whole flow without a phone. Production never returns \`devCode\`: the code reaches the guest only by SMS or email, and a client must never depend on the field.

**Payment modes:** the site payload's \`cardPayments\` says whether this studio can take card deposits now (the studio accepts cards and the deployment has a card provider). A room's \`paymentModes\` lists what the room offers, and may contain \`card\` while \`cardPayments\` is false: then confirming with \`card\` fails with \`${ERROR_STATUS.PAYMENTS_UNAVAILABLE} PAYMENTS_UNAVAILABLE\`. Offer \`card\` only when both say yes. A room leaves \`card\` out when its deposit can never be charged (0 %, or under the card provider's minimum charge for its shortest booking), and a room none of whose modes can be confirmed now has \`bookable\` false (availability and createHold answer \`${ERROR_STATUS.ROOM_NOT_BOOKABLE} ROOM_NOT_BOOKABLE\`). A hold's \`paymentModes\` already applies all this: it lists only the modes confirmHold can accept for that hold (\`card\` is also left out when its deposit is 0 or under the minimum). \`card\`: confirm returns a \`clientSecret\` for the card provider (Stripe; publishable key in the site payload's \`stripePublishableKey\`) and the booking waits in \`pending_payment\` until the deposit is paid. \`on_site\`: the booking is confirmed at once and paid at the studio. **Deposits:** a hold's \`depositCents\` is what a card confirm would charge. Confirming with \`card\` carries it to the booking's \`depositCents\`, and the rest (\`priceCents\` − \`depositCents\`) is paid at the studio; confirming with \`on_site\` gives the booking \`depositCents\` 0 and the whole \`priceCents\` is paid at the studio. Example: a hold with \`priceCents\` 3600 and \`depositCents\` 1080 becomes a \`card\` booking with 1080 (25.20 due at the studio) or an \`on_site\` booking with 0 (36.00 due at the studio).

**Errors:** \`{"success": false, "error": {"code", "message"}}\`. Branch on \`code\` (stable; the \`ErrorCode\` schema lists every code, and each response lists the codes it can carry); \`message\` is safe to display and may change. Every response carries \`X-Request-ID\`; quote it when reporting a fault. Every path under \`/v1\` answers JSON in this envelope: an unknown path is \`${ERROR_STATUS.RESOURCE_NOT_FOUND} RESOURCE_NOT_FOUND\`, and a known path called with a method it does not serve is \`${ERROR_STATUS.METHOD_NOT_ALLOWED} METHOD_NOT_ALLOWED\` with an \`Allow\` header naming the methods it does.

**Retry rules:** GET requests are safe to retry. createHold is safe to retry with the same \`idempotencyKey\` and the same body: you get the same hold back and no second code is sent (the same key with a different body is \`${ERROR_STATUS.VALIDATION_ERROR} VALIDATION_ERROR\`; a key whose hold expired, was burnt or was confirmed is \`${ERROR_STATUS.HOLD_EXPIRED} HOLD_EXPIRED\`, so start again with a new key). verifyHold, resendCode and cancelBooking are not idempotent: after a network timeout, re-read state (getHold, getBooking) before repeating. confirmHold is not idempotent (the contract's words): a second confirm of a hold that has its booking is ${ERROR_STATUS.HOLD_ALREADY_CONFIRMED} \`HOLD_ALREADY_CONFIRMED\` whatever its body, and its \`error.message\` names the booking's reference. So a client whose confirm answer was lost (timeout, dropped connection, a 5xx) that then meets this ${ERROR_STATUS.HOLD_ALREADY_CONFIRMED} knows the booking exists: the manage token cannot be shown again (only its hash is stored), the guest's confirmation message carries the link, and lookupBooking sends a fresh one. Back off exponentially on ${ERROR_STATUS.RATE_LIMIT_EXCEEDED} (honour \`Retry-After\`), ${ERROR_STATUS.SERVICE_UNAVAILABLE} and other 5xx; do not retry other 4xx without changing the request. **What a 5xx means:** ${ERROR_STATUS.SERVICE_UNAVAILABLE} \`SERVICE_UNAVAILABLE\` always means nothing was changed. ${ERROR_STATUS.INTERNAL_ERROR} \`INTERNAL_ERROR\` makes no such promise: when the database connection is lost while a change is being committed, the outcome is unknown and the answer is ${ERROR_STATUS.INTERNAL_ERROR} saying so (with \`Retry-After\`); repeat the same request, or re-read the state, to learn it.

**Limits:** reads (GET /public/*) ${perMinute(LIMITS.reads)}; writes (holds, verify, resend, confirm, cancel) ${perMinute(LIMITS.writes)}; ${RULES.holdQuotas} (per-minute limits are sliding windows); ${RULES.sends} code sends per hold, ${RULES.resendGap} apart; ${RULES.wrongCodes} burn a hold; a hold lives ${RULES.holdLife} (restarted on verify); a code lives ${RULES.codeLife}; a card deposit is due ${RULES.paymentDue} after confirm. Exceeding a rate limit returns ${ERROR_STATUS.RATE_LIMIT_EXCEEDED} RATE_LIMIT_EXCEEDED.

**Outages and hostile input (beyond the spec):** while the database is unreachable or restarting every endpoint answers ${ERROR_STATUS.SERVICE_UNAVAILABLE} \`SERVICE_UNAVAILABLE\` with \`Retry-After\` (nothing was changed; retry later), except a change whose COMMIT was under way when the connection dropped: ${ERROR_STATUS.INTERNAL_ERROR} \`INTERNAL_ERROR\`, outcome unknown (see Retry rules). Free text (names, notes, reasons, slugs, hosts) must not contain control characters (notes and reasons may contain newlines and tabs), bidirectional override characters (U+202A–U+202E, U+2066–U+2069) or unpaired surrogates: ${ERROR_STATUS.VALIDATION_ERROR} \`VALIDATION_ERROR\` naming the field. A \`VALIDATION_ERROR\` of a public endpoint names every invalid field at once, each as \`location.field: reason\`, joined by \`; \` (for example \`path.slug: …; body.startTime: must be a time of day HH:MM (00:00 to 23:59); body.durationMinutes: …\`); a room's grid and durations are checked in the same pass whenever the room exists. Dates run from ${MIN_DATE} to ${MAX_DATE}. A path with malformed percent-encoding is ${ERROR_STATUS.VALIDATION_ERROR} \`VALIDATION_ERROR\`; an unsupported method is ${ERROR_STATUS.METHOD_NOT_ALLOWED} \`METHOD_NOT_ALLOWED\`.`;

export const TAGS = [
  { name: "Sites", description: "A studio's public data, rooms and availability" },
  { name: "Holds", description: "Holding a slot, proving the guest is reachable, and confirming" },
  { name: "Bookings", description: "Managing a booking with its manage token" },
  {
    name: "Studio",
    description: `The studio dashboard's own API under \`/v1/studio\`: a studio's calendar, bookings and their actions, blocks, feeds and staff. Not for third parties: it needs a signed-in staff member's session cookie (\`staffSession\`; no session is ${ERROR_STATUS.UNAUTHENTICATED} \`UNAUTHENTICATED\`) and answers only same-origin requests from the dashboard: there is no CORS, and a state-changing request from another origin (or with neither \`Origin\` nor \`Sec-Fetch-Site: same-origin\`) is ${ERROR_STATUS.FORBIDDEN} \`FORBIDDEN\`, as is an owner-only action by a staff member and any call with a platform operator's session (an operator is no studio's member; the message says so). Every request acts on the session's studio only: an id of another studio answers ${ERROR_STATUS.RESOURCE_NOT_FOUND} \`RESOURCE_NOT_FOUND\`, exactly as an id that exists nowhere, so ids cannot be probed.`,
  },
  {
    name: "Sign-up",
    description: `A studio's sign-up and onboarding on the platform's own pages (docs/signup.md): a sign-up link by email, the slug check and the wizard's studio. Not for third parties: the studio write needs the session the link opens (\`staffSession\`) and the platform's origin.`,
  },
  {
    name: "Platform",
    description: `The operator console's API under \`/v1/platform\` (docs/operators.md): studios by status, a studio's verification evidence and counts, and the operator's actions, each audited. Operators only: no session is ${ERROR_STATUS.UNAUTHENTICATED} \`UNAUTHENTICATED\`, a session without the operator role (a studio's owner included) ${ERROR_STATUS.FORBIDDEN} \`FORBIDDEN\`.`,
  },
];

/** The staffSession security scheme's description, given the production cookie's name. */
export const STAFF_SESSION_NOTE = (productionName: string) =>
  `The staff session cookie Better Auth sets at sign-in (HttpOnly, SameSite=Lax, Path=/, host-only on the platform host), accepted on the platform host only: the same cookie sent to another host is no session. In production it is named \`${productionName}\` (a Secure cookie with no Domain, which no other host can set); the name above is the one of other deployments. Studio operations only.`;

export const HEADER_NOTES = {
  requestId: `Request id (echoed when the client sent a sane one, ${REQUEST_ID_LENGTH.min}–${REQUEST_ID_LENGTH.max} characters of A–Z a–z 0–9 . _ : -); quote it when reporting a fault.`,
  retryAfter: `Seconds to wait before retrying; sent with per-IP and per-contact rate limits, the ${RULES.resendGap} resend spacing and ${ERROR_STATUS.SERVICE_UNAVAILABLE} SERVICE_UNAVAILABLE (absent when waiting cannot help, e.g. no code sends left).`,
  noStore: "`no-store`: the response must not be cached.",
};

// ---- Field notes (a note on a schema or field the document lacks throws at build) -------------

export const FIELD_NOTES: Record<string, Record<string, string>> = {
  PublicSite: {
    "": "Everything a studio website needs: the studio, its active rooms, the site configuration and the booking switches.",
    cardPayments:
      "Whether card deposits can be taken now: the studio accepts cards and this deployment has a card provider. When false, `card` in a room's `paymentModes` cannot succeed (see Payment modes in the overview).",
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
    paymentModes:
      "What the room offers, without `card` when its deposit can never be charged (0 %, or under the card minimum for its shortest booking). `card` succeeds only while the site payload's `cardPayments` is true (see Payment modes in the overview).",
    hourlyCents: "Minor currency units",
    bookable: "Whether online booking is on: false also when none of the room's payment modes can be confirmed now",
    minMinutes: "Minimum duration",
    maxMinutes: "Maximum duration",
    stepMinutes: "Grid for start times and increment between durations",
  },
  SiteConfig: {
    "": "How the studio's website looks. The inner structure of theme, sections, content, legal and seo is not part of the contract.",
  },
  Availability: {
    "": "A room's free time. Deriving start times: for each span, candidate starts are the multiples of `stepMinutes` (minutes from midnight) at or after the span start with start + duration <= span end; durations run from `minMinutes` to `maxMinutes` in `stepMinutes` increments, limited to the span containing the start.",
    minNoticeMin: "A booking must start at least this many minutes from now.",
    maxAdvanceDays: "Nothing can be booked beyond this horizon.",
    window:
      "The days served (additive, beyond the contract): `to` defaults to `from`, and a window over the limit is clipped (`clipped` true, `to` the last day served).",
    days: "One item per day of the served window.",
  },
  AvailabilityDay: {
    date: "YYYY-MM-DD, studio-local",
    free: "Continuous open spans (not slots), already excluding bookings, live holds, the studio's calendar, buffers, the minimum notice and the horizon. Empty on a closed day.",
  },
  Span: { start: "HH:MM, inclusive", end: "HH:MM, exclusive (24:00 when the span reaches midnight)" },
  Hold: {
    "": `A slot held for a guest while they prove they are reachable. A hold blocks the slot for ${RULES.holdLife}.`,
    date: "Studio-local date",
    price: "Computed by the server; the client never sends a price.",
    contactMasked: "Masked contact, safe to display",
    resendsLeft: "Code sends remaining",
    paymentModes:
      "The room's payment modes, minus `card` when card payments are off (the site payload's `cardPayments` is false) or the hold's deposit is 0 or under the card provider's minimum charge: the modes confirmHold can accept.",
    devCode:
      "The one-time code, only in pre-production when no delivery provider is configured; never in production (see Pre-production and devCode in the overview).",
    partySize: "Beyond the contract: how many people come, as given to createHold; null when not given",
  },
  Price: {
    priceCents: "Full price, minor currency units",
    depositCents: "Charged now when paying by card; the booking keeps it for `card` and has 0 for `on_site` (see Deposits in the overview)",
    minutes: "Duration",
  },
  Booking: {
    "": "A booking as its guest sees it.",
    reference: "Human-readable booking reference",
    depositCents: "0 for an `on_site` booking",
    cancelNoticeHours: "Policy snapshot taken when the booking was made",
    mayCancel: "`true` only while the booking is cancellable right now",
    paymentDueAt: "When an unpaid card deposit cancels the booking; null for `on_site`",
    cancelledBy:
      "Who cancelled a cancelled booking: `guest`, `studio` or `system` (an unpaid card deposit); null unless `status` is `cancelled`",
    cancelReason:
      "The reason given with the cancellation (the guest's words, the studio's reason, or `payment_timeout` from the system); null when none or not cancelled",
    mayReschedule:
      "Beyond the contract: `true` only while rescheduleBooking would accept a new time for it: the studio lets guests change the time online, the booking is `confirmed` and `mayCancel` is true",
    partySize: "Beyond the contract: how many people come, from the hold; null when not given",
  },
  LookupResult: {
    "": "Beyond the contract: lookupBooking's answer, the same whether or not the reference and contact matched a booking.",
    requested: "Always true",
  },
  ConfirmResult: {
    "": "The booking made by confirmHold, with the guest's manage token.",
    manageToken:
      "Shown once in this response and cannot be recovered. Treat it as a password: keep it out of logs, analytics and referrers.",
    manageUrl: "Link the guest can open to manage the booking",
    clientSecret: "Payment-intent secret of the card payment provider; present only when `paymentMode` is `card`.",
  },
  PaymentMode: {
    "": "How a booking is paid: `card` (a deposit now, through the card provider) or `on_site` (at the studio). See Payment modes in the overview.",
  },
  ErrorCode: {
    "": "Every code an error answer can carry (see Errors in the overview). Each response lists the codes it can return, under their status.",
  },
  ErrorEnvelope: {
    "": "Every error answer (see Errors in the overview). Branch on `error.code`; `message` is English text, safe to display, and may change. `error.details`, when present, holds facts a client may show: `attemptsLeft` on a wrong code (CODE_INVALID); on the studio API, what is in the way of a SLOT_TAKEN (`kind`, `reference`, `start`, `end`), what only an owner may do (FORBIDDEN `action`), a stale settings save's current `version` and values (STALE_VERSION `current`), the extra a hold could not hire (EXTRA_UNAVAILABLE `extraId`, `name`), why a promo code does not apply (PROMO_CODE_INVALID `reason`, `code`; its `message` is in the hold's language), why a guest's hold is refused (GUEST_REFUSED `reason`; its `message` is in the hold's language), and why a prepaid-hours code cannot pay (PREPAID_HOURS_SHORT `reason`, `balanceMinutes`, `neededMinutes`).",
  },
  CreateHoldRequest: {
    roomId: "Room must be bookable",
    date: "YYYY-MM-DD, studio time zone",
    startTime: "HH:MM (00:00 to 23:59), on the room's `stepMinutes` grid",
    durationMinutes: "Between the room's `minMinutes` and `maxMinutes`, a multiple of `stepMinutes`",
    guestName: `${RULES.nameLength} (after trimming)`,
    contact: "E.164 phone number (channel `phone`) or an email address (channel `email`)",
    locale: "Language of the code message",
    idempotencyKey: `One per attempt; reuse it when retrying the same request. Same key and same payload returns the same hold and sends no second message; same key with a different payload gives ${ERROR_STATUS.VALIDATION_ERROR} VALIDATION_ERROR.`,
    captchaToken: "Required when the site payload has `captchaSiteKey`; single use.",
    partySize:
      "Beyond the contract, optional: how many people come, at least 1 and at most the room's `capacity` (more is VALIDATION_ERROR naming `body.partySize`). Shown to the studio with the booking.",
  },
  LookupRequest: {
    reference: "The booking reference, as in the confirmation (case, spaces and the dash do not matter)",
    contact: "The email address or phone number the booking was made with (a national number is read in the studio's country)",
  },
  VerifyRequest: { code: "The six-digit one-time code" },
  ConfirmRequest: {
    paymentMode: "Must be one of the room's `paymentModes`",
    notes: "Shown to the studio",
    email:
      "Second contact for the receipt. If it is not the verified contact, the receipt carries no guest name or notes and counts against that address's hourly per-contact quota",
  },
  CancelRequest: { reason: "Passed on to the studio" },
  RescheduleRequest: { date: "The new date (YYYY-MM-DD, the studio's zone)", startTime: "The new start (HH:MM), on the room's grid" },
};

// ---- Error causes --------------------------------------------------------------------------

/**
 * What each code means, wherever it appears (typed over every code, so a new code must be
 * described). An endpoint adds its own causes (Endpoint.causes) and, for a code only it returns,
 * replaces this text (Endpoint.beyondSpec).
 */
export const ERROR_CAUSES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "A field is missing or malformed; the message names it",
  CAPTCHA_FAILED: "Captcha token missing, expired or already used",
  CODE_INVALID: `Wrong code, or code older than ${RULES.codeLife}`,
  PAYMENT_MODE_DENIED: "Mode not in the room's `paymentModes`",
  UNAUTHENTICATED: "Studio API: no valid staff session cookie (signed out, expired or revoked)",
  FORBIDDEN:
    "Studio API: a state-changing request from another origin (the dashboard's own origin only), an action the staff member's role does not allow (refunds, feed rotation and staff management are for owners), or a platform operator's session (no studio's member)",
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
  PAYMENTS_UNAVAILABLE:
    "Card payments are off for this studio now (the site payload's `cardPayments` is false); confirm with `on_site` if the room offers it",
  STALE_VERSION:
    "Beyond the spec, studio settings only: the save carried the `version` it was read at, and that section or room changed since; `details` holds the current `version` and values (`current`). Load them and save again",
  EXTRA_UNAVAILABLE:
    "Beyond the spec: an extra the hold asked for (`extras`) has no unit free at that time; `details` names it (`extraId`, `name`). Drop it or pick another time",
  GUEST_REFUSED:
    "Beyond the spec: the studio refuses online holds from this contact, which has reached the studio's no-show threshold (its no-show policy is `refuse`); `message` says so in the hold's language, `details.reason` is `no_shows`. No hold is made: the guest books with the studio directly",
  PROMO_CODE_INVALID:
    "Beyond the spec: the hold's `promoCode` does not apply (createHold: no hold made), or ran out before the confirm (confirmHold: the hold goes back to the full price, still verified); `details` carry `reason` and `code`, `message` says why in the hold's language. Book without the code",
  PREPAID_HOURS_SHORT:
    "Beyond the spec: the `prepaidCode` given (confirmHold, a phone booking) is expired, or has fewer hours left than the booking takes; `details` carry `reason` (`expired` or `short`), `balanceMinutes` and `neededMinutes`. Nothing was booked: pay another way",
  SERIES_NOT_OFFERED:
    "Beyond the spec: a weekly series asked for online (`series`, the series preview) where it is not offered: the studio's setting is off, or the room takes cards only (an online series is paid at the studio). Book the dates one by one",
  HOLD_EXPIRED: `The ${RULES.holdLife} ran out (or the hold was burnt by too many wrong codes)`,
  RATE_LIMIT_EXCEEDED: "The per-IP request rate limit (see Limits in the overview); wait `Retry-After` seconds",
  TOO_MANY_ATTEMPTS: `${RULES.wrongCodes}; the hold is burnt and the slot freed: a new hold is needed`,
  INTERNAL_ERROR:
    "Server fault; quote the X-Request-ID when reporting it. A change may or may not have been made (e.g. the database connection dropped during its commit: the message says the outcome is unknown): repeat the same request or re-read the state",
  SMS_UNAVAILABLE: "SMS delivery down; retry with channel `email`",
  // Beyond the contract's original list (its general error rules cover them as 4xx/5xx; clients branch on the status).
  SERVICE_UNAVAILABLE:
    "Beyond the spec: the database is unreachable or restarting; nothing was changed (a change whose outcome is unknown answers 500 INTERNAL_ERROR instead). Retry after `Retry-After` seconds (see Retry rules in the overview)",
  STORAGE_UNAVAILABLE:
    "Studio API, beyond the spec: the photo storage refused the write (disk full, folder not writable, bucket unreachable); nothing was saved. Retry later; the operator must free or fix the storage",
};
