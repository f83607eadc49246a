// A studio site in one locale: resolves the site (404 / not published / production redirect
// happen here) and sets the template's typography and the theme's colours.
import type { CSSProperties, ReactNode } from "react";
import { TEMPLATES } from "@/components/templates";
import { requireLocale, requireSite } from "@/lib/site/server/load";
import { themeVars } from "@/lib/site/server/theme";

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; locale: string }> }) {
  const { host, locale } = await params;
  const ctx = await requireSite(host);
  requireLocale(ctx, locale);
  const tpl = TEMPLATES[ctx.site.site.template];
  return (
    <div className={`site ${tpl.rootClass}`} data-template={ctx.site.site.template} style={themeVars(ctx.site) as CSSProperties}>
      {children}
    </div>
  );
}
