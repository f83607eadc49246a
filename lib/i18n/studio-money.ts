// Texts of who owes what, the search across tabs, a guest's history and the CSV export
// (docs/dashboard.md, Bookings; docs/studio-actions.md, Undoing a payment mark); also the guest's
// message when a payment was marked by mistake. The shape of these texts; each language's are in
// lib/i18n/catalogs/<locale>/money.ts.
import type { Msg } from "./core";
import type { LedgerMethod } from "../contract/booking-money";

export type MoneyTexts = {
  /** A booking's payments at the studio (docs/payments.md, Payments at the studio). */
  bookingPayments: {
    title: string;
    paid: string;
    owed: string;
    givenBack: string;
    none: string;
    caption: string;
    when: string;
    method: string;
    amount: string;
    note: string;
    by: string;
    state: string;
    methods: Record<LedgerMethod, string>;
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
  /** A booking's payment links (docs/payments.md, Payment links). */
  paymentLinks: {
    title: string;
    none: string;
    caption: string;
    asked: string;
    amount: string;
    state: string;
    states: Record<"open" | "paid" | "cancelled" | "expired", string>;
    /** {when}: until when an open link can be paid. */
    until: string;
    /** The link to copy, for an open request. */
    link: string;
    cancel: string;
    cancelAsk: string;
    cancelConfirm: string;
    cancelDone: string;
    keep: string;
    askTitle: string;
    /** {currency}. */
    amountIn: string;
    validDays: string;
    note: string;
    noteHint: string;
    ask: string;
    sent: string;
    badAmount: string;
  };
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
    extras: string;
    discount: string;
    channels: { email: string; phone: string };
  };
  paymentFilter: string;
  paymentAny: string;
  paymentOwed: string;
  /** Above the list filtered by what is owed: {amount} in all, over {count} bookings (ICU plural). */
  owedTotal: string;
  /** Under a row's payment status: what it still owes, {amount}. */
  owedRow: string;
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
    subject: Msg<"reference" | "studio">;
    text: Msg<"reference" | "amount">;
    sms: Msg<"studio" | "reference" | "amount">;
  };
};

/** The dashboard's strings only (not the guest's message, not the CSV headers): what a client component is given. */
export type MoneyUiTexts = Omit<MoneyTexts, "guest" | "csv">;
export function moneyUi(texts: MoneyTexts): MoneyUiTexts {
  const { guest: _guest, csv: _csv, ...ui } = texts;
  return ui;
}
