// The `srcset` of an uploaded photo (docs/photos.md, The pipeline): its URL names the 1600 px
// WebP, `<hash>-1600.webp`, and the 800 and 400 px renditions sit beside it under the same hash,
// made only when the photo is wider than them. A thumbnail then loads 400 px, not 1600.
// Other URLs (imported studio files, demo pictures) get none: nothing says what exists beside them.

/** The renditions the pipeline makes below the largest (lib/domain/photos/process.ts, PHOTO_WIDTHS). */
export const SMALLER_RENDITIONS = [400, 800] as const;
const LARGEST = 1600;
const UPLOADED = /^(.*\/[0-9a-f]{32})-1600\.webp$/;

/** `srcset` of an uploaded photo `width` pixels wide (the largest rendition's width), or undefined. */
export function photoSrcSet(url: string, width: number | undefined): string | undefined {
  const m = UPLOADED.exec(url);
  if (!m || !width || width <= 0) return undefined;
  const smaller = SMALLER_RENDITIONS.filter((w) => w < width).map((w) => `${m[1]}-${w}.webp ${w}w`);
  if (smaller.length === 0) return undefined;
  return [...smaller, `${url} ${Math.min(width, LARGEST)}w`].join(", ");
}
