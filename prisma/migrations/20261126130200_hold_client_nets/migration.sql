-- The networks a hold's client IP is counted as (lib/infra/networks.ts: an IPv4 address, or an
-- IPv6 /64, /56 and /48), so create hold can count a network's live unverified holds at one
-- studio; rows from before this column count as no network (they expire within 12 minutes).
ALTER TABLE "hold" ADD COLUMN "clientNets" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
CREATE INDEX "hold_studioId_status_expiresAt_idx" ON "hold"("studioId", "status", "expiresAt");
