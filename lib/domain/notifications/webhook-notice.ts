// The email to a studio's owners when one of its webhook endpoints is disabled (docs/webhooks.md,
// Failing endpoints): queued through the outbox (a `message` row and its job, as the staff
// messages of staff.ts), in the transaction that disabled the endpoint, one per owner in the
// owner's language; a studio without owners (made by the operator's import) gets it at its own
// address, in its site's language. The row's key names the disabling, so it is queued once.
import { DateTime } from "luxon";
import { BCP47, DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locales";
import type { DbOrTx } from "../../infra/db";
import { env } from "../../infra/env";
import { fmt, getDict } from "../../i18n";
import { enqueueMessage } from "./queue";
import { email, type RenderedEmail } from "./templates";
import { stringField } from "../../contract/shapes";

const WEBHOOK_DISABLED_KIND = "webhook_disabled";

export function isWebhookNoticeKind(kind: string): boolean {
  return kind === WEBHOOK_DISABLED_KIND;
}

type Detail = {
  studioName: string;
  timezone: string;
  url: string;
  failingSince: string;
  disabledAt: string;
  lastError: string;
};

export async function queueWebhookDisabledNotice(
  tx: DbOrTx,
  n: { studioId: string; subscriptionId: string; url: string; failingSince: Date; lastError: string; now: Date },
): Promise<number> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    WITH s AS (
      SELECT s.id, s.name, s.email, s.timezone, COALESCE(c."defaultLocale", ${DEFAULT_LOCALE}) AS locale
        FROM studio s LEFT JOIN site_config c ON c."studioId" = s.id WHERE s.id = ${n.studioId}::uuid
    ), owners AS (
      SELECT u.id, u.email, u.locale FROM organization o
        JOIN member m ON m."organizationId" = o.id AND m.role = 'owner' JOIN "user" u ON u.id = m."userId"
       WHERE o."studioId" = ${n.studioId}::uuid
    ), recipients AS (
      SELECT id, email, locale FROM owners
      UNION ALL
      SELECT 'studio', s.email, s.locale FROM s WHERE NOT EXISTS (SELECT 1 FROM owners)
    )
    INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", detail)
    SELECT gen_random_uuid(), 'webhook:' || ${n.subscriptionId} || ':' || ${WEBHOOK_DISABLED_KIND} || ':' || ${n.now.toISOString()} || ':' || r.id,
           NULL, ${WEBHOOK_DISABLED_KIND}, 'email', r.email, r.locale, 'queued', ${n.now},
           jsonb_build_object('studioName', s.name, 'timezone', s.timezone, 'url', ${n.url}::text,
                              'failingSince', ${n.failingSince.toISOString()}::text, 'disabledAt', ${n.now.toISOString()}::text,
                              'lastError', ${n.lastError}::text)
      FROM recipients r, s
    ON CONFLICT (key) DO NOTHING
    RETURNING id`;
  for (const r of rows) await enqueueMessage(tx, r.id);
  return rows.length;
}

/** The email, in the recipient's language; the times in the studio's zone. */
export function renderWebhookDisabled(detail: Record<string, unknown> | null, locale: string): RenderedEmail {
  const text = (key: keyof Detail) => stringField(detail, key);
  const d = {
    studioName: text("studioName"),
    timezone: text("timezone"),
    url: text("url"),
    failingSince: text("failingSince"),
    disabledAt: text("disabledAt"),
    lastError: text("lastError"),
  };
  if (!d.url || !d.failingSince || !d.disabledAt) throw new Error("webhook notice without its detail");
  const l: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = getDict(l).webhookEmail;
  const zone = d.timezone ?? "UTC";
  const since = DateTime.fromISO(d.failingSince, { zone }).setLocale(BCP47[l]).toLocaleString(DateTime.DATETIME_MED);
  const hours = Math.floor((Date.parse(d.disabledAt) - Date.parse(d.failingSince)) / 3_600_000);
  // A plain page of the dashboard (it asks for a sign-in), never a sign-in link.
  const page = new URL(`/studio/${l}/connections`, env().PUBLIC_BASE_URL).toString();
  return email(fmt(t.subject, { url: d.url }, l), [
    { p: fmt(t.intro, { studio: d.studioName ?? "", url: d.url, since }, l) },
    ...(d.lastError ? [{ p: fmt(t.lastError, { error: d.lastError }, l) }] : []),
    { p: fmt(t.stopped, { hours }, l) },
    { p: t.reenable },
    { link: page },
    { p: t.footer },
  ]);
}
