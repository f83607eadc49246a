-- Whether guests may change the time of a booking on its manage page (docs/studio-settings.md,
-- Guest reschedule): on unless the studio turns it off; the cancellation deadline still applies.
ALTER TABLE "studio" ADD COLUMN "guestReschedule" BOOLEAN NOT NULL DEFAULT true;
