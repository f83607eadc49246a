// Types of next-cache-handler.mjs (plain JavaScript: Next loads it itself).
export function dropHosts(hosts: string[]): void;
export function dropAll(): void;
export function cacheStats(): { entries: number; bytes: number };
export default class PageCacheHandler {
  constructor(ctx: unknown);
}
