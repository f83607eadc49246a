// An endpoint's recent deliveries on the connections page (docs/webhooks.md, Recent deliveries):
// each event's type (a test is `ping`), state, time of its last attempt, the endpoint's HTTP status,
// attempts and error, newest first. A server component.
import type { z } from "zod";
import type { WebhookDeliveryView } from "@/lib/contract/studio-schemas";
import { PING } from "@/lib/contract/webhook-payloads";
import { fmt, type Catalog } from "@/lib/i18n";

type Delivery = z.output<typeof WebhookDeliveryView>;

export function WebhookDeliveries({
  hookId,
  url,
  deliveries,
  at,
  tw,
}: {
  hookId: string;
  url: string;
  deliveries: Delivery[];
  at: (iso: string | null) => string;
  tw: Catalog["webhooks"];
}) {
  const titleId = `wh-deliveries-${hookId}`;
  const state = { delivered: tw.statusDelivered, failed: tw.statusFailed, pending: tw.statusPending } as const;
  return (
    // A plain block, not a labelled section: its table's scroll region is the one landmark the title names.
    <div data-testid="webhook-deliveries" data-webhook-id={hookId}>
      <h3 id={titleId}>{fmt(tw.deliveriesTitle, { url })}</h3>
      {deliveries.length === 0 ? (
        <p>{tw.noDeliveries}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">{tw.deliveryEvent}</th>
                <th scope="col">{tw.status}</th>
                <th scope="col">{tw.deliveryTime}</th>
                <th scope="col" className="num">
                  {tw.deliveryHttp}
                </th>
                <th scope="col" className="num">
                  {tw.deliveryAttempts}
                </th>
                <th scope="col">{tw.deliveryError}</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id} data-delivery-status={d.status} data-delivery-type={d.type}>
                  <th scope="row">{d.type === PING ? tw.pingType : <code>{d.type}</code>}</th>
                  <td data-label={tw.status}>
                    <span className={d.status === "failed" ? "badge badge-error" : "badge"}>{state[d.status]}</span>
                  </td>
                  <td data-label={tw.deliveryTime}>{at(d.lastAttemptAt ?? d.createdAt)}</td>
                  <td className="num" data-label={tw.deliveryHttp}>
                    {d.responseStatus ?? (d.attempts > 0 ? tw.noAnswer : "")}
                  </td>
                  <td className="num" data-label={tw.deliveryAttempts}>
                    {d.attempts}
                  </td>
                  <td data-label={tw.deliveryError}>{d.error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
