"use client";
// The booking flow's three requests (spec 4.3–4.7): details → hold, the code (and a new one),
// and the confirmation, with where each error code leads. Plain functions of the flow's
// context (useBookingFlow.ts), so the hook keeps only state, effects and wiring.
import type { Dispatch, FormEvent, RefObject } from "react";
import type { ConfirmResult, Hold, HoldState, PaymentMode } from "@/lib/contract/schemas";
import { normalizePhone, NOTES_MAX, type FieldProblem } from "@/lib/contract/guest-rules";
import { CODE_LENGTH, RESEND_COOLDOWN_MS } from "@/lib/contract/hold-rules";
import { fmt } from "@/lib/i18n/core";
import { callApi, newIdempotencyKey, releaseHoldNow, type ApiFailure } from "./api";
import { holdKey, holdMatches, partyOf, type Action, type FlowState, type SavedHold } from "./flow-state";
import { extrasRequest, withQuantity } from "./chosen-extras";
import { estimate, promoToSend } from "./estimate";
import { extraName } from "@/lib/contract/extras";
import type { QuoteView } from "./useQuote";
import { seriesDates, seriesRequest, type SeriesView } from "./useSeriesPreview";
import type { BookingFlowProps } from "./types";

const RETRIABLE = new Set(["NETWORK_ERROR", "INTERNAL_ERROR", "RATE_LIMIT_EXCEEDED", "SERVICE_UNAVAILABLE"]);

export type FlowContext = {
  p: BookingFlowProps;
  s: FlowState;
  set: (patch: Partial<FlowState>) => void;
  dispatch: Dispatch<Action>;
  /** The idempotency key of the current create-hold attempt, reused for a retry of the same request. */
  attempt: { current: { fingerprint: string; key: string } | null };
  /** A release of a hold this page left, still under way. */
  releasing: { current: Promise<unknown> | null };
  refs: { codeInputRef: RefObject<HTMLInputElement | null> };
  nameProblem: FieldProblem | null;
  contactProblem: FieldProblem | null;
  /** The chosen start's quote (its prices and the room's extras), null while it loads. */
  quote: QuoteView | null;
  /** The weekly series' preview for the chosen start (docs/series.md, Booked online by a guest), null for one date. */
  series: SeriesView | null;
  mode: PaymentMode | null;
  /** Paying at the studio is the only mode (of the hold's, else the room's): the code step confirms, no payment step. */
  direct: boolean;
  directFor: (modes: readonly PaymentMode[]) => boolean;
  announce: (text: string) => void;
  availableModes: (modes: PaymentMode[]) => PaymentMode[];
  backToTimes: (err: ApiFailure | null) => void;
  expire: (err: ApiFailure | null) => void;
  toManage: (token: string) => void;
  /** A booking was made: remember the guest's details on this device, or forget them, as the box says. */
  keepGuest: () => void;
};

