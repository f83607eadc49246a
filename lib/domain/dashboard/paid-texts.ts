// What the booking page shows before Mark paid and its undo (docs/studio-actions.md, Mark paid;
// Undoing a payment mark): the "payment received" message as the guest would get it, in their
// language, over their channel; and, for an undo, what becomes of it (cancelled while queued, a
// correction once sent, nothing when it never reached them), as undoMarkPaid decides it.
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locales";
import { fmt, money } from "../../i18n/core";
import type { BookingDetail } from "./detail";
import { getDict } from "../../i18n";

type Notice = { kind: "queued" } | { kind: "correction"; channel: string; text: string } | { kind: "silent" };

export function paidTexts(
  b: Pick<BookingDetail, "locale" | "channel" | "priceCents" | "currency" | "reference"> & {
    messages: Pick<BookingDetail["messages"][number], "kind" | "status">[];
  },
  studioName: string,
  pageLocale: Locale,
): { paidPreview: { text: string; channel: string; language: string }; undoNotice: Notice } {
  const gl: Locale = isLocale(b.locale) ? b.locale : DEFAULT_LOCALE;
  const sms = b.channel === "phone";
  const amount = money(b.priceCents, b.currency, gl);
  const mt = getDict(gl).messages;
  const m = getDict(pageLocale).money;
  const channel = m.channelName[sms ? "phone" : "email"];
  const language = new Intl.DisplayNames([pageLocale], { type: "language" }).of(gl) ?? gl;
  const text = sms
    ? fmt(mt.smsPaymentReceived, { studio: studioName, reference: b.reference, amount }, gl)
    : fmt(mt.paymentReceivedText, { reference: b.reference, amount }, gl);
  const last = b.messages.filter((x) => x.kind === "payment_received").at(-1);
  const g = getDict(gl).money.guest;
  const undoNotice: Notice =
    last?.status === "queued"
      ? { kind: "queued" }
      : last?.status === "sending" || last?.status === "sent"
        ? {
            kind: "correction",
            channel,
            text: sms
              ? fmt(g.sms, { studio: studioName, reference: b.reference, amount }, gl)
              : fmt(g.text, { reference: b.reference, amount }, gl),
          }
        : { kind: "silent" };
  return { paidPreview: { text, channel, language }, undoNotice };
}
