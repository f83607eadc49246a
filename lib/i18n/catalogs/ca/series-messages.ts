import type { Catalog } from "../catalog";

export const seriesMessages: Catalog["seriesMessages"] = {
  confirmedSubject: "Reserva periòdica confirmada: {count, plural, one {# data} other {# dates}} · {studio}",
  confirmedIntro: "{studio} ha reservat per a tu {room} {count, plural, one {aquesta data} other {aquestes # dates}}:",
  confirmedIntroByGuest:
    "La teva reserva setmanal a {studio} ({room}) està confirmada {count, plural, one {en aquesta data} other {en aquestes # dates}}:",
  cancelledSubject: "{studio} ha cancel·lat {count, plural, one {una data} other {# dates}} de la teva reserva periòdica",
  cancelledIntro:
    "Ho sentim: {studio} ha cancel·lat {count, plural, one {aquesta data} other {aquestes # dates}} de la teva reserva periòdica:",
  reason: "Motiu",
  manageEach: "Cada data és una reserva: el seu enllaç permet consultar-la o cancel·lar-la.",
  icsNote: "El fitxer de calendari adjunt té totes les dates.",
  smsConfirmed:
    "{studio}: reserva periòdica confirmada, {room}, {count, plural, one {# data} other {# dates}}: {dates}{link, select, yes {. Totes les dates: {url}} other {}}",
  smsCancelled: "{studio}: {count, plural, one {cancel·lada la data} other {cancel·lades # dates}} de la teva reserva periòdica: {dates}",
};
