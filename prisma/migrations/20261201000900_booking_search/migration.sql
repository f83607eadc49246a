-- Search that finds people and a guest's history (docs/dashboard.md, Bookings; docs/decisions-bookings.md,
-- Searching guests). unaccent and pg_trgm ship with PostgreSQL's contrib and are trusted extensions: a database
-- owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly; this wrapper names
-- the dictionary explicitly and is declared IMMUTABLE, the usual way to index it. Lower case after unaccent:
-- "Martínez", "MARTINEZ" and "martinez" all fold to "martinez", "Zoë Müller" to "zoe muller".
CREATE FUNCTION booking_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;

-- The text a search matches: the guest's name, receipt email and contact, folded. A trigram index serves
-- "contains" (LIKE '%…%') on it.
CREATE INDEX "booking_search_trgm_idx" ON "booking"
  USING gin (booking_fold("guestName" || ' ' || coalesce("email", '') || ' ' || "contact") gin_trgm_ops);

-- One guest across bookings: the contact as lib/domain/identity.ts canonicalContact counts it (a phone is stored
-- as E.164 already; an email lower-cased, its "+tag" dropped, Gmail's dots dropped and googlemail.com as gmail.com).
CREATE FUNCTION booking_contact_key(channel text, contact text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE
      WHEN channel = 'phone' THEN contact
      WHEN c !~ '^.+@' THEN c
      ELSE (
        SELECT CASE WHEN d IN ('gmail.com', 'googlemail.com') THEN replace(l, '.', '') || '@gmail.com' ELSE l || '@' || d END
          FROM (SELECT regexp_replace(substring(c FROM '^(.*)@[^@]*$'), '^([^+]+)\+.*$', '\1') AS l,
                       substring(c FROM '@([^@]*)$') AS d) parts
      )
    END
      FROM (SELECT lower(btrim(contact)) AS c) x
  $$;

CREATE INDEX "booking_studio_contact_key_idx" ON "booking" ("studioId", booking_contact_key("channel", "contact"));
