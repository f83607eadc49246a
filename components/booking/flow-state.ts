// The booking flow's state as plain data: one reducer (no effects, no DOM), the URL form of
// the step and slot, and what is kept in sessionStorage (the hold and the guest's entries,
// never the code). useBookingFlow.ts wires it to React, the API and the browser.
import type { Availability, Hold, PaymentMode } from "@/lib/contract/schemas";
import type { Remembered } from "./guest-memory";
import type { ApiFailure } from "./api";
import { CODE_TTL_MS, RESEND_COOLDOWN_MS } from "@/lib/contract/hold-rules";
import type { ChosenExtras } from "./chosen-extras";

export type Step = "when" | "details" | "verify" | "payment" | "card" | "expired";
type Channel = "phone" | "email";
export const STEP_ORDER = ["when", "details", "verify", "payment", "done"] as const;

/**
 * `party`: how many people come, as typed (optional; docs/decisions-bookings.md, Party size);
 * `extras`: the extras chosen for the session (docs/pricing.md, Extras); `promo`: the code applied.
 */
type Entries = {
  name: string;
  channel: Channel;
  contact: string;
  notes: string;
  receipt: string;
  party: string;
  extras: ChosenExtras;
  /** The promo code the guest applied (docs/booking-flow.md, Promo codes), "" for none. */
  promo: string;
  /** The guest ticked "Remember my details on this device" (docs/booking-flow.md, Remembered details): unticked by default. */
  remember: boolean;
};
const EMPTY_ENTRIES: Entries = {
  name: "",
  channel: "phone",
  contact: "",
  notes: "",
  receipt: "",
  party: "",
  extras: {},
  promo: "",
  remember: false,
};

/**
 * Whether paying at the studio is the only way to pay (of the modes a room or hold offers, the card only where the
 * site takes cards online): then there is no payment step, and the code step confirms (docs/booking-flow.md, The steps).
 */
export function onlyOnSite(modes: readonly PaymentMode[], cardOnline: boolean): boolean {
  const offered = modes.filter((m) => m === "on_site" || (m === "card" && cardOnline));
  return offered.length === 1 && offered[0] === "on_site";
}

/**
 * A hold as kept between page loads: the API's Hold without devCode, plus what was sent for it. Its
 * price lines and extras may be missing from a hold saved before they were answered.
 */
export type SavedHold = Omit<Hold, "devCode" | "priceLines" | "extras"> &
  Partial<Pick<Hold, "priceLines" | "extras">> & {
    durationMinutes: number;
    sentFor: string;
    /** A weekly series' dates this hold holds (docs/series.md, Booked online by a guest): the summary after a reload. */
    seriesDates?: string[];
  };

/** What a hold was asked for beyond its slot: a changed entry or extra means another hold, not this one. */
export const holdKey = (d: {
  name: string;
  channel: Channel;
  contact: string;
  party: number | null;
  extras: readonly unknown[];
  promo: string | null;
}) => `${d.name.trim()}|${d.channel}|${d.contact}|${d.party ?? ""}|${JSON.stringify(d.extras)}|${d.promo ?? ""}`;

/** Stored extras as a choice: positive whole quantities only (storage is the guest's to edit). */
function extrasFrom(v: unknown): ChosenExtras {
  if (!v || typeof v !== "object") return {};
  const out: Record<string, number> = {};
  for (const [id, q] of Object.entries(v)) if (typeof q === "number" && Number.isInteger(q) && q > 0) out[id] = q;
  return out;
}

/** A card booking made from this tab (confirm succeeded): its reference, never the manage token. */
type Booked = { holdId: string; reference: string };

