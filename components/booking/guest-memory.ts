// The guest's name and where their code goes, remembered on this device when they ask for it
// (docs/booking-flow.md, Remembered details): the site origin's localStorage (so one studio's site, every tab,
// room and day), written when a booking is made with the box ticked, read to fill in the next details step, and
// removed when the guest unticks the box or taps "Forget them". Never anything else (no code, no hold, no token),
// and nothing on the server beyond what a booking keeps anyway.
type Channel = "phone" | "email";

/** What is remembered: the name and the contact as the booking was made with them (a phone in its international form). */
export type Remembered = { name: string; channel: Channel; contact: string };

const KEY = "studio-booking.guest";

/** A stored value as remembered details, or null (storage is the guest's to edit: anything odd is ignored). */
export function parseRemembered(raw: string | null): Remembered | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Remembered> | null;
    if (!v || typeof v.name !== "string" || typeof v.contact !== "string") return null;
    if (v.channel !== "phone" && v.channel !== "email") return null;
    const name = v.name.trim().slice(0, 120);
    const contact = v.contact.trim().slice(0, 254);
    return name && contact ? { name, channel: v.channel, contact } : null;
  } catch {
    return null;
  }
}

export function recallGuest(): Remembered | null {
  try {
    return parseRemembered(localStorage.getItem(KEY));
  } catch {
    return null; // storage disabled: nothing remembered
  }
}

export function rememberGuest(r: Remembered): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ name: r.name.trim(), channel: r.channel, contact: r.contact }));
  } catch {
    /* storage disabled or full: the booking is made all the same */
  }
}

export function forgetGuest(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
