// Guests as people (docs/guests.md): the no-show policy's values and its one rule, and the limits of
// the notes and tags a studio keeps about a guest. Zod-free, so the dashboard's forms read the same.

export const NO_SHOW_POLICIES = ["off", "warn", "refuse"] as const;
export type NoShowPolicy = (typeof NO_SHOW_POLICIES)[number];

/** A stored policy (a CHECK holds it to these values); anything else reads as off. */
export const noShowPolicyOf = (v: string): NoShowPolicy => NO_SHOW_POLICIES.find((p) => p === v) ?? "off";

/** The policy applies to a guest with this many no-shows at the studio (docs/guests.md, No-show policy). */
export const policyApplies = (s: { noShowPolicy: NoShowPolicy; noShowThreshold: number }, noShows: number): boolean =>
  s.noShowPolicy !== "off" && noShows >= s.noShowThreshold;

export const GUEST_NOTES_MAX = 2000;
export const GUEST_TAGS_MAX = 20;
export const GUEST_TAG_MAX = 30;

/** Messages staff write to a guest from a booking (docs/guests.md, A message to the guest). */
export const GUEST_MESSAGE_MAX = { email: 2000, phone: 300 } as const;
/** At most this many messages from staff per booking in GUEST_MESSAGE_WINDOW_MS. */
export const GUEST_MESSAGES_PER_WINDOW = 5;
export const GUEST_MESSAGE_WINDOW_MS = 60 * 60 * 1000;
