import type { Catalog } from "../catalog";

export const ownerMessages: Catalog["ownerMessages"] = {
  studio_verified: {
    subject: "{studio} is verified",
    text: "The platform verified {studio}: its site is live and takes bookings.",
  },
  studio_rejected: {
    subject: "{studio} was not verified",
    text: "The platform did not verify {studio}: its site is not live.",
    next: "Fix the details in the dashboard and ask for verification again:",
  },
  studio_suspended: {
    subject: "{studio} is suspended",
    text: "The platform suspended {studio}: its site is not live and takes no bookings.",
    next: "The dashboard shows where the studio stands:",
  },
  studio_reinstated: {
    subject: "{studio} is live again",
    text: "The platform reinstated {studio}: its site is live and takes bookings again.",
  },
  card_payments_stopped: {
    subject: "Card payments stopped at {studio}",
    text: "Stripe turned off card payments on the account of {studio}: guests can't pay a deposit by card until it is resolved. Bookings paid at the studio go on as before.",
    needs: "What Stripe says it needs:",
    next: "Open Payments in the dashboard to continue with Stripe:",
  },
  card_payments_resumed: {
    subject: "Card payments are back at {studio}",
    text: "Stripe turned card payments on again on the account of {studio}: guests can pay deposits by card.",
  },
  reason: "The platform's reason",
  dashboard: "Open the dashboard:",
  footer: "You get this email as an owner of {studio}.",
};
