// The booking's history in sentences (docs/studio-actions.md, Audit trail): what each audited action
// did, with room names, times and amounts, in es, ca and en. `components/studio/audit-sentence.ts`
// reads an entry's detail and fills these in; values come already written for the language.
import type { Locale } from "../contract/locales";

export type AuditTexts = {
  /** The "What" column of a completed or no-show mark, said apart. */
  markLabel: { completed: string; no_show: string };
  markedCompleted: string;
  markedNoShow: string;
  markCorrected: (to: string, from: string) => string;
  status: Record<string, string>;
  payment: Record<string, string>;
  markedPaid: (from: string) => string;
  cancelled: (reason: string) => string;
  cancelledNoReason: string;
  depositRefunded: string;
  seriesFollowing: string;
  seriesAll: string;
  refunded: (amount: string) => string;
  refundFromStripe: string;
  refundState: Record<string, string>;
  created: (what: string) => string;
  createdInSeries: string;
  channel: Record<string, string>;
  moved: (from: string, to: string) => string;
  repriced: (price: string) => string;
  priceKept: string;
  slot: (room: string, date: string, start: string, end: string) => string;
  edited: (changes: string) => string;
  field: Record<string, string>;
  setTo: (field: string, value: string) => string;
  removed: (field: string) => string;
  noteChanged: string;
  noteRemoved: string;
  linkRenewed: string;
  otherRoom: string;
  list: (items: string[]) => string;
};

