import type { Catalog } from "../catalog";
import { MINUTES } from "../../code-message";

export const codeMessage: Catalog["codeMessage"] = {
  subject: (s) => `El teu codi de verificació de ${s}`,
  lead: (s) => `El teu codi per reservar a ${s} és:`,
  expires: `Caduca d'aquí a ${MINUTES} minuts.`,
  ignore: "Si no l'has demanat tu, ignora aquest missatge.",
  sms: (s, c) => `${c} és el teu codi per reservar a ${s}. Caduca d'aquí a ${MINUTES} minuts.`,
};
