"use client";
// The booking flow's moves between steps that call no API of their own (a release of a left hold
// aside): choose a date and a start, go on or back, start again, run out of time, switch channel.
import type { Dispatch, RefObject } from "react";
import { releaseHoldNow, type ApiFailure } from "./api";
import { holdMatches, type Action, type FlowState } from "./flow-state";
import { durations, type Rules } from "@/lib/site/client/booking-math";

export type FlowCore = {
  s: FlowState;
  set: (patch: Partial<FlowState>) => void;
  dispatch: Dispatch<Action>;
  /** The idempotency key of the current create-hold attempt, reused for a retry of the same request. */
  attempt: { current: { fingerprint: string; key: string } | null };
  /** A release of a hold this page left, still under way: a new hold waits for it. */
  releasing: { current: Promise<unknown> | null };
  contactInputRef: RefObject<HTMLInputElement | null>;
  loadMonth: (month: string) => Promise<void>;
  spansOf: (date: string) => { start: string; end: string }[];
  rules: Rules;
};

export function useStepActions(c: FlowCore) {
  const { s, set, dispatch, attempt, releasing, contactInputRef, loadMonth, spansOf, rules } = c;
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

  return { selectDate, selectStart, changeDetails, toDetails, backToWhen, restart, backToTimes, expire, setChannel, switchToEmail };
}
