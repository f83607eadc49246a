// /studio/onboarding on the platform host (docs/signup.md, The wizard): where a sign-up link lands,
// and where a half-way owner resumes. Nobody signed in: the sign-up page. Signed in without a
// studio: the first step, which makes the studio. An owner whose studio is still in the wizard:
// the step it reached (or an earlier one, `?step=`, to change it), each read from the saved studio.
// A published studio, or a staff member: the dashboard.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { ONBOARDING_STEPS, type OnboardingStep } from "@/lib/contract/studio-schemas";
import { staffOfPage, userOfPage } from "@/lib/auth/page-session";
import { onboardingStep } from "@/lib/domain/signup/progress";
import { readSettings } from "@/lib/domain/settings/read";
import { withVersions } from "@/lib/domain/settings/save";
import { studioConnections } from "@/lib/domain/dashboard/connections";
import { photoId } from "@/lib/domain/photos/room-photos";
import type { StaffActor } from "@/lib/domain/staff/actor";
import { db } from "@/lib/infra/db";
import { OnboardingWizard } from "@/components/signup/OnboardingWizard";
import { WizardFrame } from "@/components/signup/WizardFrame";
import { WizardHours } from "@/components/signup/WizardHours";
import { WizardRooms } from "@/components/signup/WizardRooms";
import { WizardPhotos } from "@/components/signup/WizardPhotos";
import { WizardCalendar } from "@/components/signup/WizardCalendar";
import type { DayHours } from "@/components/studio/settings/HoursParts";
import s from "@/components/signup/signup.module.css";
import { getDict, type Locale } from "@/lib/i18n";
import type { SignUpTexts } from "@/lib/i18n/signup";
import "../studio.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

/** The studio's own first step, then the saved ones. */
const TOTAL = ONBOARDING_STEPS.length + 1;
type Query = Record<string, string | string[] | undefined>;

export default async function OnboardingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await userOfPage();
  if (!user) redirect("/studio/sign-up");
  const member = await staffOfPage();
  const q = await searchParams;
  const lang = isLocale(q.lang) ? q.lang : member ? member.locale : isLocale(user.locale) ? user.locale : "es";
  const t = getDict(lang).signUp;
  if (!member)
    return (
      <main id="main" lang={lang} className={s.page}>
        <h1>{t.wizardTitle}</h1>
        <OnboardingWizard t={t} lang={lang} total={TOTAL} />
      </main>
    );
  if (member.role !== "owner") redirect("/studio");
  const reached = await onboardingStep(db(), member.studioId);
  if (!reached) redirect("/studio");
  // An earlier step may be opened again (Back); a later one not before it is reached.
  const asked = ONBOARDING_STEPS.find((x) => x === q.step);
  const step = asked && ONBOARDING_STEPS.indexOf(asked) <= ONBOARDING_STEPS.indexOf(reached) ? asked : reached;
  if (step === "template") redirect(`/studio/onboarding/template?lang=${lang}`);
  return (
    <main id="main" lang={lang} className={s.page}>
      <h1>{t.wizardTitle}</h1>
      <WizardFrame
        n={ONBOARDING_STEPS.indexOf(step) + 2}
        total={TOTAL}
        stepOf={t.stepOf}
        title={t.steps[step]}
        intro={INTRO[step]?.(t)}
        notice={q.resumed ? t.wizard.resumed : null}
      >
        <Step step={step} actor={member} lang={lang} />
      </WizardFrame>
    </main>
  );
}

const INTRO: Partial<Record<OnboardingStep, (t: SignUpTexts) => string>> = {
  hours: (t) => t.wizard.hoursIntro,
  rooms: (t) => t.wizard.roomsIntro,
  photos: (t) => t.wizard.photosIntro,
  calendar: (t) => t.wizard.calendarIntro,
};

/** One saved step, on the studio as saved (a reload or a resume shows what was entered). */
async function Step({ step, actor, lang }: { step: OnboardingStep; actor: StaffActor; lang: Locale }) {
  const dict = getDict(lang);
  const t = dict.signUp;
  const file = withVersions(await readSettings(db(), actor.studioId));
  const rooms = file.rooms.map((r) => ({ id: r.id, name: r.name }));
  if (step === "hours")
    return (
      <WizardHours
        hours={file.studio.operatingHours as DayHours[]}
        version={file.versions.hours}
        t={t}
        h={dict.settings.hours}
        lang={lang}
      />
    );
  if (step === "rooms")
    return (
      <WizardRooms
        rooms={file.rooms.map((r) => ({
          id: r.id,
          version: file.versions.rooms[r.id],
          name: r.name,
          capacity: r.capacity,
          hourlyCents: r.hourlyCents,
          minMinutes: r.minMinutes,
          maxMinutes: r.maxMinutes,
          depositPercent: r.depositPercent,
          paymentModes: r.paymentModes,
          currency: r.currency,
        }))}
        currency={file.rooms[0]?.currency ?? (file.studio.country === "GB" ? "GBP" : "EUR")}
        cardPayments={file.booking.cardPayments}
        t={t}
        lang={lang}
      />
    );
  if (step === "photos")
    return (
      <WizardPhotos
        rooms={file.rooms.map((r) => ({
          id: r.id,
          name: r.name,
          photos: (r.photos ?? []).map((ph) =>
            typeof ph === "string" ? { id: photoId(ph), url: ph, alt: {} } : { id: photoId(ph.url), ...ph, alt: ph.alt ?? {} },
          ),
        }))}
        locales={file.site.locales}
        t={t}
        studio={dict.studio}
        errors={dict.errors}
        lang={lang}
      />
    );
  const { calendarFeeds } = await studioConnections(db(), actor);
  return <WizardCalendar rooms={rooms} feeds={calendarFeeds} t={t} lang={lang} />;
}
