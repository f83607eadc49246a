import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioConnectPayments } from "@/lib/http/operations/studio/payments";
import { startOnboarding } from "@/lib/domain/payments/connect";

// POST /v1/studio/payments/connect — the studio's connected account (made once) and a Stripe-hosted onboarding link (docs/payments-connect.md).
export const POST = studioRoute(studioConnectPayments, async ({ db, clock, actor }) => ok(await startOnboarding(db, clock, actor)));
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
