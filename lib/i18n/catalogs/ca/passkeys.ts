import type { Catalog } from "../catalog";

export const passkeys: Catalog["passkeys"] = {
  link: "Les teves claus d'accés",
  title: "Les teves claus d'accés",
  intro: "Amb una clau d'accés entres sense esperar el correu. Treu la d'un dispositiu que ja no facis servir o que hagis perdut.",
  loading: "Carregant…",
  failed: "No s'han pogut carregar les teves claus d'accés. Torna a carregar la pàgina.",
  none: "Encara no tens cap clau d'accés.",
  unnamed: "Clau d'accés sense nom",
  added: "Afegida el {date}",
  synced: "sincronitzada entre els teus dispositius",
  add: "Afegeix una clau d'accés",
  remove: "Treu «{name}»",
  confirmRemove: "Vols treure la clau d'accés «{name}»? Ja no podràs entrar-hi.",
  removed: "S'ha tret «{name}».",
  notRemoved: "No s'ha pogut treure la clau d'accés.",
  addedNow: "Clau d'accés afegida.",
  notAdded: "No s'ha afegit cap clau d'accés.",
  working: "Un moment…",
};
