import type { Catalog } from "../catalog";

export const digest: Catalog["digest"] = {
  subject: "Demà a {studio}: {count, plural, one {# reserva} other {# reserves}}",
  intro: "{date}: {count, plural, one {# reserva} other {# reserves}}, sala per sala.",
  noContact: "sense contacte",
  notes: "Notes",
  payment: {
    paid: "Pagada",
    deposit_paid: "Pagada en part, falta la resta",
    pending: "Pagament amb targeta pendent",
    unpaid: "Sense pagar",
  },
  footer: "Reps aquest correu perquè el resum diari està activat a Configuració › Reserves.",
};
