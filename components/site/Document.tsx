// The <html> of every root layout (the platform's, a studio locale's, a studio host's bare
// pages): each root layout knows its own language, so no request header is needed for it.
import type { ReactNode } from "react";
import { fontVariables } from "./fonts";
import "@/app/globals.css";

export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang} className={fontVariables}>
      <body>{children}</body>
    </html>
  );
}
