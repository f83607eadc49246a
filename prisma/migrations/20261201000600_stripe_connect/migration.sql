-- Stripe Connect (docs/payments-connect.md): a studio's connected account and its state, and on
-- each booking the account its deposit was charged on (refunds and cancels run on the same one).
ALTER TABLE "studio" ADD COLUMN "stripeAccountId" TEXT,
  ADD COLUMN "stripeChargesEnabled" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "stripeDetailsSubmitted" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "stripeRequirementsDue" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "stripeAccountUpdatedAt" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "studio_stripeAccountId_key" ON "studio"("stripeAccountId");
ALTER TABLE "booking" ADD COLUMN "stripeAccountId" TEXT;
