-- Staff's internal note on a booking (docs/studio-actions.md, Editing a booking): read only in the dashboard's
-- booking detail and the studio API, never by anything the guest or a third party sees. Capped like the
-- owner's texts (lib/contract/owner-text.ts) so no page or row is made huge by one field.
ALTER TABLE "booking" ADD COLUMN "internalNote" TEXT;
ALTER TABLE "booking" ADD CONSTRAINT "booking_internal_note_length" CHECK (char_length("internalNote") <= 2000);
