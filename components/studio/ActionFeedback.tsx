// Where a studio action's outcome shows, and where focus goes once it has one (useStudioAction):
// every form wraps its error and its status line in it, so focus never falls to <body> when the
// pressed button is disabled or gone after the refresh (docs/dashboard.md, Pages).
import type { ReactNode } from "react";

export function ActionFeedback({ a, children }: { a: { feedbackId: string }; children: ReactNode }) {
  return (
    <div id={a.feedbackId} tabIndex={-1} className="studio-feedback">
      {children}
    </div>
  );
}
