// GET /v1/health — liveness, and the benchmark's floor: the same wrapper-free minimum of the build.
export const dynamic = "force-dynamic";
export function GET(): Response {
  return Response.json({ success: true, data: { status: "ok" } }, { headers: { "Cache-Control": "no-store" } });
}
