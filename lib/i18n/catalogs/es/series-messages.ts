import type { Catalog } from "../catalog";

export const seriesMessages: Catalog["seriesMessages"] = {
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
