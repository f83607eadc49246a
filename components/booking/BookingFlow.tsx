"use client";
// The guest booking flow of one room, on the public API over HTTP (spec 4.3–4.8):
// date → start and duration → details (+ captcha) → hold with countdown → code → payment →
// done. Every error code leads somewhere (see wayForward below). Idempotency keys are made per
// attempt and reused when the same request is retried. Prices shown come from the server.
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Availability, ConfirmResult, Hold, Locale, PaymentMode, Booking } from "@/lib/contract";
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { addDays, addMonths, durations, endTime, monthOf, priceFor, startTimes, type Rules } from "@/lib/site-pages/booking-math";
import { durationLabel, hhmm, instant, longDate, money } from "@/lib/site-pages/format";
import { callApi, newIdempotencyKey, type ApiFailure } from "./api";
import { ErrorBox } from "./ErrorBox";
import { MonthCalendar, type DayState } from "./MonthCalendar";
import { Countdown } from "./Countdown";

const CaptchaWidget = dynamic(() => import("./CaptchaWidget"), { ssr: false, loading: () => <div className="captcha-box" /> });
const CardPayment = dynamic(() => import("./CardPayment"), { ssr: false });

export type BookingRoom = {
  id: string;
  name: string;
  hourlyCents: number;
  currency: string;
  minMinutes: number;
  maxMinutes: number;
  stepMinutes: number;
  paymentModes: PaymentMode[];
};

export type BookingFlowProps = {
  locale: Locale;
  slug: string;
  timezone: string;
  room: BookingRoom;
  cardPayments: boolean;
  captchaSiteKey?: string;
  stripePublishableKey?: string;
  /** Studio-local date of the server render (first month shown). */
  today: string;
  theme: "light" | "dark";
  t: Dict["booking"];
  errors: Dict["errors"];
  paymentValues: Dict["manage"]["paymentValues"];
  contactHref: string;
  contactLabel: string;
};

type Step = "when" | "details" | "verify" | "payment" | "card" | "done" | "expired";
type Channel = "phone" | "email";
const STEP_ORDER: Step[] = ["when", "details", "verify", "payment", "done"];
const RESEND_COOLDOWN_MS = 60_000;
const CARD_RETURN_KEY = "studio-booking.card-return";
const PHONE_RE = /^\+[1-9]\d{6,14}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normalizePhone = (v: string) => v.replace(/[\s().-]/g, "").replace(/^00/, "+");

