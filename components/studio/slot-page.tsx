// The shell shared by the dashboard's one-form pages reached from the calendar (docs/dashboard.md,
// Pages): a link back to the day, the title, and the form only when the studio has rooms. The
// pages load what it shows with app/(platform)/studio/[locale]/slot-page.ts.
import type { ReactNode } from "react";
import type { Catalog, Locale } from "@/lib/i18n";

export function SlotPageShell({
  locale,
  dict,
  date,
  title,
  hasRooms,
  children,
}: {
  locale: Locale;
  dict: Catalog;
  date: string;
  title: string;
  hasRooms: boolean;
  children: ReactNode;
}) {
  return (
    <div className="studio-narrow">
      <p>
        <a href={`/studio/${locale}?view=day&date=${date}`}>← {dict.studio.calendar.title}</a>
      </p>
      <h1>{title}</h1>
      {hasRooms ? children : <p>{dict.studio.calendar.noRooms}</p>}
    </div>
  );
}
