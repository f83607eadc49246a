import type { Catalog } from "../catalog";

export const passkeys: Catalog["passkeys"] = {
  link: "Your passkeys",
  title: "Your passkeys",
  intro: "A passkey signs you in without waiting for the email. Remove the one of a device you no longer use or have lost.",
  loading: "Loading…",
  failed: "Your passkeys could not be loaded. Reload the page.",
  none: "No passkey yet.",
  unnamed: "Unnamed passkey",
  added: "Added on {date}",
  synced: "synced across your devices",
  add: "Add a passkey",
  remove: "Remove “{name}”",
  confirmRemove: "Remove the passkey “{name}”? You will no longer sign in with it.",
  removed: "“{name}” was removed.",
  notRemoved: "The passkey could not be removed.",
  addedNow: "Passkey added.",
  notAdded: "No passkey was added.",
  working: "Please wait…",
};
