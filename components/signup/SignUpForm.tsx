"use client";
// The sign-up form (docs/signup.md, Sign-up): an email for a one-time link to the wizard. In
// pre-production without email the answer carries the link, shown here as a hold shows devCode.
import { useState, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/locales";
import type { SignUpTexts } from "@/lib/i18n/signup";

type State = { kind: "idle" | "sending" } | { kind: "sent"; devLink?: string } | { kind: "error"; message: string };

export function SignUpForm({ t, lang }: { t: SignUpTexts; lang: Locale }) {
  const [state, setState] = useState<State>({ kind: "idle" });

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
      else setState({ kind: "error", message: res.status === 429 ? t.tooMany : t.failed });
    } catch {
      setState({ kind: "error", message: t.failed });
    }
  }

  if (state.kind === "sent")
    return (
      <div role="status">
        <h2>{t.sentTitle}</h2>
        <p>{t.sentText}</p>
        {state.devLink ? (
          <p data-testid="dev-link">
            {t.devLinkNote} <a href={state.devLink}>{t.devLinkOpen}</a>
          </p>
        ) : null}
      </div>
    );
  return (
    <>
      <form onSubmit={submit}>
        <label htmlFor="signup-email">{t.emailLabel}</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <button type="submit" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? t.sending : t.submit}
        </button>
      </form>
      {state.kind === "error" && <p role="alert">{state.message}</p>}
    </>
  );
}
