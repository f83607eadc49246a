// The photo pipeline (docs/photos.md, The pipeline): type by content, size and pixel caps
// before decoding, EXIF (GPS) stripped, renditions at the template widths as WebP + JPEG.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { ApiError } from "../../lib/contract/errors";
import { heicDecodable, MAX_PHOTO_BYTES, processPhoto, sniffType } from "../../lib/domain/photos/process";

const refused = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

/** A JPEG from a camera with a location: EXIF IFD0 and a GPS IFD. */
async function gpsJpeg(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "P1", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 23/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 10/1 0/1" },
    })
    .toBuffer();
}

/** A PNG whose header claims width × height, with one tiny IDAT: what a decompression bomb looks like to a header reader. */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024 * 1024))), // zeros compress to ~1 KB
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("photo type by content", () => {
  it("knows JPEG, PNG, WebP and HEIC by their magic bytes, whatever the name", async () => {
    const img = sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } });
    expect(sniffType(await img.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffType(await img.clone().png().toBuffer())).toBe("png");
    expect(sniffType(await img.clone().webp().toBuffer())).toBe("webp");
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    expect(sniffType(heic)).toBe("heic");
    expect(sniffType(Buffer.from("#!/bin/sh\nrm -rf /\n"))).toBeNull();
    expect(sniffType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))).toBeNull();
  });

  it("a script renamed photo.jpg is refused", async () => {
    const e = await refused(processPhoto(Buffer.from("<?php system($_GET['c']); ?>\n")));
    expect(e?.code).toBe("VALIDATION_ERROR");
    expect(e?.message).toMatch(/^file: is not a JPEG, PNG, WebP or HEIC image/);
  });

  it("JPEG magic bytes in front of garbage are refused as unreadable", async () => {
    const e = await refused(
      processPhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg".repeat(50))])),
    );
    expect(e?.message).toBe("file: is not a readable image");
  });

  it("HEIC is refused with a clear message where this sharp cannot decode it", async () => {
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    const e = await refused(processPhoto(heic));
    if (heicDecodable()) expect(e?.message).toBe("file: is not a readable image");
    else expect(e?.message).toMatch(/^file: HEIC photos cannot be read on this server; export the photo as JPEG/);
  });
});

describe("caps", () => {
  it("a file over 15 MB is refused before it is read", async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff]);
    const e = await refused(processPhoto(big));
    expect(e?.message).toBe("file: is larger than 15 MB");
  });

  it("a decompression bomb (a PNG claiming 50,000 × 50,000 pixels) is refused from its header, quickly", async () => {
    const bomb = pngHeader(50_000, 50_000);
    expect(bomb.length).toBeLessThan(10_000);
    const t = performance.now();
    const e = await refused(processPhoto(bomb));
    expect(performance.now() - t).toBeLessThan(2000);
    expect(e?.code).toBe("VALIDATION_ERROR");
    expect(e?.message).toMatch(/^file: (has 2500 megapixels|is not a readable image)/);
  });

  it("a huge pixel count just over 40 MP is refused with the reason", async () => {
    const e = await refused(processPhoto(pngHeader(8000, 5001)));
    expect(e?.message).toBe("file: has 40 megapixels; at most 40 are accepted");
  });
});

describe("renditions", () => {
  it("strips EXIF including GPS, and makes WebP and JPEG at 1600, 800 and 400 px named by content hash", async () => {
    const input = await gpsJpeg();
    expect((await sharp(input).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const r = await processPhoto(input);
    expect(r.width).toBe(1600);
    expect(r.height).toBe(1067);
    expect(r.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(r.main).toBe(`${r.hash}-1600.webp`);
    expect(r.files.map((f) => f.name)).toEqual([1600, 800, 400].flatMap((w) => [`${r.hash}-${w}.webp`, `${r.hash}-${w}.jpg`]));
    for (const f of r.files) {
      const m = await sharp(f.body).metadata();
      expect(m.format).toBe(f.name.endsWith(".webp") ? "webp" : "jpeg");
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(f.body.includes(Buffer.from("PhoneCo"))).toBe(false);
    }
    // The same upload gives the same names: stored once, cacheable forever.
    expect((await processPhoto(input)).hash).toBe(r.hash);
  });

  it("a small photo is never enlarged and gets only the widths below it", async () => {
    const r = await processPhoto(
      await sharp({ create: { width: 640, height: 480, channels: 4, background: "#ff000080" } })
        .png()
        .toBuffer(),
    );
    expect([r.width, r.height]).toEqual([640, 480]);
    expect(r.files.map((f) => f.name.replace(r.hash, "h"))).toEqual(["h-1600.webp", "h-1600.jpg", "h-400.webp", "h-400.jpg"]);
    expect((await sharp(r.files[0].body).metadata()).width).toBe(640);
  });
});
