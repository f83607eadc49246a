// 404 of a studio site (unknown host, draft site, a locale the site does not offer, an unknown
// room or page): the text comes from the locale layout, which knows host and language.
import type { Metadata } from "next";
import { NotFoundNotice } from "@/components/site/NotFoundNotice";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function SiteNotFound() {
  return <NotFoundNotice />;
}
