// The texts of the messages about a booking (emails and SMS to the guest and to the studio) in
// the three site locales. Plain functions: what varies is passed in; the layout is
// lib/domain/notifications/templates.ts.
import type { Locale } from "../contract/locales";
import { fmtCount } from "./plural";

export type MessageTexts = {
  hello: (name: string) => string;
  // guest confirmation and receipt
  confirmedSubject: (ref: string, studio: string) => string;
  receiptSubject: (ref: string, studio: string) => string;
  confirmedIntro: (studio: string) => string;
  receiptIntro: (studio: string) => string;
  smsConfirmed: (studio: string, ref: string, room: string, when: string, url: string) => string;
  manageLine: string;
  cancelPolicy: (hours: number) => string;
  icsNote: string;
  // labels
  reference: string;
  room: string;
  date: string;
  time: string;
  price: string;
  payment: string;
  payOnSite: (total: string) => string;
  depositPaid: (deposit: string, rest: string) => string; // rest = total − deposit, collected at the studio
  address: string;
  instructions: string;
  notes: string;
  guest: string;
  contact: string;
  email: string;
  // reminder
  reminderSubject: (studio: string) => string;
  reminderIntro: (studio: string, when: string) => string;
  smsReminder: (studio: string, ref: string, room: string, when: string, address: string) => string;
  mapLine: string;
  // late payment refunded
  refundedSubject: (ref: string) => string;
  refundedText: (ref: string, amount: string) => string;
  smsRefunded: (studio: string, ref: string, amount: string) => string;
  // studio side
  studioNewSubject: (ref: string, room: string, when: string) => string;
  studioNewIntro: string;
  studioCancelledSubject: (ref: string, room: string, when: string) => string;
  studioCancelledIntro: (by: "guest" | "system" | "studio") => string;
  reason: string;
  noReason: string;
  timeoutReason: string;
  studioRefundSubject: (ref: string) => string;
  studioRefundText: (ref: string, amount: string) => string;
  modeCard: string;
  modeOnSite: string;
  footer: (studio: string) => string;
  // studio actions, to the guest (docs/studio-actions.md, Messages)
  paymentReceivedSubject: (ref: string, studio: string) => string;
  paymentReceivedText: (ref: string, amount: string) => string;
  smsPaymentReceived: (studio: string, ref: string, amount: string) => string;
  cancelledByStudioSubject: (ref: string, studio: string) => string;
  cancelledByStudioText: (studio: string, ref: string, when: string) => string;
  smsCancelledByStudio: (studio: string, ref: string, when: string, reason: string) => string;
  depositRefundedSubject: (ref: string) => string;
  depositRefundedText: (ref: string, amount: string) => string;
  smsDepositRefunded: (studio: string, ref: string, amount: string) => string;
  // a booking moved to another time (docs/studio-actions.md, Moving a booking)
  movedSubject: (ref: string, studio: string) => string;
  movedIntro: (studio: string, ref: string, before: string) => string;
  movedLinkFromConfirmation: string;
  smsMoved: (studio: string, ref: string, room: string, when: string, url: string) => string;
  studioMovedSubject: (ref: string, room: string, when: string) => string;
  studioMovedIntro: (before: string) => string;
  // the studio corrected the guest's contact (docs/studio-actions.md, Editing a booking)
  detailsUpdatedSubject: (ref: string, studio: string) => string;
  detailsUpdatedIntro: (studio: string, ref: string) => string;
  smsDetailsUpdated: (studio: string, ref: string, room: string, when: string, url: string) => string;
  /** Label: how many people come (docs/decisions-bookings.md, Party size). */
  partySize: string;
  // a new manage link asked for on the site (docs/decisions-bookings.md, Finding a booking)
  linkResentSubject: (ref: string, studio: string) => string;
  linkResentIntro: (studio: string, ref: string) => string;
  smsLinkResent: (studio: string, ref: string, url: string) => string;
};

