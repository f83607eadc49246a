// The studio's payments state and its Stripe Connect onboarding link (docs/payments-connect.md):
// GET /v1/studio/payments and POST /v1/studio/payments/connect.
import { z } from "zod";

export const PaymentsState = z.object({
  mode: z.enum(["connect", "platform"]),
  connectRequired: z.boolean(),
  stripeConfigured: z.boolean(),
  cardPayments: z.boolean(),
  cardPaymentsAvailable: z.boolean(),
  platformFeeBps: z.number().int().min(0).max(10000),
  account: z
    .object({
      id: z.string(),
      chargesEnabled: z.boolean(),
      detailsSubmitted: z.boolean(),
      requirementsDue: z.array(z.string()),
      updatedAt: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentsState = z.infer<typeof PaymentsState>;

export const ConnectLink = z.object({ url: z.url(), accountId: z.string() });
