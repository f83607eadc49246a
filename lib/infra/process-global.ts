// Values one process shares across every copy of a module. Next bundles the middleware, each
// route and instrumentation.ts with their own module instances, so module scope is per bundle;
// globalThis is the process's. Each value sits under Symbol.for("studio-booking.<name>"), a key
// code outside the bundles reads too (lib/infra/next-cache-handler.mjs: "database-down").

type Slot<T> = { get(): T | undefined; set(value: T | undefined): void };

/** The process's value under `name`: every bundle reads and writes the same one. */
export function processSlot<T>(name: string): Slot<T> {
  const key = Symbol.for(`studio-booking.${name}`);
  // globalThis knows none of our keys: the one place a value stored under one is typed.
  const g = globalThis as typeof globalThis & { [key: symbol]: T | undefined };
  return {
    get: () => g[key],
    set: (value) => {
      g[key] = value;
    },
  };
}

/** A getter of the process's value under `name`, made by `make` while there is none. */
export function processSingleton<T>(name: string, make: () => T): () => T {
  const slot = processSlot<T>(name);
  return () => {
    const cur = slot.get();
    if (cur !== undefined) return cur;
    const made = make();
    slot.set(made);
    return made;
  };
}

/** True the first time this process asks with `name` (a hook installed once), false after that. */
export function firstInProcess(name: string): boolean {
  const done = processSlot<true>(name);
  if (done.get()) return false;
  done.set(true);
  return true;
}
