// Why the studio's messages are not going out (docs/decisions-messages.md, Daily caps): each channel where
// the studio, or the whole platform, is at its daily cap. On the calendar and the bookings pages; nothing
// while messages go. A server component: text only.
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";

/** A channel at its cap, as lib/domain/notifications/caps.ts studioCapState gives it (components read no domain code). */
type CapState = { channel: "email" | "phone"; studio: { sent: number; cap: number }; studioFull: boolean; platformFull: boolean };

export function MessageCapNotice({ states, verified, t }: { states: CapState[]; verified: boolean; t: Catalog["studio"]["messageCaps"] }) {
  if (states.length === 0) return null;
  const lines = states.flatMap((s) => [
    ...(s.studioFull ? [fmt(t[`studio_${s.channel}`], { cap: s.studio.cap })] : []),
    ...(s.platformFull ? [t[`platform_${s.channel}`]] : []),
  ]);
  const studioFull = states.some((s) => s.studioFull);
  return (
    <div className="studio-notice" role="status" data-testid="message-caps">
      <p>
        <strong>{t.title}</strong>
      </p>
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {studioFull && !verified ? <p>{t.higher}</p> : null}
      <p className="hint">{t.where}</p>
    </div>
  );
}
