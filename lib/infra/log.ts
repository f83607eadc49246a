// Structured logs: one JSON object per line. Manage tokens are passwords (docs/decisions-bookings.md, Manage page), and so
// are the secrets of studio booking feeds (/v1/feeds/{secret}.ics) and the tokens of payment links,
// receipts and invoices (/manage/pay/{token}, /manage/receipt/{token}, /manage/invoice/{token}, /v1/public/payment-links/{token}): all
// are redacted from every path before it is written.
import { logSilent } from "./env";
export function redactPath(path: string): string {
  return path.replace(/(\/(?:manage\/(?:pay|receipt|invoice)|manage|feeds|payment-links)\/)[^/?#]*/g, "$1[redacted]");
}

type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", msg: string, fields: Fields): void {
  if (logSilent()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  info: (msg: string, fields: Fields = {}) => write("info", msg, fields),
  warn: (msg: string, fields: Fields = {}) => write("warn", msg, fields),
  error: (msg: string, fields: Fields = {}) => write("error", msg, fields),
};

/** An unexpected error as log fields: name, message and stack, server-side only. */
export function errorFields(e: unknown): Fields {
  if (e instanceof Error) return { err: { name: e.name, message: e.message, stack: e.stack } };
  return { err: String(e) };
}
