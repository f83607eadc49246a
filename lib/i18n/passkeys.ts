// Texts of the dashboard's passkeys page (docs/studio-accounts.md, Endpoints), in es, ca and en.

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
