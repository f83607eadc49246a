-- How a hold's and a booking's price was made (docs/pricing.md, Price lines): its minutes at each
-- hourly rate, in order, as [{"minutes": 60, "hourlyCents": 1800}, …], written with the price and
-- kept as it was when the studio changes the price or a move keeps it. A booking made before
-- this has its one rate written here when its price is exactly that rate for its minutes, and no
-- lines otherwise (its price is shown alone).
ALTER TABLE "hold" ADD COLUMN "priceLines" JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof("priceLines") = 'array');
ALTER TABLE "booking" ADD COLUMN "priceLines" JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof("priceLines") = 'array');

UPDATE "booking"
   SET "priceLines" = jsonb_build_array(jsonb_build_object('minutes', "minutes", 'hourlyCents', ("priceCents" * 60) / "minutes"))
 WHERE "minutes" > 0 AND ("priceCents" * 60) % "minutes" = 0;
UPDATE "hold"
   SET "priceLines" = jsonb_build_array(jsonb_build_object('minutes', "minutes", 'hourlyCents', ("priceCents" * 60) / "minutes"))
 WHERE "minutes" > 0 AND ("priceCents" * 60) % "minutes" = 0;
