-- The hash of a feed's last good body: a sync that fetches the same body again skips parsing
-- and writes nothing (docs/calendars.md, Calendars in).
ALTER TABLE "calendar_feed" ADD COLUMN "bodyHash" TEXT;
UPDATE "calendar_feed" SET "bodyHash" = encode(sha256(convert_to("body", 'UTF8')), 'hex') WHERE "body" IS NOT NULL;
