// Texts of the page answered while the database is unreachable (lib/http/unavailable-page.ts):
// kept apart from the site dictionaries so the middleware, which answers it, carries only these.
import type { Locale } from "../contract/locales";

export type UnavailableTexts = { title: string; text: string; retry: string };

export const UNAVAILABLE_TEXTS: Record<Locale, UnavailableTexts> = {
  es: {
    title: "No disponible temporalmente",
    text: "El servicio no está disponible ahora mismo. Vuelve a intentarlo en un momento: esta página se recargará sola.",
    retry: "Reintentar ahora",
  },
  ca: {
    title: "No disponible temporalment",
    text: "El servei no està disponible ara mateix. Torna-ho a provar d'aquí a un moment: aquesta pàgina es recarregarà sola.",
    retry: "Torna-ho a provar ara",
  },
  en: {
    title: "Temporarily unavailable",
    text: "The service is briefly unavailable. Please try again in a moment: this page will reload by itself.",
    retry: "Try again now",
  },
};
