// The bookings feed and the rooms' calendar feeds (docs/dashboard.md).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { CalendarFeedRequest } from "../../../contract/dashboard-schemas";
import { studioOperation, notFound } from "../studio-operation";

export const studioConnections = studioOperation({
  operationId: "studioConnections",
  method: "get",
  path: "/studio/connections",
  pathParams: {},
  summary: "The bookings feed and the calendar feeds",
  description:
    "The studio's outgoing bookings feed (its URL is shown only when rotated, so `bookingFeedUrl` is null here) and its rooms' incoming calendar feeds with their sync state.",
  success: { status: 200, content: "json", schema: "ConnectionsResponse", description: "The connections" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioRotateBookingFeed = studioOperation({
  operationId: "studioRotateBookingFeed",
  method: "post",
  path: "/studio/connections/booking-feed/rotate",
  pathParams: {},
  ownerOnly: "settings",
  summary: "A new bookings feed URL (owners)",
  description: "The old URL stops working at once; the new one is shown in this answer only.",
  success: { status: 200, content: "json", schema: "RotatedBookingFeedResponse", description: "The new URL" },
  errors: ["RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: "A cross-origin request, or a staff member (settings are for owners)" },
});

export const studioSyncCalendarFeed = studioOperation({
  operationId: "studioSyncCalendarFeed",
  method: "post",
  path: "/studio/connections/calendar-feeds/{feedId}/sync",
  pathParams: { feedId: "calendarFeed" },
  summary: "Sync a calendar feed now",
  description:
    "Fetches the feed at once and answers its state afterwards; a failed fetch is reported in `error` and `feed.lastError`, not as an HTTP error. Bookings the feed's new blocks overlap are listed in `conflicts`: they stand.",
  success: { status: 200, content: "json", schema: "FeedSyncOutcomeResponse", description: "The feed after the sync" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: notFound("calendar feed") },
});

export const studioAddCalendarFeed = studioOperation({
  operationId: "studioAddCalendarFeed",
  method: "post",
  path: "/studio/connections/calendar-feeds",
  pathParams: {},
  ownerOnly: "settings",
  summary: "Connect a calendar to a room (owners)",
  description:
    "The calendar's events become busy time in the room (docs/calendars.md). It is fetched at once: the answer is that first sync, a failed fetch reported in `error` and `feed.lastError`, not as an HTTP error; the worker syncs it from then on.",
  body: {
    name: "CalendarFeedRequest",
    schema: CalendarFeedRequest,
    required: true,
    example: { roomId: "7f1c1f5e-2d1a-4c43-9a55-0c1e6c1f0a01", url: "https://calendar.google.com/calendar/ical/x/private-y/basic.ics" },
  },
  success: { status: 201, content: "json", schema: "FeedSyncOutcomeResponse", description: "Connected, with its first sync" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    VALIDATION_ERROR: "Not an http(s) address",
    RESOURCE_NOT_FOUND: notFound("room"),
    INVALID_STATE: "This calendar is already connected to the room",
    FORBIDDEN: "A cross-origin request, or a staff member (settings are for owners)",
  },
});

export const studioRemoveCalendarFeed = studioOperation({
  operationId: "studioRemoveCalendarFeed",
  method: "delete",
  path: "/studio/connections/calendar-feeds/{feedId}",
  pathParams: { feedId: "calendarFeed" },
  ownerOnly: "settings",
  summary: "Disconnect a calendar (owners)",
  description: "The busy time it brought goes with it.",
  success: { status: 204, content: "none", schema: "none", description: "Removed; no body" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("calendar feed"),
    FORBIDDEN: "A cross-origin request, or a staff member (settings are for owners)",
  },
});

const pauseCauses = {
  RESOURCE_NOT_FOUND: notFound("calendar feed"),
  FORBIDDEN: "A cross-origin request, or a staff member (settings are for owners)",
};

export const studioPauseCalendarFeed = studioOperation({
  operationId: "studioPauseCalendarFeed",
  method: "post",
  path: "/studio/connections/calendar-feeds/{feedId}/pause",
  pathParams: { feedId: "calendarFeed" },
  ownerOnly: "settings",
  summary: "Pause a calendar (owners)",
  description:
    "The worker stops syncing it; the busy time it brought stays until it is resumed or removed (docs/dashboard.md, Connections). Pausing a paused calendar changes nothing.",
  success: { status: 200, content: "json", schema: "CalendarFeedStateResponse", description: "The feed, paused" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: pauseCauses,
});

export const studioResumeCalendarFeed = studioOperation({
  operationId: "studioResumeCalendarFeed",
  method: "post",
  path: "/studio/connections/calendar-feeds/{feedId}/resume",
  pathParams: { feedId: "calendarFeed" },
  ownerOnly: "settings",
  summary: "Resume a paused calendar (owners)",
  description: 'The worker syncs it again from its next run; "Sync now" does at once. Resuming an active calendar changes nothing.',
  success: { status: 200, content: "json", schema: "CalendarFeedStateResponse", description: "The feed, active" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: pauseCauses,
});
