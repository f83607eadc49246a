import type { Catalog } from "../catalog";

export const seriesMessages: Catalog["seriesMessages"] = {
  confirmedSubject: "Regular booking confirmed: {count, plural, one {# date} other {# dates}} · {studio}",
  confirmedIntro: "{studio} has booked {room} for you on {count, plural, one {this date} other {these # dates}}:",
  confirmedIntroByGuest:
    "Your weekly booking of {room} at {studio} is confirmed on {count, plural, one {this date} other {these # dates}}:",
  cancelledSubject: "{studio} cancelled {count, plural, one {a date} other {# dates}} of your regular booking",
  cancelledIntro: "We are sorry: {studio} has cancelled {count, plural, one {this date} other {these # dates}} of your regular booking:",
  reason: "Reason",
  manageEach: "Each date is a booking of its own: its link shows it and lets you cancel it.",
  icsNote: "The attached calendar file holds every date.",
  smsConfirmed:
    "{studio}: regular booking confirmed, {room}, {count, plural, one {# date} other {# dates}}: {dates}{link, select, yes {. Every date: {url}} other {}}",
  smsCancelled: "{studio}: {count, plural, one {cancelled the date} other {cancelled # dates}} of your regular booking: {dates}",
};
