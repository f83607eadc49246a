// The one-time code message (docs/decisions-bookings.md, Verification codes): in the hold's locale (es, ca, en), naming the
// studio, the code and its lifetime, and nothing else (no guest name, slot, price or link).
// Its texts are each catalog's code-message.ts (lib/i18n/catalogs/<locale>/); this is the email and SMS built from them.
import type { Locale } from "../../contract/schemas";
import { DEFAULT_LOCALE } from "../../contract/locales";
import { escapeHtml } from "../../i18n/escape";
import { getDict } from "../../i18n";

export type CodeMessage = { subject: string; text: string; html: string; sms: string };

export function codeMessage(locale: Locale, studioName: string, code: string): CodeMessage {
  const t = getDict(locale).codeMessage ?? getDict(DEFAULT_LOCALE).codeMessage;
  const text = `${t.lead(studioName)}\n\n${code}\n\n${t.expires}\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.lead(studioName))}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    `<p>${escapeHtml(t.expires)}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>` +
    `</body></html>`;
  return { subject: t.subject(studioName), text, html, sms: t.sms(studioName, code) };
}
