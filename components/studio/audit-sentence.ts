// One audit entry of a booking as a sentence (docs/studio-actions.md, Audit trail): which room, which
// times, which amounts, what changed, in the member's language. An action or a detail this does not
// know (an older row, a newer action) answers null, and the page shows the detail as it is stored.
import type { Locale } from "@/lib/contract/locales";
import { durationLabel, longDate, money } from "@/lib/site/client/format";
import { getDict } from "@/lib/i18n";
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
      if (from === "completed" || from === "no_show") return t.markCorrected(word(t.status, to), word(t.status, from));
      return to === "completed" ? t.markedCompleted : t.markedNoShow;
    }
    case "booking.mark_paid":
      return t.markedPaid(word(t.payment, d.from));
    case "booking.price": {
      const from = cents(d.from);
      const to = cents(d.to);
      return from && to ? t.priceChanged(from, to, str(d.reason) ?? "") : null;
    }
    case "booking.extras": {
      const from = cents(d.from);
      const to = cents(d.to);
      return from && to ? t.priceChanged(from, to, extrasList(d.extras, c.locale)) : null;
    }
    case "booking.mark_unpaid": {
      const message = str(d.message);
      const told = message === "cancelled" || message === "correction" || message === "none" ? t.undoMessage[message] : null;
      return [t.markUndone(word(t.payment, d.to)), told].filter(Boolean).join(" ");
    }
    case "booking.cancel": {
      const reason = str(d.reason);
      const parts = [reason ? t.cancelled(reason) : t.cancelledNoReason];
      if (d.refund === true) parts.push(t.depositRefunded);
      if (d.scope === "following") parts.push(t.seriesFollowing);
      if (d.scope === "all") parts.push(t.seriesAll);
      return parts.join(" ");
    }
    case "booking.refund": {
      const amount = cents(d.amountCents);
      if (!amount) return null;
      const parts = [t.refunded(amount)];
      if (d.source === "stripe") parts.push(t.refundFromStripe);
      const state = str(d.status);
      if (state && t.refundState[state]) parts.push(t.refundState[state]);
      return parts.join(" ");
    }
    case "booking.create": {
      if (typeof d.minutes !== "number" || !str(d.startTime)) return null;
      const what = `${word(t.channel, d.channel)}: ${room(d.roomId)}, ${day(d.date)}, ${str(d.startTime)}, ${durationLabel(d.minutes, c.durationUnits)}`;
      return d.seriesId ? `${t.created(what)} ${t.createdInSeries}` : t.created(what);
    }
    case "booking.move": {
      if (!isObj(d.from) || !isObj(d.to)) return null;
      const slot = (s: Obj) => t.slot(room(s.roomId), day(s.date), str(s.startTime) ?? "", str(s.endTime) ?? "");
      const parts = [t.moved(slot(d.from), slot(d.to))];
      const before = d.from.priceCents;
      const after = d.to.priceCents;
      if (typeof after === "number" && typeof before === "number" && after !== before) parts.push(t.repriced(cents(after)!));
      else parts.push(t.priceKept);
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
        return typeof v === "string" && v !== "" ? t.setTo(name, v) : t.removed(name);
      });
      const sentence = t.edited(t.list(changes));
      return d.manageLinkRenewed === true ? `${sentence} ${t.linkRenewed}` : sentence;
    }
    default:
      return null;
  }
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
