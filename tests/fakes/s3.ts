// An in-process HTTP server speaking enough of the S3 REST protocol for the real SDK
// (@aws-sdk/client-s3 with forcePathStyle): PutObject, GetObject, HeadObject, DeleteObject on
// /<bucket>/<key>. Signatures are not checked, only that the request is signed. aws-chunked
// bodies (the SDK's streaming checksum trailer) are decoded.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeObject = { body: Buffer; contentType: string; cacheControl: string | null };

function decodeAwsChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString("latin1").split(";")[0], 16);
    if (!size) break;
    out.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(opts: { bucket?: string } = {}) {
  const bucket = opts.bucket ?? "photos";
  const objects = new Map<string, FakeObject>();
  const calls: { method: string; key: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://s3.local");
      const [, b, ...rest] = url.pathname.split("/");
      const key = rest.map(decodeURIComponent).join("/");
      calls.push({ method: req.method ?? "", key });
      if (!String(req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256")) {
        res.writeHead(403, { "Content-Type": "application/xml" }).end(xmlError("AccessDenied", "unsigned request"));
        return;
      }
      if (b !== bucket || !key) {
        res.writeHead(404, { "Content-Type": "application/xml" }).end(xmlError("NoSuchBucket", "no such bucket"));
        return;
      }
      const o = objects.get(key);
      switch (req.method) {
        case "PUT": {
          let body: Buffer = Buffer.concat(chunks);
          if (
            String(req.headers["x-amz-content-sha256"] ?? "").startsWith("STREAMING-") ||
            /aws-chunked/.test(String(req.headers["content-encoding"] ?? ""))
          )
            body = decodeAwsChunked(body);
          objects.set(key, {
            body,
            contentType: String(req.headers["content-type"] ?? "application/octet-stream"),
            cacheControl: (req.headers["cache-control"] as string | undefined) ?? null,
          });
          res.writeHead(200, { ETag: `"${body.length}"` }).end();
          return;
        }
        case "GET":
        case "HEAD":
          if (!o) {
            res.writeHead(404, { "Content-Type": "application/xml" });
            res.end(req.method === "GET" ? xmlError("NoSuchKey", "The specified key does not exist.") : undefined);
            return;
          }
          res.writeHead(200, {
            "Content-Type": o.contentType,
            "Content-Length": String(o.body.length),
            ...(o.cacheControl ? { "Cache-Control": o.cacheControl } : {}),
          });
          res.end(req.method === "GET" ? o.body : undefined);
          return;
        case "DELETE":
          objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    objects,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
