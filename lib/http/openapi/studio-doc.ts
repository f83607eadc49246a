// The studio API in the OpenAPI document (tag "Studio"): STUDIO_ENDPOINTS (studio-endpoints.ts:
// paths, roles, error codes) joined with what the document says about each operation — summary,
// description, body, query, reply — as Endpoint rows the builder and the contract tests share with
// the public API. Studio operations need the staff session cookie (security scheme
// `staffSession`) and answer only the dashboard's own origin (docs/studio-accounts.md).
import { z } from "zod";
import type { ErrorCode } from "../../contract/error-codes";
import {
  ActivityQuery,
  BOOKINGS_PAGE,
  BookingFilterQuery,
  BookingPageQuery,
  CalendarQuery,
  REPORT_MAX_DAYS,
  ReportCsvQuery,
  ReportQuery,
  SEARCH_MAX,
} from "../../contract/dashboard-schemas";
import {
  BLOCK_GROUP_MAX_BLOCKS,
  BLOCK_GROUP_MAX_WEEKS,
  BLOCK_NOTE_MAX,
  BlockDeleteQuery,
  CANCEL_REASON_MAX,
  SERIES_MAX,
} from "../../contract/studio-schemas";
import { Uuid } from "../../contract/schemas";
import { LOCALES } from "../../contract/locales";
import { CODE_LENGTH, CODE_TTL_MS, MAX_SENDS, RESEND_COOLDOWN_MS } from "../../contract/hold-rules";
import { OWNER_TEXT_MAX } from "../../contract/owner-text";
import { STAFF_HORIZON_DAYS } from "../../domain/studio-actions/phone-booking";
import { ENDPOINTS, type Endpoint, type StudioEnvelopeName, type StudioRequestName } from "./endpoints";
import { STUDIO_COMMON_CODES, STUDIO_ENDPOINTS, type StudioEndpoint } from "./studio-endpoints";

type Prose = {
  summary: string;
  description: string;
  schema: StudioEnvelopeName;
  successText: string;
  body?: { name: StudioRequestName; required: boolean; example: Record<string, unknown> };
  query?: { schema: z.ZodObject; descriptions: Record<string, string> };
  causes?: Partial<Record<ErrorCode, string>>;
};

const FILTER = {
  tab: "`upcoming` (default: confirmed, not yet ended), `pending_payment`, `past` (completed, no-show, or ended) or `cancelled`",
  roomId: "Only this room's bookings",
  from: "First studio-local date, YYYY-MM-DD (the booking's own date)",
  to: "Last studio-local date, inclusive; not before `from`",
  q: `Search text (up to ${SEARCH_MAX} characters): the reference typed any way, part of the guest's name, email or phone`,
};
const ROOM = "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11";
const notFound = (what: string) => `Unknown ${what}, or one of another studio (never 403, so ids cannot be probed)`;

