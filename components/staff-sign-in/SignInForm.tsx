"use client";
// The staff sign-in form (docs/studio-accounts.md, Sign-in): an email for a one-time link, or a
// passkey. Better Auth's browser client talks to /api/auth on this same origin.
import { useState, type FormEvent } from "react";
import { createAuthClient } from "better-auth/client";
import { magicLinkClient } from "better-auth/client/plugins";
import { passkeyClient } from "@better-auth/passkey/client";
import type { StaffAuthTexts } from "@/lib/i18n/staff-auth";

const client = createAuthClient({ plugins: [magicLinkClient(), passkeyClient()] });

type Texts = Omit<StaffAuthTexts, "inviteSubject" | "inviteIntro" | "linkNote" | "checkMailText" | "roles"> & { checkMailText: string };
type State = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string };

export function SignInForm({ t, initialError }: { t: Texts; initialError: string | null }) {
  const [state, setState] = useState<State>(initialError ? { kind: "error", message: initialError } : { kind: "idle" });

  async function sendLink(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setState({ kind: "sending" });
    const r = await client.signIn.magicLink({ email, callbackURL: "/studio", errorCallbackURL: "/studio/sign-in" });
    if (!r.error) setState({ kind: "sent" });
    else setState({ kind: "error", message: r.error.status === 429 ? t.tooMany : t.failed });
  }

  async function withPasskey() {
    const r = await client.signIn.passkey();
    if (r?.error) setState({ kind: "error", message: t.passkeyFailed });
    else window.location.assign("/studio");
  }

  if (state.kind === "sent")
    return (
      <div role="status" className="sign-in-sent">
        <h2>{t.checkMail}</h2>
        <p>{t.checkMailText}</p>
      </div>
    );
  return (
    <>
      <form onSubmit={sendLink} noValidate={false} className="sign-in-form">
        <div className="field">
          <label htmlFor="staff-email">{t.emailLabel}</label>
          <input id="staff-email" name="email" type="email" autoComplete="username webauthn" required />
        </div>
        <button type="submit" className="btn" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? t.sending : t.sendLink}
        </button>
      </form>
      <p className="sign-in-or">{t.or}</p>
      <button type="button" className="btn btn-secondary" onClick={withPasskey}>
        {t.passkey}
      </button>
      {state.kind === "error" && (
        <p role="alert" className="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
