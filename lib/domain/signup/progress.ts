// Where a wizard studio stands (docs/signup.md, The wizard): the studio is made by the wizard's first
// step, and each later step saves through the dashboard's own settings API; `studio.onboardingStep`
// remembers the next one, so an owner who leaves half-way resumes there. Publish clears it.
import type { DbOrTx } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { ONBOARDING_STEPS, type OnboardingStep } from "../../contract/studio-schemas";
import { requireOwner, type StaffActor } from "../staff/actor";
import { oneOf } from "../../contract/shapes";

export type { OnboardingStep };

/** The studio's next wizard step, or null when it is published (or was imported). */
export async function onboardingStep(db: DbOrTx, studioId: string): Promise<OnboardingStep | null> {
  const s = await db.studio.findUnique({ where: { id: studioId }, select: { onboardingStep: true } });
  return oneOf(ONBOARDING_STEPS, s?.onboardingStep) ?? null;
}

/**
 * A wizard step done: the next step is remembered, never an earlier one than already reached (an
 * owner who goes Back and saves again resumes where they had been). Owners only; a studio not in
 * the wizard (published or imported) is 409 INVALID_STATE.
 */
export async function completeOnboardingStep(db: DbOrTx, actor: StaffActor, done: OnboardingStep): Promise<{ next: OnboardingStep }> {
  requireOwner(actor, "settings");
  const i = ONBOARDING_STEPS.indexOf(done);
  const next = ONBOARDING_STEPS[Math.min(i + 1, ONBOARDING_STEPS.length - 1)];
  const rows = await db.$queryRaw<{ step: OnboardingStep }[]>`
    UPDATE studio SET "onboardingStep" = CASE
        WHEN array_position(${ONBOARDING_STEPS}::text[], "onboardingStep")
           < array_position(${ONBOARDING_STEPS}::text[], ${next}) THEN ${next}
        ELSE "onboardingStep" END
     WHERE id = ${actor.studioId}::uuid AND "onboardingStep" IS NOT NULL
     RETURNING "onboardingStep" AS step`;
  if (!rows.length)
    throw new ApiError("INVALID_STATE", "The studio is already published: change it in Settings", { details: { reason: "published" } });
  return { next: rows[0].step };
}
