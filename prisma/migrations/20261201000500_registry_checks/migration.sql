-- Template ids and locales are lists kept in one place each, in code (docs/sites.md, Templates):
-- every write path validates them with the API's zod schemas. A CHECK repeating the list here
-- would make a new template or language a migration as well, so the two list CHECKs go.
ALTER TABLE "site_config" DROP CONSTRAINT IF EXISTS "site_config_template_check";
ALTER TABLE "user" DROP CONSTRAINT IF EXISTS "user_locale_check";