export type FlowState = {
  step: Step;
  month: string;
  avail: Record<string, Availability>;
  loadingMonth: string | null;
  availError: ApiFailure | null;
  date: string | null;
  start: string | null;
  minutes: number | null;
  /** The length the guest asked for (a "Book again" link's, or the one last chosen): kept across days and starts where it fits. */
  prefer: number | null;
  entries: Entries;
  /** The details remembered on this device (read after the first render), null when none. */
  remembered: Remembered | null;
  /** Fields left at least once (blur) or after a submit: inline errors show for these. */
  touched: { name?: boolean; contact?: boolean; party?: boolean };
  captchaToken: string | null;
  captchaKey: number;
  captchaMissing: boolean;
  /** hCaptcha could not load or failed: say so and offer a retry instead of an empty box. */
  captchaFailed: boolean;
  hold: SavedHold | null;
  /** The development code of the current hold: memory only. */
  devCode: string | null;
  skew: number;
  resendAt: number;
  code: string;
  /**
   * A prepaid-hours code typed at the payment step (docs/prepaid-hours.md), and the confirm's refusal
   * of it: memory only, like the verification code (whoever has it can book with it).
   */
  prepaid: string;
  prepaidError: ApiFailure | null;
  mode: PaymentMode | null;
  cardBlocked: boolean;
  /** A card booking waiting for the card form: memory only (the manage token never goes to storage here). */
  card: { clientSecret: string; manageToken: string; depositCents: number; currency: string; paymentDueAt: string | null } | null;
  error: ApiFailure | null;
  info: string | null;
  /** Why the flow went back to the start: the hold ended (reload after expiry, countdown, …). */
  holdGone: boolean;
  /** Confirm made a booking (card, waiting for the deposit): a reload says so, not "hold ended". */
  booked: Booked | null;
  busy: boolean;
  /** State restored from the URL and storage (after the first client render). */
  restored: boolean;
  /** Weeks of a weekly series asked for, 0 for one date (docs/series.md, Booked online by a guest); memory only. */
  seriesWeeks: number;
};

export function initialState(today: string): FlowState {
  return {
    step: "when",
    month: today.slice(0, 7),
    avail: {},
    loadingMonth: null,
    availError: null,
    date: null,
    start: null,
    minutes: null,
    prefer: null,
    entries: EMPTY_ENTRIES,
    remembered: null,
    touched: {},
    captchaToken: null,
    captchaKey: 0,
    captchaMissing: false,
    captchaFailed: false,
    hold: null,
    devCode: null,
    skew: 0,
    resendAt: 0,
    code: "",
    prepaid: "",
    prepaidError: null,
    mode: null,
    cardBlocked: false,
    card: null,
    error: null,
    info: null,
    holdGone: false,
    booked: null,
    busy: false,
    restored: false,
    seriesWeeks: 0,
  };
}

export type Action =
  | { type: "set"; patch: Partial<FlowState> }
  | { type: "entries"; patch: Partial<Entries> }
  | { type: "touch"; field: "name" | "contact" | "party" }
  | { type: "go"; step: Step }
  | { type: "monthLoading"; month: string }
  | { type: "monthLoaded"; month: string; data: Availability }
  | { type: "monthFailed"; month: string; error: ApiFailure }
  | { type: "selectDate"; date: string }
  | { type: "selectStart"; start: string; durations: number[] }
  | { type: "held"; hold: Hold; sentFor: string; durationMinutes: number; skew: number; resendAt: number; seriesDates?: string[] }
  /** `direct`: paying at the studio is the only mode, so the code step confirms (no payment step). */
  | { type: "verified"; hold: Hold; skew?: number; mode: PaymentMode | null; direct?: boolean }
  | { type: "resetCaptcha" }
  /** Back to the times: the slot is gone (SLOT_TAKEN, …) or the guest starts again; entries stay. */
  | { type: "backToTimes"; error: ApiFailure | null; holdGone?: boolean }
  | { type: "expire"; error: ApiFailure | null };

