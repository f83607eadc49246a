// Texts of a booking's payments at the studio (docs/payments.md, Payments at the studio), in the
// three languages in one place: the page picks its language's and hands them to the panel.
import type { PaymentMethod } from "../contract/booking-money";
import type { Locale } from "../contract/locales";

export type BookingPaymentTexts = {
  title: string;
  paid: string;
  owed: string;
  none: string;
  caption: string;
  when: string;
  method: string;
  amount: string;
  note: string;
  by: string;
  state: string;
  methods: Record<PaymentMethod, string>;
  /** A "mark paid" that did not say how. */
  methodUnsaid: string;
  /** {amount} given back of the payment. */
  refunded: string;
  voided: string;
  /** {reason}. */
  voidedWhy: string;
  recordTitle: string;
  /** The amount's label, {currency}. */
  amountIn: string;
  record: string;
  recorded: string;
  void: string;
  voidAsk: string;
  voidReason: string;
  voidConfirm: string;
  voidDone: string;
  giveBack: string;
  /** What is left of the payment, {left}. */
  giveBackAsk: string;
  giveBackConfirm: string;
  giveBackDone: string;
  keep: string;
  /** Under the list: a refund does not change what is owed. */
  refundHint: string;
  badAmount: string;
};

export const BOOKING_PAYMENT_TEXTS: Record<Locale, BookingPaymentTexts> = {
  en: {
    title: "Payments",
    paid: "Paid",
    owed: "Still owed",
    none: "No payment recorded at the studio.",
    caption: "Payments taken at the studio",
    when: "When",
    method: "Method",
    amount: "Amount",
    note: "Note",
    by: "Recorded by",
    state: "State",
    methods: { cash: "Cash", card_at_studio: "Card at the studio", bank_transfer: "Bank transfer", online: "Online" },
    methodUnsaid: "Marked paid",
    refunded: "{amount} given back",
    voided: "Voided",
    voidedWhy: "Voided: {reason}",
    recordTitle: "Record a payment",
    amountIn: "Amount ({currency})",
    record: "Record the payment",
    recorded: "Payment recorded.",
    void: "Void",
    voidAsk: "Void this payment? It stops counting; it stays listed as voided.",
    voidReason: "Why (optional)",
    voidConfirm: "Yes, void it",
    voidDone: "Payment voided.",
    giveBack: "Give back",
    giveBackAsk: "How much goes back to the guest? Up to {left}.",
    giveBackConfirm: "Give it back",
    giveBackDone: "Refund recorded.",
    keep: "No, go back",
    refundHint: "Money given back does not change what the booking still owes.",
    badAmount: "Enter an amount greater than zero, such as 20 or 20.50.",
  },
  es: {
    title: "Pagos",
    paid: "Pagado",
    owed: "Pendiente",
    none: "Ningún pago registrado en el estudio.",
    caption: "Pagos cobrados en el estudio",
    when: "Cuándo",
    method: "Forma de pago",
    amount: "Importe",
    note: "Nota",
    by: "Registrado por",
    state: "Estado",
    methods: { cash: "Efectivo", card_at_studio: "Tarjeta en el estudio", bank_transfer: "Transferencia", online: "En línea" },
    methodUnsaid: "Marcado como pagado",
    refunded: "{amount} devuelto",
    voided: "Anulado",
    voidedWhy: "Anulado: {reason}",
    recordTitle: "Registrar un pago",
    amountIn: "Importe ({currency})",
    record: "Registrar el pago",
    recorded: "Pago registrado.",
    void: "Anular",
    voidAsk: "¿Anular este pago? Dejará de contar; seguirá en la lista como anulado.",
    voidReason: "Motivo (opcional)",
    voidConfirm: "Sí, anularlo",
    voidDone: "Pago anulado.",
    giveBack: "Devolver",
    giveBackAsk: "¿Cuánto se devuelve al cliente? Hasta {left}.",
    giveBackConfirm: "Devolverlo",
    giveBackDone: "Devolución registrada.",
    keep: "No, volver",
    refundHint: "Lo devuelto no cambia lo que la reserva aún debe.",
    badAmount: "Escribe un importe mayor que cero, como 20 o 20,50.",
  },
  ca: {
    title: "Pagaments",
    paid: "Pagat",
    owed: "Pendent",
    none: "Cap pagament registrat a l'estudi.",
    caption: "Pagaments cobrats a l'estudi",
    when: "Quan",
    method: "Forma de pagament",
    amount: "Import",
    note: "Nota",
    by: "Registrat per",
    state: "Estat",
    methods: { cash: "Efectiu", card_at_studio: "Targeta a l'estudi", bank_transfer: "Transferència", online: "En línia" },
    methodUnsaid: "Marcat com a pagat",
    refunded: "{amount} retornat",
    voided: "Anul·lat",
    voidedWhy: "Anul·lat: {reason}",
    recordTitle: "Registrar un pagament",
    amountIn: "Import ({currency})",
    record: "Registrar el pagament",
    recorded: "Pagament registrat.",
    void: "Anul·lar",
    voidAsk: "Vols anul·lar aquest pagament? Deixarà de comptar; seguirà a la llista com a anul·lat.",
    voidReason: "Motiu (opcional)",
    voidConfirm: "Sí, anul·la'l",
    voidDone: "Pagament anul·lat.",
    giveBack: "Retornar",
    giveBackAsk: "Quant es retorna al client? Fins a {left}.",
    giveBackConfirm: "Retorna'l",
    giveBackDone: "Devolució registrada.",
    keep: "No, torna",
    refundHint: "El que es retorna no canvia el que la reserva encara deu.",
    badAmount: "Escriu un import més gran que zero, com ara 20 o 20,50.",
  },
};
