import type { Catalog } from "../catalog";

export const codeMessage: Catalog["codeMessage"] = {
  subject: "Tu código de verificación de {studio}",
  lead: "Tu código para reservar en {studio} es:",
  expires: "Caduca en {minutes} minutos.",
  ignore: "Si no lo has pedido tú, ignora este mensaje.",
  sms: "{code} es tu código para reservar en {studio}. Caduca en {minutes} minutos.",
};
