// Texts of who owes what, the search across tabs, a guest's history and the CSV export
// (docs/dashboard.md, Bookings; docs/studio-actions.md, Undoing a payment mark), in es, ca and en;
// also the guest's message when a payment was marked by mistake.
import type { Locale } from "../contract/locales";

type MoneyTexts = {
  /** The CSV's header row, column by column (lib/domain/dashboard/bookings.ts). */
  csv: {
    reference: string;
    date: string;
    start: string;
    end: string;
    room: string;
    guest: string;
    contact: string;
    channel: string;
    status: string;
    paymentMode: string;
    paymentStatus: string;
    price: string;
    deposit: string;
    currency: string;
    createdAt: string;
    notes: string;
    /** How many people come (docs/decisions-bookings.md, Party size). */
    people: string;
    channels: { email: string; phone: string };
  };
  paymentFilter: string;
  paymentAny: string;
  paymentOwed: string;
  paid: string;
  unpaid: string;
  /** Beside a search: each tab's count. */
  matchesIn: string;
  /** An empty tab while others match. */
  emptyHere: string;
  collectTitle: string;
  collectNone: string;
  collectCaption: string;
  collectDue: string;
  markPaidConfirmTitle: string;
  /** {channel}, {language}: how the guest will be told. */
  markPaidWillTell: string;
  markPaidConfirm: string;
  keepUnpaid: string;
  undoMarkPaid: string;
  undoTitle: string;
  undoQueued: string;
  undoCorrection: string;
  undoSilent: string;
  undoConfirm: string;
  undoDone: string;
  historyTitle: string;
  historyNone: string;
  historyBookings: string;
  historyNoShows: string;
  historyLastVisit: string;
  historyNever: string;
  channelName: { email: string; phone: string };
  /** The guest's message after a mistaken "paid" (message kind payment_mark_undone). */
  guest: {
    subject: (ref: string, studio: string) => string;
    text: (ref: string, amount: string) => string;
    sms: (studio: string, ref: string, amount: string) => string;
  };
};

