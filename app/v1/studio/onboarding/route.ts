// PATCH /v1/studio/onboarding — a wizard step done; the answer is where the wizard resumes (docs/signup.md, The wizard).
import { ok, otherMethods, readBody } from "@/lib/http/route";
import { studioRoute } from "@/lib/http/studio-route";
import { studioOnboardingStep } from "@/lib/http/operations/studio/settings";
import { completeOnboardingStep } from "@/lib/domain/signup/progress";

export const PATCH = studioRoute(studioOnboardingStep, async ({ req, db, actor }) =>
  ok(await completeOnboardingStep(db, actor, (await readBody(req, studioOnboardingStep.body.schema)).done)),
);
export const { GET, POST, PUT, DELETE } = otherMethods(["PATCH"], { cors: false });
