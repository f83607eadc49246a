// Guests as people (docs/guests.md): a guest's profile (their bookings here, no-shows, what they owe,
// the studio's notes and tags) and the notes and tags saved, for owners and staff. Each operation is
// declared once (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { studioOperation, notFound } from "../studio-operation";
import { GuestNotesBody } from "../../../contract/studio-schemas";
import { GUEST_NOTES_MAX, GUEST_TAG_MAX, GUEST_TAGS_MAX } from "../../../contract/guests";

const GUEST = notFound("guest (a contact with no booking at this studio, or a key that is not one)");

export const studioGuestProfile = studioOperation({
  operationId: "studioGuestProfile",
  method: "get",
  path: "/studio/guests/{guestKey}",
  pathParams: { guestKey: "guest" },
  summary: "A guest's profile",
  description:
    "One guest of the studio: the bookings of their contact here (the contact counted as one guest: one Gmail mailbox, one E.164 number; newest first, at most 200, each with what it still owes), their no-shows and cancellations, what they owe in all per currency, the notes and tags the studio keeps, and whether the studio's no-show policy applies to them (docs/guests.md). Bookings whose guest data retention erased count no more.",
  success: { status: 200, content: "json", schema: "GuestProfileResponse", description: "The guest" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { RESOURCE_NOT_FOUND: GUEST },
});

export const studioSaveGuestNotes = studioOperation({
  operationId: "studioSaveGuestNotes",
  method: "patch",
  path: "/studio/guests/{guestKey}",
  pathParams: { guestKey: "guest" },
  summary: "Save the studio's notes and tags about a guest",
  description: `\`notes\` (up to ${GUEST_NOTES_MAX} characters) and \`tags\` (up to ${GUEST_TAGS_MAX}, each up to ${GUEST_TAG_MAX} characters, one spelling per tag whatever its case) replace what the studio keeps about the guest, each only when sent. Seen by the studio's owners and staff only, never by the guest; audited with what changed.`,
  body: {
    name: "GuestNotesRequest",
    schema: GuestNotesBody,
    required: true,
    example: { notes: "Brings their own drum kit.", tags: ["band", "regular"] },
  },
  success: { status: 200, content: "json", schema: "GuestProfileResponse", description: "The guest, notes and tags as saved" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: GUEST,
    VALIDATION_ERROR: "Neither `notes` nor `tags`, notes or a tag too long, too many tags, an empty tag, or control characters",
  },
});
