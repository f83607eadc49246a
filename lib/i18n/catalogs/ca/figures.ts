import type { Catalog } from "../catalog";

export const figures: Catalog["figures"] = {
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
  roomHours: "{room}: hores reservades",
  roomOccupancy: "{room}: ocupació %",
  total: "Total",
  occupancyChart: "Ocupació per sala",
  moneyChart: "Reservat, cobrat i retornat",
  countsChart: "Reserves, no presentats i cancel·lacions",
  csv: "Baixa el CSV",
  tableCaption: "Xifres {by}",
  noData: "Cap reserva en aquestes dates.",
  badRange: "Dates no vàlides: es mostren les darreres 12 setmanes.",
};

/** The nav's activity badge (docs/dashboard.md, Activity badge): plain strings with {count}. */
export const activity: Catalog["activity"] = { arrived: "Noves: {count}", cancelled: "Cancel·lades: {count}" };
