// Texts of the dashboard's settings page (docs/studio-settings.md): rooms, hours and closures,
// policies and the studio basics, in the dashboard's language. Kept apart from the main
// dictionaries so the settings forms carry only their own words.
import type { Locale } from "../contract/locales";

export type SettingsTexts = {
  nav: string;
  title: string;
  intro: string;
  ownersOnly: string;
  save: string;
  saving: string;
  saved: string;
  rooms: {
    title: string;
    hourly: string;
    deposit: string;
    minMinutes: string;
    maxMinutes: string;
    buffer: string;
    notice: string;
    horizon: string;
    capacity: string;
    cancelNotice: string;
    active: string;
    moveUp: string;
    moveDown: string;
    /** Announced after a move: "{name}" is now at {position} of {count}. */
    moved: string;
    moveFailed: string;
    inactive: string;
    amountInvalid: string;
  };
  hours: {
    title: string;
    weekdays: string[];
    open: string;
    close: string;
    closed: string;
    exceptions: string;
    noExceptions: string;
    date: string;
    kind: string;
    closedDay: string;
    specialHours: string;
    add: string;
    remove: string;
    confirmTitle: string;
    confirmIntro: string;
    confirm: string;
    cancel: string;
    overnightHint: string;
  };
  policies: { title: string; houseRules: string; houseRulesHint: string };
  /** The studio file download (docs/studio-settings.md, Backup). */
  backup: { title: string; text: string; download: string };
  basics: {
    title: string;
    name: string;
    phone: string;
    email: string;
    template: string;
    templates: { stage: string; daylight: string };
    languages: string;
    defaultLocale: string;
  };
};

const es: SettingsTexts = {
  nav: "Ajustes",
  title: "Ajustes del estudio",
  intro: "Los cambios se ven al momento en la web del estudio. Las reservas ya hechas conservan su precio y sus condiciones.",
  ownersOnly: "Solo los propietarios pueden cambiar los ajustes del estudio.",
  save: "Guardar",
  saving: "Guardando…",
  saved: "Guardado.",
  rooms: {
    title: "Salas",
    hourly: "Precio por hora ({currency})",
    deposit: "Señal (%)",
    minMinutes: "Duración mínima (min)",
    maxMinutes: "Duración máxima (min)",
    buffer: "Margen entre reservas (min)",
    notice: "Antelación mínima (min)",
    horizon: "Reservable con hasta (días)",
    capacity: "Capacidad (personas)",
    cancelNotice: "Aviso de cancelación (horas)",
    active: "Activa (se puede reservar)",
    moveUp: "Subir",
    moveDown: "Bajar",
    moved: "«{name}» está ahora en la posición {position} de {count}.",
    moveFailed: "No se pudo cambiar el orden.",
    inactive: "inactiva",
    amountInvalid: "Escribe un importe, p. ej. 25 o 25,50.",
  },
  hours: {
    title: "Horario y cierres",
    weekdays: ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"],
    open: "Abre",
    close: "Cierra",
    closed: "Cerrado",
    exceptions: "Días especiales",
    noExceptions: "No hay días especiales.",
    date: "Fecha",
    kind: "Tipo",
    closedDay: "Cerrado todo el día",
    specialHours: "Horario especial",
    add: "Añadir",
    remove: "Quitar",
    confirmTitle: "Hay reservas fuera del nuevo horario",
    confirmIntro: "Estas reservas quedan fuera del nuevo horario. Se mantienen; avisa a los clientes si hace falta.",
    confirm: "Guardar igualmente",
    cancel: "No guardar",
    overnightHint: "Un cierre a las 00:00 significa hasta medianoche.",
  },
  backup: {
    title: "Copia de seguridad",
    text: "Descarga toda la configuración del estudio (salas, precios, horarios, textos) como archivo de estudio: es tu copia y se puede volver a importar.",
    download: "Descargar el archivo del estudio",
  },
  policies: {
    title: "Normas",
    houseRules: "Normas de la casa ({language})",
    houseRulesHint: "El aviso de cancelación se ajusta en cada sala.",
  },
  basics: {
    title: "Datos del estudio",
    name: "Nombre",
    phone: "Teléfono",
    email: "Correo electrónico",
    template: "Plantilla de la web",
    templates: { stage: "Stage (oscura)", daylight: "Daylight (clara)" },
    languages: "Idiomas de la web",
    defaultLocale: "Idioma principal",
  },
};

