import type { Catalog } from "../catalog";

export const messages: Catalog["messages"] = {
  hello: (n) => `Hola ${n},`,
  confirmedSubject: (r, s) => `Reserva confirmada ${r} · ${s}`,
  receiptSubject: (r, s) => `Rebut de la teva reserva ${r} · ${s}`,
  confirmedIntro: (s) => `La teva reserva a ${s} està confirmada.`,
  receiptIntro: (s) => `Aquest és el rebut de la teva reserva a ${s}.`,
  smsConfirmed: (s, r, room, when, url) => `${s}: reserva ${r} confirmada. ${room}, ${when}. Gestiona la reserva: ${url}`,
  manageLine: "Consulta o cancel·la la reserva aquí:",
  findLine: "Per consultar-la o cancel·lar-la, obre l'enllaç de la confirmació o demana'n un de nou aquí:",
  cancelPolicy:
    "{hours, plural, one {Pots cancel·lar sense cost fins a # hora abans de l'inici.} other {Pots cancel·lar sense cost fins a # hores abans de l'inici.}}",
  icsNote: "T'adjuntem la cita per al calendari.",
  reference: "Referència",
  room: "Sala",
  date: "Data",
  time: "Hora",
  price: "Preu",
  payment: "Pagament",
  payOnSite: (t) => `a l'estudi (${t})`,
  depositPaid: (d, t) => `dipòsit de ${d} pagat; la resta de ${t} es paga a l'estudi`,
  depositPaidRefunded: (d, t) => `dipòsit de ${d} pagat i retornat; la resta de ${t} es paga a l'estudi`,
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
  priceChangedSubject: "Preu nou · reserva {reference} · {studio}",
  priceChangedText: "El preu de la teva reserva {reference} ara és {price} (abans, {previous}). Motiu de l'estudi: {reason}",
  priceChangedOwed: "Queda per pagar a l'estudi: {owed}.",
  smsPriceChanged:
    "{studio}: el preu de la teva reserva {reference} ara és {price} (abans, {previous}). {reason}. Queda per pagar a l'estudi: {owed}.",
  cancelledByStudioSubject: (r, s) => `${s} ha cancel·lat la teva reserva ${r}`,
  cancelledByStudioText: (s, r, w) => `Ho sentim: ${s} ha cancel·lat la teva reserva ${r} del ${w}. L'estudi indica aquest motiu:`,
  smsCancelledByStudio: (s, r, w, reason) => `${s} ha cancel·lat la teva reserva ${r} (${w}). Motiu: ${reason}`,
  depositRefundedSubject: (r) => `Dipòsit retornat · reserva ${r}`,
  depositRefundedText: (r, a) => `L'estudi t'ha retornat ${a} del dipòsit de la reserva ${r}. El banc pot trigar uns dies a mostrar-ho.`,
  depositRefundedRest: (t) => `La teva reserva continua vigent: la resta de ${t} es continua pagant a l'estudi, com quan vas reservar.`,
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
