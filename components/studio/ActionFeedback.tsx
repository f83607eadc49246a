// Where a studio action's outcome shows, and where focus goes once it has one (useStudioAction):
// every form wraps its error and its status line in it, so focus never falls to <body> when the
// pressed button is disabled or gone after the refresh (docs/dashboard.md, Pages).
import type { ReactNode } from "react";
import type { Catalog } from "@/lib/i18n";
import type { ApiFailure } from "./api";
import { StudioError } from "./StudioError";

export function ActionFeedback({ a, children }: { a: { feedbackId: string }; children: ReactNode }) {
  return (
    <div id={a.feedbackId} tabIndex={-1} className="studio-feedback">
      {children}
    </div>
  );
}

/** The usual outcome of a form's action: its error, else its success text, announced where focus goes. */
export function ActionOutcome({
  a,
  t,
  errors,
  testId,
}: {
  a: { feedbackId: string; error: ApiFailure | null; done: string | null };
  t: Catalog["studio"];
  errors: Catalog["errors"];
  testId?: string;
}) {
  return (
    <div id={a.feedbackId} tabIndex={-1} className="studio-feedback" data-testid={testId}>
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done">
        {a.done ?? ""}
      </p>
    </div>
  );
}
