// Small shared helpers of the bench and soak scripts.

/** Deterministic PRNG in [0, 1) (mulberry32), so seeded data is the same every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** YYYY-MM-DD plus n calendar days (no time zone involved). */
export function addDaysIso(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function shuffle<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A distinct client IPv4 address for request number n of a run (10.0.0.0/8, never 10.0.0.0). */
export function ipFor(n: number): string {
  const v = (n % 16_000_000) + 1;
  return `10.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}`;
}

/** A distinct E.164 Spanish mobile number for n (+34 6xx xxx xxx). */
export function phoneFor(n: number): string {
  return `+346${String(n % 100_000_000).padStart(8, "0")}`;
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
