import type { Catalog } from "../catalog";

export const ownerMessages: Catalog["ownerMessages"] = {
  studio_verified: {
    subject: "{studio} està verificat",
    text: "La plataforma ha verificat {studio}: el seu web està publicat i accepta reserves.",
  },
  studio_rejected: {
    subject: "{studio} no s'ha verificat",
    text: "La plataforma no ha verificat {studio}: el seu web no està publicat.",
    next: "Corregeix les dades al tauler i torna a demanar la verificació:",
  },
  studio_suspended: {
    subject: "{studio} està suspès",
    text: "La plataforma ha suspès {studio}: el seu web no està publicat i no accepta reserves.",
    next: "El tauler mostra la situació de l'estudi:",
  },
  studio_reinstated: {
    subject: "{studio} torna a estar actiu",
    text: "La plataforma ha reactivat {studio}: el seu web torna a estar publicat i accepta reserves.",
  },
  card_payments_stopped: {
    subject: "Pagaments amb targeta aturats a {studio}",
    text: "Stripe ha desactivat els pagaments amb targeta al compte de l'estudi {studio}: els clients no poden pagar la paga i senyal amb targeta fins que es resolgui. Les reserves que es paguen a l'estudi continuen igual.",
    needs: "El que Stripe diu que necessita:",
    next: "Obre Pagaments al tauler per continuar amb Stripe:",
  },
  card_payments_resumed: {
    subject: "Tornen els pagaments amb targeta a {studio}",
    text: "Stripe ha tornat a activar els pagaments amb targeta al compte de l'estudi {studio}: els clients poden pagar la paga i senyal amb targeta.",
  },
  reason: "Motiu de la plataforma",
  dashboard: "Obre el tauler:",
  footer: "Reps aquest correu com a propietari de l'estudi {studio}.",
};
