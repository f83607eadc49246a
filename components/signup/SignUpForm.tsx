"use client";
// The sign-up form (docs/signup.md, Sign-up): an email for a one-time link to the wizard. In
// pre-production without email the answer carries the link, shown here as a hold shows devCode.
// Past the sign-up limits (docs/signup.md, Limits) it says how long to wait, from Retry-After.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { tooManyText } from "@/lib/i18n/wait";

type State = { kind: "idle" | "sending" } | { kind: "sent"; devLink?: string } | { kind: "error"; message: string };

export function SignUpForm({ t, lang }: { t: SignUpTexts; lang: Locale }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  // Sent: the news takes the focus (the form and its button are gone).
  const sentTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === "sent") sentTitle.current?.focus();
  }, [state.kind]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setState({ kind: "sending" });
    try {
      const res = await fetch("/v1/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, locale: lang }),
      });
      const body = (await res.json()) as { data?: { devLink?: string } };
      if (res.ok) setState({ kind: "sent", devLink: body.data?.devLink });
      else setState({ kind: "error", message: res.status === 429 ? tooManyText(res.headers.get("retry-after"), t, lang) : t.failed });
    } catch {
      setState({ kind: "error", message: t.failed });
    }
  }

  if (state.kind === "sent")
    return (
      <div role="status">
        <h2 ref={sentTitle} tabIndex={-1}>
          {t.sentTitle}
        </h2>
        <p>{t.sentText}</p>
        {state.devLink ? (
          <p className="notice dev-banner" data-testid="dev-link">
            {t.devLinkNote} <a href={state.devLink}>{t.devLinkOpen}</a>
          </p>
        ) : null}
      </div>
    );
  return (
    <>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="signup-email">{t.emailLabel}</label>
          <input id="signup-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </div>
        <button type="submit" className="btn" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? t.sending : t.submit}
        </button>
      </form>
      {state.kind === "error" && (
        <p role="alert" className="alert" data-testid="signup-error">
          {state.message}
        </p>
      )}
    </>
  );
}
