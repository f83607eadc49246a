-- An optional daily email to the studio with the next day's bookings (docs/studio-settings.md, Daily digest): off by default.
ALTER TABLE "studio" ADD COLUMN "dailyDigest" BOOLEAN NOT NULL DEFAULT false;
