// The calendar's texts for moving and taking times in every language, a slice (docs/decisions-platform.md,
// Text catalogs): several are functions, which a server page cannot hand to a client component as props, so
// the calendar's client part (components/studio/CalendarBoard.tsx) picks its language itself.
import type { Locale } from "../../contract/locales";
import type { Catalog } from "./catalog";
import { calendarActions as ca } from "./ca/calendar-actions";
import { calendarActions as en } from "./en/calendar-actions";
import { calendarActions as es } from "./es/calendar-actions";

export const CALENDAR_ACTIONS: Record<Locale, Catalog["calendarActions"]> = { es, ca, en };
