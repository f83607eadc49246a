// Block time (docs/dashboard.md, Pages): a plain page with one form, reached from the calendar.
import { BlockForm } from "@/components/studio/BlockForm";
import { SlotPageShell } from "@/components/studio/slot-page";
import { loadSlotPage, slotPageMetadata, type SlotPageProps } from "../slot-page";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Pick<SlotPageProps, "params">) {
  return slotPageMetadata(params, (d) => d.studio.block.title);
}

export default async function BlockPage(props: SlotPageProps) {
  const { locale, studio, dict, date, roomId, start } = await loadSlotPage(props);
  return (
    <SlotPageShell locale={locale} dict={dict} date={date} title={dict.studio.block.title} hasRooms={studio.rooms.length > 0}>
      <BlockForm
        rooms={studio.rooms}
        timeZone={studio.timezone}
        date={date}
        roomId={roomId}
        start={start}
        calendarPath={`/studio/${locale}`}
        t={dict.studio}
        errors={dict.errors}
      />
    </SlotPageShell>
  );
}
