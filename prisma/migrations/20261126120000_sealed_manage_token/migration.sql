-- The guest's first messages carry the manage link, but the token itself is never stored
-- (spec 5.4). Until those messages are sent, the token is kept SEALED (AES-256-GCM with a
-- server key, see lib/domain/bookings/manage-token.ts) and wiped as soon as it is no longer needed:
-- on the booking while a card deposit is awaited, then on each guest message until it is sent.
ALTER TABLE "booking" ADD COLUMN "manageTokenSealed" TEXT;
ALTER TABLE "message" ADD COLUMN "sealed" TEXT;
