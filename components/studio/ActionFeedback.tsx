"use client";
// Where a studio action's outcome shows, and where focus goes once it has one (useStudioAction):
// every form wraps its error and its status line in it, so focus never falls to <body> when the
// pressed button is disabled or gone after the refresh (docs/dashboard.md, Focus after an action).
import type { ReactNode } from "react";
import type { Catalog } from "@/lib/i18n";
import type { ApiFailure } from "./api";
import { StudioError } from "./StudioError";
import { SharedFeedbackProvider, useFeedbackState } from "./useStudioAction";

export function ActionFeedback({ a, children, testId }: { a: { feedbackId: string }; children: ReactNode; testId?: string }) {
  return (
    <div id={a.feedbackId} tabIndex={-1} className="studio-feedback" data-testid={testId}>
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
    <ActionFeedback a={a} testId={testId}>
      {a.error ? <StudioError error={a.error} t={t} errors={errors} /> : null}
      <p role="status" className="studio-done">
        {a.done ?? ""}
      </p>
    </ActionFeedback>
  );
}

/**
 * The outcome of the actions inside it that run with `useStudioAction({ shared: true })`: for
 * controls whose own place goes away after the refresh (a removed member's row, a removed block),
 * so their message stays on the page and focus has somewhere to go.
 */
export function SharedFeedback({
  t,
  errors,
  testId,
  children,
}: {
  t: Catalog["studio"];
  errors: Catalog["errors"];
  testId?: string;
  children: ReactNode;
}) {
  const state = useFeedbackState();
  return (
    <SharedFeedbackProvider value={state}>
      <ActionOutcome a={state} t={t} errors={errors} testId={testId} />
      {children}
    </SharedFeedbackProvider>
  );
}
