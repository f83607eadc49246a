// The buyer's email of a pass sold (docs/prepaid-hours.md, The buyer's code): the code, the hours and
// their expiry, and the balance page's link with the code in its fragment (never sent to a server,
// so never in a log). Queued through the outbox in the sale's transaction, with no booking; the
// code is written again from the pass's id when it is sent (lib/domain/bookings/pay-token.ts), so the row
// holds no secret.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { BCP47, localeOr } from "../../contract/locales";
import { stringField } from "../../contract/shapes";
import type { DbOrTx } from "../../infra/db";
import { fmt, getDict } from "../../i18n";
import { hoursPageUrl } from "../bookings/view";
import { enqueueMessage } from "./queue";
import { email, type RenderedEmail } from "./templates";
import { prepaidCodeOf } from "../bookings/pay-token";

const HOUR_PASS_KIND = "hour_pass";

/** Whether a message row is a pass's email (its kind is not one of a booking's). */
export const isHourPassKind = (kind: string): boolean => kind === HOUR_PASS_KIND;

/** Queue the email of pass `passId` to its buyer (the caller checked there is an address). */
export async function queueHourPassMessage(tx: DbOrTx, studioId: string, passId: string, now: Date): Promise<void> {
  const id = randomUUID();
  const detail = JSON.stringify({ studioId, hourPassId: passId });
  await tx.$executeRaw`
    INSERT INTO message (id, key, "bookingId", kind, channel, recipient, locale, status, "sendAfter", detail)
    SELECT ${id}::uuid, ${`${HOUR_PASS_KIND}:${passId}`}, NULL, ${HOUR_PASS_KIND}, 'email', "buyerEmail", locale, 'queued', ${now}, ${detail}::jsonb
      FROM hour_pass WHERE id = ${passId}::uuid AND "buyerEmail" IS NOT NULL`;
  await enqueueMessage(tx, id);
}

/** The email of a claimed hour_pass message. */
export async function renderHourPassMessage(db: DbOrTx, detail: Record<string, unknown> | null): Promise<RenderedEmail> {
  const passId = stringField(detail, "hourPassId");
  const pass = passId
    ? await db.hourPass.findUnique({ where: { id: passId }, include: { pack: true, studio: { include: { site: true } } } })
    : null;
  if (!pass) throw new Error("hour pass message without its pass");
  const locale = localeOr(pass.locale);
  const t = getDict(locale).prepaid.email;
  const code = prepaidCodeOf(pass.id);
  const date = DateTime.fromJSDate(pass.expiresAt, { zone: pass.studio.timezone })
    .setLocale(BCP47[locale])
    .toLocaleString(DateTime.DATE_FULL);
  const hours = (pass.minutes / 60).toLocaleString(BCP47[locale]);
  return email(fmt(t.subject, { studio: pass.studio.name }, locale), [
    { p: fmt(t.intro, { name: pass.buyerName, pack: pass.pack.name, studio: pass.studio.name }, locale) },
    { p: fmt(t.code, { code }, locale) },
    { p: fmt(t.what, { hours, date }, locale) },
    { p: t.howTo },
    { p: t.balance },
    { link: hoursPageUrl({ locale, studio: pass.studio }, code) },
  ]);
}