const PROSE: Record<string, Prose> = {
  studioMe: {
    summary: "The signed-in staff member",
    description: "Who the session cookie belongs to: user, name, email, role (`owner` or `staff`), studio and language.",
    schema: "StaffActorResponse",
    successText: "The staff member",
  },
  studioCalendar: {
    summary: "The dashboard calendar",
    description:
      "Bookings, live holds and blocks of one or seven studio-local days, rooms side by side. `version` changes exactly when the picture does: poll it.",
    query: {
      schema: CalendarQuery,
      descriptions: { from: "First studio-local day, YYYY-MM-DD", days: "How many days: `1` or `7` (default)" },
    },
    schema: "CalendarViewResponse",
    successText: "The calendar",
  },
  studioActivity: {
    summary: "Bookings made and cancelled since an instant",
    description:
      "What the dashboard's badge polls: how many bookings were made (by guests or staff) and cancelled (by anyone) in the studio after `since`, up to 100 of each, and `now`, the next poll's `since`. Without `since`, both are 0: a first call only takes the server's time.",
    query: { schema: ActivityQuery, descriptions: { since: "An instant with its offset (the `now` of an earlier answer)" } },
    schema: "StudioActivityResponse",
    successText: "The counts",
  },
  studioReport: {
    summary: "The studio's figures by week and by month",
    description: `Over studio-local dates \`from\` to \`to\` (both counted, at most ${REPORT_MAX_DAYS} days), each booking on its own date: per room the booked minutes and the occupancy (booked ÷ open minutes, the studio's weekly hours and date exceptions in its zone; null when closed throughout); bookings (confirmed, completed, no-show), no-shows, cancellations; amounts in minor units of \`currency\`: booked (the price of those bookings), collected (paid prices and paid deposits, kept or refunded, in any status) and refunded (refunds not failed or cancelled at Stripe). Weeks start on Monday and are keyed by it (\`period\` YYYY-MM-DD), months by YYYY-MM; the first and last are cut to the range (\`from\`, \`to\`). Owners and staff.`,
    query: {
      schema: ReportQuery,
      descriptions: {
        from: "First studio-local date, YYYY-MM-DD",
        to: `Last studio-local date, inclusive; not before \`from\`, at most ${REPORT_MAX_DAYS} days in all`,
      },
    },
    schema: "StudioReportResponse",
    successText: "The figures",
  },
  studioExportReport: {
    summary: "The studio's figures as CSV",
    description:
      "The numbers of `GET /studio/reports`, one row per week or month, for a spreadsheet in the member's language: a UTF-8 byte-order mark, headers in the member's language, `;` between fields and a decimal comma for es and ca, `,` and a decimal point for en. Amounts in the currency's units, hours and occupancy (%) with two decimals. Errors use the JSON envelope.",
    query: {
      schema: ReportCsvQuery,
      descriptions: {
        from: "First studio-local date, YYYY-MM-DD",
        to: `Last studio-local date, inclusive; not before \`from\`, at most ${REPORT_MAX_DAYS} days in all`,
        by: "`week` (default) or `month`",
      },
    },
    schema: "none",
    successText: "The CSV file, `text/csv`",
  },
  studioListBookings: {
    summary: "A page of the bookings list",
    description: `Keyset pages (default ${BOOKINGS_PAGE.default} rows, at most ${BOOKINGS_PAGE.max}): pass \`nextCursor\` as \`cursor\` for the next page; null on the last. A page never skips or repeats a booking made meanwhile.`,
    query: {
      schema: z.object({ ...BookingFilterQuery.shape, ...BookingPageQuery.shape }),
      descriptions: {
        ...FILTER,
        cursor: "`nextCursor` of the previous page (opaque); a cursor that is not one is 400",
        limit: `Rows per page, 1 to ${BOOKINGS_PAGE.max}`,
      },
    },
    schema: "BookingsPageResponse",
    successText: "One page",
  },
  studioCreatePhoneBooking: {
    summary: "Take a booking by phone or at the desk",
    description: `Confirmed at once, paid on site, no one-time code; the guest gets the usual confirmation with the manage link. The room's hours, grid, durations, buffer and busy time apply; no minimum notice, and up to ${STAFF_HORIZON_DAYS} days ahead. Any active room, also one not bookable online. With an \`idempotencyKey\` the request is safe to repeat (after a timeout, a dropped connection or a 5xx): the same key and body answer the booking the first request made (201); the same key with another body is 400 \`VALIDATION_ERROR\`.`,
    body: {
      name: "PhoneBookingRequest",
      required: true,
      example: { roomId: ROOM, date: "2030-01-15", startTime: "18:00", minutes: 120, guestName: "Marta Puig", phone: "+34611222333" },
    },
    schema: "StudioBookingResponse",
    successText: "The booking, `confirmed`",
    causes: {
      RESOURCE_NOT_FOUND: notFound("room"),
      ROOM_NOT_BOOKABLE: "The room is no longer in use",
      OUTSIDE_HOURS: "The room is closed at that time",
      OUTSIDE_BOOKING_WINDOW: `That time has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead`,
      SLOT_TAKEN: "A booking, a live hold or a block is in the way (the message names it)",
    },
  },
  studioExportBookings: {
    summary: "The bookings of a filter as CSV",
    description:
      "Every booking of the filter (no pages), RFC 4180 with a header row, as an attachment. A text a spreadsheet would run as a formula is prefixed with an apostrophe. Errors use the JSON envelope.",
    query: { schema: BookingFilterQuery, descriptions: FILTER },
    schema: "none",
    successText: "The CSV file, `text/csv`",
  },
  studioGetBooking: {
    summary: "One booking with its messages and audit trail",
    description:
      "Every field with the guest's full contact, the price breakdown, refunds, messages, the audit trail, and the actions this staff member may take now. Each audit entry names a staff actor by the email and role they had when they acted (`actorEmail`, `actorRole`; `actorName` is that email), never by a display name; the operator's command line and Stripe have a label in `actorName` and null email and role.",
    schema: "BookingDetailResponse",
    successText: "The booking",
    causes: { RESOURCE_NOT_FOUND: notFound("booking") },
  },
  studioEditBooking: {
    summary: "Edit a booking's guest details and internal note",
    description: `A merge patch: \`guestName\`, \`email\`, \`phone\` and \`notes\` (what the guest sees) and \`internalNote\` (staff only, up to ${OWNER_TEXT_MAX.internalNote} characters); an omitted field stays, \`null\` or an empty text removes an optional one. Names and contacts follow a phone booking's rules (a national number is one of the studio's country; an email or a phone must remain). Owners and staff alike, on a booking in any state whose guest data retention has not erased. When the guest's contact changes on a confirmed booking still to come, the manage link is renewed (the old one stops working) and the new contact gets a "details updated" message with the new link (and, by email, the same calendar event); every guest message still queued, the reminder included, goes to the new contact. Audited (\`booking.edit\`, each field before and after). No webhook: the webhook payloads carry none of these fields. The internal note is answered here and in the booking detail only: never in a guest-facing answer, message, webhook, calendar file or the bookings feed.`,
    body: { name: "EditBookingRequest", required: true, example: { phone: "611 222 333", internalNote: "Pays in cash; ask for the amp." } },
    schema: "StudioEditResponse",
    successText: "The booking as edited, with its internal note",
    causes: {
      VALIDATION_ERROR:
        "No field given, an unknown field, a name out of its length, an invalid email or phone, no contact left, or a text too long or with control characters",
      RESOURCE_NOT_FOUND: notFound("booking"),
      INVALID_STATE: "The booking's guest data was erased under the retention rules",
    },
  },
  studioCancelBooking: {
    summary: "Cancel a booking (the studio)",
    description:
      "A confirmed or pending-payment booking, at any time, with a reason the guest is told. With a paid card deposit, `refund` must be given: `true` refunds what is left of it (owners only), `false` keeps it. All or nothing: if the refund fails the booking stays as it was.",
    body: { name: "StudioCancelRequest", required: true, example: { reason: "The room is flooded." } },
    schema: "StudioBookingResponse",
    successText: "The booking, `cancelled`",
    causes: {
      VALIDATION_ERROR: `\`reason\` empty or longer than ${CANCEL_REASON_MAX} characters; or \`refund\` missing while a deposit was paid`,
      RESOURCE_NOT_FOUND: notFound("booking"),
      INVALID_STATE: "Already cancelled, completed or no-show; or `refund: true` with no deposit left to refund",
      PAYMENTS_UNAVAILABLE: "`refund: true` while card payments are not configured",
      FORBIDDEN: "A cross-origin request, or `refund: true` from a staff member (refunds are for owners)",
    },
  },
  studioMoveBooking: {
    summary: "Move a booking to another time or room",
    description: `A confirmed booking whose session has not ended, to a new date and start, and optionally another duration (\`durationMinutes\`, default as booked) and room (\`roomId\`, any active room of the studio). The rules of a phone booking apply: the room's hours, grid, durations, buffer and busy time, no minimum notice, up to ${STAFF_HORIZON_DAYS} days ahead. One transaction: a hold racing for the same time either wins (then \`409 SLOT_TAKEN\`) or loses. The price stays as booked unless \`reprice: true\` (the room's current quote; not for a booking paid in full); the deposit stays. The guest is told the new time in their language with an updated calendar event (same UID, higher SEQUENCE); the reminder follows the new time; a \`booking.rescheduled\` webhook is sent. The answer carries \`previous\`: the room, times and price before the move.`,
    body: { name: "MoveRequest", required: true, example: { date: "2030-01-16", startTime: "18:00", durationMinutes: 120 } },
    schema: "StudioMoveResponse",
    successText: "The booking at its new time, and where it was",
    causes: {
      VALIDATION_ERROR: "`date` or `startTime` malformed, or a start or duration off the room's grid or limits",
      RESOURCE_NOT_FOUND: `${notFound("booking")}; or \`roomId\` is not one of the studio's rooms`,
      INVALID_STATE:
        "The booking is not confirmed (cancelled, completed, no-show, awaiting its card deposit), its session is over, or `reprice` on a booking paid in full",
      ROOM_NOT_BOOKABLE: "The room is no longer in use",
      OUTSIDE_HOURS: "The room is closed at that time",
      OUTSIDE_BOOKING_WINDOW: `That time has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead`,
      SLOT_TAKEN: "A booking, a live hold or a block is in the way (the message names it)",
    },
  },
  studioPreviewSeries: {
    summary: "Preview a regular booking's dates",
    description: `Every date of a weekly or every-two-weeks series (\`count\` dates, or every one up to \`untilDate\`; at most ${SERIES_MAX}), each with \`free\`, \`skipped\` or the \`conflict\` it would meet (its error code, message and details: what is in the way). Times are the studio's local times: a 10:00 start stays 10:00 across a clock change. The rules of a phone booking apply to each date. \`resolutions\` (per date: \`skip: true\` or another \`startTime\`) are shown applied. Nothing is written.`,
    body: {
      name: "SeriesRequest",
      required: true,
      example: {
        roomId: ROOM,
        cadence: "weekly",
        firstDate: "2030-01-15",
        startTime: "18:00",
        minutes: 120,
        count: 8,
        guestName: "Banda Nova",
        phone: "+34611222333",
        resolutions: [{ date: "2030-01-29", startTime: "20:00" }],
      },
    },
    schema: "SeriesPreviewResponse",
    successText: "Every date with whether it can be booked",
    causes: {
      VALIDATION_ERROR: `A malformed field; neither or both of \`count\` and \`untilDate\`; more than ${SERIES_MAX} dates; a start or duration off the room's grid or limits; a resolution for a date outside the series`,
      RESOURCE_NOT_FOUND: notFound("room"),
      ROOM_NOT_BOOKABLE: "The room is no longer in use",
    },
  },
  studioCreateSeries: {
    summary: "Create a regular booking",
    description: `The series of the preview, booked in one transaction: every date not skipped becomes a confirmed phone booking (paid on site) carrying the series' id, or none does. A date still in conflict refuses the whole series with 409 and \`details.conflicts\` (per date: its start, the code, message and details) and \`details.dates\`; the code is \`SLOT_TAKEN\` when any date is taken, else the first date's (\`OUTSIDE_HOURS\`, \`OUTSIDE_BOOKING_WINDOW\`). A claim lost to a racing writer mid-way rolls every date back the same way. The guest gets one message listing the dates with one calendar file of every occurrence; each occurrence has its reminder and its \`booking.confirmed\` webhook.`,
    body: {
      name: "SeriesRequest",
      required: true,
      example: {
        roomId: ROOM,
        cadence: "weekly",
        firstDate: "2030-01-15",
        startTime: "18:00",
        minutes: 120,
        count: 8,
        guestName: "Banda Nova",
        phone: "+34611222333",
        resolutions: [{ date: "2030-01-29", skip: true }],
      },
    },
    schema: "SeriesCreatedResponse",
    successText: "The series' id and its bookings",
    causes: {
      VALIDATION_ERROR: `As the preview's; or every date skipped`,
      RESOURCE_NOT_FOUND: notFound("room"),
      ROOM_NOT_BOOKABLE: "The room is no longer in use",
      OUTSIDE_HOURS: "A date falls outside the room's hours (or in a clock change's missing hour), and no date is taken",
      OUTSIDE_BOOKING_WINDOW: `A date has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead, and no date is taken`,
      SLOT_TAKEN: "A booking, a live hold or a block is in the way of a date (details.conflicts lists every such date)",
    },
  },
  studioCancelSeries: {
    summary: "Cancel a regular booking from one date on, or all of it",
    description:
      "Every confirmed occurrence not yet ended from `fromBookingId`'s date on (that one included), or every one when it is omitted, cancelled by the studio in one transaction, with the `reason` the guest is told; the guest gets one message listing the cancelled dates. One date alone: cancel its booking (`POST /studio/bookings/{bookingId}/cancel`).",
    body: {
      name: "SeriesCancelRequest",
      required: true,
      example: { fromBookingId: "0b5f8f9e-7a2c-4d1e-8c3b-2e6f4a9d1c77", reason: "The band is on tour." },
    },
    schema: "StudioBookingsResponse",
    successText: "The cancelled bookings",
    causes: {
      VALIDATION_ERROR: `\`fromBookingId\` not an id, or \`reason\` longer than ${CANCEL_REASON_MAX} characters`,
      RESOURCE_NOT_FOUND: `${notFound("series")}; or \`fromBookingId\` is not one of its bookings`,
      INVALID_STATE: "No occurrence of it is left to cancel",
    },
  },
  studioMoveSeries: {
    summary: "Move a regular booking from one date on",
    description:
      "`fromBookingId`'s occurrence and every following confirmed one, each to `startTime` on its own date (and to `roomId` when given), as booked in length and price, in one transaction; each is moved as a single move is (the guest's message with the updated event, the reminder, a `booking.rescheduled` webhook). A date that cannot take the new time refuses the whole move (409 with `details.dates` and `details.conflicts`), nothing moved.",
    body: {
      name: "SeriesMoveRequest",
      required: true,
      example: { fromBookingId: "0b5f8f9e-7a2c-4d1e-8c3b-2e6f4a9d1c77", startTime: "19:00" },
    },
    schema: "StudioBookingsResponse",
    successText: "The moved bookings",
    causes: {
      VALIDATION_ERROR: "`fromBookingId` not an id, `startTime` malformed or off the room's grid",
      RESOURCE_NOT_FOUND: `${notFound("series")}; or \`fromBookingId\` is not one of its bookings; or \`roomId\` is not one of the studio's rooms`,
      INVALID_STATE: "No occurrence of it is left to move",
      ROOM_NOT_BOOKABLE: "The room is no longer in use",
      OUTSIDE_HOURS: "A date falls outside the room's hours at the new time",
      SLOT_TAKEN: "A booking, a live hold or a block is in the way of a date",
    },
  },
  studioMarkBooking: {
    summary: "Mark a session completed or no-show",
    description:
      "Once the session has started; a mark can be corrected, and the same mark again changes nothing. No message goes to the guest.",
    body: { name: "MarkRequest", required: true, example: { mark: "completed" } },
    schema: "StudioBookingResponse",
    successText: "The booking",
    causes: {
      RESOURCE_NOT_FOUND: notFound("booking"),
      INVALID_STATE: "The session has not started, or the booking is not confirmed or marked",
    },
  },
  studioMarkPaid: {
    summary: "Mark a booking paid at the studio",
    description: "A confirmed, completed or no-show booking; already paid answers the booking as it is. The guest is told.",
    schema: "StudioBookingResponse",
    successText: "The booking, `paymentStatus` `paid`",
    causes: { RESOURCE_NOT_FOUND: notFound("booking"), INVALID_STATE: "Cancelled, awaiting its card deposit, or refunded" },
  },
  studioRefundBooking: {
    summary: "Refund a card deposit (owners)",
    description:
      "All of what is left of the deposit (no `amountCents`) or part of it, on a booking in any state. Safe to retry with the same `idempotencyKey`: the booking is answered again and nothing is refunded twice.",
    body: { name: "RefundRequest", required: true, example: { amountCents: 500, idempotencyKey: "0b6f7f5e-2d4a-4b8e-9c1d-3e5f7a9b1c2d" } },
    schema: "StudioBookingResponse",
    successText: "The booking with its new `refundedCents`",
    causes: {
      VALIDATION_ERROR: "A field missing or malformed, or the `idempotencyKey` already used for a different amount",
      RESOURCE_NOT_FOUND: notFound("booking"),
      INVALID_STATE: "No deposit paid by card, already refunded in full, or more than what is left",
      PAYMENTS_UNAVAILABLE: "Card payments are not configured",
      FORBIDDEN: "A cross-origin request, or a staff member (refunds are for owners)",
    },
  },
  studioCreateBlock: {
    summary: "Block a room's time",
    description:
      "A manual block: the time is taken from availability at once. Refused when a booking, a live hold or another manual block is in the way; blocks from the studio file or a calendar feed may overlap it.",
    body: {
      name: "BlockRequest",
      required: true,
      example: { roomId: ROOM, startsAt: "2030-01-15T10:00:00+01:00", endsAt: "2030-01-15T14:00:00+01:00", note: "Maintenance" },
    },
    schema: "ManualBlockResponse",
    successText: "The block",
    causes: {
      VALIDATION_ERROR: `\`endsAt\` not after \`startsAt\`, already past, or a block longer than a year; a \`note\` longer than ${BLOCK_NOTE_MAX} characters`,
      RESOURCE_NOT_FOUND: notFound("room"),
      SLOT_TAKEN: "A booking, a live hold or another manual block is in the way (the message names it)",
    },
  },
  studioPreviewBlockGroup: {
    summary: "Preview blocks of several rooms or every week",
    description: `Changes nothing. Lists the blocks \`POST /v1/studio/blocks/group\` would make for the same body, one per room and date, each with what is in the way (\`conflict\`, as SLOT_TAKEN's details name it; null when free) and whether \`skip\` leaves it out. \`conflicts\` counts the blocks not skipped with something in the way: creating is refused until it is 0.`,
    body: {
      name: "BlockGroupRequest",
      required: true,
      example: { rooms: "all", date: "2030-01-14", startTime: "09:00", endTime: "12:00", repeat: { count: 4 }, note: "Maintenance" },
    },
    schema: "BlockGroupPreviewResponse",
    successText: "The blocks and their conflicts",
    causes: {
      VALIDATION_ERROR: `A field missing or malformed; \`endTime\` not after \`startTime\` (00:00 is midnight); the first block already ended; a repeat longer than ${BLOCK_GROUP_MAX_WEEKS} weeks, more than ${BLOCK_GROUP_MAX_BLOCKS} blocks, or nothing left to block`,
      RESOURCE_NOT_FOUND: notFound("room"),
    },
  },
  studioCreateBlockGroup: {
    summary: "Block several rooms, the whole studio, or every week",
    description: `One block per room (\`rooms: "all"\`: every active room) and date, from \`startTime\` to \`endTime\` in the studio's zone on each date (so across a clock change too; a time the change skips starts after the gap), repeated on \`repeat.weekdays\` (ISO, 1 = Monday; default the first date's) every week or every other week until a date or for a count of dates, at most ${BLOCK_GROUP_MAX_WEEKS} weeks. All are made in one transaction, or none: a booking, a live hold or a manual block in the way of any not in \`skip\` is SLOT_TAKEN, with \`details.conflicts\` keyed \`date/roomId\`. The blocks share \`groupId\`; remove them together with \`DELETE /v1/studio/blocks/{blockId}?scope=following|all\`.`,
    body: {
      name: "BlockGroupRequest",
      required: true,
      example: { rooms: "all", date: "2030-01-14", startTime: "09:00", endTime: "12:00", repeat: { weekdays: [1], until: "2030-02-04" } },
    },
    schema: "BlockGroupResponse",
    successText: "The blocks made",
    causes: {
      VALIDATION_ERROR: `A field missing or malformed; \`endTime\` not after \`startTime\` (00:00 is midnight); the first block already ended; a repeat longer than ${BLOCK_GROUP_MAX_WEEKS} weeks, more than ${BLOCK_GROUP_MAX_BLOCKS} blocks, or nothing left to block`,
      RESOURCE_NOT_FOUND: notFound("room"),
      SLOT_TAKEN:
        "Something is in the way of one or more blocks not skipped: `details.conflicts` lists each (`date`, `roomId`, `kind`, `reference`, `start`, `end`); nothing was made",
    },
  },
  studioPayments: {
    summary: "The studio's payments (Stripe Connect)",
    description:
      "Where card deposits go: `connect` (direct charges on the studio's own Stripe account, with the platform's fee `platformFeeBps`) or `platform` (the platform's account: a deployment without Connect). `account` is the studio's connected account as Stripe last reported it (asked afresh on each call, the stored state when Stripe does not answer): `chargesEnabled`, `detailsSubmitted`, and `requirementsDue` (Stripe's `requirements.currently_due`: what it still needs). `cardPaymentsAvailable`: whether guests are offered card deposits now (the studio's `cardPayments` setting, Stripe configured, and a connected account that can take charges when Connect is in use). Owners only.",
    schema: "PaymentsStateResponse",
    successText: "The payments state",
  },
  studioConnectPayments: {
    summary: "Connect the studio's Stripe account",
    description:
      "Creates the studio's connected Stripe account if it has none (once: a repeat reuses it) and answers a fresh Stripe-hosted onboarding link (an Account Link, valid for minutes): send the owner's browser to `url`. Stripe sends them back to the dashboard's payments page (`?stripe=return`), or to it with `?stripe=refresh` when the link expired (then call again). Owners only.",
    schema: "ConnectLinkResponse",
    successText: "The onboarding link",
    causes: { PAYMENTS_UNAVAILABLE: "Stripe is not configured on this deployment" },
  },
  studioSettings: {
    summary: "The studio's settings",
    description:
      "Studio, booking switches, site, rooms (inactive ones too), hours and date exceptions, in the studio file's shape, with `versions`: one per section and per room, to send back as `version` with that part's save. Owners only.",
    schema: "StudioSettingsResponse",
    successText: "The settings",
  },
  studioSaveSettings: {
    summary: "Save one settings section",
    description:
      "The section's fields are merged into the current settings and validated as a whole studio file; one audited transaction; pages and the site payload change at once. A change of hours that would leave upcoming bookings outside the opening answers `saved: false` with those bookings until sent again with `confirm: true` (the bookings stay). With `version` (the section's, from `versions`), a save of a section changed since answers 409 `STALE_VERSION` with the current values; a save of another section never makes it stale. The `texts` section keeps each room's translations as they are (they are saved with the room).",
    body: { name: "SettingsPatchRequest", required: true, example: { name: "Sala Gràcia", phone: "+34 931 234 567" } },
    schema: "SettingsSaveResponse",
    successText: "Saved (with the new settings), or the bookings to confirm",
    causes: {
      VALIDATION_ERROR:
        "A field breaks the studio file's rules (named by its path), a field outside the section, or a time zone change while bookings are upcoming",
      RESOURCE_NOT_FOUND: "Unknown section",
      STALE_VERSION: "The section changed since the `version` sent was read; `details.current` holds its values now",
    },
  },
  studioAddRoom: {
    summary: "Add a room",
    description: "A room with the studio file's room fields (no id), placed last.",
    body: { name: "SettingsPatchRequest", required: true, example: { name: "Sala B", capacity: 4, hourlyCents: 1500 } },
    schema: "StudioSettingsResponse",
    successText: "The settings with the new room",
    causes: { VALIDATION_ERROR: "A field breaks the studio file's room rules" },
  },
  studioReorderRooms: {
    summary: "Re-order the rooms",
    description: "Every room of the studio, exactly once, in its new order.",
    body: { name: "RoomOrderRequest", required: true, example: { roomIds: [ROOM] } },
    schema: "StudioSettingsResponse",
    successText: "The settings in the new order",
  },
  studioUpdateRoom: {
    summary: "Edit or deactivate a room",
    description:
      "Changes the given fields (`active: false` deactivates). Bookings already made keep their price and policy. With `version` (the room's, from `versions.rooms`), a room changed since answers 409 `STALE_VERSION` with its current values.",
    body: { name: "SettingsPatchRequest", required: true, example: { hourlyCents: 2000 } },
    schema: "StudioSettingsResponse",
    successText: "The settings with the room changed",
    causes: {
      RESOURCE_NOT_FOUND: notFound("room"),
      STALE_VERSION: "The room changed since the `version` sent was read; `details.current` holds its values now",
    },
  },
  studioExportSettings: {
    summary: "The studio as a studio file (owners)",
    description:
      "A download (`Content-Disposition: attachment`) of the studio file `npm run studio:import` reads: the owner's backup, importable again (docs/studio-file.md). Not an envelope.",
    schema: "StudioFileDownload",
    successText: "The studio file",
  },
  studioUploadStudioImage: {
    summary: "Upload the studio's logo or cover (owners)",
    description:
      "`multipart/form-data` with `file` (JPEG, PNG or WebP by content, at most 15 MB and 40 megapixels), through the room photos' pipeline: metadata (EXIF, location) removed, resized (logo 160 px wide; cover 1600, 800, 400). Sets `studio.logoUrl` or `studio.coverImageUrl` in one audited settings save (docs/studio-settings.md, Logo and cover); the replaced upload's files are deleted.",
    schema: "SettingsSaveResponse",
    successText: "Saved, with the new settings",
    causes: {
      VALIDATION_ERROR: "No file, a type other than JPEG/PNG/WebP, too large, or too many pixels",
      RESOURCE_NOT_FOUND: "A kind other than `logo` or `cover`",
      RATE_LIMIT_EXCEEDED: "Too many uploads (room photos, logo and cover together) for this studio this hour, or too many writes",
    },
  },
  studioRemoveStudioImage: {
    summary: "Remove the studio's logo or cover (owners)",
    description:
      "Sets `studio.logoUrl` or `studio.coverImageUrl` to null in one audited settings save; an uploaded picture's files are deleted.",
    schema: "SettingsSaveResponse",
    successText: "Saved, with the new settings",
    causes: { RESOURCE_NOT_FOUND: "A kind other than `logo` or `cover`" },
  },
  studioRoomPhotos: {
    summary: "A room's photos",
    description: "In their order on the site, each with its id (a hash of its URL) and its alt text per language.",
    schema: "RoomPhotosResponse",
    successText: "The photos",
    causes: { RESOURCE_NOT_FOUND: notFound("room") },
  },
  studioUploadRoomPhoto: {
    summary: "Add a photo to a room (owners)",
    description: `\`multipart/form-data\` with \`file\` (JPEG, PNG or WebP by content, at most 15 MB and 40 megapixels) and optional ${LOCALES.map((l) => `\`alt.${l}\``).join(", ")}. Metadata (EXIF, location) is removed; sizes are made for the site (docs/photos.md).`,
    schema: "RoomPhotoUploadResponse",
    successText: "The new photo and the room's photos",
    causes: {
      VALIDATION_ERROR: "No file, a type other than JPEG/PNG/WebP, too large, or too many pixels",
      RESOURCE_NOT_FOUND: notFound("room"),
    },
  },
  studioReorderRoomPhotos: {
    summary: "Re-order a room's photos (owners)",
    description: "Every photo id of the room, exactly once, in the new order.",
    body: { name: "PhotoOrderRequest", required: true, example: { photoIds: ["0f3a9c2b7d1e4a56"] } },
    schema: "RoomPhotosResponse",
    successText: "The photos in the new order",
    causes: { RESOURCE_NOT_FOUND: notFound("room") },
  },
  studioUpdateRoomPhoto: {
    summary: "Change a photo's alt text (owners)",
    description: "The text screen readers read for the photo, per language.",
    body: { name: "PhotoAltRequest", required: true, example: { alt: { es: "Sala A con batería", en: "Room A with drum kit" } } },
    schema: "RoomPhotosResponse",
    successText: "The room's photos",
    causes: { RESOURCE_NOT_FOUND: "Unknown room or photo, or one of another studio" },
  },
  studioDeleteRoomPhoto: {
    summary: "Remove a photo from a room (owners)",
    description: "Its files are deleted once no room uses them.",
    schema: "RoomPhotosResponse",
    successText: "The room's photos without the removed one",
    causes: { RESOURCE_NOT_FOUND: "Unknown room or photo, or one of another studio" },
  },
  studioDeleteRoom: {
    summary: "Delete a room",
    description: "Only a room no booking or hold ever named; deactivate any other.",
    schema: "StudioSettingsResponse",
    successText: "The settings without the room",
    causes: { RESOURCE_NOT_FOUND: notFound("room"), INVALID_STATE: "A booking or hold names the room" },
  },
  studioDeleteBlock: {
    summary: "Remove a manual block",
    description:
      "Its time is free at once. `scope` (default `one`) also removes, for a block made in a group, the group's blocks starting at or after it (`following`, every room) or all of them (`all`); `removed` counts them. Blocks from the studio file or a calendar feed are changed there.",
    query: {
      schema: BlockDeleteQuery,
      descriptions: { scope: "`one` (default), `following` or `all`" },
    },
    schema: "RemovedBlocksResponse",
    successText: "The removed block, and how many went",
    causes: {
      VALIDATION_ERROR: "A `scope` other than `one`, `following` or `all`",
      RESOURCE_NOT_FOUND: notFound("block"),
      INVALID_STATE: "The block comes from the studio file or a calendar feed",
    },
  },
  studioConnections: {
    summary: "The bookings feed and the calendar feeds",
    description:
      "The studio's outgoing bookings feed (its URL is shown only when rotated, so `bookingFeedUrl` is null here) and its rooms' incoming calendar feeds with their sync state.",
    schema: "ConnectionsResponse",
    successText: "The connections",
  },
  studioRotateBookingFeed: {
    summary: "A new bookings feed URL (owners)",
    description: "The old URL stops working at once; the new one is shown in this answer only.",
    schema: "RotatedBookingFeedResponse",
    successText: "The new URL",
    causes: { FORBIDDEN: "A cross-origin request, or a staff member (settings are for owners)" },
  },
  studioListWebhooks: {
    summary: "The studio's webhook subscriptions (owners)",
    description: "Each subscription's URL, event types (empty = all) and whether it is failing; never the secret (docs/webhooks.md).",
    schema: "WebhookSubscriptionsResponse",
    successText: "The subscriptions",
    causes: { FORBIDDEN: "A staff member (webhooks are settings, for owners)" },
  },
  studioCreateWebhook: {
    summary: "Subscribe an endpoint to events (owners)",
    description:
      "Adds a subscription, or replaces the one with the same URL (new events, new secret). The answer carries its signing `secret` (`whsec_…`), shown this once. The URL follows the calendar feeds' rule (https and a public address in production).",
    body: {
      name: "WebhookSubscriptionRequest",
      required: true,
      example: { url: "https://example.com/hooks", events: ["booking.confirmed"] },
    },
    schema: "WebhookSubscriptionResponse",
    successText: "The subscription with its secret",
    causes: { FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)" },
  },
  studioRotateWebhookSecret: {
    summary: "A new signing secret (owners)",
    description: "The old secret stops signing at once; the new one is shown in this answer only.",
    schema: "WebhookSubscriptionResponse",
    successText: "The subscription with its new secret",
    causes: {
      RESOURCE_NOT_FOUND: notFound("subscription"),
      FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
    },
  },
  studioDeleteWebhook: {
    summary: "Remove a webhook subscription (owners)",
    description: "Its undelivered events are dropped with it.",
    schema: "none",
    successText: "Removed; no body",
    causes: {
      RESOURCE_NOT_FOUND: notFound("subscription"),
      FORBIDDEN: "A cross-origin request, or a staff member (webhooks are settings, for owners)",
    },
  },
  studioSyncCalendarFeed: {
    summary: "Sync a calendar feed now",
    description:
      "Fetches the feed at once and answers its state afterwards; a failed fetch is reported in `error` and `feed.lastError`, not as an HTTP error. Bookings the feed's new blocks overlap are listed in `conflicts`: they stand.",
    schema: "FeedSyncOutcomeResponse",
    successText: "The feed after the sync",
    causes: { RESOURCE_NOT_FOUND: notFound("calendar feed") },
  },
  studioVerification: {
    summary: "The studio's verification (owners)",
    description:
      "The studio's status on the platform (`draft`, `awaiting_verification`, `live`, `suspended`, `rejected`), the operator's reason for the last change, the business details given and whether the studio's phone is confirmed. `devCode` only in pre-production without an SMS provider, while a code lives.",
    schema: "VerificationResponse",
    successText: "The verification state",
  },
  studioRequestVerification: {
    summary: "Ask for verification (owners)",
    description: "From `draft` or `rejected` to `awaiting_verification`, once the business details are given and the phone is confirmed.",
    schema: "VerificationResponse",
    successText: "The verification state",
    causes: { INVALID_STATE: "Not draft or rejected, or the details or the phone confirmation are missing (`details.missing`)" },
  },
  studioVerificationDetails: {
    summary: "Give the business details (owners)",
    description: "Legal name, tax id and address, kept as verification evidence. Only while `draft` or `rejected`.",
    body: {
      name: "BusinessDetailsRequest",
      required: true,
      example: {
        legalName: "Sala Gràcia SL",
        taxId: "B12345678",
        addressLine1: "Carrer Gran 1",
        city: "Barcelona",
        postalCode: "08012",
        country: "ES",
      },
    },
    schema: "VerificationResponse",
    successText: "The verification state",
    causes: { INVALID_STATE: "The studio is awaiting a decision, live or suspended" },
  },
  studioSendPhoneCode: {
    summary: "Text a code to the studio's phone (owners)",
    description: `A ${CODE_LENGTH}-digit code, valid ${CODE_TTL_MS / 60_000} minutes, to the studio's phone from its settings; sends at least ${RESEND_COOLDOWN_MS / 1000} s apart and at most ${MAX_SENDS} while the last code lives. Counts against the studio's daily SMS cap.`,
    schema: "VerificationResponse",
    successText: "The verification state (with `devCode` where codes are shown)",
    causes: {
      INVALID_STATE: "The studio has no phone, or is not draft or rejected",
      RATE_LIMIT_EXCEEDED: `Within ${RESEND_COOLDOWN_MS / 1000} s of the last code, or ${MAX_SENDS} codes sent while the last one lives (\`Retry-After\`)`,
      SMS_UNAVAILABLE: "The text could not be sent; try again later",
    },
  },
  studioConfirmPhone: {
    summary: "Confirm the studio's phone (owners)",
    description: "The code texted to the studio's phone. The 5th wrong code voids it.",
    body: { name: "PhoneCodeRequest", required: true, example: { code: "123456" } },
    schema: "VerificationResponse",
    successText: "The verification state, phone confirmed",
    causes: {
      INVALID_STATE: "The studio is not draft or rejected",
      CODE_INVALID: "Wrong (`details.attemptsLeft`), expired, or none sent",
      TOO_MANY_ATTEMPTS: "The 5th wrong code: ask for a new one",
    },
  },
  studioListStaff: {
    summary: "The studio's staff",
    description: "Every member, owners first, then by when they joined.",
    schema: "StaffMembersResponse",
    successText: "The members",
  },
  studioInviteStaff: {
    summary: "Invite a staff member (owners)",
    description: "Makes the person a member with the given role and emails them a sign-in link in their language.",
    body: {
      name: "InviteStaffRequest",
      required: true,
      example: { email: "jordi@example.com", role: "staff", name: "Jordi", locale: "ca" },
    },
    schema: "StaffMemberResponse",
    successText: "The new member",
    causes: {
      INVALID_STATE: "That person is already a member of this studio",
      FORBIDDEN: "A cross-origin request, or a staff member (staff management is for owners)",
    },
  },
  studioRemoveStaff: {
    summary: "Remove a staff member (owners)",
    description: "Their sessions lose this studio at once. The last owner cannot be removed.",
    schema: "none",
    successText: "Removed; no body",
    causes: {
      RESOURCE_NOT_FOUND: notFound("member"),
      INVALID_STATE: "The last owner: make someone else owner first",
      FORBIDDEN: "A cross-origin request, or a staff member (staff management is for owners)",
    },
  },
};

