// Texts of the dashboard's figures page and its CSV (docs/dashboard.md, Figures), and of the nav's
// activity badge. The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/figures.ts.
import type { Msg } from "./core";

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
  roomHours: Msg<"room">;
  roomOccupancy: Msg<"room">;
  total: string;
  occupancyChart: string;
  moneyChart: string;
  countsChart: string;
  csv: string;
  tableCaption: Msg<"by">;
  noData: string;
  badRange: string;
};

/** The nav's activity badge (docs/dashboard.md, Activity badge): plain strings with {count}. */
export type ActivityTexts = { arrived: string; cancelled: string };
