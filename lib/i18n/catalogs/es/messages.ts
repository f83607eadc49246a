import type { Catalog } from "../catalog";

export const messages: Catalog["messages"] = {
  hello: (n) => `Hola ${n}:`,
  confirmedSubject: (r, s) => `Reserva confirmada ${r} · ${s}`,
  receiptSubject: (r, s) => `Recibo de tu reserva ${r} · ${s}`,
  confirmedIntro: (s) => `Tu reserva en ${s} está confirmada.`,
  receiptIntro: (s) => `Este es el recibo de tu reserva en ${s}.`,
  smsConfirmed: (s, r, room, when, url) => `${s}: reserva ${r} confirmada. ${room}, ${when}. Gestiona tu reserva: ${url}`,
  manageLine: "Consulta o cancela tu reserva aquí:",
  findLine: "Para consultarla o cancelarla, abre el enlace de tu confirmación o pide uno nuevo aquí:",
  cancelPolicy:
    "{hours, plural, one {Puedes cancelar sin coste hasta # hora antes del inicio.} other {Puedes cancelar sin coste hasta # horas antes del inicio.}}",
  icsNote: "Adjuntamos la cita para tu calendario.",
  reference: "Referencia",
  room: "Sala",
  date: "Fecha",
  time: "Hora",
  price: "Precio",
  payment: "Pago",
  payOnSite: (t) => `en el estudio (${t})`,
  depositPaid: (d, t) => `depósito de ${d} pagado; el resto de ${t} se paga en el estudio`,
  depositPaidRefunded: (d, t) => `depósito de ${d} pagado y devuelto; el resto de ${t} se paga en el estudio`,
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
  priceChangedSubject: "Nuevo precio · reserva {reference} · {studio}",
  priceChangedText: "El precio de tu reserva {reference} es ahora {price} (antes, {previous}). Motivo del estudio: {reason}",
  priceChangedOwed: "Queda por pagar en el estudio: {owed}.",
  smsPriceChanged:
    "{studio}: el precio de tu reserva {reference} es ahora {price} (antes, {previous}). {reason}. Queda por pagar en el estudio: {owed}.",
  cancelledByStudioSubject: (r, s) => `${s} ha cancelado tu reserva ${r}`,
  cancelledByStudioText: (s, r, w) => `Lo sentimos: ${s} ha cancelado tu reserva ${r} del ${w}. El estudio indica este motivo:`,
  smsCancelledByStudio: (s, r, w, reason) => `${s} ha cancelado tu reserva ${r} (${w}). Motivo: ${reason}`,
  depositRefundedSubject: (r) => `Depósito devuelto · reserva ${r}`,
  depositRefundedText: (r, a) =>
    `El estudio te ha devuelto ${a} del depósito de la reserva ${r}. El banco puede tardar unos días en mostrarlo.`,
  depositRefundedRest: (t) => `Tu reserva sigue en pie: el resto de ${t} se sigue pagando en el estudio, como al reservar.`,
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