const ca: SettingsTexts = {
  nav: "Configuració",
  title: "Configuració de l'estudi",
  intro: "Els canvis es veuen de seguida al web de l'estudi. Les reserves ja fetes conserven el preu i les condicions.",
  ownersOnly: "Només els propietaris poden canviar la configuració de l'estudi.",
  save: "Desa",
  saving: "S'està desant…",
  saved: "Desat.",
  rooms: {
    title: "Sales",
    hourly: "Preu per hora ({currency})",
    deposit: "Paga i senyal (%)",
    minMinutes: "Durada mínima (min)",
    maxMinutes: "Durada màxima (min)",
    buffer: "Marge entre reserves (min)",
    notice: "Antelació mínima (min)",
    horizon: "Reservable amb fins a (dies)",
    capacity: "Capacitat (persones)",
    cancelNotice: "Avís de cancel·lació (hores)",
    active: "Activa (es pot reservar)",
    moveUp: "Puja",
    moveDown: "Baixa",
    moved: "«{name}» és ara a la posició {position} de {count}.",
    moveFailed: "No s'ha pogut canviar l'ordre.",
    inactive: "inactiva",
    amountInvalid: "Escriu un import, p. ex. 25 o 25,50.",
  },
  hours: {
    title: "Horari i tancaments",
    weekdays: ["Diumenge", "Dilluns", "Dimarts", "Dimecres", "Dijous", "Divendres", "Dissabte"],
    open: "Obre",
    close: "Tanca",
    closed: "Tancat",
    exceptions: "Dies especials",
    noExceptions: "No hi ha dies especials.",
    date: "Data",
    kind: "Tipus",
    closedDay: "Tancat tot el dia",
    specialHours: "Horari especial",
    add: "Afegeix",
    remove: "Treu",
    confirmTitle: "Hi ha reserves fora del nou horari",
    confirmIntro: "Aquestes reserves queden fora del nou horari. Es mantenen; avisa els clients si cal.",
    confirm: "Desa igualment",
    cancel: "No desis",
    overnightHint: "Un tancament a les 00:00 vol dir fins a mitjanit.",
  },
  backup: {
    title: "Còpia de seguretat",
    text: "Descarrega tota la configuració de l'estudi (sales, preus, horaris, textos) com a fitxer d'estudi: és la teva còpia i es pot tornar a importar.",
    download: "Descarrega el fitxer de l'estudi",
  },
  policies: {
    title: "Normes",
    houseRules: "Normes de la casa ({language})",
    houseRulesHint: "L'avís de cancel·lació es configura a cada sala.",
  },
  basics: {
    title: "Dades de l'estudi",
    name: "Nom",
    phone: "Telèfon",
    email: "Correu electrònic",
    template: "Plantilla del web",
    templates: { stage: "Stage (fosca)", daylight: "Daylight (clara)" },
    languages: "Idiomes del web",
    defaultLocale: "Idioma principal",
  },
};

const en: SettingsTexts = {
  nav: "Settings",
  title: "Studio settings",
  intro: "Changes show on the studio's site at once. Bookings already made keep their price and terms.",
  ownersOnly: "Only owners can change the studio's settings.",
  save: "Save",
  saving: "Saving…",
  saved: "Saved.",
  rooms: {
    title: "Rooms",
    hourly: "Hourly price ({currency})",
    deposit: "Deposit (%)",
    minMinutes: "Shortest booking (min)",
    maxMinutes: "Longest booking (min)",
    buffer: "Buffer between bookings (min)",
    notice: "Minimum notice (min)",
    horizon: "Bookable up to (days ahead)",
    capacity: "Capacity (people)",
    cancelNotice: "Cancellation notice (hours)",
    active: "Active (can be booked)",
    moveUp: "Move up",
    moveDown: "Move down",
    moved: "“{name}” is now at position {position} of {count}.",
    moveFailed: "The order could not be changed.",
    inactive: "inactive",
    amountInvalid: "Enter an amount, e.g. 25 or 25.50.",
  },
  hours: {
    title: "Hours and closures",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    open: "Opens",
    close: "Closes",
    closed: "Closed",
    exceptions: "Special days",
    noExceptions: "No special days.",
    date: "Date",
    kind: "Kind",
    closedDay: "Closed all day",
    specialHours: "Special hours",
    add: "Add",
    remove: "Remove",
    confirmTitle: "Some bookings fall outside the new hours",
    confirmIntro: "These bookings fall outside the new hours. They stay as they are; tell the guests if needed.",
    confirm: "Save anyway",
    cancel: "Don't save",
    overnightHint: "Closing at 00:00 means until midnight.",
  },
  backup: {
    title: "Backup",
    text: "Download the studio's whole setup (rooms, prices, hours, texts) as a studio file: it is your backup and can be imported again.",
    download: "Download the studio file",
  },
  policies: {
    title: "Policies",
    houseRules: "House rules ({language})",
    houseRulesHint: "The cancellation notice is set per room.",
  },
  basics: {
    title: "Studio details",
    name: "Name",
    phone: "Phone",
    email: "Email",
    template: "Site template",
    templates: { stage: "Stage (dark)", daylight: "Daylight (light)" },
    languages: "Site languages",
    defaultLocale: "Main language",
  },
};

export const SETTINGS_TEXTS: Record<Locale, SettingsTexts> = { es, ca, en };
