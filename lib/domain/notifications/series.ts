// A regular booking's one message to the guest (docs/series.md, Messages): the series' dates in
// one email (or SMS) in the guest's language, with one .ics holding every occurrence (each its
// booking's own event: the same UID the confirmation, the manage page and the studio feed use,
// so a later move or cancellation of one date updates it in place). The message row hangs on the
// first occurrence; `detail.occurrences` lists every booking's id, and the manage tokens of a new
// series travel sealed together (one sealed JSON object, id → token) until it is sent.
import type { Locale } from "../../contract/schemas";
import type { DbOrTx } from "../../infra/db";
import { seal } from "../bookings/manage-token";
import { BOOKING_INCLUDE, manageUrl, siteLocale, type BookingFull } from "../bookings/view";
import { buildCalendar, icsText } from "../calendars/ics-out";
import { guestEvent } from "../calendars/guest";
import { guestChannel, queueMessage } from "./queue";
import { email, longDate, shortDate, timeRange, type Block, type RenderedEmail, type RenderedSms } from "./templates";
import { fmt, getDict } from "../../i18n";
import { stringField } from "../../contract/shapes";

export type SeriesMessageKind = "series_confirmed" | "series_cancelled";

export function isSeriesMessageKind(kind: string): kind is SeriesMessageKind {
  return kind === "series_confirmed" || kind === "series_cancelled";
}

/**
 * Queue the one guest message about `items` (a new series: with their manage tokens; a cancellation: without).
 * `byGuest`: the guest booked the series online, so the message says it is theirs, not the studio's doing.
 */
export async function queueSeriesMessage(
  tx: DbOrTx,
  kind: SeriesMessageKind,
  items: { booking: BookingFull; token: string | null }[],
  now: Date,
  opts: { byGuest?: boolean } = {},
): Promise<void> {
  if (!items.length) return;
  const first = items[0].booking;
  const tokens = Object.fromEntries(items.filter((i) => i.token).map((i) => [i.booking.id, i.token!]));
  await queueMessage(tx, {
    kind,
    bookingId: first.id,
    channel: guestChannel(first),
    recipient: first.contact,
    locale: siteLocale(first),
    sendAfter: now,
    sealed: Object.keys(tokens).length ? seal(JSON.stringify(tokens)) : null,
    // A series is confirmed once; its cancellations may be several (this one, then the rest).
    ...(kind === "series_cancelled" ? { occurrence: String(now.getTime()) } : {}),
    detail: { occurrences: items.map((i) => i.booking.id).join(","), ...(opts.byGuest ? { byGuest: 1 } : {}) },
  });
}

/** The bookings a series message lists (in start order) and each one's manage link, when the tokens came sealed. */
export async function seriesOccurrences(
  db: DbOrTx,
  detail: Record<string, unknown> | null,
  unsealedTokens: string | undefined,
): Promise<{ occurrences: BookingFull[]; manageUrls: Record<string, string> }> {
  const ids = typeof detail?.occurrences === "string" ? detail.occurrences.split(",").filter(Boolean) : [];
  const occurrences = ids.length
    ? await db.booking.findMany({ where: { id: { in: ids } }, include: BOOKING_INCLUDE, orderBy: { startsAt: "asc" } })
    : [];
  const tokens: unknown = unsealedTokens ? JSON.parse(unsealedTokens) : {};
  const manageUrls: Record<string, string> = {};
  for (const b of occurrences) {
    const token = stringField(tokens, b.id);
    if (token) manageUrls[b.id] = manageUrl(b, token);
  }
  return { occurrences, manageUrls };
}

export type SeriesRenderInput = {
  kind: SeriesMessageKind;
  channel: "email" | "phone";
  locale: Locale;
  occurrences: BookingFull[];
  manageUrls: Record<string, string>;
  now: Date;
  byGuest?: boolean;
};

/** Every occurrence as one calendar file: one VEVENT per booking, its stable UID and current SEQUENCE. */
function seriesIcs(occurrences: BookingFull[], manageUrls: Record<string, string>, now: Date): string {
  const events = occurrences.map((b) => guestEvent(b, { manageUrl: manageUrls[b.id], stamp: now }));
  return icsText(buildCalendar(events, { method: "PUBLISH" }));
}

export function renderSeriesMessage(m: SeriesRenderInput): RenderedEmail | RenderedSms | null {
  const list = m.occurrences;
  if (!list.length) return null;
  const b = list[0];
  const l = m.locale;
  const t = getDict(l).seriesMessages;
  const base = getDict(l).messages;
  const n = list.length;
  const studio = b.studio.name;
  if (m.channel === "phone") {
    const dates = list.map((o) => `${shortDate(o, l)} ${o.startTime}`).join(", ");
    // One link fits a text: the first date's manage page, which lists every date of the series (docs/series.md, Messages).
    const url = m.manageUrls[b.id];
    return {
      kind: "sms",
      text:
        m.kind === "series_confirmed"
          ? fmt(t.smsConfirmed, { studio, room: b.room.name, count: n, dates, link: url ? "yes" : "no", url: url ?? "" }, l)
          : fmt(t.smsCancelled, { studio, count: n, dates }, l),
    };
  }
  const rows: [string, string][] = list.map((o) => [
    longDate(o, l),
    `${timeRange(o)} · ${o.room.name} · ${o.reference}${m.manageUrls[o.id] ? `\n${m.manageUrls[o.id]}` : ""}`,
  ]);
  const blocks: Block[] = [{ p: fmt(base.hello, { name: b.guestName }, l) }];
  if (m.kind === "series_confirmed") {
    blocks.push(
      { p: fmt(m.byGuest ? t.confirmedIntroByGuest : t.confirmedIntro, { studio, room: b.room.name, count: n }, l) },
      { rows },
      { p: `${t.manageEach}\n${fmt(base.cancelPolicy, { hours: b.cancelNoticeHours }, l)}` },
    );
    blocks.push({ p: t.icsNote }, { p: fmt(base.footer, { studio }, l) });
    const content = seriesIcs(list, m.manageUrls, m.now);
    return email(fmt(t.confirmedSubject, { studio, count: n }, l), blocks, [
      { filename: `bookings-${b.reference}.ics`, content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ]);
  }
  blocks.push({ p: fmt(t.cancelledIntro, { studio, count: n }, l) }, { rows });
  if (b.cancelReason) blocks.push({ rows: [[t.reason, b.cancelReason]] });
  blocks.push({ p: fmt(base.footer, { studio }, l) });
  const content = seriesIcs(list, {}, m.now);
  return email(fmt(t.cancelledSubject, { studio, count: n }, l), blocks, [
    { filename: `bookings-${b.reference}.ics`, content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
  ]);
}
