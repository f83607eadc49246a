-- Calendar feeds: how far the blocks of the feed's last good expansion reach. A sync that gets
-- 304 Not Modified expands the stored body again only once the room's horizon has passed it
-- (at most once a day), instead of re-parsing and rewriting every block on every sync. A failed
-- sync (fetch, content, expansion budget) leaves it with the blocks it describes.
ALTER TABLE "calendar_feed" ADD COLUMN "expandedUntil" TIMESTAMPTZ(3);
