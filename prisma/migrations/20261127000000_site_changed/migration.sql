-- Studio pages and site records are cached in each app process (lib/http/page-cache.ts,
-- lib/domain/sites.ts); a site changes only when its studio, site_config or room rows change
-- (the studio import, in its own process). These triggers bump the studio's version stamp and
-- notify channel "site_changed" in the same transaction; PostgreSQL delivers the notification
-- on commit to every app instance that LISTENs (lib/infra/site-events.ts), which then drops
-- the studio's hosts from its caches. The payload names the hosts (slug and custom domains,
-- old and new) because the caches are keyed by host. Identical payloads of one transaction are
-- delivered once, so an import of many rooms sends one or two notifications.
-- site_version is the backstop: instances poll it in case a notification was missed.
CREATE TABLE "site_version" (
  "studioId" UUID PRIMARY KEY,
  "version" BIGINT NOT NULL DEFAULT 1,
  "changedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);

CREATE FUNCTION "site_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid UUID;
  slugs TEXT[];
  domains TEXT[];
BEGIN
  -- Nested IFs only: plpgsql does not short-circuit AND, and OLD/NEW of another table lack
  -- these columns.
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'studio' THEN sid := OLD."id"; ELSE sid := OLD."studioId"; END IF;
  ELSE
    IF TG_TABLE_NAME = 'studio' THEN sid := NEW."id"; ELSE sid := NEW."studioId"; END IF;
  END IF;
  slugs := ARRAY(SELECT "slug" FROM "studio" WHERE "id" = sid);
  domains := ARRAY(SELECT "customDomain" FROM "site_config" WHERE "studioId" = sid AND "customDomain" IS NOT NULL);
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'studio' THEN
      slugs := slugs || OLD."slug";
    ELSIF TG_TABLE_NAME = 'site_config' THEN
      IF OLD."customDomain" IS NOT NULL THEN domains := domains || OLD."customDomain"; END IF;
    END IF;
  END IF;
  INSERT INTO "site_version" ("studioId") VALUES (sid)
    ON CONFLICT ("studioId") DO UPDATE SET "version" = "site_version"."version" + 1, "changedAt" = now();
  PERFORM pg_notify('site_changed', json_build_object(
    'studioId', sid,
    'slugs', ARRAY(SELECT DISTINCT x FROM unnest(slugs) x ORDER BY 1),
    'domains', ARRAY(SELECT DISTINCT x FROM unnest(domains) x ORDER BY 1))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER "studio_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "studio" FOR EACH ROW EXECUTE FUNCTION "site_changed"();
CREATE TRIGGER "site_config_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "site_config" FOR EACH ROW EXECUTE FUNCTION "site_changed"();
CREATE TRIGGER "room_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "room" FOR EACH ROW EXECUTE FUNCTION "site_changed"();
