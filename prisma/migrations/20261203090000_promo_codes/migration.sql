-- Promo codes (docs/pricing.md, Promo codes): a studio's codes, a percentage or a fixed amount off
-- the whole price, within dates, rooms, a minimum length and limits of uses in total and per guest
-- contact. The code is stored trimmed and upper-cased (A-Z, 0-9, - and _), once per studio.
CREATE TABLE "promo_code" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "code" TEXT NOT NULL CHECK ("code" ~ '^[A-Z0-9][A-Z0-9_-]{0,39}$'),
    "kind" TEXT NOT NULL CHECK ("kind" IN ('percent', 'fixed')),
    "percentOff" INTEGER CHECK ("percentOff" BETWEEN 1 AND 100),
    "amountCents" INTEGER CHECK ("amountCents" > 0),
    -- Studio-local dates, inclusive, judged on the session's date; NULL: open on that side.
    "validFrom" DATE,
    "validUntil" DATE,
    -- Empty: every room of the studio.
    "roomIds" UUID[] NOT NULL DEFAULT '{}',
    "minMinutes" INTEGER CHECK ("minMinutes" > 0),
    "maxUses" INTEGER CHECK ("maxUses" > 0),
    "maxUsesPerContact" INTEGER CHECK ("maxUsesPerContact" > 0),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "promo_code_pkey" PRIMARY KEY ("id"),
    -- Exactly the amount of its kind.
    CONSTRAINT "promo_code_amount" CHECK (
      ("kind" = 'percent' AND "percentOff" IS NOT NULL AND "amountCents" IS NULL) OR
      ("kind" = 'fixed' AND "amountCents" IS NOT NULL AND "percentOff" IS NULL)),
    CONSTRAINT "promo_code_dates" CHECK ("validFrom" IS NULL OR "validUntil" IS NULL OR "validFrom" <= "validUntil")
);
-- Also the index of the studio's foreign key (its leading column).
CREATE UNIQUE INDEX "promo_code_studioId_code_key" ON "promo_code"("studioId", "code");
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One use of a code: a booking that was confirmed with it and is not cancelled. Written by confirm
-- under the code's row lock (lib/domain/promo-codes/uses.ts); one per booking.
CREATE TABLE "promo_use" (
    "id" BIGSERIAL NOT NULL,
    "promoCodeId" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    -- The booking's contact as holds keep it (an email lower-cased, or an E.164 number); emptied
    -- when retention erases the booking's guest data.
    "contactKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "promo_use_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "promo_use_promoCodeId_contactKey_idx" ON "promo_use"("promoCodeId", "contactKey");
CREATE UNIQUE INDEX "promo_use_bookingId_key" ON "promo_use"("bookingId");
ALTER TABLE "promo_use" ADD CONSTRAINT "promo_use_promoCodeId_fkey" FOREIGN KEY ("promoCodeId") REFERENCES "promo_code"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "promo_use" ADD CONSTRAINT "promo_use_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The code a hold was made with, as it priced the hold: {"promoCodeId", "code", "discountCents"};
-- the booking copies its hold's. NULL: none.
ALTER TABLE "hold" ADD COLUMN "promo" JSONB CHECK ("promo" IS NULL OR jsonb_typeof("promo") = 'object');
ALTER TABLE "booking" ADD COLUMN "promo" JSONB CHECK ("promo" IS NULL OR jsonb_typeof("promo") = 'object');

-- A cancelled booking gives its use back, whichever path cancelled it (the guest, the studio, a
-- series, the payment timeout); retention's erasure of its guest data empties the use's contact.
-- One rule here, so no path can forget it.
CREATE FUNCTION promo_use_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' THEN
    DELETE FROM promo_use WHERE "bookingId" = NEW.id;
  ELSE
    UPDATE promo_use SET "contactKey" = '' WHERE "bookingId" = NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "booking_promo_use" AFTER UPDATE OF "status", "anonymizedAt" ON "booking" FOR EACH ROW
  WHEN ((NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
     OR (NEW."anonymizedAt" IS NOT NULL AND OLD."anonymizedAt" IS NULL))
  EXECUTE FUNCTION promo_use_follow_booking();
