// Root layout of the platform's own pages on the bare ROOT_DOMAIN (per request, in the
// guest's language from Accept-Language).
import type { ReactNode } from "react";
import { Document } from "@/components/site/Document";
import { requestLang } from "@/lib/site/server/load";

export default async function PlatformLayout({ children }: { children: ReactNode }) {
  return <Document lang={await requestLang()}>{children}</Document>;
}
