import type { Catalog } from "../catalog";

export const digest: Catalog["digest"] = {
  subject: (s, n) => `Tomorrow at ${s}: ${n} ${n === 1 ? "booking" : "bookings"}`,
  intro: (d, n) => `${d}: ${n} ${n === 1 ? "booking" : "bookings"}, room by room.`,
  noContact: "no contact",
  notes: "Notes",
  payment: { paid: "Paid", deposit_paid: "Deposit paid, the rest to collect", pending: "Card payment pending", unpaid: "Unpaid" },
  footer: "You get this email because the daily digest is on in Settings › Booking.",
};
