-- A studio's standing on the platform (docs/operators.md, Studio status): draft, awaiting_verification, live,
-- suspended, rejected. "isVerified" (what holds read) stays and is kept equal to status = 'live' by the trigger
-- below whoever writes (an operator action writes the status; the studio file's import writes isVerified),
-- and a CHECK proves the two never disagree.
ALTER TABLE "studio"
  ADD COLUMN "verificationStatus" TEXT NOT NULL DEFAULT 'draft',
  ADD COLUMN "statusReason" TEXT,
  ADD COLUMN "statusChangedAt" TIMESTAMPTZ(3);
UPDATE "studio" SET "verificationStatus" = CASE WHEN "isVerified" THEN 'live' ELSE 'draft' END;
ALTER TABLE "studio" ADD CONSTRAINT "studio_verificationStatus_check"
  CHECK ("verificationStatus" IN ('draft', 'awaiting_verification', 'live', 'suspended', 'rejected'));
ALTER TABLE "studio" ADD CONSTRAINT "studio_isVerified_status_check"
  CHECK ("isVerified" = ("verificationStatus" = 'live'));
ALTER TABLE "studio" ADD CONSTRAINT "studio_statusReason_check" CHECK (char_length("statusReason") <= 1000);

CREATE FUNCTION "studio_status_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."isVerified" THEN NEW."verificationStatus" := 'live'; END IF;
  ELSIF NEW."verificationStatus" IS DISTINCT FROM OLD."verificationStatus" THEN
    NULL; -- the status was written: it decides
  ELSIF NEW."isVerified" IS DISTINCT FROM OLD."isVerified" THEN
    -- Only isVerified was written (the studio file, an operator's shell): true makes the studio live,
    -- false takes it back to draft.
    NEW."verificationStatus" := CASE WHEN NEW."isVerified" THEN 'live' ELSE 'draft' END;
    NEW."statusReason" := NULL;
    NEW."statusChangedAt" := now();
  END IF;
  NEW."isVerified" := NEW."verificationStatus" = 'live';
  RETURN NEW;
END $$;
CREATE TRIGGER "studio_status_sync" BEFORE INSERT OR UPDATE ON "studio" FOR EACH ROW EXECUTE FUNCTION "studio_status_sync"();
CREATE INDEX "studio_verificationStatus_idx" ON "studio"("verificationStatus", "name");

-- The evidence an owner gives (docs/operators.md, Verification): business details and the studio phone
-- confirmed with a one-time code (the holds' code machinery: keyed hash, 10-minute codes, 5 wrong tries,
-- 60 s between sends, 3 sends per series).
CREATE TABLE "studio_verification" (
    "studioId" UUID NOT NULL,
    "legalName" TEXT,
    "taxId" TEXT,
    "addressLine1" TEXT,
    "addressLine2" TEXT,
    "city" TEXT,
    "postalCode" TEXT,
    "country" CHAR(2),
    "detailsAt" TIMESTAMPTZ(3),
    "phone" TEXT,
    "phoneCodeHash" TEXT,
    "phoneDevCodeSealed" TEXT,
    "phoneCodeSentAt" TIMESTAMPTZ(3),
    "phoneSendCount" INTEGER NOT NULL DEFAULT 0,
    "phoneWrongAttempts" INTEGER NOT NULL DEFAULT 0,
    "phoneConfirmedAt" TIMESTAMPTZ(3),
    "submittedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "studio_verification_pkey" PRIMARY KEY ("studioId")
);
ALTER TABLE "studio_verification" ADD CONSTRAINT "studio_verification_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Platform operators (docs/operators.md, Operators): granted by npm run platform:admin.
ALTER TABLE "user" ADD COLUMN "platformAdmin" BOOLEAN NOT NULL DEFAULT false;

-- Every operator action (docs/operators.md, Audit). The studio id has no foreign key
-- so the trail outlives the studio; its slug is copied for reading.
CREATE TABLE "platform_audit" (
    "id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorUserId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "studioId" UUID,
    "studioSlug" TEXT,
    "reason" TEXT,
    "detail" JSONB NOT NULL DEFAULT '{}',
    CONSTRAINT "platform_audit_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "platform_audit_studioId_at_idx" ON "platform_audit"("studioId", "at");
CREATE INDEX "platform_audit_at_idx" ON "platform_audit"("at");
