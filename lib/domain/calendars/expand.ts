// Calendars in, step 2: an ICS text → the busy spans it means in [from, to).
//
// The parsing and expansion run in a worker thread (expand-worker.mjs, where the iCalendar
// pitfalls are listed) under a time budget: a 198-byte event can keep ical.js busy
// for minutes, and the sync runs inside the app process, so it must never run on the main
// thread. Past the budget the worker is terminated and the feed fails, keeping its last good
// blocks (docs/decisions-calendars.md, Calendar expansion).
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { ExpandInput, ExpandReply, ExpandSpan } from "./expand-worker.mjs";

export const MAX_BLOCKS = 5_000;
const MAX_ITERATIONS = 50_000;

export type Span = ExpandSpan;
export type Expansion = { events: number; spans: Span[] };

export type ExpandLimits = {
  /** Wall time for parsing and expanding one feed, counted once the worker has loaded ical.js. */
  budgetMs: number;
  /** Time for the worker to start and load its modules (a busy machine, not the feed's fault). */
  startupMs: number;
  /** ical.js's inner search steps allowed between two occurrences of a series. */
  maxSteps: number;
  /** Heap of the worker: a feed that needs more fails instead of taking the app's memory. */
  maxHeapMb: number;
};
const EXPAND_LIMITS: ExpandLimits = { budgetMs: 2_000, startupMs: 10_000, maxSteps: 10_000, maxHeapMb: 256 };

/**
 * The worker's program, a file Node runs as it is: never bundled, so found from the working
 * directory, like the demo files (lib/http/demo-files.ts). That is the project's root under
 * `npm run dev`, `npm start`'s launcher, tsx, dist/ and the tests, and the standalone server's own
 * folder, where next.config.mjs copies it (docs/decisions-calendars.md, Calendar expansion).
 */
export function expandWorkerFile(cwd = process.cwd()): string {
  return join(/*turbopackIgnore: true*/ cwd, "lib", "domain", "calendars", "expand-worker.mjs");
}

// Not an ApiError on purpose: an unreadable feed never reaches the API; sync.ts catches it and
// records its message as the feed's lastError (the studio's problem, not a request's).
export class FeedContentError extends Error {}

type WorkerReply = { kind: "started" } | ExpandReply;

/** Parse `text` and return the busy spans overlapping [from, to); rejects with FeedContentError. */
export function expandFeed(
  text: string,
  opts: { studioTz: string; from: Date; to: Date },
  limits: Partial<ExpandLimits> = {},
): Promise<Expansion> {
  const l = { ...EXPAND_LIMITS, ...limits };
  return new Promise<Expansion>((resolve, reject) => {
    const input: ExpandInput = {
      text,
      studioTz: opts.studioTz,
      from: opts.from.getTime(),
      to: opts.to.getTime(),
      limits: { maxSteps: l.maxSteps, maxBlocks: MAX_BLOCKS, maxIterations: MAX_ITERATIONS },
    };
    const worker = new Worker(/*turbopackIgnore: true*/ expandWorkerFile(), {
      workerData: { expand: input },
      // Plain Node, whatever loaded lib/ here: not tsx's loader (`node --import tsx` would pass it on).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: l.maxHeapMb },
    });
    let settled = false;
    const finish = (result: Expansion | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    let timer = setTimeout(
      () => finish(new FeedContentError(`the calendar parser did not start within ${l.startupMs / 1000} s`)),
      l.startupMs,
    );
    worker.on("message", (m: WorkerReply) => {
      if (m.kind === "started") {
        clearTimeout(timer);
        timer = setTimeout(
          () => finish(new FeedContentError(`parsing and expanding the feed took more than ${l.budgetMs / 1000} s (the limit per feed)`)),
          l.budgetMs,
        );
      } else if (m.kind === "done") finish({ events: m.events, spans: m.spans });
      else finish(new FeedContentError(m.message));
    });
    worker.on("error", (e: Error & { code?: string }) =>
      finish(
        new FeedContentError(
          e.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? `expanding the feed needs more than ${l.maxHeapMb} MB of memory`
            : `the calendar parser failed (${e.message.slice(0, 120)})`,
        ),
      ),
    );
    worker.on("exit", (code) => finish(new FeedContentError(`the calendar parser stopped (exit code ${code})`)));
  });
}
