// Texts of the staff side's sign-in: the emails (sign-in link, invitation) and the sign-in page,
// in the staff member's language (user.locale). Layout of the emails:
// lib/domain/notifications/staff.ts; the page: app/(platform)/studio/sign-in.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/staff-auth.ts.
import type { Msg } from "./core";

export type StaffAuthTexts = {
  signInSubject: string;
  signInIntro: string;
  inviteSubject: Msg<"studio">;
  inviteIntro: Msg<"studio" | "role">;
  linkNote: Msg<"minutes">;
  notYou: string;
  roles: { owner: string; staff: string };
  // sign-in page
  pageTitle: string;
  pageIntro: string;
  emailLabel: string;
  sendLink: string;
  sending: string;
  checkMail: string;
  checkMailText: Msg<"minutes">;
  or: string;
  passkey: string;
  passkeyFailed: string;
  tooMany: string;
  failed: string;
  linkInvalid: string;
};
