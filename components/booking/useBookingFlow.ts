"use client";
// The booking flow's behaviour: the reducer of flow-state.ts, the public API calls (spec
// 4.3–4.7), and the browser: step and slot in the URL (Back/Forward move between steps),
// hold and entries in sessionStorage (a reload resumes while the hold lives), focus and
// announcements. Every error code leads somewhere. Idempotency keys are made per attempt and
// reused when the same request is retried.
import { useCallback, useEffect, useReducer, useRef, type FormEvent } from "react";
import type { Availability, ConfirmResult, Hold, HoldState, PaymentMode } from "@/lib/contract/schemas";
import { checkContact, checkName, normalizePhone, NOTES_MAX } from "@/lib/contract/guest-rules";
import { CODE_LENGTH, RESEND_COOLDOWN_MS } from "@/lib/contract/hold-rules";
import { daysInMonth, durations, monthOf } from "@/lib/site/client/booking-math";
import { callApi, newIdempotencyKey, releaseHoldNow, type ApiFailure } from "./api";
import {
  holdMatches,
  initialState,
  loadSaved,
  readUrl,
  reducer,
  resume,
  save,
  STEP_ORDER,
  storageKey,
  urlStep,
  writeUrl,
  type FlowState,
  type Step,
} from "./flow-state";
import { reveal } from "./reveal";
import type { BookingFlowProps } from "./types";

const RETRIABLE = new Set(["NETWORK_ERROR", "INTERNAL_ERROR", "RATE_LIMIT_EXCEEDED", "SERVICE_UNAVAILABLE"]);

