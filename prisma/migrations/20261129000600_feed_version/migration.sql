-- The studio's bookings feed reads only its window (docs/performance.md, "Bookings feed"): live
-- bookings that ended at most 30 days ago, and cancelled ones for 30 days after cancellation.
-- booking_studioId_startsAt_idx cannot bound either arm (a booking's length has no upper limit,
-- and the studio may cancel a booking long after it started), so each arm gets its own index
-- and the planner ORs the two bitmaps; the feed's version stamp reads the same rows.
CREATE INDEX "booking_studioId_endsAt_idx" ON "booking"("studioId", "endsAt");
CREATE INDEX "booking_feed_cancelled_idx" ON "booking"("studioId", "cancelledAt") WHERE "status" = 'cancelled';
