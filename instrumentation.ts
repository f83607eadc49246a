// Next.js instrumentation hook: runs once when a server process starts, before it serves.
// Never during `next build`, and only in the Node.js runtime (lib/infra/server-start.ts).
export async function register(): Promise<void> {
  // process.env here, not env(): Next replaces NEXT_RUNTIME at build time, so the edge bundle of
  // this hook drops the import below.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerProcess } = await import("./lib/infra/server-start");
  await startServerProcess();
}
