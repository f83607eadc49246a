import type { Catalog } from "../catalog";

export const codeMessage: Catalog["codeMessage"] = {
  subject: "El teu codi de verificació per a {studio}",
  lead: "El teu codi per reservar a {studio} és:",
  expires: "Caduca d'aquí a {minutes} minuts.",
  ignore: "Si no l'has demanat tu, ignora aquest missatge.",
  sms: "{code} és el teu codi per reservar a {studio}. Caduca d'aquí a {minutes} minuts.",
};
