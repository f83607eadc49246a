// Texts of the dashboard's figures page and its CSV (docs/dashboard.md, Figures), in es, ca and en.
import type { Locale } from "../contract/locales";

export type FiguresTexts = {
  nav: string;
  title: string;
  intro: string;
  from: string;
  to: string;
  show: string;
  byWeek: string;
  byMonth: string;
  week: string;
  month: string;
  periodFrom: string;
  periodTo: string;
  bookings: string;
  noShows: string;
  cancellations: string;
  booked: string;
  collected: string;
  refunded: string;
  openHours: string;
  occupancy: string;
  roomHours: (room: string) => string;
  roomOccupancy: (room: string) => string;
  total: string;
  occupancyChart: string;
  moneyChart: string;
  countsChart: string;
  csv: string;
  tableCaption: (by: string) => string;
  noData: string;
  badRange: string;
};

const es: FiguresTexts = {
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
  roomHours: (room) => `${room}: horas reservadas`,
  roomOccupancy: (room) => `${room}: ocupación %`,
  total: "Total",
  occupancyChart: "Ocupación por sala",
  moneyChart: "Reservado, cobrado y devuelto",
  countsChart: "Reservas, no presentados y cancelaciones",
  csv: "Descargar CSV",
  tableCaption: (by) => `Cifras ${by.toLowerCase()}`,
  noData: "Sin reservas en estas fechas.",
  badRange: "Fechas no válidas: se muestran las últimas 12 semanas.",
};

const ca: FiguresTexts = {
  nav: "Xifres",
  title: "Xifres",
  intro: "Ocupació per sala (hores reservades ÷ hores obertes), reserves, diners i absències, per la data de cada sessió.",
  from: "Des de",
  to: "Fins a",
  show: "Mostra",
  byWeek: "Per setmana",
  byMonth: "Per mes",
  week: "Setmana",
  month: "Mes",
  periodFrom: "Des de",
  periodTo: "Fins a",
  bookings: "Reserves",
  noShows: "No presentats",
  cancellations: "Cancel·lacions",
  booked: "Reservat",
  collected: "Cobrat",
  refunded: "Retornat",
  openHours: "Hores obertes per sala",
  occupancy: "Ocupació",
  roomHours: (room) => `${room}: hores reservades`,
  roomOccupancy: (room) => `${room}: ocupació %`,
  total: "Total",
  occupancyChart: "Ocupació per sala",
  moneyChart: "Reservat, cobrat i retornat",
  countsChart: "Reserves, no presentats i cancel·lacions",
  csv: "Baixa el CSV",
  tableCaption: (by) => `Xifres ${by.toLowerCase()}`,
  noData: "Cap reserva en aquestes dates.",
  badRange: "Dates no vàlides: es mostren les darreres 12 setmanes.",
};

const en: FiguresTexts = {
  nav: "Figures",
  title: "Figures",
  intro: "Occupancy per room (booked hours ÷ open hours), bookings, money and no-shows, by each session's date.",
  from: "From",
  to: "To",
  show: "Show",
  byWeek: "By week",
  byMonth: "By month",
  week: "Week",
  month: "Month",
  periodFrom: "From",
  periodTo: "To",
  bookings: "Bookings",
  noShows: "No-shows",
  cancellations: "Cancellations",
  booked: "Booked",
  collected: "Collected",
  refunded: "Refunded",
  openHours: "Open hours per room",
  occupancy: "Occupancy",
  roomHours: (room) => `${room}: booked hours`,
  roomOccupancy: (room) => `${room}: occupancy %`,
  total: "Total",
  occupancyChart: "Occupancy per room",
  moneyChart: "Booked, collected and refunded",
  countsChart: "Bookings, no-shows and cancellations",
  csv: "Download CSV",
  tableCaption: (by) => `Figures ${by.toLowerCase()}`,
  noData: "No bookings in these dates.",
  badRange: "Those dates are not valid: showing the last 12 weeks.",
};

export const FIGURES_TEXTS: Record<Locale, FiguresTexts> = { es, ca, en };

/** The nav's activity badge (docs/dashboard.md, Activity badge): plain strings with {count}. */
export const ACTIVITY_TEXTS: Record<Locale, { arrived: string; cancelled: string }> = {
  es: { arrived: "Nuevas: {count}", cancelled: "Canceladas: {count}" },
  ca: { arrived: "Noves: {count}", cancelled: "Cancel·lades: {count}" },
  en: { arrived: "New: {count}", cancelled: "Cancelled: {count}" },
};
