// Texts of the dashboard's regular bookings (docs/series.md, Dashboard): the form with its
// preview, and an occurrence's actions on the booking page, in the dashboard's language. Kept
// apart from the main dictionaries so only these forms carry them.
import type { Locale } from "../contract/locales";

export type SeriesTexts = {
  title: string;
  link: string;
  intro: string;
  cadence: string;
  weekly: string;
  biweekly: string;
  bound: string;
  byCount: string;
  byUntil: string;
  count: string;
  untilDate: string;
  preview: string;
  previewTitle: string;
  /** "{free}" of "{total}" dates can be booked; "{conflicts}" in conflict. */
  summary: string;
  colDate: string;
  colTime: string;
  colStatus: string;
  colResolve: string;
  free: string;
  skipped: string;
  conflict: string;
  /** What is in the way: "{what}". */
  taken: string;
  takenBooking: string;
  takenBlock: string;
  takenHold: string;
  closed: string;
  window: string;
  resolveKeep: string;
  resolveSkip: string;
  resolveTime: string;
  /** Label of the other time's input for "{date}". */
  otherTime: string;
  create: string;
  unresolved: string;
  /** "{count}" dates booked. */
  done: string;
  openFirst: string;
  // On an occurrence's page
  partOf: string;
  /** "{position}" of "{total}". */
  position: string;
  cancelFollowing: string;
  cancelAll: string;
  cancelReason: string;
  cancelled: string;
  moveFollowing: string;
  moveStart: string;
  moved: string;
  /** A move refused: the dates that cannot take the new time ("{dates}"). */
  conflictDates: string;
};

const es: SeriesTexts = {
  title: "Reserva periódica",
  link: "Reserva periódica (cada semana o cada dos semanas)",
  intro:
    "Reserva la misma sala a la misma hora para un grupo, cada semana o cada dos semanas. Antes de crearla verás cada fecha y lo que la impide.",
  cadence: "Frecuencia",
  weekly: "Cada semana",
  biweekly: "Cada dos semanas",
  bound: "Hasta",
  byCount: "Un número de fechas",
  byUntil: "Una última fecha",
  count: "Número de fechas (máximo 52)",
  untilDate: "Última fecha",
  preview: "Ver las fechas",
  previewTitle: "Fechas",
  summary: "{free} de {total} fechas libres; {conflicts} con conflicto.",
  colDate: "Fecha",
  colTime: "Hora",
  colStatus: "Estado",
  colResolve: "Qué hacer",
  free: "Libre",
  skipped: "Se omite",
  conflict: "Conflicto",
  taken: "Ocupado: {what}",
  takenBooking: "reserva {reference}",
  takenBlock: "un bloqueo",
  takenHold: "una reserva en curso",
  closed: "La sala está cerrada a esa hora",
  window: "Fecha pasada o demasiado lejana",
  resolveKeep: "Sin resolver",
  resolveSkip: "Omitir esta fecha",
  resolveTime: "Otra hora",
  otherTime: "Otra hora para el {date}",
  create: "Crear la reserva periódica",
  unresolved: "Resuelve cada conflicto (omitir la fecha u otra hora) y vuelve a ver las fechas.",
  done: "Reserva periódica creada: {count} fechas.",
  openFirst: "Abrir la primera reserva",
  partOf: "Reserva periódica",
  position: "Fecha {position} de {total}",
  cancelFollowing: "Cancelar esta y las siguientes",
  cancelAll: "Cancelar todas",
  cancelReason: "Motivo (se comunica al cliente)",
  cancelled: "Fechas canceladas: {count}.",
  moveFollowing: "Mover esta y las siguientes",
  moveStart: "Nueva hora de inicio",
  moved: "Fechas movidas: {count}.",
  conflictDates: "Fechas que no admiten la nueva hora: {dates}. No se ha movido nada.",
};

