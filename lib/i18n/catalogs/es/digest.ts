import type { Catalog } from "../catalog";

export const digest: Catalog["digest"] = {
  subject: "Mañana en {studio}: {count, plural, one {# reserva} other {# reservas}}",
  intro: "{date}: {count, plural, one {# reserva} other {# reservas}}, sala por sala.",
  noContact: "sin contacto",
  notes: "Notas",
  payment: { paid: "Pagada", deposit_paid: "Pagada en parte, falta el resto", pending: "Pago con tarjeta pendiente", unpaid: "Sin pagar" },
  footer: "Recibes este email porque el resumen diario está activado en Ajustes › Reservas.",
};
