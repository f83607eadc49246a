"use client";
// Staff management for owners (docs/dashboard.md, Pages; the rules are docs/studio-accounts.md):
// invite by email with a role, remove a member (the API refuses removing the last owner).
import { useState, type FormEvent, type ReactNode } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { ActionFeedback, SharedFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

/** The invitation's answer: whether the link went out by email; the link itself in pre-production when it did not. */
type Invited = { invitationSent: boolean; devLink?: string };

export function InviteForm({ t, errors }: { t: Catalog["studio"]; errors: Catalog["errors"] }) {
  const ts = t.staff;
  const a = useStudioAction<Invited>();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<"staff" | "owner">("staff");
  const [devLink, setDevLink] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDevLink(null);
    const body = { email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}) };
    const r = await a.run("/staff", "POST", body, fmt(ts.invited, { email: body.email }));
    if (r === null) return;
    setEmail("");
    setName("");
    // Email delivery not configured: "sent" would be untrue (docs/studio-accounts.md, Roles).
    if (!r.invitationSent) {
      a.setDone(fmt(ts.invitedNotSent, { email: body.email }));
      setDevLink(r.devLink ?? null);
    }
  };

  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="invite-title" data-testid="invite-form">
      <h2 id="invite-title">{ts.inviteTitle}</h2>
      <ActionFeedback a={a} testId="invite-feedback">
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <p role="status" className="studio-done">
          {a.done ?? ""}
        </p>
        {devLink && a.done ? (
          <div className="field">
            <label htmlFor="invite-link">{ts.invitationLink}</label>
            <input
              id="invite-link"
              type="text"
              readOnly
              value={devLink}
              aria-describedby="invite-link-hint"
              onFocus={(e) => e.target.select()}
            />
            <p className="hint" id="invite-link-hint">
              {ts.invitationLinkHint}
            </p>
          </div>
        ) : null}
      </ActionFeedback>
      <div className="field">
        <label htmlFor="invite-email">{ts.inviteEmail}</label>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="invite-name">{ts.inviteName}</label>
        <input
          id="invite-name"
          name="name"
          type="text"
          maxLength={120}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="invite-role">{ts.inviteRole}</label>
        <select id="invite-role" name="role" value={role} onChange={(e) => setRole(e.target.value as "staff" | "owner")}>
          <option value="staff">{t.roles.staff}</option>
          <option value="owner">{t.roles.owner}</option>
        </select>
      </div>
      <button type="submit" className="btn" disabled={a.busy}>
        {a.busy ? t.working : ts.inviteSubmit}
      </button>
    </form>
  );
}

export function RemoveMemberButton({ memberId, name, t }: { memberId: string; name: string; t: Catalog["studio"] }) {
  // The row goes with the refresh: the outcome shows in the table's SharedFeedback (MembersFeedback).
  const a = useStudioAction({ shared: true });
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      disabled={a.busy}
      onClick={() => {
        if (window.confirm(fmt(t.staff.removeConfirm, { name })))
          void a.run(`/staff/${encodeURIComponent(memberId)}`, "DELETE", undefined, fmt(t.staff.removed, { name }));
      }}
    >
      {fmt(t.staff.remove, { name })}
    </button>
  );
}

/** Where a removal's outcome shows (and focus goes), above the members' table: the removed row is gone after the refresh. */
export function MembersFeedback({ t, errors, children }: { t: Catalog["studio"]; errors: Catalog["errors"]; children: ReactNode }) {
  return (
    <SharedFeedback t={t} errors={errors} testId="staff-feedback">
      {children}
    </SharedFeedback>
  );
}
