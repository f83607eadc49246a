import type { Catalog } from "../catalog";

export const calendarActions: Catalog["calendarActions"] = {
  hint:
    "To move a confirmed booking, drag it to another time or room, or focus it and press M to move it with the arrow keys. " +
    "To take a phone booking or block a free time, click it or use the free-time picker (arrow keys and Enter).",
  moveShortcut: "Press M to move this booking with the arrow keys.",
  pickedUp: "Moving {what}: {when}. Up and down arrows change the time, left and right the room; Enter confirms, Escape cancels.",
  position: "New position: {when}.",
  overlaps: "It overlaps something already on the calendar.",
  cancelled: "Move cancelled; the booking has not changed.",
  moveTitle: "Move this booking?",
  from: "Before",
  to: "Now",
  confirm: "Move the booking",
  cancel: "Cancel",
  moving: "Moving…",
  moved: "Booking moved: {when}. The guest is told the new time in {minutes} minutes.",
  movedQuiet: "Booking moved: {when}. The guest is not told.",
  picker: "Free-time picker: {when}. Arrow keys choose another time or room; Enter to book or block.",
  pickerMoved: "{when}.",
  taken: "{when}: taken.",
  slotTitle: "Free time",
  slotWhen: "{when}. What would you like to do?",
  phoneBooking: "Phone booking",
  block: "Block time",
  freeStarts: "Free starts",
  freeStartsHint: "Free starts online that day for this length: {times}.",
  noFreeStarts: "No free start online that day for this length.",
  chooseStart: "Start at {time}",
};
