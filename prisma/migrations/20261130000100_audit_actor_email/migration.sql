-- The studio audit names a staff actor by the email and role they had when they acted
-- (docs/studio-actions.md, Audit trail), not by a display name they could edit. Both are null
-- for the operator's CLI and Stripe. Rows written before keep their name; their email is the
-- user's current one where the user still exists (their role then is not known).
ALTER TABLE "studio_audit" ADD COLUMN "actorEmail" TEXT, ADD COLUMN "actorRole" TEXT;
ALTER TABLE "studio_audit" ADD CONSTRAINT "studio_audit_actorRole_check" CHECK ("actorRole" IN ('owner', 'staff'));
UPDATE "studio_audit" a SET "actorEmail" = u.email FROM "user" u WHERE u.id = a."actorUserId";
