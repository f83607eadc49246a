// The actions on a booking or a block that its audit trail names by a label of the catalogs
// (docs/studio-actions.md, Audit trail): the domain's list, which the catalogs follow
// (`studio.detail.auditActions`, keyed "booking_mark_paid" for "booking.mark_paid"). The registry's
// booking actions name theirs with their own texts (RegistryAudit, lib/contract/booking-actions).
// Types only.

export type TrailAction =
  | "booking.mark_paid"
  | "booking.mark_unpaid"
  | "booking.mark"
  | "booking.cancel"
  | "booking.refund"
  | "booking.create"
  | "block.create"
  | "block.delete"
  | "booking.move"
  | "booking.edit"
  | "booking.price"
  | "booking.extras"
  | "booking.payment"
  | "booking.payment_void"
  | "booking.payment_refund"
  | "booking.payment_request"
  | "booking.payment_request_cancel"
  | "booking.invoice"
  | "booking.invoice_rectify"
  | "booking.message";

/** "booking.mark_paid" → "booking_mark_paid": the key of an action's label in the catalogs. */
type Keyed<A> = A extends `${infer Subject}.${infer Verb}` ? `${Subject}_${Verb}` : never;
export type TrailLabelKey = Keyed<TrailAction>;
