import type { Catalog } from "../catalog";

export const webhooks: Catalog["webhooks"] = {
  title: "Webhooks",
  intro: "Avisos firmados de las reservas, enviados a tus sistemas en cuanto ocurren. Un estudio puede tener hasta {max} destinos.",
  none: "Aún no hay webhooks.",
  url: "Destino",
  events: "Eventos",
  allEvents: "Todos los eventos",
  status: "Estado",
  active: "Funciona",
  failingSince: "Falla desde el {at}",
  disabledSince: "Desactivado: falla desde el {at}",
  lastError: "Último error: {error}",
  disabledHint: "A un destino desactivado no se envía nada. Arréglalo y vuelve a activarlo: los eventos nuevos se envían desde entonces.",
  enable: "Volver a activar",
  enableFor: "Volver a activar el webhook a {url}",
  enabled: "Webhook activado de nuevo.",
  remove: "Quitar",
  removeFor: "Quitar el webhook a {url}",
  removeConfirm: "¿Quitar el webhook a {url}? Sus eventos sin entregar se pierden con él.",
  removed: "Webhook quitado.",
  addTitle: "Añadir un destino",
  addUrl: "Dirección del destino (https://…)",
  addHint: "Recibe todos los eventos, firmados. Su secreto de firma se muestra una sola vez, justo después.",
  add: "Añadir destino",
  added: "Webhook añadido.",
  secret: "Secreto de firma",
  secretHint: "Cópialo ahora en la configuración de tu destino: no se vuelve a mostrar.",
  full: "Este estudio tiene {max} webhooks, el máximo: quita uno para añadir otro.",
};

export const webhookEmail: Catalog["webhookEmail"] = {
  subject: "Webhook desactivado: {url}",
  intro: "Todos los envíos del webhook de {studio} a {url} fallan desde el {since}.",
  lastError: "Último error: {error}",
  stopped:
    "Tras {hours, plural, one {# hora} other {# horas}} de fallos lo hemos desactivado: ya no se le envían eventos y los que esperaban se han descartado.",
  reenable: "Cuando el destino vuelva a funcionar, actívalo de nuevo en el panel, en Conexiones › Webhooks:",
  footer: "Recibes este email porque eres propietario del estudio.",
};
