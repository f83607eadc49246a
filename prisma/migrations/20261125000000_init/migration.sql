-- Initial schema. Hand-written (the Prisma schema engine cannot be downloaded here) to match
-- prisma/schema.prisma; tests/db/schema.test.ts writes and reads every model through Prisma.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE "studio" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "shortDescription" TEXT,
    "studioType" TEXT,
    "logoUrl" TEXT,
    "coverImageUrl" TEXT,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "country" CHAR(2) NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "phone" TEXT,
    "email" TEXT NOT NULL,
    "website" TEXT,
    "timezone" TEXT NOT NULL,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "averageRating" DOUBLE PRECISION,
    "totalReviews" INTEGER NOT NULL DEFAULT 0,
    "operatingHours" JSONB NOT NULL,
    "bookingOnline" BOOLEAN NOT NULL DEFAULT true,
    "cardPayments" BOOLEAN NOT NULL DEFAULT false,
    "captcha" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "studio_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "studio_slug_key" ON "studio"("slug");

CREATE TABLE "site_config" (
    "studioId" UUID NOT NULL,
    "template" TEXT NOT NULL,
    "theme" JSONB NOT NULL,
    "sections" JSONB NOT NULL,
    "content" JSONB NOT NULL,
    "legal" JSONB NOT NULL,
    "seo" JSONB NOT NULL,
    "defaultLocale" TEXT NOT NULL,
    "locales" TEXT[],
    "status" TEXT NOT NULL,
    "customDomain" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "site_config_pkey" PRIMARY KEY ("studioId"),
    CONSTRAINT "site_config_template_check" CHECK ("template" IN ('stage', 'daylight')),
    CONSTRAINT "site_config_status_check" CHECK ("status" IN ('live', 'draft'))
);
CREATE UNIQUE INDEX "site_config_customDomain_key" ON "site_config"("customDomain");

CREATE TABLE "room" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "capacity" INTEGER NOT NULL,
    "roomType" TEXT,
    "hourlyCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "bookable" BOOLEAN NOT NULL,
    "active" BOOLEAN NOT NULL,
    "minMinutes" INTEGER NOT NULL,
    "maxMinutes" INTEGER NOT NULL,
    "stepMinutes" INTEGER NOT NULL,
    "paymentModes" TEXT[],
    "depositPercent" INTEGER NOT NULL,
    "cancelNoticeHours" INTEGER NOT NULL,
    "minNoticeMin" INTEGER NOT NULL,
    "maxAdvanceDays" INTEGER NOT NULL,
    "bufferMinutes" INTEGER NOT NULL,
    "instructions" JSONB NOT NULL,
    "photos" TEXT[],
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "room_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "room_durations_check" CHECK ("stepMinutes" > 0 AND "minMinutes" > 0 AND "maxMinutes" >= "minMinutes"),
    CONSTRAINT "room_deposit_check" CHECK ("depositPercent" BETWEEN 0 AND 100)
);
CREATE INDEX "room_studioId_idx" ON "room"("studioId");

CREATE TABLE "calendar_block" (
    "id" UUID NOT NULL,
    "roomId" UUID NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "note" TEXT,
    CONSTRAINT "calendar_block_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "calendar_block_range_check" CHECK ("endsAt" > "startsAt")
);
CREATE INDEX "calendar_block_roomId_startsAt_idx" ON "calendar_block"("roomId", "startsAt");

CREATE TABLE "hold" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "roomId" UUID NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "date" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "depositCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "guestName" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "contactMasked" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "clientIp" TEXT NOT NULL,
    "codeHash" TEXT,
    "codeSentAt" TIMESTAMPTZ(3),
    "sendCount" INTEGER NOT NULL DEFAULT 0,
    "wrongAttempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "hold_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "hold_status_check" CHECK ("status" IN ('pending', 'verified', 'burnt', 'confirmed', 'expired'))
);
CREATE UNIQUE INDEX "hold_studioId_idempotencyKey_key" ON "hold"("studioId", "idempotencyKey");
CREATE INDEX "hold_contact_createdAt_idx" ON "hold"("contact", "createdAt");
CREATE INDEX "hold_clientIp_createdAt_idx" ON "hold"("clientIp", "createdAt");