export async function submitDetails(f: FlowContext, e: FormEvent) {
  const { p, s, set, dispatch, attempt, releasing } = f;
  const { room, locale } = p;
  e.preventDefault();
  if (s.busy || !s.date || !s.start || !s.minutes) return;
  dispatch({
    type: "set",
    patch: { touched: { name: true, contact: true, party: true }, captchaMissing: Boolean(p.captchaSiteKey) && !s.captchaToken },
  });
  const { name, channel } = s.entries;
  const contactValue =
    channel === "phone" ? normalizePhone(s.entries.contact, p.country) : { ok: true as const, value: s.entries.contact.trim() };
  const party = partyOf(s.entries.party, room.capacity);
  if (f.nameProblem || !party.ok || f.contactProblem || !contactValue.ok) {
    document.getElementById(f.nameProblem ? "bf-name" : !party.ok ? "bf-party" : "bf-contact")?.focus();
    return;
  }
  const extras = extrasRequest(f.quote?.extras ?? null, s.entries.extras);
  const promoCode = promoToSend(f.quote, estimate(f.quote, s.entries.extras, s.minutes));
  const series = seriesRequest(f.series);
  const sentFor =
    holdKey({ name, channel, contact: contactValue.value, party: party.value, extras, promo: promoCode }) +
    (series ? `|series:${series.weeks}:${series.skipDates.join(",")}` : "");
  // The guest's own live hold on this very slot, for the same details: go on with it.
  if (holdMatches(s.hold, s.date, s.start, s.minutes) && s.hold!.sentFor === sentFor) {
    set({ captchaMissing: false }); // no captcha for a hold already made
    dispatch({ type: "go", step: s.hold!.status === "verified" && !f.directFor(s.hold!.paymentModes) ? "payment" : "verify" });
    return;
  }
  if (p.captchaSiteKey && !s.captchaToken) return;
  // The guest's own earlier hold (other details, or another time): let it go and wait for the
  // answer before holding again, so the page never meets its own claim and never tells the guest
  // that someone else took their time (docs/decisions-bookings.md, Changing details after holding).
  if (s.hold || releasing.current) {
    set({ busy: true, error: null });
    if (releasing.current) await releasing.current;
    releasing.current = null;
    if (s.hold) {
      const old = await releaseHoldNow(s.hold.holdId);
      if (old === "failed") {
        // Still ours, maybe: keep it, say so, and let the guest try again.
        set({ busy: false, error: { code: "NETWORK_ERROR", message: "release failed", status: 0, local: p.t.changeFailed } });
        return;
      }
      if (old === "booked") {
        set({ busy: false, hold: null, devCode: null, error: { code: "HOLD_ALREADY_CONFIRMED", message: "booked", status: 409 } });
        return;
      }
      set({ hold: null, devCode: null });
    }
  }
  const body = {
    roomId: room.id,
    date: s.date,
    startTime: s.start,
    durationMinutes: s.minutes,
    guestName: name.trim(),
    channel,
    contact: contactValue.value,
    locale,
    ...(party.value !== null ? { partySize: party.value } : {}),
    ...(extras.length ? { extras } : {}),
    ...(promoCode ? { promoCode } : {}),
    ...(series ? { series } : {}),
    ...(s.captchaToken ? { captchaToken: s.captchaToken } : {}),
  };
  // Same request again (a retry) → same key; anything changed → a new attempt, a new key.
  const fingerprint = JSON.stringify(body);
  if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
  set({ busy: true, error: null });
  const r = await callApi<Hold>(`/sites/${encodeURIComponent(p.slug)}/holds`, {
    method: "POST",
    body: { ...body, idempotencyKey: attempt.current.key },
  });
  set({ busy: false });
  if (r.ok) {
    dispatch({
      type: "held",
      hold: r.data,
      sentFor,
      durationMinutes: s.minutes,
      skew: r.serverTime ? r.serverTime - Date.now() : 0,
      resendAt: Date.now() + RESEND_COOLDOWN_MS,
      ...(series ? { seriesDates: seriesDates(f.series) ?? undefined } : {}),
    });
    f.announce(p.t.announceHeld);
    return;
  }
  const err = r.error;
  if (!RETRIABLE.has(err.code)) {
    // The captcha token is spent (or refused): a new attempt needs a new one.
    attempt.current = null;
    dispatch({ type: "resetCaptcha" });
  }
  if (err.code === "SLOT_TAKEN" || err.code === "OUTSIDE_HOURS" || err.code === "OUTSIDE_BOOKING_WINDOW") return f.backToTimes(err);
  if (err.code === "EXTRA_UNAVAILABLE") return extraTaken(f, err);
  if (err.code === "PROMO_CODE_INVALID") return promoRefused(f, err);
  set({ error: err, ...(err.code === "CAPTCHA_FAILED" ? { captchaMissing: true } : {}) });
}

/**
 * The applied code does not apply after all (409 PROMO_CODE_INVALID: used up since the quote, or by
 * this contact): back to the first step with the code taken off and the server's reason, in the
 * hold's language; booking without it is one tap (docs/booking-flow.md, Promo codes).
 */
function promoRefused(f: FlowContext, err: ApiFailure) {
  f.dispatch({ type: "entries", patch: { promo: "" } });
  f.dispatch({ type: "go", step: "when" });
  f.set({ error: { ...err, local: err.message } });
}

/**
 * An extra the guest chose has no unit free at that time (409 EXTRA_UNAVAILABLE): back to the
 * first step with the extra taken off and named, the time kept, so another time or no extra is
 * one tap away (docs/booking-flow.md, Extras).
 */