export function useBookingFlow(p: BookingFlowProps) {
  const { room, locale } = p;
  const [s, dispatch] = useReducer(reducer, p.today, initialState);
  const key = storageKey(p.slug, room.id);
  const rules = { minMinutes: room.minMinutes, maxMinutes: room.maxMinutes, stepMinutes: room.stepMinutes };

  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  // A release of a hold this page left (another time, start again) still under way: a new hold
  // waits for it, so it never meets the page's own old claim.
  const releasing = useRef<Promise<unknown> | null>(null);
  // Named *Ref so the React compiler's lint knows them as refs wherever they are passed.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeInputRef = useRef<HTMLInputElement>(null);
  const contactInputRef = useRef<HTMLInputElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
  const lastStep = useRef<Step | null>(null);
  const set = useCallback((patch: Partial<FlowState>) => dispatch({ type: "set", patch }), []);

  /** Say something to screen readers (the visible result gets focus separately). */
  const announce = useCallback((text: string) => {
    const el = liveRef.current;
    if (!el) return;
    el.textContent = "";
    // A change after a tick is announced even when the same text comes twice.
    setTimeout(() => {
      el.textContent = text;
    }, 50);
  }, []);

  // ---- restore: URL + sessionStorage, on load and on Back/Forward ---------------------------

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    if (q.get("payment") === "return") {
      // Back from the card provider's own page (3-D Secure): the booking exists; its link went
      // to the guest by message (the manage token is never kept in this page's storage).
      const saved = loadSaved(key);
      set({ ...resume({ step: "when", date: null, start: null, minutes: null }, saved), info: saved?.booked ? null : p.t.cardReturned });
      history.replaceState(
        history.state,
        "",
        location.pathname + writeUrl(location.search, { step: "when", date: null, start: null, minutes: null }),
      );
      return;
    }
    const restore = () => {
      const r = resume(readUrl(location.search), loadSaved(key));
      set(r);
      if (r.hold) void recheck(r.hold, r.step ?? "when");
      else if (r.booked) void recheckBooked(r.booked);
    };
    // The booking made from this tab: its hold reads `confirmed` with the reference (spec'd
    // beyond 4.x in the OpenAPI notes); keep the server's reference.
    const recheckBooked = async (booked: NonNullable<FlowState["booked"]>) => {
      const r = await callApi<HoldState>(`/holds/${booked.holdId}`);
      if (r.ok && r.data.status === "confirmed" && r.data.bookingReference && r.data.bookingReference !== booked.reference) {
        set({ booked: { holdId: booked.holdId, reference: r.data.bookingReference } });
      }
    };
    // The saved hold may have changed elsewhere (verified or confirmed in another tab, burnt,
    // released): re-read it (GET /holds/{id}) and land where its real state allows.
    const recheck = async (saved: NonNullable<FlowState["hold"]>, step: Step) => {
      const r = await callApi<HoldState>(`/holds/${saved.holdId}`);
      if (!r.ok) return;
      const h = r.data;
      if (h.status === "pending" || h.status === "verified") {
        const { devCode, bookingReference: _ref, ...view } = h;
        void _ref;
        const next = { ...saved, ...view, status: h.status };
        const patch: Partial<FlowState> = { hold: next, devCode: devCode ?? null };
        if (step === "verify" && h.status === "verified") patch.step = "payment";
        if (step === "payment" && h.status === "pending") patch.step = "verify";
        set(patch);
        return;
      }
      const after = step === "verify" || step === "payment";
      const booked = h.status === "confirmed" && h.bookingReference ? { holdId: saved.holdId, reference: h.bookingReference } : null;
      set({
        hold: null,
        devCode: null,
        ...(after ? { step: "when", start: null, minutes: null } : {}),
        holdGone: h.status !== "confirmed",
        booked,
        info: h.status === "confirmed" && !booked ? p.t.cardReturned : null,
      });
    };
    restore();
    const onPop = () => restore();
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [key, set, p.t.cardReturned]);

  // Keep the hold and the entries for a reload (never the code: devCode stays in memory).
  useEffect(() => {
    if (!s.restored) return;
    save(key, { entries: s.entries, hold: s.hold, skew: s.skew, resendAt: s.resendAt, booked: s.booked });
  }, [key, s.restored, s.entries, s.hold, s.skew, s.resendAt, s.booked]);

  // Step and slot into the URL: a step forward is a new history entry (Back returns to the
  // step before); moves within a step, backwards, or past the code step replace the entry.
  useEffect(() => {
    if (!s.restored) return;
    const step = urlStep(s.step);
    const search = writeUrl(location.search, { step, date: s.date, start: s.start, minutes: s.minutes });
    if (search === location.search) return;
    const prev = readUrl(location.search).step;
    const forward = STEP_ORDER.indexOf(step as (typeof STEP_ORDER)[number]) > STEP_ORDER.indexOf(prev as (typeof STEP_ORDER)[number]);
    const push = forward && !(prev === "verify" && step === "payment");
    if (push) history.pushState(null, "", location.pathname + search);
    else history.replaceState(history.state, "", location.pathname + search);
  }, [s.restored, s.step, s.date, s.start, s.minutes]);

  // ---- availability ----------------------------------------------------------------------

  const loadMonth = useCallback(
    // `quiet`: a side load (the second month on desktop, the "next available" look-ahead) that
    // neither marks the shown month busy nor shows an error.
    async (m: string, signal?: AbortSignal, quiet = false) => {
      const from = m === monthOf(p.today) ? p.today : `${m}-01`;
      const to = `${m}-${String(daysInMonth(m)).padStart(2, "0")}`;
      if (!quiet) dispatch({ type: "monthLoading", month: m });
      try {
        const r = await callApi<Availability>(`/sites/${encodeURIComponent(p.slug)}/rooms/${room.id}/availability?from=${from}&to=${to}`, {
          signal,
        });
        if (r.ok) dispatch({ type: "monthLoaded", month: m, data: r.data });
        else if (!quiet) dispatch({ type: "monthFailed", month: m, error: r.error });
      } catch {
        /* aborted */
      }
    },
    [p.slug, p.today, room.id],
  );

  useEffect(() => {
    const ac = new AbortController();
    void loadMonth(s.month, ac.signal);
    return () => ac.abort();
  }, [s.month, loadMonth]);

  const current = s.avail[s.month];
  /** Free spans of a day, plus the guest's own live hold (theirs to continue with). */
  const spansOf = (d: string) => {
    const free = s.avail[monthOf(d)]?.days.find((x) => x.date === d)?.free ?? [];
    const h = s.hold;
    if (!h || h.date !== d) return free;
    return [...free, { start: h.startTime, end: h.endTime }].sort((a, b) => a.start.localeCompare(b.start));
  };

  // ---- focus on each new step ----------------------------------------------------------------

  useEffect(() => {
    if (!s.restored) return;
    const prev = lastStep.current;
    lastStep.current = s.step;
    // First render after restore: only a resumed step past the first gets focus.
    if (prev === null && s.step === "when") return;
    if (prev === s.step) return;
    reveal(headingRef.current);
  }, [s.step, s.restored]);

  // ---- transitions -----------------------------------------------------------------------

  function selectDate(d: string) {
    dispatch({ type: "selectDate", date: d });
  }

  function selectStart(start: string) {
    dispatch({ type: "selectStart", start, durations: durations(spansOf(s.date!), start, rules) });
  }

  /** The guest left their hold for another time (or started again): let it go for others. */
  function abandonHold() {
    if (!s.hold) return;
    releasing.current = releaseHoldNow(s.hold.holdId);
    set({ hold: null, devCode: null });
  }

  /** From the code step back to the details, the hold kept: unchanged details go on with it. */
  function changeDetails() {
    set({ error: null, info: null, code: "" });
    // The captcha answer was spent on the hold: changed details need a fresh one.
    dispatch({ type: "resetCaptcha" });
    dispatch({ type: "go", step: "details" });
  }

  function toDetails() {
    if (!s.start || !s.minutes) return;
    if (s.hold && !holdMatches(s.hold, s.date, s.start, s.minutes)) abandonHold();
    set({ error: null });
    dispatch({ type: "go", step: "details" });
  }

  function backToWhen() {
    set({ error: null });
    dispatch({ type: "go", step: "when" });
  }

  function restart() {
    abandonHold();
    attempt.current = null;
    dispatch({ type: "backToTimes", error: null });
    void loadMonth(s.month);
  }

  function backToTimes(err: ApiFailure | null) {
    attempt.current = null;
    dispatch({ type: "backToTimes", error: err });
    void loadMonth(s.month);
  }

  function expire(err: ApiFailure | null) {
    attempt.current = null;
    dispatch({ type: "expire", error: err });
    void loadMonth(s.month);
  }

  // ---- details → hold ------------------------------------------------------------------------

  const contactProblem = checkContact(s.entries.channel, s.entries.contact, p.country);
  const nameProblem = checkName(s.entries.name);
  /** The details as a hold records them (name, channel, normalized contact), or null while invalid. */
  const detailsOf = (e: FlowState["entries"]): string | null => {
    const c = e.channel === "phone" ? normalizePhone(e.contact, p.country) : { ok: true as const, value: e.contact.trim() };
    return c.ok ? `${e.name.trim()}|${e.channel}|${c.value}` : null;
  };
  /** The entries are those the live hold was made for: Continue goes on with it, no captcha, no new hold. */
  const sameDetails = Boolean(s.hold && detailsOf(s.entries) === s.hold.sentFor);

  async function submitDetails(e: FormEvent) {
    e.preventDefault();
    if (s.busy || !s.date || !s.start || !s.minutes) return;
    dispatch({
      type: "set",
      patch: { touched: { name: true, contact: true }, captchaMissing: Boolean(p.captchaSiteKey) && !s.captchaToken },
    });
    const { name, channel } = s.entries;
    const contactValue =
      channel === "phone" ? normalizePhone(s.entries.contact, p.country) : { ok: true as const, value: s.entries.contact.trim() };
    if (nameProblem || contactProblem || !contactValue.ok) {
      document.getElementById(nameProblem ? "bf-name" : "bf-contact")?.focus();
      return;
    }
    const sentFor = `${name.trim()}|${channel}|${contactValue.value}`;
    // The guest's own live hold on this very slot, for the same details: go on with it.
    if (holdMatches(s.hold, s.date, s.start, s.minutes) && s.hold!.sentFor === sentFor) {
      set({ captchaMissing: false }); // no captcha for a hold already made
      dispatch({ type: "go", step: s.hold!.status === "verified" ? "payment" : "verify" });
      return;
    }
    if (p.captchaSiteKey && !s.captchaToken) return;
    // The guest's own earlier hold (other details, or another time): let it go and wait for the
    // answer before holding again, so the page never meets its own claim and never tells the guest
    // that someone else took their time (docs/decisions.md, Changing details after holding).
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
      });
      announce(p.t.announceHeld);
      return;
    }
    const err = r.error;
    if (!RETRIABLE.has(err.code)) {
      // The captcha token is spent (or refused): a new attempt needs a new one.
      attempt.current = null;
      dispatch({ type: "resetCaptcha" });
    }
    if (err.code === "SLOT_TAKEN" || err.code === "OUTSIDE_HOURS" || err.code === "OUTSIDE_BOOKING_WINDOW") return backToTimes(err);
    set({ error: err, ...(err.code === "CAPTCHA_FAILED" ? { captchaMissing: true } : {}) });
  }

  /** Another channel: a number is no email (and back), so the field starts empty and unflagged. */
  function setChannel(channel: FlowState["entries"]["channel"]) {
    if (channel === s.entries.channel) return;
    dispatch({ type: "entries", patch: { channel, contact: "" } });
    set({ touched: { ...s.touched, contact: false }, ...(s.error?.code === "SMS_UNAVAILABLE" ? { error: null } : {}) });
  }

  function switchToEmail() {
    dispatch({ type: "entries", patch: { channel: "email", contact: "" } });
    set({ error: null, touched: { ...s.touched, contact: false } });
    setTimeout(() => contactInputRef.current?.focus(), 0);
  }

  // ---- verify and resend -------------------------------------------------------------------

  async function submitCode(e?: FormEvent) {
    e?.preventDefault();
    if (!s.hold || s.busy) return;
    const c = s.code.replace(/\D/g, "");
    if (c.length !== CODE_LENGTH) {
      codeInputRef.current?.focus();
      return;
    }
    set({ busy: true, error: null, info: null });
    const r = await callApi<Hold>(`/holds/${s.hold.holdId}/verify`, { method: "POST", body: { code: c } });
    set({ busy: false });
    if (r.ok) {
      const modes = availableModes(r.data.paymentModes);
      dispatch({
        type: "verified",
        hold: r.data,
        skew: r.serverTime ? r.serverTime - Date.now() : undefined,
        mode: modes.length === 1 ? modes[0] : null,
      });
      announce(p.t.announceVerified);
      return;
    }
    if (r.error.code === "HOLD_EXPIRED" || r.error.code === "TOO_MANY_ATTEMPTS") return expire(r.error);
    // The typed code stays, selected: the guest sees what was wrong, and typing replaces it.
    set({ error: r.error });
    setTimeout(() => {
      codeInputRef.current?.focus();
      codeInputRef.current?.select();
    }, 0);
  }

  async function resend() {
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
    if (r.error.code === "HOLD_EXPIRED") return expire(r.error);
    set({
      error: r.error,
      ...(r.error.code === "RATE_LIMIT_EXCEEDED" ? { resendAt: Date.now() + (r.error.retryAfter ?? 60) * 1000 } : {}),
    });
  }

  // ---- confirm -----------------------------------------------------------------------------

  function availableModes(modes: PaymentMode[]): PaymentMode[] {
    return modes.filter((m) => m === "on_site" || (m === "card" && p.cardPayments && Boolean(p.stripePublishableKey) && !s.cardBlocked));
  }

  /** To the manage page: it survives reload and sharing, and loads no third-party script. */
  const toManage = useCallback(
    (token: string) => {
      save(key, { entries: { ...s.entries, notes: "" }, hold: null, skew: 0, resendAt: 0, booked: null });
      // Back from the manage page returns to a fresh room page, not to a spent step.
      history.replaceState(null, "", location.pathname);
      location.assign(`/${locale}/manage/${token}?confirmed=1`);
    },
    [key, locale, s.entries],
  );

  // The only mode there is counts as chosen (also after a reload, when s.mode is not kept).
  const offered = s.hold ? availableModes(s.hold.paymentModes) : [];
  const mode = s.mode && offered.includes(s.mode) ? s.mode : offered.length === 1 ? offered[0] : null;

  async function submitPayment(e: FormEvent) {
    e.preventDefault();
    if (!s.hold || !mode || s.busy) return;
    set({ busy: true, error: null });
    const body: { paymentMode: PaymentMode; notes?: string; email?: string } = { paymentMode: mode };
    if (s.entries.notes.trim()) body.notes = s.entries.notes.trim().slice(0, NOTES_MAX);
    if (s.entries.receipt.trim()) body.email = s.entries.receipt.trim();
    const r = await callApi<ConfirmResult>(`/holds/${s.hold.holdId}/confirm`, { method: "POST", body });
    if (r.ok) {
      const b = r.data.booking;
      if (b.paymentMode === "card" && r.data.clientSecret && p.stripePublishableKey) {
        set({
          busy: false,
          hold: null,
          // Kept for a reload mid-payment: the reference and that the booking exists (no token).
          booked: { holdId: s.hold.holdId, reference: b.reference },
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
      announce(p.t.doneTitle);
      toManage(r.data.manageToken);
      return;
    }
    set({ busy: false });
    const err = r.error;
    switch (err.code) {
      case "SLOT_TAKEN":
        return backToTimes(err);
      case "HOLD_EXPIRED":
        return expire(err);
      case "HOLD_NOT_VERIFIED":
        set({ error: err });
        return dispatch({ type: "go", step: "verify" });
      case "PAYMENTS_UNAVAILABLE":
      case "PAYMENT_MODE_DENIED":
        if (mode === "card") set({ cardBlocked: true, mode: s.hold.paymentModes.includes("on_site") ? "on_site" : null });
        return set({ error: err });
      case "INTERNAL_ERROR":
        // The card payment could not start (the booking was withdrawn, the hold is still ours):
        // say so, and that paying at the studio is the other way.
        return set({ error: mode === "card" ? { ...err, local: p.t.cardStartFailed } : err });
      default:
        return set({ error: err });
    }
  }

  const onCardError = useCallback(() => set({ error: { code: "INTERNAL_ERROR", message: "card payment", status: 0 } }), [set]);
  const onCardPaid = useCallback(() => {
    if (s.card) toManage(s.card.manageToken);
  }, [s.card, toManage]);

  return {
    s,
    dispatch,
    set,
    refs: { headingRef, codeInputRef, contactInputRef, liveRef },
    rules,
    current,
    spansOf,
    nameProblem,
    contactProblem,
    sameDetails,
    availableModes,
    mode,
    actions: {
      loadMonth,
      selectDate,
      selectStart,
      toDetails,
      backToWhen,
      restart,
      changeDetails,
      expire,
      submitDetails,
      switchToEmail,
      setChannel,
      submitCode,
      resend,
      submitPayment,
      onCardError,
      onCardPaid,
    },
  };
}

export type Flow = ReturnType<typeof useBookingFlow>;
