// Connections (docs/dashboard.md, Pages): the studio's bookings feed (its address is shown once,
// when made; owners make a new one) and each room's calendar feed with its last sync, result,
// error and "sync now".
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingFeedControls, SyncNowButton } from "@/components/studio/ConnectionsPanel";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { studioConnections } from "@/lib/domain/dashboard/connections";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";
import { instant } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").studio.connections.title };
}

export default async function ConnectionsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const studio = await currentStudio();
  const c = await studioConnections(db(), actor);
  const dict = getDict(locale);
  const t = dict.studio;
  const tc = t.connections;
  const at = (iso: string | null) => (iso ? instant(iso, studio.timezone, locale) : t.never);

  return (
    <div className="studio-connections">
      <h1>{tc.title}</h1>
      <section aria-labelledby="c-feed" className="studio-section">
        <h2 id="c-feed">{tc.feedTitle}</h2>
        <p>{tc.feedIntro}</p>
        <BookingFeedControls owner={actor.role === "owner"} t={t} errors={dict.errors} />
      </section>

      <section aria-labelledby="c-calendars" className="studio-section">
        <h2 id="c-calendars">{tc.calendarsTitle}</h2>
        <p>{tc.calendarsIntro}</p>
        {c.calendarFeeds.length === 0 ? (
          <p>{tc.noCalendars}</p>
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="c-calendars" tabIndex={0}>
            <table className="studio-table" data-testid="calendar-feeds">
              <thead>
                <tr>
                  <th scope="col">{tc.room}</th>
                  <th scope="col">{tc.address}</th>
                  <th scope="col">{tc.lastSync}</th>
                  <th scope="col">{tc.lastSuccess}</th>
                  <th scope="col">{tc.result}</th>
                  <th scope="col" className="num">
                    {tc.events}
                  </th>
                  <th scope="col" className="num">
                    {tc.blocks}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{tc.syncNow}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.calendarFeeds.map((f) => (
                  <tr key={f.id} data-feed-id={f.id}>
                    <th scope="row">{f.roomName}</th>
                    <td className="contact" data-label={tc.address}>
                      <code>{f.url}</code>
                    </td>
                    <td data-label={tc.lastSync}>{at(f.lastSyncAt)}</td>
                    <td data-label={tc.lastSuccess}>{at(f.lastSuccessAt)}</td>
                    <td data-label={tc.result}>
                      {f.lastError ? (
                        <span className="badge badge-error">{fmt(tc.resultFailed, { error: f.lastError })}</span>
                      ) : f.lastSyncAt ? (
                        <span className="badge">{tc.resultOk}</span>
                      ) : (
                        t.never
                      )}
                    </td>
                    <td className="num" data-label={tc.events}>
                      {f.eventsRead}
                    </td>
                    <td className="num" data-label={tc.blocks}>
                      {f.blocksWritten}
                    </td>
                    <td>
                      <SyncNowButton feedId={f.id} room={f.roomName} t={t} errors={dict.errors} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
