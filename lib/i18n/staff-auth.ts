// Texts of the staff side's sign-in: the emails (sign-in link, invitation) and the sign-in page,
// in the staff member's language (user.locale). Layout of the emails:
// lib/domain/notifications/staff.ts; the page: app/(platform)/studio/sign-in.
import type { Locale } from "../contract/locales";

export type StaffAuthTexts = {
  signInSubject: string;
  signInIntro: string;
  inviteSubject: (studio: string) => string;
  inviteIntro: (studio: string, role: string) => string;
  linkNote: (minutes: number) => string;
  notYou: string;
  roles: { owner: string; staff: string };
  // sign-in page
  pageTitle: string;
  pageIntro: string;
  emailLabel: string;
  sendLink: string;
  sending: string;
  checkMail: string;
  checkMailText: (minutes: number) => string;
  or: string;
  passkey: string;
  passkeyFailed: string;
  tooMany: string;
  failed: string;
  linkInvalid: string;
};

const es: StaffAuthTexts = {
  signInSubject: "Tu enlace para entrar en el panel del estudio",
  signInIntro: "Pulsa el enlace para entrar en el panel del estudio:",
  inviteSubject: (studio) => `Te han invitado a gestionar ${studio}`,
  inviteIntro: (studio, role) => `Te han invitado como ${role} de ${studio}. Pulsa el enlace para entrar en el panel del estudio:`,
  linkNote: (minutes) => `El enlace sirve una sola vez y caduca en ${minutes} minutos. Si caduca, pide otro en la página de acceso.`,
  notYou: "Si no lo has pedido tú, ignora este mensaje.",
  roles: { owner: "propietario/a", staff: "personal" },
  pageTitle: "Acceso al panel del estudio",
  pageIntro: "Escribe el correo con el que te invitaron y te enviaremos un enlace para entrar.",
  emailLabel: "Correo electrónico",
  sendLink: "Enviarme el enlace",
  sending: "Enviando…",
  checkMail: "Revisa tu correo",
  checkMailText: (minutes) => `Si ese correo tiene acceso a un estudio, te hemos enviado un enlace. Caduca en ${minutes} minutos.`,
  or: "o bien",
  passkey: "Entrar con una llave de acceso",
  passkeyFailed: "No se pudo entrar con la llave de acceso.",
  tooMany: "Demasiados intentos. Espera un poco y vuelve a probar.",
  failed: "Algo ha fallado. Vuelve a probar.",
  linkInvalid: "Ese enlace ya se ha usado o ha caducado. Pide uno nuevo.",
};

const ca: StaffAuthTexts = {
  signInSubject: "El teu enllaç per entrar al tauler de l'estudi",
  signInIntro: "Fes clic a l'enllaç per entrar al tauler de l'estudi:",
  inviteSubject: (studio) => `T'han convidat a gestionar ${studio}`,
  inviteIntro: (studio, role) => `T'han convidat com a ${role} de ${studio}. Fes clic a l'enllaç per entrar al tauler de l'estudi:`,
  linkNote: (minutes) =>
    `L'enllaç serveix una sola vegada i caduca d'aquí a ${minutes} minuts. Si caduca, demana'n un altre a la pàgina d'accés.`,
  notYou: "Si no l'has demanat tu, ignora aquest missatge.",
  roles: { owner: "propietari/ària", staff: "personal" },
  pageTitle: "Accés al tauler de l'estudi",
  pageIntro: "Escriu el correu amb què et van convidar i t'enviarem un enllaç per entrar.",
  emailLabel: "Correu electrònic",
  sendLink: "Envia'm l'enllaç",
  sending: "S'està enviant…",
  checkMail: "Revisa el correu",
  checkMailText: (minutes) => `Si aquest correu té accés a un estudi, t'hem enviat un enllaç. Caduca d'aquí a ${minutes} minuts.`,
  or: "o bé",
  passkey: "Entra amb una clau d'accés",
  passkeyFailed: "No s'ha pogut entrar amb la clau d'accés.",
  tooMany: "Massa intents. Espera una mica i torna-ho a provar.",
  failed: "Alguna cosa ha fallat. Torna-ho a provar.",
  linkInvalid: "Aquest enllaç ja s'ha fet servir o ha caducat. Demana'n un de nou.",
};

const en: StaffAuthTexts = {
  signInSubject: "Your link to the studio dashboard",
  signInIntro: "Open this link to sign in to the studio dashboard:",
  inviteSubject: (studio) => `You have been invited to manage ${studio}`,
  inviteIntro: (studio, role) => `You have been invited as ${role} of ${studio}. Open this link to sign in to the studio dashboard:`,
  linkNote: (minutes) => `The link works once and expires in ${minutes} minutes. If it expires, ask for a new one on the sign-in page.`,
  notYou: "If you did not ask for this, ignore this message.",
  roles: { owner: "owner", staff: "staff" },
  pageTitle: "Studio dashboard sign-in",
  pageIntro: "Enter the email address you were invited with and we will send you a sign-in link.",
  emailLabel: "Email address",
  sendLink: "Email me a sign-in link",
  sending: "Sending…",
  checkMail: "Check your email",
  checkMailText: (minutes) => `If that address has access to a studio, a sign-in link is on its way. It expires in ${minutes} minutes.`,
  or: "or",
  passkey: "Sign in with a passkey",
  passkeyFailed: "Signing in with the passkey did not work.",
  tooMany: "Too many attempts. Wait a little and try again.",
  failed: "Something went wrong. Please try again.",
  linkInvalid: "That link was already used or has expired. Ask for a new one.",
};

export const STAFF_AUTH_TEXTS: Record<Locale, StaffAuthTexts> = { es, ca, en };
