"use client";
// Add a passkey to the signed-in member (docs/studio-accounts.md, Sign-in): Better Auth's
// passkey client runs the WebAuthn ceremony with /api/auth on this origin; the next sign-in can
// then skip the email. The outcome is announced in a live region.
import { useState } from "react";
import { createAuthClient } from "better-auth/client";
import { passkeyClient } from "@better-auth/passkey/client";

const client = createAuthClient({ plugins: [passkeyClient()] });

export function PasskeyButton({ label, working, added, notAdded }: { label: string; working: string; added: string; notAdded: string }) {
  const [state, setState] = useState<"idle" | "busy" | "added" | "failed">("idle");
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={state === "busy"}
        onClick={async () => {
          setState("busy");
          try {
            const r = await client.passkey.addPasskey();
            setState(r?.error ? "failed" : "added");
          } catch {
            setState("failed");
          }
        }}
      >
        {state === "busy" ? working : label}
      </button>
      <span role="status" className="studio-passkey-status">
        {state === "added" ? added : state === "failed" ? notAdded : ""}
      </span>
    </>
  );
}
