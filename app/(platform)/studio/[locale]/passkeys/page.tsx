// The signed-in member's passkeys (docs/studio-accounts.md, Endpoints): listed, added and removed in
// the browser through Better Auth's passkey plugin; every member, owner or staff, has their own.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PasskeysPanel } from "@/components/studio/PasskeysPanel";
import { currentStaff } from "@/lib/auth/page-session";
import { isLocale, getDict } from "@/lib/i18n";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").passkeys.title };
}

export default async function PasskeysPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await currentStaff();
  const t = getDict(locale).passkeys;
  return (
    <div className="studio-passkeys">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <PasskeysPanel locale={locale} t={t} />
    </div>
  );
}
