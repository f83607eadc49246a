import { ok, preflight, otherMethods } from "@/lib/http/route";
import { publicRoute } from "@/lib/http/public-route";
import { publicGetHold, publicReleaseHold } from "@/lib/http/operations/public/holds";
import { Uuid } from "@/lib/contract/schemas";
import { notFound } from "@/lib/contract/errors";
import { readHold } from "@/lib/domain/holds/read";
import { releaseHold } from "@/lib/domain/holds/release";

// GET /v1/public/holds/{holdId} — getHold, beyond the original contract (lib/domain/holds/read.ts): the hold in any state,
// for re-reading after a timeout; a confirmed hold carries its booking reference.
export const GET = publicRoute<{ holdId: string }>(publicGetHold, async ({ params, db, clock }) => {
  if (!Uuid.safeParse(params.holdId).success) throw notFound("Hold");
  return ok(await readHold(db, clock, params.holdId));
});
// DELETE /v1/public/holds/{holdId} — releaseHold, beyond the contract (lib/domain/holds/release.ts): the guest gives
// the hold up, the slot is free at once; 204, a second release 404.
export const DELETE = publicRoute<{ holdId: string }>(publicReleaseHold, async ({ params, db, clock }) => {
  await releaseHold(db, clock, params.holdId);
  return new Response(null, { status: 204 });
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH } = otherMethods(["GET", "DELETE"]);
