// The wizard's moves (docs/signup.md, The wizard): a step is saved through the studio API, then
// recorded as done (PATCH /v1/studio/onboarding), and the page reloads on the step the server names.
import type { OnboardingStep } from "@/lib/contract/studio-schemas";
import { studioApi, type ApiFailure } from "@/components/studio/api";

/** Records `done` and opens the next step; the failure when it could not be recorded. */
export async function finishStep(done: OnboardingStep, lang: string): Promise<ApiFailure | null> {
  const r = await studioApi<{ next: OnboardingStep }>("/onboarding", { method: "PATCH", body: { done } });
  if (!r.ok) return r.error;
  window.location.assign(r.data.next === "template" ? `/studio/onboarding/template?lang=${lang}` : `/studio/onboarding?lang=${lang}`);
  return null;
}
