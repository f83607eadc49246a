// A settings form's Save button, "Saving…" while the save runs.
import type { SettingsTexts } from "@/lib/i18n/studio-settings";

export function Submit({ busy, s }: { busy: boolean; s: SettingsTexts }) {
  return (
    <button type="submit" className="btn" disabled={busy}>
      {busy ? s.saving : s.save}
    </button>
  );
}
