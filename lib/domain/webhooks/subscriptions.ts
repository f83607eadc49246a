// A studio's webhook subscriptions (docs/webhooks.md, Subscriptions): a URL, the event types it
// wants (none = all) and a signing secret. The secret is a Standard Webhooks "whsec_<base64>" key;
// we must sign with it, so it is stored sealed (lib/infra/seal.ts, bound to the subscription id),
// never hashed, and shown once: on creation and on rotation. A studio has at most MAX_SUBSCRIPTIONS
// (docs/webhooks.md, Limits); a disabled one is shown with the failing time and re-enabled here.
import { randomBytes, randomUUID } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { isProduction } from "../../infra/env";
import { seal, unseal } from "../../infra/seal";
import { ApiError, notFound } from "../../contract/errors";
import { Uuid } from "../../contract/schemas";
import { WEBHOOK_SUBSCRIPTIONS_MAX } from "../../contract/limits";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { feedUrlProblem } from "../calendars/fetch-feed";
import type { WebhookEventType } from "./events";
import { isoInZone } from "../bookings/view";
import { isWebhookEventType } from "../../contract/webhook-payloads";

const PURPOSE = "webhook-secret-seal/v1";
/** Subscriptions per studio (docs/webhooks.md, Limits). */
export const MAX_SUBSCRIPTIONS = WEBHOOK_SUBSCRIPTIONS_MAX;

export type SubscriptionView = {
  id: string;
  url: string;
  events: WebhookEventType[];
  /** Its last attempt failed (failingSince is when the run of failures began). */
  failing: boolean;
  failingSince: string | null;
  /** Disabled after failing for the documented time; nothing is queued for it until re-enabled. */
  disabledAt: string | null;
  lastError: string | null;
  createdAt: string;
};
export type SubscriptionWithSecret = SubscriptionView & { secret: string };

/** A fresh signing secret: 24 random bytes, as standardwebhooks' Webhook expects ("whsec_" + base64). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** Why a secret given in a studio file is unusable ("" when it is fine). */
export function webhookSecretProblem(secret: string): string {
  const m = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!m || Buffer.from(m[1]!, "base64").length < 24) return 'must be "whsec_" followed by at least 24 bytes in base64';
  return "";
}

/** Why a subscription URL is refused (the calendar feeds' rule: https in production); "" when fine. */
export function webhookUrlProblem(url: string, production = isProduction()): string {
  const p = feedUrlProblem(url, production);
  return p ? `webhook URL ${p}` : "";
}

export function openSecret(sub: { id: string; secretSealed: string }): string {
  return unseal(PURPOSE, sub.secretSealed, { aad: sub.id });
}

type Row = {
  id: string;
  url: string;
  events: string[];
  failingSince: Date | null;
  disabledAt: Date | null;
  lastError: string | null;
  createdAt: Date;
};
/** The studio's zone: createdAt is written with its offset, as every studio time (docs/dashboard.md, Data). */
async function studioZone(db: DbOrTx, studioId: string): Promise<string> {
  const s = await db.studio.findUnique({ where: { id: studioId }, select: { timezone: true } });
  return s?.timezone ?? "UTC";
}

const view = (r: Row, tz: string): SubscriptionView => ({
  id: r.id,
  url: r.url,
  events: r.events.filter(isWebhookEventType),
  failing: r.failingSince !== null,
  failingSince: r.failingSince ? isoInZone(r.failingSince, tz) : null,
  disabledAt: r.disabledAt ? isoInZone(r.disabledAt, tz) : null,
  lastError: r.failingSince !== null ? r.lastError : null,
  createdAt: isoInZone(r.createdAt, tz),
});

/** What a fresh start clears: the run of failures, the backoff, the disabling (a re-enable, the same URL again). */
const FRESH = { failures: 0, failingSince: null, retryAt: null, lastError: null, disabledAt: null } as const;

function checkEvents(events: readonly string[]): WebhookEventType[] {
  const bad = events.filter((e) => !isWebhookEventType(e));
  if (bad.length) throw new ApiError("VALIDATION_ERROR", `events: unknown event type ${bad.join(", ")}`);
  return [...new Set(events.filter(isWebhookEventType))];
}

async function listSubscriptions(db: DbOrTx, studioId: string): Promise<SubscriptionView[]> {
  const rows = await db.webhookSubscription.findMany({ where: { studioId }, orderBy: { createdAt: "asc" } });
  const tz = await studioZone(db, studioId);
  return rows.map((r) => view(r, tz));
}

/**
 * Add a subscription (or replace the one with the same URL, which starts it afresh); the secret
 * given, or a fresh one. Call inside a transaction: the studio's subscriptions are counted under
 * its advisory lock, so two requests at once cannot both take the last place.
 */
