-- Webhooks shared fairly (docs/webhooks.md, Delivery and Failing endpoints): the endpoint, not each
-- row, carries the backoff and the lane that posts to it.
--   failures, retryAt: consecutive failed attempts of the endpoint and when it may be tried again
--     (one attempt per backoff step however many events wait for it);
--   failingSince: now the first failure of the current run of failures (cleared by a success);
--   lastError: that run's last failure, for the dashboard;
--   disabledAt: set once the endpoint kept failing for the documented time; no event is queued
--     for it until its owner re-enables it;
--   laneId, laneUntil: the one lane (any worker) posting to the endpoint, a lease renewed at each
--     event, so an endpoint has one POST in flight and a studio a bounded number;
--   servedAt: when a lane last started for it: studios are taken in turn by it (round robin).
ALTER TABLE "webhook_subscription"
  ADD COLUMN "failures" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "retryAt" TIMESTAMPTZ(3),
  ADD COLUMN "lastError" TEXT,
  ADD COLUMN "disabledAt" TIMESTAMPTZ(3),
  ADD COLUMN "laneId" UUID,
  ADD COLUMN "laneUntil" TIMESTAMPTZ(3),
  ADD COLUMN "servedAt" TIMESTAMPTZ(3),
  ADD CONSTRAINT "webhook_subscription_failures_check" CHECK ("failures" >= 0);
-- A subscription marked failing by the old rule (a delivery gave up after 24 h) starts as one failure.
UPDATE "webhook_subscription" SET "failures" = 1 WHERE "failingSince" IS NOT NULL;
