// The connections page's tables (docs/dashboard.md, Pages): each room's calendar feed with its last
// sync, and for owners the webhooks with each endpoint's state (docs/webhooks.md, Failing endpoints).
// Server components; the buttons in them are ConnectionsPanel's and WebhooksPanel's.
import type { z } from "zod";
import type { CalendarFeedState } from "@/lib/contract/dashboard-schemas";
import type { WebhookDeliveryView } from "@/lib/contract/studio-schemas";
import { WEBHOOK_SUBSCRIPTIONS_MAX } from "@/lib/contract/limits";
import { fmt, type Catalog } from "@/lib/i18n";
import { SyncNowButton } from "./ConnectionsPanel";
import { AddWebhookForm, WebhookActions } from "./WebhooksPanel";
import { SharedFeedback } from "./ActionFeedback";
import { AddCalendarFeedForm, CalendarFeedActions } from "./CalendarFeedsPanel";
import { WebhookDeliveries } from "./WebhookDeliveries";

/** A calendar feed as the API answers it (lib/contract/dashboard-schemas.ts). */
type Feed = z.output<typeof CalendarFeedState>;
/** A subscription of lib/domain/webhooks/subscriptions.ts, the fields the table shows. */
type Hook = { id: string; url: string; events: string[]; failingSince: string | null; disabledAt: string | null; lastError: string | null };
/** An instant in the studio's zone and the viewer's language, or "never" for null. */
type At = (iso: string | null) => string;

/**
 * `owner`: pause, resume, remove and connect (the API's owner-only operations); staff see the
 * feeds and "sync now" only. `rooms`: where a calendar may be connected.
 */
export function CalendarFeedsSection({
  feeds,
  at,
  dict,
  owner,
  rooms,
}: {
  feeds: Feed[];
  at: At;
  dict: Catalog;
  owner: boolean;
  rooms: { id: string; name: string }[];
}) {
  const t = dict.studio;
  const tc = t.connections;
  return (
    // Not a labelled landmark itself: its table's scroll region is named by the heading (axe landmark-unique).
    <section className="studio-section">
      <h2 id="c-calendars">{tc.calendarsTitle}</h2>
      <p>{tc.calendarsIntro}</p>
      {/* Rendered with no feed too: a removal's outcome outlives the last row (docs/dashboard.md, Focus after an action). */}
      <SharedFeedback t={t} errors={dict.errors} testId="feeds-feedback">
        {feeds.length === 0 ? (
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
                    <span className="visually-hidden">{tc.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {feeds.map((f) => (
                  <tr key={f.id} data-feed-id={f.id}>
                    <th scope="row">{f.roomName}</th>
                    <td className="contact" data-label={tc.address}>
                      <code>{f.url}</code>
                    </td>
                    <td data-label={tc.lastSync}>{at(f.lastSyncAt)}</td>
                    <td data-label={tc.lastSuccess}>{at(f.lastSuccessAt)}</td>
                    <td data-label={tc.result} data-testid="feed-result">
                      {f.pausedAt ? <span className="badge">{tc.paused}</span> : null}{" "}
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
                      {owner ? (
                        <CalendarFeedActions feedId={f.id} room={f.roomName} paused={f.pausedAt !== null} t={t} errors={dict.errors} />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SharedFeedback>
      {owner && rooms.length ? <AddCalendarFeedForm rooms={rooms} t={t} errors={dict.errors} /> : null}
    </section>
  );
}

type Delivery = z.output<typeof WebhookDeliveryView>;

/** `deliveries`: each endpoint's recent deliveries, by its id (docs/webhooks.md, Recent deliveries). */
export function WebhooksSection({
  hooks,
  deliveries,
  at,
  dict,
}: {
  hooks: Hook[];
  deliveries: Record<string, Delivery[]>;
  at: At;
  dict: Catalog;
}) {
  const t = dict.studio;
  const tw = dict.webhooks;
  return (
    // Not a labelled landmark itself: its table's scroll region is named by the heading (axe landmark-unique).
    <section className="studio-section">
      <h2 id="c-webhooks">{tw.title}</h2>
      <p>{fmt(tw.intro, { max: WEBHOOK_SUBSCRIPTIONS_MAX })}</p>
      <SharedFeedback t={t} errors={dict.errors} testId="webhooks-feedback">
        {hooks.length === 0 ? (
          <p>{tw.none}</p>
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="c-webhooks" tabIndex={0}>
            <table className="studio-table" data-testid="webhooks">
              <thead>
                <tr>
                  <th scope="col">{tw.url}</th>
                  <th scope="col">{tw.events}</th>
                  <th scope="col">{tw.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{tw.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {hooks.map((h) => (
                  <tr key={h.id} data-webhook-id={h.id}>
                    <th scope="row" className="contact">
                      <code>{h.url}</code>
                    </th>
                    <td data-label={tw.events}>{h.events.length === 0 ? tw.allEvents : h.events.join(", ")}</td>
                    <td data-label={tw.status} data-testid="webhook-status">
                      {h.disabledAt ? (
                        <>
                          <span className="badge badge-error">{fmt(tw.disabledSince, { at: at(h.failingSince ?? h.disabledAt) })}</span>
                          <p className="hint">{tw.disabledHint}</p>
                        </>
                      ) : h.failingSince ? (
                        <span className="badge badge-error">{fmt(tw.failingSince, { at: at(h.failingSince) })}</span>
                      ) : (
                        <span className="badge">{tw.active}</span>
                      )}
                      {h.lastError ? <p className="hint">{fmt(tw.lastError, { error: h.lastError })}</p> : null}
                    </td>
                    <td>
                      <WebhookActions id={h.id} url={h.url} disabled={h.disabledAt !== null} t={t} tw={tw} errors={dict.errors} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SharedFeedback>
      {hooks.map((h) => (
        <WebhookDeliveries key={h.id} hookId={h.id} url={h.url} deliveries={deliveries[h.id] ?? []} at={at} tw={tw} />
      ))}
      <AddWebhookForm full={hooks.length >= WEBHOOK_SUBSCRIPTIONS_MAX} max={WEBHOOK_SUBSCRIPTIONS_MAX} t={t} tw={tw} errors={dict.errors} />
    </section>
  );
}
