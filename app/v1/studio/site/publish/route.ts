// POST /v1/studio/site/publish — the wizard's last step (docs/signup.md, Publish): the template,
// and the site reachable as a preview until the studio is verified. Owners only.
import { otherMethods, ok, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioPublishSite } from "@/lib/http/operations/studio/settings";
import { publishStudio } from "@/lib/domain/signup/studio";

export const dynamic = "force-dynamic";
export const POST = studioRoute(studioPublishSite, async ({ req, db, clock, actor }) =>
  ok(await publishStudio(db, clock, actor, (await readBody(req, studioPublishSite.body.schema)).template)),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