function extraTaken(f: FlowContext, err: ApiFailure) {
  const { p, s, dispatch } = f;
  const extraId = typeof err.details?.extraId === "string" ? err.details.extraId : null;
  const extra = f.quote?.extras.find((e) => e.id === extraId);
  if (extraId) dispatch({ type: "entries", patch: { extras: withQuantity(s.entries.extras, extraId, 0) } });
  dispatch({ type: "go", step: "when" });
  f.set({ error: extra ? { ...err, local: fmt(p.t.extraTaken, { name: extraName(extra, p.locale) }) } : err });
}

/**
 * The code (spec 4.5). Where paying at the studio is the only mode, a right code goes straight on to confirm the
 * booking: the code step is the last one, with the summary and the terms (docs/booking-flow.md, The steps).
 */
export async function submitCode(f: FlowContext, e?: FormEvent) {
  const { p, s, set, dispatch } = f;
  const codeInputRef = f.refs.codeInputRef;
  e?.preventDefault();
  if (!s.hold || s.busy) return;
  // Verified already (a confirm that failed after the code, or a reload): only the confirm is left.
  if (s.hold.status === "verified") return f.direct ? confirmHold(f, s.hold, "on_site") : undefined;
  const c = s.code.replace(/\D/g, "");
  if (c.length !== CODE_LENGTH) {
    codeInputRef.current?.focus();
    return;
  }
  set({ busy: true, error: null, info: null });
  const r = await callApi<Hold>(`/holds/${s.hold.holdId}/verify`, { method: "POST", body: { code: c } });
  if (r.ok) {
    const modes = f.availableModes(r.data.paymentModes);
    const direct = f.directFor(r.data.paymentModes);
    dispatch({
      type: "verified",
      hold: r.data,
      skew: r.serverTime ? r.serverTime - Date.now() : undefined,
      mode: modes.length === 1 ? modes[0] : null,
      direct,
    });
    if (direct) {
      const { devCode: _drop, ...view } = r.data;
      void _drop;
      return confirmHold(f, { ...s.hold, ...view }, "on_site");
    }
    set({ busy: false });
    f.announce(p.t.announceVerified);
    return;
  }
  set({ busy: false });
  if (r.error.code === "HOLD_EXPIRED" || r.error.code === "TOO_MANY_ATTEMPTS") return f.expire(r.error);
  // The typed code stays, selected: the guest sees what was wrong, and typing replaces it.
  set({ error: r.error });
  setTimeout(() => {
    codeInputRef.current?.focus();
    codeInputRef.current?.select();
  }, 0);
}

export async function resend(f: FlowContext) {
  const { p, s, set } = f;
  const codeInputRef = f.refs.codeInputRef;
  if (!s.hold || s.busy) return;
  set({ busy: true, error: null, info: null });
  const r = await callApi<Hold>(`/holds/${s.hold.holdId}/resend`, { method: "POST" });
  set({ busy: false });
  if (r.ok) {
    const { devCode, ...hold } = r.data;
    set({
      hold: { ...s.hold, ...hold },
      devCode: devCode ?? null,
      resendAt: Date.now() + RESEND_COOLDOWN_MS,
      info: p.t.codeResent,
      code: "",
    });
    codeInputRef.current?.focus();
    return;
  }
  if (r.error.code === "HOLD_EXPIRED") return f.expire(r.error);
  set({
    error: r.error,
    ...(r.error.code === "RATE_LIMIT_EXCEEDED" ? { resendAt: Date.now() + (r.error.retryAfter ?? 60) * 1000 } : {}),
  });
}

export async function submitPayment(f: FlowContext, e: FormEvent) {
  e.preventDefault();
  // A prepaid-hours code typed means paying at the studio with it (PrepaidField.tsx).
  const mode: PaymentMode | null = f.s.prepaid.trim() ? "on_site" : f.mode;
  if (!f.s.hold || f.s.busy || !mode) return;
  return confirmHold(f, f.s.hold, mode);
}

/**
 * Confirm (spec 4.6) a verified hold: from the payment step, or from the code step right after the code where paying at
 * the studio is the only mode. `hold` is the verified hold (the flow's state may not show it yet).
 */
