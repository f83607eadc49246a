import type { Catalog } from "../catalog";

export const seriesMessages: Catalog["seriesMessages"] = {
  confirmedSubject: "Reserva periódica confirmada: {count, plural, one {# fecha} other {# fechas}} · {studio}",
  confirmedIntro: "{studio} ha reservado para ti {room} en {count, plural, one {esta fecha} other {estas # fechas}}:",
  confirmedIntroByGuest:
    "Tu reserva semanal en {studio} ({room}) está confirmada {count, plural, one {en esta fecha} other {en estas # fechas}}:",
  cancelledSubject: "{studio} ha cancelado {count, plural, one {una fecha} other {# fechas}} de tu reserva periódica",
  cancelledIntro: "Lo sentimos: {studio} ha cancelado {count, plural, one {esta fecha} other {estas # fechas}} de tu reserva periódica:",
  reason: "Motivo",
  manageEach: "Cada fecha es una reserva: su enlace permite consultarla o cancelarla.",
  icsNote: "El archivo de calendario adjunto tiene todas las fechas.",
  smsConfirmed:
    "{studio}: reserva periódica confirmada, {room}, {count, plural, one {# fecha} other {# fechas}}: {dates}{link, select, yes {. Todas las fechas: {url}} other {}}",
  smsCancelled: "{studio}: {count, plural, one {cancelada la fecha} other {canceladas # fechas}} de tu reserva periódica: {dates}",
};
