// Guests' texts in the dashboard (docs/guests.md): the profile page, the notes and tags, the no-show
// warning, the message to the guest. The shape of these texts; each language's are in
// lib/i18n/catalogs/<locale>/guests.ts. Placeholders are ICU, filled with fmt().

export type GuestTexts = {
  profileLink: string;
  /** {name} */
  title: string;
  back: string;
  contactTitle: string;
  contact: string;
  email: string;
  bookings: string;
  noShows: string;
  cancelled: string;
  lastVisit: string;
  never: string;
  owed: string;
  owedNothing: string;
  historyTitle: string;
  /** {shown}, {total}: only the latest bookings are listed. */
  historyCapped: string;
  colReference: string;
  colWhen: string;
  colRoom: string;
  colStatus: string;
  colPayment: string;
  colOwed: string;
  notesTitle: string;
  notesHint: string;
  notesLabel: string;
  tagsLabel: string;
  tagsHint: string;
  notesSubmit: string;
  notesDone: string;
  /** {when} */
  notesUpdated: string;
  tags: string;
  noTags: string;
  /** {count}, {threshold}: ICU plural on count. */
  warning: string;
  warnOnly: string;
  refused: string;
  messageTitle: string;
  /** {contact} */
  messageHintEmail: string;
  /** {contact}, {max} */
  messageHintSms: string;
  messageLabel: string;
  messageSubmit: string;
  messageDone: string;
  listProfile: string;
};
