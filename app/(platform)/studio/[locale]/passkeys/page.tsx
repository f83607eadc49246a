// The signed-in member's passkeys (docs/studio-accounts.md, Endpoints): listed, added and removed in
// the browser through Better Auth's passkey plugin; every member, owner or staff, has their own.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PasskeysPanel } from "@/components/studio/PasskeysPanel";
import { currentStaff } from "@/lib/auth/page-session";
import { isLocale } from "@/lib/i18n";
import { PASSKEYS_TEXTS } from "@/lib/i18n/passkeys";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: PASSKEYS_TEXTS[isLocale(locale) ? locale : "en"].title };
}

export default async function PasskeysPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await currentStaff();
  const t = PASSKEYS_TEXTS[locale];
  return (
    <div className="studio-passkeys">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <PasskeysPanel locale={locale} />
    </div>
  );
}
