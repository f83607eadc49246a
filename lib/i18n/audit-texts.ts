// The booking's history in sentences (docs/studio-actions.md, Audit trail): what each audited action
// did, with room names, times and amounts. `components/studio/audit-sentence.ts` reads an entry's
// detail and fills these in; values come already written for the language. The shape of these
// texts; each language's are in lib/i18n/catalogs/<locale>/audit.ts.
import type { Msg } from "./core";

export type AuditTexts = {
  /** The "What" column of a completed or no-show mark, said apart. */
  markLabel: { completed: string; no_show: string };
  markedCompleted: string;
  markedNoShow: string;
  markCorrected: Msg<"to" | "from">;
  status: Record<string, string>;
  payment: Record<string, string>;
  markedPaid: Msg<"from">;
  /** A payment at the studio (docs/payments.md, Payments at the studio): {amount}, {method}. */
  paymentRecorded: Msg<"amount" | "method">;
  /** A "mark paid" payment, its method not said. */
  paymentRecordedUnsaid: Msg<"amount">;
  paymentVoided: Msg<"amount">;
  paymentGivenBack: Msg<"amount">;
  paymentLinkSent: Msg<"amount">;
  /** A message staff wrote to the guest (docs/guests.md, A message to the guest): by its channel, with the text. */
  messageToGuest: Record<"email" | "phone", Msg<"text">>;
  invoiceIssued: Msg<"number" | "amount">;
  invoiceRectified: Msg<"number" | "amount" | "reason">;
  paymentLinkCancelled: Msg<"amount">;
  /** A note or a reason, after the sentence. */
  paymentNote: Msg<"note">;
  method: { cash: string; card_at_studio: string; bank_transfer: string; online: string; prepaid: string };
  /** An undone payment mark: back to this payment status, and what became of the guest's message. */
  markUndone: Msg<"to">;
  undoMessage: { cancelled: string; correction: string; none: string };
  cancelled: Msg<"reason">;
  cancelledNoReason: string;
  depositRefunded: string;
  seriesFollowing: string;
  seriesAll: string;
  refunded: Msg<"amount">;
  refundFromStripe: string;
  refundState: Record<string, string>;
  created: Msg<"what">;
  createdInSeries: string;
  channel: Record<string, string>;
  moved: Msg<"from" | "to">;
  repriced: Msg<"price">;
  /** An owner's new price, with the reason the guest was told. */
  priceChanged: Msg<"from" | "to" | "reason">;
  priceKept: string;
  /** A move made with "don't tell the guest" (docs/studio-actions.md, Moving a booking). */
  notTold: string;
  slot: Msg<"room" | "date" | "start" | "end">;
  edited: Msg<"changes">;
  field: Record<string, string>;
  setTo: Msg<"field" | "value">;
  removed: Msg<"field">;
  noteChanged: string;
  noteRemoved: string;
  linkRenewed: string;
  otherRoom: string;
};
