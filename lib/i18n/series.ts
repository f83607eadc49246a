// Texts of the dashboard's regular bookings (docs/series.md, Dashboard): the form with its
// preview, and an occurrence's actions on the booking page, in the dashboard's language. The shape
// of these texts; each language's are in lib/i18n/catalogs/<locale>/series.ts.

export type SeriesTexts = {
  title: string;
  link: string;
  intro: string;
  cadence: string;
  weekly: string;
  biweekly: string;
  bound: string;
  byCount: string;
  byUntil: string;
  count: string;
  untilDate: string;
  preview: string;
  previewTitle: string;
  /** "{free}" of "{total}" dates can be booked; "{conflicts}" in conflict. */
  summary: string;
  colDate: string;
  colTime: string;
  colStatus: string;
  colResolve: string;
  free: string;
  skipped: string;
  conflict: string;
  /** What is in the way: "{what}". */
  taken: string;
  takenBooking: string;
  takenBlock: string;
  takenHold: string;
  closed: string;
  window: string;
  resolveKeep: string;
  resolveSkip: string;
  resolveTime: string;
  /** Label of the other time's input for "{date}". */
  otherTime: string;
  create: string;
  unresolved: string;
  /** "{count}" dates booked. */
  done: string;
  openFirst: string;
  // On an occurrence's page
  partOf: string;
  /** "{position}" of "{total}". */
  position: string;
  cancelFollowing: string;
  cancelAll: string;
  /** Asked before "Cancel this and following" / "Cancel all", with the number of dates ("{count}"). */
  cancelFollowingConfirm: string;
  cancelAllConfirm: string;
  /** Nothing of the series is left to cancel or move (every date is past or cancelled). */
  nothingLeft: string;
  cancelReason: string;
  cancelled: string;
  moveFollowing: string;
  moveStart: string;
  moved: string;
  /** Asked before "Move this and following": how many dates ("{count}") and the new start ("{time}"). */
  moveFollowingConfirm: string;
  /** On every occurrence's page once some dates are cancelled: "{cancelled}" of "{total}". */
  cancelledOf: string;
  /** A move refused: the dates that cannot take the new time ("{dates}"). */
  conflictDates: string;
};