export const MONEY_TEXTS: Record<Locale, MoneyTexts> = {
  es: {
    csv: {
      reference: "Referencia",
      date: "Fecha",
      start: "Inicio",
      end: "Fin",
      room: "Sala",
      guest: "Cliente",
      contact: "Contacto",
      channel: "Canal",
      status: "Estado",
      paymentMode: "Forma de pago",
      paymentStatus: "Pago",
      price: "Precio",
      deposit: "Señal",
      currency: "Moneda",
      createdAt: "Creada",
      notes: "Notas",
      people: "Personas",
      channels: { email: "Email", phone: "Teléfono (SMS)" },
    },
    paymentFilter: "Pago",
    paymentAny: "Todos",
    paymentOwed: "Pendiente de cobro",
    paid: "Pagada",
    unpaid: "Sin pagar",
    matchesIn: "Resultados por pestaña",
    emptyHere: "Ninguna reserva coincide en esta pestaña. Hay coincidencias en: {tabs}.",
    collectTitle: "Por cobrar hoy",
    collectNone: "No queda nada por cobrar hoy.",
    collectCaption: "Reservas de hoy sin pagar",
    collectDue: "Por cobrar",
    markPaidConfirmTitle: "¿Marcar como pagada?",
    markPaidWillTell: "El cliente recibirá este mensaje ({channel}, en {language}):",
    markPaidConfirm: "Sí, marcar como pagada",
    keepUnpaid: "No, volver",
    undoMarkPaid: "Deshacer «pagada»",
    undoTitle: "¿Deshacer el pago marcado?",
    undoQueued: "El mensaje de pago recibido aún no se ha enviado: se anulará.",
    undoCorrection: "El cliente ya recibió el mensaje de pago recibido; recibirá esta corrección ({channel}):",
    undoSilent: "No se envió ningún mensaje de pago al cliente: no se le dirá nada.",
    undoConfirm: "Sí, deshacer",
    undoDone: "Pago desmarcado: la reserva vuelve a su estado anterior.",
    historyTitle: "Historial del cliente",
    historyNone: "Primera reserva de este contacto.",
    historyBookings: "Otras reservas",
    historyNoShows: "No presentado",
    historyLastVisit: "Última visita",
    historyNever: "Ninguna todavía",
    channelName: { email: "email", phone: "SMS" },
    guest: {
      subject: (r, s) => `Corrección: pago de la reserva ${r} · ${s}`,
      text: (r, a) =>
        `Te escribimos por error que habíamos recibido el pago de tu reserva ${r}. El pago (${a}) sigue pendiente; disculpa la confusión.`,
      sms: (s, r, a) => `${s}: corrección, el pago de tu reserva ${r} (${a}) sigue pendiente. Disculpa el error.`,
    },
  },
  ca: {
    csv: {
      reference: "Referència",
      date: "Data",
      start: "Inici",
      end: "Fi",
      room: "Sala",
      guest: "Client",
      contact: "Contacte",
      channel: "Canal",
      status: "Estat",
      paymentMode: "Forma de pagament",
      paymentStatus: "Pagament",
      price: "Preu",
      deposit: "Paga i senyal",
      currency: "Moneda",
      createdAt: "Creada",
      notes: "Notes",
      people: "Persones",
      channels: { email: "Correu", phone: "Telèfon (SMS)" },
    },
    paymentFilter: "Pagament",
    paymentAny: "Tots",
    paymentOwed: "Pendent de cobrar",
    paid: "Pagada",
    unpaid: "Sense pagar",
    matchesIn: "Resultats per pestanya",
    emptyHere: "Cap reserva coincideix en aquesta pestanya. N'hi ha a: {tabs}.",
    collectTitle: "Per cobrar avui",
    collectNone: "Avui no queda res per cobrar.",
    collectCaption: "Reserves d'avui sense pagar",
    collectDue: "Per cobrar",
    markPaidConfirmTitle: "Marcar com a pagada?",
    markPaidWillTell: "El client rebrà aquest missatge ({channel}, en {language}):",
    markPaidConfirm: "Sí, marcar com a pagada",
    keepUnpaid: "No, tornar",
    undoMarkPaid: "Desfer «pagada»",
    undoTitle: "Desfer el pagament marcat?",
    undoQueued: "El missatge de pagament rebut encara no s'ha enviat: s'anul·larà.",
    undoCorrection: "El client ja va rebre el missatge de pagament rebut; rebrà aquesta correcció ({channel}):",
    undoSilent: "No s'ha enviat cap missatge de pagament al client: no se li dirà res.",
    undoConfirm: "Sí, desfer",
    undoDone: "Pagament desmarcat: la reserva torna al seu estat anterior.",
    historyTitle: "Historial del client",
    historyNone: "Primera reserva d'aquest contacte.",
    historyBookings: "Altres reserves",
    historyNoShows: "No presentat",
    historyLastVisit: "Última visita",
    historyNever: "Cap encara",
    channelName: { email: "correu", phone: "SMS" },
    guest: {
      subject: (r, s) => `Correcció: pagament de la reserva ${r} · ${s}`,
      text: (r, a) =>
        `Et vam escriure per error que havíem rebut el pagament de la teva reserva ${r}. El pagament (${a}) continua pendent; disculpa la confusió.`,
      sms: (s, r, a) => `${s}: correcció, el pagament de la teva reserva ${r} (${a}) continua pendent. Disculpa l'error.`,
    },
  },
  en: {
    csv: {
      reference: "Reference",
      date: "Date",
      start: "Start",
      end: "End",
      room: "Room",
      guest: "Guest",
      contact: "Contact",
      channel: "Channel",
      status: "Status",
      paymentMode: "Payment mode",
      paymentStatus: "Payment status",
      price: "Price",
      deposit: "Deposit",
      currency: "Currency",
      createdAt: "Created at",
      notes: "Notes",
      people: "People",
      channels: { email: "Email", phone: "Phone (SMS)" },
    },
    paymentFilter: "Payment",
    paymentAny: "All",
    paymentOwed: "Still to collect",
    paid: "Paid",
    unpaid: "Unpaid",
    matchesIn: "Matches per tab",
    emptyHere: "No booking matches in this tab. There are matches in: {tabs}.",
    collectTitle: "To collect today",
    collectNone: "Nothing left to collect today.",
    collectCaption: "Today's unpaid bookings",
    collectDue: "To collect",
    markPaidConfirmTitle: "Mark as paid?",
    markPaidWillTell: "The guest will get this message ({channel}, in {language}):",
    markPaidConfirm: "Yes, mark as paid",
    keepUnpaid: "No, go back",
    undoMarkPaid: "Undo “paid”",
    undoTitle: "Undo the payment mark?",
    undoQueued: "The payment-received message has not been sent yet: it will be cancelled.",
    undoCorrection: "The guest was already sent the payment-received message; they will get this correction ({channel}):",
    undoSilent: "No payment message reached the guest: they will not be told anything.",
    undoConfirm: "Yes, undo",
    undoDone: "Payment mark undone: the booking is back to its previous state.",
    historyTitle: "Guest history",
    historyNone: "This contact's first booking.",
    historyBookings: "Other bookings",
    historyNoShows: "No-shows",
    historyLastVisit: "Last visit",
    historyNever: "None yet",
    channelName: { email: "email", phone: "SMS" },
    guest: {
      subject: (r, s) => `Correction: payment for booking ${r} · ${s}`,
      text: (r, a) =>
        `We wrote to you by mistake that the payment for your booking ${r} had been received. The payment (${a}) is still due; sorry for the confusion.`,
      sms: (s, r, a) => `${s}: correction, the payment for your booking ${r} (${a}) is still due. Sorry for the mistake.`,
    },
  },
};

/** The dashboard's strings only (no message functions, no CSV headers): what a client component may be given. */
export type MoneyUiTexts = Omit<MoneyTexts, "guest" | "csv">;
export function moneyUi(locale: Locale): MoneyUiTexts {
  const { guest: _guest, csv: _csv, ...ui } = MONEY_TEXTS[locale];
  return ui;
}
