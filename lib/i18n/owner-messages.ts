// The emails to a studio's owners about its standing (docs/decisions-messages.md, The owner is told):
// the operator verified, rejected, suspended or reinstated it; Stripe stopped or resumed its card
// payments. Each owner's own language. The layout is lib/domain/notifications/owner-notices.ts.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/owner-messages.ts.

type Notice = { subject: string; text: string };

export type OwnerMessageTexts = {
  /** {studio} in every subject and text. */
  studio_verified: Notice;
  studio_rejected: Notice & { next: string };
  studio_suspended: Notice & { next: string };
  studio_reinstated: Notice;
  card_payments_stopped: Notice & { needs: string; next: string };
  card_payments_resumed: Notice;
  reason: string;
  dashboard: string;
  /** {studio} */
  footer: string;
};
