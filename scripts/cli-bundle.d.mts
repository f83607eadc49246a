// Types of cli-bundle.mjs (plain JavaScript: `npm run build` runs it after next build).
import type { BuildResult } from "esbuild";
export const CLI_ENTRIES: string[];
export function bundleCli(opts?: { outdir?: string; write?: boolean }): Promise<BuildResult<{ metafile: true }>>;
