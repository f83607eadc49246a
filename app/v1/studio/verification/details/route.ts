// PUT /v1/studio/verification/details — the business details kept as evidence (owners only;
// docs/operators.md, Verification).
import { otherMethods, ok, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioVerificationDetails } from "@/lib/http/operations/studio/verification";
import { saveDetails } from "@/lib/domain/platform/verification";

export const dynamic = "force-dynamic";
export const PUT = studioRoute(studioVerificationDetails, async ({ req, db, clock, actor }) =>
  ok(await saveDetails(db, clock, actor, await readBody(req, studioVerificationDetails.body.schema))),
);
export const { GET, POST, PATCH, DELETE } = otherMethods(["PUT"], { cors: false });
