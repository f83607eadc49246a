import type { Catalog } from "../catalog";

export const figures: Catalog["figures"] = {
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
  roomHours: "{room}: booked hours",
  roomOccupancy: "{room}: occupancy %",
  total: "Total",
  occupancyChart: "Occupancy per room",
  moneyChart: "Booked, collected and refunded",
  countsChart: "Bookings, no-shows and cancellations",
  csv: "Download CSV",
  tableCaption: "Figures {by}",
  noData: "No bookings in these dates.",
  badRange: "Those dates are not valid: showing the last 12 weeks.",
};

/** The nav's activity badge (docs/dashboard.md, Activity badge): plain strings with {count}. */
export const activity: Catalog["activity"] = { arrived: "New: {count}", cancelled: "Cancelled: {count}" };
