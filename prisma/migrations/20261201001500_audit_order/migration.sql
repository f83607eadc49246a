-- The order audit rows were written in: one action may write two rows at one instant (a studio
-- cancel with its refund), which `at` alone left unordered (docs/studio-actions.md, Audit trail).
ALTER TABLE "studio_audit" ADD COLUMN "seq" BIGSERIAL NOT NULL;
DROP INDEX "studio_audit_bookingId_at_idx";
CREATE INDEX "studio_audit_bookingId_at_seq_idx" ON "studio_audit"("bookingId", "at", "seq");
