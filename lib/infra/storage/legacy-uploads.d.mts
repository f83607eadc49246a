// Types of legacy-uploads.mjs (plain JavaScript: `npm run build` runs it before next build).
export type MoveResult = { moved: number; duplicates: number; dropped: number; failed: string[] };
export function moveUploads(from: string, to: string): MoveResult;
