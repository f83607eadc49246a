import type { Catalog } from "../catalog";

export const calendarActions: Catalog["calendarActions"] = {
  hint:
    "Para mover una reserva confirmada, arrástrala a otra hora o sala, o selecciónala y pulsa M para moverla con las flechas. " +
    "Para reservar por teléfono o bloquear una hora libre, haz clic en ella o usa el selector de hora libre (flechas y Intro).",
  moveShortcut: "Pulsa M para mover esta reserva con las flechas.",
  pickedUp: "Moviendo {what}: {when}. Flechas arriba y abajo cambian la hora, izquierda y derecha la sala; Intro confirma, Escape cancela.",
  position: "Nueva posición: {when}.",
  overlaps: "Se solapa con algo que ya está en el calendario.",
  cancelled: "Movimiento cancelado; la reserva no ha cambiado.",
  moveTitle: "¿Mover esta reserva?",
  from: "Antes",
  to: "Ahora",
  confirm: "Mover la reserva",
  cancel: "Cancelar",
  moving: "Moviendo…",
  moved: "Reserva movida: {when}. El cliente recibirá un aviso con la nueva hora en {minutes} minutos.",
  movedQuiet: "Reserva movida: {when}. No se avisa al cliente.",
  picker: "Selector de hora libre: {when}. Flechas para elegir otra hora o sala; Intro para reservar o bloquear.",
  pickerMoved: "{when}.",
  taken: "{when}: ocupado.",
  slotTitle: "Hora libre",
  slotWhen: "{when}. ¿Qué quieres hacer?",
  phoneBooking: "Reserva telefónica",
  block: "Bloquear",
  freeStarts: "Inicios libres",
  freeStartsHint: "Inicios libres en línea ese día para esta duración: {times}.",
  noFreeStarts: "No hay inicios libres en línea ese día para esta duración.",
  chooseStart: "Empezar a las {time}",
};
