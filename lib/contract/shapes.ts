// Shapes TypeScript cannot know, read in one place: a caught error, a parsed JSON text, a
// library's loosely typed payload, and the keys of the registries' objects (Object.keys and
// Object.fromEntries know no key types). Each assertion is made once here, not at every use.
// zod-free and server-free: client components and the i18n layer use these too.

/** The property `key` of a value of unknown shape (a caught error, a parsed body); undefined for a primitive. */
export function fieldOf(x: unknown, key: string): unknown {
  if ((typeof x !== "object" || x === null) && typeof x !== "function") return undefined;
  return (x as Record<string, unknown>)[key];
}

/** The property `key` of `x` when it is a string, else undefined (a stored detail's text, a details map's). */
export function stringField(x: unknown, key: string): string | undefined {
  const v = fieldOf(x, key);
  return typeof v === "string" ? v : undefined;
}

/** Whether `x` is an object that is not an array (a JSON object, a details map): its values are unknown. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** `v` as the one of `values` it equals, else undefined: a string read from a row, a header or a file, narrowed. */
export function oneOf<T>(values: readonly T[], v: unknown): T | undefined {
  return values.find((x) => x === v);
}

/** The entry of `texts` named by `key` (a method, a kind read from a row), else undefined. */
export function entryOf<V>(texts: Readonly<Record<string, V>>, key: string | null | undefined): V | undefined {
  return key != null && Object.hasOwn(texts, key) ? texts[key] : undefined;
}

/** A caught value's message: an Error's (or any object's string `message`), else the value itself as text. */
export function errorMessage(e: unknown): string {
  const m = fieldOf(e, "message");
  return typeof m === "string" ? m : String(e);
}

/** The keys of a registry object, in its order, as the non-empty tuple `z.enum` takes. */
export function keysOf<K extends string>(registry: Record<K, unknown>): [K, ...K[]] {
  // The registries are object literals typed by their own keys: Object.keys gives exactly K.
  const [first, ...rest] = Object.keys(registry) as K[];
  if (first === undefined) throw new Error("keysOf: an empty registry");
  return [first, ...rest];
}

/** The record with one entry per key, in the keys' order: `value(k)` for each. */
export function recordFrom<K extends string, V>(keys: readonly K[], value: (k: K) => V): Record<K, V> {
  // Every key of K is in `keys` (the callers pass a registry's own key list): so is every entry.
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;
}
