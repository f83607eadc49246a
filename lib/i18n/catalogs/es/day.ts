import type { Catalog } from "../catalog";

export const day: Catalog["day"] = {
  agendaTitle: "Hoy y mañana",
  today: "Hoy",
  tomorrow: "Mañana",
  nothing: "No hay reservas.",
  call: "Llamar",
  callLabel: "Llamar a {name}, {phone}",
  toCalendar: "Ver el calendario",
  roomSwitcher: "Sala",
  allRooms: "Todas",
  daySheet: "Hoja del día",
  daySheetTitle: "Hoja del día: {date}",
  print: "Imprimir",
  time: "Hora",
  free: "Libre",
  phone: "Teléfono",
  notes: "Notas",
  backToCalendar: "Volver al calendario",
  changeTitle: "Cambiar la reserva",
  cancelConfirm: "¿Cancelar la reserva {reference}? Se avisará a la persona que reservó.",
};
