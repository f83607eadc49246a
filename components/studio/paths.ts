// Dashboard paths, pure: which section a path belongs to (the nav marks it current).

export type Section = "calendar" | "bookings" | "figures" | "connections" | "staff" | "settings" | "payments";

/** The section a dashboard path belongs to (the block and phone-booking forms hang off the calendar). */
export function sectionOf(path: string): Section {
  const rest = path.split("/").slice(3);
  if (rest[0] === "bookings") return "bookings";
  if (rest[0] === "figures") return "figures";
  if (rest[0] === "connections") return "connections";
  if (rest[0] === "staff") return "staff";
  if (rest[0] === "settings") return "settings";
  if (rest[0] === "payments") return "payments";
  return "calendar";
}

/** The same dashboard page, query included, in another language: /studio/{locale}/rest?query. */
export function inLocale(path: string, search: string, locale: string): string {
  const rest = path.split("/").slice(3).join("/");
  return `/studio/${locale}${rest ? `/${rest}` : ""}${search ? `?${search}` : ""}`;
}
