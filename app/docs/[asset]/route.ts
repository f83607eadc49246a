import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { ASSETS, DIST } from "../swagger-ui";

// GET /docs/{asset} — Swagger UI's files streamed from node_modules/swagger-ui-dist (an
// allowlist, never a path from the request), plus the page's initializer.
export const dynamic = "force-dynamic";

export async function GET(_req: Request, ctx: { params: Promise<{ asset: string }> }): Promise<Response> {
  const { asset } = await ctx.params;
  const entry = Object.hasOwn(ASSETS, asset) ? ASSETS[asset] : undefined;
  if (!entry) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers: Record<string, string> = {
    "Content-Type": entry.type,
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
  };
  if (entry.text) return new Response(entry.text(), { headers });
  const path = join(DIST, entry.file!);
  const { size } = await stat(path);
  const body = Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...headers, "Content-Length": String(size) } });
}
