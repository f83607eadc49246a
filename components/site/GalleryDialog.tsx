"use client";
// Every photo of a room, full screen (docs/sites.md, Room page): a modal <dialog> (the page
// behind is inert), Left/Right/Home/End and a horizontal swipe change the photo, Escape or
// "Close" closes it, a counter "3 / 8", each photo's own alt text (announced with the counter), the
// whole photo at any size. Tab stays inside (the close and previous/next buttons); the gallery
// gives focus back to what opened it. A few hundred bytes of script on the room page only.
import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from "react";
import { fmt } from "@/lib/i18n/core";
import { photoSrcSet } from "@/lib/site/client/photo-srcset";
import s from "./gallery.module.css";

export type DialogText = { dialog: string; close: string; counter: string; prev: string; next: string };
type Photo = { url: string; alt: string; width?: number };

export function GalleryDialog({
  photos,
  index: i,
  onIndex: go,
  text,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onIndex: (to: number) => void;
  text: DialogText;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const n = photos.length;
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    closeBtn.current?.focus();
  }, []);
  const onKey = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === "ArrowRight") go(i + 1);
    else if (e.key === "ArrowLeft") go(i - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(n - 1);
    else if (e.key === "Tab") {
      // Keep Tab among the dialog's own buttons (the browser's UI is outside a modal dialog's trap).
      const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>("button"));
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === items.length - 1 ? 0 : at + 1;
      items[next]?.focus();
    } else return;
    e.preventDefault();
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.changedTouches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = touchX.current;
    touchX.current = null;
    const to = e.changedTouches[0]?.clientX;
    if (from === null || to === undefined || Math.abs(to - from) < 40) return;
    go(to < from ? i + 1 : i - 1);
  };
  const photo = photos[i];
  const srcSet = photoSrcSet(photo.url, photo.width);
  const counter = fmt(text.counter, { n: i + 1, total: n });
  return (
    <dialog ref={ref} className={s.dialog} aria-label={text.dialog} onKeyDown={onKey} onClose={onClose} data-testid="gallery-dialog">
      <div className={s.top}>
        <p className={s.counter} data-testid="gallery-counter">
          {counter}
        </p>
        {/* A screen reader hears the new photo itself, not only its number. */}
        <p className="visually-hidden" aria-live="polite" data-testid="gallery-announce">
          {photo.alt ? `${photo.alt}. ${counter}` : counter}
        </p>
        <button ref={closeBtn} type="button" className={s.close} onClick={() => ref.current?.close()}>
          {text.close}
        </button>
      </div>
      <div className={s.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="gallery-stage">
        {/* eslint-disable-next-line @next/next/no-img-element -- studio photos are arbitrary URLs. */}
        <img
          src={photo.url}
          srcSet={srcSet}
          sizes={srcSet ? "100vw" : undefined}
          alt={photo.alt}
          className={s.photo}
          draggable={false}
          data-index={i}
        />
      </div>
      {n > 1 && (
        <>
          <button type="button" className={`${s.nav} ${s.prev}`} onClick={() => go(i - 1)} aria-label={text.prev}>
            ‹
          </button>
          <button type="button" className={`${s.nav} ${s.next}`} onClick={() => go(i + 1)} aria-label={text.next}>
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
