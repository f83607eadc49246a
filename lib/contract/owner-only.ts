// What only a studio's owner may do, and the API's English sentence refusing anyone else (the
// dashboard words the refusal by code). The role check (lib/domain/staff/actor.ts requireOwner) and
// the refund's rule (booking-actions) answer the same words.

/** What only an owner may do; everything else on the studio side is open to staff too. */
export type OwnerOnly = "refund" | "manage_staff" | "settings" | "verification" | "price";

export const OWNER_ONLY: Record<OwnerOnly, string> = {
  refund: "Only an owner may refund a deposit",
  manage_staff: "Only an owner may manage the studio's staff",
  settings: "Only an owner may change the studio's settings",
  verification: "Only an owner may handle the studio's verification",
  price: "Only an owner may change a booking's price",
};
