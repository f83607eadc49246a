-- Cost flat as the platform grows (docs/performance.md, "Indexes").
-- No query filters holds by contact or client IP (abuse limits count quota_event rows, the
-- live-holds cap reads hold."clientNets" under the studio/status/expiry index): both indexes
-- had zero scans and cost every hold insert.
DROP INDEX "hold_contact_createdAt_idx";
DROP INDEX "hold_clientIp_createdAt_idx";

-- Foreign key without a leading-column index: deleting a room scanned every hold.
CREATE INDEX "hold_roomId_idx" ON "hold"("roomId");
-- The other foreign keys without one (tests/db/sweep-indexes.test.ts lists them from the catalog):
-- deleting a room or a user would scan these tables.
CREATE INDEX "booking_feed_roomId_idx" ON "booking_feed"("roomId");
CREATE INDEX "invitation_inviterId_idx" ON "invitation"("inviterId");

-- The message sweep finds a message's job by the job table's primary key, not by joining on the
-- job's JSON payload (lib/domain/notifications/recover.ts); the sender records it on enqueue.
ALTER TABLE "message" ADD COLUMN "jobId" UUID;
-- Its 'sending' half: message_unfinished_idx holds every queued future reminder too.
CREATE INDEX "message_sending_idx" ON "message"("sendAfter") WHERE "status" = 'sending';
