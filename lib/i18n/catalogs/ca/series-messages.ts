import type { Catalog } from "../catalog";

export const seriesMessages: Catalog["seriesMessages"] = {
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
