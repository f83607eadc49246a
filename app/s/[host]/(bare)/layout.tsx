// Root layout of a studio host's pages without a locale segment (`/` and `/manage/{token}`),
// which only redirect into the guest's language, or answer the host's 404.
import type { ReactNode } from "react";
import { Document } from "@/components/site/Document";
import { requestLang } from "@/lib/site/server/load";

export default async function BareLayout({ children }: { children: ReactNode }) {
  return <Document lang={await requestLang()}>{children}</Document>;
}
