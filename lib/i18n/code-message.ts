// The texts of the one-time code message in the three site locales: the studio, the code and
// its lifetime, nothing else (the layout is lib/domain/holds/code-message.ts).
import type { Locale } from "../contract/locales";
import { CODE_TTL_MS } from "../contract/hold-rules";

export type CodeTexts = {
  subject: (studio: string) => string;
  lead: (studio: string) => string;
  expires: string;
  ignore: string;
  sms: (studio: string, code: string) => string;
};

const MINUTES = CODE_TTL_MS / 60_000;

export const CODE_TEXTS: Record<Locale, CodeTexts> = {
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
