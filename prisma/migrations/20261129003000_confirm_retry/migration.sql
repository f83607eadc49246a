-- A confirm whose answer was lost (the connection dropped during COMMIT) may be repeated by the
-- same client and answers the same booking with the same manage token (docs/decisions.md,
-- Confirm retries): the token sealed under a server key, bound to the hold, and the hash of the
-- confirm's body, kept on the hold until the hold's time runs out, then wiped by the sweep.
ALTER TABLE "hold" ADD COLUMN "confirmTokenSealed" TEXT, ADD COLUMN "confirmRequestHash" TEXT;
CREATE INDEX "hold_confirm_retry_expiresAt_idx" ON "hold"("expiresAt") WHERE "confirmTokenSealed" IS NOT NULL;
