// GET /v1/studio/settings/domain — the own domain and its proof (owners only; docs/studio-settings.md, Own domain).
import { ok, otherMethods } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioCustomDomain } from "@/lib/http/operations/studio/settings";
import { domainState } from "@/lib/domain/domains/claims";

export const dynamic = "force-dynamic";
export const GET = studioRoute(studioCustomDomain, async ({ db, actor }) => ok({ customDomain: await domainState(db, actor.studioId) }));
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"], { cors: false });
