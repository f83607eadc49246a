// The texts of the messages about a booking (emails and SMS to the guest and to the studio).
// Plain functions: what varies is passed in; the layout is lib/domain/notifications/templates.ts.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/messages.ts.
import type { Msg } from "./core";

export type MessageTexts = {
  hello: (name: string) => string;
  // guest confirmation and receipt
  confirmedSubject: (ref: string, studio: string) => string;
  receiptSubject: (ref: string, studio: string) => string;
  confirmedIntro: (studio: string) => string;
  receiptIntro: (studio: string) => string;
  smsConfirmed: (studio: string, ref: string, room: string, when: string, url: string) => string;
  manageLine: string;
  /** The reminder's way back to the booking: it carries no manage link (docs/decisions-messages.md, Reminders). */
  findLine: string;
  cancelPolicy: Msg<"hours">;
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
  /** A card deposit paid and refunded: the rest at the studio stays total − deposit (lib/contract/booking-money.ts). */
  depositPaidRefunded: (deposit: string, rest: string) => string;
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
  /** A new price set by the studio: {reference}, {studio}, {price}, {previous}, {reason}, {owed} (fmt). */
  priceChangedSubject: string;
  priceChangedText: string;
  priceChangedOwed: string;
  smsPriceChanged: string;
  cancelledByStudioSubject: (ref: string, studio: string) => string;
  cancelledByStudioText: (studio: string, ref: string, when: string) => string;
  smsCancelledByStudio: (studio: string, ref: string, when: string, reason: string) => string;
  depositRefundedSubject: (ref: string) => string;
  depositRefundedText: (ref: string, amount: string) => string;
  /** After a refund, while the booking stands: what is still paid at the studio, unchanged by the refund. */
  depositRefundedRest: (rest: string) => string;
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
