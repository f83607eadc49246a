// Texts of the sign-up (docs/signup.md): the platform page's offer, the sign-up page, the onboarding
// wizard, the template choice and a studio site's preview banner, es/ca/en inline.
import type { Locale } from "../contract/locales";
import type { TemplateId } from "../contract/templates";

export type SignUpTexts = {
  offerTitle: string;
  offerText: string;
  offerCta: string;
  offerSteps: string[];
  // sign-up page
  pageTitle: string;
  pageIntro: string;
  emailLabel: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentText: string;
  devLinkNote: string;
  devLinkOpen: string;
  tooMany: string;
  failed: string;
  haveAccount: string;
  signIn: string;
  // wizard
  wizardTitle: string;
  stepOf: string;
  steps: { studio: string; room: string; hours: string; photos: string };
  next: string;
  back: string;
  create: string;
  creating: string;
  name: string;
  slug: string;
  slugHint: string;
  slugState: { checking: string; available: string; taken: string; reserved: string; invalid: string };
  studioType: string;
  address: string;
  postalCode: string;
  city: string;
  zone: string;
  latitude: string;
  longitude: string;
  mapHint: string;
  phone: string;
  languages: string;
  roomName: string;
  capacity: string;
  price: string;
  minDuration: string;
  maxDuration: string;
  hoursN: string;
  deposit: string;
  paymentModes: string;
  payOnSite: string;
  payCard: string;
  payBoth: string;
  days: string;
  daysOptions: { weekdays: string; monSat: string; all: string };
  open: string;
  close: string;
  notice: string;
  noticeNone: string;
  photosText: string;
  // template step
  templateTitle: string;
  templateIntro: string;
  templates: Record<TemplateId, { name: string; text: string }>;
  preview: string;
  previewOf: string;
  choose: string;
  publish: string;
  publishing: string;
  publishedTitle: string;
  publishedText: string;
  openSite: string;
  openDashboard: string;
  backToTemplates: string;
  // a studio site's banner while unverified
  bannerTitle: string;
  bannerText: string;
};

const es: SignUpTexts = {
  offerTitle: "¿Tienes un estudio?",
  offerText:
    "Crea la web de tu estudio con reservas por horas, pagos de depósito y avisos a tus clientes, en cinco minutos y sin instalar nada.",
  offerCta: "Crea la web de tu estudio",
  offerSteps: [
    "Te registras con tu correo (sin contraseña).",
    "Describes el estudio, una sala y el horario.",
    "Eliges plantilla y publicas; verificamos el estudio y abres las reservas.",
  ],
  pageTitle: "Crea la web de tu estudio",
  pageIntro: "Escribe tu correo y te enviaremos un enlace para empezar. No hace falta contraseña.",
  emailLabel: "Correo electrónico",
  submit: "Enviarme el enlace",
  sending: "Enviando…",
  sentTitle: "Revisa tu correo",
  sentText: "Te hemos enviado un enlace para continuar. Sirve una vez y caduca en 15 minutos.",
  devLinkNote: "Preproducción sin correo: este es el enlace que se habría enviado.",
  devLinkOpen: "Abrir el enlace",
  tooMany: "Demasiadas solicitudes. Espera un poco y vuelve a intentarlo.",
  failed: "No se ha podido enviar. Revisa el correo e inténtalo de nuevo.",
  haveAccount: "¿Ya tienes un estudio aquí?",
  signIn: "Entra en el panel",
  wizardTitle: "Tu estudio",
  stepOf: "Paso {n} de {total}",
  steps: { studio: "El estudio", room: "La primera sala", hours: "Horario y cancelación", photos: "Fotos" },
  next: "Siguiente",
  back: "Atrás",
  create: "Guardar y elegir plantilla",
  creating: "Guardando…",
  name: "Nombre del estudio",
  slug: "Dirección de la web",
  slugHint: "Letras minúsculas, números y guiones",
  slugState: {
    checking: "Comprobando…",
    available: "Disponible",
    taken: "Ya está en uso",
    reserved: "Reservada por la plataforma",
    invalid: "No es válida",
  },
  studioType: "Tipo de estudio",
  address: "Dirección",
  postalCode: "Código postal",
  city: "Ciudad",
  zone: "País y zona horaria",
  latitude: "Latitud",
  longitude: "Longitud",
  mapHint: "Posición en el mapa (opcional)",
  phone: "Teléfono",
  languages: "Idiomas de la web",
  roomName: "Nombre de la sala",
  capacity: "Capacidad (personas)",
  price: "Precio por hora (€)",
  minDuration: "Reserva mínima",
  maxDuration: "Reserva máxima",
  hoursN: "{n} h",
  deposit: "Depósito (%)",
  paymentModes: "Formas de pago",
  payOnSite: "En el estudio",
  payCard: "Depósito con tarjeta",
  payBoth: "Las dos",
  days: "Días abiertos",
  daysOptions: { weekdays: "De lunes a viernes", monSat: "De lunes a sábado", all: "Todos los días" },
  open: "Abre a las",
  close: "Cierra a las",
  notice: "Cancelación gratuita hasta",
  noticeNone: "En cualquier momento",
  photosText: "Las fotos son opcionales: puedes subirlas luego desde Ajustes, en el panel.",
  templateTitle: "Elige la plantilla",
  templateIntro: "Las dos muestran los datos de tu estudio. Mira cada una y elige.",
  templates: {
    stage: { name: "Stage", text: "Oscura, tipografía grande, para salas de ensayo y grabación." },
    daylight: { name: "Daylight", text: "Clara y tranquila, para estudios de foto y espacios de luz." },
  },
  preview: "Ver la vista previa",
  previewOf: "Vista previa: {name}",
  choose: "Usar esta plantilla",
  publish: "Publicar",
  publishing: "Publicando…",
  publishedTitle: "Tu web está publicada como vista previa",
  publishedText:
    "Cualquiera con el enlace puede verla, pero no sale en buscadores ni acepta reservas hasta que verifiquemos el estudio. Pide la verificación desde el panel.",
  openSite: "Abrir la web",
  openDashboard: "Ir al panel",
  backToTemplates: "Volver a las plantillas",
  bannerTitle: "Vista previa",
  bannerText: "Este estudio aún no está verificado: su web no acepta reservas todavía.",
};

