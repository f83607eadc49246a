import type { Catalog } from "../catalog";

export const calendarActions: Catalog["calendarActions"] = {
  hint:
    "Per moure una reserva confirmada, arrossega-la a una altra hora o sala, o selecciona-la i prem M per moure-la amb les fletxes. " +
    "Per reservar per telèfon o bloquejar una hora lliure, fes-hi clic o fes servir el selector d'hora lliure (fletxes i Retorn).",
  moveShortcut: "Prem M per moure aquesta reserva amb les fletxes.",
  pickedUp: "Movent {what}: {when}. Les fletxes amunt i avall canvien l'hora, esquerra i dreta la sala; Retorn confirma, Escape cancel·la.",
  position: "Nova posició: {when}.",
  overlaps: "Coincideix amb una cosa que ja és al calendari.",
  cancelled: "Moviment cancel·lat; la reserva no ha canviat.",
  moveTitle: "Vols moure aquesta reserva?",
  from: "Abans",
  to: "Ara",
  confirm: "Moure la reserva",
  cancel: "Cancel·lar",
  moving: "Movent…",
  moved: "Reserva moguda: {when}. El client rebrà un avís amb la nova hora d'aquí a {minutes} minuts.",
  movedQuiet: "Reserva moguda: {when}. No s'avisa el client.",
  picker: "Selector d'hora lliure: {when}. Fletxes per triar una altra hora o sala; Retorn per reservar o bloquejar.",
  pickerMoved: "{when}.",
  taken: "{when}: ocupat.",
  slotTitle: "Hora lliure",
  slotWhen: "{when}. Què vols fer?",
  phoneBooking: "Reserva telefònica",
  block: "Bloquejar",
  freeStarts: "Inicis lliures",
  freeStartsHint: "Inicis lliures en línia aquell dia per a aquesta durada: {times}.",
  noFreeStarts: "No hi ha inicis lliures en línia aquell dia per a aquesta durada.",
  chooseStart: "Començar a les {time}",
};
