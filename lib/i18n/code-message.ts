// The texts of the one-time code message: the studio, the code and its lifetime, nothing else
// (the layout is lib/domain/holds/code-message.ts). The shape of these texts; each language's are
// in lib/i18n/catalogs/<locale>/code-message.ts.
import type { Msg } from "./core";
import { CODE_TTL_MS } from "../contract/hold-rules";

export type CodeTexts = {
  subject: Msg<"studio">;
  lead: Msg<"studio">;
  expires: Msg<"minutes">;
  ignore: string;
  sms: Msg<"studio" | "code" | "minutes">;
};

export const MINUTES = CODE_TTL_MS / 60_000;
