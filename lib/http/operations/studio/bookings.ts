// Bookings: the list, phone bookings, one booking and its edit (docs/studio-actions.md); the actions on
// one booking are the registry's (booking-actions.ts beside this file).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { z } from "zod";
import { OWNER_TEXT_MAX } from "../../../contract/owner-text";
import { STAFF_HORIZON_DAYS } from "../../../contract/limits";
import { BOOKINGS_PAGE, BookingFilterQuery, BookingPageQuery, ExportLangQuery } from "../../../contract/dashboard-schemas";
import { EditBookingBody, PhoneBookingBody } from "../../../contract/studio-schemas";
import { AvailabilityQuery } from "../../../contract/schemas";
import { studioOperation, notFound, ROOM, FILTER } from "../studio-operation";

export const studioListBookings = studioOperation({
  operationId: "studioListBookings",
  method: "get",
  path: "/studio/bookings",
  pathParams: {},
  summary: "A page of the bookings list",
  description: `Keyset pages (default ${BOOKINGS_PAGE.default} rows, at most ${BOOKINGS_PAGE.max}): pass \`nextCursor\` as \`cursor\` for the next page; null on the last. A page never skips or repeats a booking made meanwhile. \`owedTotal\`: with \`tab=owed\` or \`paymentStatus=owed\`, what the bookings of the whole list (every page, not only this one) still owe, one line per currency with how many bookings owe it (an empty list when none does); null otherwise.`,
  query: {
    schema: z.object({ ...BookingFilterQuery.shape, ...BookingPageQuery.shape }),
    descriptions: {
      ...FILTER,
      cursor: "`nextCursor` of the previous page (opaque); a cursor that is not one is 400",
      limit: `Rows per page, 1 to ${BOOKINGS_PAGE.max}`,
    },
  },
  success: { status: 200, content: "json", schema: "BookingsPageResponse", description: "One page" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioCreatePhoneBooking = studioOperation({
  operationId: "studioCreatePhoneBooking",
  method: "post",
  path: "/studio/bookings",
  pathParams: {},
  summary: "Take a booking by phone or at the desk",
  description: `Confirmed at once, paid on site, no one-time code; the guest gets the usual confirmation with the manage link. The room's hours, grid, durations, buffer and busy time apply; no minimum notice, and up to ${STAFF_HORIZON_DAYS} days ahead. Any active room, also one not bookable online. With an \`idempotencyKey\` the request is safe to repeat (after a timeout, a dropped connection or a 5xx): the same key and body answer the booking the first request made (201); the same key with another body is 400 \`VALIDATION_ERROR\`. A \`prepaidCode\` pays the room time with prepaid hours, drawn under the pass's lock (docs/prepaid-hours.md).`,
  body: {
    name: "PhoneBookingRequest",
    schema: PhoneBookingBody,
    required: true,
    example: { roomId: ROOM, date: "2030-01-15", startTime: "18:00", minutes: 120, guestName: "Marta Puig", phone: "+34611222333" },
  },
  success: { status: 201, content: "json", schema: "StudioBookingResponse", description: "The booking, `confirmed`" },
  errors: [
    "VALIDATION_ERROR",
    "RESOURCE_NOT_FOUND",
    "ROOM_NOT_BOOKABLE",
    "OUTSIDE_HOURS",
    "OUTSIDE_BOOKING_WINDOW",
    "SLOT_TAKEN",
    "PREPAID_HOURS_SHORT",
    "RATE_LIMIT_EXCEEDED",
  ],
  causes: {
    RESOURCE_NOT_FOUND: notFound("room"),
    PREPAID_HOURS_SHORT:
      "The `prepaidCode` is expired or has fewer minutes left than the booking takes (`details`: `reason`, `balanceMinutes`, `neededMinutes`); nothing was booked",
    ROOM_NOT_BOOKABLE: "The room is no longer in use",
    OUTSIDE_HOURS: "The room is closed at that time",
    OUTSIDE_BOOKING_WINDOW: `That time has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead`,
    SLOT_TAKEN: "A booking, a live hold or a block is in the way (the message names it)",
  },
});

export const studioExportBookings = studioOperation({
  operationId: "studioExportBookings",
  method: "get",
  path: "/studio/bookings/export.csv",
  pathParams: {},
  summary: "The bookings of a filter as CSV",
  description:
    "Every booking of the filter (no pages), as an attachment a spreadsheet opens right in the member's language: a UTF-8 byte-order mark, headers and values in the member's language, `;` between fields and `,` as decimal mark for es and ca, `,` and `.` for en (RFC 4180 otherwise). Phone numbers read `(+34) 611 22 23 33`, text in every spreadsheet; a text a spreadsheet would run as a formula is prefixed with an apostrophe. Errors use the JSON envelope.",
  query: {
    schema: z.object({ ...BookingFilterQuery.shape, ...ExportLangQuery.shape }),
    descriptions: { ...FILTER, lang: "The file's language, `es`, `ca` or `en` (headers, values, separator); default: the member's own" },
  },
  success: { status: 200, content: "csv", schema: "none", description: "The CSV file, `text/csv`" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioGetBooking = studioOperation({
  operationId: "studioGetBooking",
  method: "get",
  path: "/studio/bookings/{bookingId}",
  pathParams: { bookingId: "booking" },
  summary: "One booking with its messages and audit trail",
  description:
    "Every field with the guest's full contact, the price breakdown, refunds, messages, the audit trail, and the actions this staff member may take now. Each audit entry names a staff actor by the email and role they had when they acted (`actorEmail`, `actorRole`; `actorName` is that email), never by a display name; the operator's command line and Stripe have a label in `actorName` and null email and role.",
  success: { status: 200, content: "json", schema: "BookingDetailResponse", description: "The booking" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("booking") },
});

export const studioEditBooking = studioOperation({
  operationId: "studioEditBooking",
  method: "patch",
  path: "/studio/bookings/{bookingId}",
  pathParams: { bookingId: "booking" },
  summary: "Edit a booking's guest details and internal note",
  description: `A merge patch: \`guestName\`, \`email\`, \`phone\` and \`notes\` (what the guest sees) and \`internalNote\` (staff only, up to ${OWNER_TEXT_MAX.internalNote} characters); an omitted field stays, \`null\` or an empty text removes an optional one. Names and contacts follow a phone booking's rules (a national number is one of the studio's country; an email or a phone must remain). Owners and staff alike, on a booking in any state whose guest data retention has not erased. When the guest's contact changes on a confirmed booking still to come, the manage link is renewed (the old one stops working) and the new contact gets a "details updated" message with the new link (and, by email, the same calendar event); every guest message still queued, the reminder included, goes to the new contact. Audited (\`booking.edit\`, each field before and after). No webhook: the webhook payloads carry none of these fields. The internal note is answered here and in the booking detail only: never in a guest-facing answer, message, webhook, calendar file or the bookings feed.`,
  body: {
    name: "EditBookingRequest",
    schema: EditBookingBody,
    required: true,
    example: { phone: "611 222 333", internalNote: "Pays in cash; ask for the amp." },
  },
  success: { status: 200, content: "json", schema: "StudioEditResponse", description: "The booking as edited, with its internal note" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR:
      "No field given, an unknown field, a name out of its length, an invalid email or phone, no contact left, or a text too long or with control characters",
    RESOURCE_NOT_FOUND: notFound("booking"),
    INVALID_STATE: "The booking's guest data was erased under the retention rules",
  },
});

export const studioMoveTimes = studioOperation({
  operationId: "studioMoveTimes",
  method: "get",
  path: "/studio/bookings/{bookingId}/move-times",
  pathParams: { bookingId: "booking" },
  summary: "Free times to move a booking to",
  description:
    "The move form's hint (docs/studio-actions.md, Moving a booking): a room's availability as the public one answers it (online rules: hours, notice, buffers), with this booking's own time counted as free for itself, so it can be pushed back within its own span. `roomId` is the room to move to, the booking's own by default. A hint only: the move checks the slot again under the studio's rules.",
  query: {
    schema: z.object({ roomId: z.uuid().optional(), ...AvailabilityQuery.shape }),
    descriptions: {
      roomId: "A bookable room of the studio (default the booking's own); another is 404",
      from: "First studio-local date, YYYY-MM-DD (default today)",
      to: "Last studio-local date, inclusive (default `from`); a long window is clipped as the public availability's",
    },
  },
  success: { status: 200, content: "json", schema: "MoveTimesResponse", description: "Free spans per day, the booking's own time free" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: `${notFound("booking")}; or the room is not one of the studio's`,
    SITE_NOT_LIVE: "The studio's site is not published: there is no online availability to show",
    ROOM_NOT_BOOKABLE: "The room is not bookable online (inactive or hidden)",
  },
});
