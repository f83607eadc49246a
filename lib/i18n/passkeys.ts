// Texts of the dashboard's passkeys page (docs/studio-accounts.md, Endpoints), in es, ca and en.
import type { Locale } from "../contract/locales";

export type PasskeysTexts = {
  link: string;
  title: string;
  intro: string;
  loading: string;
  failed: string;
  none: string;
  unnamed: string;
  added: (date: string) => string;
  synced: string;
  add: string;
  remove: (name: string) => string;
  confirmRemove: (name: string) => string;
  removed: (name: string) => string;
  notRemoved: string;
  addedNow: string;
  notAdded: string;
  working: string;
};

const es: PasskeysTexts = {
  link: "Tus llaves de acceso",
  title: "Tus llaves de acceso",
  intro: "Con una llave de acceso entras sin esperar el correo. Quita la de un dispositivo que ya no uses o que hayas perdido.",
  loading: "Cargando…",
  failed: "No se han podido cargar tus llaves de acceso. Vuelve a cargar la página.",
  none: "Aún no tienes ninguna llave de acceso.",
  unnamed: "Llave de acceso sin nombre",
  added: (date) => `Añadida el ${date}`,
  synced: "sincronizada entre tus dispositivos",
  add: "Añadir una llave de acceso",
  remove: (name) => `Quitar «${name}»`,
  confirmRemove: (name) => `¿Quitar la llave de acceso «${name}»? Ya no podrás entrar con ella.`,
  removed: (name) => `Se ha quitado «${name}».`,
  notRemoved: "No se ha podido quitar la llave de acceso.",
  addedNow: "Llave de acceso añadida.",
  notAdded: "No se ha añadido ninguna llave de acceso.",
  working: "Un momento…",
};

const ca: PasskeysTexts = {
  link: "Les teves claus d'accés",
  title: "Les teves claus d'accés",
  intro: "Amb una clau d'accés entres sense esperar el correu. Treu la d'un dispositiu que ja no facis servir o que hagis perdut.",
  loading: "Carregant…",
  failed: "No s'han pogut carregar les teves claus d'accés. Torna a carregar la pàgina.",
  none: "Encara no tens cap clau d'accés.",
  unnamed: "Clau d'accés sense nom",
  added: (date) => `Afegida el ${date}`,
  synced: "sincronitzada entre els teus dispositius",
  add: "Afegeix una clau d'accés",
  remove: (name) => `Treu «${name}»`,
  confirmRemove: (name) => `Vols treure la clau d'accés «${name}»? Ja no podràs entrar-hi.`,
  removed: (name) => `S'ha tret «${name}».`,
  notRemoved: "No s'ha pogut treure la clau d'accés.",
  addedNow: "Clau d'accés afegida.",
  notAdded: "No s'ha afegit cap clau d'accés.",
  working: "Un moment…",
};

const en: PasskeysTexts = {
  link: "Your passkeys",
  title: "Your passkeys",
  intro: "A passkey signs you in without waiting for the email. Remove the one of a device you no longer use or have lost.",
  loading: "Loading…",
  failed: "Your passkeys could not be loaded. Reload the page.",
  none: "No passkey yet.",
  unnamed: "Unnamed passkey",
  added: (date) => `Added on ${date}`,
  synced: "synced across your devices",
  add: "Add a passkey",
  remove: (name) => `Remove “${name}”`,
  confirmRemove: (name) => `Remove the passkey “${name}”? You will no longer sign in with it.`,
  removed: (name) => `“${name}” was removed.`,
  notRemoved: "The passkey could not be removed.",
  addedNow: "Passkey added.",
  notAdded: "No passkey was added.",
  working: "Please wait…",
};

export const PASSKEYS_TEXTS: Record<Locale, PasskeysTexts> = { es, ca, en };
