// A photo upload made safe and web-sized (docs/photos.md, The pipeline): the type is read from
// the bytes (never the name), size and pixel count are capped BEFORE anything is decoded (the
// pixel cap reads only the header, so a decompression bomb costs nothing), EXIF and every other
// metadata block (GPS included) is dropped after the orientation is applied, and the picture is
// resized to the widths the templates show, as WebP (what pages use) plus a JPEG fallback.
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { ApiError } from "../../contract/errors";

/** Largest upload accepted, in bytes. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Largest picture accepted, in pixels (width × height): a 40 MP camera, not a bomb. */
const MAX_PHOTO_PIXELS = 40_000_000;
/**
 * Widths made, largest first: 1600 fills the widest room photo (76rem frame) on a 2× screen,
 * 800 a phone or a card, 400 a thumbnail. Never enlarged past the original.
 */
export const PHOTO_WIDTHS = [1600, 800, 400] as const;

export type SniffedType = "jpeg" | "png" | "webp" | "heic";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** The image type by magic bytes, or null (a script renamed .jpg is null). */
export function sniffType(b: Uint8Array): SniffedType | null {
  const ascii = (from: number, to: number) => Buffer.from(b.subarray(from, to)).toString("latin1");
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(8, 12))) return "heic";
  return null;
}

/**
 * Whether this sharp can decode HEIC (HEVC): sharp's prebuilt libvips reads AVIF only; a
 * libvips built with libde265 lists ".heic" among the heif loader's suffixes.
 */
export function heicDecodable(): boolean {
  return sharp.format.heif?.input?.fileSuffix?.includes(".heic") ?? false;
}

type PhotoFile = { name: string; body: Buffer; contentType: string };
export type ProcessedPhoto = {
  /** Content hash of the largest WebP, shared by every file of the photo. */
  hash: string;
  /** Size of the largest rendition (what the page shows at most). */
  width: number;
  height: number;
  /** The largest WebP's name: the photo's URL points at it. */
  main: string;
  files: PhotoFile[];
};

const invalid = (why: string) => new ApiError("VALIDATION_ERROR", `file: ${why}`);

/**
 * Check and convert one upload; throws 400 VALIDATION_ERROR ("file: …") for anything refused.
 * `widths` (largest first) defaults to the room photos' sizes; the studio logo asks for smaller ones.
 */
export async function processPhoto(input: Buffer, widths: readonly number[] = PHOTO_WIDTHS): Promise<ProcessedPhoto> {
  if (input.length === 0) throw invalid("is empty");
  if (input.length > MAX_PHOTO_BYTES) throw invalid(`is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
  const type = sniffType(input);
  if (!type) throw invalid("is not a JPEG, PNG, WebP or HEIC image");
  if (type === "heic" && !heicDecodable())
    throw invalid(
      "HEIC photos cannot be read on this server; export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible)",
    );
  const opts = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", sequentialRead: true } as const;
  let meta: Metadata;
  try {
    // The header only (no pixel is decoded), without the cap so the refusal can say why.
    meta = await sharp(input, { ...opts, limitInputPixels: false }).metadata();
  } catch {
    throw invalid("is not a readable image");
  }
  const expected = type === "heic" ? "heif" : type;
  if (meta.format !== expected) throw invalid("is not a readable image");
  if (!meta.width || !meta.height) throw invalid("is not a readable image");
  if (meta.width * meta.height > MAX_PHOTO_PIXELS)
    throw invalid(`has ${Math.round((meta.width * meta.height) / 1e6)} megapixels; at most ${MAX_PHOTO_PIXELS / 1e6} are accepted`);

  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, turned upright (EXIF orientation) and brought down to the largest width;
    // the smaller ones come from this. Output carries no metadata unless asked: EXIF, GPS, XMP
    // and IPTC are gone.
    base = await sharp(input, opts)
      .rotate()
      .resize({ width: widths[0], withoutEnlargement: true })
      .ensureAlpha(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid("is not a readable image");
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const made = widths.filter((w, i) => i === 0 || w < base.info.width);
  const renditions = await Promise.all(
    made.map(async (w) => {
      const at = () => sharp(base.data, raw).resize({ width: Math.min(w, base.info.width) });
      const [webp, jpeg] = await Promise.all([
        at().webp({ quality: 80 }).toBuffer(),
        at().flatten({ background: "#ffffff" }).jpeg({ quality: 82, progressive: true }).toBuffer(),
      ]);
      return { w, webp, jpeg };
    }),
  );
  const hash = createHash("sha256").update(renditions[0].webp).digest("hex").slice(0, 32);
  const files = renditions.flatMap((r) => [
    { name: `${hash}-${r.w}.webp`, body: r.webp, contentType: "image/webp" },
    { name: `${hash}-${r.w}.jpg`, body: r.jpeg, contentType: "image/jpeg" },
  ]);
  return { hash, width: base.info.width, height: base.info.height, main: files[0].name, files };
}
