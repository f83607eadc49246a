"use client";
// The connections page's webhooks controls for owners (docs/webhooks.md, Subscriptions and Failing
// endpoints): re-enable a disabled endpoint, remove one, add one (its signing secret is shown once,
// right after: the server keeps it sealed and never shows it again).
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { ActionFeedback } from "./ActionFeedback";
import { StudioError } from "./StudioError";
import { useStudioAction } from "./useStudioAction";

type Texts = { t: Catalog["studio"]; tw: Catalog["webhooks"]; errors: Catalog["errors"] };

export function WebhookActions({ id, url, disabled, t, tw, errors }: Texts & { id: string; url: string; disabled: boolean }) {
  const a = useStudioAction<{ secret?: string; delivered?: boolean; responseStatus?: number | null; error?: string | null }>();
  // The row goes with the refresh: the removal's outcome shows in the table's SharedFeedback.
  const gone = useStudioAction({ shared: true });
  const [secret, setSecret] = useState<string | null>(null);
  const [tested, setTested] = useState<string | null>(null);
  const path = `/webhooks/${encodeURIComponent(id)}`;
  const secretId = `wh-secret-${id}`;

  const test = async () => {
    setSecret(null);
    setTested(null);
    const r = await a.run(`${path}/test`, "POST", {}, "");
    if (r)
      setTested(r.delivered ? fmt(tw.testDelivered, { status: r.responseStatus ?? "" }) : fmt(tw.testFailed, { error: r.error ?? "" }));
  };
  const rotate = async () => {
    if (!window.confirm(fmt(tw.rotateConfirm, { url }))) return;
    setTested(null);
    // No refresh: the new secret is shown in this row, once, and a refresh would not change the list.
    const r = await a.run(`${path}/rotate`, "POST", {}, tw.rotated, { refresh: false });
    if (r?.secret) setSecret(r.secret);
  };

  return (
    <>
      <div className="actions">
        {disabled ? (
          <button
            type="button"
            className="btn btn-small"
            disabled={a.busy}
            aria-label={fmt(tw.enableFor, { url })}
            onClick={() => void a.run(`${path}/enable`, "POST", {}, tw.enabled)}
          >
            {a.busy ? t.working : tw.enable}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={a.busy}
          aria-label={fmt(tw.testFor, { url })}
          onClick={() => void test()}
        >
          {tw.test}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={a.busy}
          aria-label={fmt(tw.rotateFor, { url })}
          onClick={() => void rotate()}
        >
          {tw.rotate}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={a.busy}
          aria-label={fmt(tw.removeFor, { url })}
          onClick={() => {
            if (window.confirm(fmt(tw.removeConfirm, { url }))) void gone.run(path, "DELETE", undefined, tw.removed);
          }}
        >
          {tw.remove}
        </button>
      </div>
      <ActionFeedback a={a}>
        {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
        <span role="status" data-testid="webhook-outcome">
          {tested ?? a.done ?? ""}
        </span>
      </ActionFeedback>
      {secret ? (
        <div className="field">
          <label htmlFor={secretId}>{tw.newSecret}</label>
          <input
            id={secretId}
            type="text"
            readOnly
            value={secret}
            aria-describedby={`${secretId}-hint`}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="webhook-new-secret"
          />
          <p className="hint" id={`${secretId}-hint`}>
            {tw.secretHint}
          </p>
        </div>
      ) : null}
    </>
  );
}

/**
 * `full`: the studio has its WEBHOOK_SUBSCRIPTIONS_MAX (the page says so instead of the field); the
 * form stays mounted so a secret just shown survives the page's refresh.
 */
export function AddWebhookForm({ full, max, t, tw, errors }: Texts & { full: boolean; max: number }) {
  const a = useStudioAction<{ secret: string }>();
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSecret(null);
    const made = await a.run("/webhooks", "POST", { url: url.trim() }, tw.added);
    if (made) {
      setSecret(made.secret);
      setUrl("");
    }
  };

  return (
    <form className="studio-form" onSubmit={submit} aria-labelledby="wh-add-title" data-testid="webhook-form">
      <h3 id="wh-add-title">{tw.addTitle}</h3>
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done" id={a.feedbackId} tabIndex={-1}>
        {a.done ?? ""}
      </p>
      {secret ? (
        <div className="field">
          <label htmlFor="wh-secret">{tw.secret}</label>
          <input
            id="wh-secret"
            type="text"
            readOnly
            value={secret}
            aria-describedby="wh-secret-hint"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="webhook-secret"
          />
          <p className="hint" id="wh-secret-hint">
            {tw.secretHint}
          </p>
        </div>
      ) : null}
      {full ? (
        <p data-testid="webhooks-full">{fmt(tw.full, { max })}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="wh-url">{tw.addUrl}</label>
            <input
              id="wh-url"
              name="url"
              type="url"
              required
              maxLength={2000}
              autoComplete="off"
              aria-describedby="wh-url-hint"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
            <p className="hint" id="wh-url-hint">
              {tw.addHint}
            </p>
          </div>
          <button type="submit" className="btn" disabled={a.busy}>
            {a.busy ? t.working : tw.add}
          </button>
        </>
      )}
    </form>
  );
}
