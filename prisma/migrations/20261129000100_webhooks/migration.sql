-- Signed webhooks for integrators (docs/webhooks.md): a studio's subscriptions, and the outbox of
-- deliveries, one row per (event, subscription), written in the transaction of the state change.
CREATE TABLE "webhook_subscription" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "secretSealed" TEXT NOT NULL,
    "failingSince" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_subscription_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "webhook_subscription_studioId_url_key" ON "webhook_subscription"("studioId", "url");
ALTER TABLE "webhook_subscription" ADD CONSTRAINT "webhook_subscription_studioId_fkey"
    FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "webhook_delivery" (
    "id" BIGSERIAL NOT NULL,
    "eventId" TEXT NOT NULL,
    "subscriptionId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL,
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "deliveredAt" TIMESTAMPTZ(3),
    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "webhook_delivery_eventId_subscriptionId_key" ON "webhook_delivery"("eventId", "subscriptionId");
CREATE INDEX "webhook_delivery_status_nextAttemptAt_idx" ON "webhook_delivery"("status", "nextAttemptAt");
CREATE INDEX "webhook_delivery_subscriptionId_idx" ON "webhook_delivery"("subscriptionId");
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_subscriptionId_fkey"
    FOREIGN KEY ("subscriptionId") REFERENCES "webhook_subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
