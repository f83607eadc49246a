// The studio's daily digest (docs/studio-settings.md, Daily digest): tomorrow's bookings per room, in
// the studio's main language. The layout is lib/domain/notifications/digest.ts.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/digest.ts.

export type DigestTexts = {
  subject: (studio: string, n: number) => string;
  intro: (date: string, n: number) => string;
  noContact: string;
  notes: string;
  payment: { paid: string; deposit_paid: string; pending: string; unpaid: string };
  footer: string;
};
