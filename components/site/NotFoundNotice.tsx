"use client";
// The text of a studio host's 404, chosen by the locale layout (which knows the host, the site
// and the language) and shown by not-found.tsx, which receives no route parameters and may not
// read request headers on a cached page (docs/decisions-sites.md, Page cache).
import { createContext, useContext, type ReactNode } from "react";
import { PlainPage } from "./PlainPage";

export type NotFoundText = {
  title: string;
  body: string;
  /** A link back to the site's home, when there is a site to go back to. */
  back?: { href: string; label: string };
  testId: string;
  /** The page title (the studio's name after the 404 title, when there is a studio). */
  documentTitle: string;
  /** Inside a studio's frame (its Shell): heading and text only. */
  framed: boolean;
};

const Ctx = createContext<NotFoundText | null>(null);

export function NotFoundProvider({ value, children }: { value: NotFoundText; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function NotFoundNotice() {
  const t = useContext(Ctx);
  if (!t) return <PlainPage title="404" body="" />;
  if (!t.framed) return <PlainPage title={t.title} body={t.body} link={t.back} testId={t.testId} />;
  return (
    <>
      <title>{t.documentTitle}</title>
      <h1 data-testid={t.testId}>{t.title}</h1>
      <p>{t.body}</p>
      {t.back ? (
        <p>
          <a className="btn" href={t.back.href}>
            {t.back.label}
          </a>
        </p>
      ) : null}
    </>
  );
}
