"use client";
// One settings save (docs/studio-settings.md, How a save works): the call, a busy flag, the field
// errors of a VALIDATION_ERROR by studio-file path (shown inline), any other error (alert), the
// success text (announced), then router.refresh() so the page reads the saved settings.
import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { studioApi, type ApiFailure } from "../api";
import { fieldErrors } from "./form-math";

export function useSave<T = unknown>() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  const run = useCallback(
    async (path: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body: unknown, success: string | null): Promise<T | null> => {
      setBusy(true);
      setError(null);
      setFields({});
      setDone(null);
      const r = await studioApi<T>(`/settings${path}`, { method, body });
      setBusy(false);
      if (!r.ok) {
        if (r.error.code === "UNAUTHENTICATED") window.location.assign("/studio/sign-in");
        const byField = r.error.code === "VALIDATION_ERROR" ? fieldErrors(r.error.message) : {};
        setFields(byField);
        // The alert too: it is announced, and names a field the form may not show.
        setError(r.error);
        return null;
      }
      if (success !== null) {
        setDone(success);
        router.refresh();
      }
      return r.data;
    },
    [router],
  );

  return { busy, error, fields, done, run, setDone, setError };
}
