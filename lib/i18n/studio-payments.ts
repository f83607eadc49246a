// Texts of the dashboard's payments page (docs/payments-connect.md): the studio's Stripe account,
// its state and what Stripe still needs, in the dashboard's language.
import type { Locale } from "../contract/locales";

type PaymentsTexts = {
  nav: string;
  title: string;
  ownersOnly: string;
  platformMode: string;
  connectMode: string;
  notConfigured: string;
  connect: string;
  resume: string;
  working: string;
  noAccount: string;
  account: string;
  chargesOn: string;
  chargesOff: string;
  detailsSubmitted: string;
  detailsMissing: string;
  /** Followed by the list of Stripe's requirement names. */
  stillNeeds: string;
  nothingDue: string;
  cardOn: string;
  cardOff: string;
  cardSettingOff: string;
  fee: string;
  expired: string;
  failed: string;
};

export const PAYMENTS_TEXTS: Record<Locale, PaymentsTexts> = {
  es: {
    nav: "Pagos",
    title: "Pagos con tarjeta",
    ownersOnly: "Solo los propietarios del estudio pueden ver y cambiar los pagos.",
    platformMode: "Las señales con tarjeta se cobran en la cuenta de Stripe de la plataforma.",
    connectMode: "Las señales con tarjeta se cobran directamente en la cuenta de Stripe del estudio: el estudio es el comercio.",
    notConfigured: "Los pagos con tarjeta no están configurados en esta instalación.",
    connect: "Conectar con Stripe",
    resume: "Continuar el alta en Stripe",
    working: "Abriendo Stripe…",
    noAccount: "El estudio aún no tiene una cuenta de Stripe conectada.",
    account: "Cuenta de Stripe",
    chargesOn: "Puede cobrar con tarjeta.",
    chargesOff: "Todavía no puede cobrar con tarjeta.",
    detailsSubmitted: "Datos enviados a Stripe.",
    detailsMissing: "Faltan datos por enviar a Stripe.",
    stillNeeds: "Stripe todavía necesita:",
    nothingDue: "Stripe no pide nada más.",
    cardOn: "Los clientes pueden pagar la señal con tarjeta.",
    cardOff: "Los clientes no pueden pagar con tarjeta ahora.",
    cardSettingOff: "Los pagos con tarjeta están desactivados en Ajustes.",
    fee: "Comisión de la plataforma: {percent} % de cada señal.",
    expired: "El enlace de Stripe caducó; ábrelo de nuevo.",
    failed: "No se pudo abrir Stripe. Inténtalo de nuevo.",
  },
  ca: {
    nav: "Pagaments",
    title: "Pagaments amb targeta",
    ownersOnly: "Només els propietaris de l'estudi poden veure i canviar els pagaments.",
    platformMode: "Les paga i senyals amb targeta es cobren al compte de Stripe de la plataforma.",
    connectMode: "Les paga i senyals amb targeta es cobren directament al compte de Stripe de l'estudi: l'estudi és el comerç.",
    notConfigured: "Els pagaments amb targeta no estan configurats en aquesta instal·lació.",
    connect: "Connectar amb Stripe",
    resume: "Continuar l'alta a Stripe",
    working: "Obrint Stripe…",
    noAccount: "L'estudi encara no té cap compte de Stripe connectat.",
    account: "Compte de Stripe",
    chargesOn: "Pot cobrar amb targeta.",
    chargesOff: "Encara no pot cobrar amb targeta.",
    detailsSubmitted: "Dades enviades a Stripe.",
    detailsMissing: "Falten dades per enviar a Stripe.",
    stillNeeds: "Stripe encara necessita:",
    nothingDue: "Stripe no demana res més.",
    cardOn: "Els clients poden pagar la paga i senyal amb targeta.",
    cardOff: "Els clients no poden pagar amb targeta ara.",
    cardSettingOff: "Els pagaments amb targeta estan desactivats a Configuració.",
    fee: "Comissió de la plataforma: {percent} % de cada paga i senyal.",
    expired: "L'enllaç de Stripe ha caducat; obre'l de nou.",
    failed: "No s'ha pogut obrir Stripe. Torna-ho a provar.",
  },
  en: {
    nav: "Payments",
    title: "Card payments",
    ownersOnly: "Only the studio's owners can see and change payments.",
    platformMode: "Card deposits are charged on the platform's Stripe account.",
    connectMode: "Card deposits are charged directly on the studio's own Stripe account: the studio is the merchant.",
    notConfigured: "Card payments are not configured on this deployment.",
    connect: "Connect with Stripe",
    resume: "Continue Stripe onboarding",
    working: "Opening Stripe…",
    noAccount: "The studio has no connected Stripe account yet.",
    account: "Stripe account",
    chargesOn: "It can take card payments.",
    chargesOff: "It cannot take card payments yet.",
    detailsSubmitted: "Details submitted to Stripe.",
    detailsMissing: "Details still to be submitted to Stripe.",
    stillNeeds: "Stripe still needs:",
    nothingDue: "Stripe needs nothing more.",
    cardOn: "Guests can pay the deposit by card.",
    cardOff: "Guests cannot pay by card right now.",
    cardSettingOff: "Card payments are switched off in Settings.",
    fee: "Platform fee: {percent} % of each deposit.",
    expired: "The Stripe link expired; open it again.",
    failed: "Stripe could not be opened. Please try again.",
  },
};
export type { PaymentsTexts };
