// Types of next-cache-handler.mjs (plain JavaScript: Next loads it itself).
export function dropHosts(hosts: string[]): void;
export function dropAll(): void;
export function isPageCached(path: string): boolean;
export function cacheStats(): { entries: number; bytes: number };
export default class PageCacheHandler {
  constructor(ctx: unknown);
  get(key: string): Promise<{ value: unknown; lastModified: number; cacheControl: unknown } | null>;
  set(key: string, value: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
