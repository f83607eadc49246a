"use client";
// One studio action from a button or a form: the call, a busy flag, the error or the success
// text (announced), then router.refresh() so the server components show the new state.
//
// Focus goes to the action's feedback, every time, success or error (docs/dashboard.md, Focus after
// an action): the element with `feedbackId` (ActionFeedback or ActionOutcome, or a component's own
// element carrying the id) is focused once React has committed the render that shows the outcome,
// not right after the answer: the pressed button is disabled while busy and often gone after the
// refresh, and focus must not fall to <body>. A control whose own place goes with the refresh (a
// removed member's or block's row) runs its action with `{ shared: true }` inside a
// SharedFeedback: the outcome then lives in, and focus goes to, that enclosing region, which
// outlives the row.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { studioApi, type ApiFailure } from "./api";

/** The outcome of an action: what its feedback shows. */
type Outcome = { error: ApiFailure | null; done: string | null };

/** Where the outcome shows and focus goes: one action's own, or a SharedFeedback's. */
type FeedbackState = Outcome & {
  feedbackId: string;
  setOutcome: (o: Outcome) => void;
  /** Focus the feedback once the render under way is committed. */
  focusSoon: () => void;
};

const SharedContext = createContext<FeedbackState | null>(null);
export const SharedFeedbackProvider = SharedContext.Provider;

/** An outcome and its feedback element's id, focused after the render that shows a new outcome. */
export function useFeedbackState(): FeedbackState {
  const feedbackId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ error: null, done: null });
  // A counter, so that the same outcome twice (two errors alike) still asks for focus again.
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked > 0) document.getElementById(feedbackId)?.focus();
  }, [focusAsked, feedbackId]);
  const focusSoon = useCallback(() => setFocusAsked((n) => n + 1), []);
  return useMemo(() => ({ ...outcome, feedbackId, setOutcome, focusSoon }), [outcome, feedbackId, focusSoon]);
}

type RunOptions = {
  /** router.refresh() after a success (default true). */
  refresh?: boolean;
  /**
   * Move focus to the feedback (default true): "error" only on a refusal (a success shows, and takes
   * the focus, elsewhere); false for a run that only follows another action's outcome.
   */
  focus?: boolean | "error";
};

export function useStudioAction<T = unknown>(opts: { shared?: boolean } = {}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const own = useFeedbackState();
  const shared = useContext(SharedContext);
  const fb = opts.shared && shared ? shared : own;
  const { setOutcome, focusSoon } = fb;

  const run = useCallback(
    async (
      path: string,
      method: "POST" | "PUT" | "PATCH" | "DELETE",
      body: unknown,
      success: string,
      o: RunOptions = {},
    ): Promise<T | null> => {
      setBusy(true);
      setOutcome({ error: null, done: null });
      const r = await studioApi<T>(path, { method, body });
      setBusy(false);
      if (o.focus === undefined || o.focus === true || (o.focus === "error" && !r.ok)) focusSoon();
      if (!r.ok) {
        // A lost session: the sign-in page, then back here.
        if (r.error.code === "UNAUTHENTICATED") window.location.assign("/studio/sign-in");
        setOutcome({ error: r.error, done: null });
        return null;
      }
      setOutcome({ error: null, done: success });
      if (o.refresh !== false) router.refresh();
      return r.data;
    },
    [router, setOutcome, focusSoon],
  );
  const setError = useCallback((error: ApiFailure | null) => setOutcome({ error, done: null }), [setOutcome]);
  /** A success text known only from the answer (a count), set right after run() returns it. */
  const setDone = useCallback((done: string) => setOutcome({ error: null, done }), [setOutcome]);

  return { busy, error: fb.error, done: fb.done, run, setError, setDone, feedbackId: fb.feedbackId };
}
