// Texts of the dashboard's settings page (docs/studio-settings.md): rooms, hours and closures,
// policies and the studio basics, in the dashboard's language. Kept apart from the main
// dictionaries so the settings forms carry only their own words.
import type { TemplateId } from "@/lib/contract/templates";
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
    /** "{language}": the language's name, e.g. "Name (English)". */
    nameIn: string;
    descriptionIn: string;
    roomType: string;
    roomTypeHint: string;
    payment: string;
    modeOnSite: string;
    modeCard: string;
    cardOff: string;
    amenities: string;
    amenitiesHint: string;
    /** "{n}": the amenity's place in the list; "{language}" as above. */
    amenityIn: string;
    amenityLabel: string;
    amenityAdd: string;
    amenityRemove: string;
    noAmenities: string;
    addTitle: string;
    addHint: string;
    add: string;
    adding: string;
    added: string;
    delete: string;
    /** "{name}": the room's name. */
    deleteConfirm: string;
    deleteYes: string;
    deleteNo: string;
    deleted: string;
    hasBookings: string;
  };
  hours: {
    title: string;
    weekdays: string[];
    open: string;
    close: string;
    closed: string;
    exceptions: string;
    noExceptions: string;
    exceptionExists: string;
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
  /** The site's texts per language (docs/studio-settings.md, Texts in other languages). */
  texts: {
    title: string;
    intro: string;
    heroTitle: string;
    heroSubtitle: string;
    about: string;
    mainLanguage: string;
    studioDescription: string;
    studioShortDescription: string;
    fallback: string;
  };
  /** The studio file download (docs/photos.md, Export). */
  backup: { title: string; text: string; download: string };
  basics: {
    title: string;
    name: string;
    phone: string;
    email: string;
    template: string;
    templates: Record<TemplateId, string>;
    languages: string;
    defaultLocale: string;
    /** "{language}": the site's main language (the studio file's own texts are in it). */
    description: string;
    shortDescription: string;
    descriptionHint: string;
    studioType: string;
    studioTypeHint: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    postalCode: string;
    country: string;
    countryHint: string;
    latitude: string;
    longitude: string;
    coordsHint: string;
    /** "{min}", "{max}": the coordinate's range. */
    coordInvalid: string;
    website: string;
    websiteHint: string;
    bookingTitle: string;
    bookingOnline: string;
    bookingOnlineHint: string;
    cardPayments: string;
    cardPaymentsHint: string;
    captcha: string;
    captchaHint: string;
    guestReschedule: string;
    guestRescheduleHint: string;
    smsCountries: string;
    smsCountriesHint: string;
    smsReminderHours: string;
    smsReminderHint: string;
    dailyDigest: string;
    dailyDigestHint: string;
    siteTitle: string;
    customDomain: string;
    customDomainHint: string;
    imagesTitle: string;
    logo: string;
    logoHint: string;
    cover: string;
    coverHint: string;
    noImage: string;
    /** "{image}": the logo or the cover. */
    upload: string;
    replace: string;
    remove: string;
    uploaded: string;
    removed: string;
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
    nameIn: "Nombre ({language})",
    descriptionIn: "Descripción ({language})",
    roomType: "Tipo de sala (opcional)",
    roomTypeHint: "Por ejemplo: sala de ensayo, estudio de grabación.",
    payment: "Formas de pago",
    modeOnSite: "Pago en el estudio",
    modeCard: "Señal con tarjeta en línea",
    cardOff: "El estudio no acepta pagos con tarjeta (actívalos en Reservas).",
    amenities: "Equipamiento",
    amenitiesHint: "Hasta 30 elementos de 80 caracteres como máximo, en cada idioma de la web.",
    amenityIn: "Elemento {n} ({language})",
    amenityLabel: "Elemento {n}",
    amenityAdd: "Añadir elemento",
    amenityRemove: "Quitar",
    noAmenities: "Todavía no hay equipamiento.",
    addTitle: "Añadir una sala",
    addHint:
      "La sala nueva empieza activa, con pago en el estudio, reservas de 60 a 240 minutos en pasos de 30, sin señal, 1 hora de antelación, reservable hasta 90 días antes y 24 horas de aviso de cancelación; cámbialo después en su formulario.",
    add: "Añadir sala",
    adding: "Añadiendo…",
    added: "Sala añadida.",
    delete: "Eliminar sala",
    deleteConfirm: "¿Eliminar «{name}»? No se puede deshacer.",
    deleteYes: "Sí, eliminar",
    deleteNo: "Cancelar",
    deleted: "«{name}» eliminada.",
    hasBookings: "Esta sala tiene reservas: desactívala en su lugar.",
  },
  hours: {
    title: "Horario y cierres",
    weekdays: ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"],
    open: "Abre",
    close: "Cierra",
    closed: "Cerrado",
    exceptions: "Días especiales",
    noExceptions: "No hay días especiales.",
    exceptionExists: "Esta fecha ya es un día especial: elimínalo antes de añadir otro.",
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
  texts: {
    title: "Textos de la web",
    intro:
      "El título y la presentación de la portada en cada idioma, y la descripción del estudio en los idiomas que no son el principal (los textos de cada sala, en su formulario). Un campo vacío muestra el texto del idioma principal.",
    heroTitle: "Título de la portada",
    heroSubtitle: "Subtítulo de la portada",
    about: "Sobre el estudio",
    mainLanguage: "Es el idioma principal: la descripción del estudio se edita en «Datos del estudio».",
    studioDescription: "Descripción del estudio",
    studioShortDescription: "Descripción breve del estudio",
    fallback: "Vacío: «{text}»",
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
    description: "Descripción (en {language})",
    shortDescription: "Descripción corta (en {language})",
    descriptionHint: "Se muestra en todos los idiomas de la web salvo los que tengan traducción en el archivo del estudio.",
    studioType: "Tipo de estudio",
    studioTypeHint: "Una palabra, p. ej. ensayo, grabación, fotografía. Opcional.",
    addressLine1: "Dirección",
    addressLine2: "Dirección (2.ª línea)",
    city: "Ciudad",
    postalCode: "Código postal",
    country: "País",
    countryHint: "Código de dos letras, p. ej. ES.",
    latitude: "Latitud",
    longitude: "Longitud",
    coordsHint: "Para el mapa; con punto decimal, p. ej. 41.4036. Déjalo vacío si no la sabes.",
    coordInvalid: "Escribe un número entre {min} y {max}, p. ej. 41.4036.",
    website: "Web propia",
    websiteHint: "Dirección completa, empezando por https://",
    bookingTitle: "Reservas",
    bookingOnline: "Aceptar reservas en la web",
    bookingOnlineHint: "Si lo desactivas, la web muestra las salas pero no deja reservar.",
    cardPayments: "Cobrar con tarjeta",
    cardPaymentsHint: "Solo si la plataforma tiene los pagos con tarjeta configurados.",
    captcha: "Pedir captcha al reservar",
    captchaHint: "Frena a los robots; solo si la plataforma tiene un captcha configurado.",
    guestReschedule: "Los clientes pueden cambiar la hora en línea",
    guestRescheduleHint:
      "Desde el enlace de su reserva, a otra hora libre de la misma sala y duración, mientras aún puedan cancelar. El precio se mantiene.",
    smsCountries: "Países a los que se envían SMS",
    smsCountriesHint: "Prefijos telefónicos separados por comas, sin +, p. ej. 34, 33. Vacío: solo el país del estudio.",
    smsReminderHours: "Recordatorio por SMS (horas antes)",
    smsReminderHint:
      "De 1 a 12: un SMS a quien reservó con teléfono, además del recordatorio de 24 h. Vacío: sin SMS. Cuenta en el límite diario de SMS.",
    dailyDigest: "Resumen diario por email",
    dailyDigestHint:
      "A las 18:00 (hora del estudio), un email al estudio con las reservas de mañana por sala: hora, cliente, contacto, pagada o no y notas. Sin reservas mañana, no se envía.",
    siteTitle: "Web",
    customDomain: "Dominio propio",
    customDomainHint: "P. ej. reservas.miestudio.com, apuntando a la plataforma. Vacío: solo la dirección de la plataforma.",
    imagesTitle: "Logo y portada",
    logo: "Logo",
    logoHint: "Cuadrado, se muestra pequeño junto al nombre. JPEG, PNG o WebP, hasta 15 MB.",
    cover: "Portada",
    coverHint: "Horizontal, la imagen que se ve al compartir la web. JPEG, PNG o WebP, hasta 15 MB.",
    noImage: "Sin imagen.",
    upload: "Subir {image}",
    replace: "Cambiar {image}",
    remove: "Quitar {image}",
    uploaded: "Imagen guardada.",
    removed: "Imagen quitada.",
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
    nameIn: "Nom ({language})",
    descriptionIn: "Descripció ({language})",
    roomType: "Tipus de sala (opcional)",
    roomTypeHint: "Per exemple: sala d'assaig, estudi de gravació.",
    payment: "Formes de pagament",
    modeOnSite: "Pagament a l'estudi",
    modeCard: "Senyal amb targeta en línia",
    cardOff: "L'estudi no accepta pagaments amb targeta (activa'ls a Reserves).",
    amenities: "Equipament",
    amenitiesHint: "Fins a 30 elements de 80 caràcters com a màxim, en cada idioma del web.",
    amenityIn: "Element {n} ({language})",
    amenityLabel: "Element {n}",
    amenityAdd: "Afegeix un element",
    amenityRemove: "Treu",
    noAmenities: "Encara no hi ha equipament.",
    addTitle: "Afegeix una sala",
    addHint:
      "La sala nova comença activa, amb pagament a l'estudi, reserves de 60 a 240 minuts en passos de 30, sense senyal, 1 hora d'antelació, reservable fins a 90 dies abans i 24 hores d'avís de cancel·lació; canvia-ho després al seu formulari.",
    add: "Afegeix la sala",
    adding: "Afegint…",
    added: "Sala afegida.",
    delete: "Elimina la sala",
    deleteConfirm: "Vols eliminar «{name}»? No es pot desfer.",
    deleteYes: "Sí, elimina-la",
    deleteNo: "Cancel·la",
    deleted: "«{name}» eliminada.",
    hasBookings: "Aquesta sala té reserves: desactiva-la en lloc d'eliminar-la.",
  },
  hours: {
    title: "Horari i tancaments",
    weekdays: ["Diumenge", "Dilluns", "Dimarts", "Dimecres", "Dijous", "Divendres", "Dissabte"],
    open: "Obre",
    close: "Tanca",
    closed: "Tancat",
    exceptions: "Dies especials",
    noExceptions: "No hi ha dies especials.",
    exceptionExists: "Aquesta data ja és un dia especial: elimina'l abans d'afegir-ne un altre.",
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
  texts: {
    title: "Textos del web",
    intro:
      "El títol i la presentació de la portada en cada idioma, i la descripció de l'estudi en els idiomes que no són el principal (els textos de cada sala, al seu formulari). Un camp buit mostra el text de l'idioma principal.",
    heroTitle: "Títol de la portada",
    heroSubtitle: "Subtítol de la portada",
    about: "Sobre l'estudi",
    mainLanguage: "És l'idioma principal: la descripció de l'estudi s'edita a «Dades de l'estudi».",
    studioDescription: "Descripció de l'estudi",
    studioShortDescription: "Descripció breu de l'estudi",
    fallback: "Buit: «{text}»",
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
    description: "Descripció (en {language})",
    shortDescription: "Descripció curta (en {language})",
    descriptionHint: "Es mostra en tots els idiomes del web llevat dels que tinguin traducció a l'arxiu de l'estudi.",
    studioType: "Tipus d'estudi",
    studioTypeHint: "Una paraula, p. ex. assaig, enregistrament, fotografia. Opcional.",
    addressLine1: "Adreça",
    addressLine2: "Adreça (2a línia)",
    city: "Ciutat",
    postalCode: "Codi postal",
    country: "País",
    countryHint: "Codi de dues lletres, p. ex. ES.",
    latitude: "Latitud",
    longitude: "Longitud",
    coordsHint: "Per al mapa; amb punt decimal, p. ex. 41.4036. Deixa-ho buit si no la saps.",
    coordInvalid: "Escriu un nombre entre {min} i {max}, p. ex. 41.4036.",
    website: "Web pròpia",
    websiteHint: "Adreça completa, començant per https://",
    bookingTitle: "Reserves",
    bookingOnline: "Acceptar reserves al web",
    bookingOnlineHint: "Si ho desactives, el web mostra les sales però no deixa reservar.",
    cardPayments: "Cobrar amb targeta",
    cardPaymentsHint: "Només si la plataforma té els pagaments amb targeta configurats.",
    captcha: "Demanar captcha en reservar",
    captchaHint: "Frena els robots; només si la plataforma té un captcha configurat.",
    guestReschedule: "Els clients poden canviar l'hora en línia",
    guestRescheduleHint:
      "Des de l'enllaç de la reserva, a una altra hora lliure de la mateixa sala i durada, mentre encara puguin cancel·lar. El preu es manté.",
    smsCountries: "Països als quals s'envien SMS",
    smsCountriesHint: "Prefixos telefònics separats per comes, sense +, p. ex. 34, 33. Buit: només el país de l'estudi.",
    smsReminderHours: "Recordatori per SMS (hores abans)",
    smsReminderHint:
      "D'1 a 12: un SMS a qui va reservar amb telèfon, a més del recordatori de 24 h. Buit: sense SMS. Compta en el límit diari d'SMS.",
    dailyDigest: "Resum diari per correu",
    dailyDigestHint:
      "A les 18:00 (hora de l'estudi), un correu a l'estudi amb les reserves de demà per sala: hora, client, contacte, pagada o no i notes. Sense reserves demà, no s'envia.",
    siteTitle: "Web",
    customDomain: "Domini propi",
    customDomainHint: "P. ex. reserves.elmeuestudi.cat, apuntant a la plataforma. Buit: només l'adreça de la plataforma.",
    imagesTitle: "Logo i portada",
    logo: "Logo",
    logoHint: "Quadrat, es mostra petit al costat del nom. JPEG, PNG o WebP, fins a 15 MB.",
    cover: "Portada",
    coverHint: "Horitzontal, la imatge que es veu en compartir el web. JPEG, PNG o WebP, fins a 15 MB.",
    noImage: "Sense imatge.",
    upload: "Pujar {image}",
    replace: "Canviar {image}",
    remove: "Treure {image}",
    uploaded: "Imatge desada.",
    removed: "Imatge treta.",
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
    nameIn: "Name ({language})",
    descriptionIn: "Description ({language})",
    roomType: "Type of room (optional)",
    roomTypeHint: "For example: rehearsal room, recording studio.",
    payment: "Payment",
    modeOnSite: "Pay at the studio",
    modeCard: "Card deposit online",
    cardOff: "The studio does not take card payments (turn them on under Bookings).",
    amenities: "Amenities",
    amenitiesHint: "Up to 30 items of at most 80 characters, in each of the site's languages.",
    amenityIn: "Item {n} ({language})",
    amenityLabel: "Item {n}",
    amenityAdd: "Add item",
    amenityRemove: "Remove",
    noAmenities: "No amenities yet.",
    addTitle: "Add a room",
    addHint:
      "A new room starts active, paid at the studio, bookable for 60 to 240 minutes in steps of 30, no deposit, 1 hour's notice, up to 90 days ahead and 24 hours' cancellation notice; change these in its form afterwards.",
    add: "Add room",
    adding: "Adding…",
    added: "Room added.",
    delete: "Delete room",
    deleteConfirm: "Delete “{name}”? This cannot be undone.",
    deleteYes: "Yes, delete",
    deleteNo: "Cancel",
    deleted: "“{name}” deleted.",
    hasBookings: "This room has bookings: deactivate it instead.",
  },
  hours: {
    title: "Hours and closures",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    open: "Opens",
    close: "Closes",
    closed: "Closed",
    exceptions: "Special days",
    noExceptions: "No special days.",
    exceptionExists: "This date is already a special day: remove it before adding another.",
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
  texts: {
    title: "Website texts",
    intro:
      "The home page's title and introduction in each language, and the studio's description in the languages other than the main one (each room's texts are in its own form). An empty field shows the main language's text.",
    heroTitle: "Home page title",
    heroSubtitle: "Home page subtitle",
    about: "About the studio",
    mainLanguage: "This is the main language: the studio's description is edited in “Studio details”.",
    studioDescription: "Studio description",
    studioShortDescription: "Short studio description",
    fallback: "Empty: “{text}”",
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
    description: "Description (in {language})",
    shortDescription: "Short description (in {language})",
    descriptionHint: "Shown in every language of the site, except those the studio file translates.",
    studioType: "Studio type",
    studioTypeHint: "One word, e.g. rehearsal, recording, photography. Optional.",
    addressLine1: "Address",
    addressLine2: "Address (line 2)",
    city: "City",
    postalCode: "Postal code",
    country: "Country",
    countryHint: "Two-letter code, e.g. ES.",
    latitude: "Latitude",
    longitude: "Longitude",
    coordsHint: "For the map; with a decimal point, e.g. 41.4036. Leave empty if you don't know it.",
    coordInvalid: "Type a number between {min} and {max}, e.g. 41.4036.",
    website: "Own website",
    websiteHint: "The full address, starting with https://",
    bookingTitle: "Bookings",
    bookingOnline: "Take bookings on the site",
    bookingOnlineHint: "When off, the site shows the rooms but takes no bookings.",
    cardPayments: "Take card payments",
    cardPaymentsHint: "Only if the platform has card payments set up.",
    captcha: "Ask for a captcha when booking",
    captchaHint: "Slows robots down; only if the platform has a captcha set up.",
    guestReschedule: "Guests may change the time online",
    guestRescheduleHint:
      "From their booking's link, to another free time in the same room for the same length, while they may still cancel. The price stays as booked.",
    smsCountries: "Countries texts are sent to",
    smsCountriesHint: "Calling codes separated by commas, without +, e.g. 34, 33. Empty: the studio's own country only.",
    smsReminderHours: "Text reminder (hours before)",
    smsReminderHint:
      "1 to 12: a text to guests who booked with a phone number, besides the 24 h reminder. Empty: no text. Counts against the daily SMS cap.",
    dailyDigest: "Daily email digest",
    dailyDigestHint:
      "At 18:00 (the studio's time), an email to the studio with tomorrow's bookings per room: time, guest, contact, paid or not, and notes. Not sent when there are no bookings tomorrow.",
    siteTitle: "Website",
    customDomain: "Own domain",
    customDomainHint: "E.g. book.mystudio.com, pointed at the platform. Empty: the platform's address only.",
    imagesTitle: "Logo and cover",
    logo: "Logo",
    logoHint: "Square, shown small beside the name. JPEG, PNG or WebP, up to 15 MB.",
    cover: "Cover",
    coverHint: "Landscape, the picture shown when the site is shared. JPEG, PNG or WebP, up to 15 MB.",
    noImage: "No image.",
    upload: "Upload {image}",
    replace: "Replace {image}",
    remove: "Remove {image}",
    uploaded: "Image saved.",
    removed: "Image removed.",
  },
};

export const SETTINGS_TEXTS: Record<Locale, SettingsTexts> = { es, ca, en };
