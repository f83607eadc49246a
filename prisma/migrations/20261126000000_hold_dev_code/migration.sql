-- Pre-production convenience (spec 2.7 devCode): when no delivery provider is configured for
-- the hold's channel, the code is returned as `devCode`, also on an idempotent replay. The code
-- is never stored in plain text: this column holds it sealed with AES-256-GCM under a key
-- derived from CODE_HASH_SECRET (lib/domain/holds/codes.ts). NULL whenever the code was really delivered.
ALTER TABLE "hold" ADD COLUMN "devCodeSealed" TEXT;

-- The expiry sweep (lib/domain/holds/sweep.ts) selects live holds whose time has run out.
CREATE INDEX "hold_status_expiresAt_idx" ON "hold"("status", "expiresAt");
