// What each message says: plain text (SMS, email) plus simple HTML for email, in the
// recipient's locale. Pure functions of the booking row; the worker renders at send time. The
// texts are each catalog's messages.ts (lib/i18n/catalogs/<locale>/); the address, instructions and event title are the ones every
// other surface shows (lib/contract/booking-text.ts).
import { priceText } from "../price-text";
import { DateTime } from "luxon";
import type { Locale } from "../../contract/schemas";
import { BCP47, DEFAULT_LOCALE } from "../../contract/locales";
import { addressLine, mapUrl, roomInstructions, timeSpan } from "../../contract/booking-text";
import { restAtStudioCents } from "../../contract/booking-money";
import { bookAgainUrl, findBookingUrl, payLinkUrl, receiptUrl, type BookingFull } from "../bookings/view";
import { buildIcs } from "../calendars/ics-out";
import { guestEvent } from "../calendars/guest";
import { type MessageTexts } from "../../i18n/messages";
import type { Msg } from "../../i18n/core";
import { fmt, money } from "../../i18n/core";
import { escapeHtml as esc } from "../../i18n/escape";
import type { MessageKind } from "../../contract/message-kinds";
import { getDict } from "../../i18n";
import { stringField } from "../../contract/shapes";

export type RenderedEmail = {
  kind: "email";
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string; contentType: string }[];
};
export type RenderedSms = { kind: "sms"; text: string };

export function longDate(b: BookingFull, locale: Locale): string {
  return DateTime.fromISO(b.date, { zone: b.studio.timezone }).setLocale(BCP47[locale]).toLocaleString(DateTime.DATE_HUGE);
}
export function shortDate(b: BookingFull, locale: Locale): string {
  return DateTime.fromISO(b.date, { zone: b.studio.timezone }).setLocale(BCP47[locale]).toLocaleString(DateTime.DATE_SHORT);
}
// Across the autumn clock change each end carries its offset (booking-text.ts, timeSpan).
export const timeRange = (b: BookingFull) =>
  timeSpan(
    b.startTime,
    b.endTime,
    DateTime.fromJSDate(b.startsAt, { zone: b.studio.timezone }).offset,
    DateTime.fromJSDate(b.endsAt, { zone: b.studio.timezone }).offset,
  );
const when = (b: BookingFull, l: Locale) => `${shortDate(b, l)} ${timeRange(b)}`;
const address = (b: BookingFull) => addressLine(b.studio);

/**
 * The message texts of one booking, formatted: what any of them may name (studio, reference, room,
 * when, url, name) is given here, so a text is passed only its other values, which the type
 * checker asks for; ICU takes from the values the ones a text names.
 */
function sayer(b: BookingFull, l: Locale, manageUrl?: string) {
  const known = {
    studio: b.studio.name,
    reference: b.reference,
    room: b.room.name,
    when: when(b, l),
    url: manageUrl ?? "",
    name: b.guestName,
  };
  type Known = keyof typeof known;
  type More<V extends string> = Record<Exclude<V, Known>, string | number> & Partial<Record<V & Known, string | number>>;
  return <V extends string>(text: Msg<V>, ...more: [Exclude<V, Known>] extends [never] ? [More<V>?] : [More<V>]) =>
    fmt(text, { ...known, ...more[0] } as Record<V, string | number>, l);
}
const instructionsFor = (b: BookingFull, locale: string) =>
  roomInstructions(b.room.instructions, locale, b.studio.site?.defaultLocale ?? DEFAULT_LOCALE);

type PaymentFacts = Pick<BookingFull, "priceCents" | "depositCents" | "currency" | "paymentMode" | "paymentStatus">;

