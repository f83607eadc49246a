import type { Catalog } from "../catalog";

export const digest: Catalog["digest"] = {
  subject: (s, n) => `Mañana en ${s}: ${n} ${n === 1 ? "reserva" : "reservas"}`,
  intro: (d, n) => `${d}: ${n} ${n === 1 ? "reserva" : "reservas"}, sala por sala.`,
  noContact: "sin contacto",
  notes: "Notas",
  payment: { paid: "Pagada", deposit_paid: "Señal pagada, falta el resto", pending: "Pago con tarjeta pendiente", unpaid: "Sin pagar" },
  footer: "Recibes este email porque el resumen diario está activado en Ajustes › Reservas.",
};
