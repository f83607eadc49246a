import { isProduction } from "@/lib/infra/env";
import { demoFileResponse } from "@/lib/http/demo-files";

// GET /demo/… — the demo studios' photos and calendar feed (prisma/demo/files), pre-production
// only; production answers 404 on every host. The middleware skips paths with a file extension,
// so requests reach this handler directly.
export const dynamic = "force-dynamic";

export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  return demoFileResponse((await ctx.params).path, isProduction());
}
