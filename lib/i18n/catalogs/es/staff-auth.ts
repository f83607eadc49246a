import type { Catalog } from "../catalog";

export const staffAuth: Catalog["staffAuth"] = {
  signInSubject: "Tu enlace para entrar en el panel del estudio",
  signInIntro: "Pulsa el enlace para entrar en el panel del estudio:",
  inviteSubject: "Te han invitado a gestionar {studio}",
  inviteIntro: "Te han invitado como {role} de {studio}. Pulsa el enlace para entrar en el panel del estudio:",
  linkNote: "El enlace sirve una sola vez y caduca en {minutes} minutos. Si caduca, pide otro en la página de acceso.",
  notYou: "Si no lo has pedido tú, ignora este mensaje.",
  roles: { owner: "propietario/a", staff: "personal" },
  pageTitle: "Acceso al panel del estudio",
  pageIntro: "Escribe el correo con el que te invitaron y te enviaremos un enlace para entrar.",
  emailLabel: "Correo electrónico",
  sendLink: "Enviarme el enlace",
  sending: "Enviando…",
  checkMail: "Revisa tu correo",
  checkMailText: "Si ese correo tiene acceso a un estudio, te hemos enviado un enlace. Caduca en {minutes} minutos.",
  or: "o bien",
  passkey: "Entrar con una llave de acceso",
  passkeyFailed: "No se pudo entrar con la llave de acceso.",
  tooMany: "Demasiados intentos. Espera un poco y vuelve a probar.",
  failed: "Algo ha fallado. Vuelve a probar.",
  linkInvalid: "Ese enlace ya se ha usado o ha caducado. Pide uno nuevo.",
};
