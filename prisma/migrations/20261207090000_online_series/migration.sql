-- A weekly series booked online by a guest (docs/series.md, Booked online by a guest).
-- The studio's setting: how many weeks a guest may book at once, 0 = not offered (the default).
ALTER TABLE "studio" ADD COLUMN "onlineSeriesMaxWeeks" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "studio" ADD CONSTRAINT "studio_onlineSeriesMaxWeeks_range"
  CHECK ("onlineSeriesMaxWeeks" = 0 OR "onlineSeriesMaxWeeks" BETWEEN 2 AND 52);

-- A guest's series is one hold with one code (the first date's) and a hold per later date that
-- points at it: those carry no code of their own, live and end with it, and become its series'
-- bookings at its confirm. The first date's hold keeps how many weeks were asked for.
ALTER TABLE "hold" ADD COLUMN "seriesHoldId" UUID;
ALTER TABLE "hold" ADD COLUMN "seriesWeeks" INTEGER;
ALTER TABLE "hold" ADD CONSTRAINT "hold_seriesWeeks_range" CHECK ("seriesWeeks" IS NULL OR "seriesWeeks" BETWEEN 2 AND 52);
ALTER TABLE "hold" ADD CONSTRAINT "hold_seriesHoldId_fkey" FOREIGN KEY ("seriesHoldId") REFERENCES "hold"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- Every foreign key has its index (tests/db/sweep-indexes.test.ts); only series' dates have one.
CREATE INDEX "hold_seriesHoldId_idx" ON "hold"("seriesHoldId") WHERE "seriesHoldId" IS NOT NULL;

-- Who made a series: staff in the dashboard, or the guest online.
ALTER TABLE "booking_series" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'studio';
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_source_check" CHECK ("source" IN ('studio', 'online'));
