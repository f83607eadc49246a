// 404 for URLs no route matches (any host).
import type { Metadata } from "next";
import { PlainPage } from "@/components/site/PlainPage";
import { getDict } from "@/lib/i18n";
import { requestLang } from "@/lib/site/server/load";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function NotFound() {
  const t = getDict(await requestLang()).notFound;
  return <PlainPage title={t.title} body={t.body} link={{ href: "/", label: t.backHome }} />;
}