export function BookingFlow(p: BookingFlowProps) {
  const { t, locale, room } = p;
  const rules: Rules = { minMinutes: room.minMinutes, maxMinutes: room.maxMinutes, stepMinutes: room.stepMinutes };

  const [step, setStep] = useState<Step>("when");
  const [month, setMonth] = useState(monthOf(p.today));
  const [avail, setAvail] = useState<Record<string, Availability>>({});
  const [loadingMonth, setLoadingMonth] = useState<string | null>(null);
  const [availError, setAvailError] = useState<ApiFailure | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number | null>(null);

  const [name, setName] = useState("");
  const [channel, setChannel] = useState<Channel>("phone");
  const [contact, setContact] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ name?: boolean; contact?: boolean; captcha?: boolean }>({});
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);

  const [hold, setHold] = useState<Hold | null>(null);
  const [skew, setSkew] = useState(0);
  const [code, setCode] = useState("");
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [info, setInfo] = useState<string | null>(null);

  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [notes, setNotes] = useState("");
  const [receipt, setReceipt] = useState("");
  const [cardBlocked, setCardBlocked] = useState(false);
  const [result, setResult] = useState<ConfirmResult | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);

  const [error, setError] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const contactInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  // ---- availability ------------------------------------------------------------------

  const loadMonth = useCallback(
    async (m: string, signal?: AbortSignal) => {
      const from = m === monthOf(p.today) ? p.today : `${m}-01`;
      const to = `${m}-${String(new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).getUTCDate()).padStart(2, "0")}`;
      setLoadingMonth(m);
      try {
        const r = await callApi<Availability>(`/sites/${encodeURIComponent(p.slug)}/rooms/${room.id}/availability?from=${from}&to=${to}`, { signal });
        if (r.ok) {
          setAvail((a) => ({ ...a, [m]: r.data }));
          setAvailError(null);
        } else setAvailError(r.error);
      } catch {
        /* aborted */
      } finally {
        if (!signal?.aborted) setLoadingMonth((cur) => (cur === m ? null : cur));
      }
    },
    [p.slug, p.today, room.id],
  );

  useEffect(() => {
    const ac = new AbortController();
    void loadMonth(month, ac.signal);
    return () => ac.abort();
  }, [month, loadMonth]);

  const current = avail[month];
  const spansOf = (d: string) => current?.days.find((x) => x.date === d)?.free ?? [];
  const dayState = (d: string): DayState => {
    if (!current) return "loading";
    return startTimes(spansOf(d), rules).length > 0 ? "free" : "full";
  };
  const horizon = current ? addDays(p.today, current.maxAdvanceDays) : null;
  const canPrev = month > monthOf(p.today);
  const canNext = horizon ? addMonths(month, 1) <= monthOf(horizon) : true;

  const starts = date ? startTimes(spansOf(date), rules) : [];
  const durs = date && start ? durations(spansOf(date), start, rules) : [];
  const hourly = current?.hourlyCents ?? room.hourlyCents;
  const currency = current?.currency ?? room.currency;

  // ---- step focus and timers ------------------------------------------------------------

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (step !== "verify") return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [step]);

  // Back from a card redirect: show the result saved before leaving.
  useEffect(() => {
    if (new URLSearchParams(location.search).get("payment") !== "return") return;
    try {
      const saved = sessionStorage.getItem(CARD_RETURN_KEY);
      if (!saved) return;
      sessionStorage.removeItem(CARD_RETURN_KEY);
      const r = JSON.parse(saved) as ConfirmResult;
      setResult(r);
      setBooking(r.booking);
      setStep("done");
    } catch {
      /* nothing saved */
    }
  }, []);

  // After a card payment, the booking turns confirmed when the provider tells the server:
  // poll the manage endpoint for a while (spec 3.2).
  useEffect(() => {
    if (step !== "done" || !result || booking?.status !== "pending_payment") return;
    let n = 0;
    const id = setInterval(async () => {
      n++;
      const r = await callApi<Booking>(`/bookings/manage/${result.manageToken}`);
      if (r.ok) setBooking(r.data);
      if (n > 120) clearInterval(id);
    }, 4000);
    return () => clearInterval(id);
  }, [step, result, booking?.status]);

  // ---- transitions -----------------------------------------------------------------------

  function go(s: Step) {
    setInfo(null);
    setStep(s);
  }

  function backToTimes(err: ApiFailure | null) {
    setHold(null);
    setStart(null);
    setMinutes(null);
    setCode("");
    setError(err);
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    go("when");
    void loadMonth(month);
  }

  function restart(err: ApiFailure | null) {
    attempt.current = null;
    setHold(null);
    setCode("");
    setResult(null);
    setBooking(null);
    setMode(null);
    setCardBlocked(false);
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
    setStart(null);
    setMinutes(null);
    setError(err);
    go("when");
    void loadMonth(month);
  }

  function expire(err?: ApiFailure) {
    setError(err ?? null);
    attempt.current = null;
    go("expired");
  }

  function selectDate(d: string) {
    setDate(d);
    setStart(null);
    setMinutes(null);
    setError(null);
  }

  function selectStart(s: string) {
    setStart(s);
    const ds = durations(spansOf(date!), s, rules);
    setMinutes((m) => (m && ds.includes(m) ? m : (ds[0] ?? null)));
  }

  // ---- create hold -------------------------------------------------------------------------

  async function submitDetails(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const contactValue = channel === "phone" ? normalizePhone(contact) : contact.trim();
    const errs = {
      name: name.trim().length < 2 || name.trim().length > 120,
      contact: channel === "phone" ? !PHONE_RE.test(contactValue) : !EMAIL_RE.test(contactValue),
      captcha: Boolean(p.captchaSiteKey) && !captchaToken,
    };
    setFieldErrors(errs);
    if (errs.name || errs.contact || errs.captcha) {
      const first = errs.name ? "bf-name" : errs.contact ? "bf-contact" : null;
      if (first) document.getElementById(first)?.focus();
      return;
    }
    const body = {
      roomId: room.id,
      date: date!,
      startTime: start!,
      durationMinutes: minutes!,
      guestName: name.trim(),
      channel,
      contact: contactValue,
      locale,
      ...(captchaToken ? { captchaToken } : {}),
    };
    // Same request again (a retry) → same key; anything changed → a new attempt, a new key.
    const fingerprint = JSON.stringify(body);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
    setBusy(true);
    setError(null);
    const r = await callApi<Hold>(`/sites/${encodeURIComponent(p.slug)}/holds`, { method: "POST", body: { ...body, idempotencyKey: attempt.current.key } });
    setBusy(false);
    if (r.ok) {
      setHold(r.data);
      setSkew(r.serverTime ? r.serverTime - Date.now() : 0);
      setResendAt(Date.now() + RESEND_COOLDOWN_MS);
      setCode("");
      go("verify");
      return;
    }
    const err = r.error;
    const retriable = err.code === "NETWORK_ERROR" || err.code === "INTERNAL_ERROR" || err.code === "RATE_LIMIT_EXCEEDED";
    if (!retriable) {
      // The captcha token is spent (or refused): a new attempt needs a new one.
      attempt.current = null;
      setCaptchaToken(null);
      setCaptchaKey((k) => k + 1);
    }
    if (err.code === "SLOT_TAKEN" || err.code === "OUTSIDE_HOURS" || err.code === "OUTSIDE_BOOKING_WINDOW") return backToTimes(err);
    setError(err);
    if (err.code === "CAPTCHA_FAILED") setFieldErrors((f) => ({ ...f, captcha: true }));
  }

  function switchToEmail() {
    setChannel("email");
    setContact("");
    setError(null);
    setTimeout(() => contactInput.current?.focus(), 0);
  }

  // ---- verify and resend -------------------------------------------------------------------

  async function submitCode(e?: FormEvent) {
    e?.preventDefault();
    if (!hold || busy) return;
    const c = code.replace(/\D/g, "");
    if (c.length !== 6) {
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setInfo(null);
    const r = await callApi<Hold>(`/holds/${hold.holdId}/verify`, { method: "POST", body: { code: c } });
    setBusy(false);
    if (r.ok) {
      setHold(r.data);
      if (r.serverTime) setSkew(r.serverTime - Date.now());
      const modes = availableModes(r.data.paymentModes);
      setMode(modes.length === 1 ? modes[0] : null);
      go("payment");
      return;
    }
    if (r.error.code === "HOLD_EXPIRED" || r.error.code === "TOO_MANY_ATTEMPTS") return expire(r.error);
    setError(r.error);
    setCode("");
    codeInput.current?.focus();
  }

  async function resend() {
    if (!hold || busy) return;
    setBusy(true);
    setError(null);
    setInfo(null);
    const r = await callApi<Hold>(`/holds/${hold.holdId}/resend`, { method: "POST" });
    setBusy(false);
    if (r.ok) {
      setHold(r.data);
      setResendAt(Date.now() + RESEND_COOLDOWN_MS);
      setInfo(t.codeResent);
      setCode("");
      codeInput.current?.focus();
      return;
    }
    if (r.error.code === "HOLD_EXPIRED") return expire(r.error);
    if (r.error.code === "RATE_LIMIT_EXCEEDED") setResendAt(Date.now() + (r.error.retryAfter ?? 60) * 1000);
    setError(r.error);
  }

  // ---- confirm -----------------------------------------------------------------------------

  function availableModes(modes: PaymentMode[]): PaymentMode[] {
    return modes.filter((m) => m === "on_site" || (m === "card" && p.cardPayments && Boolean(p.stripePublishableKey) && !cardBlocked));
  }

  async function submitPayment(e: FormEvent) {
    e.preventDefault();
    if (!hold || !mode || busy) return;
    setBusy(true);
    setError(null);
    const body: { paymentMode: PaymentMode; notes?: string; email?: string } = { paymentMode: mode };
    if (notes.trim()) body.notes = notes.trim().slice(0, 500);
    if (receipt.trim()) body.email = receipt.trim();
    const r = await callApi<ConfirmResult>(`/holds/${hold.holdId}/confirm`, { method: "POST", body });
    setBusy(false);
    if (r.ok) {
      setResult(r.data);
      setBooking(r.data.booking);
      if (r.data.booking.paymentMode === "card" && r.data.clientSecret && p.stripePublishableKey) {
        // If the card needs a redirect (3-D Secure), we come back to this page: keep the result
        // in this tab only. The return URL carries no token, so the provider never sees it.
        try {
          sessionStorage.setItem(CARD_RETURN_KEY, JSON.stringify(r.data));
        } catch {
          /* storage disabled: the guest still gets the manage link by message */
        }
        go("card");
      } else go("done");
      return;
    }
    const err = r.error;
    switch (err.code) {
      case "SLOT_TAKEN":
        return backToTimes(err);
      case "HOLD_EXPIRED":
        return expire(err);
      case "HOLD_NOT_VERIFIED":
        setError(err);
        return go("verify");
      case "PAYMENTS_UNAVAILABLE":
      case "PAYMENT_MODE_DENIED":
        if (mode === "card") {
          setCardBlocked(true);
          setMode(hold.paymentModes.includes("on_site") ? "on_site" : null);
        }
        return setError(err);
      default:
        return setError(err);
    }
  }

  const onCardError = useCallback(() => setError({ code: "INTERNAL_ERROR", message: "card payment", status: 0 }), []);

  // ---- rendering ---------------------------------------------------------------------------

  const stepIndex = STEP_ORDER.indexOf(step === "card" ? "payment" : step === "expired" ? "verify" : step);
  const stepNames: Record<string, string> = { when: t.stepWhen, details: t.stepDetails, verify: t.stepVerify, payment: t.stepPayment, done: t.stepDone };
  const timeRange = (d: string, s: string, e: string) => `${longDate(d, locale)}, ${hhmm(s)}–${hhmm(e)}`;
  const units = { minutes: t.minutes, hours: t.hours, hoursMinutes: t.hoursMinutes };

  const summary = hold ? (
    <dl className="summary" data-testid="hold-summary">
      <dt>{t.room}</dt>
      <dd>{hold.roomName}</dd>
      <dt>{t.when}</dt>
      <dd>{timeRange(hold.date, hold.startTime, hold.endTime)}</dd>
      <dt>{t.price}</dt>
      <dd>{money(hold.price.priceCents, hold.price.currency, locale)}</dd>
    </dl>
  ) : null;

  const countdown =
    hold && (step === "verify" || step === "payment") ? <Countdown expiresAt={hold.expiresAt} skewMs={skew} label={t.heldForShort} onExpire={() => expire()} /> : null;

  const errorActions = (err: ApiFailure) => {
    switch (err.code) {
      case "SMS_UNAVAILABLE":
        return (
          <button type="button" className="btn" onClick={switchToEmail}>
            {t.useEmail}
          </button>
        );
      case "ROOM_NOT_BOOKABLE":
      case "STUDIO_NOT_VERIFIED":
      case "SITE_NOT_LIVE":
      case "HOLD_ALREADY_CONFIRMED":
        return (
          <a className="btn btn-secondary" href={p.contactHref}>
            {p.contactLabel}
          </a>
        );
      case "RESOURCE_NOT_FOUND":
        return (
          <button type="button" className="btn btn-secondary" onClick={() => location.reload()}>
            {p.errors.reload}
          </button>
        );
      default:
        return null;
    }
  };

  return (
    <div className="booking" data-step={step}>
      <ol className="steps" aria-label={t.steps}>
        {STEP_ORDER.map((s, i) => (
          <li key={s} aria-current={i === stepIndex ? "step" : undefined} className={i < stepIndex ? "done" : undefined}>
            {i + 1}. {stepNames[s]}
          </li>
        ))}
      </ol>

      {step === "when" && (
        <section className="panel" aria-labelledby="bf-h">
          <h3 id="bf-h" ref={heading} tabIndex={-1} className="visually-hidden">
            {t.stepWhen}
          </h3>
          {error ? <ErrorBox error={error} t={p.errors}>{errorActions(error)}</ErrorBox> : null}
          <div className="when-grid">
            <div>
              <MonthCalendar
                month={month}
                locale={locale}
                t={t}
                dayState={dayState}
                selected={date}
                onSelect={selectDate}
                onMonth={(m) => setMonth(m)}
                canPrev={canPrev}
                canNext={canNext}
              />
              {availError ? (
                <ErrorBox error={availError} t={p.errors}>
                  <button type="button" className="btn btn-secondary" onClick={() => loadMonth(month)}>
                    {p.errors.tryAgain}
                  </button>
                </ErrorBox>
              ) : null}
            </div>
            <div className="times" aria-live="polite" aria-busy={loadingMonth === month}>
              {!date ? (
                <p className="hint">{loadingMonth === month ? t.loadingTimes : t.pickDate}</p>
              ) : starts.length === 0 ? (
                <p>{t.noTimes}</p>
              ) : (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (start && minutes) {
                      setError(null);
                      go("details");
                    }
                  }}
                >
                  <fieldset>
                    <legend className="label">
                      {t.startTime} · {longDate(date, locale, { weekday: "long", day: "numeric", month: "long" })}
                    </legend>
                    <div className="chips" data-testid="start-times">
                      {starts.map((s) => (
                        <label key={s} className="chip">
                          <input type="radio" name="start" value={s} checked={start === s} onChange={() => selectStart(s)} />
                          <span>{s}</span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  {start && durs.length > 0 && (
                    <div className="field">
                      <label htmlFor="bf-duration">{t.duration}</label>
                      <select id="bf-duration" value={minutes ?? ""} onChange={(e) => setMinutes(Number(e.target.value))}>
                        {durs.map((d) => (
                          <option key={d} value={d}>
                            {fmt(t.durationOption, { duration: durationLabel(d, units), end: hhmm(endTime(start, d)) })}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                  {start && minutes ? (
                    <p>
                      {t.total}: <strong data-testid="price-estimate">{money(priceFor(hourly, minutes), currency, locale)}</strong>
                    </p>
                  ) : null}
                  <p className="hint">{fmt(t.timesIn, { zone: p.timezone })}</p>
                  <div className="actions">
                    <button className="btn" type="submit" disabled={!start || !minutes}>
                      {t.continue}
                    </button>
                  </div>
                </form>
              )}
            </div>
          </div>
        </section>
      )}

      {step === "details" && date && start && minutes && (
        <section className="panel" aria-labelledby="bf-h">
          <h3 id="bf-h" ref={heading} tabIndex={-1}>
            {t.stepDetails}
          </h3>
          <dl className="summary">
            <dt>{t.room}</dt>
            <dd>{room.name}</dd>
            <dt>{t.when}</dt>
            <dd>{timeRange(date, start, endTime(start, minutes))}</dd>
            <dt>{t.price}</dt>
            <dd>{money(priceFor(hourly, minutes), currency, locale)}</dd>
          </dl>
          <form onSubmit={submitDetails} noValidate style={{ marginTop: "1.25rem" }}>
            <div className="field">
              <label htmlFor="bf-name">{t.yourName}</label>
              <input
                id="bf-name"
                type="text"
                autoComplete="name"
                required
                minLength={2}
                maxLength={120}
                value={name}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={fieldErrors.name || undefined}
              />
            </div>
            <fieldset>
              <legend className="label">{t.channel}</legend>
              <div className="channel-options">
                <label>
                  <input type="radio" name="channel" value="phone" checked={channel === "phone"} onChange={() => setChannel("phone")} /> {t.channelPhone}
                </label>
                <label>
                  <input type="radio" name="channel" value="email" checked={channel === "email"} onChange={() => setChannel("email")} /> {t.channelEmail}
                </label>
              </div>
            </fieldset>
            <div className="field">
              <label htmlFor="bf-contact">{channel === "phone" ? t.phone : t.email}</label>
              <input
                id="bf-contact"
                ref={contactInput}
                type={channel === "phone" ? "tel" : "email"}
                inputMode={channel === "phone" ? "tel" : "email"}
                autoComplete={channel === "phone" ? "tel" : "email"}
                required
                value={contact}
                onChange={(e) => setContact(e.target.value)}
                aria-invalid={fieldErrors.contact || undefined}
                aria-describedby={channel === "phone" ? "bf-contact-hint" : undefined}
              />
              {channel === "phone" ? (
                <span id="bf-contact-hint" className="hint">
                  {t.phoneHint}
                </span>
              ) : null}
            </div>
            {p.captchaSiteKey ? (
              <div className="field">
                <span className="label">{t.captcha}</span>
                <div className="captcha-box">
                  <CaptchaWidget key={captchaKey} siteKey={p.captchaSiteKey} locale={locale} theme={p.theme} onToken={setCaptchaToken} />
                </div>
                {fieldErrors.captcha && !captchaToken ? (
                  <span className="hint" role="alert">
                    {t.captchaMissing}
                  </span>
                ) : null}
              </div>
            ) : null}
            {error ? <ErrorBox error={error} t={p.errors}>{errorActions(error)}</ErrorBox> : null}
            <div className="actions">
              <button className="btn" type="submit" disabled={busy}>
                {busy ? t.working : t.holdSlot}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  setError(null);
                  go("when");
                }}
              >
                {t.back}
              </button>
            </div>
          </form>
        </section>
      )}

      {step === "verify" && hold && (
        <section className="panel" aria-labelledby="bf-h">
          <h3 id="bf-h" ref={heading} tabIndex={-1}>
            {t.codeTitle}
          </h3>
          {countdown}
          {summary}
          <p>{fmt(t.codeSent, { contact: hold.contactMasked })}</p>
          {hold.devCode ? (
            <div className="dev-banner" data-testid="dev-code-banner">
              <strong>{t.devTitle}</strong>
              <span>{t.devBody}</span> <code data-testid="dev-code">{hold.devCode}</code>
            </div>
          ) : null}
          <form onSubmit={submitCode} style={{ marginTop: "1rem" }}>
            <div className="field">
              <label htmlFor="bf-code">{t.codeLabel}</label>
              <input
                id="bf-code"
                ref={codeInput}
                className="input code-input"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                required
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                onPaste={(e) => {
                  const digits = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, 6);
                  if (digits) {
                    e.preventDefault();
                    setCode(digits);
                  }
                }}
              />
            </div>
            {error ? <ErrorBox error={error} t={p.errors}>{errorActions(error)}</ErrorBox> : null}
            {info ? (
              <p className="notice" role="status">
                {info}
              </p>
            ) : null}
            <div className="actions">
              <button className="btn" type="submit" disabled={busy || code.length !== 6}>
                {busy ? t.working : t.verify}
              </button>
              {hold.resendsLeft > 0 ? (
                <button type="button" className="btn-link" onClick={resend} disabled={busy || now < resendAt} aria-describedby="bf-resend-hint">
                  {t.resend}
                </button>
              ) : null}
            </div>
            <p id="bf-resend-hint" className="hint">
              {hold.resendsLeft <= 0
                ? t.noResendsLeft
                : now < resendAt
                  ? `${fmt(t.resendIn, { seconds: Math.ceil((resendAt - now) / 1000) })} · ${fmt(t.resendsLeft, { count: hold.resendsLeft })}`
                  : fmt(t.resendsLeft, { count: hold.resendsLeft })}
            </p>
            <p className="hint">
              <button type="button" className="btn-link" onClick={() => restart(null)}>
                {t.startAgain}
              </button>
            </p>
          </form>
        </section>
      )}

      {step === "payment" && hold && (
        <section className="panel" aria-labelledby="bf-h">
          <h3 id="bf-h" ref={heading} tabIndex={-1}>
            {t.paymentTitle}
          </h3>
          {countdown}
          {summary}
          <form onSubmit={submitPayment} style={{ marginTop: "1rem" }}>
            <fieldset>
              <legend className="visually-hidden">{t.paymentTitle}</legend>
              <div className="radio-cards">
                {availableModes(hold.paymentModes).map((m) => (
                  <label key={m} className="radio-card">
                    <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                    <span className="label">{m === "on_site" ? t.payOnSite : t.payCard}</span>
                    <span className="hint">
                      {m === "on_site" ? t.payOnSiteHint : fmt(t.payCardHint, { deposit: money(hold.price.depositCents, hold.price.currency, locale) })}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="field">
              <label htmlFor="bf-notes">{t.notes}</label>
              <textarea id="bf-notes" maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </div>
            {hold.channel === "phone" ? (
              <div className="field">
                <label htmlFor="bf-receipt">{t.receiptEmail}</label>
                <input id="bf-receipt" type="email" autoComplete="email" value={receipt} onChange={(e) => setReceipt(e.target.value)} />
              </div>
            ) : null}
            {error ? <ErrorBox error={error} t={p.errors}>{errorActions(error)}</ErrorBox> : null}
            <div className="actions">
              <button className="btn" type="submit" disabled={busy || !mode}>
                {busy ? t.working : t.confirm}
              </button>
            </div>
          </form>
        </section>
      )}

      {step === "card" && result?.clientSecret && p.stripePublishableKey && (
        <section className="panel" aria-labelledby="bf-h">
          <h3 id="bf-h" ref={heading} tabIndex={-1}>
            {t.cardTitle}
          </h3>
          {result.booking.paymentDueAt ? <p>{fmt(t.paymentDueBy, { time: instant(result.booking.paymentDueAt, p.timezone, locale, { timeStyle: "short" }) })}</p> : null}
          {error ? <ErrorBox error={error} t={p.errors} /> : null}
          <CardPayment
            publishableKey={p.stripePublishableKey}
            clientSecret={result.clientSecret}
            locale={locale}
            returnUrl={`${location.origin}${location.pathname}?payment=return`}
            payLabel={fmt(t.payNow, { amount: money(result.booking.depositCents, result.booking.currency, locale) })}
            workingLabel={t.working}
            title={t.cardTitle}
            onPaid={() => go("done")}
            onError={onCardError}
          />
          <p className="hint" style={{ marginTop: "1rem" }}>
            <a href={`/${locale}/manage/${result.manageToken}`} rel="noreferrer">
              {t.manageLink}
            </a>{" "}
            · {t.manageHint}
          </p>
        </section>
      )}

      {step === "done" && result && booking && (
        <section className="panel success" aria-labelledby="bf-h" data-testid="booking-done">
          <h3 id="bf-h" ref={heading} tabIndex={-1}>
            {booking.status === "pending_payment" ? t.donePending : t.doneTitle}
          </h3>
          {booking.status === "pending_payment" ? (
            <p role="status" className="notice">
              {t.paymentPending}
            </p>
          ) : null}
          <dl className="summary">
            <dt>{t.reference}</dt>
            <dd className="reference" data-testid="booking-reference">
              {booking.reference}
            </dd>
            <dt>{t.when}</dt>
            <dd>
              {timeRange(booking.date, booking.startTime, booking.endTime)} ({booking.timezone})
            </dd>
            <dt>{t.room}</dt>
            <dd>{booking.roomName}</dd>
            <dt>{t.price}</dt>
            <dd>{money(booking.priceCents, booking.currency, locale)}</dd>
            {booking.depositCents > 0 ? (
              <>
                <dt>{t.deposit}</dt>
                <dd>{money(booking.depositCents, booking.currency, locale)}</dd>
              </>
            ) : null}
            <dt>{t.payment}</dt>
            <dd>{p.paymentValues[booking.paymentStatus]}</dd>
          </dl>
          <p style={{ marginTop: "1.25rem" }}>
            <a className="btn" href={`/${locale}/manage/${result.manageToken}`} data-testid="manage-link" rel="noreferrer">
              {t.manageLink}
            </a>
          </p>
          <p className="hint">{t.manageHint}</p>
          <div className="actions">
            <button type="button" className="btn-link" onClick={() => restart(null)}>
              {t.bookAnother}
            </button>
          </div>
        </section>
      )}

      {step === "expired" && (
        <section className="panel" aria-labelledby="bf-h">
          <h3 id="bf-h" ref={heading} tabIndex={-1}>
            {t.holdExpired}
          </h3>
          {error ? <ErrorBox error={error} t={p.errors} /> : null}
          <div className="actions">
            <button type="button" className="btn" onClick={() => restart(null)}>
              {t.startAgain}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
