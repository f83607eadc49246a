// What a booking action is (docs/booking-actions.md): one module of lib/contract/booking-actions
// declares the action's route, its rule and the facts it reads, its body, its event, and the texts
// of a button the detail renders from it; one module of lib/domain/studio-actions runs it.
// index.ts lists them; the route, the OpenAPI operations, the detail's `actions` flags, the
// buttons, the webhook types and the generated docs all read that list.
import type { z } from "zod";
import type { ErrorCode } from "../error-codes";
import type { EventDef } from "../booking-event-data";
import type { Locale } from "../locales";
import type { OwnerOnly } from "../owner-only";

/**
 * What the rules read of a booking and of who asks, built once (lib/domain/studio-actions/allowed.ts)
 * for the action that runs and for the detail that offers its button. The optional facts are read
 * only by the rules that name them; left out, they count as no.
 */
export type ActionFacts = {
  reference: string;
  status: string;
  paymentStatus: string;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  /** The booking's flags (booking_flag), by name: what its actions recorded. */
  flags: readonly string[];
  owner?: boolean;
  /** Card payments are configured on this deployment. */
  payments?: boolean;
  /** A deposit was paid by card (booking-money.ts hasCardDeposit). */
  cardDeposit?: boolean;
  /** What is left of that card deposit to refund, in cents. */
  depositLeftCents?: number;
  /** The latest payment change is a "paid" marked at the studio (docs/studio-actions.md, Undoing a payment mark). */
  paidMarkUndoable?: boolean;
  /** What the payments at the studio that still count add up to (docs/payments.md, Payments at the studio). */
  paidAtStudioCents?: number;
  /** The studio can take a card payment through a link now (docs/payments.md, Payment links). */
  cardLinks?: boolean;
  /** The studio has tax details to invoice with (docs/invoices.md). */
  invoicing?: boolean;
  /** The booking has an invoice in force. */
  invoiced?: boolean;
};

/**
 * A rule's verdict: `null` allows; `"done"` says the booking is already where the action takes it
 * (a retried request answers it as it is; no button is offered); else the refusal to answer.
 */
export type Verdict = null | "done" | { code: ErrorCode; message: string };
export type Rule = (f: ActionFacts) => Verdict;

export const refuse = (message: string, code: ErrorCode = "INVALID_STATE") => ({ code, message });
/** How an operation words the 404 of an id of its path (the studio's operations say the same). */
export const notFoundCause = (what: string) => `Unknown ${what}, or one of another studio (never 403, so ids cannot be probed)`;

/** A session that took place or may still: what can be paid, marked or checked in. */
export const TOOK = ["confirmed", "completed", "no_show"];

/** The texts of a button the booking detail renders from the registry (an action with no form). */
type ButtonTexts = {
  /** The button. */
  button: string;
  /** Announced once it worked. */
  done: string;
  /** Its line in the audit trail. */
  audit: string;
  /** The flag it sets, shown on the detail, the agenda and the day sheet. */
  flag: string;
};

export type BookingActionDef = {
  /** Its URL below /v1/studio/bookings/{bookingId}/ (POST). */
  path: string;
  /** The detail's `actions` flags it answers, each with its rule (the action refuses by it). */
  rules: Record<string, Rule>;
  /**
   * Refusals it adds to other actions' rules, by their flag names, where the fact it records rules
   * them out (a guest who checked in is no no-show): checked before that rule, wherever it is read.
   */
  limits?: Record<string, Rule>;
  /** What the OpenAPI document says (lib/http/operations/studio/booking-actions.ts builds the operation). */
  operation: {
    operationId: string;
    summary: string;
    description: string;
    body?: { name: string; schema: z.ZodObject; example: Record<string, unknown> };
    reply: "StudioBookingResponse" | "StudioMoveResponse";
    replyDescription: string;
    /** Codes beyond the ones every studio endpoint answers. */
    errors: readonly ErrorCode[];
    causes?: Partial<Record<ErrorCode, string>>;
    ownerOnly?: OwnerOnly;
  };
  /** The flag it records on the booking (booking_flag), with the texts of the button that sets it, typed complete. */
  flag?: { name: string; texts: Record<Locale, ButtonTexts> };
  /** Its audit action; with a flag, labelled by the flag's `audit` text. */
  audit?: `booking.${string}`;
  /** The webhook event it emits, declared here: the event list takes it from the registry. */
  event?: { type: `booking.${string}` } & EventDef<z.ZodType>;
};

/** Declares an action, keeping its literal types (the registry derives names and events from them). */
export const bookingAction = <const A extends BookingActionDef>(a: A): A => a;
