import type { Catalog } from "../catalog";

export const staffAuth: Catalog["staffAuth"] = {
  signInSubject: "Your link to the studio dashboard",
  signInIntro: "Open this link to sign in to the studio dashboard:",
  inviteSubject: "You have been invited to manage {studio}",
  inviteIntro: "You have been invited as {role} of {studio}. Open this link to sign in to the studio dashboard:",
  linkNote: "The link works once and expires in {minutes} minutes. If it expires, ask for a new one on the sign-in page.",
  notYou: "If you did not ask for this, ignore this message.",
  roles: { owner: "owner", staff: "staff" },
  pageTitle: "Studio dashboard sign-in",
  pageIntro: "Enter the email address you were invited with and we will send you a sign-in link.",
  emailLabel: "Email address",
  sendLink: "Email me a sign-in link",
  sending: "Sending…",
  checkMail: "Check your email",
  checkMailText: "If that address has access to a studio, a sign-in link is on its way. It expires in {minutes} minutes.",
  or: "or",
  passkey: "Sign in with a passkey",
  passkeyFailed: "Signing in with the passkey did not work.",
  tooMany: "Too many attempts. Wait a little and try again.",
  failed: "Something went wrong. Please try again.",
  linkInvalid: "That link was already used or has expired. Ask for a new one.",
};
