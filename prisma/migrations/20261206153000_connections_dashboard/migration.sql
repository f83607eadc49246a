-- Connections managed in the dashboard (docs/dashboard.md, Connections): a calendar feed its owner paused is
-- not synced by the worker (its blocks stay); each webhook attempt keeps the endpoint's HTTP status and when
-- it was made, for the recent deliveries an owner reads per endpoint, newest first (the index replaces the
-- plain one on "subscriptionId", which still serves the foreign key).
ALTER TABLE "calendar_feed" ADD COLUMN "pausedAt" TIMESTAMPTZ(3);
ALTER TABLE "webhook_delivery" ADD COLUMN "responseStatus" INTEGER;
ALTER TABLE "webhook_delivery" ADD COLUMN "lastAttemptAt" TIMESTAMPTZ(3);
CREATE INDEX "webhook_delivery_subscriptionId_id_idx" ON "webhook_delivery"("subscriptionId", "id");
DROP INDEX "webhook_delivery_subscriptionId_idx";
