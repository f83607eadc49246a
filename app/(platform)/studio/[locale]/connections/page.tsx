// Connections (docs/dashboard.md, Pages): the studio's bookings feed (its address is shown once,
// when made; owners make a new one), each room's calendar feed with its last sync, result,
// error and "sync now" (owners also pause, resume, remove and connect one), and for owners the
// webhooks: each endpoint's state (failing since, or disabled with re-enable: docs/webhooks.md,
// Failing endpoints), test, new secret, remove, add, and its recent deliveries.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingFeedControls } from "@/components/studio/ConnectionsPanel";
import { CalendarFeedsSection, WebhooksSection } from "@/components/studio/ConnectionsSections";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { studioConnections } from "@/lib/domain/dashboard/connections";
import { studioWebhooks } from "@/lib/domain/webhooks/subscriptions";
import { webhookEndpoint } from "@/lib/domain/webhooks/test-event";
import { db } from "@/lib/infra/db";
import { getDict, isLocale } from "@/lib/i18n";
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
  const owner = actor.role === "owner";
  // Webhooks are settings: owners only (the API answers staff 403).
  const hooks = owner ? await studioWebhooks.list(db(), actor) : [];
  // Every endpoint's last deliveries in one statement.
  const deliveries = owner ? await webhookEndpoint.recentDeliveriesByEndpoint(db(), actor) : {};
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
        <BookingFeedControls owner={owner} t={t} errors={dict.errors} />
      </section>

      <CalendarFeedsSection feeds={c.calendarFeeds} at={at} dict={dict} owner={owner} rooms={studio.rooms} />

      {owner ? <WebhooksSection hooks={hooks} deliveries={deliveries} at={at} dict={dict} /> : null}
    </div>
  );
}