async function confirmHold(f: FlowContext, hold: SavedHold, mode: PaymentMode) {
  const { p, s, set, dispatch } = f;
  // A prepaid-hours code pays the room time at the studio (docs/prepaid-hours.md): typing one chose
  // `on_site` already (PrepaidField.tsx); sent as typed, the server compares its letters and digits.
  const prepaidCode = s.prepaid.trim();
  const paymentMode: PaymentMode = prepaidCode ? "on_site" : mode;
  set({ busy: true, error: null, prepaidError: null });
  const body: { paymentMode: PaymentMode; notes?: string; email?: string; prepaidCode?: string } = { paymentMode };
  if (prepaidCode) body.prepaidCode = prepaidCode;
  if (s.entries.notes.trim()) body.notes = s.entries.notes.trim().slice(0, NOTES_MAX);
  if (s.entries.receipt.trim()) body.email = s.entries.receipt.trim();
  const r = await callApi<ConfirmResult>(`/holds/${hold.holdId}/confirm`, { method: "POST", body });
  if (r.ok) {
    const b = r.data.booking;
    f.keepGuest();
    if (b.paymentMode === "card" && r.data.clientSecret && p.stripePublishableKey) {
      set({
        busy: false,
        hold: null,
        // Kept for a reload mid-payment: the reference and that the booking exists (no token).
        booked: { holdId: hold.holdId, reference: b.reference },
        card: {
          clientSecret: r.data.clientSecret,
          manageToken: r.data.manageToken,
          depositCents: b.depositCents,
          currency: b.currency,
          paymentDueAt: b.paymentDueAt,
        },
      });
      dispatch({ type: "go", step: "card" });
      return;
    }
    f.announce(p.t.doneTitle);
    f.toManage(r.data.manageToken);
    return;
  }
  set({ busy: false });
  const err = r.error;
  if (prepaidCode && prepaidRefused(err)) return prepaidProblem(f, err);
  switch (err.code) {
    case "SLOT_TAKEN":
      return f.backToTimes(err);
    case "HOLD_EXPIRED":
      return f.expire(err);
    case "HOLD_ALREADY_CONFIRMED":
      // An earlier confirm of this hold went through and its answer was lost (a timeout, a
      // dropped connection): the booking exists and its link is in the guest's messages
      // (docs/decisions-contract.md, Confirm). Not an error for the guest.
      dispatch({ type: "go", step: "when" }); // a step change clears the notices: the one to show comes after
      set({ hold: null, devCode: null, info: p.t.alreadyBooked });
      return f.announce(p.t.alreadyBooked);
    case "HOLD_NOT_VERIFIED":
      set({ error: err });
      return dispatch({ type: "go", step: "verify" });
    case "PROMO_CODE_INVALID": {
      // The code ran out since the hold: the hold is back at its full price, still verified
      // (docs/pricing.md, Promo codes). Show that price and why; Confirm again books at it.
      const again = await callApi<HoldState>(`/holds/${hold.holdId}`);
      if (again.ok) set({ hold: { ...hold, price: again.data.price, discount: again.data.discount } });
      set({ entries: { ...s.entries, promo: "" } });
      return set({ error: { ...err, local: err.message } });
    }
    case "PAYMENTS_UNAVAILABLE":
    case "PAYMENT_MODE_DENIED":
      if (paymentMode === "card") set({ cardBlocked: true, mode: hold.paymentModes.includes("on_site") ? "on_site" : null });
      return set({ error: err });
    case "INTERNAL_ERROR":
      // The card payment could not start (the booking was withdrawn, the hold is still ours):
      // say so, and that paying at the studio is the other way.
      return set({ error: paymentMode === "card" ? { ...err, local: p.t.cardStartFailed } : err });
    default:
      return set({ error: err });
  }
}

/** The confirm refused the prepaid-hours code itself: unknown here or for other rooms (400), or its hours short or expired (409). */
function prepaidRefused(err: ApiFailure): boolean {
  return err.code === "PREPAID_HOURS_SHORT" || (err.code === "VALIDATION_ERROR" && /(?:^|;\s*)prepaidCode:/.test(err.message));
}

/**
 * Said next to the code's field (PrepaidField.tsx), the guest kept on the step with the code as typed
 * to correct or clear it; the hold is still verified, so Confirm again is all it takes.
 */
function prepaidProblem(f: FlowContext, err: ApiFailure) {
  f.set({ prepaidError: err });
  setTimeout(() => document.getElementById("bf-prepaid")?.focus(), 0);
}
