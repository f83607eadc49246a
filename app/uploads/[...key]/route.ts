import { storage, IMMUTABLE } from "@/lib/infra/storage";
import { isProduction } from "@/lib/infra/env";
import { baseSecurityHeaders } from "@/lib/http/security-headers";

// GET /uploads/… — uploaded photos kept in the folder storage (docs/photos.md, Storage), on the
// platform host and every studio host: the middleware skips paths with a file extension. Names
// are content hashes, so an answer never changes: cached for a year, immutable. With S3
// storage the pages link to the bucket; this route then reads through the bucket too.
export const dynamic = "force-dynamic";

const FILE_CSP = "default-src 'none'; sandbox";

export async function GET(_req: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const headers = { ...baseSecurityHeaders(isProduction()), "Content-Security-Policy": FILE_CSP };
  const key = (await ctx.params).key.join("/");
  const o = await storage().get(key);
  if (!o)
    return new Response("Not found", {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(o.body), {
    status: 200,
    headers: { ...headers, "Content-Type": o.contentType, "Content-Length": String(o.body.length), "Cache-Control": IMMUTABLE },
  });
}
