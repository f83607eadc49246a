// Opening hours, Monday first, with localized day names (Intl; no strings to translate).
import type { Locale, Studio } from "@/lib/contract/schemas";
import { hhmm, weekdayNames } from "@/lib/site/client/format";

export function HoursTable({
  studio,
  locale,
  closedLabel,
  caption,
  className,
}: {
  studio: Studio;
  locale: Locale;
  closedLabel: string;
  caption: string;
  className?: string;
}) {
  const names = weekdayNames(locale, "long");
  // operatingHours uses 0 = Sunday; show Monday (1) … Sunday (0).
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {order.map((dow, i) => {
          const h = studio.operatingHours.find((x) => x.dayOfWeek === dow);
          const closed = !h || h.isClosed;
          return (
            <tr key={dow}>
              <th scope="row">{names[i]}</th>
              <td>{closed ? closedLabel : `${hhmm(h.openTime)}–${h.closeTime === "00:00" ? "24:00" : h.closeTime}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
