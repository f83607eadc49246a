// A row of the phone's agenda and of the printed day sheet (docs/dashboard.md, Agenda and day
// sheet): what the dashboard's components read, kept out of the domain they may not import.
import type { z } from "zod";
import type { AgendaBooking } from "./dashboard-schemas";

export type AgendaRow = z.infer<typeof AgendaBooking>;

/** Nothing is owed on these (docs/dashboard.md, Actions: markPaid). */
const SETTLED = new Set(["paid", "refunded"]);

export const isSettled = (paymentStatus: string) => SETTLED.has(paymentStatus);
