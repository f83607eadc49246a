// The guest's messages about a regular booking (docs/series.md, Messages): one message for every
// date of the series, in the three site locales. The layout is lib/domain/notifications/series.ts.
import type { Locale } from "../contract/locales";

export type SeriesMessageTexts = {
  confirmedSubject: (studio: string, n: number) => string;
  confirmedIntro: (studio: string, room: string, n: number) => string;
  cancelledSubject: (studio: string, n: number) => string;
  cancelledIntro: (studio: string, n: number) => string;
  reason: string;
  manageEach: string;
  icsNote: string;
  smsConfirmed: (studio: string, room: string, n: number, dates: string) => string;
  smsCancelled: (studio: string, n: number, dates: string) => string;
};

const es: SeriesMessageTexts = {
  confirmedSubject: (s, n) => `Reserva periódica confirmada: ${n} ${n === 1 ? "fecha" : "fechas"} · ${s}`,
  confirmedIntro: (s, r, n) => `${s} ha reservado para ti ${r} en ${n === 1 ? "esta fecha" : `estas ${n} fechas`}:`,
  cancelledSubject: (s, n) => `${s} ha cancelado ${n === 1 ? "una fecha" : `${n} fechas`} de tu reserva periódica`,
  cancelledIntro: (s, n) => `Lo sentimos: ${s} ha cancelado ${n === 1 ? "esta fecha" : `estas ${n} fechas`} de tu reserva periódica:`,
  reason: "Motivo",
  manageEach: "Cada fecha es una reserva: su enlace permite consultarla o cancelarla.",
  icsNote: "El archivo de calendario adjunto tiene todas las fechas.",
  smsConfirmed: (s, r, n, d) => `${s}: reserva periódica confirmada, ${r}, ${n} ${n === 1 ? "fecha" : "fechas"}: ${d}`,
  smsCancelled: (s, n, d) => `${s}: ${n === 1 ? "cancelada la fecha" : `canceladas ${n} fechas`} de tu reserva periódica: ${d}`,
};

const ca: SeriesMessageTexts = {
  confirmedSubject: (s, n) => `Reserva periòdica confirmada: ${n} ${n === 1 ? "data" : "dates"} · ${s}`,
  confirmedIntro: (s, r, n) => `${s} ha reservat per a tu ${r} ${n === 1 ? "aquesta data" : `aquestes ${n} dates`}:`,
  cancelledSubject: (s, n) => `${s} ha cancel·lat ${n === 1 ? "una data" : `${n} dates`} de la teva reserva periòdica`,
  cancelledIntro: (s, n) =>
    `Ho sentim: ${s} ha cancel·lat ${n === 1 ? "aquesta data" : `aquestes ${n} dates`} de la teva reserva periòdica:`,
  reason: "Motiu",
  manageEach: "Cada data és una reserva: el seu enllaç permet consultar-la o cancel·lar-la.",
  icsNote: "El fitxer de calendari adjunt té totes les dates.",
  smsConfirmed: (s, r, n, d) => `${s}: reserva periòdica confirmada, ${r}, ${n} ${n === 1 ? "data" : "dates"}: ${d}`,
  smsCancelled: (s, n, d) => `${s}: ${n === 1 ? "cancel·lada la data" : `cancel·lades ${n} dates`} de la teva reserva periòdica: ${d}`,
};

const en: SeriesMessageTexts = {
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

export const SERIES_MESSAGE_TEXTS: Record<Locale, SeriesMessageTexts> = { es, ca, en };
