import type { Catalog } from "../catalog";

export const digest: Catalog["digest"] = {
  subject: (s, n) => `Demà a ${s}: ${n} ${n === 1 ? "reserva" : "reserves"}`,
  intro: (d, n) => `${d}: ${n} ${n === 1 ? "reserva" : "reserves"}, sala per sala.`,
  noContact: "sense contacte",
  notes: "Notes",
  payment: {
    paid: "Pagada",
    deposit_paid: "Paga i senyal pagada, falta la resta",
    pending: "Pagament amb targeta pendent",
    unpaid: "Sense pagar",
  },
  footer: "Reps aquest correu perquè el resum diari està activat a Configuració › Reserves.",
};