const es: MessageTexts = {
  hello: (n) => `Hola ${n}:`,
  confirmedSubject: (r, s) => `Reserva confirmada ${r} · ${s}`,
  receiptSubject: (r, s) => `Recibo de tu reserva ${r} · ${s}`,
  confirmedIntro: (s) => `Tu reserva en ${s} está confirmada.`,
  receiptIntro: (s) => `Este es el recibo de tu reserva en ${s}.`,
  smsConfirmed: (s, r, room, when, url) => `${s}: reserva ${r} confirmada. ${room}, ${when}. Gestiona tu reserva: ${url}`,
  manageLine: "Consulta o cancela tu reserva aquí:",
  cancelPolicy: (h) =>
    fmtCount(
      "{h, plural, one {Puedes cancelar sin coste hasta # hora antes del inicio.} other {Puedes cancelar sin coste hasta # horas antes del inicio.}}",
      { h },
      "es",
    ),
  icsNote: "Adjuntamos la cita para tu calendario.",
  reference: "Referencia",
  room: "Sala",
  date: "Fecha",
  time: "Hora",
  price: "Precio",
  payment: "Pago",
  payOnSite: (t) => `en el estudio (${t})`,
  depositPaid: (d, t) => `depósito de ${d} pagado; el resto de ${t} se paga en el estudio`,
  address: "Dirección",
  instructions: "Instrucciones",
  notes: "Notas",
  guest: "Cliente",
  contact: "Contacto",
  email: "Correo",
  reminderSubject: (s) => `Recordatorio: tu sesión en ${s} es mañana`,
  reminderIntro: (s, w) => `Te recordamos tu sesión en ${s}: ${w}.`,
  smsReminder: (s, r, room, w, a) => `${s}: recordatorio de tu reserva ${r}, ${room}, ${w}. ${a}`,
  mapLine: "Cómo llegar (mapa):",
  refundedSubject: (r) => `Pago devuelto · reserva ${r}`,
  refundedText: (r, a) =>
    `Tu pago llegó después del plazo y la reserva ${r} ya se había cancelado, así que te hemos devuelto ${a}. No se te cobrará nada.`,
  smsRefunded: (s, r, a) => `${s}: tu pago llegó tarde y la reserva ${r} estaba cancelada. Te hemos devuelto ${a}.`,
  studioNewSubject: (r, room, w) => `Nueva reserva ${r} · ${room} · ${w}`,
  studioNewIntro: "Tienes una nueva reserva:",
  studioCancelledSubject: (r, room, w) => `Reserva cancelada ${r} · ${room} · ${w}`,
  studioCancelledIntro: (by) =>
    by === "guest"
      ? "El cliente ha cancelado esta reserva:"
      : by === "system"
        ? "El sistema ha cancelado esta reserva:"
        : "Esta reserva se ha cancelado:",
  reason: "Motivo",
  noReason: "(sin motivo)",
  timeoutReason: "el depósito no se pagó a tiempo",
  studioRefundSubject: (r) => `Pago tardío devuelto · reserva ${r}`,
  studioRefundText: (r, a) =>
    `Un pago de ${a} llegó después de que la reserva ${r} se cancelara; se ha devuelto automáticamente. El horario no se ha vuelto a reservar.`,
  modeCard: "tarjeta (depósito)",
  modeOnSite: "en el estudio",
  footer: (s) => `— ${s}`,
  paymentReceivedSubject: (r, s) => `Pago recibido · reserva ${r} · ${s}`,
  paymentReceivedText: (r, a) => `Hemos registrado el pago de tu reserva ${r} (${a}). ¡Gracias!`,
  smsPaymentReceived: (s, r, a) => `${s}: hemos recibido el pago de tu reserva ${r} (${a}). ¡Gracias!`,
  cancelledByStudioSubject: (r, s) => `${s} ha cancelado tu reserva ${r}`,
  cancelledByStudioText: (s, r, w) => `Lo sentimos: ${s} ha cancelado tu reserva ${r} del ${w}. El estudio indica este motivo:`,
  smsCancelledByStudio: (s, r, w, reason) => `${s} ha cancelado tu reserva ${r} (${w}). Motivo: ${reason}`,
  depositRefundedSubject: (r) => `Depósito devuelto · reserva ${r}`,
  depositRefundedText: (r, a) =>
    `El estudio te ha devuelto ${a} del depósito de la reserva ${r}. El banco puede tardar unos días en mostrarlo.`,
  smsDepositRefunded: (s, r, a) => `${s}: te hemos devuelto ${a} del depósito de la reserva ${r}.`,
  movedSubject: (r, s) => `Tu reserva ${r} ha cambiado de hora · ${s}`,
  movedIntro: (s, r, b) => `Tu reserva ${r} en ${s} ha cambiado. Antes: ${b}. La nueva hora está abajo.`,
  movedLinkFromConfirmation: "Para consultarla o cancelarla, usa el enlace de tu confirmación: sigue siendo el mismo.",
  smsMoved: (s, r, room, w, url) =>
    `${s}: tu reserva ${r} ha cambiado: ${room}, ${w}.${url ? ` Gestiona tu reserva: ${url}` : " El enlace de tu confirmación sigue valiendo."}`,
  studioMovedSubject: (r, room, w) => `Reserva cambiada de hora ${r} · ${room} · ${w}`,
  studioMovedIntro: (b) => `El cliente ha cambiado la hora de esta reserva (antes: ${b}):`,
  detailsUpdatedSubject: (r, s) => `Datos de tu reserva ${r} actualizados · ${s}`,
  detailsUpdatedIntro: (s, r) =>
    `${s} ha actualizado los datos de contacto de tu reserva ${r}: a partir de ahora te escribiremos aquí. Este es tu enlace para gestionarla (el anterior ya no funciona).`,
  smsDetailsUpdated: (s, r, room, w, url) => `${s}: datos de tu reserva ${r} actualizados (${room}, ${w}). Gestiona tu reserva: ${url}`,
  partySize: "Personas",
  linkResentSubject: (r, s) => `Nuevo enlace de tu reserva ${r} · ${s}`,
  linkResentIntro: (s, r) =>
    `Tú (o alguien con la referencia de tu reserva) has pedido a ${s} el enlace de la reserva ${r}. Aquí tienes uno nuevo; los enlaces anteriores de esta reserva ya no funcionan. Si no has sido tú, no ha cambiado nada más.`,
  smsLinkResent: (s, r, url) => `${s}: nuevo enlace de tu reserva ${r} (los anteriores ya no funcionan): ${url}`,
};