export function reducer(s: FlowState, a: Action): FlowState {
  switch (a.type) {
    case "set":
      return { ...s, ...a.patch };
    case "entries":
      return { ...s, entries: { ...s.entries, ...a.patch } };
    case "touch":
      return { ...s, touched: { ...s.touched, [a.field]: true } };
    case "go":
      return { ...s, step: a.step, info: null };
    case "monthLoading":
      return { ...s, loadingMonth: a.month };
    case "monthLoaded":
      return {
        ...s,
        avail: { ...s.avail, [a.month]: a.data },
        availError: null,
        loadingMonth: s.loadingMonth === a.month ? null : s.loadingMonth,
      };
    case "monthFailed":
      return { ...s, availError: a.error, loadingMonth: s.loadingMonth === a.month ? null : s.loadingMonth };
    case "selectDate":
      // The length stays (a returning guest's, or the one chosen on another day): the next start takes it where it fits.
      return { ...s, date: a.date, start: null, error: null, holdGone: false };
    case "selectStart": {
      const fits = (m: number | null): m is number => m !== null && a.durations.includes(m);
      return { ...s, start: a.start, minutes: fits(s.prefer) ? s.prefer : fits(s.minutes) ? s.minutes : (a.durations[0] ?? null) };
    }
    case "held": {
      const { devCode, ...hold } = a.hold;
      return {
        ...s,
        hold: { ...hold, sentFor: a.sentFor, durationMinutes: a.durationMinutes, ...(a.seriesDates ? { seriesDates: a.seriesDates } : {}) },
        devCode: devCode ?? null,
        skew: a.skew,
        resendAt: a.resendAt,
        code: "",
        error: null,
        holdGone: false,
        booked: null,
        step: "verify",
        info: null,
      };
    }
    case "verified": {
      const { devCode: _drop, ...hold } = a.hold;
      void _drop;
      const prev = s.hold;
      return {
        ...s,
        hold: {
          ...hold,
          sentFor: prev?.sentFor ?? "",
          durationMinutes: prev?.durationMinutes ?? s.minutes ?? 0,
          ...(prev?.seriesDates ? { seriesDates: prev.seriesDates } : {}),
        },
        skew: a.skew ?? s.skew,
        mode: a.mode,
        devCode: null,
        code: "",
        error: null,
        step: a.direct ? "verify" : "payment",
        info: null,
      };
    }
    case "resetCaptcha":
      return { ...s, captchaToken: null, captchaKey: s.captchaKey + 1, captchaFailed: false };
    case "backToTimes":
      return {
        ...s,
        step: "when",
        hold: null,
        devCode: null,
        code: "",
        prepaid: "",
        prepaidError: null,
        card: null,
        mode: null,
        cardBlocked: false,
        start: null,
        minutes: null,
        captchaToken: null,
        captchaKey: s.captchaKey + 1,
        error: a.error,
        holdGone: a.holdGone ?? false,
        info: null,
      };
    case "expire":
      return { ...s, step: "expired", hold: null, devCode: null, code: "", prepaid: "", prepaidError: null, error: a.error, info: null };
  }
}

// ---- the URL: step and slot --------------------------------------------------------------

export type UrlState = { step: Step; date: string | null; start: string | null; minutes: number | null };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^\d{2}:\d{2}$/;
const URL_STEPS: Step[] = ["when", "details", "verify", "payment"];

export function readUrl(search: string): UrlState {
  const q = new URLSearchParams(search);
  const step = q.get("step") as Step | null;
  const date = q.get("date");
  const start = q.get("start");
  const minutes = Number(q.get("minutes"));
  return {
    step: step && URL_STEPS.includes(step) ? step : "when",
    date: date && DATE_RE.test(date) ? date : null,
    start: start && TIME_RE.test(start) ? start : null,
    minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : null,
  };
}

/** The query string for a state (other parameters of the page are kept). */
export function writeUrl(search: string, u: UrlState): string {
  const q = new URLSearchParams(search);
  for (const k of ["step", "date", "start", "minutes", "payment"]) q.delete(k);
  if (u.step !== "when") q.set("step", u.step);
  if (u.date) q.set("date", u.date);
  if (u.start) q.set("start", u.start);
  if (u.minutes) q.set("minutes", String(u.minutes));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The step as the URL shows it ("card" and "expired" are not places to come back to). */
export function urlStep(step: Step): Step {
  return step === "card" ? "payment" : step === "expired" ? "when" : step;
}

// ---- sessionStorage: the hold and the entries ----------------------------------------------

export type Saved = { entries: Entries; hold: SavedHold | null; skew: number; resendAt: number; booked?: Booked | null };

function isBooked(v: unknown): v is Booked {
  const b = v as Booked | null;
  return Boolean(b && typeof b.holdId === "string" && typeof b.reference === "string" && b.reference && !/[0-9a-f]{64}/i.test(b.reference));
}

export const storageKey = (slug: string, roomId: string) => `studio-booking.flow.${slug}.${roomId}`;

export function loadSaved(key: string): Saved | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Saved;
    if (!v || typeof v !== "object" || !v.entries) return null;
    return {
      entries: {
        ...EMPTY_ENTRIES,
        ...v.entries,
        extras: extrasFrom(v.entries.extras),
        promo: typeof v.entries.promo === "string" ? v.entries.promo : "",
        remember: v.entries.remember === true,
      },
      hold: v.hold ?? null,
      skew: Number(v.skew) || 0,
      resendAt: Number(v.resendAt) || 0,
      booked: isBooked(v.booked) ? { holdId: v.booked.holdId, reference: v.booked.reference } : null,
    };
  } catch {
    return null;
  }
}

export function save(key: string, v: Saved | null): void {
  try {
    if (v) sessionStorage.setItem(key, JSON.stringify(v));
    else sessionStorage.removeItem(key);
  } catch {
    /* storage disabled: the flow still works, it just does not survive a reload */
  }
}

