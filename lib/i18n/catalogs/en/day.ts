import type { Catalog } from "../catalog";

export const day: Catalog["day"] = {
  agendaTitle: "Today and tomorrow",
  today: "Today",
  tomorrow: "Tomorrow",
  nothing: "Nothing booked.",
  call: "Call",
  callLabel: "Call {name}, {phone}",
  toCalendar: "See the calendar",
  roomSwitcher: "Room",
  allRooms: "All",
  daySheet: "Day sheet",
  daySheetTitle: "Day sheet: {date}",
  print: "Print",
  time: "Time",
  free: "Free",
  phone: "Phone",
  notes: "Notes",
  backToCalendar: "Back to the calendar",
  changeTitle: "Change the booking",
  cancelConfirm: "Cancel booking {reference}? The guest will be told.",
};