const ca: MessageTexts = {
  hello: (n) => `Hola ${n},`,
  confirmedSubject: (r, s) => `Reserva confirmada ${r} · ${s}`,
  receiptSubject: (r, s) => `Rebut de la teva reserva ${r} · ${s}`,
  confirmedIntro: (s) => `La teva reserva a ${s} està confirmada.`,
  receiptIntro: (s) => `Aquest és el rebut de la teva reserva a ${s}.`,
  smsConfirmed: (s, r, room, when, url) => `${s}: reserva ${r} confirmada. ${room}, ${when}. Gestiona la reserva: ${url}`,
  manageLine: "Consulta o cancel·la la reserva aquí:",
  cancelPolicy: (h) =>
    fmtCount(
      "{h, plural, one {Pots cancel·lar sense cost fins a # hora abans de l'inici.} other {Pots cancel·lar sense cost fins a # hores abans de l'inici.}}",
      { h },
      "ca",
    ),
  icsNote: "T'adjuntem la cita per al calendari.",
  reference: "Referència",
  room: "Sala",
  date: "Data",
  time: "Hora",
  price: "Preu",
  payment: "Pagament",
  payOnSite: (t) => `a l'estudi (${t})`,
  depositPaid: (d, t) => `dipòsit de ${d} pagat; la resta de ${t} es paga a l'estudi`,
  address: "Adreça",
  instructions: "Instruccions",
  notes: "Notes",
  guest: "Client",
  contact: "Contacte",
  email: "Correu",
  reminderSubject: (s) => `Recordatori: la teva sessió a ${s} és demà`,
  reminderIntro: (s, w) => `Et recordem la teva sessió a ${s}: ${w}.`,
  smsReminder: (s, r, room, w, a) => `${s}: recordatori de la reserva ${r}, ${room}, ${w}. ${a}`,
  mapLine: "Com arribar-hi (mapa):",
  refundedSubject: (r) => `Pagament retornat · reserva ${r}`,
  refundedText: (r, a) =>
    `El teu pagament va arribar fora de termini i la reserva ${r} ja s'havia cancel·lat, així que t'hem retornat ${a}. No se't cobrarà res.`,
  smsRefunded: (s, r, a) => `${s}: el teu pagament va arribar tard i la reserva ${r} estava cancel·lada. T'hem retornat ${a}.`,
  studioNewSubject: (r, room, w) => `Nova reserva ${r} · ${room} · ${w}`,
  studioNewIntro: "Tens una reserva nova:",
  studioCancelledSubject: (r, room, w) => `Reserva cancel·lada ${r} · ${room} · ${w}`,
  studioCancelledIntro: (by) =>
    by === "guest"
      ? "El client ha cancel·lat aquesta reserva:"
      : by === "system"
        ? "El sistema ha cancel·lat aquesta reserva:"
        : "Aquesta reserva s'ha cancel·lat:",
  reason: "Motiu",
  noReason: "(sense motiu)",
  timeoutReason: "el dipòsit no es va pagar a temps",
  studioRefundSubject: (r) => `Pagament tardà retornat · reserva ${r}`,
  studioRefundText: (r, a) =>
    `Un pagament de ${a} va arribar després que la reserva ${r} es cancel·lés; s'ha retornat automàticament. L'horari no s'ha tornat a reservar.`,
  modeCard: "targeta (dipòsit)",
  modeOnSite: "a l'estudi",
  footer: (s) => `— ${s}`,
  paymentReceivedSubject: (r, s) => `Pagament rebut · reserva ${r} · ${s}`,
  paymentReceivedText: (r, a) => `Hem registrat el pagament de la teva reserva ${r} (${a}). Gràcies!`,
  smsPaymentReceived: (s, r, a) => `${s}: hem rebut el pagament de la teva reserva ${r} (${a}). Gràcies!`,
  cancelledByStudioSubject: (r, s) => `${s} ha cancel·lat la teva reserva ${r}`,
  cancelledByStudioText: (s, r, w) => `Ho sentim: ${s} ha cancel·lat la teva reserva ${r} del ${w}. L'estudi indica aquest motiu:`,
  smsCancelledByStudio: (s, r, w, reason) => `${s} ha cancel·lat la teva reserva ${r} (${w}). Motiu: ${reason}`,
  depositRefundedSubject: (r) => `Dipòsit retornat · reserva ${r}`,
  depositRefundedText: (r, a) => `L'estudi t'ha retornat ${a} del dipòsit de la reserva ${r}. El banc pot trigar uns dies a mostrar-ho.`,
  smsDepositRefunded: (s, r, a) => `${s}: t'hem retornat ${a} del dipòsit de la reserva ${r}.`,
  movedSubject: (r, s) => `La teva reserva ${r} ha canviat d'hora · ${s}`,
  movedIntro: (s, r, b) => `La teva reserva ${r} a ${s} ha canviat. Abans: ${b}. La nova hora és a sota.`,
  movedLinkFromConfirmation: "Per consultar-la o cancel·lar-la, fes servir l'enllaç de la teva confirmació: continua sent el mateix.",
  smsMoved: (s, r, room, w, url) =>
    `${s}: la teva reserva ${r} ha canviat: ${room}, ${w}.${url ? ` Gestiona la reserva: ${url}` : " L'enllaç de la confirmació continua valent."}`,
  studioMovedSubject: (r, room, w) => `Reserva canviada d'hora ${r} · ${room} · ${w}`,
  studioMovedIntro: (b) => `El client ha canviat l'hora d'aquesta reserva (abans: ${b}):`,
  detailsUpdatedSubject: (r, s) => `Dades de la teva reserva ${r} actualitzades · ${s}`,
  detailsUpdatedIntro: (s, r) =>
    `${s} ha actualitzat les dades de contacte de la teva reserva ${r}: d'ara endavant t'escriurem aquí. Aquest és el teu enllaç per gestionar-la (l'anterior ja no funciona).`,
  smsDetailsUpdated: (s, r, room, w, url) =>
    `${s}: dades de la teva reserva ${r} actualitzades (${room}, ${w}). Gestiona la reserva: ${url}`,
  partySize: "Persones",
  linkResentSubject: (r, s) => `Nou enllaç de la reserva ${r} · ${s}`,
  linkResentIntro: (s, r) =>
    `Tu (o algú amb la referència de la teva reserva) has demanat a ${s} l'enllaç de la reserva ${r}. Aquí en tens un de nou; els enllaços anteriors d'aquesta reserva ja no funcionen. Si no has estat tu, no ha canviat res més.`,
  smsLinkResent: (s, r, url) => `${s}: nou enllaç de la reserva ${r} (els anteriors ja no funcionen): ${url}`,
};

