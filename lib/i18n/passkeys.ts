// Texts of the dashboard's passkeys page (docs/studio-accounts.md, Endpoints). The shape of these
// texts; each language's are in lib/i18n/catalogs/<locale>/passkeys.ts.
import type { Msg } from "./core";

export type PasskeysTexts = {
  link: string;
  title: string;
  intro: string;
  loading: string;
  failed: string;
  none: string;
  unnamed: string;
  added: Msg<"date">;
  synced: string;
  add: string;
  remove: Msg<"name">;
  confirmRemove: Msg<"name">;
  removed: Msg<"name">;
  notRemoved: string;
  addedNow: string;
  notAdded: string;
  working: string;
};
