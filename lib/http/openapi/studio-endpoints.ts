// The studio API's endpoint table (docs/studio-accounts.md, docs/dashboard.md, docs/studio-actions.md):
// every route under app/v1/studio, its path parameters, who may call it and the error codes it
// answers. tests/api/studio-tenancy.test.ts enumerates it (and checks that it lists every route
// file), so a new studio endpoint cannot escape the tenancy, session and origin checks.
// studio-doc.ts turns it into the document's Studio operations (tag "Studio").
import type { ErrorCode } from "../../contract/error-codes";

export type StudioEndpoint = {
  operationId: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path template below `/v1`, OpenAPI style. */
  path: string;
  /** Path parameters, each naming the studio-owned resource it identifies. */
  pathParams: Record<
    string,
        | "booking"
    | "block"
    | "calendarFeed"
    | "staffMember"
    | "room"
    | "settingsSection"
    | "studioImage"
    | "webhook"
    | "photo"
    | "series"
  >;
  /** Owners only: staff get 403 FORBIDDEN. */
  ownerOnly?: boolean;
  /** The success body: the JSON envelope, CSV (text/csv) or nothing (204). */
  success: { status: 200 | 201 | 204; content: "json" | "csv" | "none" };
  /** Codes beyond the ones every studio endpoint answers (STUDIO_COMMON_CODES). */
  errors: readonly ErrorCode[];
};

/** Every studio endpoint: no session (401), a cross-origin write or a role without the right (403), faults. */
export const STUDIO_COMMON_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
] as const satisfies readonly ErrorCode[];

const booking = { bookingId: "booking" } as const;

