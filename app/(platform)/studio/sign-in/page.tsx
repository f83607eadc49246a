// /studio/sign-in on the platform host (docs/studio-accounts.md, Sign-in): a one-time link by
// email, or a passkey. In the browser's language (Accept-Language), or ?lang=es|ca|en. A used or
// expired link comes back here with ?error=….
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { MAGIC_LINK_TTL_SECONDS } from "@/lib/domain/staff/links";
import { requestLang } from "@/lib/site/server/load";
import { staffOfPage } from "@/lib/auth/page-session";
import { SignInForm } from "@/components/staff-sign-in/SignInForm";
import "@/components/staff-sign-in/sign-in.css";
import { getDict } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await staffOfPage()) redirect("/studio");
  const q = await searchParams;
  const lang = isLocale(q.lang) ? q.lang : await requestLang();
  const { inviteSubject: _s, inviteIntro: _i, linkNote: _l, roles: _r, checkMailText, ...t } = getDict(lang).staffAuth;
  const { signUp } = getDict(lang);
  const minutes = MAGIC_LINK_TTL_SECONDS / 60;
  return (
    <main lang={lang} className="sign-in">
      <div className="sign-in-card">
        <p className="sign-in-brand">Studio Booking</p>
        <h1>{t.pageTitle}</h1>
        <p>{t.pageIntro}</p>
        <SignInForm
          t={{ ...t, checkMailText: fmt(checkMailText, { minutes }, lang) }}
          initialError={typeof q.error === "string" ? t.linkInvalid : null}
        />
        {/* The form sends links to members only: a newcomer's way in is the sign-up (docs/signup.md, Sign-up). */}
        <p>
          {signUp.offerTitle} <a href={`/studio/sign-up?lang=${lang}`}>{signUp.offerCta}</a>
        </p>
      </div>
    </main>
  );
}
