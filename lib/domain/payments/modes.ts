// Which payment modes of a room a guest can actually confirm now: the one rule behind the site
// payload's rooms (`paymentModes`, `bookable`), availability and create hold (a room with no such
// mode answers 409 ROOM_NOT_BOOKABLE before any hold or code), a hold's `paymentModes` and confirm
// (docs/payments-connect.md, Payment modes a guest can confirm).
//
// - `on_site`: whenever the room offers it.
// - `card`: when the room offers it, its deposit can be charged (above 0 and at least the card
//   provider's minimum in its currency; for a room, its shortest booking's deposit:
//   lib/contract/price-rules.ts), and the studio can take card deposits now (cardPaymentsAvailable:
//   its switch, a provider, an account able to charge).
//
// A room's published `paymentModes` drop `card` when the room's own deposit can never be charged
// (confirm then answers the contract's PAYMENT_MODE_DENIED, "Mode not in the room's paymentModes"),
// and keep it while only the studio side is missing, which the payload's `cardPayments: false` says
// (confirm: PAYMENTS_UNAVAILABLE, "Card payments not configured"), as before.
import { ApiError } from "../../contract/errors";
import {
  depositProblem,
  minorText,
  roomDepositProblem,
  roomPaymentProblems,
  type DepositProblem,
  type PaymentRoom,
} from "../../contract/price-rules";
import { cardMinimumCharge } from "../../contract/limits";
import { PaymentMode } from "../../contract/schemas";
import { oneOf } from "../../contract/shapes";

/** The room's modes whose payment can ever be taken: `card` only with a deposit that can be charged. */
export function offeredModes(room: PaymentRoom): PaymentMode[] {
  const modes = room.paymentModes.flatMap((m) => oneOf(PaymentMode.options, m) ?? []);
  return modes.filter((m) => m !== "card" || roomDepositProblem(room) === null);
}

/** The modes a guest can confirm now: the offered ones, `card` only while the studio can take card deposits. */
export function confirmableModes(room: PaymentRoom, cardPayments: boolean): PaymentMode[] {
  return offeredModes(room).filter((m) => m !== "card" || cardPayments);
}

type Deposit = { depositCents: number; currency: string };

/** A hold's modes: the room's confirmable ones, `card` only if the hold's own deposit (its snapshot) can be charged. */
export function holdModes(room: PaymentRoom, cardPayments: boolean, hold: Deposit): PaymentMode[] {
  return confirmableModes(room, cardPayments).filter((m) => m !== "card" || depositProblem(hold.depositCents, hold.currency) === null);
}

/**
 * Confirm's check of the chosen mode, in this order: not offered by the room (its own deposit
 * included) 400 PAYMENT_MODE_DENIED; card while the studio takes no card deposits 409
 * PAYMENTS_UNAVAILABLE; card for a hold whose deposit cannot be charged 400 PAYMENT_MODE_DENIED.
 * So a deposit under the provider's minimum never reaches it (a 500 before).
 */
export function checkConfirmMode(room: PaymentRoom, cardPayments: boolean, hold: Deposit, mode: PaymentMode): void {
  if (!offeredModes(room).includes(mode)) {
    const why = mode === "card" && room.paymentModes.includes("card") ? `: ${depositWhy(roomDepositProblem(room), room.currency)}` : "";
    throw new ApiError("PAYMENT_MODE_DENIED", `Payment mode ${mode} is not offered for this room${why}`);
  }
  if (mode !== "card") return;
  if (!cardPayments) throw new ApiError("PAYMENTS_UNAVAILABLE", "Card payments are not available for this studio");
  const problem = depositProblem(hold.depositCents, hold.currency);
  if (problem)
    throw new ApiError(
      "PAYMENT_MODE_DENIED",
      `Card is not possible for this booking: ${depositWhy(problem, hold.currency)}; choose on_site`,
    );
}

function depositWhy(problem: DepositProblem | null, currency: string): string {
  if (problem === "no_deposit") return "there is no deposit to pay by card";
  return `the deposit is under the card minimum of ${minorText(cardMinimumCharge(currency), currency)}`;
}

/**
 * A write of a room's payment settings that could never be kept (settings and sign-up; the studio
 * file import, an operator's tool, does not ask): 400 VALIDATION_ERROR naming each field under `path`
 * ("rooms.2.depositPercent: …"). `cardWorks`: whether the studio can take card deposits now (null: card
 * alone is not judged).
 */
export function refuseUnkeptPayments(room: PaymentRoom, cardWorks: boolean | null, path: string): void {
  const problems = roomPaymentProblems(room, cardWorks);
  if (problems.length) throw new ApiError("VALIDATION_ERROR", problems.map(([f, reason]) => `${path}.${f}: ${reason}`).join("; "));
}
