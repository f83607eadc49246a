// The studio's daily digest (docs/studio-settings.md, Daily digest): tomorrow's bookings per room, in
// the studio's main language. The layout is lib/domain/notifications/digest.ts.
import type { Locale } from "../contract/locales";

export type DigestTexts = {
  subject: (studio: string, n: number) => string;
  intro: (date: string, n: number) => string;
  noContact: string;
  notes: string;
  payment: { paid: string; deposit_paid: string; pending: string; unpaid: string };
  footer: string;
};

const es: DigestTexts = {
  subject: (s, n) => `Mañana en ${s}: ${n} ${n === 1 ? "reserva" : "reservas"}`,
  intro: (d, n) => `${d}: ${n} ${n === 1 ? "reserva" : "reservas"}, sala por sala.`,
  noContact: "sin contacto",
  notes: "Notas",
  payment: { paid: "Pagada", deposit_paid: "Señal pagada, falta el resto", pending: "Pago con tarjeta pendiente", unpaid: "Sin pagar" },
  footer: "Recibes este email porque el resumen diario está activado en Ajustes › Reservas.",
};

const ca: DigestTexts = {
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

const en: DigestTexts = {
  subject: (s, n) => `Tomorrow at ${s}: ${n} ${n === 1 ? "booking" : "bookings"}`,
  intro: (d, n) => `${d}: ${n} ${n === 1 ? "booking" : "bookings"}, room by room.`,
  noContact: "no contact",
  notes: "Notes",
  payment: { paid: "Paid", deposit_paid: "Deposit paid, the rest to collect", pending: "Card payment pending", unpaid: "Unpaid" },
  footer: "You get this email because the daily digest is on in Settings › Booking.",
};

export const DIGEST_TEXTS: Record<Locale, DigestTexts> = { es, ca, en };
