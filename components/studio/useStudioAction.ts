"use client";
// One studio action from a button or a form: the call, a busy flag, the error or the success
// text (announced), then router.refresh() so the server components show the new state. Focus
// moves to the feedback (the form's ActionFeedback, which carries `feedbackId`): the pressed button is disabled
// while busy and often gone after the refresh, and focus must not fall to <body>
// (docs/dashboard.md, Pages).
import { useCallback, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { studioApi, type ApiFailure } from "./api";

export function useStudioAction<T = unknown>() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const feedbackId = useId();

  const run = useCallback(
    async (
      path: string,
      method: "POST" | "PUT" | "PATCH" | "DELETE",
      body: unknown,
      success: string,
      opts: { refresh?: boolean } = {},
    ): Promise<T | null> => {
      setBusy(true);
      setError(null);
      setDone(null);
      const r = await studioApi<T>(path, { method, body });
      setBusy(false);
      if (!r.ok) {
        // A lost session: the sign-in page, then back here.
        if (r.error.code === "UNAUTHENTICATED") window.location.assign("/studio/sign-in");
        setError(r.error);
        document.getElementById(feedbackId)?.focus();
        return null;
      }
      setDone(success);
      document.getElementById(feedbackId)?.focus();
      if (opts.refresh !== false) router.refresh();
      return r.data;
    },
    [router, feedbackId],
  );

  return { busy, error, done, run, setError, feedbackId };
}
