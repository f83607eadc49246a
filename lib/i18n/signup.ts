// Texts of the sign-up (docs/signup.md): the platform page's offer, the sign-up page, the onboarding
// wizard, the template choice and a studio site's preview banner. The shape of these texts; each
// language's are in lib/i18n/catalogs/<locale>/signup.ts.
import type { TemplateId } from "../contract/templates";

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
  tooMany: string;
  failed: string;
  haveAccount: string;
  signIn: string;
  // wizard
  wizardTitle: string;
  stepOf: string;
  steps: { studio: string; room: string; hours: string; photos: string };
  next: string;
  back: string;
  create: string;
  creating: string;
  name: string;
  slug: string;
  slugHint: string;
  slugState: { checking: string; available: string; taken: string; reserved: string; invalid: string };
  studioType: string;
  address: string;
  postalCode: string;
  city: string;
  zone: string;
  latitude: string;
  longitude: string;
  mapHint: string;
  phone: string;
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
