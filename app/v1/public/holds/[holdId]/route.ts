import { route, ok, preflight, otherMethods } from "@/lib/http/route";
import { Uuid } from "@/lib/contract/schemas";
import { notFound } from "@/lib/contract/errors";
import { readHold } from "@/lib/domain/holds/read";

// GET /v1/public/holds/{holdId} — getHold, beyond the original contract (lib/domain/holds/read.ts): the hold in any state,
// for re-reading after a timeout; a confirmed hold carries its booking reference.
export const GET = route<{ holdId: string }>({ limit: "read" }, async ({ params, db, clock }) => {
  if (!Uuid.safeParse(params.holdId).success) throw notFound("Hold");
  return ok(await readHold(db, clock, params.holdId));
});
export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
