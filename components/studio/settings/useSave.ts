"use client";
// One settings save (docs/studio-settings.md, How a save works): the call, a busy flag, the field
// errors of a VALIDATION_ERROR by studio-file path (shown inline), any other error (alert), the
// success text (announced), then router.refresh() so the page reads the saved settings.
// A form that edits a versioned part (a section or a room) passes its version: every save carries
// the version the form last saw (the page's, or the previous save's answer), so a save over a
// change made elsewhere answers STALE_VERSION instead of reverting it (docs/decisions-platform.md, Settings versions).
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { studioApi, type ApiFailure } from "../api";
import { isLocale } from "@/lib/contract/locales";
import type { SettingsVersions } from "@/lib/contract/studio-schemas";
import { inlineReason } from "@/lib/i18n/studio-errors";
import { fieldErrors } from "./form-math";

export type { SettingsVersions };
type Versioned = { versions?: SettingsVersions; settings?: { versions?: SettingsVersions } };

/**
 * `read`/`of`: the part's version as the page read it and where a save's answer carries it.
 * `lang`: the page's language, in which the inline field errors are worded (lib/i18n/studio-errors.ts).
 */
export function useSave<T = unknown>(version?: {
  read?: string | undefined;
  of?: (v: SettingsVersions) => string | undefined;
  lang?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  // The version of the last save's answer, until the page's own (refreshed) version replaces it.
  const latest = useRef<string | undefined>(undefined);
  const read = version?.read;
  const of = version?.of;
  const lang = version?.lang;
  useEffect(() => {
    latest.current = undefined;
  }, [read]);

  const run = useCallback(
    async (path: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body: unknown, success: string | null): Promise<T | null> => {
      setBusy(true);
      setError(null);
      setFields({});
      setDone(null);
      const v = latest.current ?? read;
      const sent = v && body && typeof body === "object" ? { ...body, version: v } : body;
      const r = await studioApi<T>(`/settings${path}`, { method, body: sent });
      setBusy(false);
      if (!r.ok) {
        if (r.error.code === "UNAUTHENTICATED") window.location.assign("/studio/sign-in");
        const byField = r.error.code === "VALIDATION_ERROR" ? fieldErrors(r.error.message) : {};
        const l = isLocale(lang) ? lang : "en";
        setFields(
          Object.fromEntries(
            Object.entries(byField).map(([k, v]) => [
              k,
              v
                .split("; ")
                .map((x) => inlineReason(x, l))
                .join("; "),
            ]),
          ),
        );
        // The alert too: it is announced, and names a field the form may not show.
        setError(r.error);
        return null;
      }
      const answer = r.data as Versioned | null;
      const versions = answer?.versions ?? answer?.settings?.versions;
      if (of && versions) latest.current = of(versions);
      if (success !== null) {
        setDone(success);
        router.refresh();
      }
      return r.data;
    },
    [router, read, of, lang],
  );

  return { busy, error, fields, done, run, setDone, setError };
}
