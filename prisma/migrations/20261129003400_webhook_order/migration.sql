-- Webhook order (docs/webhooks.md, Order): the booking an event is about, so that the delivery
-- claim can hold back an event while an earlier one of the same booking is still pending for the
-- same subscription; the partial index serves that check over pending rows only.
ALTER TABLE "webhook_delivery" ADD COLUMN "bookingId" UUID;
UPDATE "webhook_delivery" SET "bookingId" = ("payload"->'data'->>'bookingId')::uuid
 WHERE "payload"->'data' ? 'bookingId' AND "status" = 'pending';
CREATE INDEX "webhook_delivery_pending_order_idx" ON "webhook_delivery"("subscriptionId", "bookingId", "id") WHERE "status" = 'pending';
