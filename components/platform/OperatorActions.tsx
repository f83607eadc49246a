"use client";
// The operator's actions on a studio (docs/operators.md, Operator API): a reason, then one of the actions
// the studio's status allows; the console re-renders with the new status.
import { useRouter } from "next/navigation";
import { useState } from "react";

const ALLOWED: Record<string, readonly string[]> = {
  draft: ["verify", "suspend"],
  awaiting_verification: ["verify", "reject", "suspend"],
  live: ["suspend"],
  suspended: ["reinstate"],
  rejected: ["verify"],
};

export function OperatorActions({ studioId, status }: { studioId: string; status: string }) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: string) => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/v1/platform/studios/${studioId}/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reason }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        setError(body?.error?.message ?? `Failed (${res.status})`);
      } else {
        setReason("");
        router.refresh();
      }
    } finally {
      setBusy(false);
    }
  };
  const actions = ALLOWED[status] ?? [];
  return (
    <section className="studio-section" aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      <div className="field">
        <label htmlFor="operator-reason">Reason (shown to the studio&apos;s owner)</label>
        <textarea
          id="operator-reason"
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={1000}
          rows={3}
          required
        />
      </div>
      <p className="actions">
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className="btn"
            disabled={busy || reason.trim() === ""}
            onClick={() => void act(a)}
            data-testid={`action-${a}`}
          >
            {a[0].toUpperCase() + a.slice(1)}
          </button>
        ))}
      </p>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </section>
  );
}
