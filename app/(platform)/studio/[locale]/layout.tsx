// The studio dashboard's frame (docs/dashboard.md, Pages): per signed-in member, in the URL's
// language (es, ca, en); the shell's header, sections and sign-out. Never cached or indexed
// (middleware.ts adds no-store and X-Robots-Tag for /studio).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { StudioShell } from "@/components/studio/StudioShell";
import { OffHome } from "@/components/studio/OffHome";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { LOCALES, getDict, isLocale, type Catalog, type Locale } from "@/lib/i18n";
import { db } from "@/lib/infra/db";
import "../studio.css";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = getDict(isLocale(locale) ? locale : "en").studio;
  return {
    title: { template: `%s · ${t.title}`, default: t.title },
    robots: { index: false, follow: false },
    icons: { icon: "/favicon.svg" },
  };
}

export default async function StudioLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const dict = getDict(locale);
  const localeNames = Object.fromEntries(LOCALES.map((l) => [l, getDict(l).localeName])) as Record<Locale, string>;
  return (
    <StudioShell
      locale={locale}
      dict={dict}
      studioName={studio.name}
      member={{ name: actor.name, email: actor.email, role: actor.role }}
      localeNames={localeNames}
    >
      {actor.role === "owner" && (
        <OffHome home={`/studio/${locale}`}>
          <PlatformStatusNotice
            studioId={actor.studioId}
            t={dict.studio.platformStatus}
            link={dict.verification.getVerified}
            locale={locale}
          />
        </OffHome>
      )}
      {children}
    </StudioShell>
  );
}

/**
 * The owner sees why the studio takes no bookings (docs/operators.md, Studio status): its status on the
 * platform and the operator's reason, and a link to the home's verification card; nothing while it is live.
 */
async function PlatformStatusNotice({
  studioId,
  t,
  link,
  locale,
}: {
  studioId: string;
  t: Catalog["studio"]["platformStatus"];
  link: string;
  locale: Locale;
}) {
  const s = await db().studio.findUnique({ where: { id: studioId }, select: { verificationStatus: true, statusReason: true } });
  if (!s || s.verificationStatus === "live") return null;
  const text = t[s.verificationStatus as Exclude<keyof typeof t, "reason" | "limits">] ?? t.draft;
  return (
    <div className="studio-notice" role="status" data-testid="platform-status">
      <p>{text}</p>
      {/* What an unverified studio cannot do yet (docs/decisions-messages.md, Unverified studios). */}
      <p>{t.limits}</p>
      {s.statusReason && (
        <p>
          {t.reason}: {s.statusReason}
        </p>
      )}
      <p>
        <a href={`/studio/${locale}#verification`}>{link}</a>
      </p>
    </div>
  );
}
