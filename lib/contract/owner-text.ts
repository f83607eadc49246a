// The longest texts an owner may write in the settings and the studio file (docs/studio-settings.md,
// Text limits): like the guest's fields (guest-rules.ts), each text has a cap, so a page, an email
// or a calendar entry can never be made huge by one field. Zod-free: the settings forms use them
// as their inputs' maxLength. The rule on characters (no control characters, line breaks only in
// multi-line texts, no bidi overrides) is freeText() of schemas.ts, applied by the studio file's schema.
export const OWNER_TEXT_MAX = {
  studioName: 120,
  studioType: 60,
  shortDescription: 400,
  description: 4000,
  addressLine: 200,
  city: 100,
  postalCode: 20,
  phone: 40,
  email: 254,
  url: 2048,
  roomName: 120,
  roomType: 60,
  instructions: 2000,
  amenity: 80,
  photoAlt: 200,
  houseRules: 4000,
  heroTitle: 200,
  heroSubtitle: 400,
  about: 4000,
  /** A booking's internal note (staff only; docs/studio-actions.md, Editing a booking). */
  internalNote: 2000,
} as const;
