// What runs each booking action of the registry (lib/contract/booking-actions; docs/booking-actions.md):
// one line per action, its body as its contract module's schema parses it. The dynamic route
// (app/v1/studio/bookings/[bookingId]/[...action]) calls these.
import type { z } from "zod";
import { BOOKING_ACTIONS, type BookingActionName } from "../../contract/booking-actions";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import type { StaffActor } from "../staff/actor";
import { cancelByStudio, markPaid, markSession, refundByStudio, undoMarkPaid } from "./bookings";
import { moveByStudio } from "./move";
import { checkIn } from "./check-in";
import { changePrice } from "./change-price";
import { changeExtras } from "./change-extras";
import { recordPaymentByStudio, refundPaymentByStudio, voidPaymentByStudio } from "./payments";
import { cancelPaymentRequestByStudio, requestPaymentByStudio } from "./payment-requests";
import { issueInvoiceByStudio, rectifyInvoiceByStudio } from "./invoices";
import { messageGuest } from "./message-guest";

export type ActionRun = { db: Db; clock: Clock; actor: StaffActor; bookingId: string };
type BodyOf<K extends BookingActionName> = (typeof BOOKING_ACTIONS)[K]["operation"] extends { body: { schema: infer S extends z.ZodType } }
  ? z.output<S>
  : undefined;
type Runners = { [K in BookingActionName]: (run: ActionRun, body: BodyOf<K>) => Promise<unknown> };

export const RUNNERS: Runners = {
  markPaid: (r) => markPaid(r.db, r.clock, r.actor, r.bookingId),
  undoMarkPaid: (r) => undoMarkPaid(r.db, r.clock, r.actor, r.bookingId),
  markSession: (r, body) => markSession(r.db, r.clock, r.actor, r.bookingId, body.mark),
  cancel: (r, body) => cancelByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  refund: (r, body) => refundByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  move: (r, body) => moveByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  checkIn: (r) => checkIn(r.db, r.clock, r.actor, r.bookingId),
  changePrice: (r, body) => changePrice(r.db, r.clock, r.actor, r.bookingId, body),
  changeExtras: (r, body) => changeExtras(r.db, r.clock, r.actor, r.bookingId, body),
  recordPayment: (r, body) => recordPaymentByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  voidPayment: (r, body) => voidPaymentByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  refundPayment: (r, body) => refundPaymentByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  requestPayment: (r, body) => requestPaymentByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  cancelPaymentRequest: (r, body) => cancelPaymentRequestByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  issueInvoice: (r, body) => issueInvoiceByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  rectifyInvoice: (r, body) => rectifyInvoiceByStudio(r.db, r.clock, r.actor, r.bookingId, body),
  messageGuest: (r, body) => messageGuest(r.db, r.clock, r.actor, r.bookingId, body),
};
