// The one-time code message (spec 3.1, issue 3): in the hold's locale (es, ca, en), naming the
// studio, the code and its lifetime, and nothing else (no guest name, slot, price or link).
import type { Locale } from "../../contract/schemas";
import { CODE_TTL_MS } from "../../contract/hold-rules";
import { escapeHtml } from "../../i18n/escape";

export type CodeMessage = { subject: string; text: string; html: string; sms: string };

const MINUTES = CODE_TTL_MS / 60_000;

const TEXTS: Record<
  Locale,
  { subject: (s: string) => string; lead: (s: string) => string; expires: string; ignore: string; sms: (s: string, c: string) => string }
> = {
  es: {
    subject: (s) => `Tu código de verificación de ${s}`,
    lead: (s) => `Tu código para reservar en ${s} es:`,
    expires: `Caduca en ${MINUTES} minutos.`,
    ignore: "Si no lo has pedido tú, ignora este mensaje.",
    sms: (s, c) => `${c} es tu código para reservar en ${s}. Caduca en ${MINUTES} minutos.`,
  },
  ca: {
    subject: (s) => `El teu codi de verificació de ${s}`,
    lead: (s) => `El teu codi per reservar a ${s} és:`,
    expires: `Caduca d'aquí a ${MINUTES} minuts.`,
    ignore: "Si no l'has demanat tu, ignora aquest missatge.",
    sms: (s, c) => `${c} és el teu codi per reservar a ${s}. Caduca d'aquí a ${MINUTES} minuts.`,
  },
  en: {
    subject: (s) => `Your ${s} verification code`,
    lead: (s) => `Your code to book at ${s} is:`,
    expires: `It expires in ${MINUTES} minutes.`,
    ignore: "If you did not ask for it, ignore this message.",
    sms: (s, c) => `${c} is your code to book at ${s}. It expires in ${MINUTES} minutes.`,
  },
};

export function codeMessage(locale: Locale, studioName: string, code: string): CodeMessage {
  const t = TEXTS[locale] ?? TEXTS.es;
  const text = `${t.lead(studioName)}\n\n${code}\n\n${t.expires}\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.lead(studioName))}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    `<p>${escapeHtml(t.expires)}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>` +
    `</body></html>`;
  return { subject: t.subject(studioName), text, html, sms: t.sms(studioName, code) };
}
