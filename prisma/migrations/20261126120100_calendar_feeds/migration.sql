-- Studio calendars (issue 12).
--
-- booking_feed: the secret ICS feed of a studio's bookings (all rooms when "roomId" is null, or
-- one room). Only the SHA-256 of the secret is stored; rotating replaces the row's hash, so the
-- old URL stops working at once. One feed per studio and scope (NULLS NOT DISTINCT: one
-- all-rooms feed).
CREATE TABLE "booking_feed" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "roomId" UUID,
    "secretHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "booking_feed_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "booking_feed_secretHash_key" ON "booking_feed"("secretHash");
CREATE UNIQUE INDEX "booking_feed_studioId_roomId_key" ON "booking_feed"("studioId", "roomId") NULLS NOT DISTINCT;
ALTER TABLE "booking_feed" ADD CONSTRAINT "booking_feed_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "booking_feed" ADD CONSTRAINT "booking_feed_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- calendar_feed: an ICS URL of the studio's own calendar for one room (studio file
-- calendarFeeds), with what the last fetch learnt: validators for conditional requests, the
-- last good body (re-expanded on 304 as "now" moves), the last error and the last success.
CREATE TABLE "calendar_feed" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "roomId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "etag" TEXT,
    "lastModified" TEXT,
    "body" TEXT,
    "lastSyncAt" TIMESTAMPTZ(3),
    "lastSuccessAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "eventsRead" INTEGER NOT NULL DEFAULT 0,
    "blocksWritten" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "calendar_feed_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "calendar_feed_roomId_url_key" ON "calendar_feed"("roomId", "url");
CREATE INDEX "calendar_feed_studioId_idx" ON "calendar_feed"("studioId");
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A block from a feed is tagged with it (null: from the studio file). Removing a feed from the
-- studio file removes its blocks with it.
ALTER TABLE "calendar_block" ADD COLUMN "feedId" UUID;
CREATE INDEX "calendar_block_feedId_idx" ON "calendar_block"("feedId");
ALTER TABLE "calendar_block" ADD CONSTRAINT "calendar_block_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "calendar_feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- SEQUENCE of the booking's VEVENT in the studio's feed (RFC 5545 3.8.7.4): bumped by every
-- change of the row, so subscribed calendars see a revision whatever code path made it.
ALTER TABLE "booking" ADD COLUMN "sequence" INTEGER NOT NULL DEFAULT 0;
CREATE FUNCTION booking_bump_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sequence" := OLD."sequence" + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER booking_bump_sequence BEFORE UPDATE ON "booking"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION booking_bump_sequence();
