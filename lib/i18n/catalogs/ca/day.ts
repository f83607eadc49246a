import type { Catalog } from "../catalog";

export const day: Catalog["day"] = {
  agendaTitle: "Avui i demà",
  today: "Avui",
  tomorrow: "Demà",
  nothing: "No hi ha reserves.",
  call: "Trucar",
  callLabel: "Trucar a {name}, {phone}",
  toCalendar: "Veure el calendari",
  roomSwitcher: "Sala",
  allRooms: "Totes",
  daySheet: "Full del dia",
  daySheetTitle: "Full del dia: {date}",
  print: "Imprimir",
  time: "Hora",
  free: "Lliure",
  phone: "Telèfon",
  notes: "Notes",
  backToCalendar: "Tornar al calendari",
  changeTitle: "Canviar la reserva",
  cancelConfirm: "Cancel·lar la reserva {reference}? S'avisarà la persona que ha reservat.",
};
