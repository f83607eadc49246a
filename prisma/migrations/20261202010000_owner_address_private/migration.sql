-- The owner's address stays private (docs/signup.md, The owner's address). studio.email is the
-- public contact (site, legal page, public payload) and may now be empty; studio."notifyEmail" is
-- where the studio's own emails go (new bookings, cancellations, the daily digest), never published;
-- null means email. One of the two is always there.
ALTER TABLE "studio" ALTER COLUMN "email" DROP NOT NULL;
ALTER TABLE "studio" ADD COLUMN "notifyEmail" TEXT;
ALTER TABLE "studio" ADD CONSTRAINT "studio_inbox_check" CHECK ("email" IS NOT NULL OR "notifyEmail" IS NOT NULL);

-- Studios the sign-up wizard made (their studio.create audit row says via 'signup') copied the
-- owner's sign-up address into email. It moves to notifyEmail, so their mail keeps its recipient,
-- and the public email is emptied; unless the owner set one: an email they saved in Settings (a
-- settings.update row changing it) or one other than their sign-up address is theirs to publish,
-- and stays as it was (notifications included).
UPDATE "studio" s
   SET "notifyEmail" = s."email", "email" = NULL
  FROM "studio_audit" a
 WHERE a."studioId" = s."id"
   AND a."action" = 'studio.create'
   AND a."detail"->>'via' = 'signup'
   AND s."notifyEmail" IS NULL
   AND lower(s."email") = lower(coalesce(a."actorEmail", a."actorName"))
   AND NOT EXISTS (
     SELECT 1 FROM "studio_audit" u
      WHERE u."studioId" = s."id" AND u."action" = 'settings.update' AND u."detail"->'changes' ? 'email'
   );
