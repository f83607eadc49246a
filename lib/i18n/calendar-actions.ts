// Texts of the dashboard calendar's own actions (docs/dashboard.md, Moving and taking times on the
// calendar): moving a booking by drag or by keys, its confirmation, the free-time picker and its
// offer of a phone booking or a block, and the phone-booking form's free starts. In the staff
// member's language; `when` is a time already written for that language (day, times, room).
import type { Locale } from "../contract/locales";

export type CalendarActionTexts = {
  hint: string;
  moveShortcut: string;
  pickedUp: (what: string, when: string) => string;
  position: (when: string) => string;
  overlaps: string;
  cancelled: string;
  moveTitle: string;
  from: string;
  to: string;
  priceKept: (amount: string) => string;
  confirm: string;
  cancel: string;
  moving: string;
  moved: (when: string) => string;
  picker: (when: string) => string;
  pickerMoved: (when: string) => string;
  taken: (when: string) => string;
  slotTitle: string;
  slotWhen: (when: string) => string;
  phoneBooking: string;
  block: string;
  freeStarts: string;
  freeStartsHint: (times: string) => string;
  noFreeStarts: string;
  chooseStart: (time: string) => string;
};

const es: CalendarActionTexts = {
  hint:
    "Para mover una reserva confirmada, arrástrala a otra hora o sala, o selecciónala y pulsa M para moverla con las flechas. " +
    "Para reservar por teléfono o bloquear una hora libre, haz clic en ella o usa el selector de hora libre (flechas y Intro).",
  moveShortcut: "Pulsa M para mover esta reserva con las flechas.",
  pickedUp: (what, when) =>
    `Moviendo ${what}: ${when}. Flechas arriba y abajo cambian la hora, izquierda y derecha la sala; Intro confirma, Escape cancela.`,
  position: (when) => `Nueva posición: ${when}.`,
  overlaps: "Se solapa con algo que ya está en el calendario.",
  cancelled: "Movimiento cancelado; la reserva no ha cambiado.",
  moveTitle: "¿Mover esta reserva?",
  from: "Antes",
  to: "Ahora",
  priceKept: (amount) => `Se mantiene el precio reservado: ${amount}.`,
  confirm: "Mover la reserva",
  cancel: "Cancelar",
  moving: "Moviendo…",
  moved: (when) => `Reserva movida: ${when}. El cliente recibe un aviso con la nueva hora.`,
  picker: (when) => `Selector de hora libre: ${when}. Flechas para elegir otra hora o sala; Intro para reservar o bloquear.`,
  pickerMoved: (when) => `${when}.`,
  taken: (when) => `${when}: ocupado.`,
  slotTitle: "Hora libre",
  slotWhen: (when) => `${when}. ¿Qué quieres hacer?`,
  phoneBooking: "Reserva telefónica",
  block: "Bloquear",
  freeStarts: "Inicios libres",
  freeStartsHint: (times) => `Inicios libres en línea ese día para esta duración: ${times}.`,
  noFreeStarts: "No hay inicios libres en línea ese día para esta duración.",
  chooseStart: (time) => `Empezar a las ${time}`,
};

const ca: CalendarActionTexts = {
  hint:
    "Per moure una reserva confirmada, arrossega-la a una altra hora o sala, o selecciona-la i prem M per moure-la amb les fletxes. " +
    "Per reservar per telèfon o bloquejar una hora lliure, fes-hi clic o fes servir el selector d'hora lliure (fletxes i Retorn).",
  moveShortcut: "Prem M per moure aquesta reserva amb les fletxes.",
  pickedUp: (what, when) =>
    `Movent ${what}: ${when}. Les fletxes amunt i avall canvien l'hora, esquerra i dreta la sala; Retorn confirma, Escape cancel·la.`,
  position: (when) => `Nova posició: ${when}.`,
  overlaps: "Coincideix amb una cosa que ja és al calendari.",
  cancelled: "Moviment cancel·lat; la reserva no ha canviat.",
  moveTitle: "Vols moure aquesta reserva?",
  from: "Abans",
  to: "Ara",
  priceKept: (amount) => `Es manté el preu reservat: ${amount}.`,
  confirm: "Moure la reserva",
  cancel: "Cancel·lar",
  moving: "Movent…",
  moved: (when) => `Reserva moguda: ${when}. El client rep un avís amb la nova hora.`,
  picker: (when) => `Selector d'hora lliure: ${when}. Fletxes per triar una altra hora o sala; Retorn per reservar o bloquejar.`,
  pickerMoved: (when) => `${when}.`,
  taken: (when) => `${when}: ocupat.`,
  slotTitle: "Hora lliure",
  slotWhen: (when) => `${when}. Què vols fer?`,
  phoneBooking: "Reserva telefònica",
  block: "Bloquejar",
  freeStarts: "Inicis lliures",
  freeStartsHint: (times) => `Inicis lliures en línia aquell dia per a aquesta durada: ${times}.`,
  noFreeStarts: "No hi ha inicis lliures en línia aquell dia per a aquesta durada.",
  chooseStart: (time) => `Començar a les ${time}`,
};

const en: CalendarActionTexts = {
  hint:
    "To move a confirmed booking, drag it to another time or room, or focus it and press M to move it with the arrow keys. " +
    "To take a phone booking or block a free time, click it or use the free-time picker (arrow keys and Enter).",
  moveShortcut: "Press M to move this booking with the arrow keys.",
  pickedUp: (what, when) =>
    `Moving ${what}: ${when}. Up and down arrows change the time, left and right the room; Enter confirms, Escape cancels.`,
  position: (when) => `New position: ${when}.`,
  overlaps: "It overlaps something already on the calendar.",
  cancelled: "Move cancelled; the booking has not changed.",
  moveTitle: "Move this booking?",
  from: "Before",
  to: "Now",
  priceKept: (amount) => `The booked price stays: ${amount}.`,
  confirm: "Move the booking",
  cancel: "Cancel",
  moving: "Moving…",
  moved: (when) => `Booking moved: ${when}. The guest is told the new time.`,
  picker: (when) => `Free-time picker: ${when}. Arrow keys choose another time or room; Enter to book or block.`,
  pickerMoved: (when) => `${when}.`,
  taken: (when) => `${when}: taken.`,
  slotTitle: "Free time",
  slotWhen: (when) => `${when}. What would you like to do?`,
  phoneBooking: "Phone booking",
  block: "Block time",
  freeStarts: "Free starts",
  freeStartsHint: (times) => `Free starts online that day for this length: ${times}.`,
  noFreeStarts: "No free start online that day for this length.",
  chooseStart: (time) => `Start at ${time}`,
};

export const CALENDAR_ACTION_TEXTS: Record<Locale, CalendarActionTexts> = { es, ca, en };
