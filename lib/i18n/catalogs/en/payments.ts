import type { Catalog } from "../catalog";

export const payments: Catalog["payments"] = {
  nav: "Payments",
  title: "Card payments",
  ownersOnly: "Only the studio's owners can see and change payments.",
  platformMode: "Card deposits are charged on the platform's Stripe account.",
  connectMode: "Card deposits are charged directly on the studio's own Stripe account: the studio is the merchant.",
  notConfigured: "Card payments are not configured on this deployment.",
  connect: "Connect with Stripe",
  resume: "Continue Stripe onboarding",
  working: "Opening Stripe…",
  noAccount: "The studio has no connected Stripe account yet.",
  account: "Stripe account",
  chargesOn: "It can take card payments.",
  chargesOff: "It cannot take card payments yet.",
  detailsSubmitted: "Details submitted to Stripe.",
  detailsMissing: "Details still to be submitted to Stripe.",
  stillNeeds: "Stripe still needs:",
  nothingDue: "Stripe needs nothing more.",
  cardOn: "Guests can pay the deposit by card.",
  cardOff: "Guests cannot pay by card right now.",
  cardSettingOff: "Card payments are switched off in Settings.",
  fee: "Platform fee: {percent} % of each deposit.",
  feeOnRefund:
    "A refund does not return the platform's fee: the guest gets back the whole amount you refund, taken from your Stripe balance, and the platform keeps its fee on that deposit.",
  expired: "The Stripe link expired; open it again.",
  failed: "Stripe could not be opened. Please try again.",
};
