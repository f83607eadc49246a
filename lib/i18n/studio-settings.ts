// Texts of the dashboard's settings page (docs/studio-settings.md): rooms, hours and closures,
// policies and the studio basics, in the dashboard's language. The shape of these texts; each
// language's are in lib/i18n/catalogs/<locale>/settings.ts.
import type { TemplateId } from "@/lib/contract/templates";

export type SettingsTexts = {
  nav: string;
  title: string;
  intro: string;
  ownersOnly: string;
  save: string;
  saving: string;
  saved: string;
  rooms: {
    title: string;
    hourly: string;
    deposit: string;
    minMinutes: string;
    maxMinutes: string;
    buffer: string;
    notice: string;
    horizon: string;
    capacity: string;
    cancelNotice: string;
    active: string;
    moveUp: string;
    moveDown: string;
    /** Announced after a move: "{name}" is now at {position} of {count}. */
    moved: string;
    moveFailed: string;
    inactive: string;
    amountInvalid: string;
    /** "{language}": the language's name, e.g. "Name (English)". */
    nameIn: string;
    descriptionIn: string;
    roomType: string;
    roomTypeHint: string;
    payment: string;
    modeOnSite: string;
    modeCard: string;
    cardOff: string;
    amenities: string;
    amenitiesHint: string;
    /** "{n}": the amenity's place in the list; "{language}" as above. */
    amenityIn: string;
    amenityLabel: string;
    amenityAdd: string;
    amenityRemove: string;
    noAmenities: string;
    /** A room's rates by weekday and time, and for long sessions (docs/pricing.md); "{currency}", "{n}" and "{rate}" as shown. */
    rates: {
      legend: string;
      hint: string;
      label: string;
      days: string;
      from: string;
      to: string;
      price: string;
      add: string;
      remove: string;
      none: string;
      longFrom: string;
      longPrice: string;
      longHint: string;
      week: string;
      day: string;
      perHour: string;
    };
    addTitle: string;
    addHint: string;
    add: string;
    adding: string;
    added: string;
    delete: string;
    /** "{name}": the room's name. */
    deleteConfirm: string;
    deleteYes: string;
    deleteNo: string;
    deleted: string;
    hasBookings: string;
  };
  hours: {
    title: string;
    weekdays: string[];
    open: string;
    close: string;
    closed: string;
    exceptions: string;
    noExceptions: string;
    exceptionExists: string;
    date: string;
    kind: string;
    closedDay: string;
    specialHours: string;
    add: string;
    remove: string;
    confirmTitle: string;
    confirmIntro: string;
    confirm: string;
    cancel: string;
    overnightHint: string;
  };
  policies: { title: string; houseRules: string; houseRulesHint: string };
  /** The site's texts per language (docs/studio-settings.md, Texts in other languages). */
  texts: {
    title: string;
    intro: string;
    heroTitle: string;
    heroSubtitle: string;
    about: string;
    mainLanguage: string;
    studioDescription: string;
    studioShortDescription: string;
    fallback: string;
  };
  /** The studio file download (docs/photos.md, Export). */
  backup: { title: string; text: string; download: string };
  basics: {
    title: string;
    name: string;
    phone: string;
    /** The public contact (site, legal page); optional. */
    email: string;
    emailHint: string;
    /** The studio's private address for its own emails (docs/signup.md, The owner's address). */
    notifyEmail: string;
    notifyEmailHint: string;
    template: string;
    templates: Record<TemplateId, string>;
    languages: string;
    defaultLocale: string;
    /** "{language}": the site's main language (the studio file's own texts are in it). */
    description: string;
    shortDescription: string;
    descriptionHint: string;
    studioType: string;
    studioTypeHint: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    postalCode: string;
    country: string;
    countryHint: string;
    latitude: string;
    longitude: string;
    coordsHint: string;
    /** "{min}", "{max}": the coordinate's range. */
    coordInvalid: string;
    website: string;
    websiteHint: string;
    bookingTitle: string;
    bookingOnline: string;
    bookingOnlineHint: string;
    cardPayments: string;
    cardPaymentsHint: string;
    captcha: string;
    captchaHint: string;
    guestReschedule: string;
    guestRescheduleHint: string;
    smsCountries: string;
    smsCountriesHint: string;
    smsReminderHours: string;
    smsReminderHint: string;
    dailyDigest: string;
    dailyDigestHint: string;
    noShowPolicy: string;
    noShowPolicies: Record<"off" | "warn" | "refuse", string>;
    noShowPolicyHint: string;
    noShowThreshold: string;
    onlineSeriesMaxWeeks: string;
    onlineSeriesMaxWeeksHint: string;
    siteTitle: string;
    customDomain: string;
    customDomainHint: string;
    imagesTitle: string;
    logo: string;
    logoHint: string;
    cover: string;
    coverHint: string;
    noImage: string;
    /** "{image}": the logo or the cover. */
    upload: string;
    replace: string;
    remove: string;
    uploaded: string;
    removed: string;
  };
  /** The own domain's proof (docs/studio-settings.md, Own domain). */
  domain: {
    /** "{domain}": the own domain. */
    title: string;
    pending: string;
    failed: string;
    problems: Record<"no_record" | "wrong_value" | "dns_error" | "taken", string>;
    publish: string;
    recordType: string;
    recordName: string;
    recordValue: string;
    /** "{minutes}", "{days}": how often and how long the worker checks by itself. */
    auto: string;
    /** "{date}": when it was last checked. */
    lastChecked: string;
    check: string;
    checking: string;
    /** "{date}": when it was proven. */
    proven: string;
    provenByOperator: string;
    served: string;
    notServed: string;
    nowProven: string;
    /** "{reason}": one of `problems`. */
    stillNot: string;
  };
};
