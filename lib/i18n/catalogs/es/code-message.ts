import type { Catalog } from "../catalog";
import { MINUTES } from "../../code-message";

export const codeMessage: Catalog["codeMessage"] = {
  subject: (s) => `Tu código de verificación de ${s}`,
  lead: (s) => `Tu código para reservar en ${s} es:`,
  expires: `Caduca en ${MINUTES} minutos.`,
  ignore: "Si no lo has pedido tú, ignora este mensaje.",
  sms: (s, c) => `${c} es tu código para reservar en ${s}. Caduca en ${MINUTES} minutos.`,
};