const en: MessageTexts = {
  hello: (n) => `Hi ${n},`,
  confirmedSubject: (r, s) => `Booking confirmed ${r} · ${s}`,
  receiptSubject: (r, s) => `Your booking receipt ${r} · ${s}`,
  confirmedIntro: (s) => `Your booking at ${s} is confirmed.`,
  receiptIntro: (s) => `Here is the receipt for your booking at ${s}.`,
  smsConfirmed: (s, r, room, when, url) => `${s}: booking ${r} confirmed. ${room}, ${when}. Manage your booking: ${url}`,
  manageLine: "View or cancel your booking here:",
  cancelPolicy: (h) =>
    fmtCount(
      "{h, plural, one {You can cancel free of charge up to # hour before the start.} other {You can cancel free of charge up to # hours before the start.}}",
      { h },
      "en",
    ),
  icsNote: "The appointment is attached for your calendar.",
  reference: "Reference",
  room: "Room",
  date: "Date",
  time: "Time",
  price: "Price",
  payment: "Payment",
  payOnSite: (t) => `at the studio (${t})`,
  depositPaid: (d, t) => `deposit of ${d} paid; the rest of ${t} is paid at the studio`,
  address: "Address",
  instructions: "Instructions",
  notes: "Notes",
  guest: "Guest",
  contact: "Contact",
  email: "Email",
  reminderSubject: (s) => `Reminder: your session at ${s} is tomorrow`,
  reminderIntro: (s, w) => `A reminder of your session at ${s}: ${w}.`,
  smsReminder: (s, r, room, w, a) => `${s}: reminder of booking ${r}, ${room}, ${w}. ${a}`,
  mapLine: "How to get there (map):",
  refundedSubject: (r) => `Payment refunded · booking ${r}`,
  refundedText: (r, a) =>
    `Your payment arrived after the deadline and booking ${r} had already been cancelled, so we have refunded ${a}. You will not be charged.`,
  smsRefunded: (s, r, a) => `${s}: your payment arrived late and booking ${r} was cancelled. We have refunded ${a}.`,
  studioNewSubject: (r, room, w) => `New booking ${r} · ${room} · ${w}`,
  studioNewIntro: "You have a new booking:",
  studioCancelledSubject: (r, room, w) => `Booking cancelled ${r} · ${room} · ${w}`,
  studioCancelledIntro: (by) =>
    by === "guest"
      ? "The guest cancelled this booking:"
      : by === "system"
        ? "The system cancelled this booking:"
        : "This booking was cancelled:",
  reason: "Reason",
  noReason: "(no reason given)",
  timeoutReason: "the deposit was not paid in time",
  studioRefundSubject: (r) => `Late payment refunded · booking ${r}`,
  studioRefundText: (r, a) =>
    `A payment of ${a} arrived after booking ${r} was cancelled; it was refunded automatically. The slot was not booked again.`,
  modeCard: "card (deposit)",
  modeOnSite: "at the studio",
  footer: (s) => `— ${s}`,
  paymentReceivedSubject: (r, s) => `Payment received · booking ${r} · ${s}`,
  paymentReceivedText: (r, a) => `We have recorded the payment for your booking ${r} (${a}). Thank you!`,
  smsPaymentReceived: (s, r, a) => `${s}: we have received the payment for your booking ${r} (${a}). Thank you!`,
  cancelledByStudioSubject: (r, s) => `${s} cancelled your booking ${r}`,
  cancelledByStudioText: (s, r, w) => `We are sorry: ${s} has cancelled your booking ${r} on ${w}. The studio gives this reason:`,
  smsCancelledByStudio: (s, r, w, reason) => `${s} cancelled your booking ${r} (${w}). Reason: ${reason}`,
  depositRefundedSubject: (r) => `Deposit refunded · booking ${r}`,
  depositRefundedText: (r, a) => `The studio has refunded ${a} of the deposit for booking ${r}. Your bank may take a few days to show it.`,
  smsDepositRefunded: (s, r, a) => `${s}: we have refunded ${a} of the deposit for booking ${r}.`,
  movedSubject: (r, s) => `Your booking ${r} has a new time · ${s}`,
  movedIntro: (s, r, b) => `Your booking ${r} at ${s} has moved. Before: ${b}. The new time is below.`,
  movedLinkFromConfirmation: "To view or cancel it, use the link in your confirmation: it has not changed.",
  smsMoved: (s, r, room, w, url) =>
    `${s}: your booking ${r} has moved: ${room}, ${w}.${url ? ` Manage your booking: ${url}` : " The link in your confirmation still works."}`,
  studioMovedSubject: (r, room, w) => `Booking moved ${r} · ${room} · ${w}`,
  studioMovedIntro: (b) => `The guest moved this booking (before: ${b}):`,
  detailsUpdatedSubject: (r, s) => `Your booking ${r}: details updated · ${s}`,
  detailsUpdatedIntro: (s, r) =>
    `${s} updated the contact details of your booking ${r}: from now on we will write to you here. This is your link to manage it (the previous one no longer works).`,
  smsDetailsUpdated: (s, r, room, w, url) =>
    `${s}: the details of your booking ${r} were updated (${room}, ${w}). Manage your booking: ${url}`,
  partySize: "People",
  linkResentSubject: (r, s) => `Your new link for booking ${r} · ${s}`,
  linkResentIntro: (s, r) =>
    `You (or someone with your booking reference) asked ${s} for the link to booking ${r}. Here is a new one; earlier links to this booking no longer work. If it was not you, nothing else changed.`,
  smsLinkResent: (s, r, url) => `${s}: new link for booking ${r} (earlier links no longer work): ${url}`,
};

export const MESSAGE_TEXTS: Record<Locale, MessageTexts> = { es, ca, en };
