// The one root layout: every page of the app (studio sites, platform page, docs) renders in
// it. `lang` comes from middleware.ts (the locale segment of the URL, else Accept-Language),
// so server-rendered HTML carries the right language before any script runs.
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { fontVariables } from "@/components/site/fonts";
import { isLocale } from "@/lib/i18n";
import { HTML_LANG_HEADER } from "@/lib/site/client/headers";
import "./globals.css";

export default async function RootLayout({ children }: { children: ReactNode }) {
  const lang = (await headers()).get(HTML_LANG_HEADER);
  return (
    <html lang={isLocale(lang) ? lang : "en"} className={fontVariables}>
      <body>{children}</body>
    </html>
  );
}
