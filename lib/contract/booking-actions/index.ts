// The registry of booking actions (docs/booking-actions.md): one line per action module. From it
// come the route (app/v1/studio/bookings/[bookingId]/[...action]), the OpenAPI operations, the
// detail's `actions` flags and their rules, the buttons of the actions that set a flag, the audit
// labels of those, the webhook types the actions declare, and the generated docs/booking-actions.md.
import { z } from "zod";
import { ApiError } from "../errors";
import type { Locale } from "../locales";
import { cancel } from "./cancel";
import { changeExtras } from "./change-extras";
import { changePrice } from "./change-price";
import { checkIn } from "./check-in";
import { markPaid, undoMarkPaid } from "./mark-paid";
import { markSession } from "./mark";
import { move } from "./move";
import { recordPayment, refundPayment, voidPayment } from "./payments";
import { cancelPaymentRequest, requestPayment } from "./payment-requests";
import { refund } from "./refund";
import { issueInvoice, rectifyInvoice } from "./invoices";
import { messageGuest } from "./message-guest";
import type { ActionFacts, BookingActionDef, Rule } from "./define";

export const BOOKING_ACTIONS = {
  markPaid,
  undoMarkPaid,
  markSession,
  cancel,
  refund,
  move,
  checkIn,
  changePrice,
  changeExtras,
  recordPayment,
  voidPayment,
  refundPayment,
  requestPayment,
  cancelPaymentRequest,
  issueInvoice,
  rectifyInvoice,
  messageGuest,
} as const satisfies Record<string, BookingActionDef>;

type Actions = typeof BOOKING_ACTIONS;
export type BookingActionName = keyof Actions;
export const BOOKING_ACTION_NAMES = Object.keys(BOOKING_ACTIONS) as BookingActionName[];

/** A rule's name: the detail's `actions` flag it answers (an action may answer several, as the marks). */
export type StudioActionName = { [K in BookingActionName]: keyof Actions[K]["rules"] & string }[BookingActionName];
const OWN_RULES: Record<string, Rule> = Object.assign({}, ...Object.values(BOOKING_ACTIONS).map((a) => a.rules));
const RULE_NAMES = Object.keys(OWN_RULES) as StudioActionName[];
/** Each rule with the limits other actions put on it (define.ts, `limits`), checked first. */
const RULES = Object.fromEntries(
  RULE_NAMES.map((name) => {
    const limits = Object.values(BOOKING_ACTIONS).flatMap((a: BookingActionDef) => (a.limits?.[name] ? [a.limits[name]] : []));
    const rule: Rule = (f) => {
      for (const limit of limits) {
        const verdict = limit(f);
        if (verdict !== null) return verdict;
      }
      return OWN_RULES[name](f);
    };
    return [name, rule];
  }),
) as Record<StudioActionName, Rule>;

/**
 * Throws the rule's refusal; answers "done" when the booking is already where the action takes
 * it (the caller answers it as it is), null when the action goes ahead.
 */
export function checkAllowed(rule: StudioActionName, facts: ActionFacts): "done" | null {
  const verdict = RULES[rule](facts);
  if (verdict === null || verdict === "done") return verdict;
  throw new ApiError(verdict.code, verdict.message);
}

/** The detail's `actions`: one flag per rule, in the API schema as in the buttons' props. */
export const BookingActions = z.object(
  Object.fromEntries(RULE_NAMES.map((n) => [n, z.boolean()])) as Record<StudioActionName, z.ZodBoolean>,
);
export type BookingActions = z.infer<typeof BookingActions>;

/** Which actions a booking offers now: every rule that allows. */
export function allowedActions(f: ActionFacts): BookingActions {
  return BookingActions.parse(Object.fromEntries(RULE_NAMES.map((n) => [n, RULES[n](f) === null])));
}

/** The webhook events the actions declare, by type (the event list, webhook-payloads.ts, adds them). */
type ActionEvents = {
  [K in BookingActionName as Actions[K] extends { event: { type: infer T extends string } } ? T : never]: Actions[K] extends {
    event: infer E;
  }
    ? E
    : never;
};
export const ACTION_EVENTS = Object.fromEntries(
  Object.values(BOOKING_ACTIONS).flatMap((a: BookingActionDef) => (a.event ? [[a.event.type, a.event]] : [])),
) as ActionEvents;

/** An action that records a flag on the booking, worded in one language. */
type FlagAction = {
  path: string;
  /** The flag it sets (booking_flag.flag). */
  flag: string;
  /** Its audit action. */
  audit: string | undefined;
  /** The detail's `actions` flags that offer its button. */
  rules: StudioActionName[];
  button: string;
  done: string;
  /** The flag's label on the detail, the agenda and the day sheet. */
  label: string;
  auditLabel: string;
};

/** The actions that set a flag, worded in `locale` (the detail renders their buttons, the agenda and day sheet their flags). */
export function flagActions(locale: Locale): FlagAction[] {
  return BOOKING_ACTION_NAMES.flatMap((name) => {
    const a: BookingActionDef = BOOKING_ACTIONS[name];
    if (!a.flag) return [];
    const t = a.flag.texts[locale];
    const rules = RULE_NAMES.filter((r) => r in a.rules);
    return [{ path: a.path, flag: a.flag.name, audit: a.audit, rules, button: t.button, done: t.done, label: t.flag, auditLabel: t.audit }];
  });
}

/** The audit actions the registry's actions write (their labels are their flag texts' `audit`). */
export type RegistryAudit = {
  [K in BookingActionName]: Actions[K] extends { audit: infer A extends string } ? A : never;
}[BookingActionName];
