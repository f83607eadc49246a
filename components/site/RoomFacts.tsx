// The facts of a room as a description list (templates style it).
import type { Locale, PublicSite, Room } from "@/lib/contract/schemas";
import { fmt, type Catalog } from "@/lib/i18n";
import { durationLabel, money } from "@/lib/site/client/format";

export function RoomFacts({
  site,
  room,
  locale,
  dict,
  className,
}: {
  site: PublicSite;
  room: Room;
  locale: Locale;
  dict: Catalog;
  className?: string;
}) {
  const t = dict.room;
  const units = dict.booking;
  const modes: string[] = [];
  if (room.paymentModes.includes("on_site")) modes.push(t.payOnSite);
  if (room.paymentModes.includes("card") && site.cardPayments) modes.push(fmt(t.payCard, { percent: room.depositPercent }));
  const rows: [string, string][] = [
    [t.priceLabel, `${money(room.hourlyCents, room.currency, locale)} ${t.perHour}`],
    [t.capacityLabel, fmt(t.capacity, { count: room.capacity })],
    [t.lengthLabel, fmt(t.durations, { min: durationLabel(room.minMinutes, units), max: durationLabel(room.maxMinutes, units) }, locale)],
  ];
  if (modes.length) rows.push([t.payments, modes.join(" · ")]);
  rows.push([t.cancellationLabel, fmt(t.cancellation, { hours: room.cancelNoticeHours })]);
  return (
    <dl className={className}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
