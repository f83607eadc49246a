-- Regular bookings (docs/series.md): a series is what staff asked for (the guest, the room, the
-- cadence, the time); each occurrence is an ordinary booking row pointing at it, under the same
-- exclusion constraint and rules as any booking. Either a count or a last date bounds it.
CREATE TABLE "booking_series" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "roomId" UUID NOT NULL,
    "guestName" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "email" TEXT,
    "locale" TEXT NOT NULL,
    "notes" TEXT,
    "cadence" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "firstDate" TEXT NOT NULL,
    "count" INTEGER,
    "untilDate" TEXT,
    "createdByUserId" TEXT,
    "createdByEmail" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_series_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_series_cadence_check" CHECK ("cadence" IN ('weekly', 'biweekly')),
    CONSTRAINT "booking_series_bound_check" CHECK (("count" IS NULL) <> ("untilDate" IS NULL)),
    CONSTRAINT "booking_series_count_check" CHECK ("count" IS NULL OR "count" BETWEEN 1 AND 52)
);

CREATE INDEX "booking_series_studioId_createdAt_idx" ON "booking_series"("studioId", "createdAt");
-- A room's deletion cascades here (every foreign key has its index: tests/db/sweep-indexes.test.ts).
CREATE INDEX "booking_series_roomId_idx" ON "booking_series"("roomId");

ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "booking" ADD COLUMN "seriesId" UUID;
ALTER TABLE "booking" ADD CONSTRAINT "booking_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "booking_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "booking_seriesId_startsAt_idx" ON "booking"("seriesId", "startsAt") WHERE "seriesId" IS NOT NULL;
