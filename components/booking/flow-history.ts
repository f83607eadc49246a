"use client";
// The booking flow in the browser's history and storage: on load and on Back/Forward the step
// and slot come from the URL and the hold and entries from sessionStorage (re-read from the API,
// which may know better), the guest's remembered details from localStorage (guest-memory.ts); every
// change is saved back, and a step forward is a new history entry.
import { useEffect } from "react";
import type { HoldState, PaymentMode } from "@/lib/contract/schemas";
import { callApi } from "./api";
import { loadSaved, readUrl, resume, save, STEP_ORDER, urlStep, writeUrl, type FlowState, type Step } from "./flow-state";
import { recallGuest } from "./guest-memory";

/**
 * `direct`: whether a hold's modes leave paying at the studio as the only one, so its verified step is the code step
 * (flow-state.ts, onlyOnSite); a stable function.
 */
export function useFlowHistory(
  key: string,
  s: FlowState,
  set: (patch: Partial<FlowState>) => void,
  cardReturned: string,
  direct: (modes: readonly PaymentMode[]) => boolean,
) {
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const ctx = { direct, remembered: recallGuest() };
    if (q.get("payment") === "return") {
      // Back from the card provider's own page (3-D Secure): the booking exists; its link went
      // to the guest by message (the manage token is never kept in this page's storage).
      const saved = loadSaved(key);
      set({
        ...resume({ step: "when", date: null, start: null, minutes: null }, saved, Date.now(), ctx),
        info: saved?.booked ? null : cardReturned,
      });
      history.replaceState(
        history.state,
        "",
        location.pathname + writeUrl(location.search, { step: "when", date: null, start: null, minutes: null }),
      );
      return;
    }
    const restore = () => {
      const r = resume(readUrl(location.search), loadSaved(key), Date.now(), { ...ctx, remembered: recallGuest() });
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
        // Paying at the studio only: the verified hold is confirmed on the code step (no payment step).
        const paying = h.status === "verified" && !direct(h.paymentModes);
        if (step === "verify" && paying) patch.step = "payment";
        if (step === "payment" && !paying) patch.step = "verify";
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
        info: h.status === "confirmed" && !booked ? cardReturned : null,
      });
    };
    restore();
    const onPop = () => restore();
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [key, set, cardReturned, direct]);

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
}
