// The studio's daily digest (docs/studio-settings.md, Daily digest): tomorrow's bookings per room, in
// the studio's main language. The layout is lib/domain/notifications/digest.ts.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/digest.ts.
import type { PaymentStatus } from "../contract/schemas";
import type { Msg } from "./core";

export type DigestTexts = {
  subject: Msg<"studio" | "count">;
  intro: Msg<"date" | "count">;
  noContact: string;
  notes: string;
  /** A booking's payment as the digest says it (a refunded one is said unpaid). */
  payment: Record<Exclude<PaymentStatus, "refunded">, string>;
  footer: string;
};
