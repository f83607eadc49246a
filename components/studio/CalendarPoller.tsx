"use client";
// Keeps the calendar current (docs/dashboard.md, Pages): every 15 s it asks the studio API for
// the shown days' `version` and, when it changed, refreshes the server-rendered page — so a
// change shows within 30 s — and says so in a polite live region. Paused while the tab is hidden.
// On the landing page of a phone, where the agenda of today and tomorrow is what shows, it asks
// for the agenda's `version` instead (docs/dashboard.md, Agenda and day sheet).
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { studioApi } from "./api";

const POLL_MS = 15_000;
/** The agenda shows below this width (the phone's layout in app/(platform)/studio/studio.css). */
const PHONE = "(max-width: 639.98px)";

export function CalendarPoller({
  from,
  days,
  version,
  agendaVersion,
  message,
}: {
  from: string;
  days: 1 | 7;
  version: string;
  /** Set on the landing page, which draws the agenda. */
  agendaVersion?: string;
  message: string;
}) {
  const router = useRouter();
  const [said, setSaid] = useState("");
  const seen = useRef({ calendar: version, agenda: agendaVersion });

  useEffect(() => {
    // A new render of the page brings the versions it was rendered with.
    if (seen.current.calendar !== version || seen.current.agenda !== agendaVersion) setSaid(message);
    seen.current = { calendar: version, agenda: agendaVersion };
  }, [version, agendaVersion, message]);

  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      if (document.visibilityState === "hidden") return;
      const agenda = seen.current.agenda !== undefined && window.matchMedia(PHONE).matches;
      const r = await studioApi<{ version: string }>(agenda ? "/agenda" : `/calendar?from=${from}&days=${days}`);
      const was = agenda ? seen.current.agenda : seen.current.calendar;
      if (!stopped && r.ok && r.data.version !== was) router.refresh();
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
