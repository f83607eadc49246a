// POST /v1/studio/settings/domain/check — read the own domain's TXT record now (owners only;
// docs/studio-settings.md, Own domain).
import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCheckCustomDomain } from "@/lib/http/operations/studio/settings";
import { checkDomain } from "@/lib/domain/domains/proof";
import { txtLookup } from "@/lib/infra/dns";
import { env } from "@/lib/infra/env";

export const dynamic = "force-dynamic";
export const POST = studioRoute(studioCheckCustomDomain, async ({ db, clock, actor }) =>
  ok({ customDomain: await checkDomain(db, clock, txtLookup(env()), actor.studioId, actor) }),
);
export const { GET, PUT, PATCH, DELETE } = otherMethods(["POST"], { cors: false });
