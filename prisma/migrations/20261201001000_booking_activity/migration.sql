-- The dashboard's activity badge (docs/dashboard.md, Activity badge): bookings made since a moment, per
-- studio, read on every open dashboard's poll. Cancellations since a moment use the partial index
-- booking_feed_cancelled_idx ("studioId", "cancelledAt") WHERE status = 'cancelled'.
CREATE INDEX "booking_studioId_createdAt_idx" ON "booking" ("studioId", "createdAt");
