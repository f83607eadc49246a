-- Guests as people (docs/guests.md): the studio's no-show policy, and the notes and tags a studio keeps about a
-- guest, keyed by the guest's contact as booking_contact_key() folds it (one guest across bookings).
ALTER TABLE "studio" ADD COLUMN "noShowPolicy" TEXT NOT NULL DEFAULT 'off';
ALTER TABLE "studio" ADD CONSTRAINT "studio_noShowPolicy_check" CHECK ("noShowPolicy" IN ('off', 'warn', 'refuse'));
ALTER TABLE "studio" ADD COLUMN "noShowThreshold" INTEGER NOT NULL DEFAULT 2;
ALTER TABLE "studio" ADD CONSTRAINT "studio_noShowThreshold_range" CHECK ("noShowThreshold" BETWEEN 1 AND 10);

CREATE TABLE "guest_profile" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    -- booking_contact_key(channel, contact) of the guest's bookings.
    "contactKey" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '' CHECK (char_length("notes") <= 2000),
    "tags" TEXT[] NOT NULL DEFAULT '{}' CHECK (cardinality("tags") <= 20),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "guest_profile_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "guest_profile" ADD CONSTRAINT "guest_profile_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- One profile per guest of a studio; it also serves the foreign key.
CREATE UNIQUE INDEX "guest_profile_studioId_contactKey_key" ON "guest_profile"("studioId", "contactKey");
