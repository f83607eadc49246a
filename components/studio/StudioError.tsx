// One studio API error, localized by its code (the dashboard's own wording for the codes staff
// meet differently from guests), with the server's message as a detail where it names the
// obstacle (SLOT_TAKEN names the booking in the way).
import type { Dict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { ApiFailure } from "./api";

const DETAILED = new Set(["SLOT_TAKEN", "INVALID_STATE", "VALIDATION_ERROR", "OUTSIDE_HOURS"]);

export function StudioError({ error, t, errors, id }: { error: ApiFailure; t: Dict["studio"]; errors: Dict["errors"]; id?: string }) {
  const own = (t.errors as Record<string, string>)[error.code];
  return (
    <div className="alert" role="alert" id={id} data-error-code={error.code}>
      <p>{own ?? errors[error.code]}</p>
      {DETAILED.has(error.code) && error.message ? <p className="hint">{fmt(t.errors.detail, { message: error.message })}</p> : null}
      {error.retryAfter ? <p>{fmt(errors.retryIn, { seconds: error.retryAfter })}</p> : null}
      {error.requestId && error.status >= 500 ? <p className="hint">{fmt(errors.requestId, { id: error.requestId })}</p> : null}
    </div>
  );
}
