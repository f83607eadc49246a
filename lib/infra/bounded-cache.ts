// The one shape of an in-process cache (docs/performance.md, Bounded memory): bounded both by
// entries and by bytes, least recently used out first, one entry at a time. Flushing a whole
// cache when it filled up made every busy process pay a burst of misses exactly when it was
// busiest, and an entry count alone does not bound memory when entries differ a thousandfold.
import { LRUCache } from "lru-cache";

export type BoundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> = LRUCache<K, V>;

export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(opts: {
  /** Most entries kept. */
  max: number;
  /** Most bytes kept, as `bytesOf` counts them. */
  maxBytes: number;
  /** Approximate bytes an entry holds (at least 1). */
  bytesOf: (value: V, key: K) => number;
}): BoundedCache<K, V> {
  return new LRUCache<K, V>({
    max: opts.max,
    maxSize: opts.maxBytes,
    // An entry bigger than the whole budget is simply not kept.
    maxEntrySize: opts.maxBytes,
    sizeCalculation: (v, k) => Math.max(1, Math.ceil(opts.bytesOf(v, k))),
  });
}

/** Bytes of a JavaScript string in memory (UTF-16, plus a header). */
export function stringBytes(s: string): number {
  return 2 * s.length + 24;
}
