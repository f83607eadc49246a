-- Payments recorded at the studio (docs/payments.md, Payments at the studio): any amount, several
-- per booking, by method; each may be refunded in part and voided when recorded by mistake. The
-- card deposit stays on the booking (paymentIntentId, booking_refund); the booking's
-- "paidAtStudioCents" and "paymentStatus" follow from both, written in the transaction of each
-- change (lib/domain/payments/ledger.ts settlePayments).
CREATE TABLE "booking_payment" (
    "id" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL CHECK ("amountCents" > 0),
    -- NULL: a "mark paid" that did not say how (and every mark made before this table).
    "method" TEXT CHECK ("method" IN ('cash', 'card_at_studio', 'bank_transfer', 'online')),
    "note" TEXT,
    -- The request's idempotency key: the same key never records twice.
    "requestKey" TEXT,
    "actorUserId" TEXT,
    "actorName" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "voidedAt" TIMESTAMPTZ(3),
    "voidedByName" TEXT,
    "voidReason" TEXT,
    -- The sum of its refunds (booking_payment_refund), kept with them under the booking's lock.
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "booking_payment_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_payment_refunded" CHECK ("refundedCents" >= 0 AND "refundedCents" <= "amountCents"),
    -- A payment given back in part stays: void only what was never money.
    CONSTRAINT "booking_payment_void" CHECK ("voidedAt" IS NULL OR "refundedCents" = 0)
);
CREATE INDEX "booking_payment_bookingId_idx" ON "booking_payment"("bookingId");
CREATE UNIQUE INDEX "booking_payment_bookingId_requestKey_key" ON "booking_payment"("bookingId", "requestKey");
ALTER TABLE "booking_payment" ADD CONSTRAINT "booking_payment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "booking_payment_refund" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL CHECK ("amountCents" > 0),
    "note" TEXT,
    "requestKey" TEXT NOT NULL,
    "actorUserId" TEXT,
    "actorName" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "booking_payment_refund_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "booking_payment_refund_paymentId_requestKey_key" ON "booking_payment_refund"("paymentId", "requestKey");
ALTER TABLE "booking_payment_refund" ADD CONSTRAINT "booking_payment_refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "booking_payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the guest paid at the studio: the payments not voided (refunds aside, as for the deposit).
ALTER TABLE "booking" ADD COLUMN "paidAtStudioCents" INTEGER NOT NULL DEFAULT 0 CHECK ("paidAtStudioCents" >= 0);

-- Every "paid" marked before payments were itemised becomes one payment of what was left at the
-- studio, its method not said, so the status keeps following from the payments.
INSERT INTO "booking_payment" ("id", "bookingId", "amountCents", "method", "createdAt")
SELECT gen_random_uuid(), b."id", due, NULL, b."updatedAt"
  FROM (SELECT "id", "updatedAt",
               "priceCents" - CASE WHEN "paymentIntentId" IS NOT NULL THEN "depositCents" ELSE 0 END AS due
          FROM "booking" WHERE "paymentStatus" = 'paid') b
 WHERE due > 0;
UPDATE "booking" b SET "paidAtStudioCents" = p."amountCents"
  FROM "booking_payment" p WHERE p."bookingId" = b."id";
