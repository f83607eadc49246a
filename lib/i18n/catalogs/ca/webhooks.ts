import type { Catalog } from "../catalog";

export const webhooks: Catalog["webhooks"] = {
  title: "Webhooks",
  intro: "Avisos signats de les reserves, enviats als teus sistemes tan bon punt passen. Un estudi pot tenir fins a {max} destinacions.",
  none: "Encara no hi ha webhooks.",
  url: "Destinació",
  events: "Esdeveniments",
  allEvents: "Tots els esdeveniments",
  status: "Estat",
  active: "Funciona",
  failingSince: "Falla des del {at}",
  disabledSince: "Desactivat: falla des del {at}",
  lastError: "Últim error: {error}",
  disabledHint:
    "A una destinació desactivada no s'hi envia res. Arregla-la i torna-la a activar: els esdeveniments nous s'envien des d'aleshores.",
  enable: "Torna a activar",
  enableFor: "Torna a activar el webhook a {url}",
  enabled: "Webhook activat de nou.",
  remove: "Treu",
  removeFor: "Treu el webhook a {url}",
  removeConfirm: "Vols treure el webhook a {url}? Els seus esdeveniments no lliurats es perden amb ell.",
  removed: "Webhook tret.",
  addTitle: "Afegeix una destinació",
  addUrl: "Adreça de la destinació (https://…)",
  addHint: "Rep tots els esdeveniments, signats. El seu secret de signatura es mostra un sol cop, just després.",
  add: "Afegeix la destinació",
  added: "Webhook afegit.",
  secret: "Secret de signatura",
  secretHint: "Copia'l ara a la configuració de la teva destinació: no es torna a mostrar.",
  full: "Aquest estudi té {max} webhooks, el màxim: treu-ne un per afegir-ne un altre.",
};

export const webhookEmail: Catalog["webhookEmail"] = {
  subject: "Webhook desactivat: {url}",
  intro: "Tots els enviaments del webhook de l'estudi {studio} a {url} fallen des del {since}.",
  lastError: "Últim error: {error}",
  stopped:
    "Després {hours, plural, =1 {d''1 hora} =11 {d''11 hores} other {de # hores}} d'errors l'hem desactivat: ja no s'hi envien esdeveniments i els que esperaven s'han descartat.",
  reenable: "Quan la destinació torni a funcionar, activa-la de nou al tauler, a Connexions › Webhooks:",
  footer: "Reps aquest correu perquè ets propietari de l'estudi.",
};
