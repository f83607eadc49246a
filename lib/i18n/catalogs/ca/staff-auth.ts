import type { Catalog } from "../catalog";

export const staffAuth: Catalog["staffAuth"] = {
  signInSubject: "El teu enllaç per entrar al tauler de l'estudi",
  signInIntro: "Fes clic a l'enllaç per entrar al tauler de l'estudi:",
  inviteSubject: "T'han convidat a gestionar {studio}",
  inviteIntro: "T'han convidat com a {role} de l'estudi {studio}. Fes clic a l'enllaç per entrar al tauler de l'estudi:",
  linkNote: "L'enllaç serveix una sola vegada i caduca d'aquí a {minutes} minuts. Si caduca, demana'n un altre a la pàgina d'accés.",
  notYou: "Si no l'has demanat tu, ignora aquest missatge.",
  roles: { owner: "propietari/ària", staff: "personal" },
  pageTitle: "Accés al tauler de l'estudi",
  pageIntro: "Escriu el correu amb què et van convidar i t'enviarem un enllaç per entrar.",
  emailLabel: "Correu electrònic",
  sendLink: "Envia'm l'enllaç",
  sending: "S'està enviant…",
  checkMail: "Revisa el correu",
  checkMailText: "Si aquest correu té accés a un estudi, t'hem enviat un enllaç. Caduca d'aquí a {minutes} minuts.",
  or: "o bé",
  passkey: "Entra amb una clau d'accés",
  passkeyFailed: "No s'ha pogut entrar amb la clau d'accés.",
  tooMany: "Massa intents. Espera una mica i torna-ho a provar.",
  failed: "Alguna cosa ha fallat. Torna-ho a provar.",
  linkInvalid: "Aquest enllaç ja s'ha fet servir o ha caducat. Demana'n un de nou.",
};
