-- When Stripe turned card payments off on a studio's connected account that had them on (account.updated
-- with charges_enabled false); cleared when they are back on. The dashboard home shows its notice while it
-- is set, and the owners are told of both changes (docs/payments-connect.md, The owner is told).
ALTER TABLE "studio" ADD COLUMN "stripeChargesStoppedAt" TIMESTAMPTZ(3);
