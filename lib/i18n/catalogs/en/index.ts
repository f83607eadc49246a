// The English catalog: every text of the app in English, one file per area (docs/architecture.md, Registries).
import type { Catalog } from "../catalog";
import { site } from "./site";
import { dashboard } from "./dashboard";
import { audit } from "./audit";
import { calendarActions } from "./calendar-actions";
import { codeMessage } from "./code-message";
import { digest } from "./digest";
import { figures, activity } from "./figures";
import { messages } from "./messages";
import { passkeys } from "./passkeys";
import { series } from "./series";
import { seriesMessages } from "./series-messages";
import { signUp } from "./signup";
import { staffAuth } from "./staff-auth";
import { day } from "./day";
import { studioErrors } from "./studio-errors";
import { money } from "./money";
import { invoices } from "./invoices";
import { prepaid } from "./prepaid";
import { guests } from "./guests";
import { payments } from "./payments";
import { settings } from "./settings";
import { unavailable } from "./unavailable";
import { verification } from "./verification";
import { ownerMessages } from "./owner-messages";
import { webhookEmail, webhooks } from "./webhooks";

export const en: Catalog = {
  ...site,
  studio: dashboard,
  audit,
  calendarActions,
  codeMessage,
  digest,
  figures,
  activity,
  messages,
  passkeys,
  series,
  seriesMessages,
  signUp,
  staffAuth,
  day,
  studioErrors,
  money,
  invoices,
  prepaid,
  guests,
  payments,
  settings,
  unavailable,
  verification,
  ownerMessages,
  webhooks,
  webhookEmail,
};
