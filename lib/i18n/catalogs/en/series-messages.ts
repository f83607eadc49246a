import type { Catalog } from "../catalog";

export const seriesMessages: Catalog["seriesMessages"] = {
  confirmedSubject: (s, n) => `Regular booking confirmed: ${n} ${n === 1 ? "date" : "dates"} · ${s}`,
  confirmedIntro: (s, r, n) => `${s} has booked ${r} for you on ${n === 1 ? "this date" : `these ${n} dates`}:`,
  cancelledSubject: (s, n) => `${s} cancelled ${n === 1 ? "a date" : `${n} dates`} of your regular booking`,
  cancelledIntro: (s, n) => `We are sorry: ${s} has cancelled ${n === 1 ? "this date" : `these ${n} dates`} of your regular booking:`,
  reason: "Reason",
  manageEach: "Each date is a booking of its own: its link shows it and lets you cancel it.",
  icsNote: "The attached calendar file holds every date.",
  smsConfirmed: (s, r, n, d) => `${s}: regular booking confirmed, ${r}, ${n} ${n === 1 ? "date" : "dates"}: ${d}`,
  smsCancelled: (s, n, d) => `${s}: ${n === 1 ? "cancelled the date" : `cancelled ${n} dates`} of your regular booking: ${d}`,
};