const PARAMS: Record<StudioEndpoint["pathParams"][string], { schema: z.ZodType; description: string }> = {
  booking: { schema: Uuid, description: "`id` of a booking of this studio (anything else is 404)" },
  series: { schema: Uuid, description: "`id` of a regular booking (series) of this studio (anything else is 404)" },
  block: { schema: Uuid, description: "`id` of a manual block of this studio (anything else is 404)" },
  calendarFeed: { schema: Uuid, description: "`id` of a calendar feed of this studio (anything else is 404)" },
  staffMember: { schema: z.string().max(100), description: "`memberId` of a member of this studio (anything else is 404)" },
  room: { schema: Uuid, description: "`id` of a room of this studio (anything else is 404)" },
  photo: { schema: z.string().regex(/^[0-9a-f]{16}$/), description: "`id` of a photo of the room (anything else is 404)" },
  webhook: { schema: Uuid, description: "`id` of a webhook subscription of this studio (anything else is 404)" },
  studioImage: { schema: z.enum(["logo", "cover"]), description: "`logo` or `cover` (anything else is 404)" },
  settingsSection: {
    schema: z.enum(["studio", "booking", "site", "texts", "hours", "policies"]),
    description: "The section to save (docs/studio-settings.md, What owners can edit)",
  },
};

