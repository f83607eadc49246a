-- The wizard's next step for a studio made by sign-up and not yet published, so an owner who leaves
-- half-way resumes there (docs/signup.md, The wizard). NULL once published, and for imported studios.
ALTER TABLE "studio" ADD COLUMN "onboardingStep" TEXT;
ALTER TABLE "studio" ADD CONSTRAINT "studio_onboarding_step_check"
  CHECK ("onboardingStep" IN ('hours', 'rooms', 'photos', 'calendar', 'template'));
