// The dashboard's view of one endpoint (docs/webhooks.md, Test event and Recent deliveries): a test
// event sent on request, and the endpoint's recent deliveries with their outcome.
//
// - The test is `ping` (lib/contract/webhook-payloads.ts), signed with the subscription's secret
//   like every event and posted once, at once, under the delivery's rules (postSigned: no
//   redirects, one 15 s deadline), so the owner sees the outcome in the answer. It is not queued:
//   the outbox is for changes that committed, and a test must not wait behind a backlog or a
//   backoff. It is recorded as a delivery row in its final state (delivered or failed), so it is
//   listed with the others and goes with them after 30 days (docs/retention.md); its id is taken
//   from the outbox's sequence before posting, so its `sequence` is the row's id as for every event.
// - A test changes nothing of the endpoint's state: it neither counts as a failure (no backoff, no
//   disabling) nor clears one (a failing endpoint recovers at its next event, or by re-enabling).
//   A disabled endpoint may be tested, to check it before re-enabling it.
// - Only a verified studio's endpoints are posted to, as for events (docs/webhooks.md, Unverified
//   studios): before that the test is 403 STUDIO_NOT_VERIFIED.
// - Owners only, their studio only (another studio's id is 404); audited `webhook.test` with the URL
//   and the outcome, in the transaction that records the row.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { Uuid } from "../../contract/schemas";
import { PING, pingPayloadSchema } from "../../contract/webhook-payloads";
import type * as S from "../../contract/studio-schemas";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { isoInZone } from "../bookings/view";
import { postSigned, type DeliverOptions } from "./deliver";

/** Deliveries listed per endpoint, newest first. */
const RECENT_DELIVERIES = 20;
const MAX_ERROR = 200;

type DeliveryView = z.output<typeof S.WebhookDeliveryView>;
type TestOutcome = z.output<typeof S.WebhookTestOutcome>;

type DeliveryRow = {
  id: bigint;
  eventId: string;
  type: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
};

function deliveryView(r: DeliveryRow, tz: string): DeliveryView {
  const iso = (d: Date | null) => (d ? isoInZone(d, tz) : null);
  const status = r.status === "delivered" || r.status === "failed" ? r.status : "pending";
  return {
    id: String(r.id),
    eventId: r.eventId,
    type: r.type,
    status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    error: r.lastError,
    createdAt: isoInZone(r.createdAt, tz),
    lastAttemptAt: iso(r.lastAttemptAt),
    deliveredAt: iso(r.deliveredAt),
    nextAttemptAt: status === "pending" ? isoInZone(r.nextAttemptAt, tz) : null,
  };
}

const DELIVERY_SELECT = {
  id: true,
  eventId: true,
  type: true,
  status: true,
  attempts: true,
  responseStatus: true,
  lastError: true,
  createdAt: true,
  lastAttemptAt: true,
  deliveredAt: true,
  nextAttemptAt: true,
} as const;

async function subscriptionOf(db: DbOrTx, actor: StaffActor, id: string) {
  if (!Uuid.safeParse(id).success) throw notFound("Webhook subscription");
  const sub = await db.webhookSubscription.findFirst({
    where: { id, studioId: actor.studioId },
    select: { id: true, url: true, secretSealed: true, studio: { select: { timezone: true, verificationStatus: true } } },
  });
  if (!sub) throw notFound("Webhook subscription");
  return sub;
}

/** The endpoint's last RECENT_DELIVERIES deliveries, newest first (the index on subscriptionId, id). */
async function recentDeliveries(db: DbOrTx, actor: StaffActor, id: string): Promise<DeliveryView[]> {
  requireOwner(actor, "settings");
  const sub = await subscriptionOf(db, actor, id);
  const rows = await db.webhookDelivery.findMany({
    where: { subscriptionId: sub.id },
    orderBy: { id: "desc" },
    take: RECENT_DELIVERIES,
    select: DELIVERY_SELECT,
  });
  return rows.map((r) => deliveryView(r, sub.studio.timezone));
}

/**
 * Every endpoint's last RECENT_DELIVERIES deliveries, by endpoint id, in one statement for the connections page: a
 * lateral read of the (subscriptionId, id) index per endpoint of the studio (an endpoint with none is absent).
 */
