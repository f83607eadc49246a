"use client";
// The verification card of the dashboard home (docs/dashboard.md, Verification and notices), shown
// while the studio is not live: its status, the operator's reason after a rejection or a suspension,
// and for owners the three steps of the verification API (docs/operators.md, Verification) on the
// same routes an integrator calls: the business details (PUT …/details), the phone code (POST
// …/phone-code, then …/phone-code/verify) and the request (POST /verification). Open while draft or
// rejected, so a rejected owner fixes the details and asks again here. Staff see the status only.
// Each action refreshes the page, which reads the state again; focus goes to what the action
// changed (docs/dashboard.md, Pages).
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import type { VerificationView } from "@/lib/contract/standing";
import type { VerificationTexts } from "@/lib/i18n/studio-verification";
import { fmt } from "@/lib/i18n/core";
import type { ApiFailure } from "./api";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";
import { useFocusAfterRender } from "./settings/useFocusAfterRender";

type Texts = { tv: VerificationTexts; t: Catalog["studio"]; errors: Catalog["errors"] };
type Address = { addressLine1: string; city: string; postalCode: string; country: string };

type Props = Texts & {
  status: VerificationView["status"];
  /** Owners only (staff get null): the state and evidence as GET /v1/studio/verification answers them. */
  verification: VerificationView | null;
  address: Address;
  /** Dates already in the member's language and the studio's zone. */
  changedOn: string | null;
  askedOn: string | null;
  settingsHref: string;
};

/** A verification error in the owner's words: the shared texts speak to guests (a hold's code). */
function VerifyError({ error, tv, t, errors, id }: Texts & { error: ApiFailure; id?: string }) {
  const left = error.details?.attemptsLeft;
  return (
    <>
      <StudioError
        error={error}
        t={{ ...t, errors: { ...t.errors, INVALID_STATE: tv.errors.INVALID_STATE } }}
        errors={{ ...errors, ...tv.errors }}
        id={id}
      />
      {error.code === "CODE_INVALID" && typeof left === "number" ? <p className="hint">{fmt(tv.phone.attemptsLeft, { n: left })}</p> : null}
    </>
  );
}

export function VerificationCard({ status, verification: v, address, changedOn, askedOn, settingsHref, tv, t, errors }: Props) {
  const request = useStudioAction<VerificationView>();
  const open = v !== null && (status === "draft" || status === "rejected");
  const ready = !!v?.details && !!v?.phone.confirmed;
  const texts = { tv, t, errors };
  return (
    <section className="studio-section verify-card no-print" id="verification" aria-labelledby="verify-title" data-testid="verification">
      <h2 id="verify-title">{tv.title}</h2>
      <div id={request.feedbackId} tabIndex={-1} className="studio-feedback" data-testid="verification-feedback">
        <p>
          {tv.statusLabel}:{" "}
          <strong className={`badge verify-status verify-${status}`} data-testid="verification-status">
            {tv.status[status]}
          </strong>
        </p>
        <p>{tv.explain[status]}</p>
        {v?.reason && (status === "rejected" || status === "suspended") ? (
          <p data-testid="verification-reason">
            <strong>{tv.reason}:</strong> {v.reason}
          </p>
        ) : null}
        {changedOn && status !== "draft" ? <p className="hint">{fmt(tv.since, { date: changedOn })}</p> : null}
        {request.error ? <VerifyError error={request.error} {...texts} /> : null}
        <p role="status" className="studio-done" data-testid="verification-done">
          {request.done ?? ""}
        </p>
      </div>
      {!v ? <p className="hint">{tv.staffNote}</p> : null}
      {v && status === "awaiting_verification" ? <Evidence v={v} askedOn={askedOn} tv={tv} /> : null}
      {open ? (
        <>
          {status === "rejected" ? <p>{tv.fixAndAsk}</p> : null}
          <ol className="verify-steps">
            <li>
              <DetailsStep v={v} address={address} {...texts} />
            </li>
            <li>
              <PhoneStep v={v} settingsHref={settingsHref} {...texts} />
            </li>
            <li>
              <section className="verify-step" aria-labelledby="verify-request-title">
                <h3 id="verify-request-title">{tv.request.title}</h3>
                <p className="hint">{tv.request.intro}</p>
                {ready ? (
                  <button
                    type="button"
                    className="btn"
                    disabled={request.busy}
                    onClick={() => void request.run("/verification", "POST", undefined, tv.request.asked)}
                    data-testid="verification-request"
                  >
                    {request.busy ? t.working : status === "rejected" ? tv.request.again : tv.request.submit}
                  </button>
                ) : (
                  <p data-testid="verification-not-ready">{tv.request.notReady}</p>
                )}
              </section>
            </li>
          </ol>
        </>
      ) : null}
    </section>
  );
}

