// /studio/onboarding/template (docs/signup.md, Template and preview): the owner chooses a template,
// each previewed on the studio's own data, and publishes. Owners only (staff: the dashboard).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { TEMPLATE_PALETTES } from "@/lib/contract/templates";
import { currentStaff } from "@/lib/auth/page-session";
import { ownStudioSite } from "@/lib/site/server/onboarding";
import { TemplateChoice } from "@/components/signup/TemplateChoice";
import { WizardFrame } from "@/components/signup/WizardFrame";
import { ONBOARDING_STEPS } from "@/lib/contract/studio-schemas";
import { onboardingStep } from "@/lib/domain/signup/progress";
import { db } from "@/lib/infra/db";
import s from "@/components/signup/signup.module.css";
import { getDict } from "@/lib/i18n";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

export default async function TemplatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await currentStaff();
  if (actor.role !== "owner") redirect("/studio");
  const own = await ownStudioSite(actor.studioId);
  if (!own) redirect("/studio");
  const q = await searchParams;
  const lang = isLocale(q.lang) ? q.lang : actor.locale;
  const t = getDict(lang).signUp;
  // In the wizard: its last step, with a way back to the calendar step (docs/signup.md, The wizard).
  const inWizard = (await onboardingStep(db(), actor.studioId)) !== null;
  const choice = <TemplateChoice t={t} lang={lang} current={own.rec.payload.site.template} palettes={TEMPLATE_PALETTES} />;
  return (
    <main id="main" lang={lang} className={s.page}>
      <h1>{own.rec.payload.studio.name}</h1>
      {inWizard ? (
        <WizardFrame
          n={ONBOARDING_STEPS.length + 1}
          total={ONBOARDING_STEPS.length + 1}
          stepOf={t.stepOf}
          title={t.steps.template}
          intro={t.templateIntro}
        >
          {choice}
          <p>
            <a href={`/studio/onboarding?step=calendar&lang=${lang}`}>{t.back}</a>
          </p>
        </WizardFrame>
      ) : (
        <>
          <p>{t.templateIntro}</p>
          {choice}
        </>
      )}
    </main>
  );
}