const ca: SignUpTexts = {
  offerTitle: "Tens un estudi?",
  offerText:
    "Crea el web del teu estudi amb reserves per hores, pagaments de dipòsit i avisos als teus clients, en cinc minuts i sense instal·lar res.",
  offerCta: "Crea el web del teu estudi",
  offerSteps: [
    "T'hi registres amb el correu (sense contrasenya).",
    "Descrius l'estudi, una sala i l'horari.",
    "Tries plantilla i publiques; verifiquem l'estudi i obres les reserves.",
  ],
  pageTitle: "Crea el web del teu estudi",
  pageIntro: "Escriu el teu correu i t'enviarem un enllaç per començar. No cal contrasenya.",
  emailLabel: "Correu electrònic",
  submit: "Envia'm l'enllaç",
  sending: "Enviant…",
  sentTitle: "Mira el correu",
  sentText: "T'hem enviat un enllaç per continuar. Serveix una vegada i caduca en 15 minuts.",
  devLinkNote: "Preproducció sense correu: aquest és l'enllaç que s'hauria enviat.",
  devLinkOpen: "Obre l'enllaç",
  tooMany: "Massa sol·licituds. Espera una mica i torna-ho a provar.",
  failed: "No s'ha pogut enviar. Revisa el correu i torna-ho a provar.",
  haveAccount: "Ja tens un estudi aquí?",
  signIn: "Entra al tauler",
  wizardTitle: "El teu estudi",
  stepOf: "Pas {n} de {total}",
  steps: { studio: "L'estudi", room: "La primera sala", hours: "Horari i cancel·lació", photos: "Fotos" },
  next: "Següent",
  back: "Enrere",
  create: "Desa i tria plantilla",
  creating: "Desant…",
  name: "Nom de l'estudi",
  slug: "Adreça del web",
  slugHint: "Lletres minúscules, números i guions",
  slugState: {
    checking: "Comprovant…",
    available: "Disponible",
    taken: "Ja està en ús",
    reserved: "Reservada per la plataforma",
    invalid: "No és vàlida",
  },
  studioType: "Tipus d'estudi",
  address: "Adreça",
  postalCode: "Codi postal",
  city: "Ciutat",
  zone: "País i zona horària",
  latitude: "Latitud",
  longitude: "Longitud",
  mapHint: "Posició al mapa (opcional)",
  phone: "Telèfon",
  languages: "Idiomes del web",
  roomName: "Nom de la sala",
  capacity: "Capacitat (persones)",
  price: "Preu per hora (€)",
  minDuration: "Reserva mínima",
  maxDuration: "Reserva màxima",
  hoursN: "{n} h",
  deposit: "Dipòsit (%)",
  paymentModes: "Formes de pagament",
  payOnSite: "A l'estudi",
  payCard: "Dipòsit amb targeta",
  payBoth: "Les dues",
  days: "Dies oberts",
  daysOptions: { weekdays: "De dilluns a divendres", monSat: "De dilluns a dissabte", all: "Cada dia" },
  open: "Obre a les",
  close: "Tanca a les",
  notice: "Cancel·lació gratuïta fins a",
  noticeNone: "En qualsevol moment",
  photosText: "Les fotos són opcionals: les pots pujar després des de Configuració, al tauler.",
  templateTitle: "Tria la plantilla",
  templateIntro: "Totes dues mostren les dades del teu estudi. Mira-les i tria.",
  templates: {
    stage: { name: "Stage", text: "Fosca, tipografia gran, per a sales d'assaig i enregistrament." },
    daylight: { name: "Daylight", text: "Clara i tranquil·la, per a estudis de foto i espais de llum." },
  },
  preview: "Mira la vista prèvia",
  previewOf: "Vista prèvia: {name}",
  choose: "Fes servir aquesta plantilla",
  publish: "Publica",
  publishing: "Publicant…",
  publishedTitle: "El teu web està publicat com a vista prèvia",
  publishedText:
    "Qualsevol amb l'enllaç el pot veure, però no surt als cercadors ni accepta reserves fins que verifiquem l'estudi. Demana la verificació des del tauler.",
  openSite: "Obre el web",
  openDashboard: "Ves al tauler",
  backToTemplates: "Torna a les plantilles",
  bannerTitle: "Vista prèvia",
  bannerText: "Aquest estudi encara no està verificat: el seu web encara no accepta reserves.",
};

