// Regular bookings (docs/series.md).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { STAFF_HORIZON_DAYS } from "../../../contract/limits";
import { SERIES_MAX, SeriesBody, SeriesCancelBody, SeriesMoveBody } from "../../../contract/studio-schemas";
import { CANCEL_REASON_MAX } from "../../../contract/booking-actions/cancel";
import { studioOperation, notFound, ROOM } from "../studio-operation";

export const studioPreviewSeries = studioOperation({
  operationId: "studioPreviewSeries",
  method: "post",
  path: "/studio/series/preview",
  pathParams: {},
  summary: "Preview a regular booking's dates",
  description: `Every date of a weekly or every-two-weeks series (\`count\` dates, or every one up to \`untilDate\`; at most ${SERIES_MAX}), each with \`free\`, \`skipped\` or the \`conflict\` it would meet (its error code, message and details: what is in the way). Times are the studio's local times: a 10:00 start stays 10:00 across a clock change. The rules of a phone booking apply to each date. \`resolutions\` (per date: \`skip: true\` or another \`startTime\`) are shown applied. Nothing is written.`,
  body: {
    name: "SeriesRequest",
    schema: SeriesBody,
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
  success: { status: 200, content: "json", schema: "SeriesPreviewResponse", description: "Every date with whether it can be booked" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "ROOM_NOT_BOOKABLE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: `A malformed field; neither or both of \`count\` and \`untilDate\`; more than ${SERIES_MAX} dates; a start or duration off the room's grid or limits; a resolution for a date outside the series`,
    RESOURCE_NOT_FOUND: notFound("room"),
    ROOM_NOT_BOOKABLE: "The room is no longer in use",
  },
});

export const studioCreateSeries = studioOperation({
  operationId: "studioCreateSeries",
  method: "post",
  path: "/studio/series",
  pathParams: {},
  summary: "Create a regular booking",
  description: `The series of the preview, booked in one transaction: every date not skipped becomes a confirmed phone booking (paid on site) carrying the series' id, or none does. A date still in conflict refuses the whole series with 409 and \`details.conflicts\` (per date: its start, the code, message and details) and \`details.dates\`; the code is \`SLOT_TAKEN\` when any date is taken, else the first date's (\`OUTSIDE_HOURS\`, \`OUTSIDE_BOOKING_WINDOW\`). A claim lost to a racing writer mid-way rolls every date back the same way. The guest gets one message listing the dates with one calendar file of every occurrence; each occurrence has its reminder and its \`booking.confirmed\` webhook.`,
  body: {
    name: "SeriesRequest",
    schema: SeriesBody,
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
  success: { status: 201, content: "json", schema: "SeriesCreatedResponse", description: "The series' id and its bookings" },
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
    VALIDATION_ERROR: `As the preview's; or every date skipped`,
    RESOURCE_NOT_FOUND: notFound("room"),
    ROOM_NOT_BOOKABLE: "The room is no longer in use",
    OUTSIDE_HOURS: "A date falls outside the room's hours (or in a clock change's missing hour), and no date is taken",
    OUTSIDE_BOOKING_WINDOW: `A date has passed, or is more than ${STAFF_HORIZON_DAYS} days ahead, and no date is taken`,
    SLOT_TAKEN: "A booking, a live hold or a block is in the way of a date (details.conflicts lists every such date)",
  },
});

export const studioCancelSeries = studioOperation({
  operationId: "studioCancelSeries",
  method: "post",
  path: "/studio/series/{seriesId}/cancel",
  pathParams: { seriesId: "series" },
  summary: "Cancel a regular booking from one date on, or all of it",
  description:
    "Every confirmed occurrence not yet ended from `fromBookingId`'s date on (that one included), or every one when it is omitted, cancelled by the studio in one transaction, with the `reason` the guest is told; the guest gets one message listing the cancelled dates. One date alone: cancel its booking (`POST /studio/bookings/{bookingId}/cancel`).",
  body: {
    name: "SeriesCancelRequest",
    schema: SeriesCancelBody,
    required: true,
    example: { fromBookingId: "0b5f8f9e-7a2c-4d1e-8c3b-2e6f4a9d1c77", reason: "The band is on tour." },
  },
  success: { status: 200, content: "json", schema: "StudioBookingsResponse", description: "The cancelled bookings" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: `\`fromBookingId\` not an id, or \`reason\` longer than ${CANCEL_REASON_MAX} characters`,
    RESOURCE_NOT_FOUND: `${notFound("series")}; or \`fromBookingId\` is not one of its bookings`,
    INVALID_STATE: "No occurrence of it is left to cancel",
  },
});

export const studioMoveSeries = studioOperation({
  operationId: "studioMoveSeries",
  method: "post",
  path: "/studio/series/{seriesId}/move",
  pathParams: { seriesId: "series" },
  summary: "Move a regular booking from one date on",
  description:
    "`fromBookingId`'s occurrence and every following confirmed one, each to `startTime` on its own date (and to `roomId` when given), as booked in length and price, in one transaction; each is moved as a single move is (the guest's message with the updated event, the reminder, a `booking.rescheduled` webhook). A date that cannot take the new time refuses the whole move (409 with `details.dates` and `details.conflicts`), nothing moved.",
  body: {
    name: "SeriesMoveRequest",
    schema: SeriesMoveBody,
    required: true,
    example: { fromBookingId: "0b5f8f9e-7a2c-4d1e-8c3b-2e6f4a9d1c77", startTime: "19:00" },
  },
  success: { status: 200, content: "json", schema: "StudioBookingsResponse", description: "The moved bookings" },
  errors: [
    "VALIDATION_ERROR",
    "RESOURCE_NOT_FOUND",
    "INVALID_STATE",
    "ROOM_NOT_BOOKABLE",
    "OUTSIDE_HOURS",
    "SLOT_TAKEN",
    "RATE_LIMIT_EXCEEDED",
  ],
  causes: {
    VALIDATION_ERROR: "`fromBookingId` not an id, `startTime` malformed or off the room's grid",
    RESOURCE_NOT_FOUND: `${notFound("series")}; or \`fromBookingId\` is not one of its bookings; or \`roomId\` is not one of the studio's rooms`,
    INVALID_STATE: "No occurrence of it is left to move",
    ROOM_NOT_BOOKABLE: "The room is no longer in use",
    OUTSIDE_HOURS: "A date falls outside the room's hours at the new time",
    SLOT_TAKEN: "A booking, a live hold or a block is in the way of a date",
  },
});
