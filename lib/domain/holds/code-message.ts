// The one-time code message (docs/decisions-bookings.md, Verification codes): in the hold's locale (es, ca, en), naming the
// studio, the code and its lifetime, and nothing else (no guest name, slot, price or link).
// Its texts are each catalog's code-message.ts (lib/i18n/catalogs/<locale>/); this is the email and SMS built from them.
import type { Locale } from "../../contract/schemas";
import { DEFAULT_LOCALE } from "../../contract/locales";
import { escapeHtml } from "../../i18n/escape";
import { fmt, getDict } from "../../i18n";
import { MINUTES } from "../../i18n/code-message";

export type CodeMessage = { subject: string; text: string; html: string; sms: string };

export function codeMessage(locale: Locale, studioName: string, code: string): CodeMessage {
  const t = getDict(locale).codeMessage ?? getDict(DEFAULT_LOCALE).codeMessage;
  const text = `${fmt(t.lead, { studio: studioName }, locale)}\n\n${code}\n\n${fmt(t.expires, { minutes: MINUTES }, locale)}\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(fmt(t.lead, { studio: studioName }, locale))}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    `<p>${escapeHtml(fmt(t.expires, { minutes: MINUTES }, locale))}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>` +
    `</body></html>`;
  return {
    subject: fmt(t.subject, { studio: studioName }, locale),
    text,
    html,
    sms: fmt(t.sms, { studio: studioName, code, minutes: MINUTES }, locale),
  };
}
