-- Only a hash of a manage token is stored (the contract, section 5; docs/decisions-contract.md).
-- A repeated confirm no longer gets the token back: the hold's sealed copy goes.
DROP INDEX IF EXISTS "hold_confirm_retry_expiresAt_idx";
ALTER TABLE "hold" DROP COLUMN "confirmTokenSealed", DROP COLUMN "confirmRequestHash";
-- A card booking awaiting its deposit kept its token sealed on its row for the confirmation
-- message sent when the deposit arrives. That message now waits in the outbox instead
-- (message.status 'waiting', its link sealed there as every queued message's is, and wiped when
-- sent or when the deposit never comes): the sealed value moves over unchanged (same seal).
INSERT INTO "message" (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", sealed)
SELECT gen_random_uuid(), b.id::text || ':booking_confirmed', b.id, 'booking_confirmed',
       CASE WHEN b.channel = 'phone' THEN 'phone' ELSE 'email' END, b.contact, b.locale, 'waiting', b."createdAt", b."manageTokenSealed"
  FROM "booking" b
 WHERE b."manageTokenSealed" IS NOT NULL AND b.status = 'pending_payment'
ON CONFLICT (key) DO NOTHING;
ALTER TABLE "booking" DROP COLUMN "manageTokenSealed";
