// Texts of the dashboard's day on any screen (docs/dashboard.md, Agenda and day sheet): the phone's
// agenda, the calendar's room switcher, the printed day sheet and the cancel confirmation.
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/day.ts.

export type DayTexts = {
  agendaTitle: string;
  today: string;
  tomorrow: string;
  nothing: string;
  /** Visible "Call"; {name} and {phone} are read to screen readers. */
  call: string;
  callLabel: string;
  /** Now and next (components/studio/NowAndNext.tsx). */
  nowNextTitle: string;
  nowNextNone: string;
  nowLabel: string;
  nextLabel: string;
  owes: string;
  checkInLabel: string;
  toCalendar: string;
  roomSwitcher: string;
  allRooms: string;
  daySheet: string;
  daySheetTitle: string;
  print: string;
  time: string;
  free: string;
  phone: string;
  notes: string;
  backToCalendar: string;
  cancelConfirm: string;
  changeTitle: string;
};
