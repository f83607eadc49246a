// Thumbnails and cards load the rendition their box needs (docs/photos.md, On the pages): the
// 400 and 800 px files beside an uploaded photo go in srcset, not only its 1600 px URL.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { photoSrcSet, SMALLER_RENDITIONS } from "../../lib/site/client/photo-srcset";
import { PHOTO_WIDTHS } from "../../lib/domain/photos/process";
import { RoomGallery } from "../../components/site/RoomGallery";
import { RoomPhoto } from "../../components/site/RoomPhoto";
import { RoomPhotos } from "../../components/studio/settings/RoomPhotos";
import { getDict } from "../../lib/i18n";

const HASH = "0123456789abcdef0123456789abcdef";
const url = `/uploads/photos/3f1c/${HASH}-1600.webp`;
const text = {
  label: "Photos",
  prev: "Previous",
  next: "Next",
  show: "Photo {n} of {total}",
  all: "Show all photos",
  frame: "Photo {n} of {total}",
  dialog: "All photos",
  close: "Close",
  counter: "{n} / {total}",
};

describe("srcset of an uploaded photo", () => {
  it("lists the renditions the pipeline makes", () => {
    expect([...SMALLER_RENDITIONS, 1600].sort((a, b) => b - a)).toEqual([...PHOTO_WIDTHS]);
  });

  it("offers 400, 800 and the largest; only the smaller widths a narrow photo has", () => {
    const base = `/uploads/photos/3f1c/${HASH}`;
    expect(photoSrcSet(url, 1600)).toBe(`${base}-400.webp 400w, ${base}-800.webp 800w, ${url} 1600w`);
    expect(photoSrcSet(url, 1000)).toBe(`${base}-400.webp 400w, ${base}-800.webp 800w, ${url} 1000w`);
    expect(photoSrcSet(url, 600)).toBe(`${base}-400.webp 400w, ${url} 600w`);
    expect(photoSrcSet(url, 300)).toBeUndefined();
    // A bucket's URL works the same.
    expect(photoSrcSet(`https://cdn.test/photos/s/${HASH}-1600.webp`, 1600)).toContain(`https://cdn.test/photos/s/${HASH}-400.webp 400w`);
  });

  it("none for a URL the pipeline did not make, or an unknown width", () => {
    expect(photoSrcSet("https://example.com/room.jpg", 1600)).toBeUndefined();
    expect(photoSrcSet(`/uploads/photos/s/${HASH}-800.webp`, 1600)).toBeUndefined();
    expect(photoSrcSet(url, undefined)).toBeUndefined();
  });
});

describe("the pages", () => {
  it("gallery thumbnails and frame offer the small renditions with sizes", () => {
    const html = renderToStaticMarkup(
      createElement(RoomGallery, {
        photos: [
          { url, alt: "one", width: 1600 },
          { url: url.replace(HASH, HASH.replace("0", "f")), alt: "two", width: 1600 },
        ],
        text,
      }),
    );
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(3);
    for (const img of imgs) {
      expect(img).toMatch(/srcSet="[^"]*-400\.webp 400w/i);
      expect(img).toMatch(/sizes="/);
    }
    // A thumbnail is shown a quarter of the column wide at most.
    expect(imgs[1]).toContain('sizes="(min-width: 76rem) 19rem, 25vw"');
  });

  it("a room card's photo of known width too; an imported URL stays as it is", () => {
    const card = renderToStaticMarkup(createElement(RoomPhoto, { src: url, alt: "", placeholder: "", width: 1600, sizes: "24rem" }));
    expect(card).toMatch(/srcSet="[^"]*-800\.webp 800w/i);
    expect(card).toContain('sizes="24rem"');
    const other = renderToStaticMarkup(createElement(RoomPhoto, { src: "https://example.com/a.jpg", alt: "", placeholder: "" }));
    expect(other).not.toMatch(/srcset/i);
  });
});

describe("the dashboard", () => {
  it("a room's photo list shows each 160 px thumbnail from the small renditions", () => {
    const dict = getDict("en");
    const html = renderToStaticMarkup(
      createElement(RoomPhotos, {
        roomId: "r1",
        initial: [{ id: "p1", url, alt: {}, width: 1600, height: 1067 }],
        locales: ["en"],
        t: dict.studio,
        errors: dict.errors,
      }),
    );
    expect(html).toMatch(/<img [^>]*srcSet="[^"]*-400\.webp 400w/i);
    expect(html).toContain('sizes="160px"');
  });
});
