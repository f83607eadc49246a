// Texts of the dashboard's day on any screen (docs/dashboard.md, Agenda and day sheet): the phone's
// agenda, the calendar's room switcher, the printed day sheet and the cancel confirmation.
import type { Locale } from "../contract/locales";

type DayTexts = {
  agendaTitle: string;
  today: string;
  tomorrow: string;
  nothing: string;
  /** Visible "Call"; {name} and {phone} are read to screen readers. */
  call: string;
  callLabel: string;
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

export const DAY_TEXTS: Record<Locale, DayTexts> = {
  es: {
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
  },
  ca: {
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
  },
  en: {
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
  },
};
