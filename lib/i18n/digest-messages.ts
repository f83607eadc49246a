// The studio's daily digest (docs/studio-settings.md, Daily digest): tomorrow's bookings per room, in
// the studio's main language. The layout is lib/domain/notifications/digest.ts.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/digest.ts.
import type { Msg } from "./core";

export type DigestTexts = {
  subject: Msg<"studio" | "count">;
  intro: Msg<"date" | "count">;
  noContact: string;
  notes: string;
  payment: { paid: string; deposit_paid: string; pending: string; unpaid: string };
  footer: string;
};
