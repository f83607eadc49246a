// Amounts typed by staff (the refund form), pure.

/** A decimal amount typed by staff ("12", "12.5", "12,50") → cents, or null when unreadable or out of (0, max]. */
export function parseAmount(input: string, maxCents: number): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return cents > 0 && cents <= maxCents ? cents : null;
}
