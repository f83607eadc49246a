// The studio dashboard's frame (docs/dashboard.md, Pages): per signed-in member, in the URL's
// language (es, ca, en); the shell's header, sections and sign-out. Never cached or indexed
// (middleware.ts adds no-store and X-Robots-Tag for /studio).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { StudioShell } from "@/components/studio/StudioShell";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { LOCALES, getDict, isLocale, type Locale } from "@/lib/i18n";
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
      {children}
    </StudioShell>
  );
}