/**
 * The codes every call of a studio endpoint can answer: no session (401) and faults; a
 * cross-origin request (403) only where it is refused, i.e. on state-changing methods, and the
 * role check on owner-only ones. A GET open to staff cannot answer 403.
 */
function universalOf(e: StudioEndpoint): ErrorCode[] {
  return STUDIO_COMMON_CODES.filter((c) => c !== "FORBIDDEN" || e.method !== "get" || e.ownerOnly);
}

function toEndpoint(e: StudioEndpoint): Endpoint {
  const p = PROSE[e.operationId];
  if (!p) throw new Error(`openapi: no prose for studio operation ${e.operationId}`);
  const limit = e.errors.includes("RATE_LIMIT_EXCEEDED") ? (e.method === "get" ? "read" : "write") : "none";
  return {
    operationId: e.operationId,
    section: "none",
    method: e.method,
    path: e.path,
    tag: "Studio",
    summary: p.summary,
    description: p.description,
    pathParams: Object.fromEntries(Object.entries(e.pathParams).map(([name, kind]) => [name, PARAMS[kind]])),
    query: p.query,
    body: p.body,
    success: {
      status: e.success.status,
      schema: p.schema,
      description: p.successText,
      csv: e.success.content === "csv",
      empty: e.success.content === "none",
    },
    errors: e.errors,
    causes: p.causes,
    limit,
    noStore: true,
    staff: true,
    universal: universalOf(e),
  };
}

export const STUDIO_DOC_ENDPOINTS: readonly Endpoint[] = STUDIO_ENDPOINTS.map(toEndpoint);

/** Every documented operation: the public API, then the studio API. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [...ENDPOINTS, ...STUDIO_DOC_ENDPOINTS];