export const STUDIO_ENDPOINTS: readonly StudioEndpoint[] = [
  { operationId: "studioMe", method: "get", path: "/studio/me", pathParams: {}, success: { status: 200, content: "json" }, errors: [] },
  {
    operationId: "studioCalendar",
    method: "get",
    path: "/studio/calendar",
    pathParams: {},
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioListBookings",
    method: "get",
    path: "/studio/bookings",
    pathParams: {},
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioCreatePhoneBooking",
    method: "post",
    path: "/studio/bookings",
    pathParams: {},
    success: { status: 201, content: "json" },
    errors: [
      "VALIDATION_ERROR",
      "RESOURCE_NOT_FOUND",
      "ROOM_NOT_BOOKABLE",
      "OUTSIDE_HOURS",
      "OUTSIDE_BOOKING_WINDOW",
      "SLOT_TAKEN",
      "RATE_LIMIT_EXCEEDED",
    ],
  },
  {
    operationId: "studioExportBookings",
    method: "get",
    path: "/studio/bookings/export.csv",
    pathParams: {},
    success: { status: 200, content: "csv" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioGetBooking",
    method: "get",
    path: "/studio/bookings/{bookingId}",
    pathParams: booking,
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioCancelBooking",
    method: "post",
    path: "/studio/bookings/{bookingId}/cancel",
    pathParams: booking,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioMoveBooking",
    method: "post",
    path: "/studio/bookings/{bookingId}/move",
    pathParams: booking,
    success: { status: 200, content: "json" },
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
  },
  // Regular bookings (docs/series.md).
  {
    operationId: "studioPreviewSeries",
    method: "post",
    path: "/studio/series/preview",
    pathParams: {},
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "ROOM_NOT_BOOKABLE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioCreateSeries",
    method: "post",
    path: "/studio/series",
    pathParams: {},
    success: { status: 201, content: "json" },
    errors: [
      "VALIDATION_ERROR",
      "RESOURCE_NOT_FOUND",
      "ROOM_NOT_BOOKABLE",
      "OUTSIDE_HOURS",
      "OUTSIDE_BOOKING_WINDOW",
      "SLOT_TAKEN",
      "RATE_LIMIT_EXCEEDED",
    ],
  },
  {
    operationId: "studioCancelSeries",
    method: "post",
    path: "/studio/series/{seriesId}/cancel",
    pathParams: { seriesId: "series" },
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioMoveSeries",
    method: "post",
    path: "/studio/series/{seriesId}/move",
    pathParams: { seriesId: "series" },
    success: { status: 200, content: "json" },
    errors: [
      "VALIDATION_ERROR",
      "RESOURCE_NOT_FOUND",
      "INVALID_STATE",
      "ROOM_NOT_BOOKABLE",
      "OUTSIDE_HOURS",
      "SLOT_TAKEN",
      "RATE_LIMIT_EXCEEDED",
    ],
  },
  {
    operationId: "studioMarkBooking",
    method: "post",
    path: "/studio/bookings/{bookingId}/mark",
    pathParams: booking,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioMarkPaid",
    method: "post",
    path: "/studio/bookings/{bookingId}/mark-paid",
    pathParams: booking,
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioRefundBooking",
    method: "post",
    path: "/studio/bookings/{bookingId}/refunds",
    pathParams: booking,
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "PAYMENTS_UNAVAILABLE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioCreateBlock",
    method: "post",
    path: "/studio/blocks",
    pathParams: {},
    success: { status: 201, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "SLOT_TAKEN", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioDeleteBlock",
    method: "delete",
    path: "/studio/blocks/{blockId}",
    pathParams: { blockId: "block" },
    success: { status: 200, content: "json" },
    // INVALID_STATE: a block from the studio file or a calendar feed (studio-actions/blocks.ts deleteBlock).
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioConnections",
    method: "get",
    path: "/studio/connections",
    pathParams: {},
    success: { status: 200, content: "json" },
    errors: ["RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioRotateBookingFeed",
    method: "post",
    path: "/studio/connections/booking-feed/rotate",
    pathParams: {},
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioListWebhooks",
    method: "get",
    path: "/studio/webhooks",
    pathParams: {},
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioCreateWebhook",
    method: "post",
    path: "/studio/webhooks",
    pathParams: {},
    ownerOnly: true,
    success: { status: 201, content: "json" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioRotateWebhookSecret",
    method: "post",
    path: "/studio/webhooks/{id}/rotate",
    pathParams: { id: "webhook" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioDeleteWebhook",
    method: "delete",
    path: "/studio/webhooks/{id}",
    pathParams: { id: "webhook" },
    ownerOnly: true,
    success: { status: 204, content: "none" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioSyncCalendarFeed",
    method: "post",
    path: "/studio/connections/calendar-feeds/{feedId}/sync",
    pathParams: { feedId: "calendarFeed" },
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioListStaff",
    method: "get",
    path: "/studio/staff",
    pathParams: {},
    success: { status: 200, content: "json" },
    errors: [],
  },
  {
    operationId: "studioInviteStaff",
    method: "post",
    path: "/studio/staff",
    pathParams: {},
    ownerOnly: true,
    success: { status: 201, content: "json" },
    errors: ["VALIDATION_ERROR", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioRemoveStaff",
    method: "delete",
    path: "/studio/staff/{memberId}",
    pathParams: { memberId: "staffMember" },
    ownerOnly: true,
    success: { status: 204, content: "none" },
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  // Settings (docs/studio-settings.md): owners only.
  {
    operationId: "studioSettings",
    method: "get",
    path: "/studio/settings",
    pathParams: {},
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioSaveSettings",
    method: "patch",
    path: "/studio/settings/{section}",
    pathParams: { section: "settingsSection" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "STALE_VERSION", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioAddRoom",
    method: "post",
    path: "/studio/settings/rooms",
    pathParams: {},
    ownerOnly: true,
    success: { status: 201, content: "json" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioReorderRooms",
    method: "put",
    path: "/studio/settings/rooms/order",
    pathParams: {},
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioUpdateRoom",
    method: "patch",
    path: "/studio/settings/rooms/{roomId}",
    pathParams: { roomId: "room" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "STALE_VERSION", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioDeleteRoom",
    method: "delete",
    path: "/studio/settings/rooms/{roomId}",
    pathParams: { roomId: "room" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    // INVALID_STATE: a booking or hold names the room (deactivate it instead).
    errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioExportSettings",
    method: "get",
    path: "/studio/settings/export",
    pathParams: {},
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioUploadStudioImage",
    method: "post",
    path: "/studio/settings/images/{kind}",
    pathParams: { kind: "studioImage" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED", "STORAGE_UNAVAILABLE"],
  },
  {
    operationId: "studioRemoveStudioImage",
    method: "delete",
    path: "/studio/settings/images/{kind}",
    pathParams: { kind: "studioImage" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioRoomPhotos",
    method: "get",
    path: "/studio/rooms/{roomId}/photos",
    pathParams: { roomId: "room" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioUploadRoomPhoto",
    method: "post",
    path: "/studio/rooms/{roomId}/photos",
    pathParams: { roomId: "room" },
    ownerOnly: true,
    success: { status: 201, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED", "STORAGE_UNAVAILABLE"],
  },
  {
    operationId: "studioReorderRoomPhotos",
    method: "put",
    path: "/studio/rooms/{roomId}/photos/order",
    pathParams: { roomId: "room" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioUpdateRoomPhoto",
    method: "patch",
    path: "/studio/rooms/{roomId}/photos/{photoId}",
    pathParams: { roomId: "room", photoId: "photo" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
  {
    operationId: "studioDeleteRoomPhoto",
    method: "delete",
    path: "/studio/rooms/{roomId}/photos/{photoId}",
    pathParams: { roomId: "room", photoId: "photo" },
    ownerOnly: true,
    success: { status: 200, content: "json" },
    errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  },
];
