// Studio API errors in the member's language (docs/dashboard.md, Pages). The API's `message`
// stays English (the contract's); the dashboard words an error from its code, its `details` and,
// for a VALIDATION_ERROR, the field paths and reasons of the message ("studio.hourExceptions.3.close:
// close must be after open" → "Special days, 4th entry, closing time: must be later than the
// opening time"). A reason or an obstacle it does not know is never shown in English on an es/ca
// page: the code's own text says enough there. Pure and zod-free: client components import it.
import type { Locale } from "../contract/locales";

type Reason =
  | "required"
  | "tooLong"
  | "tooShort"
  | "tooBig"
  | "tooSmall"
  | "fewItems"
  | "manyItems"
  | "invalid"
  | "email"
  | "url"
  | "time"
  | "date"
  | "closeAfterOpen"
  | "dateTwice"
  | "datePast"
  | "timezone"
  | "timezoneBookings"
  | "maxMinutes"
  | "siteLocale"
  | "otherLanguage"
  | "notHere"
  | "domainTaken"
  | "oneMode"
  | "modeTwice"
  | "cardOff"
  | "country"
  | "currency"
  | "phone"
  | "length"
  | "controlChars"
  | "bidi"
  | "surrogates"
  | "stale";

/** The server's English reasons (zod's and ours), matched in order; the groups fill {a} and {b}. */
const REASONS: [RegExp, Reason][] = [
  [/^Invalid input: expected \w+, received (undefined|null)/, "required"],
  [/^Too big: expected string to have <=?(\d+)/, "tooLong"],
  [/^Too small: expected string to have >=?1\b/, "required"],
  [/^Too small: expected string to have >=?(\d+)/, "tooShort"],
  [/^Too big: expected array to have <=?(\d+)/, "manyItems"],
  [/^Too small: expected array to have >=?(\d+)/, "fewItems"],
  [/^Too big: expected number to be <=?(-?[\d.]+)/, "tooBig"],
  [/^Too small: expected number to be >=?(-?[\d.]+)/, "tooSmall"],
  [/^Invalid email|^must be an email address/, "email"],
  [/^must be an https? URL|^must be an http\(s\) URL|^Invalid URL/, "url"],
  [/HH:MM/, "time"],
  [/YYYY-MM-DD|^must be a date/, "date"],
  [/^close must be after open/, "closeAfterOpen"],
  [/^each date at most once|^already has a special day/, "dateTwice"],
  [/^is in the past/, "datePast"],
  [/^must be an IANA time zone/, "timezone"],
  [/^cannot change while the studio has (\d+) upcoming/, "timezoneBookings"],
  [/^maxMinutes must be ≥ minMinutes/, "maxMinutes"],
  [/^must be one of site\.locales/, "siteLocale"],
  [/^is not one of the site's other languages/, "otherLanguage"],
  [/^cannot be changed here/, "notHere"],
  [/^is already used by another studio/, "domainTaken"],
  [/^choose at least one payment mode/, "oneMode"],
  [/^lists a mode twice/, "modeTwice"],
  [/^card is not available/, "cardOff"],
  [/ISO 3166-1/, "country"],
  [/ISO 4217/, "currency"],
  [/^must be a phone number/, "phone"],
  [/^must be (\d+) to (\d+) characters/, "length"],
  [/^must not contain control characters/, "controlChars"],
  [/^must not contain bidirectional/, "bidi"],
  [/^must not contain unpaired surrogates/, "surrogates"],
  [/^changed since it was read/, "stale"],
  [/^Invalid|^must |^is not /, "invalid"],
];

type Texts = {
  reasons: Record<Reason, string>;
  /** Labels of the studio file's path segments; a list's index becomes `entry`. */
  labels: Record<string, string>;
  room: string;
  entry: string;
  ordinal: (n: number) => string;
  languages: Record<Locale, string>;
  slot: { booking: string; block: string; blockNote: string; hold: string; holdUntil: string };
  forbidden: Record<"refund" | "manage_staff" | "settings", string>;
  states: Record<State, string>;
};

type State = "lastOwner" | "member" | "roomUsed" | "refunded" | "nothingToRefund";
/** The INVALID_STATE messages the studio API answers, by meaning. */
const STATES: [RegExp, State][] = [
  [/keeps at least one owner/, "lastOwner"],
  [/already a member of this studio/, "member"],
  [/room has bookings or holds/, "roomUsed"],
  [/payment was refunded|already been refunded in full/, "refunded"],
  [/no paid deposit left|no deposit paid by card/, "nothingToRefund"],
];

const en: Texts = {
  reasons: {
    required: "is required",
    tooLong: "is too long (at most {a} characters)",
    tooShort: "is too short (at least {a} characters)",
    tooBig: "must be at most {a}",
    tooSmall: "must be at least {a}",
    fewItems: "needs at least {a}",
    manyItems: "may have at most {a}",
    invalid: "is not valid",
    email: "must be an email address",
    url: "must be a web address starting with https://",
    time: "must be a time like 09:30",
    date: "must be a date",
    closeAfterOpen: "must be later than the opening time",
    dateTwice: "this date already has special hours: remove them first",
    datePast: "is in the past",
    timezone: "must be a time zone like Europe/Madrid",
    timezoneBookings: "cannot change while the studio has {a} upcoming bookings (their times would move)",
    maxMinutes: "must be at least the shortest booking",
    siteLocale: "must be one of the website's languages",
    otherLanguage: "is not one of the website's other languages",
    notHere: "cannot be changed here",
    domainTaken: "is already used by another studio",
    oneMode: "choose at least one payment mode",
    modeTwice: "lists a payment mode twice",
    cardOff: "card is not available while the studio does not take card payments",
    country: "must be a two-letter country code, like ES",
    currency: "must be a three-letter currency code, like EUR",
    phone: "must be a phone number",
    length: "must be {a} to {b} characters",
    controlChars: "must not contain control characters",
    bidi: "must not contain text direction characters",
    surrogates: "contains characters that are not valid",
    stale: "changed since you opened this page",
  },
  labels: {
    studio: "Studio details",
    rooms: "rooms",
    booking: "Bookings",
    site: "Website",
    texts: "Website texts",
    hourExceptions: "Special days",
    operatingHours: "Opening hours",
    open: "opening time",
    close: "closing time",
    openTime: "opening time",
    closeTime: "closing time",
    date: "date",
    closed: "closed",
    isClosed: "closed",
    dayOfWeek: "day",
    name: "name",
    description: "description",
    shortDescription: "short description",
    studioType: "studio type",
    logoUrl: "logo",
    coverImageUrl: "cover picture",
    addressLine1: "address",
    addressLine2: "address (second line)",
    city: "city",
    postalCode: "postal code",
    country: "country",
    latitude: "latitude",
    longitude: "longitude",
    phone: "phone",
    email: "email",
    website: "website",
    timezone: "time zone",
    houseRules: "House rules",
    bookingOnline: "online booking",
    cardPayments: "card payments",
    captcha: "captcha",
    guestReschedule: "time changes online",
    smsCountryCodes: "SMS countries",
    smsReminderHours: "text reminder",
    dailyDigest: "daily digest",
    template: "template",
    locales: "languages",
    defaultLocale: "main language",
    customDomain: "own domain",
    content: "website texts",
    heroTitle: "home title",
    heroSubtitle: "home subtitle",
    about: "about",
    translations: "translations",
    capacity: "capacity",
    roomType: "room type",
    hourlyCents: "price per hour",
    currency: "currency",
    bookable: "bookable online",
    minMinutes: "shortest booking",
    maxMinutes: "longest booking",
    stepMinutes: "start times every",
    paymentModes: "payment modes",
    depositPercent: "deposit",
    cancelNoticeHours: "cancellation notice",
    instructions: "instructions",
    photos: "photos",
    amenities: "amenities",
    active: "active",
    minNoticeMin: "minimum notice",
    maxAdvanceDays: "bookable ahead",
    bufferMinutes: "buffer",
    roomIds: "room order",
    guestName: "guest's name",
    // Regular bookings (docs/series.md).
    cadence: "how often",
    firstDate: "first date",
    count: "number of dates",
    untilDate: "last date",
    resolutions: "dates to resolve",
    fromBookingId: "from booking",
    startTime: "start time",
    minutes: "length",
    notes: "notes",
    startsAt: "start",
    endsAt: "end",
    note: "note",
  },
  room: "Room {n}",
  entry: "{n} entry",
  ordinal: (n) => {
    const r = new Intl.PluralRules("en", { type: "ordinal" }).select(n);
    return `${n}${({ one: "st", two: "nd", few: "rd" } as Record<string, string>)[r] ?? "th"}`;
  },
  languages: { es: "Spanish", ca: "Catalan", en: "English" },
  slot: {
    booking: "It overlaps booking {reference} ({start}–{end}).",
    block: "It overlaps a blocked time ({start}–{end}).",
    blockNote: "It overlaps a blocked time “{note}” ({start}–{end}).",
    hold: "A guest is holding that time right now.",
    holdUntil: "A guest is holding that time until {until}.",
  },
  forbidden: {
    refund: "Only an owner can refund a deposit.",
    manage_staff: "Only an owner can manage the studio's staff.",
    settings: "Only an owner can change the studio's settings.",
  },
  states: {
    lastOwner: "A studio keeps at least one owner: make someone else owner first.",
    member: "That person is already a member of this studio.",
    roomUsed: "This room has bookings: deactivate it instead.",
    refunded: "The deposit has already been refunded.",
    nothingToRefund: "There is no deposit paid by card left to refund.",
  },
};

const es: Texts = {
  reasons: {
    required: "es obligatorio",
    tooLong: "es demasiado largo (máximo {a} caracteres)",
    tooShort: "es demasiado corto (mínimo {a} caracteres)",
    tooBig: "debe ser como máximo {a}",
    tooSmall: "debe ser como mínimo {a}",
    fewItems: "necesita al menos {a}",
    manyItems: "admite como máximo {a}",
    invalid: "no es válido",
    email: "debe ser una dirección de correo",
    url: "debe ser una dirección web que empiece por https://",
    time: "debe ser una hora como 09:30",
    date: "debe ser una fecha",
    closeAfterOpen: "debe ser posterior a la hora de apertura",
    dateTwice: "esta fecha ya tiene un horario especial: elimínalo primero",
    datePast: "ya ha pasado",
    timezone: "debe ser una zona horaria como Europe/Madrid",
    timezoneBookings: "no se puede cambiar mientras el estudio tenga {a} reservas próximas (sus horas se moverían)",
    maxMinutes: "debe ser al menos la reserva más corta",
    siteLocale: "debe ser uno de los idiomas de la web",
    otherLanguage: "no es uno de los otros idiomas de la web",
    notHere: "no se puede cambiar aquí",
    domainTaken: "ya lo usa otro estudio",
    oneMode: "elige al menos una forma de pago",
    modeTwice: "repite una forma de pago",
    cardOff: "la tarjeta no está disponible mientras el estudio no acepte pagos con tarjeta",
    country: "debe ser un código de país de dos letras, como ES",
    currency: "debe ser un código de moneda de tres letras, como EUR",
    phone: "debe ser un número de teléfono",
    length: "debe tener de {a} a {b} caracteres",
    controlChars: "no puede contener caracteres de control",
    bidi: "no puede contener caracteres de dirección del texto",
    surrogates: "contiene caracteres no válidos",
    stale: "ha cambiado desde que abriste esta página",
  },
  labels: {
    studio: "Datos del estudio",
    rooms: "salas",
    booking: "Reservas",
    site: "Web",
    texts: "Textos de la web",
    hourExceptions: "Días especiales",
    operatingHours: "Horario",
    open: "hora de apertura",
    close: "hora de cierre",
    openTime: "hora de apertura",
    closeTime: "hora de cierre",
    date: "fecha",
    closed: "cerrado",
    isClosed: "cerrado",
    dayOfWeek: "día",
    name: "nombre",
    description: "descripción",
    shortDescription: "descripción breve",
    studioType: "tipo de estudio",
    logoUrl: "logotipo",
    coverImageUrl: "imagen de portada",
    addressLine1: "dirección",
    addressLine2: "dirección (segunda línea)",
    city: "ciudad",
    postalCode: "código postal",
    country: "país",
    latitude: "latitud",
    longitude: "longitud",
    phone: "teléfono",
    email: "correo electrónico",
    website: "web",
    timezone: "zona horaria",
    houseRules: "Normas del estudio",
    bookingOnline: "reserva en línea",
    cardPayments: "pagos con tarjeta",
    captcha: "captcha",
    guestReschedule: "cambios de hora en línea",
    smsCountryCodes: "países de SMS",
    smsReminderHours: "recordatorio por SMS",
    dailyDigest: "resumen diario",
    template: "plantilla",
    locales: "idiomas",
    defaultLocale: "idioma principal",
    customDomain: "dominio propio",
    content: "textos de la web",
    heroTitle: "título de la portada",
    heroSubtitle: "subtítulo de la portada",
    about: "sobre nosotros",
    translations: "traducciones",
    capacity: "capacidad",
    roomType: "tipo de sala",
    hourlyCents: "precio por hora",
    currency: "moneda",
    bookable: "reservable en línea",
    minMinutes: "reserva más corta",
    maxMinutes: "reserva más larga",
    stepMinutes: "inicios cada",
    paymentModes: "formas de pago",
    depositPercent: "depósito",
    cancelNoticeHours: "antelación para cancelar",
    instructions: "instrucciones",
    photos: "fotos",
    amenities: "equipamiento",
    active: "activa",
    minNoticeMin: "antelación mínima",
    maxAdvanceDays: "reservable con antelación",
    bufferMinutes: "margen",
    roomIds: "orden de las salas",
    guestName: "nombre del cliente",
    // Regular bookings (docs/series.md).
    cadence: "frecuencia",
    firstDate: "primera fecha",
    count: "número de fechas",
    untilDate: "última fecha",
    resolutions: "fechas por resolver",
    fromBookingId: "desde la reserva",
    startTime: "hora de inicio",
    minutes: "duración",
    notes: "notas",
    startsAt: "inicio",
    endsAt: "fin",
    note: "nota",
  },
  room: "Sala {n}",
  entry: "{n} entrada",
  ordinal: (n) => `${n}.ª`,
  languages: { es: "español", ca: "catalán", en: "inglés" },
  slot: {
    booking: "Se solapa con la reserva {reference} ({start}–{end}).",
    block: "Se solapa con un tiempo bloqueado ({start}–{end}).",
    blockNote: "Se solapa con un tiempo bloqueado «{note}» ({start}–{end}).",
    hold: "Un cliente tiene esa hora retenida ahora mismo.",
    holdUntil: "Un cliente tiene esa hora retenida hasta las {until}.",
  },
  forbidden: {
    refund: "Solo un propietario puede devolver un depósito.",
    manage_staff: "Solo un propietario puede gestionar el equipo del estudio.",
    settings: "Solo un propietario puede cambiar la configuración del estudio.",
  },
  states: {
    lastOwner: "Un estudio conserva al menos un propietario: nombra antes a otra persona propietaria.",
    member: "Esa persona ya es miembro de este estudio.",
    roomUsed: "Esta sala tiene reservas: desactívala en su lugar.",
    refunded: "El depósito ya se ha devuelto.",
    nothingToRefund: "No queda depósito pagado con tarjeta que devolver.",
  },
};

const ca: Texts = {
  reasons: {
    required: "és obligatori",
    tooLong: "és massa llarg (màxim {a} caràcters)",
    tooShort: "és massa curt (mínim {a} caràcters)",
    tooBig: "ha de ser com a màxim {a}",
    tooSmall: "ha de ser com a mínim {a}",
    fewItems: "necessita almenys {a}",
    manyItems: "admet com a màxim {a}",
    invalid: "no és vàlid",
    email: "ha de ser una adreça de correu",
    url: "ha de ser una adreça web que comenci per https://",
    time: "ha de ser una hora com 09:30",
    date: "ha de ser una data",
    closeAfterOpen: "ha de ser posterior a l'hora d'obertura",
    dateTwice: "aquesta data ja té un horari especial: elimina'l primer",
    datePast: "ja ha passat",
    timezone: "ha de ser una zona horària com Europe/Madrid",
    timezoneBookings: "no es pot canviar mentre l'estudi tingui {a} reserves properes (les seves hores es mourien)",
    maxMinutes: "ha de ser com a mínim la reserva més curta",
    siteLocale: "ha de ser un dels idiomes del web",
    otherLanguage: "no és un dels altres idiomes del web",
    notHere: "no es pot canviar aquí",
    domainTaken: "ja el fa servir un altre estudi",
    oneMode: "tria almenys una forma de pagament",
    modeTwice: "repeteix una forma de pagament",
    cardOff: "la targeta no està disponible mentre l'estudi no accepti pagaments amb targeta",
    country: "ha de ser un codi de país de dues lletres, com ES",
    currency: "ha de ser un codi de moneda de tres lletres, com EUR",
    phone: "ha de ser un número de telèfon",
    length: "ha de tenir de {a} a {b} caràcters",
    controlChars: "no pot contenir caràcters de control",
    bidi: "no pot contenir caràcters de direcció del text",
    surrogates: "conté caràcters no vàlids",
    stale: "ha canviat des que has obert aquesta pàgina",
  },
  labels: {
    studio: "Dades de l'estudi",
    rooms: "sales",
    booking: "Reserves",
    site: "Web",
    texts: "Textos del web",
    hourExceptions: "Dies especials",
    operatingHours: "Horari",
    open: "hora d'obertura",
    close: "hora de tancament",
    openTime: "hora d'obertura",
    closeTime: "hora de tancament",
    date: "data",
    closed: "tancat",
    isClosed: "tancat",
    dayOfWeek: "dia",
    name: "nom",
    description: "descripció",
    shortDescription: "descripció breu",
    studioType: "tipus d'estudi",
    logoUrl: "logotip",
    coverImageUrl: "imatge de portada",
    addressLine1: "adreça",
    addressLine2: "adreça (segona línia)",
    city: "ciutat",
    postalCode: "codi postal",
    country: "país",
    latitude: "latitud",
    longitude: "longitud",
    phone: "telèfon",
    email: "correu electrònic",
    website: "web",
    timezone: "zona horària",
    houseRules: "Normes de l'estudi",
    bookingOnline: "reserva en línia",
    cardPayments: "pagaments amb targeta",
    captcha: "captcha",
    guestReschedule: "canvis d'hora en línia",
    smsCountryCodes: "països d'SMS",
    smsReminderHours: "recordatori per SMS",
    dailyDigest: "resum diari",
    template: "plantilla",
    locales: "idiomes",
    defaultLocale: "idioma principal",
    customDomain: "domini propi",
    content: "textos del web",
    heroTitle: "títol de la portada",
    heroSubtitle: "subtítol de la portada",
    about: "sobre nosaltres",
    translations: "traduccions",
    capacity: "capacitat",
    roomType: "tipus de sala",
    hourlyCents: "preu per hora",
    currency: "moneda",
    bookable: "reservable en línia",
    minMinutes: "reserva més curta",
    maxMinutes: "reserva més llarga",
    stepMinutes: "inicis cada",
    paymentModes: "formes de pagament",
    depositPercent: "dipòsit",
    cancelNoticeHours: "antelació per cancel·lar",
    instructions: "instruccions",
    photos: "fotos",
    amenities: "equipament",
    active: "activa",
    minNoticeMin: "antelació mínima",
    maxAdvanceDays: "reservable amb antelació",
    bufferMinutes: "marge",
    roomIds: "ordre de les sales",
    guestName: "nom del client",
    // Regular bookings (docs/series.md).
    cadence: "freqüència",
    firstDate: "primera data",
    count: "nombre de dates",
    untilDate: "última data",
    resolutions: "dates per resoldre",
    fromBookingId: "des de la reserva",
    startTime: "hora d'inici",
    minutes: "durada",
    notes: "notes",
    startsAt: "inici",
    endsAt: "fi",
    note: "nota",
  },
  room: "Sala {n}",
  entry: "{n} entrada",
  ordinal: (n) => `${n}a`,
  languages: { es: "castellà", ca: "català", en: "anglès" },
  slot: {
    booking: "Es solapa amb la reserva {reference} ({start}–{end}).",
    block: "Es solapa amb un temps bloquejat ({start}–{end}).",
    blockNote: "Es solapa amb un temps bloquejat «{note}» ({start}–{end}).",
    hold: "Un client té aquesta hora retinguda ara mateix.",
    holdUntil: "Un client té aquesta hora retinguda fins a les {until}.",
  },
  forbidden: {
    refund: "Només un propietari pot retornar un dipòsit.",
    manage_staff: "Només un propietari pot gestionar l'equip de l'estudi.",
    settings: "Només un propietari pot canviar la configuració de l'estudi.",
  },
  states: {
    lastOwner: "Un estudi conserva almenys un propietari: nomena abans una altra persona propietària.",
    member: "Aquesta persona ja és membre d'aquest estudi.",
    roomUsed: "Aquesta sala té reserves: desactiva-la en lloc d'esborrar-la.",
    refunded: "El dipòsit ja s'ha retornat.",
    nothingToRefund: "No queda cap dipòsit pagat amb targeta per retornar.",
  },
};

const STUDIO_ERROR_TEXTS: Record<Locale, Texts> = { es, ca, en };

const fill = (s: string, v: Record<string, string | number | undefined>) => s.replace(/\{(\w+)\}/g, (m, k) => String(v[k] ?? m));

/** A field path of the studio file in words: "studio.hourExceptions.3.close" → "Special days, 4th entry, closing time". */
export function fieldLabel(path: string, locale: Locale): string {
  const x = STUDIO_ERROR_TEXTS[locale];
  const segs = path.split(".").filter(Boolean);
  const out: string[] = [];
  for (const [i, seg] of segs.entries()) {
    const prev = segs[i - 1];
    if (/^\d+$/.test(seg)) {
      const n = Number(seg) + 1;
      if (prev === "rooms") out[out.length - 1] = fill(x.room, { n });
      else out.push(fill(x.entry, { n: x.ordinal(n) }));
    } else if (seg === "rooms" && /^\d+$/.test(segs[i + 1] ?? "")) {
      out.push(seg); // replaced by "Room n" with the index
    } else if (prev === "rooms" && i > 1) {
      continue; // a room's id inside the site's translations
    } else if (Object.hasOwn(x.languages, seg)) {
      out.push(x.languages[seg as Locale]);
    } else {
      out.push(x.labels[seg] ?? seg);
    }
  }
  // A leading section word only where nothing more precise follows it ("booking.captcha" → "captcha").
  const words = out.length > 1 && ["studio", "booking", "site"].includes(segs[0]) ? out.slice(1) : out;
  const text = words.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One reason of the server's message in words; null when it is not one this module knows. */
export function reasonText(reason: string, locale: Locale): string | null {
  for (const [re, key] of REASONS) {
    const m = re.exec(reason.trim());
    if (m) return fill(STUDIO_ERROR_TEXTS[locale].reasons[key], { a: m[1], b: m[2] });
  }
  return null;
}

/** A reason for a field's inline error: known ones in words, else (es/ca) "is not valid", never English there. */
export function inlineReason(reason: string, locale: Locale): string {
  return reasonText(reason, locale) ?? (locale === "en" ? reason : STUDIO_ERROR_TEXTS[locale].reasons.invalid);
}

export type StudioErrorInput = { code: string; message: string; details?: Record<string, unknown> };

/**
 * The lines that say more than the code's own text, in the member's language: the fields of a
 * VALIDATION_ERROR ("Label: reason"), what is in the way of a SLOT_TAKEN, what only an owner may
 * do. Unknown English text is shown on English pages only.
 */
export function studioErrorLines(error: StudioErrorInput, locale: Locale): string[] {
  const x = STUDIO_ERROR_TEXTS[locale];
  const d = (error.details ?? {}) as Record<string, string | undefined>;
  switch (error.code) {
    case "VALIDATION_ERROR":
      return error.message
        .split("; ")
        .map((part) => {
          const m = /^([\w.]+): (.*)$/s.exec(part.trim());
          if (!m) return locale === "en" ? part.trim() : "";
          const label = m[1] === "body" ? "" : fieldLabel(m[1], locale);
          const reason = inlineReason(m[2], locale);
          return label ? `${label}: ${reason}` : reason;
        })
        .filter(Boolean);
    case "SLOT_TAKEN":
      if (d.kind === "booking") return [fill(x.slot.booking, d)];
      if (d.kind === "block") return [fill(d.note ? x.slot.blockNote : x.slot.block, d)];
      if (d.kind === "hold") return [fill(d.until ? x.slot.holdUntil : x.slot.hold, d)];
      return locale === "en" && error.message ? [error.message] : [];
    case "FORBIDDEN":
      return d.action && Object.hasOwn(x.forbidden, d.action) ? [x.forbidden[d.action as keyof Texts["forbidden"]]] : [];
    case "INVALID_STATE": {
      const known = STATES.find(([re]) => re.test(error.message));
      if (known) return [x.states[known[1]]];
      return locale === "en" && error.message ? [error.message] : [];
    }
    default:
      return [];
  }
}
