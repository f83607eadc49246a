// The /docs page: Swagger UI (npm package swagger-ui-dist) self-hosted from node_modules, no
// CDN. The page is a plain HTML response rather than a React page, so it carries none of the
// site's JS and the site carries none of its own. No inline script: the initializer is a file.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const DIST = join(process.cwd(), "node_modules", "swagger-ui-dist");

/** Files of swagger-ui-dist the page uses (the only ones served), and our initializer. */
export const ASSETS: Record<string, { type: string; file?: string; text?: () => string }> = {
  "swagger-ui.css": { type: "text/css; charset=utf-8", file: "swagger-ui.css" },
  "swagger-ui-bundle.js": { type: "text/javascript; charset=utf-8", file: "swagger-ui-bundle.js" },
  "favicon-32x32.png": { type: "image/png", file: "favicon-32x32.png" },
  "favicon-16x16.png": { type: "image/png", file: "favicon-16x16.png" },
  "init.js": {
    type: "text/javascript; charset=utf-8",
    text: () =>
      `window.ui = SwaggerUIBundle(${JSON.stringify({
        url: "/v1/openapi.json",
        dom_id: "#swagger-ui",
        deepLinking: true,
        validatorUrl: null,
        docExpansion: "list",
        defaultModelsExpandDepth: 0,
        displayRequestDuration: true,
        tryItOutEnabled: false,
      })});\n`,
  },
};

let version: string | undefined;
/** Installed swagger-ui-dist version, for cache-busting asset URLs. */
function swaggerUiVersion(): string {
  return (version ??= (JSON.parse(readFileSync(join(DIST, "package.json"), "utf8")) as { version: string }).version);
}

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export function docsHtml(): string {
  const v = encodeURIComponent(swaggerUiVersion());
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Studio booking API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css?v=${v}">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png?v=${v}" sizes="32x32">
<link rel="icon" type="image/png" href="/docs/favicon-16x16.png?v=${v}" sizes="16x16">
</head>
<body>
<noscript><p>This page needs JavaScript. The raw document is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js?v=${v}"></script>
<script src="/docs/init.js?v=${v}"></script>
</body>
</html>
`;
}
