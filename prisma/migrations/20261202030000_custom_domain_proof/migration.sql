-- Custom domains are proven before use (docs/decisions-sites.md, Custom domains). studio_domain holds a studio's
-- claim: the domain its owner set, its state, the token to publish in a TXT record and the last check's outcome.
-- Several studios may claim one domain while none has proven it; the first proof drops the other claims.
-- site_config."customDomain" now holds only a proven domain (its unique index stays: a proven domain is never
-- another studio's), so the site lookups, the cache triggers and the notifications keep reading that column.
CREATE TABLE "studio_domain" (
    "studioId" UUID NOT NULL,
    "domain" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "token" TEXT NOT NULL,
    "problem" TEXT,
    "proof" TEXT,
    "setAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedAt" TIMESTAMPTZ(3),
    "provenAt" TIMESTAMPTZ(3),
    CONSTRAINT "studio_domain_pkey" PRIMARY KEY ("studioId"),
    CONSTRAINT "studio_domain_status_check" CHECK ("status" IN ('pending', 'failed', 'proven')),
    -- A failed check says why; only a failed one.
    CONSTRAINT "studio_domain_problem_check" CHECK (
      ("status" = 'failed') = ("problem" IS NOT NULL)
      AND ("problem" IS NULL OR "problem" IN ('no_record', 'wrong_value', 'dns_error', 'taken'))),
    -- A proven domain says how: its TXT record, or the operator's import.
    CONSTRAINT "studio_domain_proof_check" CHECK (
      ("status" = 'proven') = ("proof" IS NOT NULL AND "provenAt" IS NOT NULL)
      AND ("proof" IS NULL OR "proof" IN ('dns', 'operator')))
);
ALTER TABLE "studio_domain" ADD CONSTRAINT "studio_domain_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- The other claims of a domain being proven.
CREATE INDEX "studio_domain_domain_idx" ON "studio_domain"("domain");
-- The worker's re-check of the claims not yet proven, set within the last days.
CREATE INDEX "studio_domain_unproven_idx" ON "studio_domain"("setAt") WHERE "status" <> 'proven';

-- The domains set before this migration. A verified studio's was served already: it stays, counted as the
-- operator's (most came from the studio file's import, which is the operator's word). Any other studio's
-- becomes a pending claim with a new token, not served until its TXT record is read.
INSERT INTO "studio_domain" ("studioId", "domain", "status", "token", "proof", "setAt", "provenAt")
  SELECT c."studioId", c."customDomain",
         CASE WHEN s."verificationStatus" = 'live' THEN 'proven' ELSE 'pending' END,
         replace(gen_random_uuid()::text, '-', ''),
         CASE WHEN s."verificationStatus" = 'live' THEN 'operator' END,
         now(),
         CASE WHEN s."verificationStatus" = 'live' THEN now() END
    FROM "site_config" c JOIN "studio" s ON s."id" = c."studioId"
   WHERE c."customDomain" IS NOT NULL;
UPDATE "site_config" c SET "customDomain" = NULL
  FROM "studio" s
 WHERE s."id" = c."studioId" AND c."customDomain" IS NOT NULL AND s."verificationStatus" <> 'live';
