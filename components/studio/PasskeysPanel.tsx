"use client";
// The signed-in member's passkeys (docs/studio-accounts.md, Endpoints): listed, added and removed
// through Better Auth's passkey plugin client (list-user-passkeys, delete-passkey, the WebAuthn
// ceremony), which acts on the session's own user only. Removing asks first in the browser's own
// dialog (docs/dashboard.md, Pages); the outcome is announced in a live region.
import { useCallback, useEffect, useState } from "react";
import { createAuthClient } from "better-auth/client";
import { passkeyClient } from "@better-auth/passkey/client";
import type { Locale } from "@/lib/contract/locales";
import type { PasskeysTexts } from "@/lib/i18n/passkeys";
import { longDate } from "@/lib/site/client/format";
import { fmt } from "@/lib/i18n/core";

const client = createAuthClient({ plugins: [passkeyClient()] });

type Key = { id: string; name?: string | null; createdAt?: string | Date | null; backedUp?: boolean };

async function listKeys(): Promise<Key[]> {
  const r = await client.passkey.listUserPasskeys();
  if (r.error || !Array.isArray(r.data)) throw new Error("passkeys not listed");
  return r.data as Key[];
}

export function PasskeysPanel({ locale, t }: { locale: Locale; t: PasskeysTexts }) {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [keys, setKeys] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");

  // setState only in the promise's callbacks: the effect subscribes, it does not set state itself.
  const load = useCallback(
    () =>
      listKeys().then(
        (list) => {
          setKeys(list);
          setState("ready");
        },
        () => setState("failed"),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const nameOf = (k: Key) => k.name || t.unnamed;
  const dateOf = (k: Key) => (k.createdAt ? longDate(new Date(k.createdAt).toISOString().slice(0, 10), locale) : null);

  return (
    <div>
      <div className="actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const r = await client.passkey.addPasskey();
              setSaid(r?.error ? t.notAdded : t.addedNow);
            } catch {
              setSaid(t.notAdded);
            }
            await load();
            setBusy(false);
          }}
        >
          {busy ? t.working : t.add}
        </button>
      </div>
      <p role="status" className="studio-passkey-status">
        {said}
      </p>
      <div data-testid="passkeys-list" data-state={state}>
        {state === "loading" ? (
          <p>{t.loading}</p>
        ) : state === "failed" ? (
          <p className="alert">{t.failed}</p>
        ) : keys.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="studio-blocks">
            {keys.map((k) => (
              <li key={k.id} data-passkey-id={k.id}>
                <span>
                  <strong dir="auto">{nameOf(k)}</strong>
                  {dateOf(k) ? ` · ${fmt(t.added, { date: dateOf(k)! }, locale)}` : ""}
                  {k.backedUp ? ` · ${t.synced}` : ""}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={async () => {
                    if (!window.confirm(fmt(t.confirmRemove, { name: nameOf(k) }, locale))) return;
                    setBusy(true);
                    try {
                      const r = await client.passkey.deletePasskey({ id: k.id });
                      setSaid(r?.error ? t.notRemoved : fmt(t.removed, { name: nameOf(k) }, locale));
                    } catch {
                      setSaid(t.notRemoved);
                    }
                    await load();
                    setBusy(false);
                  }}
                >
                  {fmt(t.remove, { name: nameOf(k) }, locale)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
