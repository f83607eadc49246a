// The studio's standing as the dashboard home shows it (docs/dashboard.md, Verification and notices):
// read by lib/domain/dashboard/standing.ts, drawn by components/studio/StudioStanding.tsx.
import type { z } from "zod";
import type { StudioStatusEnum, VerificationState } from "./studio-schemas";

/** The owner's verification, in the shape GET /v1/studio/verification answers. */
export type VerificationView = z.infer<typeof VerificationState>;

export type Standing = {
  status: z.infer<typeof StudioStatusEnum>;
  changedAt: string | null;
  /** Owners, while not live: the verification's state and evidence. */
  verification: VerificationView | null;
  /** The studio's own address, what the business details form starts from while it has none. */
  address: { addressLine1: string; city: string; postalCode: string; country: string };
  /** Live for less than a week (verified or reinstated). */
  recentlyLive: boolean;
  /** Owners: Stripe turned card payments off (since when, what it needs), until they are on again. */
  cardPaymentsStopped: { since: string; requirements: string[] } | null;
};
