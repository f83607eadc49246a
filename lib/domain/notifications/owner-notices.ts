// Emails to a studio's owners about its standing (docs/decisions-messages.md, The owner is told): the
// operator verified, rejected, suspended or reinstated it (docs/operators.md, Studio status), Stripe
// stopped or resumed its card payments (docs/payments-connect.md, The owner is told). One message row
// per owner, in that owner's language (user.locale, as their sign-in emails), queued in the transaction
// of the change like every message; no booking, so send.ts takes them by the staff path (staff.ts).
// What they say beyond the kind (the studio's name, the operator's reason, what Stripe needs, the
// dashboard's link) is in message.detail: nothing in it is a secret, unlike a sign-in link.
import { randomUUID } from "node:crypto";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locales";
import type { DbOrTx } from "../../infra/db";
import { env } from "../../infra/env";
import { getDict } from "../../i18n";
import { fmt } from "../../i18n/core";
import { requirementSentences } from "../../i18n/stripe-requirements";
import { enqueueMessage } from "./queue";
import { email, type Block, type RenderedEmail } from "./templates";

export const OWNER_NOTICE_KINDS = [
  "studio_verified",
  "studio_rejected",
  "studio_suspended",
  "studio_reinstated",
  "card_payments_stopped",
  "card_payments_resumed",
] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

export function isOwnerNoticeKind(kind: string): kind is OwnerNoticeKind {
  return (OWNER_NOTICE_KINDS as readonly string[]).includes(kind);
}

type Detail = { studioId: string; studio: string; url: string; reason?: string; requirements?: string[] };

/**
 * Queue `kind` to every owner of the studio (none when it has no owner yet, e.g. an imported one).
 * `at` is the change's instant: with the owner's id it keys the row, so a repeated call for the same
 * change queues nothing twice. Returns how many were queued.
 */
export async function queueOwnerNotices(
  tx: DbOrTx,
  n: { studioId: string; kind: OwnerNoticeKind; at: Date; reason?: string | null; requirements?: string[] },
): Promise<number> {
  const owners = await tx.$queryRaw<{ userId: string; email: string; locale: string; studio: string }[]>`
    SELECT u.id AS "userId", u.email, u.locale, s.name AS studio
      FROM studio s JOIN organization o ON o."studioId" = s.id
      JOIN member m ON m."organizationId" = o.id AND m.role = 'owner' JOIN "user" u ON u.id = m."userId"
     WHERE s.id = ${n.studioId}::uuid
     ORDER BY u.email`;
  const card = n.kind === "card_payments_stopped" || n.kind === "card_payments_resumed";
  let queued = 0;
  for (const o of owners) {
    const locale: Locale = isLocale(o.locale) ? o.locale : DEFAULT_LOCALE;
    const url = new URL(`/studio/${locale}${card ? "/payments" : ""}`, env().PUBLIC_BASE_URL).href;
    const detail: Detail = { studioId: n.studioId, studio: o.studio, url };
    if (n.reason) detail.reason = n.reason;
    if (n.requirements) detail.requirements = n.requirements;
    const id = randomUUID();
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", detail)
      VALUES (${id}::uuid, ${`owner:${n.studioId}:${n.kind}:${n.at.getTime()}:${o.userId}`}, NULL, ${n.kind}, 'email', ${o.email},
              ${locale}, 'queued', ${n.at}, ${JSON.stringify(detail)}::jsonb)
      ON CONFLICT (key) DO NOTHING RETURNING id`;
    if (rows.length === 0) continue;
    await enqueueMessage(tx, id);
    queued++;
  }
  return queued;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The email of a claimed owner notice, in its row's language. */
export function renderOwnerNotice(m: { kind: OwnerNoticeKind; locale: string; detail?: Record<string, unknown> | null }): RenderedEmail {
  const l: Locale = isLocale(m.locale) ? m.locale : DEFAULT_LOCALE;
  const dict = getDict(l);
  const t = dict.ownerMessages;
  const d = m.detail ?? {};
  const vars = { studio: str(d.studio) };
  const reason = str(d.reason);
  const url = str(d.url);
  const blocks: Block[] = [{ p: fmt(t[m.kind].text, vars, l) }];
  if (reason && (m.kind === "studio_rejected" || m.kind === "studio_suspended")) blocks.push({ rows: [[t.reason, reason]] });
  if (m.kind === "card_payments_stopped") {
    const needs = Array.isArray(d.requirements) ? requirementSentences(d.requirements.map(String), dict.verification.requirements) : [];
    if (needs.length) blocks.push({ p: `${t.card_payments_stopped.needs}\n${needs.map((s) => `- ${s}`).join("\n")}` });
  }
  const next =
    m.kind === "studio_rejected" || m.kind === "studio_suspended" || m.kind === "card_payments_stopped" ? t[m.kind].next : t.dashboard;
  if (url) blocks.push({ p: next }, { link: url });
  blocks.push({ p: fmt(t.footer, vars, l) });
  return email(fmt(t[m.kind].subject, vars, l), blocks);
}