function StepState({ done, tv }: { done: boolean; tv: VerificationTexts }) {
  return <span className={`badge verify-step-state${done ? " verify-step-done" : ""}`}>{done ? tv.stepDone : tv.stepToDo}</span>;
}

function DetailsStep({ v, address, tv, t, errors }: Texts & { v: VerificationView; address: Address }) {
  const a = useStudioAction<VerificationView>();
  const d = v.details;
  const [f, setF] = useState({
    legalName: d?.legalName ?? "",
    taxId: d?.taxId ?? "",
    addressLine1: d?.addressLine1 ?? address.addressLine1,
    addressLine2: d?.addressLine2 ?? "",
    city: d?.city ?? address.city,
    postalCode: d?.postalCode ?? address.postalCode,
    country: d?.country ?? address.country,
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      legalName: f.legalName.trim(),
      taxId: f.taxId.trim(),
      addressLine1: f.addressLine1.trim(),
      addressLine2: f.addressLine2.trim() || null,
      city: f.city.trim(),
      postalCode: f.postalCode.trim(),
      country: f.country.trim().toUpperCase(),
    };
    await a.run("/verification/details", "PUT", body, tv.details.saved);
  };
  const td = tv.details;
  const field = (k: keyof typeof f, label: string, opts: { auto: string; max: number; required?: boolean; hint?: string }) => (
    <div className="field">
      <label htmlFor={`verify-${k}`}>{label}</label>
      <input
        id={`verify-${k}`}
        name={k}
        type="text"
        required={opts.required !== false}
        maxLength={opts.max}
        autoComplete={opts.auto}
        aria-describedby={opts.hint ? `verify-${k}-hint` : undefined}
        value={f[k]}
        onChange={set(k)}
        {...(k === "country" ? { pattern: "[A-Za-z]{2}", minLength: 2, autoCapitalize: "characters" } : {})}
      />
      {opts.hint ? (
        <p className="hint" id={`verify-${k}-hint`}>
          {opts.hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="verify-step" aria-labelledby="verify-details-title">
      <h3 id="verify-details-title">
        {td.title} <StepState done={!!d} tv={tv} />
      </h3>
      <p className="hint">{td.intro}</p>
      <form className="studio-form" onSubmit={submit} aria-labelledby="verify-details-title" data-testid="verification-details">
        <div id={a.feedbackId} tabIndex={-1} className="studio-feedback">
          {a.error ? <VerifyError error={a.error} tv={tv} t={t} errors={errors} /> : null}
          <p role="status" className="studio-done">
            {a.done ?? ""}
          </p>
        </div>
        {field("legalName", td.legalName, { auto: "organization", max: 200 })}
        {field("taxId", td.taxId, { auto: "off", max: 40 })}
        {field("addressLine1", td.addressLine1, { auto: "address-line1", max: 200 })}
        {field("addressLine2", td.addressLine2, { auto: "address-line2", max: 200, required: false })}
        <div className="field-row">
          {field("postalCode", td.postalCode, { auto: "postal-code", max: 20 })}
          {field("city", td.city, { auto: "address-level2", max: 100 })}
        </div>
        {field("country", td.country, { auto: "country", max: 2, hint: td.countryHint })}
        <button type="submit" className="btn" disabled={a.busy}>
          {a.busy ? t.working : td.submit}
        </button>
      </form>
    </section>
  );
}

function PhoneStep({ v, settingsHref, tv, t, errors }: Texts & { v: VerificationView; settingsHref: string }) {
  const send = useStudioAction<VerificationView>();
  const check = useStudioAction<VerificationView>();
  const focusAfterRender = useFocusAfterRender();
  const [code, setCode] = useState("");
  // The code just sent shows at once (pre-production); the refresh brings the same from the server.
  const [sentDev, setSentDev] = useState<string | null>(null);
  const tp = tv.phone;
  const phone = v.phone.number;
  const devCode = v.devCode ?? sentDev;
  const codeSent = v.phone.codeSentAt !== null || sentDev !== null || send.done !== null;

  const sendCode = async () => {
    const r = await send.run("/verification/phone-code", "POST", undefined, fmt(tp.sent, { phone: phone ?? "" }));
    if (r) {
      setSentDev(r.devCode ?? null);
      setCode("");
      // Where the owner types next; the announcement says the code went out.
      focusAfterRender("verify-code");
    }
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    await check.run("/verification/phone-code/verify", "POST", { code: code.trim() }, fmt(tp.confirmed, { phone: phone ?? "" }));
  };

  return (
    <section className="verify-step" aria-labelledby="verify-phone-title">
      <h3 id="verify-phone-title">
        {tp.title} <StepState done={v.phone.confirmed} tv={tv} />
      </h3>
      <div id={check.feedbackId} tabIndex={-1} className="studio-feedback">
        {check.error ? <VerifyError error={check.error} tv={tv} t={t} errors={errors} /> : null}
        <p role="status" className="studio-done" data-testid="verification-phone-done">
          {check.done ?? ""}
        </p>
      </div>
      {!phone ? (
        <p>
          {tp.none} <a href={settingsHref}>{tp.settings}</a>
        </p>
      ) : v.phone.confirmed ? (
        <p data-testid="verification-phone-confirmed">{fmt(tp.confirmed, { phone })}</p>
      ) : (
        <>
          <p>{fmt(tp.intro, { phone })}</p>
          <div id={send.feedbackId} tabIndex={-1} className="studio-feedback">
            {send.error ? <VerifyError error={send.error} tv={tv} t={t} errors={errors} /> : null}
            <p role="status" className="studio-done">
              {send.done ?? ""}
            </p>
          </div>
          <p>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={send.busy}
              onClick={() => void sendCode()}
              data-testid="verification-send-code"
            >
              {send.busy ? t.working : codeSent ? tp.sendAgain : tp.send}
            </button>
          </p>
          {devCode ? (
            <p className="verify-dev" data-testid="verification-dev-code-banner">
              <strong>{tp.devTitle}.</strong> {tp.devBody} <code data-testid="verification-dev-code">{devCode}</code>
            </p>
          ) : null}
          {codeSent ? (
            <form className="studio-form" onSubmit={confirm} aria-labelledby="verify-phone-title" data-testid="verification-code-form">
              <div className="field">
                <label htmlFor="verify-code">{tp.codeLabel}</label>
                <input
                  id="verify-code"
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  minLength={6}
                  maxLength={6}
                  required
                  aria-describedby="verify-code-hint"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
                <p className="hint" id="verify-code-hint">
                  {tp.codeHint}
                </p>
              </div>
              <button type="submit" className="btn" disabled={check.busy}>
                {check.busy ? t.working : tp.confirm}
              </button>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}

/** What the owner gave, read-only while the platform decides. */
function Evidence({ v, askedOn, tv }: { v: VerificationView; askedOn: string | null; tv: VerificationTexts }) {
  const d = v.details;
  const td = tv.details;
  return (
    <section className="verify-step" aria-labelledby="verify-evidence-title">
      <h3 id="verify-evidence-title">{tv.evidence}</h3>
      {askedOn ? <p>{fmt(tv.askedOn, { date: askedOn })}</p> : null}
      <dl className="studio-dl">
        {d ? (
          <>
            <dt>{td.legalName}</dt>
            <dd>{d.legalName}</dd>
            <dt>{td.taxId}</dt>
            <dd>{d.taxId}</dd>
            <dt>{td.addressLine1}</dt>
            <dd>{[d.addressLine1, d.addressLine2, `${d.postalCode} ${d.city}`, d.country].filter(Boolean).join(", ")}</dd>
          </>
        ) : null}
        {v.phone.number ? (
          <>
            <dt>{tv.phone.title}</dt>
            <dd>{v.phone.number}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
