// Request headers middleware.ts sets for the pages (it overwrites any client-sent value).
/** Best guess of the page language for `<html lang>` (locale segment, else Accept-Language). */
export const HTML_LANG_HEADER = "x-html-lang";
/** The original path and query, before the host rewrite (for the production redirect). */
export const SITE_PATH_HEADER = "x-site-path";
