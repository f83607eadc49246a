-- Studio actions on bookings (docs/studio-actions.md).
--
-- studio_audit: who did what on the studio side. actorUserId is the staff member's user id
-- (text, as the sign-in library writes it; no foreign key, so removing a member keeps their
-- trail) and null for the operator's CLI or Stripe; actorName is the name at the time.
CREATE TABLE "studio_audit" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "bookingId" UUID,
    "actorUserId" TEXT,
    "actorName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "studio_audit_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "studio_audit_studioId_at_idx" ON "studio_audit"("studioId", "at");
CREATE INDEX "studio_audit_bookingId_at_idx" ON "studio_audit"("bookingId", "at");
ALTER TABLE "studio_audit" ADD CONSTRAINT "studio_audit_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "studio_audit" ADD CONSTRAINT "studio_audit_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- booking_refund: every refund of a booking's card deposit, ours or made in Stripe's dashboard
-- (reconciled from charge.refunded), one row per Stripe refund. requestKey is the dashboard
-- request's idempotency key (null for refunds that did not come from the dashboard).
CREATE TABLE "booking_refund" (
    "id" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "stripeRefundId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "requestKey" TEXT,
    "actorUserId" TEXT,
    "actorName" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "booking_refund_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_refund_amount_positive" CHECK ("amountCents" > 0)
);
CREATE UNIQUE INDEX "booking_refund_stripeRefundId_key" ON "booking_refund"("stripeRefundId");
CREATE UNIQUE INDEX "booking_refund_bookingId_requestKey_key" ON "booking_refund"("bookingId", "requestKey");
ALTER TABLE "booking_refund" ADD CONSTRAINT "booking_refund_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- calendar_block.source: where a block comes from. 'file' (the studio file: a re-import
-- replaces these), 'feed' (a calendar feed: its sync replaces these) or 'manual' (staff, in the
-- dashboard: only removing it by hand deletes it). createdBy: the staff member's user id.
ALTER TABLE "calendar_block" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'file';
ALTER TABLE "calendar_block" ADD COLUMN "createdBy" TEXT;
ALTER TABLE "calendar_block" ADD COLUMN "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "calendar_block" SET "source" = 'feed' WHERE "feedId" IS NOT NULL;
ALTER TABLE "calendar_block" ADD CONSTRAINT "calendar_block_source_check"
    CHECK ("source" IN ('file', 'feed', 'manual') AND ("source" <> 'manual' OR "feedId" IS NULL));

-- A manual block is also a claim on the room, so slot_claim_no_overlap (which covers every claim
-- of a room, whatever it belongs to) makes it race-free against holds and bookings. The claim
-- goes with its block.
ALTER TABLE "slot_claim" ADD COLUMN "blockId" UUID;
CREATE UNIQUE INDEX "slot_claim_blockId_key" ON "slot_claim"("blockId");
ALTER TABLE "slot_claim" ADD CONSTRAINT "slot_claim_blockId_fkey" FOREIGN KEY ("blockId") REFERENCES "calendar_block"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- message.detail: what a message says beyond its booking row (a refund's amount).
ALTER TABLE "message" ADD COLUMN "detail" JSONB;
