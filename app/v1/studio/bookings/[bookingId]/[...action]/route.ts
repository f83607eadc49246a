import { bookingActionRoutes } from "@/lib/http/booking-action-route";

// POST /v1/studio/bookings/{bookingId}/<action>: every booking action of the registry
// (docs/booking-actions.md), served by lib/http/booking-action-route.ts.
export const { POST, GET, PUT, PATCH, DELETE } = bookingActionRoutes();
