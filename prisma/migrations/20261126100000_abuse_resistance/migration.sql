-- Abuse resistance (issue 10).
-- quota_event: a sliding log of counted events (hold created per contact / per network, SMS
-- code sent per studio / platform-wide, receipt to a second address). A quota counts the rows
-- of its key whose "at" lies in the last window: exact "in any 60 minutes", shared by every
-- instance. Rows are pruned by the sweep once "expiresAt" (at + window) has passed.
CREATE TABLE "quota_event" (
    "id" BIGSERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "quota_event_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "quota_event_key_at_idx" ON "quota_event"("key", "at");
CREATE INDEX "quota_event_expiresAt_idx" ON "quota_event"("expiresAt");

-- Captcha verification runs outside the hold transaction: the spent token remembers which
-- request spent it and how siteverify answered, so a parallel duplicate of that request (same
-- studio, idempotency key and payload) waits for its twin instead of failing on a spent token.
ALTER TABLE "spent_captcha_token" ADD COLUMN "studioId" UUID;
ALTER TABLE "spent_captcha_token" ADD COLUMN "idempotencyKey" TEXT;
ALTER TABLE "spent_captcha_token" ADD COLUMN "requestHash" TEXT;
ALTER TABLE "spent_captcha_token" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'verifying';
CREATE INDEX "spent_captcha_token_spentAt_idx" ON "spent_captcha_token"("spentAt");

-- Country calling codes (digits, e.g. '34') a studio's codes may be texted to; empty = the
-- studio's own country.
ALTER TABLE "studio" ADD COLUMN "smsCountryCodes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
