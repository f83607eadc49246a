"use client";
// A room's photos: one large frame (fixed aspect ratio, so no layout shift) and a row of
// thumbnails. Left/Right arrows on the frame or a thumbnail, a horizontal swipe, or a click
// change the photo. The main photo, Enter on the frame, or "Show all photos" open every photo
// full screen (GalleryDialog.tsx; docs/sites.md, Room page). No third-party script. Uploaded photos
// load the rendition their box needs (srcset): 400 px for a thumbnail, not the 1600 px of the frame.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { fmt } from "@/lib/i18n/core";
import { photoSrcSet } from "@/lib/site/client/photo-srcset";
import { GalleryDialog, type DialogText } from "./GalleryDialog";

export type GalleryPhoto = { url: string; alt: string; width?: number };

/** The frame spans the content column, at most 76rem. */
const FRAME_SIZES = "(min-width: 76rem) 76rem, 100vw";
/** A thumbnail is a quarter of the column or less (4 across, or 5rem cells). */
const THUMB_SIZES = "(min-width: 76rem) 19rem, 25vw";
export type GalleryText = DialogText & { label: string; show: string; all: string; frame: string };

export function RoomGallery({
  photos,
  text,
  ratio = "3 / 2",
  className,
  thumbsClassName,
}: {
  photos: GalleryPhoto[];
  text: GalleryText;
  ratio?: string;
  className?: string;
  thumbsClassName?: string;
}) {
  const [i, setI] = useState(0);
  const [open, setOpen] = useState(false);
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const n = photos.length;
  const go = (to: number) => setI(((to % n) + n) % n);
  const show = (from: HTMLElement | null) => {
    opener.current = from;
    setOpen(true);
  };
  const onFrameKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== "Enter" && e.key !== " ")) return onKey(e);
    e.preventDefault();
    show(frame.current);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") go(i + 1);
    else if (e.key === "ArrowLeft") go(i - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(n - 1);
    else return;
    e.preventDefault();
  };
  const onDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    swiped.current = Math.abs(dx) > 40;
    if (swiped.current) go(dx < 0 ? i + 1 : i - 1);
  };
  const photo = photos[i];
  return (
    <div className={className} role="group" aria-roledescription="carousel" aria-label={text.label} data-testid="room-gallery">
      {/* Named (it is focusable): which photo, and what the keys do. */}
      <div
        ref={frame}
        role="group"
        aria-label={fmt(text.frame, { n: i + 1, total: n })}
        tabIndex={0}
        onKeyDown={onFrameKey}
        onPointerDown={onDown}
        onPointerUp={onUp}
        style={{ position: "relative", width: "100%", touchAction: "pan-y" }}
        aria-live="polite"
        data-testid="gallery-frame"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- studio photos are arbitrary URLs; the size is fixed by aspect-ratio. */}
        <img
          src={photo.url}
          srcSet={photoSrcSet(photo.url, photo.width)}
          sizes={photoSrcSet(photo.url, photo.width) ? FRAME_SIZES : undefined}
          alt={photo.alt}
          style={{ aspectRatio: ratio, objectFit: "cover", width: "100%", display: "block", cursor: "zoom-in" }}
          draggable={false}
          decoding="async"
          data-index={i}
          onClick={() => {
            if (!swiped.current) show(frame.current);
            swiped.current = false;
          }}
          data-testid="gallery-main-photo"
        />
        {n > 1 && (
          <>
            <button type="button" onClick={() => go(i - 1)} aria-label={text.prev} className="gallery-nav gallery-prev">
              ‹
            </button>
            <button type="button" onClick={() => go(i + 1)} aria-label={text.next} className="gallery-nav gallery-next">
              ›
            </button>
          </>
        )}
      </div>
      {n > 1 && <GalleryThumbs photos={photos} current={i} onPick={go} onKey={onKey} text={text} className={thumbsClassName} />}
      {n > 1 && (
        <button
          type="button"
          className="btn btn-secondary gallery-all"
          onClick={(e) => show(e.currentTarget)}
          data-testid="gallery-show-all"
        >
          {text.all} ({n})
        </button>
      )}
      {open && (
        <GalleryDialog
          photos={photos}
          index={i}
          onIndex={go}
          text={text}
          onClose={() => {
            setOpen(false);
            (opener.current ?? frame.current)?.focus();
          }}
        />
      )}
    </div>
  );
}

/** The thumbnails under the frame: each shows its photo in the frame. */
function GalleryThumbs({
  photos,
  current,
  onPick,
  onKey,
  text,
  className,
}: {
  photos: GalleryPhoto[];
  current: number;
  onPick: (k: number) => void;
  onKey: (e: KeyboardEvent) => void;
  text: GalleryText;
  className?: string;
}) {
  const n = photos.length;
  return (
    <ul className={className}>
      {photos.map((p, k) => (
        <li key={`${p.url}-${k}`}>
          <button
            type="button"
            onClick={() => onPick(k)}
            onKeyDown={onKey}
            aria-label={fmt(text.show, { n: k + 1, total: n })}
            aria-current={k === current ? "true" : undefined}
            className="gallery-thumb"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- studio photos are arbitrary URLs; the size is fixed by aspect-ratio. */}
            <img
              src={p.url}
              srcSet={photoSrcSet(p.url, p.width)}
              sizes={photoSrcSet(p.url, p.width) ? THUMB_SIZES : undefined}
              alt=""
              style={{ aspectRatio: "1 / 1", objectFit: "cover", width: "100%", display: "block" }}
              loading="lazy"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
