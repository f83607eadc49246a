// The demo's Sala A as the payment rules read a room (lib/contract/price-rules.ts PaymentRoom): 18 €/h,
// a 30 % deposit, one-hour minimum, card and on-site, no rates beyond its base.
import type { PaymentRoom } from "../../lib/contract/price-rules";

export const SALA_A_PAYMENTS = {
  paymentModes: ["card", "on_site"],
  hourlyCents: 1800,
  depositPercent: 30,
  minMinutes: 60,
  currency: "EUR",
  rateWindows: [],
  longHourlyCents: null,
} satisfies PaymentRoom;
