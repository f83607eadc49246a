// Tiny command-line flag parser for the bench and soak scripts: --name value, --name=value, --flag.
export type Flags = Record<string, string | true>;

export function parseFlags(argv: string[]): Flags {
  const out: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new Error(`unexpected argument ${JSON.stringify(a)} (flags look like --name value)`);
    const eq = a.indexOf("=");
    if (eq > 0) {
      out[a.slice(2, eq)] = a.slice(eq + 1);
    } else if (i + 1 < argv.length && !argv[i + 1].startsWith("--")) {
      out[a.slice(2)] = argv[++i];
    } else {
      out[a.slice(2)] = true;
    }
  }
  return out;
}

/** A positive number flag, or the default; exits with a message on a bad value. */
export function numberFlag(flags: Flags, name: string, dflt: number, opts: { min?: number; max?: number } = {}): number {
  const v = flags[name];
  if (v === undefined) return dflt;
  const n = Number(v);
  if (v === true || !Number.isFinite(n) || n < (opts.min ?? 0) || n > (opts.max ?? Number.MAX_SAFE_INTEGER)) {
    throw new Error(
      `--${name}: expected a number${opts.min !== undefined ? ` ≥ ${opts.min}` : ""}${opts.max !== undefined ? ` ≤ ${opts.max}` : ""}, got ${JSON.stringify(v)}`,
    );
  }
  return n;
}

export function boolFlag(flags: Flags, name: string): boolean {
  const v = flags[name];
  return v === true || v === "1" || v === "true" || v === "yes";
}

export function checkKnown(flags: Flags, known: string[]): void {
  const unknown = Object.keys(flags).filter((k) => !known.includes(k));
  if (unknown.length)
    throw new Error(`unknown flag(s): ${unknown.map((k) => `--${k}`).join(", ")} (known: ${known.map((k) => `--${k}`).join(", ")})`);
}
