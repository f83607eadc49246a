"use client";
// How a room can be paid (docs/studio-settings.md): at the studio and/or by card; card is
// offered only once the studio takes card payments, and a hint says so.
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { MODES, type PayMode, type SiteLanguages } from "./room-form-parts";

type Props = {
  p: string;
  site: SiteLanguages;
  s: SettingsTexts;
  error: string | undefined;
  modes: PayMode[];
  setModes: (modes: PayMode[]) => void;
};

export function RoomPaymentModes({ p, site, s, error, modes, setModes }: Props) {
  return (
    <fieldset className="field" aria-describedby={error ? `${p}-modes-error` : undefined}>
      <legend>{s.rooms.payment}</legend>
      {MODES.map(([m, label]) => (
        <div className="field-check" key={m}>
          <input
            id={`${p}-mode-${m}`}
            name="paymentModes"
            value={m}
            type="checkbox"
            checked={modes.includes(m)}
            aria-describedby={m === "card" && !site.cardPayments ? `${p}-card-off` : undefined}
            onChange={(e) => setModes(e.target.checked ? [...modes, m] : modes.filter((x) => x !== m))}
          />
          <label htmlFor={`${p}-mode-${m}`}>{s.rooms[label]}</label>
        </div>
      ))}
      {site.cardPayments ? null : (
        <p className="hint" id={`${p}-card-off`}>
          {s.rooms.cardOff}
        </p>
      )}
      {error ? (
        <span className="field-error" id={`${p}-modes-error`} data-testid={`${p}-modes-error`}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