const ca: SeriesTexts = {
  title: "Reserva periòdica",
  link: "Reserva periòdica (cada setmana o cada dues setmanes)",
  intro:
    "Reserva la mateixa sala a la mateixa hora per a un grup, cada setmana o cada dues setmanes. Abans de crear-la veuràs cada data i què la impedeix.",
  cadence: "Freqüència",
  weekly: "Cada setmana",
  biweekly: "Cada dues setmanes",
  bound: "Fins a",
  byCount: "Un nombre de dates",
  byUntil: "Una última data",
  count: "Nombre de dates (màxim 52)",
  untilDate: "Última data",
  preview: "Veure les dates",
  previewTitle: "Dates",
  summary: "{free} de {total} dates lliures; {conflicts} amb conflicte.",
  colDate: "Data",
  colTime: "Hora",
  colStatus: "Estat",
  colResolve: "Què fer",
  free: "Lliure",
  skipped: "S'omet",
  conflict: "Conflicte",
  taken: "Ocupat: {what}",
  takenBooking: "reserva {reference}",
  takenBlock: "un bloqueig",
  takenHold: "una reserva en curs",
  closed: "La sala és tancada a aquesta hora",
  window: "Data passada o massa llunyana",
  resolveKeep: "Sense resoldre",
  resolveSkip: "Ometre aquesta data",
  resolveTime: "Una altra hora",
  otherTime: "Una altra hora per al {date}",
  create: "Crear la reserva periòdica",
  unresolved: "Resol cada conflicte (ometre la data o una altra hora) i torna a veure les dates.",
  done: "Reserva periòdica creada: {count} dates.",
  openFirst: "Obrir la primera reserva",
  partOf: "Reserva periòdica",
  position: "Data {position} de {total}",
  cancelFollowing: "Cancel·lar aquesta i les següents",
  cancelAll: "Cancel·lar-les totes",
  cancelReason: "Motiu (es comunica al client)",
  cancelled: "Dates cancel·lades: {count}.",
  moveFollowing: "Moure aquesta i les següents",
  moveStart: "Nova hora d'inici",
  moved: "Dates mogudes: {count}.",
  conflictDates: "Dates que no admeten la nova hora: {dates}. No s'ha mogut res.",
};

const en: SeriesTexts = {
  title: "Regular booking",
  link: "Regular booking (every week or every two weeks)",
  intro:
    "Book the same room at the same time for a band, every week or every two weeks. Before creating it you see every date and what is in its way.",
  cadence: "How often",
  weekly: "Every week",
  biweekly: "Every two weeks",
  bound: "Until",
  byCount: "A number of dates",
  byUntil: "A last date",
  count: "Number of dates (at most 52)",
  untilDate: "Last date",
  preview: "Show the dates",
  previewTitle: "Dates",
  summary: "{free} of {total} dates free; {conflicts} in conflict.",
  colDate: "Date",
  colTime: "Time",
  colStatus: "Status",
  colResolve: "What to do",
  free: "Free",
  skipped: "Skipped",
  conflict: "Conflict",
  taken: "Taken: {what}",
  takenBooking: "booking {reference}",
  takenBlock: "a blocked time",
  takenHold: "a guest's hold",
  closed: "The room is closed at that time",
  window: "The date has passed or is too far ahead",
  resolveKeep: "Not resolved",
  resolveSkip: "Skip this date",
  resolveTime: "Another time",
  otherTime: "Another time on {date}",
  create: "Create the regular booking",
  unresolved: "Resolve each conflict (skip the date or choose another time), then show the dates again.",
  done: "Regular booking created: {count} dates.",
  openFirst: "Open the first booking",
  partOf: "Regular booking",
  position: "Date {position} of {total}",
  cancelFollowing: "Cancel this and following",
  cancelAll: "Cancel all",
  cancelReason: "Reason (the guest is told)",
  cancelled: "Dates cancelled: {count}.",
  moveFollowing: "Move this and following",
  moveStart: "New start time",
  moved: "Dates moved: {count}.",
  conflictDates: "Dates that cannot take the new time: {dates}. Nothing was moved.",
};

export const SERIES_TEXTS: Record<Locale, SeriesTexts> = { es, ca, en };
