-- Prepaid hours bought on the studio's site by card (docs/prepaid-hours.md, Buying on the site): the
-- pass is made `pending` with its PaymentIntent (on the studio's connected account) and becomes
-- `active` when Stripe's webhook says it was paid. A pending pass draws nothing and is on no list.
ALTER TABLE "hour_pass" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'active' CHECK ("status" IN ('pending', 'active'));
ALTER TABLE "hour_pass" ADD COLUMN "paymentIntentId" TEXT;
ALTER TABLE "hour_pass" ADD COLUMN "stripeAccountId" TEXT;
CREATE UNIQUE INDEX "hour_pass_paymentIntentId_key" ON "hour_pass"("paymentIntentId");

-- Every foreign key has an index leading with its columns (tests/db/sweep-indexes.test.ts): a pack's
-- passes, a payment's draw.
CREATE INDEX "hour_pass_packId_idx" ON "hour_pass"("packId");
CREATE INDEX "hour_draw_paymentId_idx" ON "hour_draw"("paymentId");
