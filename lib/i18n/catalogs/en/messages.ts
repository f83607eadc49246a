import type { Catalog } from "../catalog";

export const messages: Catalog["messages"] = {
  hello: (n) => `Hi ${n},`,
  confirmedSubject: (r, s) => `Booking confirmed ${r} · ${s}`,
  receiptSubject: (r, s) => `Your booking receipt ${r} · ${s}`,
  confirmedIntro: (s) => `Your booking at ${s} is confirmed.`,
  receiptIntro: (s) => `Here is the receipt for your booking at ${s}.`,
  smsConfirmed: (s, r, room, when, url) => `${s}: booking ${r} confirmed. ${room}, ${when}. Manage your booking: ${url}`,
  manageLine: "View or cancel your booking here:",
  findLine: "To view or cancel it, open the link in your confirmation, or get a new one here:",
  cancelPolicy:
    "{hours, plural, one {You can cancel free of charge up to # hour before the start.} other {You can cancel free of charge up to # hours before the start.}}",
  icsNote: "The appointment is attached for your calendar.",
  reference: "Reference",
  room: "Room",
  date: "Date",
  time: "Time",
  price: "Price",
  payment: "Payment",
  payOnSite: (t) => `at the studio (${t})`,
  depositPaid: (d, t) => `deposit of ${d} paid; the rest of ${t} is paid at the studio`,
  depositPaidRefunded: (d, t) => `deposit of ${d} paid and refunded to you; the rest of ${t} is paid at the studio`,
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
  priceChangedSubject: "New price · booking {reference} · {studio}",
  priceChangedText: "The price of your booking {reference} is now {price} (it was {previous}). The studio's reason: {reason}",
  priceChangedOwed: "Still to pay at the studio: {owed}.",
  smsPriceChanged:
    "{studio}: the price of your booking {reference} is now {price} (was {previous}). {reason}. Still to pay at the studio: {owed}.",
  cancelledByStudioSubject: (r, s) => `${s} cancelled your booking ${r}`,
  cancelledByStudioText: (s, r, w) => `We are sorry: ${s} has cancelled your booking ${r} on ${w}. The studio gives this reason:`,
  smsCancelledByStudio: (s, r, w, reason) => `${s} cancelled your booking ${r} (${w}). Reason: ${reason}`,
  depositRefundedSubject: (r) => `Deposit refunded · booking ${r}`,
  depositRefundedText: (r, a) => `The studio has refunded ${a} of the deposit for booking ${r}. Your bank may take a few days to show it.`,
  depositRefundedRest: (t) => `Your booking stands: the rest of ${t} is still paid at the studio, as booked.`,
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
