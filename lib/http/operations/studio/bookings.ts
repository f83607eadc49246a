// Bookings: the list, phone bookings and every action on one booking (docs/studio-actions.md).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { z } from "zod";
import { OWNER_TEXT_MAX } from "../../../contract/owner-text";
import { STAFF_HORIZON_DAYS } from "../../../domain/studio-actions/phone-booking";
import { BOOKINGS_PAGE, BookingFilterQuery, BookingPageQuery, ExportLangQuery } from "../../../contract/dashboard-schemas";
import {
  CANCEL_REASON_MAX,
  EditBookingBody,
  MarkBody,
  MoveBody,
  PhoneBookingBody,
  RefundBody,
  StudioCancelBody,
} from "../../../contract/studio-schemas";
import { studioOperation, notFound, ROOM, FILTER } from "../studio-operation";

export const studioListBookings = studioOperation({
  operationId: "studioListBookings",
  method: "get",
  path: "/studio/bookings",
  pathParams: {},
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
  success: { status: 200, content: "json", schema: "BookingsPageResponse", description: "One page" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
});

export const studioCreatePhoneBooking = studioOperation({
  operationId: "studioCreatePhoneBooking",
  method: "post",
  path: "/studio/bookings",
  pathParams: {},
  summary: "Take a booking by phone or at the desk",
  description: `Confirmed at once, paid on site, no one-time code; the guest gets the usual confirmation with the manage link. The room's hours, grid, durations, buffer and busy time apply; no minimum notice, and up to ${STAFF_HORIZON_DAYS} days ahead. Any active room, also one not bookable online. With an \`idempotencyKey\` the request is safe to repeat (after a timeout, a dropped connection or a 5xx): the same key and body answer the booking the first request made (201); the same key with another body is 400 \`VALIDATION_ERROR\`.`,
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
    "RATE_LIMIT_EXCEEDED",
  ],
  causes: {
    RESOURCE_NOT_FOUND: notFound("room"),
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

export const studioCancelBooking = studioOperation({
  operationId: "studioCancelBooking",
  method: "post",
  path: "/studio/bookings/{bookingId}/cancel",
  pathParams: { bookingId: "booking" },
  summary: "Cancel a booking (the studio)",
  description:
    "A confirmed or pending-payment booking, at any time, with a reason the guest is told. With a paid card deposit, `refund` must be given: `true` refunds what is left of it (owners only), `false` keeps it. All or nothing: if the refund fails the booking stays as it was.",
  body: { name: "StudioCancelRequest", schema: StudioCancelBody, required: true, example: { reason: "The room is flooded." } },
  success: { status: 200, content: "json", schema: "StudioBookingResponse", description: "The booking, `cancelled`" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: `\`reason\` empty or longer than ${CANCEL_REASON_MAX} characters; or \`refund\` missing while a deposit was paid`,
    RESOURCE_NOT_FOUND: notFound("booking"),
    INVALID_STATE: "Already cancelled, completed or no-show; or `refund: true` with no deposit left to refund",
    PAYMENTS_UNAVAILABLE: "`refund: true` while card payments are not configured",
    FORBIDDEN: "A cross-origin request, or `refund: true` from a staff member (refunds are for owners)",
  },
});

export const studioMoveBooking = studioOperation({
  operationId: "studioMoveBooking",
  method: "post",
  path: "/studio/bookings/{bookingId}/move",
  pathParams: { bookingId: "booking" },
  summary: "Move a booking to another time or room",
  description: `A confirmed booking whose session has not ended, to a new date and start, and optionally another duration (\`durationMinutes\`, default as booked) and room (\`roomId\`, any active room of the studio). The rules of a phone booking apply: the room's hours, grid, durations, buffer and busy time, no minimum notice, up to ${STAFF_HORIZON_DAYS} days ahead. One transaction: a hold racing for the same time either wins (then \`409 SLOT_TAKEN\`) or loses. The price stays as booked unless \`reprice: true\` (the room's current quote; not for a booking paid in full); the deposit stays. The guest is told the new time in their language with an updated calendar event (same UID, higher SEQUENCE); the reminder follows the new time; a \`booking.rescheduled\` webhook is sent. The answer carries \`previous\`: the room, times and price before the move.`,
  body: {
    name: "MoveRequest",
    schema: MoveBody,
    required: true,
    example: { date: "2030-01-16", startTime: "18:00", durationMinutes: 120 },
  },
  success: { status: 200, content: "json", schema: "StudioMoveResponse", description: "The booking at its new time, and where it was" },
  errors: [
    "VALIDATION_ERROR",
    "RESOURCE_NOT_FOUND",
    "INVALID_STATE",
    "ROOM_NOT_BOOKABLE",
    "OUTSIDE_HOURS",
    "OUTSIDE_BOOKING_WINDOW",
    "SLOT_TAKEN",
    "RATE_LIMIT_EXCEEDED",
  ],
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
});

export const studioMarkBooking = studioOperation({
  operationId: "studioMarkBooking",
  method: "post",
  path: "/studio/bookings/{bookingId}/mark",
  pathParams: { bookingId: "booking" },
  summary: "Mark a session completed or no-show",
  description:
    "Once the session has started; a mark can be corrected, and the same mark again changes nothing. No message goes to the guest.",
  body: { name: "MarkRequest", schema: MarkBody, required: true, example: { mark: "completed" } },
  success: { status: 200, content: "json", schema: "StudioBookingResponse", description: "The booking" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("booking"),
    INVALID_STATE: "The session has not started, or the booking is not confirmed or marked",
  },
});

export const studioMarkPaid = studioOperation({
  operationId: "studioMarkPaid",
  method: "post",
  path: "/studio/bookings/{bookingId}/mark-paid",
  pathParams: { bookingId: "booking" },
  summary: "Mark a booking paid at the studio",
  description: "A confirmed, completed or no-show booking; already paid answers the booking as it is. The guest is told.",
  success: { status: 200, content: "json", schema: "StudioBookingResponse", description: "The booking, `paymentStatus` `paid`" },
  errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("booking"), INVALID_STATE: "Cancelled, awaiting its card deposit, or refunded" },
});

export const studioUndoMarkPaid = studioOperation({
  operationId: "studioUndoMarkPaid",
  method: "post",
  path: "/studio/bookings/{bookingId}/mark-paid/undo",
  pathParams: { bookingId: "booking" },
  summary: "Undo a payment marked at the studio",
  description:
    'A "paid" marked by mistake goes back to the payment status it had before that mark, audited. The guest\'s "payment received" message, if still queued, is cancelled; if it was already sent (or being sent), the guest gets a correction; if it never reached them, nothing is sent.',
  success: {
    status: 200,
    content: "json",
    schema: "StudioBookingResponse",
    description: "The booking, back to its previous `paymentStatus`",
  },
  errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("booking"),
    INVALID_STATE: "Not paid, paid by card (not marked at the studio), or the mark was already undone",
  },
});

export const studioRefundBooking = studioOperation({
  operationId: "studioRefundBooking",
  method: "post",
  path: "/studio/bookings/{bookingId}/refunds",
  pathParams: { bookingId: "booking" },
  ownerOnly: "refund",
  summary: "Refund a card deposit (owners)",
  description:
    "All of what is left of the deposit (no `amountCents`) or part of it, on a booking in any state. Safe to retry with the same `idempotencyKey`: the booking is answered again and nothing is refunded twice.",
  body: {
    name: "RefundRequest",
    schema: RefundBody,
    required: true,
    example: { amountCents: 500, idempotencyKey: "0b6f7f5e-2d4a-4b8e-9c1d-3e5f7a9b1c2d" },
  },
  success: { status: 200, content: "json", schema: "StudioBookingResponse", description: "The booking with its new `refundedCents`" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: "A field missing or malformed, or the `idempotencyKey` already used for a different amount",
    RESOURCE_NOT_FOUND: notFound("booking"),
    INVALID_STATE: "No deposit paid by card, already refunded in full, or more than what is left",
    PAYMENTS_UNAVAILABLE: "Card payments are not configured",
    FORBIDDEN: "A cross-origin request, or a staff member (refunds are for owners)",
  },
});
