-- What grows with history (docs/retention.md): every batch of the retention job reads an index
-- that holds only the rows it may touch, so its cost follows the rows due, not the tables' size.

-- Ended holds by expiry, scrubbed or not: the deletion batches. Read in expiry order with a
-- LIMIT, the planner probes booking_holdId_key per hold instead of scanning every booking.
CREATE INDEX "hold_ended_idx" ON "hold"("expiresAt") WHERE "status" IN ('expired', 'burnt');

-- Webhook deliveries in a final state, by age: deleted 30 days after the event.
CREATE INDEX "webhook_delivery_retention_idx" ON "webhook_delivery"("createdAt") WHERE "status" IN ('delivered', 'failed');

-- A session lasts at most a day, 25 hours on an autumn clock change (a booking never crosses
-- midnight, docs/decisions.md, Midnight and Longest session): the upcoming list then reads the
-- (studioId, startsAt) index from a day ago, not from the studio's first booking. NOT VALID: rows
-- already there are not re-checked.
ALTER TABLE "booking" ADD CONSTRAINT "booking_length_check" CHECK ("endsAt" - "startsAt" <= interval '25 hours') NOT VALID;