CREATE TABLE "booking" (
    "id" UUID NOT NULL,
    "holdId" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "studioId" UUID NOT NULL,
    "roomId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "paymentMode" TEXT NOT NULL,
    "paymentStatus" TEXT NOT NULL,
    "guestName" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "email" TEXT,
    "locale" TEXT NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "date" TEXT NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "depositCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "cancelNoticeHours" INTEGER NOT NULL,
    "notes" TEXT,
    "paymentDueAt" TIMESTAMPTZ(3),
    "paymentIntentId" TEXT,
    "manageTokenHash" TEXT NOT NULL,
    "cancelReason" TEXT,
    "cancelledBy" TEXT,
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "booking_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_status_check" CHECK ("status" IN ('pending_payment', 'confirmed', 'completed', 'cancelled', 'no_show')),
    CONSTRAINT "booking_payment_status_check" CHECK ("paymentStatus" IN ('unpaid', 'pending', 'deposit_paid', 'paid', 'refunded'))
);
CREATE UNIQUE INDEX "booking_holdId_key" ON "booking"("holdId");
CREATE UNIQUE INDEX "booking_reference_key" ON "booking"("reference");
CREATE UNIQUE INDEX "booking_paymentIntentId_key" ON "booking"("paymentIntentId");
CREATE UNIQUE INDEX "booking_manageTokenHash_key" ON "booking"("manageTokenHash");
CREATE INDEX "booking_roomId_startsAt_idx" ON "booking"("roomId", "startsAt");
CREATE INDEX "booking_status_paymentDueAt_idx" ON "booking"("status", "paymentDueAt");

CREATE TABLE "slot_claim" (
    "id" BIGSERIAL NOT NULL,
    "roomId" UUID NOT NULL,
    "holdId" UUID,
    "bookingId" UUID,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "span" tstzrange NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    CONSTRAINT "slot_claim_pkey" PRIMARY KEY ("id"),
    -- No two claims of one room overlap, buffers included (span = [startsAt, endsAt + buffer)).
    CONSTRAINT "slot_claim_no_overlap" EXCLUDE USING gist ("roomId" WITH =, "span" WITH &&)
);
CREATE UNIQUE INDEX "slot_claim_holdId_key" ON "slot_claim"("holdId");
CREATE UNIQUE INDEX "slot_claim_bookingId_key" ON "slot_claim"("bookingId");

CREATE TABLE "rate_counter" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "rate_counter_pkey" PRIMARY KEY ("key", "windowStart")
);
CREATE INDEX "rate_counter_expiresAt_idx" ON "rate_counter"("expiresAt");

CREATE TABLE "spent_captcha_token" (
    "tokenHash" TEXT NOT NULL,
    "spentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "spent_captcha_token_pkey" PRIMARY KEY ("tokenHash")
);

CREATE TABLE "stripe_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "paymentIntentId" TEXT,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "message" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "bookingId" UUID,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "sendAfter" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "message_key_key" ON "message"("key");
CREATE INDEX "message_bookingId_idx" ON "message"("bookingId");

ALTER TABLE "site_config" ADD CONSTRAINT "site_config_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "room" ADD CONSTRAINT "room_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "calendar_block" ADD CONSTRAINT "calendar_block_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "hold" ADD CONSTRAINT "hold_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "hold" ADD CONSTRAINT "hold_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "booking" ADD CONSTRAINT "booking_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "booking" ADD CONSTRAINT "booking_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "booking" ADD CONSTRAINT "booking_holdId_fkey" FOREIGN KEY ("holdId") REFERENCES "hold"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "message" ADD CONSTRAINT "message_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "slot_claim" ADD CONSTRAINT "slot_claim_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "room"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "slot_claim" ADD CONSTRAINT "slot_claim_holdId_fkey" FOREIGN KEY ("holdId") REFERENCES "hold"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "slot_claim" ADD CONSTRAINT "slot_claim_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