async function recentDeliveriesByEndpoint(db: DbOrTx, actor: StaffActor): Promise<Record<string, DeliveryView[]>> {
  requireOwner(actor, "settings");
  const rows = await db.$queryRaw<(DeliveryRow & { subscriptionId: string; timezone: string })[]>`
    SELECT w.id::text AS "subscriptionId", s.timezone, d.id, d."eventId", d.type, d.status, d.attempts, d."responseStatus",
           d."lastError", d."createdAt", d."lastAttemptAt", d."deliveredAt", d."nextAttemptAt"
      FROM webhook_subscription w JOIN studio s ON s.id = w."studioId"
      CROSS JOIN LATERAL (SELECT * FROM webhook_delivery x WHERE x."subscriptionId" = w.id ORDER BY x.id DESC LIMIT ${RECENT_DELIVERIES}) d
     WHERE w."studioId" = ${actor.studioId}::uuid
     ORDER BY w.id, d.id DESC`;
  const out: Record<string, DeliveryView[]> = {};
  for (const r of rows) (out[r.subscriptionId] ??= []).push(deliveryView(r, r.timezone));
  return out;
}

/** Post a signed `ping` to the endpoint now and record it; the outcome and the recorded delivery. */
async function sendTestEvent(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  id: string,
  opts: Pick<DeliverOptions, "production" | "timeoutMs"> = {},
): Promise<TestOutcome> {
  requireOwner(actor, "settings");
  const sub = await subscriptionOf(db, actor, id);
  if (sub.studio.verificationStatus !== "live")
    throw new ApiError("STUDIO_NOT_VERIFIED", "Webhooks are sent once the platform has verified the studio");
  const [{ seq }] = await db.$queryRaw<{ seq: bigint }[]>`SELECT nextval(pg_get_serial_sequence('webhook_delivery', 'id')) AS seq`;
  const sentAt = clock.now();
  const eventId = `evt_${randomUUID()}`;
  const payload = pingPayloadSchema.parse({
    type: PING,
    timestamp: sentAt.toISOString(),
    sequence: Number(seq),
    data: { subscriptionId: sub.id, test: true },
  });
  const outcome = await postSigned(sub, eventId, JSON.stringify(payload), sentAt, opts);
  const error = outcome.error ? outcome.error.slice(0, MAX_ERROR) : null;
  const { sequence: _row, ...stored } = payload;
  const row = await inTransaction(db, async (tx) => {
    // INSERT … SELECT: an endpoint removed while the POST was out records nothing (and is 404).
    const [made] = await tx.$queryRaw<DeliveryRow[]>`
      INSERT INTO webhook_delivery (id, "eventId", "subscriptionId", type, payload, status, attempts, "nextAttemptAt", "lastError",
                                    "createdAt", "deliveredAt", "responseStatus", "lastAttemptAt")
      SELECT ${seq}::bigint, ${eventId}::text, s.id, ${PING}::text, ${JSON.stringify(stored)}::jsonb,
             ${error ? "failed" : "delivered"}::text, 1, ${sentAt}::timestamptz, ${error}::text, ${sentAt}::timestamptz,
             ${error ? null : clock.now()}::timestamptz, ${outcome.status}::int, ${sentAt}::timestamptz
        FROM webhook_subscription s WHERE s.id = ${sub.id}::uuid
      RETURNING id, "eventId", type, status, attempts, "responseStatus", "lastError", "createdAt", "lastAttemptAt", "deliveredAt", "nextAttemptAt"`;
    if (!made) throw notFound("Webhook subscription");
    await audit(tx, actor, {
      action: "webhook.test",
      detail: { subscriptionId: sub.id, url: sub.url, delivered: !error, responseStatus: outcome.status, error },
      at: sentAt,
    });
    return made;
  });
  return { delivered: !error, responseStatus: outcome.status, error, delivery: deliveryView(row, sub.studio.timezone) };
}

/** The routes' operations (POST /v1/studio/webhooks/{id}/test, GET …/{id}/deliveries): owners only. */
export const webhookEndpoint = { recentDeliveries, recentDeliveriesByEndpoint, sendTestEvent };
