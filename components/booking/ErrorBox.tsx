// One error of the API, localized, with the way forward as buttons supplied by the caller.
import type { ReactNode } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { ApiFailure } from "./api";

export function ErrorBox({ error, t, children, id }: { error: ApiFailure; t: Catalog["errors"]; children?: ReactNode; id?: string }) {
  const showId = error.requestId && (error.code === "INTERNAL_ERROR" || error.status >= 500);
  return (
    <div className="alert" role="alert" id={id} data-error-code={error.code}>
      <p>{error.local ?? t[error.code]}</p>
      {error.retryAfter ? <p>{fmt(t.retryIn, { seconds: error.retryAfter })}</p> : null}
      {showId ? <p className="hint">{fmt(t.requestId, { id: error.requestId! })}</p> : null}
      {children ? <div className="actions">{children}</div> : null}
    </div>
  );
}