const listWith = (and: string) => (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

const es: AuditTexts = {
  markLabel: { completed: "Marcada como completada", no_show: "Marcada como no presentado" },
  markedCompleted: "Marcada como completada.",
  markedNoShow: "Marcada como no presentado.",
  markCorrected: (to, from) => `Marcada como ${to} (antes: ${from}).`,
  status: {
    confirmed: "confirmada",
    completed: "completada",
    no_show: "no presentado",
    cancelled: "cancelada",
    pending_payment: "pendiente de pago",
  },
  payment: { unpaid: "sin pagar", pending: "pago pendiente", deposit_paid: "señal pagada", paid: "pagada", refunded: "devuelta" },
  markedPaid: (from) => `Marcada como pagada (antes: ${from}).`,
  cancelled: (reason) => `Cancelada por el estudio: «${reason}».`,
  cancelledNoReason: "Cancelada por el estudio.",
  depositRefunded: "Se devolvió la señal.",
  seriesFollowing: "Con las fechas siguientes de la reserva periódica.",
  seriesAll: "Con todas las fechas de la reserva periódica.",
  refunded: (amount) => `Devueltos ${amount}.`,
  refundFromStripe: "Hecho desde Stripe.",
  refundState: {
    pending: "Pendiente en Stripe.",
    requires_action: "Stripe espera una acción.",
    failed: "Stripe no pudo hacerlo.",
    canceled: "Anulado en Stripe.",
  },
  created: (what) => `Reservada ${what}.`,
  createdInSeries: "Parte de una reserva periódica.",
  channel: { phone: "por teléfono o en el estudio", email: "por correo o en el estudio" },
  moved: (from, to) => `Movida de ${from} a ${to}.`,
  repriced: (price) => `Nuevo precio: ${price}.`,
  priceKept: "Precio sin cambios.",
  slot: (room, date, start, end) => `${room}, ${date}, ${start}–${end}`,
  edited: (changes) => `Editada: ${changes}.`,
  field: { guestName: "nombre", email: "correo", phone: "teléfono", notes: "notas del cliente", locale: "idioma" },
  setTo: (field, value) => `${field} → «${value}»`,
  removed: (field) => `${field} borrado`,
  noteChanged: "nota interna cambiada",
  noteRemoved: "nota interna borrada",
  linkRenewed: "Se envió un enlace de gestión nuevo al nuevo contacto.",
  otherRoom: "otra sala",
  list: listWith("y"),
};

const ca: AuditTexts = {
  markLabel: { completed: "Marcada com a completada", no_show: "Marcada com a no presentat" },
  markedCompleted: "Marcada com a completada.",
  markedNoShow: "Marcada com a no presentat.",
  markCorrected: (to, from) => `Marcada com a ${to} (abans: ${from}).`,
  status: {
    confirmed: "confirmada",
    completed: "completada",
    no_show: "no presentat",
    cancelled: "cancel·lada",
    pending_payment: "pendent de pagament",
  },
  payment: {
    unpaid: "sense pagar",
    pending: "pagament pendent",
    deposit_paid: "paga i senyal pagada",
    paid: "pagada",
    refunded: "retornada",
  },
  markedPaid: (from) => `Marcada com a pagada (abans: ${from}).`,
  cancelled: (reason) => `Cancel·lada per l'estudi: «${reason}».`,
  cancelledNoReason: "Cancel·lada per l'estudi.",
  depositRefunded: "Es va retornar la paga i senyal.",
  seriesFollowing: "Amb les dates següents de la reserva periòdica.",
  seriesAll: "Amb totes les dates de la reserva periòdica.",
  refunded: (amount) => `Retornats ${amount}.`,
  refundFromStripe: "Fet des de Stripe.",
  refundState: {
    pending: "Pendent a Stripe.",
    requires_action: "Stripe espera una acció.",
    failed: "Stripe no ho va poder fer.",
    canceled: "Anul·lat a Stripe.",
  },
  created: (what) => `Reservada ${what}.`,
  createdInSeries: "Part d'una reserva periòdica.",
  channel: { phone: "per telèfon o a l'estudi", email: "per correu o a l'estudi" },
  moved: (from, to) => `Moguda de ${from} a ${to}.`,
  repriced: (price) => `Preu nou: ${price}.`,
  priceKept: "Preu sense canvis.",
  slot: (room, date, start, end) => `${room}, ${date}, ${start}–${end}`,
  edited: (changes) => `Editada: ${changes}.`,
  field: { guestName: "nom", email: "correu", phone: "telèfon", notes: "notes del client", locale: "idioma" },
  setTo: (field, value) => `${field} → «${value}»`,
  removed: (field) => `${field} esborrat`,
  noteChanged: "nota interna canviada",
  noteRemoved: "nota interna esborrada",
  linkRenewed: "Es va enviar un enllaç de gestió nou al contacte nou.",
  otherRoom: "una altra sala",
  list: listWith("i"),
};

const en: AuditTexts = {
  markLabel: { completed: "Marked as completed", no_show: "Marked as no-show" },
  markedCompleted: "Marked as completed.",
  markedNoShow: "Marked as no-show.",
  markCorrected: (to, from) => `Marked as ${to} (was ${from}).`,
  status: {
    confirmed: "confirmed",
    completed: "completed",
    no_show: "no-show",
    cancelled: "cancelled",
    pending_payment: "pending payment",
  },
  payment: { unpaid: "unpaid", pending: "payment pending", deposit_paid: "deposit paid", paid: "paid", refunded: "refunded" },
  markedPaid: (from) => `Marked as paid (was ${from}).`,
  cancelled: (reason) => `Cancelled by the studio: “${reason}”.`,
  cancelledNoReason: "Cancelled by the studio.",
  depositRefunded: "The deposit was refunded.",
  seriesFollowing: "With the following dates of the regular booking.",
  seriesAll: "With every date of the regular booking.",
  refunded: (amount) => `Refunded ${amount}.`,
  refundFromStripe: "Made in Stripe.",
  refundState: {
    pending: "Pending at Stripe.",
    requires_action: "Stripe awaits an action.",
    failed: "Stripe could not make it.",
    canceled: "Cancelled at Stripe.",
  },
  created: (what) => `Booked ${what}.`,
  createdInSeries: "Part of a regular booking.",
  channel: { phone: "by phone or at the desk", email: "by email or at the desk" },
  moved: (from, to) => `Moved from ${from} to ${to}.`,
  repriced: (price) => `New price: ${price}.`,
  priceKept: "Price kept.",
  slot: (room, date, start, end) => `${room}, ${date}, ${start}–${end}`,
  edited: (changes) => `Edited: ${changes}.`,
  field: { guestName: "name", email: "email", phone: "phone", notes: "guest's notes", locale: "language" },
  setTo: (field, value) => `${field} → “${value}”`,
  removed: (field) => `${field} removed`,
  noteChanged: "internal note changed",
  noteRemoved: "internal note removed",
  linkRenewed: "A new manage link was sent to the new contact.",
  otherRoom: "another room",
  list: listWith("and"),
};

export const AUDIT_TEXTS: Record<Locale, AuditTexts> = { es, ca, en };
