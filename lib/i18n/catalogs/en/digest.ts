import type { Catalog } from "../catalog";

export const digest: Catalog["digest"] = {
  subject: "Tomorrow at {studio}: {count, plural, one {# booking} other {# bookings}}",
  intro: "{date}: {count, plural, one {# booking} other {# bookings}}, room by room.",
  noContact: "no contact",
  notes: "Notes",
  payment: { paid: "Paid", deposit_paid: "Part paid, the rest to collect", pending: "Card payment pending", unpaid: "Unpaid" },
  footer: "You get this email because the daily digest is on in Settings › Booking.",
};
