// A room or studio photo with a fixed aspect ratio (no layout shift), or a typographic
// placeholder when there is none.
export function RoomPhoto({
  src,
  alt,
  className,
  placeholder,
  ratio = "4 / 3",
  eager,
}: {
  src?: string;
  alt: string;
  className?: string;
  placeholder: string;
  ratio?: string;
  eager?: boolean;
}) {
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
      alt={alt}
      className={className}
      style={{ aspectRatio: ratio, objectFit: "cover", width: "100%" }}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
