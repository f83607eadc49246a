// The one type of a language's catalog (docs/decisions-platform.md, Text catalogs): every text of the app,
// pages, dashboard, messages and errors, by area. The site and dashboard parts take their shape
// from the English catalog; the other areas are typed in the module that uses them. A catalog
// per language lives in lib/i18n/catalogs/<locale>/, assembled by its index.ts.
import type { dashboard } from "./en/dashboard";
import type { site } from "./en/site";
import type { AuditTexts } from "../audit-texts";
import type { CalendarActionTexts } from "../calendar-actions";
import type { CodeTexts } from "../code-message";
import type { DigestTexts } from "../digest-messages";
import type { ActivityTexts, FiguresTexts } from "../figures";
import type { MessageTexts } from "../messages";
import type { PasskeysTexts } from "../passkeys";
import type { SeriesTexts } from "../series";
import type { SeriesMessageTexts } from "../series-messages";
import type { SignUpTexts } from "../signup";
import type { StaffAuthTexts } from "../staff-auth";
import type { DayTexts } from "../studio-day";
import type { StudioErrorTexts } from "../studio-error-texts";
import type { MoneyTexts } from "../studio-money";
import type { InvoiceTexts } from "../invoices";
import type { PrepaidTexts } from "../prepaid";
import type { GuestTexts } from "../guests";
import type { PaymentsTexts } from "../studio-payments";
import type { SettingsTexts } from "../studio-settings";
import type { UnavailableTexts } from "../unavailable";
import type { VerificationTexts } from "../studio-verification";
import type { OwnerMessageTexts } from "../owner-messages";
import type { WebhookEmailTexts, WebhookTexts } from "../webhook-texts";

/** The public site's texts (navigation, rooms, booking, manage, errors ...). */
export type SiteTexts = typeof site;

export type Catalog = SiteTexts & {
  /** The dashboard's texts. */
  studio: typeof dashboard;
  audit: AuditTexts;
  calendarActions: CalendarActionTexts;
  codeMessage: CodeTexts;
  digest: DigestTexts;
  figures: FiguresTexts;
  activity: ActivityTexts;
  messages: MessageTexts;
  passkeys: PasskeysTexts;
  series: SeriesTexts;
  seriesMessages: SeriesMessageTexts;
  signUp: SignUpTexts;
  staffAuth: StaffAuthTexts;
  day: DayTexts;
  studioErrors: StudioErrorTexts;
  money: MoneyTexts;
  invoices: InvoiceTexts;
  prepaid: PrepaidTexts;
  guests: GuestTexts;
  payments: PaymentsTexts;
  settings: SettingsTexts;
  unavailable: UnavailableTexts;
  verification: VerificationTexts;
  ownerMessages: OwnerMessageTexts;
  webhooks: WebhookTexts;
  webhookEmail: WebhookEmailTexts;
};
