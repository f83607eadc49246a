-- An optional text reminder this many hours before a booking's start, to guests who booked with a
-- phone number (docs/studio-settings.md, SMS reminder): NULL is off, the default.
ALTER TABLE "studio" ADD COLUMN "smsReminderHours" INTEGER;
ALTER TABLE "studio" ADD CONSTRAINT "studio_smsReminderHours_range" CHECK ("smsReminderHours" BETWEEN 1 AND 12);
