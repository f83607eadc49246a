// Texts of the dashboard home's standing on the platform (docs/dashboard.md, Verification and notices):
// the verification card with its steps (business details, the phone code, the request), the card
// payments notice and Stripe's requirement codes in words. Strings only: a client component gets them.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/verification.ts.
import type { RequirementKey } from "./stripe-requirements";

type Status = "draft" | "awaiting_verification" | "live" | "suspended" | "rejected";

export type VerificationTexts = {
  title: string;
  statusLabel: string;
  status: Record<Status, string>;
  /** What the status means for the studio's site and bookings. */
  explain: Record<Status, string>;
  reason: string;
  /** {date} */
  since: string;
  staffNote: string;
  fixAndAsk: string;
  stepDone: string;
  stepToDo: string;
  details: {
    title: string;
    intro: string;
    legalName: string;
    taxId: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    postalCode: string;
    country: string;
    countryHint: string;
    submit: string;
    saved: string;
  };
  phone: {
    title: string;
    /** {phone} */
    intro: string;
    none: string;
    settings: string;
    send: string;
    sendAgain: string;
    /** {phone} */
    sent: string;
    codeLabel: string;
    codeHint: string;
    confirm: string;
    /** {phone} */
    confirmed: string;
    devTitle: string;
    devBody: string;
    /** {n} */
    attemptsLeft: string;
  };
  request: {
    title: string;
    intro: string;
    notReady: string;
    submit: string;
    again: string;
    asked: string;
  };
  /** {date} */
  askedOn: string;
  evidence: string;
  /** The codes the verification endpoints answer, worded for the owner (the shared texts speak to guests). */
  errors: {
    INVALID_STATE: string;
    CODE_INVALID: string;
    TOO_MANY_ATTEMPTS: string;
    SMS_UNAVAILABLE: string;
    RATE_LIMIT_EXCEEDED: string;
  };
  /** On every other dashboard page, beside the status line: a link to the card on the home page. */
  getVerified: string;
  cardStopped: {
    title: string;
    /** {date} */
    text: string;
    nothingListed: string;
    link: string;
  };
  /** Stripe's requirement codes in words (lib/i18n/stripe-requirements.ts); `other` has {code}. */
  requirements: Record<RequirementKey, string>;
};
