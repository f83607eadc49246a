-- Room photos carry alt text and size: text[] of URLs becomes a jsonb array of
-- {url, alt: {es?, ca?, en?}, width?, height?}. ALTER TYPE … USING cannot hold a subquery,
-- so the column is added, filled and swapped.
ALTER TABLE "room" ADD COLUMN "photos_json" JSONB NOT NULL DEFAULT '[]';
UPDATE "room" SET "photos_json" = COALESCE(
  (SELECT jsonb_agg(jsonb_build_object('url', u, 'alt', '{}'::jsonb) ORDER BY i)
     FROM unnest("photos") WITH ORDINALITY AS p(u, i)),
  '[]'::jsonb);
ALTER TABLE "room" DROP COLUMN "photos";
ALTER TABLE "room" RENAME COLUMN "photos_json" TO "photos";

-- Equipment/amenities: an array of localized strings [{es, ca, en}].
ALTER TABLE "room" ADD COLUMN "amenities" JSONB NOT NULL DEFAULT '[]';

-- House rules: localized text {es?, ca?, en?}, absent when the studio has none.
ALTER TABLE "studio" ADD COLUMN "houseRules" JSONB;
