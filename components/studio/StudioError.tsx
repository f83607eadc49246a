// One studio API error in the member's language (docs/dashboard.md, Pages): the code's own text
// (the dashboard's wording for the codes staff meet differently from guests), then what the error
// says more, worded from its details and field paths by lib/i18n/studio-errors.ts — the API's
// English message never shows on an es/ca page. A stale settings save offers the current values.
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { isLocale } from "@/lib/contract/locales";
import { studioErrorLines } from "@/lib/i18n/studio-errors";
import type { ApiFailure } from "./api";

export function StudioError({ error, t, errors, id }: { error: ApiFailure; t: Catalog["studio"]; errors: Catalog["errors"]; id?: string }) {
  const own = (t.errors as Record<string, string>)[error.code];
  const lang = isLocale(t.errors.lang) ? t.errors.lang : "en";
  const lines = studioErrorLines(error, lang);
  return (
    <div className="alert" role="alert" id={id} data-error-code={error.code}>
      <p>{own ?? errors[error.code]}</p>
      {lines.length === 1 ? <p className="hint">{lines[0]}</p> : null}
      {lines.length > 1 ? (
        <ul className="hint">
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : null}
      {error.code === "STALE_VERSION" ? (
        <p>
          <button type="button" className="btn btn-small" onClick={() => window.location.reload()}>
            {t.errors.reload}
          </button>
        </p>
      ) : null}
      {error.retryAfter ? <p>{fmt(errors.retryIn, { seconds: error.retryAfter })}</p> : null}
      {error.requestId && error.status >= 500 ? <p className="hint">{fmt(errors.requestId, { id: error.requestId })}</p> : null}
    </div>
  );
}
