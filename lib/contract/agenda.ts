// A row of the phone's agenda and of the printed day sheet (docs/dashboard.md, Agenda and day
// sheet): what the dashboard's components read, kept out of the domain they may not import.
export type AgendaRow = {
  id: string;
  reference: string;
  roomId: string;
  roomName: string;
  /** Studio-local date and wall times as booked. */
  date: string;
  startTime: string;
  endTime: string;
  guestName: string;
  /** The E.164 number of a phone booking (its contact); null for an email booking. */
  phone: string | null;
  email: string | null;
  notes: string | null;
  status: string;
  paymentStatus: string;
};

/** Nothing is owed on these (docs/dashboard.md, Actions: markPaid). */
const SETTLED = new Set(["paid", "refunded"]);

export const isSettled = (paymentStatus: string) => SETTLED.has(paymentStatus);
