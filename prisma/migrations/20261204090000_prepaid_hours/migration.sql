-- Prepaid hours (docs/prepaid-hours.md): packs a studio sells (hours, price, rooms, validity), the
-- passes sold from them (a code, kept only as its hash), and the hours each booking drew from a
-- pass. A pass's balance is its minutes less the draws not given back; a draw is made under the
-- pass's row lock, so two bookings cannot spend the same hours.
CREATE TABLE "hour_pack" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL CHECK ("minutes" BETWEEN 30 AND 60000),
    "priceCents" INTEGER NOT NULL CHECK ("priceCents" >= 0),
    "currency" TEXT NOT NULL,
    -- Empty: every room of the studio.
    "roomIds" UUID[] NOT NULL DEFAULT '{}',
    "validDays" INTEGER NOT NULL CHECK ("validDays" BETWEEN 1 AND 1095),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "hour_pack_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "hour_pack" ADD CONSTRAINT "hour_pack_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "hour_pack_studioId_idx" ON "hour_pack"("studioId");

-- A pass copies its pack's hours, rooms and price when sold: a later change of the pack does not
-- change what a buyer paid for.
CREATE TABLE "hour_pass" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "packId" UUID NOT NULL,
    -- SHA-256 of the code as typed without separators, upper case; the code itself is never stored.
    "codeHash" TEXT NOT NULL,
    -- The code's last four characters, to tell passes apart on a list.
    "codeTail" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT,
    "locale" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL CHECK ("minutes" > 0),
    "roomIds" UUID[] NOT NULL DEFAULT '{}',
    "priceCents" INTEGER NOT NULL CHECK ("priceCents" >= 0),
    "currency" TEXT NOT NULL,
    -- cash | card_at_studio | bank_transfer | online
    "method" TEXT NOT NULL,
    "note" TEXT,
    "requestKey" TEXT NOT NULL,
    "soldByName" TEXT,
    "soldAt" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "hour_pass_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "hour_pass" ADD CONSTRAINT "hour_pass_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "hour_pass" ADD CONSTRAINT "hour_pass_packId_fkey" FOREIGN KEY ("packId") REFERENCES "hour_pack"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE UNIQUE INDEX "hour_pass_codeHash_key" ON "hour_pass"("codeHash");
CREATE UNIQUE INDEX "hour_pass_studioId_requestKey_key" ON "hour_pass"("studioId", "requestKey");
CREATE INDEX "hour_pass_studioId_soldAt_idx" ON "hour_pass"("studioId", "soldAt");

-- The hours a booking drew; "returnedAt" set when a cancellation gave them back. One draw per
-- booking. A booking deleted by retention leaves its draw (the hours stay spent).
CREATE TABLE "hour_draw" (
    "id" UUID NOT NULL,
    "passId" UUID NOT NULL,
    "bookingId" UUID,
    "minutes" INTEGER NOT NULL CHECK ("minutes" > 0),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "returnedAt" TIMESTAMPTZ(3),
    CONSTRAINT "hour_draw_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "hour_draw" ADD CONSTRAINT "hour_draw_passId_fkey" FOREIGN KEY ("passId") REFERENCES "hour_pass"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "hour_draw" ADD CONSTRAINT "hour_draw_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE UNIQUE INDEX "hour_draw_bookingId_key" ON "hour_draw"("bookingId");
CREATE INDEX "hour_draw_passId_idx" ON "hour_draw"("passId");

-- The hours a booking drew are recorded as its payment by method 'prepaid' (their value: the
-- booking's room time), so what is owed and the payment status follow as for any payment.
ALTER TABLE "booking_payment" DROP CONSTRAINT "booking_payment_method_check";
ALTER TABLE "booking_payment" ADD CONSTRAINT "booking_payment_method_check"
  CHECK ("method" IN ('cash', 'card_at_studio', 'bank_transfer', 'online', 'prepaid'));
ALTER TABLE "hour_draw" ADD COLUMN "paymentId" UUID;
ALTER TABLE "hour_draw" ADD CONSTRAINT "hour_draw_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "booking_payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
