// Texts of the dashboard's passkeys page (docs/studio-accounts.md, Endpoints). The shape of these
// texts; each language's are in lib/i18n/catalogs/<locale>/passkeys.ts.

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
