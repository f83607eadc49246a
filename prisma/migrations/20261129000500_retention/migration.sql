-- Retention of guests' data (docs/retention.md): each batch of the worker's retention job reads
-- through one of these indexes, so its cost follows the rows due, not the table's size.

-- Bookings whose guest data was erased; null while it is kept.
ALTER TABLE "booking" ADD COLUMN "anonymizedAt" TIMESTAMPTZ(3);
-- Bookings still holding guest data, by end: the anonymization batches.
CREATE INDEX "booking_retention_idx" ON "booking"("endsAt") WHERE "anonymizedAt" IS NULL;

-- Ended holds still holding contact and IP (a scrubbed hold has contact ''): the scrub batches.
-- Their deletion reads hold_status_expiresAt_idx.
CREATE INDEX "hold_retention_idx" ON "hold"("expiresAt") WHERE "status" IN ('expired', 'burnt') AND "contact" <> '';

-- Finished messages by age: the deletion batches (queued reminders are never in it).
CREATE INDEX "message_retention_idx" ON "message"("createdAt") WHERE "status" IN ('sent', 'failed', 'skipped');

-- Processed Stripe events by age.
CREATE INDEX "stripe_event_processedAt_idx" ON "stripe_event"("processedAt");

-- Booking claims by end: claims of past bookings are deleted a day after the session.
CREATE INDEX "slot_claim_retention_idx" ON "slot_claim"("endsAt") WHERE "bookingId" IS NOT NULL;
