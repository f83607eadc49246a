// Texts of the sign-up (docs/signup.md): the platform page's offer, the sign-up page, the onboarding
// wizard, the template choice and a studio site's preview banner. The shape of these texts; each
// language's are in lib/i18n/catalogs/<locale>/signup.ts.
import type { TemplateId } from "../contract/templates";
import type { WaitTexts } from "./wait";

export type SignUpTexts = {
  offerTitle: string;
  offerText: string;
  offerCta: string;
  offerSteps: string[];
  // sign-up page
  pageTitle: string;
  pageIntro: string;
  emailLabel: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentText: string;
  devLinkNote: string;
  devLinkOpen: string;
  /** A 429 without a usable Retry-After. */
  tooMany: string;
  /** A used or expired sign-up link came back to the page. */
  linkExpired: string;
  /** A 429 with Retry-After: the wait in words (lib/i18n/wait.ts), {count} in each unit. */
  retryWait: WaitTexts;
  failed: string;
  haveAccount: string;
  signIn: string;
  // wizard
  wizardTitle: string;
  stepOf: string;
  steps: { studio: string; hours: string; rooms: string; photos: string; calendar: string; template: string };
  /** The steps after the studio (docs/signup.md, The wizard), saved as each is done. */
  wizard: {
    hoursIntro: string;
    roomsIntro: string;
    roomN: string;
    addRoom: string;
    copyRoom: string;
    copyName: string;
    removeRoom: string;
    payBothNote: string;
    connectNow: string;
    depositMin: string;
    minOverMax: string;
    noRoom: string;
    photosIntro: string;
    calendarIntro: string;
    calendarUrl: string;
    calendarRoom: string;
    calendarAdd: string;
    calendarAdding: string;
    calendarRead: string;
    calendarFailed: string;
    calendarConnected: string;
    saved: string;
    resumed: string;
    previewPhone: string;
    previewDesktop: string;
    previewDevice: string;
    locationHint: string;
  };
  next: string;
  back: string;
  create: string;
  creating: string;
  name: string;
  slug: string;
  slugHint: string;
  slugSuggestion: string;
  slugState: { checking: string; available: string; taken: string; reserved: string; invalid: string; confusable: string };
  studioType: string;
  address: string;
  postalCode: string;
  city: string;
  zone: string;
  latitude: string;
  longitude: string;
  mapHint: string;
  /** The public contact's group: phone and email, both optional (docs/signup.md, The owner's address). */
  contactLegend: string;
  contactHint: string;
  phone: string;
  publicEmail: string;
  languages: string;
  roomName: string;
  capacity: string;
  price: string;
  minDuration: string;
  maxDuration: string;
  hoursN: string;
  deposit: string;
  paymentModes: string;
  payOnSite: string;
  payCard: string;
  payBoth: string;
  days: string;
  daysOptions: { weekdays: string; monSat: string; all: string };
  open: string;
  close: string;
  notice: string;
  noticeNone: string;
  photosText: string;
  // template step
  templateTitle: string;
  templateIntro: string;
  templates: Record<TemplateId, { name: string; text: string }>;
  preview: string;
  previewOf: string;
  choose: string;
  publish: string;
  publishing: string;
  publishedTitle: string;
  publishedText: string;
  openSite: string;
  openDashboard: string;
  backToTemplates: string;
  // a studio site's banner while unverified
  bannerTitle: string;
  bannerText: string;
};
