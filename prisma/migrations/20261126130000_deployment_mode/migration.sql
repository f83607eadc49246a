-- The deployment's mode, recorded by every process that starts on this database
-- (lib/infra/deployment.ts settleMode). One row. Production wins: a production process
-- upserts it, a pre-production process only inserts it when there is no row, so a worker or
-- script started without APP_ENV on a production database runs as production, and one told
-- APP_ENV=preproduction there refuses to run.
CREATE TABLE "deployment_mode" (
  "id" SMALLINT PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "mode" TEXT NOT NULL CHECK ("mode" IN ('production', 'preproduction')),
  "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
