-- Extras (docs/pricing.md, Extras): what a studio hires out with a room (backline, a second
-- microphone, an engineer's hour). An extra with a quantity owned is claimed unit by unit, one
-- extra_claim row per unit hired, and the exclusion constraint keeps two claims of one unit from
-- overlapping, as slot_claim does for rooms: the database, not a read before the write, decides.
CREATE TABLE "extra" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    -- {es, ca, en}: validated by the studio file's schema on every write path.
    "name" JSONB NOT NULL CHECK (jsonb_typeof("name") = 'object'),
    "priceCents" INTEGER NOT NULL CHECK ("priceCents" >= 0),
    "per" TEXT NOT NULL CHECK ("per" IN ('booking', 'hour')),
    -- Empty: the extra goes with every room of the studio.
    "roomIds" UUID[] NOT NULL DEFAULT '{}',
    -- NULL: not limited (no claims are made).
    "quantity" INTEGER CHECK ("quantity" IS NULL OR "quantity" > 0),
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "extra_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "extra_studioId_idx" ON "extra"("studioId");
ALTER TABLE "extra" ADD CONSTRAINT "extra_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "extra_claim" (
    "id" BIGSERIAL NOT NULL,
    "extraId" UUID NOT NULL,
    "unit" INTEGER NOT NULL CHECK ("unit" >= 1),
    "holdId" UUID,
    "bookingId" UUID,
    "span" tstzrange NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    CONSTRAINT "extra_claim_pkey" PRIMARY KEY ("id"),
    -- No unit of an extra is hired twice at overlapping times (span = the room claim's span).
    CONSTRAINT "extra_claim_no_overlap" EXCLUDE USING gist ("extraId" WITH =, "unit" WITH =, "span" WITH &&)
);
CREATE INDEX "extra_claim_extraId_idx" ON "extra_claim"("extraId");
CREATE INDEX "extra_claim_holdId_idx" ON "extra_claim"("holdId");
CREATE INDEX "extra_claim_bookingId_idx" ON "extra_claim"("bookingId");
ALTER TABLE "extra_claim" ADD CONSTRAINT "extra_claim_extraId_fkey" FOREIGN KEY ("extraId") REFERENCES "extra"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "extra_claim" ADD CONSTRAINT "extra_claim_holdId_fkey" FOREIGN KEY ("holdId") REFERENCES "hold"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "extra_claim" ADD CONSTRAINT "extra_claim_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The extras chosen, as priced when the hold was made: [{extraId, name {es, ca, en}, quantity,
-- priceCents (the line's total)}]. The booking copies its hold's.
ALTER TABLE "hold" ADD COLUMN "extras" JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof("extras") = 'array');
ALTER TABLE "booking" ADD COLUMN "extras" JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof("extras") = 'array');

-- A hold's or booking's extra claims follow its room claim (docs/pricing.md, Extras): the same
-- expiry and booking when the room claim's change (verify, confirm, payment, withdrawal), and gone
-- when it goes (expiry, burn, sweep, cancel, a move's release, retention, a dead claim deleted by
-- the next claimer). One rule here, so no path that frees a room can forget the extras it held.
CREATE FUNCTION extra_claim_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."holdId" IS NOT NULL THEN
      DELETE FROM extra_claim WHERE "holdId" = OLD."holdId";
    ELSE
      DELETE FROM extra_claim WHERE "bookingId" = OLD."bookingId";
    END IF;
    RETURN OLD;
  END IF;
  UPDATE extra_claim SET "bookingId" = NEW."bookingId", "expiresAt" = NEW."expiresAt" WHERE "holdId" = OLD."holdId";
  RETURN NEW;
END $$;
CREATE TRIGGER "slot_claim_extras_deleted" AFTER DELETE ON "slot_claim" FOR EACH ROW
  WHEN (OLD."holdId" IS NOT NULL OR OLD."bookingId" IS NOT NULL) EXECUTE FUNCTION extra_claim_follow();
CREATE TRIGGER "slot_claim_extras_updated" AFTER UPDATE OF "expiresAt", "bookingId" ON "slot_claim" FOR EACH ROW
  WHEN (OLD."holdId" IS NOT NULL AND (OLD."expiresAt" IS DISTINCT FROM NEW."expiresAt" OR OLD."bookingId" IS DISTINCT FROM NEW."bookingId"))
  EXECUTE FUNCTION extra_claim_follow();
