// /studio/onboarding on the platform host (docs/signup.md, The wizard): where a sign-up link lands.
// Nobody signed in: the sign-up page; a person who already has a studio: its template step while
// unpublished, else the dashboard.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { staffOfPage, userOfPage } from "@/lib/auth/page-session";
import { ownStudioSite } from "@/lib/site/server/onboarding";
import { OnboardingWizard } from "@/components/signup/OnboardingWizard";
import s from "@/components/signup/signup.module.css";
import { getDict } from "@/lib/i18n";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await userOfPage();
  if (!user) redirect("/studio/sign-up");
  const member = await staffOfPage();
  if (member) {
    const own = await ownStudioSite(member.studioId);
    redirect(own && own.rec.status !== "live" ? "/studio/onboarding/template" : "/studio");
  }
  const q = await searchParams;
  const lang = isLocale(q.lang) ? q.lang : isLocale(user.locale) ? user.locale : "es";
  const t = getDict(lang).signUp;
  return (
    <main id="main" lang={lang} className={s.page}>
      <h1>{t.wizardTitle}</h1>
      <OnboardingWizard t={t} lang={lang} />
    </main>
  );
}
