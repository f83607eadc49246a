// The texts of the messages about a booking (emails and SMS to the guest and to the studio).
// ICU texts: what varies is an argument, named in each text's type (docs/booking-flow.md, Texts and
// languages); the layout is lib/domain/notifications/templates.ts.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/messages.ts.
import type { Msg } from "./core";

export type MessageTexts = {
  hello: Msg<"name">;
  // guest confirmation and receipt
  confirmedSubject: Msg<"reference" | "studio">;
  receiptSubject: Msg<"reference" | "studio">;
  confirmedIntro: Msg<"studio">;
  receiptIntro: Msg<"studio">;
  smsConfirmed: Msg<"studio" | "reference" | "room" | "when" | "url">;
  manageLine: string;
  /** The confirmation's way to book the same room and length again (docs/booking-flow.md, Book again). */
  bookAgainLine: Msg<"room">;
  /** The reminder's way back to the booking: it carries no manage link (docs/decisions-messages.md, Reminders). */
  findLine: string;
  cancelPolicy: Msg<"hours">;
  icsNote: string;
  // labels
  reference: string;
  room: string;
  date: string;
  time: string;
  /** The studio's zone by its city ("Madrid time"), beside a time in the guest's messages. */
  zoneTime: Msg<"city">;
  price: string;
  payment: string;
  payOnSite: Msg<"total">;
  depositPaid: Msg<"deposit" | "rest">; // rest = total − deposit, collected at the studio
  /** A card deposit paid and refunded: the rest at the studio stays total − deposit (lib/contract/booking-money.ts). */
  depositPaidRefunded: Msg<"deposit" | "rest">;
  address: string;
  instructions: string;
  notes: string;
  guest: string;
  contact: string;
  email: string;
  // reminder
  reminderSubject: Msg<"studio">;
  reminderIntro: Msg<"studio" | "when">;
  smsReminder: Msg<"studio" | "reference" | "room" | "when" | "address" | "find">;
  mapLine: string;
  // late payment refunded
  refundedSubject: Msg<"reference">;
  refundedText: Msg<"reference" | "amount">;
  smsRefunded: Msg<"studio" | "reference" | "amount">;
  // studio side
  studioNewSubject: Msg<"reference" | "room" | "when">;
  studioNewIntro: string;
  studioCancelledSubject: Msg<"reference" | "room" | "when">;
  studioCancelledIntro: Msg<"by">;
  reason: string;
  noReason: string;
  timeoutReason: string;
  studioRefundSubject: Msg<"reference">;
  studioRefundText: Msg<"reference" | "amount">;
  modeCard: string;
  modeOnSite: string;
  footer: Msg<"studio">;
  // studio actions, to the guest (docs/studio-actions.md, Messages)
  paymentReceivedSubject: Msg<"reference" | "studio">;
  paymentReceivedText: Msg<"reference" | "amount">;
  smsPaymentReceived: Msg<"studio" | "reference" | "amount">;
  /** A new price set by the studio. */
  priceChangedSubject: Msg<"reference" | "studio">;
  priceChangedText: Msg<"reference" | "price" | "previous" | "reason">;
  priceChangedOwed: Msg<"owed">;
  smsPriceChanged: Msg<"studio" | "reference" | "price" | "previous" | "reason" | "owed">;
  /** A payment's receipt (docs/payments.md, Receipts). */
  paymentReceiptSubject: Msg<"reference" | "studio">;
  paymentReceiptText: Msg<"amount" | "reference" | "owed">;
  paymentReceiptLink: string;
  smsPaymentReceipt: Msg<"studio" | "amount" | "reference" | "owed" | "link">;
  /** A payment link (docs/payments.md, Payment links). */
  payRequestSubject: Msg<"reference" | "studio">;
  payRequestText: Msg<"studio" | "amount" | "reference" | "when">;
  payRequestNote: Msg<"note">;
  payRequestLink: Msg<"until">;
  smsPayRequest: Msg<"studio" | "amount" | "reference" | "until" | "link">;
  cancelledByStudioSubject: Msg<"reference" | "studio">;
  cancelledByStudioText: Msg<"studio" | "reference" | "when">;
  smsCancelledByStudio: Msg<"studio" | "reference" | "when" | "reason">;
  depositRefundedSubject: Msg<"reference">;
  depositRefundedText: Msg<"reference" | "amount">;
  /** After a refund, while the booking stands: what is still paid at the studio, unchanged by the refund. */
  depositRefundedRest: Msg<"rest">;
  smsDepositRefunded: Msg<"studio" | "reference" | "amount">;
  // a booking moved to another time (docs/studio-actions.md, Moving a booking)
  movedSubject: Msg<"reference" | "studio">;
  movedIntro: Msg<"studio" | "reference" | "before">;
  movedLinkFromConfirmation: string;
  /** `link` is "yes" with a manage link (`url`), else the confirmation's link still works. */
  smsMoved: Msg<"studio" | "reference" | "room" | "when" | "url" | "link">;
  studioMovedSubject: Msg<"reference" | "room" | "when">;
  studioMovedIntro: Msg<"before">;
  // the studio corrected the guest's contact (docs/studio-actions.md, Editing a booking)
  detailsUpdatedSubject: Msg<"reference" | "studio">;
  detailsUpdatedIntro: Msg<"studio" | "reference">;
  smsDetailsUpdated: Msg<"studio" | "reference" | "room" | "when" | "url">;
  /** Label: how many people come (docs/decisions-bookings.md, Party size). */
  partySize: string;
  // a new manage link asked for on the site (docs/decisions-bookings.md, Finding a booking)
  linkResentSubject: Msg<"reference" | "studio">;
  linkResentIntro: Msg<"studio" | "reference">;
  smsLinkResent: Msg<"studio" | "reference" | "url">;
  /** Staff's own text to the guest (docs/guests.md, A message to the guest). */
  guestMessageSubject: Msg<"studio" | "reference">;
  guestMessageIntro: Msg<"studio" | "reference">;
  smsGuestMessage: Msg<"studio" | "reference" | "text">;
};
