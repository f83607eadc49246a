"use client";
// The studio's logo and cover in the settings (docs/studio-settings.md, Logo and cover): the
// current picture, a file input to upload or replace it (a native input: the keyboard alone
// works it) and "Remove". Each change is saved at once through
// /v1/studio/settings/images/{logo|cover}, which runs the room photos' pipeline.
import { useRef, useState } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { NETWORK_FAILURE, readEnvelope, type ApiFailure } from "@/components/api-envelope";
import { studioApi, type ApiResult } from "../api";
import { StudioError } from "../StudioError";

type Kind = "logo" | "cover";
type Saved = { saved: true; settings: { studio: { logoUrl: string | null; coverImageUrl: string | null } } };

/** Preview box per kind: the logo as the templates show it (square), the cover as a share card. */
const PREVIEW: Record<Kind, { width: number; height: number }> = {
  logo: { width: 80, height: 80 },
  cover: { width: 320, height: 168 },
};

async function upload(kind: Kind, file: File): Promise<ApiResult<Saved>> {
  const form = new FormData();
  form.set("file", file);
  let res: Response;
  try {
    res = await fetch(`/v1/studio/settings/images/${kind}`, { method: "POST", body: form, credentials: "same-origin", cache: "no-store" });
  } catch {
    return { ok: false, error: { ...NETWORK_FAILURE } };
  }
  return readEnvelope<Saved>(res, (s) => (s === 403 ? "FORBIDDEN" : s === 429 ? "RATE_LIMIT_EXCEEDED" : "INTERNAL_ERROR"));
}

export function StudioImages({
  logoUrl,
  coverImageUrl,
  s,
  t,
  errors,
}: {
  logoUrl: string | null;
  coverImageUrl: string | null;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
}) {
  const b = s.basics;
  return (
    <section aria-labelledby="settings-images">
      <h3 id="settings-images">{b.imagesTitle}</h3>
      <ImageSlot kind="logo" label={b.logo} hint={b.logoHint} initial={logoUrl} s={s} t={t} errors={errors} />
      <ImageSlot kind="cover" label={b.cover} hint={b.coverHint} initial={coverImageUrl} s={s} t={t} errors={errors} />
    </section>
  );
}

function ImageSlot({
  kind,
  label,
  hint,
  initial,
  s,
  t,
  errors,
}: {
  kind: Kind;
  label: string;
  hint: string;
  initial: string | null;
  s: SettingsTexts;
  t: Catalog["studio"];
  errors: Catalog["errors"];
}) {
  const b = s.basics;
  const [url, setUrl] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [status, setStatus] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const image = label.toLowerCase();
  const id = `studio-image-${kind}`;

  async function act(run: () => Promise<ApiResult<Saved>>, done: string) {
    setBusy(true);
    setError(null);
    setStatus("");
    const r = await run();
    setBusy(false);
    if (fileRef.current) fileRef.current.value = "";
    if (!r.ok) {
      if (r.error.code === "UNAUTHENTICATED") window.location.assign("/studio/sign-in");
      return setError(r.error);
    }
    const st = r.data.settings.studio;
    setUrl(kind === "logo" ? st.logoUrl : st.coverImageUrl);
    setStatus(done);
  }

  return (
    <div className="studio-image" data-testid={id}>
      <h4 id={`${id}-title`}>{label}</h4>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the studio's own upload or URL; the preview box is fixed.
        <img src={url} alt="" {...PREVIEW[kind]} style={{ objectFit: kind === "logo" ? "contain" : "cover" }} />
      ) : (
        <p>{b.noImage}</p>
      )}
      {error ? <StudioError error={error} t={t} errors={errors} /> : null}
      <div className="field">
        <label htmlFor={`${id}-file`}>{fmt(url ? b.replace : b.upload, { image })}</label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,.heic"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) void act(() => upload(kind, f), b.uploaded);
          }}
        />
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      </div>
      {url ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => void act(() => studioApi<Saved>(`/settings/images/${kind}`, { method: "DELETE" }), b.removed)}
        >
          {fmt(b.remove, { image })}
        </button>
      ) : null}
      <p role="status" aria-live="polite" className="hint">
        {busy ? s.saving : status}
      </p>
    </div>
  );
}
