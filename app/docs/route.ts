import { DOCS_CSP, docsHtml } from "./swagger-ui";
import { isProduction } from "@/lib/infra/env";
import { baseSecurityHeaders } from "@/lib/http/security-headers";

// GET /docs — human-readable reference of /v1/openapi.json (Swagger UI, self-hosted).
export const dynamic = "force-dynamic";

let html: string | undefined;
export function GET(): Response {
  return new Response((html ??= docsHtml()), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Content-Security-Policy": DOCS_CSP,
      ...baseSecurityHeaders(isProduction()),
    },
  });
}