const en: SignUpTexts = {
  offerTitle: "Run a studio?",
  offerText:
    "Create your studio's site with hourly bookings, deposits and messages to your guests, in five minutes, with nothing to install.",
  offerCta: "Create your studio's site",
  offerSteps: [
    "Sign up with your email (no password).",
    "Describe the studio, a room and your hours.",
    "Pick a template and publish; we verify the studio and bookings open.",
  ],
  pageTitle: "Create your studio's site",
  pageIntro: "Enter your email and we will send you a link to start. No password needed.",
  emailLabel: "Email",
  submit: "Send me the link",
  sending: "Sending…",
  sentTitle: "Check your email",
  sentText: "We sent you a link to continue. It works once and expires in 15 minutes.",
  devLinkNote: "Pre-production without email: this is the link that would have been sent.",
  devLinkOpen: "Open the link",
  tooMany: "Too many requests. Wait a little and try again.",
  failed: "Could not send it. Check the address and try again.",
  haveAccount: "Already have a studio here?",
  signIn: "Sign in to the dashboard",
  wizardTitle: "Your studio",
  stepOf: "Step {n} of {total}",
  steps: { studio: "The studio", room: "The first room", hours: "Hours and cancellation", photos: "Photos" },
  next: "Next",
  back: "Back",
  create: "Save and choose a template",
  creating: "Saving…",
  name: "Studio name",
  slug: "Site address",
  slugHint: "Lower-case letters, digits and hyphens",
  slugState: {
    checking: "Checking…",
    available: "Available",
    taken: "Already taken",
    reserved: "Reserved by the platform",
    invalid: "Not valid",
  },
  studioType: "Kind of studio",
  address: "Address",
  postalCode: "Postal code",
  city: "City",
  zone: "Country and time zone",
  latitude: "Latitude",
  longitude: "Longitude",
  mapHint: "Position on the map (optional)",
  phone: "Phone",
  languages: "Site languages",
  roomName: "Room name",
  capacity: "Capacity (people)",
  price: "Price per hour (€)",
  minDuration: "Shortest booking",
  maxDuration: "Longest booking",
  hoursN: "{n} h",
  deposit: "Deposit (%)",
  paymentModes: "Payment",
  payOnSite: "At the studio",
  payCard: "Card deposit",
  payBoth: "Both",
  days: "Open days",
  daysOptions: { weekdays: "Monday to Friday", monSat: "Monday to Saturday", all: "Every day" },
  open: "Opens at",
  close: "Closes at",
  notice: "Free cancellation up to",
  noticeNone: "Any time",
  photosText: "Photos are optional: add them later from Settings in the dashboard.",
  templateTitle: "Choose a template",
  templateIntro: "Both show your studio's own details. Look at each and choose.",
  templates: {
    stage: { name: "Stage", text: "Dark, big type, for rehearsal and recording rooms." },
    daylight: { name: "Daylight", text: "Light and calm, for photo studios and daylight spaces." },
  },
  preview: "See the preview",
  previewOf: "Preview: {name}",
  choose: "Use this template",
  publish: "Publish",
  publishing: "Publishing…",
  publishedTitle: "Your site is published as a preview",
  publishedText:
    "Anyone with the link can see it, but search engines leave it out and it takes no bookings until we verify the studio. Ask for verification from the dashboard.",
  openSite: "Open the site",
  openDashboard: "Go to the dashboard",
  backToTemplates: "Back to the templates",
  bannerTitle: "Preview",
  bannerText: "This studio is not verified yet: its site takes no bookings for now.",
};

export const SIGN_UP_TEXTS: Record<Locale, SignUpTexts> = { es, ca, en };
