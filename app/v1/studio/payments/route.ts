import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioPayments } from "@/lib/http/operations/studio/payments";
import { readPayments } from "@/lib/domain/payments/connect";

// GET /v1/studio/payments — where card deposits go and what Stripe still needs, owners only (docs/payments-connect.md).
export const GET = studioRoute(studioPayments, async ({ db, clock, actor }) => ok(await readPayments(db, clock, actor)));
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
