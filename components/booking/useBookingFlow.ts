"use client";
// The booking flow's behaviour: the reducer of flow-state.ts, the browser's history and storage
// (flow-history.ts), the availability of the shown months, the requests of each step
// (flow-requests.ts), focus and announcements. Idempotency keys are made per attempt and reused
// when the same request is retried.
import { useCallback, useEffect, useReducer, useRef, type FormEvent, type RefObject } from "react";
import type { Availability, PaymentMode } from "@/lib/contract/schemas";
import { checkContact, checkName, normalizePhone } from "@/lib/contract/guest-rules";
import { daysInMonth, monthOf } from "@/lib/site/client/booking-math";
import { callApi } from "./api";
import { extrasRequest } from "./chosen-extras";
import { estimate, promoToSend } from "./estimate";
import {
  holdKey,
  initialState,
  onlyOnSite,
  partyOf,
  reducer,
  save,
  storageKey,
  type Action,
  type FlowState,
  type Step,
} from "./flow-state";
import { useGuestActions } from "./flow-guest";
import { useFlowHistory } from "./flow-history";
import { useStepActions } from "./flow-steps";
import { resend, submitCode, submitDetails, submitPayment, type FlowContext } from "./flow-requests";
import { reveal } from "./reveal";
import { useSeriesPreview } from "./useSeriesPreview";
import { useQuote, type QuoteView } from "./useQuote";
import type { BookingFlowProps } from "./types";

/** The months' availability (spec 4.2), loaded as the guest pages through them. */
function useMonths(p: BookingFlowProps, s: FlowState, dispatch: (a: Action) => void) {
  const room = p.room;
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
    [p.slug, p.today, room.id, dispatch],
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
  return { loadMonth, current, spansOf };
}

/** Say something to screen readers (the visible result gets focus separately). */
function announceIn(el: HTMLElement | null, text: string) {
  if (!el) return;
  el.textContent = "";
  // A change after a tick is announced even when the same text comes twice.
  setTimeout(() => {
    el.textContent = text;
  }, 50);
}

/** The entries are those the live hold was made for: Continue goes on with it, no captcha, no new hold. */
function sameDetailsOf(p: BookingFlowProps, s: FlowState, quote: QuoteView | null): boolean {
  if (!s.hold) return false;
  // The details as a hold records them (name, channel, normalized contact), or none while invalid.
  const e = s.entries;
  const c = e.channel === "phone" ? normalizePhone(e.contact, p.country) : { ok: true as const, value: e.contact.trim() };
  const party = partyOf(e.party, p.room.capacity);
  const extras = extrasRequest(quote?.extras ?? null, e.extras);
  const promo = s.minutes ? promoToSend(quote, estimate(quote, e.extras, s.minutes)) : null;
  if (!c.ok || !party.ok) return false;
  return holdKey({ name: e.name, channel: e.channel, contact: c.value, party: party.value, extras, promo }) === s.hold.sentFor;
}

/** Focus on each new step. First render after restore: only a resumed step past the first gets it. */
function useStepFocus(s: FlowState, headingRef: RefObject<HTMLHeadingElement | null>) {
  const lastStep = useRef<Step | null>(null);
  useEffect(() => {
    if (!s.restored) return;
    const prev = lastStep.current;
    lastStep.current = s.step;
    if (prev === null && s.step === "when") return;
    if (prev === s.step) return;
    reveal(headingRef.current);
  }, [s.step, s.restored, headingRef]);
}

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
  const set = useCallback((patch: Partial<FlowState>) => dispatch({ type: "set", patch }), []);
  const announce = useCallback((text: string) => announceIn(liveRef.current, text), []);

  const cardOnline = p.cardPayments && Boolean(p.stripePublishableKey);
  /** Paying at the studio is the only mode of these: no payment step, the code step confirms. */
  const directFor = useCallback((modes: readonly PaymentMode[]) => onlyOnSite(modes, cardOnline), [cardOnline]);
  const direct = directFor(s.hold?.paymentModes ?? room.paymentModes);
  useFlowHistory(key, s, set, p.t.cardReturned, directFor);
  const { loadMonth, current, spansOf } = useMonths(p, s, dispatch);
  const steps = useStepActions({ s, set, dispatch, attempt, releasing, contactInputRef, loadMonth, spansOf, rules });
  const { backToTimes, expire } = steps;

  useStepFocus(s, headingRef);

  const contactProblem = checkContact(s.entries.channel, s.entries.contact, p.country);
  const nameProblem = checkName(s.entries.name);
  const quote = useQuote(p.slug, room.id, s.date, s.start, s.entries.promo ? { code: s.entries.promo, locale } : undefined);
  const sameDetails = sameDetailsOf(p, s, quote);
  const series = useSeriesPreview(p.slug, room.id, { date: s.date, start: s.start, minutes: s.minutes, weeks: s.seriesWeeks });

  function availableModes(modes: PaymentMode[]): PaymentMode[] {
    return modes.filter((m) => m === "on_site" || (m === "card" && p.cardPayments && Boolean(p.stripePublishableKey) && !s.cardBlocked));
  }

  /** To the manage page: it survives reload and sharing, and loads no third-party script. */
  const toManage = useCallback(
    (token: string) => {
      save(key, { entries: { ...s.entries, notes: "", extras: {}, promo: "" }, hold: null, skew: 0, resendAt: 0, booked: null });
      // Back from the manage page returns to a fresh room page, not to a spent step.
      history.replaceState(null, "", location.pathname);
      location.assign(`/${locale}/manage/${token}?confirmed=1`);
    },
    [key, locale, s.entries],
  );

  // The only mode there is counts as chosen (also after a reload, when s.mode is not kept).
  const offered = s.hold ? availableModes(s.hold.paymentModes) : [];
  const mode = s.mode && offered.includes(s.mode) ? s.mode : offered.length === 1 ? offered[0] : null;

  const { keepGuest, setRemember, forgetDetails } = useGuestActions({
    s,
    set,
    dispatch,
    country: p.country,
    forgotten: p.t.detailsForgotten,
    announce,
  });

  const onCardError = useCallback(() => set({ error: { code: "INTERNAL_ERROR", message: "card payment", status: 0 } }), [set]);
  const onCardPaid = useCallback(() => {
    if (s.card) toManage(s.card.manageToken);
  }, [s.card, toManage]);

  const f: FlowContext = {
    p,
    s,
    set,
    dispatch,
    attempt,
    releasing,
    refs: { codeInputRef },
    nameProblem,
    contactProblem,
    quote,
    series,
    mode,
    direct,
    directFor,
    announce,
    availableModes,
    backToTimes,
    expire,
    toManage,
    keepGuest,
  };
  return {
    s,
    quote,
    series,
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
    direct,
    actions: {
      ...steps,
      setRemember,
      forgetDetails,
      loadMonth,
      submitDetails: (e: FormEvent) => submitDetails(f, e),
      submitCode: (e?: FormEvent) => submitCode(f, e),
      resend: () => resend(f),
      submitPayment: (e: FormEvent) => submitPayment(f, e),
      onCardError,
      onCardPaid,
    },
  };
}

export type Flow = ReturnType<typeof useBookingFlow>;
