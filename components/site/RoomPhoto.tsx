// A room or studio photo with a fixed aspect ratio (no layout shift), or a typographic
// placeholder when there is none. An uploaded photo of known width offers its smaller
// renditions (srcset) for the `sizes` the template gives.
import { photoSrcSet } from "@/lib/site/client/photo-srcset";

export function RoomPhoto({
  src,
  alt,
  className,
  placeholder,
  ratio = "4 / 3",
  eager,
  width,
  sizes,
}: {
  src?: string;
  alt: string;
  className?: string;
  placeholder: string;
  ratio?: string;
  eager?: boolean;
  /** The photo's width in pixels (uploaded photos): its renditions go in srcset. */
  width?: number;
  /** How wide the picture is shown, for srcset (e.g. "(min-width: 1024px) 25rem, 100vw"). */
  sizes?: string;
}) {
  const srcSet = src ? photoSrcSet(src, width) : undefined;
  if (!src) {
    return (
      <div className={className} style={{ aspectRatio: ratio }} data-placeholder="true">
        <span aria-hidden="true">{placeholder}</span>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- studio photos are arbitrary URLs; sizes are fixed by aspect-ratio.
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? "100vw") : undefined}
      alt={alt}
      className={className}
      style={{ aspectRatio: ratio, objectFit: "cover", width: "100%" }}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
