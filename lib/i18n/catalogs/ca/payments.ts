import type { Catalog } from "../catalog";

export const payments: Catalog["payments"] = {
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
  feeOnRefund:
    "Un reemborsament no retorna la comissió de la plataforma: el client rep tot l'import que reemborsis, que surt del teu saldo de Stripe, i la plataforma es queda la seva comissió sobre aquella paga i senyal.",
  expired: "L'enllaç de Stripe ha caducat; obre'l de nou.",
  failed: "No s'ha pogut obrir Stripe. Torna-ho a provar.",
};
