"use client";
// The wizard's hours step (docs/signup.md, The wizard): open and close per weekday with closed days,
// saved as the dashboard's Settings saves them (PATCH /v1/studio/settings/hours).
import { useState, type FormEvent } from "react";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import type { SignUpTexts } from "@/lib/i18n/signup";
import { studioApi, type ApiFailure } from "@/components/studio/api";
import { WeekFields, type DayHours } from "@/components/studio/settings/HoursParts";
import { finishStep } from "./wizard-api";
import { WizardActions } from "./WizardActions";

// Monday first, as the studios' calendars are.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function WizardHours({
  hours,
  version,
  t,
  h,
  lang,
}: {
  hours: DayHours[];
  version: string | undefined;
  t: SignUpTexts;
  h: SettingsTexts["hours"];
  lang: string;
}) {
  const [week, setWeek] = useState<DayHours[]>(() =>
    WEEK.map((d) => hours.find((x) => x.dayOfWeek === d) ?? { dayOfWeek: d, openTime: "10:00", closeTime: "22:00", isClosed: true }),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const setDay = (d: number, patch: Partial<DayHours>) => setWeek((w) => w.map((x) => (x.dayOfWeek === d ? { ...x, ...patch } : x)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await studioApi("/settings/hours", { method: "PATCH", body: { operatingHours: week, version } });
    const failed = r.ok ? await finishStep("hours", lang) : r.error;
    if (failed) {
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="studio-settings">
      <WeekFields week={week} setDay={setDay} h={h} />
      <WizardActions t={t} busy={busy} error={error} back={null} />
    </form>
  );
}
