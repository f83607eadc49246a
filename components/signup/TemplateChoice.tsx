"use client";
// The template step (docs/signup.md, Template and preview): both templates, each with a preview on
// the studio's own data, then Publish (POST /v1/studio/site/publish).
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import type { Locale } from "@/lib/contract/locales";
import type { TemplateId } from "@/lib/contract/templates";
import type { SignUpTexts } from "@/lib/i18n/signup";
import s from "./signup.module.css";

type Palette = { bg: string; fg: string; defaultAccent: string };

export function TemplateChoice({
  t,
  lang,
  current,
  palettes,
}: {
  t: SignUpTexts;
  lang: Locale;
  current: TemplateId;
  palettes: Record<TemplateId, Palette>;
}) {
  const [template, setTemplate] = useState<TemplateId>(current);
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done"; siteUrl: string } | { kind: "error"; message: string }>({
    kind: "idle",
  });

  // Published: the news takes the focus (the pressed button is gone with the form).
  const published = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === "done") published.current?.focus();
  }, [state.kind]);

  async function publish() {
    setState({ kind: "busy" });
    try {
      const res = await fetch("/v1/studio/site/publish", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ template }),
      });
      const body = (await res.json()) as { data?: { siteUrl: string }; error?: { message: string } };
      if (res.ok && body.data) setState({ kind: "done", siteUrl: body.data.siteUrl });
      else setState({ kind: "error", message: body.error?.message ?? String(res.status) });
    } catch (e) {
      setState({ kind: "error", message: (e as Error).message });
    }
  }

  if (state.kind === "done")
    return (
      <section role="status" aria-labelledby="published-title">
        <h2 id="published-title" ref={published} tabIndex={-1}>
          {t.publishedTitle}
        </h2>
        <p>{t.publishedText}</p>
        <p className={s.actions} style={{ justifyContent: "flex-start" }}>
          <a className={s.primary} href={state.siteUrl} data-testid="site-link">
            {t.openSite}
          </a>
          <Link href="/studio">{t.openDashboard}</Link>
        </p>
      </section>
    );
  return (
    <>
      <fieldset className={s.cards} style={{ border: 0, padding: 0 }}>
        <legend>{t.templateTitle}</legend>
        {(Object.keys(palettes) as TemplateId[]).map((id) => (
          <div key={id} className={s.card}>
            <label className={s.check}>
              <input type="radio" name="template" value={id} checked={template === id} onChange={() => setTemplate(id)} />
              <strong>{t.templates[id].name}</strong>
            </label>
            <div className={s.swatch} aria-hidden="true">
              <span style={{ background: palettes[id].bg }} />
              <span style={{ background: palettes[id].fg }} />
              <span style={{ background: palettes[id].defaultAccent }} />
            </div>
            <p>{t.templates[id].text}</p>
            <a
              href={`/studio/onboarding/preview/${id}?lang=${lang}`}
              data-testid={`preview-${id}`}
              aria-label={`${t.preview}: ${t.templates[id].name}`}
            >
              {t.preview}
            </a>
          </div>
        ))}
      </fieldset>
      {state.kind === "error" && (
        <p role="alert" className={s.bad}>
          {state.message}
        </p>
      )}
      <div className={s.actions}>
        <button type="button" className={s.primary} onClick={publish} disabled={state.kind === "busy"}>
          {state.kind === "busy" ? t.publishing : t.publish}
        </button>
      </div>
    </>
  );
}
