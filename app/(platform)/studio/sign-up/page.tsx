// /studio/sign-up on the platform host (docs/signup.md, Sign-up): "Create your studio's site", by a
// one-time link. In the browser's language (Accept-Language), or ?lang=es|ca|en. Not indexed.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { requestLang } from "@/lib/site/server/load";
import { staffOfPage } from "@/lib/auth/page-session";
import { SignUpForm } from "@/components/signup/SignUpForm";
import { getDict } from "@/lib/i18n";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await staffOfPage()) redirect("/studio");
  const q = await searchParams;
  const lang = isLocale(q.lang) ? q.lang : await requestLang();
  const t = getDict(lang).signUp;
  return (
    <main lang={lang} id="main" style={{ maxWidth: "28rem", margin: "4rem auto", padding: "0 1rem", fontFamily: "system-ui, sans-serif" }}>
      <h1>{t.pageTitle}</h1>
      <p>{t.pageIntro}</p>
      <SignUpForm t={t} lang={lang} />
      <p>
        {t.haveAccount} <a href={`/studio/sign-in?lang=${lang}`}>{t.signIn}</a>
      </p>
    </main>
  );
}
