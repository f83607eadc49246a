// The demo studios' own files (prisma/demo/files: room photos, a cover, a calendar feed),
// answered at /demo/… for pre-production only. They live outside public/ so that production,
// on every host, has no such path at all (docs/decisions-sites.md, Demo files). The request's path
// never reaches the file system unchecked: each segment is a plain name, the extension is one
// of a few known types, and the resolved file must lie inside the folder.
import { readFile, realpath, stat } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import { baseSecurityHeaders } from "./security-headers";

export const DEMO_FILES_DIR = join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "demo", "files");

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ics": "text/calendar; charset=utf-8",
};

/** One path segment: a name, never "..", ".", a hidden file, a separator or an encoded one. */
const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** An SVG opened on its own runs no script and loads nothing (it is shown inside <img> anyway). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export type DemoFile = { body: Buffer; contentType: string };

/** The demo file at these URL segments (after /demo/), or null: production, unknown or refused. */
export async function readDemoFile(segments: readonly string[], opts: { production: boolean; dir?: string }): Promise<DemoFile | null> {
  if (opts.production) return null;
  if (segments.length === 0 || segments.length > 4 || !segments.every((s) => SEGMENT_RE.test(s) && !s.includes(".."))) return null;
  const contentType = TYPES[extname(segments[segments.length - 1]).toLowerCase()];
  if (!contentType) return null;
  const dir = opts.dir ?? DEMO_FILES_DIR;
  try {
    // Symlinks included: the real file must be inside the real folder.
    // turbopackIgnore: the folder is traced by next.config.mjs (outputFileTracingIncludes), not the whole project.
    const [root, file] = await Promise.all([
      realpath(/*turbopackIgnore: true*/ dir),
      realpath(/*turbopackIgnore: true*/ join(dir, ...segments)),
    ]);
    if (!file.startsWith(root + sep) || !(await stat(/*turbopackIgnore: true*/ file)).isFile()) return null;
    return { body: await readFile(/*turbopackIgnore: true*/ file), contentType };
  } catch {
    return null; // missing
  }
}

/** The HTTP answer for GET /demo/…: the file with its type and security headers, or a plain 404. */
export async function demoFileResponse(segments: readonly string[], production: boolean): Promise<Response> {
  const headers = { ...baseSecurityHeaders(production), "Content-Security-Policy": FILE_CSP };
  const f = await readDemoFile(segments, { production });
  if (!f)
    return new Response("Not found", {
      status: 404,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(f.body), {
    status: 200,
    headers: { ...headers, "Content-Type": f.contentType, "Content-Length": String(f.body.length), "Cache-Control": "public, max-age=300" },
  });
}
