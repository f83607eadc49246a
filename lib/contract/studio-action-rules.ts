// Whether a studio action may be taken on a booking now, decided once (docs/studio-actions.md,
// Allowed actions): the action refuses with the rule's code and words, the booking detail offers
// a button only where the rule allows, and the detail's `actions` flags (their API schema and the
// buttons' props) are this object's keys. A new action is one rule here.
import { z } from "zod";
import type { ErrorCode } from "./error-codes";
import { ApiError } from "./errors";
import { OWNER_ONLY } from "./owner-only";

/**
 * What the rules read of a booking and of who asks (lib/domain/studio-actions/allowed.ts collects
 * them all). The optional facts are read only by the rules that name them; left out, they count
 * as no (a mark, which reads none of them, is also checked for the operator's command).
 */
export type ActionFacts = {
  reference: string;
  status: string;
  paymentStatus: string;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  owner?: boolean;
  /** Card payments are configured on this deployment. */
  payments?: boolean;
  /** A deposit was paid by card (payments/refunds.ts hasCardDeposit). */
  cardDeposit?: boolean;
  /** What is left of that card deposit to refund, in cents. */
  depositLeftCents?: number;
  /** The latest payment change is a "paid" marked at the studio (docs/studio-actions.md, Undoing a payment mark). */
  paidMarkUndoable?: boolean;
};

/**
 * A rule's verdict: `null` allows; `"done"` says the booking is already where the action takes it
 * (a retried request answers it as it is; no button is offered); else the refusal to answer.
 */
type Verdict = null | "done" | { code: ErrorCode; message: string };

const refuse = (message: string, code: ErrorCode = "INVALID_STATE") => ({ code, message });
const TOOK = ["confirmed", "completed", "no_show"];

/** Completed or no-show: a session that took place (or was missed), marked once it has started. */
function mark(to: "completed" | "no_show") {
  return (f: ActionFacts): Verdict => {
    if (!TOOK.includes(f.status)) return refuse(`Booking ${f.reference} is ${f.status}; only confirmed bookings can be marked`);
    if (f.startsAt.getTime() > f.now.getTime())
      return refuse(`Booking ${f.reference} starts at ${f.startsAt.toISOString()}; it can be marked once the session has started`);
    return f.status === to ? "done" : null;
  };
}

const STUDIO_ACTION_RULES = {
  markPaid: (f: ActionFacts): Verdict => {
    if (!TOOK.includes(f.status)) return refuse(`A ${f.status} booking cannot be marked paid`);
    if (f.paymentStatus === "refunded") return refuse("This booking's payment was refunded");
    return f.paymentStatus === "paid" ? "done" : null;
  },
  /** Undo a "paid" marked at the studio (docs/studio-actions.md, Undoing a payment mark). */
  undoMarkPaid: (f: ActionFacts): Verdict =>
    f.paymentStatus === "paid" && f.paidMarkUndoable
      ? null
      : refuse("Only a payment marked at the studio, and not undone yet, can be undone"),
  markCompleted: mark("completed"),
  markNoShow: mark("no_show"),
  cancel: (f: ActionFacts): Verdict =>
    f.status === "confirmed" || f.status === "pending_payment"
      ? null
      : refuse(f.status === "cancelled" ? "This booking is already cancelled" : `A ${f.status} booking cannot be cancelled`),
  /** Refund a card deposit, all or part (owners). */
  refund: (f: ActionFacts): Verdict => {
    if (!f.owner) return refuse(OWNER_ONLY.refund, "FORBIDDEN");
    if (!f.payments) return refuse("Card payments are not configured; nothing can be refunded", "PAYMENTS_UNAVAILABLE");
    if (!f.cardDeposit) return refuse("This booking has no deposit paid by card to refund");
    return (f.depositLeftCents ?? 0) > 0 ? null : refuse("The deposit has already been refunded in full");
  },
  /** Another time or room: a confirmed booking whose session has not ended (docs/studio-actions.md, Moving a booking). */
  move: (f: ActionFacts): Verdict => {
    if (f.status !== "confirmed")
      return refuse(
        f.status === "pending_payment"
          ? "This booking awaits its card deposit; it can be moved once paid"
          : `A ${f.status} booking cannot be moved`,
      );
    return f.endsAt.getTime() > f.now.getTime() ? null : refuse("This session is over");
  },
} satisfies Record<string, (f: ActionFacts) => Verdict>;

export type StudioActionName = keyof typeof STUDIO_ACTION_RULES;
const NAMES = Object.keys(STUDIO_ACTION_RULES) as StudioActionName[];

/**
 * Throws the rule's refusal; answers "done" when the booking is already where the action takes
 * it (the caller answers it as it is), null when the action goes ahead.
 */
export function checkAllowed(action: StudioActionName, facts: ActionFacts): "done" | null {
  const verdict = STUDIO_ACTION_RULES[action](facts);
  if (verdict === null || verdict === "done") return verdict;
  throw new ApiError(verdict.code, verdict.message);
}

/** Which actions a booking offers now: every rule that allows. */
export function allowedActions(f: ActionFacts): BookingActions {
  return Object.fromEntries(NAMES.map((n) => [n, STUDIO_ACTION_RULES[n](f) === null])) as BookingActions;
}

/** The detail's `actions`: one flag per rule, in the API schema as in the buttons' props. */
export const BookingActions = z.object(Object.fromEntries(NAMES.map((n) => [n, z.boolean()])) as Record<StudioActionName, z.ZodBoolean>);
export type BookingActions = z.infer<typeof BookingActions>;
