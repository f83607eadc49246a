// Messages to staff members (docs/studio-accounts.md, Sign-in): a sign-in link, or an invitation
// to a studio with one; and the owners' notices about the studio's standing (owner-notices.ts). They
// go through the same outbox as the guests' messages (a `message` row and its job; send.ts
// delivers), with no booking. The link lets whoever holds it in, so it
// is never stored in plain text: sealed (lib/infra/seal.ts, bound to the row's id) and wiped
// once sent, like a guest's manage link.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Locale } from "../../contract/locales";
import type { DbOrTx } from "../../infra/db";
import { enqueueMessage } from "./queue";
import { seal, unseal } from "../../infra/seal";
import { escapeHtml as esc } from "../../i18n/escape";
import type { RenderedEmail } from "./templates";
import { fmt, getDict } from "../../i18n";
import { isOwnerNoticeKind, OWNER_NOTICE_KINDS, renderOwnerNotice } from "./owner-notices";

const STAFF_MESSAGE_KINDS = ["staff_sign_in", "staff_invitation", ...OWNER_NOTICE_KINDS] as const;
export type StaffMessageKind = (typeof STAFF_MESSAGE_KINDS)[number];

export function isStaffMessageKind(kind: string): kind is StaffMessageKind {
  return (STAFF_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/** What the sealed part of a staff message holds. */
/** The link and what its email says of it, sealed in the message row (read back through this schema). */
const Sealed = z.object({
  url: z.string(),
  studio: z.string().optional(),
  role: z.enum(["owner", "staff"]).optional(),
  minutes: z.number(),
});
type Sealed = z.infer<typeof Sealed>;

const PURPOSE = "staff-link-seal/v1";

/** Queue a staff email carrying `url`; returns the message id. */
export async function queueStaffMessage(
  tx: DbOrTx,
  m: {
    kind: StaffMessageKind;
    email: string;
    locale: Locale;
    now: Date;
    url: string;
    minutes: number;
    studio?: string;
    role?: "owner" | "staff";
    /** The inviting studio: the worker applies its rules and caps to the invitation (send.ts). */
    studioId?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const payload: Sealed = { url: m.url, studio: m.studio, role: m.role, minutes: m.minutes };
  const sealed = seal(PURPOSE, JSON.stringify(payload), { aad: id });
  const detail = m.studioId ? JSON.stringify({ studioId: m.studioId }) : null;
  await tx.$executeRaw`
    INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", sealed, detail)
    VALUES (${id}::uuid, ${`${m.kind}:${id}`}, NULL, ${m.kind}, 'email', ${m.email}, ${m.locale}, 'queued', ${m.now}, ${sealed}, ${detail}::jsonb)`;
  await enqueueMessage(tx, id);
  return id;
}

/** The email of a claimed staff message; throws when its sealed link is gone or cannot be opened. */
export function renderStaffMessage(m: {
  id: string;
  kind: StaffMessageKind;
  locale: Locale;
  sealed: string | null;
  detail?: Record<string, unknown> | null;
}): RenderedEmail {
  if (isOwnerNoticeKind(m.kind)) return renderOwnerNotice({ kind: m.kind, locale: m.locale, detail: m.detail });
  if (!m.sealed) throw new Error("staff message without its link");
  const p = Sealed.parse(JSON.parse(unseal(PURPOSE, m.sealed, { aad: m.id })));
  const t = (getDict(m.locale) ?? getDict("es")).staffAuth;
  const invite = m.kind === "staff_invitation" && p.studio;
  const subject = invite ? fmt(t.inviteSubject, { studio: p.studio! }, m.locale) : t.signInSubject;
  const intro = invite ? fmt(t.inviteIntro, { studio: p.studio!, role: t.roles[p.role ?? "staff"] }, m.locale) : t.signInIntro;
  const lines = [intro, p.url, fmt(t.linkNote, { minutes: p.minutes }, m.locale), t.notYou];
  return {
    kind: "email",
    subject,
    text: lines.join("\n\n") + "\n",
    html:
      `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
      `<p>${esc(intro)}</p><p><a href="${esc(p.url)}">${esc(p.url)}</a></p><p>${esc(fmt(t.linkNote, { minutes: p.minutes }, m.locale))}</p><p>${esc(t.notYou)}</p>` +
      `</body></html>`,
    attachments: [],
  };
}
