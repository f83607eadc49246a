// Bookings: the guest's booking behind its manage token (docs/decisions-bookings.md, Manage page;
// docs/api.md, Rescheduling), and a lost manage link sent again.
// Each operation is declared once: path, parameters, body, reply, error codes with their wording,
// per-IP limit and what the OpenAPI document says (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { availabilityQuery, publicOperation, slugParam, tokenParam } from "../public-operation";
import { RULES } from "../rules";
import { CancelRequest, LookupRequest, MoveQuoteQuery, RescheduleRequest } from "../../../contract/schemas";

export const publicLookupBooking = publicOperation({
  operationId: "lookupBooking",
  section: "none",
  method: "post",
  path: "/public/sites/{slug}/bookings/lookup",
  tag: "Bookings",
  summary: "Send a lost manage link again (beyond the spec)",
  description: `Beyond the published flow: a guest who lost the manage link gives the booking's \`reference\` and the email address or phone number the booking was made with (the one its code went to; a national number is read in the studio's country). When they match a booking of this studio, a new manage link is sent to that contact, never returned here, and earlier links to that booking stop working (only a hash of a token is stored, so an old one cannot be sent again). The answer is the same status and body whether or not they match, so it reveals nothing about which references or contacts exist. Limits: ${RULES.lookupQuotas}, counted whether or not the pair matches.`,
  pathParams: { slug: slugParam },
  body: { name: "LookupRequest", schema: LookupRequest, required: true, example: { reference: "7KQ2-M9PX", contact: "marta@example.com" } },
  success: {
    status: 200,
    schema: "LookupResponse",
    description: "Accepted: if the pair matches a booking, its new manage link is on its way to that contact",
  },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: "`reference` or `contact` missing, empty or too long, or a body that is not a JSON object",
    RESOURCE_NOT_FOUND: "Unknown studio slug (never an unknown reference: that answers 200 like a match)",
    RATE_LIMIT_EXCEEDED: `The look-up quotas (${RULES.lookupQuotas}) or the per-IP write limit; \`Retry-After\` says when to try again`,
  },
  limit: "write",
  noStore: true,
});

export const publicGetBooking = publicOperation({
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
});

export const publicCancelBooking = publicOperation({
  operationId: "cancelBooking",
  section: "4.9",
  method: "post",
  path: "/public/bookings/manage/{token}/cancel",
  tag: "Bookings",
  summary: "Cancel a booking",
  description:
    "Allowed while `mayCancel` is true (outside the notice window). Frees the slot at once; a paid deposit is not refunded automatically. Not idempotent: after a network timeout, re-read with getBooking before repeating.",
  pathParams: { token: tokenParam },
  body: { name: "CancelRequest", schema: CancelRequest, required: false, example: { reason: "The band cannot make it." } },
  success: { status: 200, schema: "BookingResponse", description: "The booking, status `cancelled`" },
  errors: ["RESOURCE_NOT_FOUND", "CANCEL_TOO_LATE", "INVALID_STATE"],
  beyondSpec: [
    {
      code: "VALIDATION_ERROR",
      why: `\`reason\` longer than ${RULES.reasonMax} or containing control characters (other than newlines and tabs), or a body that is not a JSON object`,
    },
  ],
  limit: "write",
});

export const publicRescheduleBooking = publicOperation({
  operationId: "rescheduleBooking",
  section: "none",
  method: "post",
  path: "/public/bookings/manage/{token}/reschedule",
  tag: "Bookings",
  summary: "Move a booking to another time (beyond the spec)",
  description:
    "Beyond the published flow: the guest moves the booking to another date and start in the same room, for the same duration, while `mayReschedule` is true: the studio lets guests change the time (a studio setting, on by default) and `mayCancel` is true (the cancellation deadline is the rescheduling deadline). The new time follows the room's rules as a new hold does (opening hours, grid, buffer, minimum notice, how far ahead). The booking keeps its id, reference, manage token, price and deposit; the guest gets a message with the new time and an updated calendar event (same UID, higher SEQUENCE), the studio is told, and a `booking.rescheduled` webhook is sent. Not idempotent: after a network timeout, re-read with getBooking before repeating.",
  pathParams: { token: tokenParam },
  body: { name: "RescheduleRequest", schema: RescheduleRequest, required: true, example: { date: "2030-01-16", startTime: "18:00" } },
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
});

export const publicGetBookingCalendar = publicOperation({
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
});

export const publicGetMoveTimes = publicOperation({
  operationId: "getMoveTimes",
  section: "none",
  method: "get",
  path: "/public/bookings/manage/{token}/availability",
  tag: "Bookings",
  summary: "The free times a booking may move to (beyond the spec)",
  description: `Beyond the published flow: the booking's room's availability, as getAvailability answers it, with the booking's own time counted as free for itself, so a session can be pushed back by an hour on its day (rescheduleBooking accepts such a shift). The room's rules are the ones the move applies. A window longer than ${RULES.windowDays} is clipped. Not cacheable.`,
  pathParams: { token: tokenParam },
  query: availabilityQuery,
  success: { status: 200, schema: "AvailabilityResponse", description: "Free spans per day, the booking's own time free" },
  errors: ["RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE"],
  causes: {
    RESOURCE_NOT_FOUND: "Unknown or malformed manage token",
    ROOM_NOT_BOOKABLE: "The studio stopped online booking, or the booking's room is inactive or unpriced",
  },
  beyondSpec: [
    { code: "VALIDATION_ERROR", why: `\`from\` or \`to\` not a real YYYY-MM-DD date between ${RULES.dates}, or \`to\` before \`from\`` },
  ],
  limit: "read",
  noStore: true,
});

export const publicGetMoveQuote = publicOperation({
  operationId: "getMoveQuote",
  section: "none",
  method: "get",
  path: "/public/bookings/manage/{token}/quote",
  tag: "Bookings",
  summary: "What the booking would cost at another start (beyond the spec)",
  description:
    "Beyond the published flow: the booking priced at a studio-local `date` and `startTime` in its room for its own length, as a new time would price it (the room's current rates by weekday and time of day, the booking's extras as booked, its promo code's discount as booked), beside `bookedPriceCents`, what the guest pays. rescheduleBooking keeps the booked price whatever the new time costs, so a client shows the difference before the move and says the price stays (docs/studio-actions.md, Guest reschedule). Arithmetic only, on the room getMoveTimes serves: whether the time is free is getMoveTimes' answer, whether the booking may move is its `mayReschedule`. Unknown query parameters are ignored. Not cacheable.",
  pathParams: { token: tokenParam },
  query: {
    schema: MoveQuoteQuery,
    descriptions: { date: "The new day, YYYY-MM-DD, studio-local", startTime: "The new start, HH:MM, studio-local" },
  },
  success: { status: 200, schema: "MoveQuoteResponse", description: "The booking's price at that start and the price it keeps" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SITE_NOT_LIVE", "ROOM_NOT_BOOKABLE", "INVALID_STATE"],
  causes: {
    VALIDATION_ERROR: "`date` or `startTime` missing, malformed or given more than once",
    RESOURCE_NOT_FOUND: "Unknown or malformed manage token",
    ROOM_NOT_BOOKABLE: "The studio stopped online booking, or the booking's room is inactive or unpriced",
    INVALID_STATE: "The room is now priced in another currency than the booking: the two prices cannot be compared",
  },
  limit: "read",
  noStore: true,
});
