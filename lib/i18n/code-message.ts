// The texts of the one-time code message: the studio, the code and its lifetime, nothing else
// (the layout is lib/domain/holds/code-message.ts). The shape of these texts; each language's are
// in lib/i18n/catalogs/<locale>/code-message.ts.
import { CODE_TTL_MS } from "../contract/hold-rules";

export type CodeTexts = {
  subject: (studio: string) => string;
  lead: (studio: string) => string;
  expires: string;
  ignore: string;
  sms: (studio: string, code: string) => string;
};

export const MINUTES = CODE_TTL_MS / 60_000;
