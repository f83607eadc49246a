"use client";
// Keeps the calendar current (docs/dashboard.md, Pages): every 15 s it asks the studio API for
// the shown days' `version` and, when it changed, refreshes the server-rendered page — so a
// change shows within 30 s — and says so in a polite live region. Paused while the tab is hidden.
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { studioApi } from "./api";

const POLL_MS = 15_000;

export function CalendarPoller({ from, days, version, message }: { from: string; days: 1 | 7; version: string; message: string }) {
  const router = useRouter();
  const [said, setSaid] = useState("");
  const seen = useRef(version);

  useEffect(() => {
    // A new render of the page brings the version it was rendered with.
    if (seen.current !== version) setSaid(message);
    seen.current = version;
  }, [version, message]);

  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      if (document.visibilityState === "hidden") return;
      const r = await studioApi<{ version: string }>(`/calendar?from=${from}&days=${days}`);
      if (!stopped && r.ok && r.data.version !== seen.current) router.refresh();
    };
    const id = setInterval(() => void tick(), POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [from, days, router]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="calendar-live">
      {said}
    </p>
  );
}
