// Types of fixed-headers.mjs (plain JavaScript: next.config.mjs imports it).
export const CORS_MAX_AGE_S: number;
export const STATIC_CSP: string;
export const CORS_HEADERS: Record<string, string>;
export function baseSecurityHeaders(
  production: boolean,
  referrer?: "no-referrer" | "strict-origin-when-cross-origin",
): Record<string, string>;
