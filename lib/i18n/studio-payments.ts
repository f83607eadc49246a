// Texts of the dashboard's payments page (docs/payments-connect.md): the studio's Stripe account,
// its state and what Stripe still needs, in the dashboard's language.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/payments.ts.

export type PaymentsTexts = {
  nav: string;
  title: string;
  ownersOnly: string;
  platformMode: string;
  connectMode: string;
  notConfigured: string;
  connect: string;
  resume: string;
  working: string;
  noAccount: string;
  account: string;
  chargesOn: string;
  chargesOff: string;
  detailsSubmitted: string;
  detailsMissing: string;
  /** Followed by the list of Stripe's requirement names. */
  stillNeeds: string;
  nothingDue: string;
  cardOn: string;
  cardOff: string;
  cardSettingOff: string;
  fee: string;
  /** The fee on a refunded deposit (docs/payments-connect.md, Platform fee). */
  feeOnRefund: string;
  expired: string;
  failed: string;
};
