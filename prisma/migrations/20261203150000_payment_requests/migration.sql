-- Payment links (docs/payments.md, Payment links): staff ask the guest to pay an amount by card,
-- on the studio's connected account. The link carries the request's id and a MAC of it (nothing of
-- it is stored); the payment, once Stripe says it succeeded, is one booking_payment (method
-- 'online') with the intent's id, so a repeated event never records it twice.
CREATE TABLE "payment_request" (
    "id" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL CHECK ("amountCents" > 0),
    "currency" TEXT NOT NULL,
    "note" TEXT,
    -- open until paid or cancelled; an open request past "expiresAt" is expired (read by the clock).
    "status" TEXT NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'paid', 'cancelled')),
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    -- The connected account it is charged on (null: the platform's own), fixed when asked.
    "stripeAccountId" TEXT,
    "paymentIntentId" TEXT,
    "paymentId" UUID,
    "requestKey" TEXT NOT NULL,
    "actorUserId" TEXT,
    "actorName" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "closedAt" TIMESTAMPTZ(3),
    "closedByName" TEXT,
    CONSTRAINT "payment_request_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payment_request_paid" CHECK (("status" = 'paid') = ("paymentId" IS NOT NULL))
);
CREATE INDEX "payment_request_bookingId_idx" ON "payment_request"("bookingId");
CREATE UNIQUE INDEX "payment_request_bookingId_requestKey_key" ON "payment_request"("bookingId", "requestKey");
CREATE UNIQUE INDEX "payment_request_paymentIntentId_key" ON "payment_request"("paymentIntentId");
CREATE UNIQUE INDEX "payment_request_paymentId_key" ON "payment_request"("paymentId");
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "booking_payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A payment made by card through a link: its PaymentIntent, on the request's account. One payment per intent.
ALTER TABLE "booking_payment" ADD COLUMN "paymentIntentId" TEXT;
ALTER TABLE "booking_payment" ADD COLUMN "stripeAccountId" TEXT;
CREATE UNIQUE INDEX "booking_payment_paymentIntentId_key" ON "booking_payment"("paymentIntentId");
