import type { Catalog } from "../catalog";

export const figures: Catalog["figures"] = {
  nav: "Cifras",
  title: "Cifras",
  intro: "Ocupación por sala (horas reservadas ÷ horas abiertas), reservas, dinero y ausencias, por la fecha de cada sesión.",
  from: "Desde",
  to: "Hasta",
  show: "Ver",
  byWeek: "Por semana",
  byMonth: "Por mes",
  week: "Semana",
  month: "Mes",
  periodFrom: "Desde",
  periodTo: "Hasta",
  bookings: "Reservas",
  noShows: "No presentados",
  cancellations: "Cancelaciones",
  booked: "Reservado",
  collected: "Cobrado",
  refunded: "Devuelto",
  openHours: "Horas abiertas por sala",
  occupancy: "Ocupación",
  roomHours: "{room}: horas reservadas",
  roomOccupancy: "{room}: ocupación %",
  total: "Total",
  occupancyChart: "Ocupación por sala",
  moneyChart: "Reservado, cobrado y devuelto",
  countsChart: "Reservas, no presentados y cancelaciones",
  csv: "Descargar CSV",
  tableCaption: "Cifras {by}",
  noData: "Sin reservas en estas fechas.",
  badRange: "Fechas no válidas: se muestran las últimas 12 semanas.",
};

/** The nav's activity badge (docs/dashboard.md, Activity badge): plain strings with {count}. */
export const activity: Catalog["activity"] = { arrived: "Nuevas: {count}", cancelled: "Canceladas: {count}" };