function holdLive(hold: SavedHold | null, skew: number, now = Date.now()): hold is SavedHold {
  return Boolean(hold && Date.parse(hold.expiresAt) > now + skew);
}

/** What a page load knows beyond the URL and the tab's storage. */
type ResumeContext = {
  /** Whether a hold's modes leave paying at the studio as the only one (onlyOnSite): its verified step is the code step. */
  direct?: (modes: readonly PaymentMode[]) => boolean;
  /** The details remembered on this device: they fill in entries this tab has not typed. */
  remembered?: Remembered | null;
};

/** The tab's entries, or the device's remembered details where the tab has neither a name nor a contact. */
function entriesOf(saved: Saved | null, remembered: Remembered | null): Entries {
  const e = saved?.entries ?? EMPTY_ENTRIES;
  if (!remembered || e.name.trim() || e.contact.trim()) return e;
  return { ...e, name: remembered.name, channel: remembered.channel, contact: remembered.contact, remember: true };
}

/**
 * Where a page load (or Back/Forward) lands, from the URL and what was saved: the steps after
 * the hold need a live hold (else back to the times, saying the hold ended, entries kept).
 */
export function resume(u: UrlState, saved: Saved | null, now = Date.now(), ctx: ResumeContext = {}): Partial<FlowState> {
  const hold = saved && holdLive(saved.hold, saved.skew, now) ? saved.hold : null;
  const slot = { date: u.date, start: u.start, minutes: u.minutes };
  const remembered = ctx.remembered ?? null;
  const base: Partial<FlowState> = {
    entries: entriesOf(saved, remembered),
    remembered,
    prefer: u.minutes,
    hold,
    skew: saved?.skew ?? 0,
    resendAt: saved?.resendAt ?? 0,
    month: u.date ? u.date.slice(0, 7) : undefined,
    restored: true,
    error: null,
    info: null,
  };
  if (base.month === undefined) delete base.month;
  // A booking made from this tab (card, deposit pending or paying): say so on the first step;
  // the hold was spent by confirm, so "hold ended" would be wrong.
  if (saved?.booked && !hold)
    return { ...base, booked: saved.booked, date: u.date, start: null, minutes: null, step: "when", holdGone: false };
  base.booked = saved?.booked ?? null;
  if (u.step === "verify" || u.step === "payment") {
    if (!hold) {
      // The URL says a hold existed (verify/payment): it ended, or this tab never had it.
      return { ...base, ...slot, start: null, minutes: null, step: "when", holdGone: true };
    }
    const slotOfHold = { date: hold.date, start: hold.startTime, minutes: hold.durationMinutes };
    const paying = hold.status === "verified" && !ctx.direct?.(hold.paymentModes);
    return { ...base, ...slotOfHold, step: paying ? "payment" : "verify", holdGone: false };
  }
  if (u.step === "details" && !(u.date && u.start && u.minutes)) return { ...base, ...slot, step: "when" };
  return { ...base, ...slot, step: u.step, holdGone: false };
}

/** The guest's own live hold matches the chosen slot (so "continue" reuses it, no new hold). */
export function holdMatches(hold: SavedHold | null, date: string | null, start: string | null, minutes: number | null): boolean {
  return Boolean(hold && hold.date === date && hold.startTime === start && hold.durationMinutes === minutes);
}

/**
 * The party size typed, against the room's capacity (the server's rule, lib/contract/hold-rules.ts): the number, or
 * null when left empty (it is optional), or the problem.
 */
export function partyOf(
  typed: string,
  capacity: number,
): { ok: true; value: number | null } | { ok: false; problem: "partyInvalid" | "partyTooMany" } {
  const v = typed.trim();
  if (!v) return { ok: true, value: null };
  if (!/^\d+$/.test(v) || Number(v) < 1) return { ok: false, problem: "partyInvalid" };
  return Number(v) > capacity ? { ok: false, problem: "partyTooMany" } : { ok: true, value: Number(v) };
}

/**
 * Whether the last code's 10 minutes reach past the hold's end (docs/booking-flow.md, Honest timers): a resend does
 * not extend the hold, so the code step then names the hold's end rather than "valid for 10 minutes". The last send is
 * when the resend cooldown started (resendAt − cooldown, browser time; a 429's Retry-After counts from that send
 * too); the hold's end is the server's expiresAt in browser time (minus the measured skew).
 */
export function codeOutlivesHold(resendAt: number, expiresAt: string, skew: number): boolean {
  if (!resendAt) return false;
  return resendAt - RESEND_COOLDOWN_MS + CODE_TTL_MS > Date.parse(expiresAt) - skew;
}
