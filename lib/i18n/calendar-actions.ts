// Texts of the dashboard calendar's own actions (docs/dashboard.md, Moving and taking times on the
// calendar): moving a booking by drag or by keys, its confirmation, the free-time picker and its
// offer of a phone booking or a block, and the phone-booking form's free starts. In the staff
// member's language; `when` is a time already written for that language (day, times, room).
// The shape of these texts; each language's are in lib/i18n/catalogs/<locale>/calendar-actions.ts.
import type { Msg } from "./core";

export type CalendarActionTexts = {
  hint: string;
  moveShortcut: string;
  pickedUp: Msg<"what" | "when">;
  position: Msg<"when">;
  overlaps: string;
  cancelled: string;
  moveTitle: string;
  from: string;
  to: string;
  confirm: string;
  cancel: string;
  moving: string;
  moved: Msg<"when" | "minutes">;
  movedQuiet: Msg<"when">;
  picker: Msg<"when">;
  pickerMoved: Msg<"when">;
  taken: Msg<"when">;
  slotTitle: string;
  slotWhen: Msg<"when">;
  phoneBooking: string;
  block: string;
  freeStarts: string;
  freeStartsHint: Msg<"times">;
  noFreeStarts: string;
  chooseStart: Msg<"time">;
};
