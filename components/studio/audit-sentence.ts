// One audit entry of a booking as a sentence (docs/studio-actions.md, Audit trail): which room, which
// times, which amounts, what changed, in the member's language. An action or a detail this does not
// know (an older row, a newer action) answers null, and the page shows the detail as it is stored.
import { BCP47, type Locale } from "@/lib/contract/locales";
import { durationLabel, longDate, money } from "@/lib/site/client/format";
import { fmt, getDict } from "@/lib/i18n";
import { listFormat } from "@/lib/i18n/intl";
import { extrasChangeText } from "@/lib/contract/booking-actions/change-extras";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

export type AuditContext = {
  locale: Locale;
  currency: string;
  /** Room id → name (the studio's rooms and the booking's own). */
  rooms: ReadonlyMap<string, string>;
  durationUnits: { minutes: string; hours: string; hoursMinutes: string };
};

export function auditSentence(action: string, detail: unknown, c: AuditContext): string | null {
  const t = getDict(c.locale).audit;
  const d = isObj(detail) ? detail : {};
  const room = (id: unknown) => (typeof id === "string" ? (c.rooms.get(id) ?? t.otherRoom) : t.otherRoom);
  const day = (date: unknown) =>
    typeof date === "string" ? longDate(date, c.locale, { day: "numeric", month: "short", year: "numeric" }) : "";
  const cents = (v: unknown) => (typeof v === "number" ? money(v, c.currency, c.locale) : null);
  const word = (map: Record<string, string>, v: unknown) => (typeof v === "string" ? (map[v] ?? v) : "");
  switch (action) {
    case "booking.mark": {
      const to = str(d.to);
      const from = str(d.from);
      if (to !== "completed" && to !== "no_show") return null;
      if (from === "completed" || from === "no_show")
        return fmt(t.markCorrected, { to: word(t.status, to), from: word(t.status, from) }, c.locale);
      return to === "completed" ? t.markedCompleted : t.markedNoShow;
    }
    case "booking.mark_paid":
      return fmt(t.markedPaid, { from: word(t.payment, d.from) }, c.locale);
    case "booking.price": {
      const from = cents(d.from);
      const to = cents(d.to);
      return from && to ? fmt(t.priceChanged, { from, to, reason: str(d.reason) ?? "" }, c.locale) : null;
    }
    case "booking.extras": {
      const from = cents(d.from);
      const to = cents(d.to);
      return from && to ? fmt(t.priceChanged, { from, to, reason: extrasList(d.extras, c.locale) }, c.locale) : null;
    }
    case "booking.payment":
    case "booking.payment_void":
    case "booking.payment_refund": {
      const amount = cents(d.amountCents);
      if (!amount) return null;
      const method = str(d.method);
      const sentence =
        action === "booking.payment_void"
          ? fmt(t.paymentVoided, { amount }, c.locale)
          : action === "booking.payment_refund"
            ? fmt(t.paymentGivenBack, { amount }, c.locale)
            : method
              ? fmt(t.paymentRecorded, { amount, method: word(t.method, method) }, c.locale)
              : fmt(t.paymentRecordedUnsaid, { amount }, c.locale);
      const note = str(d.note) ?? str(d.reason);
      return note ? `${sentence} ${fmt(t.paymentNote, { note }, c.locale)}` : sentence;
    }
    case "booking.payment_request":
    case "booking.payment_request_cancel": {
      const amount = cents(d.amountCents);
      if (!amount) return null;
      return fmt(action === "booking.payment_request" ? t.paymentLinkSent : t.paymentLinkCancelled, { amount }, c.locale);
    }
    case "booking.invoice":
    case "booking.invoice_rectify": {
      const amount = cents(d.totalCents);
      const number = str(d.number);
      if (!amount || !number) return null;
      if (action === "booking.invoice") return fmt(t.invoiceIssued, { number, amount }, c.locale);
      return fmt(t.invoiceRectified, { number, amount, reason: str(d.reason) ?? "" }, c.locale);
    }
    case "booking.mark_unpaid": {
      const message = str(d.message);
      const told = message === "cancelled" || message === "correction" || message === "none" ? t.undoMessage[message] : null;
      return [fmt(t.markUndone, { to: word(t.payment, d.to) }, c.locale), told].filter(Boolean).join(" ");
    }
    case "booking.cancel": {
      const reason = str(d.reason);
      const parts = [reason ? fmt(t.cancelled, { reason }, c.locale) : t.cancelledNoReason];
      if (d.refund === true) parts.push(t.depositRefunded);
      if (d.scope === "following") parts.push(t.seriesFollowing);
      if (d.scope === "all") parts.push(t.seriesAll);
      return parts.join(" ");
    }
    case "booking.refund": {
      const amount = cents(d.amountCents);
      if (!amount) return null;
      const parts = [fmt(t.refunded, { amount }, c.locale)];
      if (d.source === "stripe") parts.push(t.refundFromStripe);
      const state = str(d.status);
      if (state && t.refundState[state]) parts.push(t.refundState[state]);
      return parts.join(" ");
    }
    case "booking.create": {
      if (typeof d.minutes !== "number" || !str(d.startTime)) return null;
      const what = `${word(t.channel, d.channel)}: ${room(d.roomId)}, ${day(d.date)}, ${str(d.startTime)}, ${durationLabel(d.minutes, c.durationUnits)}`;
      return d.seriesId ? `${fmt(t.created, { what }, c.locale)} ${t.createdInSeries}` : fmt(t.created, { what }, c.locale);
    }
    case "booking.move": {
      if (!isObj(d.from) || !isObj(d.to)) return null;
      const slot = (s: Obj) =>
        fmt(t.slot, { room: room(s.roomId), date: day(s.date), start: str(s.startTime) ?? "", end: str(s.endTime) ?? "" }, c.locale);
      const parts = [fmt(t.moved, { from: slot(d.from), to: slot(d.to) }, c.locale)];
      const before = d.from.priceCents;
      const after = d.to.priceCents;
      if (typeof after === "number" && typeof before === "number" && after !== before)
        parts.push(fmt(t.repriced, { price: cents(after)! }, c.locale));
      else parts.push(t.priceKept);
      if (d.notifyGuest === false) parts.push(t.notTold);
      return parts.join(" ");
    }
    case "booking.edit": {
      const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === "string") : [];
      if (fields.length === 0) return null;
      const changes = fields.map((f) => {
        // {from, to} (older rows: the new value alone); erased by retention, the field's name alone.
        const v = isObj(d[f]) ? d[f].to : d[f];
        const name = t.field[f] ?? f;
        if (!(f in d)) return name;
        if (f === "internalNote") return v ? t.noteChanged : t.noteRemoved;
        return typeof v === "string" && v !== ""
          ? fmt(t.setTo, { field: name, value: v }, c.locale)
          : fmt(t.removed, { field: name }, c.locale);
      });
      const sentence = fmt(t.edited, { changes: listFormat(BCP47[c.locale]).format(changes) }, c.locale);
      return d.manageLinkRenewed === true ? `${sentence} ${t.linkRenewed}` : sentence;
    }
    default:
      return action === "booking.message" ? messageSentence(d, t, c.locale) : null;
  }
}

/** A message staff wrote to the guest (docs/guests.md, A message to the guest): how it went and what it said. */
function messageSentence(d: Obj, t: ReturnType<typeof getDict>["audit"], locale: Locale): string | null {
  const text = str(d.text);
  if (!text || (d.channel !== "email" && d.channel !== "phone")) return null;
  return fmt(t.messageToGuest[d.channel], { text }, locale);
}

/** The "What" of an entry when the dictionary's label is too vague: a mark says completed or no-show. */
export function auditLabel(action: string, detail: unknown, locale: Locale): string | null {
  if (action !== "booking.mark" || !isObj(detail)) return null;
  const to = detail.to;
  return to === "completed" || to === "no_show" ? getDict(locale).audit.markLabel[to] : null;
}

/** A booking's extras as its audit row keeps them ([{name, quantity}]), worded as the guest is told them. */
function extrasList(extras: unknown, locale: Locale): string {
  const lines = (Array.isArray(extras) ? extras.filter(isObj) : []).map((l) => ({
    name: isObj(l.name) ? Object.fromEntries(Object.entries(l.name).filter(([, v]) => typeof v === "string")) : {},
    quantity: typeof l.quantity === "number" ? l.quantity : 1,
  }));
  return extrasChangeText(lines, locale);
}
