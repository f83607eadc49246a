// The order in which a stage's files start, longest first, so that the last file to start is a
// short one and the workers end together. Vitest orders files by the durations it cached on an
// earlier run, else by size: a fresh clone (CI) has no cache, and there the longest fault file
// started last, alone for its 45 s (bench/results/test-loop.md, The faults' order).
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A sequencer starting the files of `longest` first, in that order (paths from the project root), then the others as vitest would. */
export function longestFirst(longest: readonly string[]) {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (f: TestSpecification) => {
        const i = longest.findIndex((path) => f.moduleId.endsWith(`/${path}`));
        return i < 0 ? longest.length : i;
      };
      const rest = await super.sort(files.filter((f) => rank(f) === longest.length));
      return [...files.filter((f) => rank(f) < longest.length).sort((a, b) => rank(a) - rank(b)), ...rest];
    }
  };
}
