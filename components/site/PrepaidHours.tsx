"use client";
// Prepaid hours (docs/prepaid-hours.md, The buyer's code): a code, and what it has left. The buyer's email
// links to /{locale}/hours#CODE: the fragment never reaches a server, and is read here into the field
// once the page runs. The form posts to the page's server action (useActionState): without JavaScript
// it is a plain POST and the page comes back with the answer; with it, the same action without a
// reload, the code kept in its field. Never a GET: the code is in no URL a server sees.
import { startTransition, useActionState, useState, useSyncExternalStore, type FormEvent } from "react";
import type { Locale } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { HoursAnswer } from "@/lib/site/server/prepaid-hours";

type Props = {
  action: (prev: HoursAnswer, form: FormData) => Promise<HoursAnswer>;
  locale: Locale;
  t: Catalog["prepaid"]["page"];
  /** The text of an unexpected failure (the site's INTERNAL_ERROR). */
  failed: string;
  /** Where to book with the hours: the site's rooms. */
  bookHref: string;
};

const CODE_MAX = 40;
const IDLE: HoursAnswer = { kind: "idle" };

function onHashChange(changed: () => void): () => void {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
}

/** The code the link carries in its fragment ("#ABCD-EFGH-JKMN"), "" for none. */
function codeOfHash(): string {
  const raw = location.hash.slice(1);
  let code = raw;
  try {
    code = decodeURIComponent(raw);
  } catch {
    /* kept as written */
  }
  return code.trim().slice(0, CODE_MAX);
}

function Answer({ answer, locale, t, failed, bookHref }: Omit<Props, "action"> & { answer: HoursAnswer }) {
  switch (answer.kind) {
    case "idle":
      return null;
    case "unknown":
      return <p className="alert">{t.unknown}</p>;
    case "busy":
      return <p className="alert">{t.busy}</p>;
    case "failed":
      return <p className="alert">{failed}</p>;
    case "found":
      return (
        <div className="notice" data-testid="prepaid-hours-found">
          <p>
            <strong>{fmt(t.left, { hours: answer.left }, locale)}</strong>
          </p>
          <p>{fmt(t.of, { hours: answer.left, total: answer.total }, locale)}</p>
          <p>{fmt(answer.expired ? t.expired : t.expires, { date: answer.date }, locale)}</p>
          <p>
            <a className="btn" href={bookHref}>
              {t.book}
            </a>
          </p>
        </div>
      );
  }
}

export function PrepaidHours({ action, ...rest }: Props) {
  const { locale, t } = rest;
  const [answer, formAction, pending] = useActionState(action, IDLE);
  // The fragment after hydration (the server renders no fragment: ""), until the guest types.
  const fromLink = useSyncExternalStore(onHashChange, codeOfHash, () => "");
  const [typed, setTyped] = useState<string | null>(null);
  const code = typed ?? fromLink;

  function submit(e: FormEvent<HTMLFormElement>) {
    // The action run by hand: React's own run would reset the form and empty the field.
    e.preventDefault();
    if (pending || !code.trim()) return;
    const data = new FormData(e.currentTarget);
    startTransition(() => formAction(data));
  }

  return (
    <form action={formAction} onSubmit={submit} data-testid="prepaid-hours">
      <input type="hidden" name="locale" value={locale} />
      <div className="field">
        <label htmlFor="ph-code">{t.codeLabel}</label>
        <input
          id="ph-code"
          name="code"
          className="input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={CODE_MAX}
          value={code}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <div className="actions">
        <button className="btn" type="submit" disabled={pending}>
          {t.check}
        </button>
      </div>
      {/* One live region, its place kept from the first paint so the answer moves nothing below it. */}
      <div role="status" aria-live="polite" data-testid="prepaid-hours-result" style={{ minHeight: "3em" }}>
        <Answer answer={answer} {...rest} />
      </div>
    </form>
  );
}
