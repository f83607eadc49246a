"use client";
// Sign out: Better Auth's own endpoint (POST /api/auth/sign-out revokes the session row and
// clears the cookie; docs/studio-accounts.md), then the sign-in page. A plain button, so it
// works from the keyboard; if the call fails the sign-in page still opens and the server
// refuses a revoked session anyway.
import { useState } from "react";

export function SignOutButton({ label, working }: { label: string; working: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await fetch("/api/auth/sign-out", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
            credentials: "same-origin",
          });
        } finally {
          window.location.assign("/studio/sign-in");
        }
      }}
    >
      {busy ? working : label}
    </button>
  );
}
