// The booking's history in sentences (docs/studio-actions.md, Audit trail): what each audited action
// did, with room names, times and amounts. `components/studio/audit-sentence.ts` reads an entry's
// detail and fills these in; values come already written for the language. The shape of these
// texts; each language's are in lib/i18n/catalogs/<locale>/audit.ts.

export type AuditTexts = {
  /** The "What" column of a completed or no-show mark, said apart. */
  markLabel: { completed: string; no_show: string };
  markedCompleted: string;
  markedNoShow: string;
  markCorrected: (to: string, from: string) => string;
  status: Record<string, string>;
  payment: Record<string, string>;
  markedPaid: (from: string) => string;
  /** An undone payment mark: back to this payment status, and what became of the guest's message. */
  markUndone: (to: string) => string;
  undoMessage: { cancelled: string; correction: string; none: string };
  cancelled: (reason: string) => string;
  cancelledNoReason: string;
  depositRefunded: string;
  seriesFollowing: string;
  seriesAll: string;
  refunded: (amount: string) => string;
  refundFromStripe: string;
  refundState: Record<string, string>;
  created: (what: string) => string;
  createdInSeries: string;
  channel: Record<string, string>;
  moved: (from: string, to: string) => string;
  repriced: (price: string) => string;
  /** An owner's new price, with the reason the guest was told. */
  priceChanged: (from: string, to: string, reason: string) => string;
  priceKept: string;
  slot: (room: string, date: string, start: string, end: string) => string;
  edited: (changes: string) => string;
  field: Record<string, string>;
  setTo: (field: string, value: string) => string;
  removed: (field: string) => string;
  noteChanged: string;
  noteRemoved: string;
  linkRenewed: string;
  otherRoom: string;
  list: (items: string[]) => string;
};

export const listWith = (and: string) => (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
