-- Messages are sent at least once (lib/domain/notifications/send.ts, sweep.ts): a worker that claims a
-- message ('sending') holds it only until "leaseUntil". A worker that crashed mid-send leaves
-- the row 'sending' with an expired lease, and the sweep sends it again; a 'queued' message
-- whose job is gone (completed, expired, archived) is re-enqueued by the same sweep.
ALTER TABLE "message" ADD COLUMN "leaseUntil" TIMESTAMPTZ(3);

-- The sweep and the health check look only at unfinished and failed messages.
CREATE INDEX "message_unfinished_idx" ON "message"("sendAfter") WHERE "status" IN ('queued', 'sending');
CREATE INDEX "message_failed_idx" ON "message"("createdAt") WHERE "status" = 'failed';