/** The money sentence: after a card deposit the studio collects the rest (total − deposit), not the total, refunded or not. */
export function paymentLine(b: PaymentFacts, t: MessageTexts, l: Locale): string {
  if (b.paymentMode === "card" && (b.paymentStatus === "deposit_paid" || b.paymentStatus === "paid" || b.paymentStatus === "refunded")) {
    // The rest as booked (price − deposit), also after a refund: a refund does not move the deposit to
    // the desk (lib/contract/booking-money.ts). A paid booking's line says what the rest was.
    const rest = Math.max(0, b.priceCents - b.depositCents);
    const says = b.paymentStatus === "refunded" ? t.depositPaidRefunded : t.depositPaid;
    return fmt(says, { deposit: money(b.depositCents, b.currency, l), rest: money(rest, b.currency, l) }, l);
  }
  return fmt(t.payOnSite, { total: money(b.priceCents, b.currency, l) }, l);
}

export type Block = { p?: string; rows?: [string, string][]; link?: string };

export function email(subject: string, blocks: Block[], attachments: RenderedEmail["attachments"] = []): RenderedEmail {
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if (b.p !== undefined) {
      text.push(b.p, "");
      html.push(`<p>${esc(b.p).replace(/\n/g, "<br>")}</p>`);
    }
    if (b.rows) {
      for (const [k, v] of b.rows) text.push(`${k}: ${v}`);
      text.push("");
      html.push(
        `<table cellpadding="4" style="border-collapse:collapse">${b.rows.map(([k, v]) => `<tr><th align="left" valign="top">${esc(k)}</th><td>${esc(v).replace(/\n/g, "<br>")}</td></tr>`).join("")}</table>`,
      );
    }
    if (b.link) {
      text.push(b.link, "");
      html.push(`<p><a href="${esc(b.link)}">${esc(b.link)}</a></p>`);
    }
  }
  return {
    kind: "email",
    subject,
    text: text.join("\n").trim() + "\n",
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html.join("\n")}</body></html>`,
    attachments,
  };
}

function ics(b: BookingFull, manageUrl: string | undefined, now: Date): RenderedEmail["attachments"][number] {
  const content = buildIcs(guestEvent(b, { manageUrl, stamp: now }));
  return { filename: `booking-${b.reference}.ics`, content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" };
}

/** "Europe/Madrid" → "Madrid", "America/Argentina/Buenos_Aires" → "Buenos Aires": the city a zone is named after. */
const zoneCity = (zone: string) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

function detailRows(b: BookingFull, t: MessageTexts, l: Locale, withInstructions: boolean, withNotes = true): [string, string][] {
  const rows: [string, string][] = [
    [t.reference, b.reference],
    [t.room, b.room.name],
    [t.date, longDate(b, l)],
    [t.time, `${timeRange(b)} (${fmt(t.zoneTime, { city: zoneCity(b.studio.timezone) }, l)})`],
    [t.price, priceText(b, l)],
    [t.payment, paymentLine(b, t, l)],
    [t.address, address(b)],
  ];
  if (b.partySize) rows.push([t.partySize, String(b.partySize)]);
  const instr = withInstructions ? instructionsFor(b, l) : null;
  if (instr) rows.push([t.instructions, instr]);
  if (b.notes && withNotes) rows.push([t.notes, b.notes]);
  return rows;
}

/**
 * The guest's confirmation (over email) or receipt: details, instructions, manage link, the way to book the same room
 * and length again (the confirmation only), .ics.
 * The receipt goes to an address nobody verified (confirm's `email`), so it carries no
 * guest-written text — no name, no notes — only what the studio wrote (docs/decisions-messages.md, Receipts): it cannot
 * be used to send someone arbitrary text.
 */
function guestBookingEmail(
  b: BookingFull,
  l: Locale,
  variant: "confirmed" | "receipt",
  manageUrl: string | undefined,
  now: Date,
): RenderedEmail {
  const t = getDict(l).messages;
  const say = sayer(b, l, manageUrl);
  const receipt = variant === "receipt";
  const blocks: Block[] = [
    ...(receipt ? [] : [{ p: say(t.hello) }]),
    { p: receipt ? say(t.receiptIntro) : say(t.confirmedIntro) },
    { rows: detailRows(b, t, l, true, !receipt) },
  ];
  if (manageUrl) blocks.push({ p: t.manageLine }, { link: manageUrl });
  // Book again (docs/booking-flow.md, Book again): the room page with the length chosen; the text carries the one
  // manage link (its page offers "Book again" too), so this is the email's.
  if (!receipt) blocks.push({ p: say(t.bookAgainLine) }, { link: bookAgainUrl(b) });
  blocks.push({ p: `${say(t.cancelPolicy, { hours: b.cancelNoticeHours })}\n${t.icsNote}` }, { p: say(t.footer) });
  const subject = variant === "confirmed" ? say(t.confirmedSubject) : say(t.receiptSubject);
  return email(subject, blocks, [ics(b, manageUrl, now)]);
}

function studioRows(b: BookingFull, t: MessageTexts, l: Locale): [string, string][] {
  const rows: [string, string][] = [
    [t.reference, b.reference],
    [t.room, b.room.name],
    [t.date, longDate(b, l)],
    [t.time, timeRange(b)],
    [t.guest, b.guestName],
    [t.contact, b.contact],
  ];
  if (b.partySize) rows.push([t.partySize, String(b.partySize)]);
  if (b.email) rows.push([t.email, b.email]);
  rows.push([t.price, priceText(b, l)], [t.payment, `${b.paymentMode === "card" ? t.modeCard : t.modeOnSite} · ${b.paymentStatus}`]);
  rows.push([t.notes, b.notes ?? "—"]);
  return rows;
}

/** "date start–end (room)" of where a moved booking was (queue.ts MovedFrom in message.detail). */
function movedBefore(detail: Record<string, unknown> | undefined, b: BookingFull, l: Locale): string {
  const text = (key: "date" | "startTime" | "endTime" | "roomName") => stringField(detail, key);
  const d = { date: text("date"), startTime: text("startTime"), endTime: text("endTime"), roomName: text("roomName") };
  if (!d.date) return "—";
  const day = DateTime.fromISO(d.date, { zone: b.studio.timezone }).setLocale(BCP47[l]).toLocaleString(DateTime.DATE_SHORT);
  return `${day} ${d.startTime ?? ""}–${d.endTime ?? ""}${d.roomName && d.roomName !== b.room.name ? ` (${d.roomName})` : ""}`;
}

export type RenderInput = {
  kind: MessageKind;
  channel: "email" | "phone";
  locale: Locale;
  booking: BookingFull;
  manageUrl?: string;
  now: Date;
  /** The message row's detail (queue.ts), e.g. { amountCents } of a refund. */
  detail?: Record<string, unknown>;
};

/** The reminder before the start: a text, or an email with the way there. */
function reminderMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l } = m;
  const say = sayer(b, l, m.manageUrl);
  if (m.channel === "phone")
    return {
      kind: "sms",
      // The way to change or cancel: the find-booking page sends a fresh link (no manage token waits in a reminder).
      text: say(t.smsReminder, { address: address(b), find: findBookingUrl(b) }),
    };
  // The way there (address, the room's instructions, the map) and the manage link when the
  // reminder has it (docs/decisions-messages.md, Reminders).
  const blocks: Block[] = [
    { p: say(t.hello) },
    { p: say(t.reminderIntro, { when: `${longDate(b, l)}, ${timeRange(b)}` }) },
    { rows: detailRows(b, t, l, true) },
    { p: t.mapLine },
    { link: mapUrl(b.studio) },
  ];
  // No manage link: its token would have waited sealed for weeks (docs/decisions-messages.md, Reminders).
  blocks.push({ p: t.findLine }, { link: findBookingUrl(b) });
  blocks.push({ p: say(t.footer) });
  return email(say(t.reminderSubject), blocks);
}

/** The guest's notice of a moved booking, with the event its calendar updates in place. */
/** Staff's own words from the booking (docs/guests.md, A message to the guest), as typed, with the booking they are about. */
function guestMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l } = m;
  const say = sayer(b, l);
  const text = stringField(m.detail, "text") ?? "";
  if (m.channel === "phone") return { kind: "sms", text: say(t.smsGuestMessage, { text }) };
  return email(say(t.guestMessageSubject), [
    { p: say(t.hello) },
    { p: say(t.guestMessageIntro) },
    { p: text },
    { rows: detailRows(b, t, l, false, false) },
    { p: say(t.footer) },
  ]);
}

function movedMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l, now } = m;
  const say = sayer(b, l, m.manageUrl);
  const before = movedBefore(m.detail, b, l);
  if (m.channel === "phone")
    return {
      kind: "sms",
      text: say(t.smsMoved, { link: m.manageUrl ? "yes" : "no" }),
    };
  const blocks: Block[] = [{ p: say(t.hello) }, { p: say(t.movedIntro, { before }) }, { rows: detailRows(b, t, l, true) }];
  if (m.manageUrl) blocks.push({ p: t.manageLine }, { link: m.manageUrl });
  else blocks.push({ p: t.movedLinkFromConfirmation });
  blocks.push({ p: `${say(t.cancelPolicy, { hours: b.cancelNoticeHours })}\n${t.icsNote}` }, { p: say(t.footer) });
  // The same event as the confirmation's (same UID), its SEQUENCE the one the move bumped: calendars update it in place.
  return email(say(t.movedSubject), blocks, [ics(b, m.manageUrl, now)]);
}

export function renderMessage(m: RenderInput): RenderedEmail | RenderedSms {
  const { booking: b, locale: l, now } = m;
  const t = getDict(l).messages;
  const say = sayer(b, l, m.manageUrl);
  switch (m.kind) {
    case "booking_confirmed":
      if (m.channel === "phone")
        return {
          kind: "sms",
          text: say(t.smsConfirmed),
        };
      return guestBookingEmail(b, l, "confirmed", m.manageUrl, now);
    case "booking_receipt":
      return guestBookingEmail(b, l, "receipt", m.manageUrl, now);
    case "reminder":
    case "sms_reminder":
      return reminderMessage(m, t);
    case "payment_refunded": {
      const amount = money(b.depositCents, b.currency, l);
      if (m.channel === "phone") return { kind: "sms", text: say(t.smsRefunded, { amount }) };
      return email(say(t.refundedSubject), [{ p: say(t.hello) }, { p: say(t.refundedText, { amount }) }, { p: say(t.footer) }]);
    }
    case "studio_new_booking":
      return email(say(t.studioNewSubject), [{ p: t.studioNewIntro }, { rows: studioRows(b, t, l) }]);
    case "studio_cancelled": {
      const by = (b.cancelledBy ?? "guest") as "guest" | "system" | "studio";
      const reason = b.cancelReason === "payment_timeout" && by === "system" ? t.timeoutReason : b.cancelReason || t.noReason;
      return email(say(t.studioCancelledSubject), [
        { p: say(t.studioCancelledIntro, { by }) },
        { rows: [...studioRows(b, t, l), [t.reason, reason]] },
      ]);
    }
    case "studio_payment_refunded":
      return email(say(t.studioRefundSubject), [
        { p: say(t.studioRefundText, { amount: money(b.depositCents, b.currency, l) }) },
        { rows: studioRows(b, t, l) },
      ]);
    // Studio actions (docs/studio-actions.md, Messages).
    case "payment_received": {
      const amount = money(b.priceCents, b.currency, l);
      if (m.channel === "phone") return { kind: "sms", text: say(t.smsPaymentReceived, { amount }) };
      const paymentId = stringField(m.detail, "paymentId");
      return email(say(t.paymentReceivedSubject), [
        { p: say(t.hello) },
        { p: say(t.paymentReceivedText, { amount }) },
        ...(paymentId ? [{ p: t.paymentReceiptLink }, { link: receiptUrl(b, paymentId) }] : []),
        { p: say(t.footer) },
      ]);
    }
    case "payment_receipt":
      return paymentReceiptMessage(m, t);
    case "price_changed":
      return priceChangedMessage(m, t);
    case "payment_mark_undone": {
      const g = getDict(l).money.guest;
      const amount = money(b.priceCents, b.currency, l);
      if (m.channel === "phone") return { kind: "sms", text: say(g.sms, { amount }) };
      return email(say(g.subject), [{ p: say(t.hello) }, { p: say(g.text, { amount }) }, { p: say(t.footer) }]);
    }
    case "booking_cancelled_by_studio": {
      const reason = b.cancelReason || t.noReason;
      if (m.channel === "phone")
        return {
          kind: "sms",
          text: say(t.smsCancelledByStudio, { reason }),
        };
      return email(say(t.cancelledByStudioSubject), [
        { p: say(t.hello) },
        {
          p: say(t.cancelledByStudioText, { when: `${longDate(b, l)}, ${timeRange(b)}` }),
        },
        { rows: [[t.reason, reason]] },
        { p: say(t.footer) },
      ]);
    }
    case "booking_moved":
      return movedMessage(m, t);
    case "studio_booking_moved":
      return email(say(t.studioMovedSubject), [
        { p: say(t.studioMovedIntro, { before: movedBefore(m.detail, b, l) }) },
        { rows: studioRows(b, t, l) },
      ]);
    case "booking_details_updated": {
      // The studio changed the guest's contact (docs/studio-actions.md, Editing a booking): the new
      // contact gets the booking and its new manage link. Only guest-visible fields: detailRows never
      // reads the staff's internal note.
      if (m.channel === "phone")
        return {
          kind: "sms",
          text: say(t.smsDetailsUpdated),
        };
      const blocks: Block[] = [{ p: say(t.hello) }, { p: say(t.detailsUpdatedIntro) }, { rows: detailRows(b, t, l, true) }];
      if (m.manageUrl) blocks.push({ p: t.manageLine }, { link: m.manageUrl });
      blocks.push({ p: `${say(t.cancelPolicy, { hours: b.cancelNoticeHours })}\n${t.icsNote}` }, { p: say(t.footer) });
      return email(say(t.detailsUpdatedSubject), blocks, [ics(b, m.manageUrl, now)]);
    }
    case "booking_link_resent": {
      // Asked for on the site with the reference and this contact (docs/decisions-bookings.md, Finding a booking).
      if (m.channel === "phone") return { kind: "sms", text: say(t.smsLinkResent) };
      const blocks: Block[] = [{ p: say(t.hello) }, { p: say(t.linkResentIntro) }];
      if (m.manageUrl) blocks.push({ p: t.manageLine }, { link: m.manageUrl });
      blocks.push({ rows: detailRows(b, t, l, false) }, { p: say(t.footer) });
      return email(say(t.linkResentSubject), blocks);
    }
    case "guest_message":
      return guestMessage(m, t);
    // One message for many bookings: rendered by notifications/series.ts, which send.ts calls for these kinds.
    case "series_confirmed":
    case "series_cancelled":
      throw new Error(`${m.kind} is rendered by notifications/series.ts`);
    // One message for a studio's whole next day, on no booking: rendered by notifications/digest.ts.
    case "studio_digest":
      throw new Error(`${m.kind} is rendered by notifications/digest.ts`);
    case "deposit_refunded":
      return depositRefundedMessage(m, t);
    case "payment_requested":
      return payRequestMessage(m, t);
  }
}

/** A payment's receipt: the amount, what is still owed, and the receipt's PDF. */
function paymentReceiptMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l } = m;
  const say = sayer(b, l, m.manageUrl);
  const paymentId = stringField(m.detail, "paymentId") ?? "";
  const cents = typeof m.detail?.amountCents === "number" ? m.detail.amountCents : 0;
  const vars = { amount: money(cents, b.currency, l), owed: money(restAtStudioCents(b), b.currency, l) };
  const link = receiptUrl(b, paymentId);
  if (m.channel === "phone") return { kind: "sms", text: say(t.smsPaymentReceipt, { ...vars, link }) };
  return email(say(t.paymentReceiptSubject), [
    { p: say(t.hello) },
    { p: say(t.paymentReceiptText, vars) },
    { p: t.paymentReceiptLink },
    { link },
    { p: say(t.footer) },
  ]);
}

/** A payment link: the amount, the studio's note, and the page to pay on until the link expires. */
function payRequestMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l } = m;
  const say = sayer(b, l, m.manageUrl);
  const link = payLinkUrl(b, stringField(m.detail, "requestId") ?? "");
  const cents = typeof m.detail?.amountCents === "number" ? m.detail.amountCents : restAtStudioCents(b);
  const amount = money(cents, b.currency, l);
  const expires = stringField(m.detail, "expiresAt");
  const until = expires
    ? DateTime.fromISO(expires, { zone: b.studio.timezone }).setLocale(BCP47[l]).toLocaleString(DateTime.DATETIME_MED)
    : "—";
  if (m.channel === "phone") return { kind: "sms", text: say(t.smsPayRequest, { amount, until, link }) };
  const note = stringField(m.detail, "note");
  return email(say(t.payRequestSubject), [
    { p: say(t.hello) },
    { p: say(t.payRequestText, { amount }) },
    ...(note ? [{ p: say(t.payRequestNote, { note }) }] : []),
    { p: say(t.payRequestLink, { until }) },
    { link },
    { p: say(t.footer) },
  ]);
}

/**
 * A refund of the deposit told to the guest. While the booking stands, the email also says what is
 * still paid at the studio: the refund does not change it (lib/contract/booking-money.ts).
 */
/** A new price set by the studio: what it is, what it was, why, and what is left at the studio (a card deposit stays as taken). */
function priceChangedMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l } = m;
  const say = sayer(b, l, m.manageUrl);
  const vars = {
    price: money(b.priceCents, b.currency, l),
    previous: typeof m.detail?.fromCents === "number" ? money(m.detail.fromCents, b.currency, l) : "—",
    reason: typeof m.detail?.reason === "string" ? m.detail.reason : "",
    owed: money(restAtStudioCents(b), b.currency, l),
  };
  if (m.channel === "phone") return { kind: "sms", text: say(t.smsPriceChanged, vars) };
  return email(say(t.priceChangedSubject, vars), [
    { p: say(t.hello) },
    { p: say(t.priceChangedText, vars) },
    { p: say(t.priceChangedOwed, vars) },
    { p: say(t.footer) },
  ]);
}

function depositRefundedMessage(m: RenderInput, t: MessageTexts): RenderedEmail | RenderedSms {
  const { booking: b, locale: l } = m;
  const say = sayer(b, l, m.manageUrl);
  const cents = typeof m.detail?.amountCents === "number" ? m.detail.amountCents : b.depositCents;
  const amount = money(cents, b.currency, l);
  if (m.channel === "phone") return { kind: "sms", text: say(t.smsDepositRefunded, { amount }) };
  const rest = restAtStudioCents(b);
  const stands = b.status !== "cancelled" && rest > 0;
  return email(say(t.depositRefundedSubject), [
    { p: say(t.hello) },
    { p: say(t.depositRefundedText, { amount }) },
    ...(stands ? [{ p: say(t.depositRefundedRest, { rest: money(rest, b.currency, l) }) }] : []),
    { p: say(t.footer) },
  ]);
}
