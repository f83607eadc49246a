-- The studio dashboard's reads (docs/dashboard.md, Data): the calendar and the bookings list walk a
-- studio's bookings by start time (keyset pagination on ("startsAt", id)); without this index every
-- dashboard read scanned the studio's whole booking history.
CREATE INDEX "booking_studioId_startsAt_idx" ON "booking"("studioId", "startsAt");
