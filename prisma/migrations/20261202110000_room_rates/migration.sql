-- A room's rates beyond its base hourly price (docs/pricing.md): rate windows by weekday and time
-- of day, and a lower hourly rate from a session length on. The windows are the studio file's own
-- JSON (validated by its schema on every write path); the long-session rate is two numbers that
-- come together or not at all.
ALTER TABLE "room"
  ADD COLUMN "rateWindows" JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof("rateWindows") = 'array'),
  ADD COLUMN "longFromMinutes" INTEGER,
  ADD COLUMN "longHourlyCents" INTEGER,
  ADD CONSTRAINT "room_long_rate" CHECK (
    ("longFromMinutes" IS NULL AND "longHourlyCents" IS NULL)
    OR ("longFromMinutes" > 0 AND "longHourlyCents" > 0)
  );
