-- How many people come (docs/decisions-bookings.md, Party size): optional on the hold, copied to its booking.
-- At least 1; the room's capacity bounds it when the hold is made (a capacity changed later does not rewrite bookings).
ALTER TABLE "hold" ADD COLUMN "partySize" INTEGER;
ALTER TABLE "hold" ADD CONSTRAINT "hold_party_size_positive" CHECK ("partySize" IS NULL OR "partySize" >= 1);
ALTER TABLE "booking" ADD COLUMN "partySize" INTEGER;
ALTER TABLE "booking" ADD CONSTRAINT "booking_party_size_positive" CHECK ("partySize" IS NULL OR "partySize" >= 1);