export async function createSubscription(
  db: DbOrTx,
  studioId: string,
  input: { url: string; events?: readonly string[]; secret?: string },
): Promise<SubscriptionWithSecret> {
  const problem = webhookUrlProblem(input.url);
  if (problem) throw new ApiError("VALIDATION_ERROR", `url: ${problem}`);
  const events = checkEvents(input.events ?? []);
  const secret = input.secret ?? newWebhookSecret();
  const secretProblem = webhookSecretProblem(secret);
  if (secretProblem) throw new ApiError("VALIDATION_ERROR", `secret: ${secretProblem}`);
  await db.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`webhook-subscriptions:${studioId}`}, 0))::text`;
  const existing = await db.webhookSubscription.findUnique({ where: { studioId_url: { studioId, url: input.url } } });
  if (!existing && (await db.webhookSubscription.count({ where: { studioId } })) >= MAX_SUBSCRIPTIONS)
    throw new ApiError(
      "INVALID_STATE",
      `A studio has at most ${MAX_SUBSCRIPTIONS} webhook subscriptions; remove one before adding another`,
      { details: { limit: MAX_SUBSCRIPTIONS } },
    );
  const id = existing?.id ?? randomUUID();
  const secretSealed = seal(PURPOSE, secret, { aad: id });
  // The zone is read before the write: nothing is read after it (docs/decisions-platform.md, A 503 changed nothing).
  const tz = await studioZone(db, studioId);
  const row = await db.webhookSubscription.upsert({
    where: { id },
    create: { id, studioId, url: input.url, events, secretSealed },
    update: { events, secretSealed, ...FRESH },
  });
  return { ...view(row, tz), secret };
}

/** A new secret for a subscription; the old one stops signing at once (shown once, like on creation). */
export async function rotateSecret(db: DbOrTx, studioId: string, id: string): Promise<SubscriptionWithSecret> {
  if (!Uuid.safeParse(id).success) throw notFound("Webhook subscription");
  const secret = newWebhookSecret();
  const tz = await studioZone(db, studioId);
  // One statement, its answer from RETURNING: no read after the write (docs/decisions-platform.md, A 503 changed nothing).
  const [row] = await db.webhookSubscription.updateManyAndReturn({
    where: { id, studioId },
    data: { secretSealed: seal(PURPOSE, secret, { aad: id }) },
  });
  if (!row) throw notFound("Webhook subscription");
  return { ...view(row, tz), secret };
}

/**
 * Re-enable a disabled (or failing) subscription: a fresh start, no backoff; events are queued for
 * it again from now (those of its disabled time were never queued). The row as it is now.
 */
async function enableSubscription(db: DbOrTx, studioId: string, id: string): Promise<SubscriptionView> {
  if (!Uuid.safeParse(id).success) throw notFound("Webhook subscription");
  const tz = await studioZone(db, studioId);
  const [row] = await db.webhookSubscription.updateManyAndReturn({ where: { id, studioId }, data: FRESH });
  if (!row) throw notFound("Webhook subscription");
  return view(row, tz);
}

/** Remove a subscription and its undelivered events. */
async function deleteSubscription(db: DbOrTx, studioId: string, id: string): Promise<void> {
  if (!Uuid.safeParse(id).success) throw notFound("Webhook subscription");
  const n = await db.webhookSubscription.deleteMany({ where: { id, studioId } });
  if (n.count === 0) throw notFound("Webhook subscription");
}

/**
 * The dashboard's operations (GET/POST /v1/studio/webhooks, …/{id}/rotate, DELETE …/{id}): owners
 * only, their studio only; each change is audited in its own transaction (docs/webhooks.md,
 * Subscriptions) with the URL and events, never the secret.
 */
export const studioWebhooks = {
  async list(db: DbOrTx, actor: StaffActor): Promise<SubscriptionView[]> {
    requireOwner(actor, "settings");
    return listSubscriptions(db, actor.studioId);
  },
  async create(
    db: Db,
    clock: Clock,
    actor: StaffActor,
    body: { url: string; events?: readonly string[] },
  ): Promise<SubscriptionWithSecret> {
    requireOwner(actor, "settings");
    return inTransaction(db, async (tx) => {
      const made = await createSubscription(tx, actor.studioId, body);
      await audit(tx, actor, {
        action: "webhook.create",
        detail: { subscriptionId: made.id, url: made.url, events: made.events },
        at: clock.now(),
      });
      return made;
    });
  },
  async rotate(db: Db, clock: Clock, actor: StaffActor, id: string): Promise<SubscriptionWithSecret> {
    requireOwner(actor, "settings");
    return inTransaction(db, async (tx) => {
      const made = await rotateSecret(tx, actor.studioId, id);
      await audit(tx, actor, { action: "webhook.rotate", detail: { subscriptionId: made.id, url: made.url }, at: clock.now() });
      return made;
    });
  },
  async enable(db: Db, clock: Clock, actor: StaffActor, id: string): Promise<SubscriptionView> {
    requireOwner(actor, "settings");
    return inTransaction(db, async (tx) => {
      const before = Uuid.safeParse(id).success
        ? await tx.webhookSubscription.findFirst({ where: { id, studioId: actor.studioId }, select: { disabledAt: true } })
        : null;
      const made = await enableSubscription(tx, actor.studioId, id);
      await audit(tx, actor, {
        action: "webhook.enable",
        detail: { subscriptionId: made.id, url: made.url, wasDisabledAt: before?.disabledAt?.toISOString() ?? null },
        at: clock.now(),
      });
      return made;
    });
  },
  async remove(db: Db, clock: Clock, actor: StaffActor, id: string): Promise<void> {
    requireOwner(actor, "settings");
    await inTransaction(db, async (tx) => {
      const sub = Uuid.safeParse(id).success ? await tx.webhookSubscription.findFirst({ where: { id, studioId: actor.studioId } }) : null;
      await deleteSubscription(tx, actor.studioId, id);
      await audit(tx, actor, { action: "webhook.delete", detail: { subscriptionId: id, url: sub?.url ?? null }, at: clock.now() });
    });
  },
};
