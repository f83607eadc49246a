// /studio/sign-up on the platform host (docs/signup.md, Sign-up): "Create your studio's site", by a
// one-time link. In the browser's language (Accept-Language), or ?lang=es|ca|en. Not indexed. The
// platform page's look (app/globals.css, Plain pages): its colours and type, a header back to it, the
// form on a card.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { isLocale } from "@/lib/contract/locales";
import { requestLang } from "@/lib/site/server/load";
import { staffOfPage, userOfPage } from "@/lib/auth/page-session";
import { SignUpForm } from "@/components/signup/SignUpForm";
import { BCP47, getDict } from "@/lib/i18n";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Studio Booking", robots: { index: false, follow: false } };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Signed in already (a member, or a newcomer whose link worked): on to the dashboard or the wizard.
  if ((await staffOfPage()) || (await userOfPage())) redirect("/studio");
  const q = await searchParams;
  const lang = isLocale(q.lang) ? q.lang : await requestLang();
  const dict = getDict(lang);
  const t = dict.signUp;
  return (
    <div className="plain" lang={BCP47[lang]}>
      <header className="plain-header">
        <Link href="/" data-testid="platform-home">
          {dict.platform.title}
        </Link>
      </header>
      <main id="main">
        <h1>{t.pageTitle}</h1>
        <p>{t.pageIntro}</p>
        <section className="card">
          {/* A newcomer's link that was used or expired comes back here (docs/signup.md, The wizard). */}
          {q.link === "expired" && (
            <p role="alert" className="alert" data-testid="link-expired">
              {t.linkExpired}
            </p>
          )}
          <SignUpForm t={t} lang={lang} />
        </section>
        <p>
          {t.haveAccount} <a href={`/studio/sign-in?lang=${lang}`}>{t.signIn}</a>
        </p>
      </main>
    </div>
  );
}
