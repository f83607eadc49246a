// What the operator's reverse proxy answers before the app sees a request (docs/deployment.md,
// The reverse proxy): Next's own server answers these with text or a 500, so production never
// sends them to it. Tests that throw hostile requests at the app skip exactly these.

/** Methods the app serves; the proxy answers any other with 405 JSON. */
export const APP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Whether every %-escape of the path decodes (the proxy answers a malformed one with 400 JSON). */
export function pathDecodes(rawPathAndQuery: string): boolean {
  const path = rawPathAndQuery.split("?")[0];
  try {
    for (const segment of path.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
