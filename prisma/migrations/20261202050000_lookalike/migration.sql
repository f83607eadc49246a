-- A studio made by the wizard whose slug or name resembles a verified studio's: which one, and how,
-- for the operator (docs/signup.md, Look-alikes).
ALTER TABLE "studio" ADD COLUMN "resemblesStudioId" UUID REFERENCES "studio"("id") ON DELETE SET NULL,
                     ADD COLUMN "resemblance" TEXT;
CREATE INDEX "studio_resemblesStudioId_idx" ON "studio"("resemblesStudioId");
