"use client";
// A room's photos in the settings (docs/photos.md, Editing): upload, alt text per site
// language, remove, and re-order with "Move up"/"Move down" buttons — plain buttons, so the
// keyboard alone does everything; focus stays on the moved photo's button and a live region
// says where it went. Every change is saved at once through /v1/studio/rooms/{roomId}/photos.
import { useRef, useState } from "react";
import type { Catalog } from "@/lib/i18n";
import type { Locale } from "@/lib/contract/locales";
import { fmt } from "@/lib/i18n/core";
import { NETWORK_FAILURE, readEnvelope, type ApiFailure } from "@/components/api-envelope";
import { studioApi } from "../api";
import { StudioError } from "../StudioError";
import { useFocusAfterRender } from "./useFocusAfterRender";
import { photoSrcSet } from "@/lib/site/client/photo-srcset";

export type RoomPhotoItem = { id: string; url: string; alt: Partial<Record<Locale, string>>; width?: number; height?: number };

export type RoomPhotosProps = {
  roomId: string;
  /** The room's photos as GET /v1/studio/rooms/{roomId}/photos answers them. */
  initial: RoomPhotoItem[];
  /** The site's languages: one alt text field per language. */
  locales: readonly Locale[];
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

const MAX_PHOTOS = 12;

export function RoomPhotos({ roomId, initial, locales, t, errors }: RoomPhotosProps) {
  const [photos, setPhotos] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [status, setStatus] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const tp = t.photos;
  const base = `/rooms/${encodeURIComponent(roomId)}/photos`;

  async function act(run: () => Promise<{ ok: true; data: RoomPhotoItem[] } | { ok: false; error: ApiFailure }>, done: string) {
    setBusy(true);
    setError(null);
    const r = await run();
    setBusy(false);
    if (!r.ok) return (setError(r.error), false);
    setPhotos(r.data);
    setStatus(done);
    return true;
  }

  async function upload(file: File) {
    const form = new FormData();
    form.set("file", file);
    await act(async () => {
      let res: Response;
      try {
        res = await fetch(`/v1/studio${base}`, { method: "POST", body: form, credentials: "same-origin", cache: "no-store" });
      } catch {
        return { ok: false, error: { ...NETWORK_FAILURE } };
      }
      const r = await readEnvelope<{ photos: RoomPhotoItem[] }>(res, (s) =>
        s === 403 ? "FORBIDDEN" : s === 429 ? "RATE_LIMIT_EXCEEDED" : "INTERNAL_ERROR",
      );
      return r.ok ? { ok: true, data: r.data.photos } : r;
    }, tp.uploaded);
    if (fileRef.current) fileRef.current.value = "";
  }

  async function move(i: number, by: -1 | 1) {
    const to = i + by;
    const order = photos.map((p) => p.id);
    [order[i], order[to]] = [order[to], order[i]];
    const id = photos[i].id;
    const ok = await act(
      () => studioApi<RoomPhotoItem[]>(`${base}/order`, { method: "PUT", body: { photoIds: order } }),
      fmt(tp.moved, { n: to + 1, total: photos.length }),
    );
    if (!ok) return;
    // Focus follows the photo: the same button, or the other one at either end.
    const want = by < 0 && to === 0 ? "down" : by > 0 && to === photos.length - 1 ? "up" : by < 0 ? "up" : "down";
    focusAfterRender(`photo-${roomId}-${id}-${want}`);
  }

  return (
    // Not a landmark: it sits inside its room's labelled section, and every room's would be named
    // "Photos" (axe landmark-unique; docs/dashboard.md, Pages).
    <div className="room-photos">
      <h3 id={`photos-${roomId}`}>{tp.title}</h3>
      <p role="status" aria-live="polite" className="hint">
        {status}
      </p>
      {error ? <StudioError error={error} t={t} errors={errors} /> : null}
      {photos.length === 0 ? <p>{tp.none}</p> : null}
      <ol className="photo-list">
        {photos.map((p, i) => (
          <li key={p.id} data-photo-id={p.id}>
            <Thumb photo={p} />
            <p>{fmt(tp.photoN, { n: i + 1, total: photos.length })}</p>
            <AltFields
              scope={`${roomId}-${p.id}`}
              photo={p}
              locales={locales}
              t={t}
              busy={busy}
              onSave={(alt) => act(() => studioApi<RoomPhotoItem[]>(`${base}/${p.id}`, { method: "PATCH", body: { alt } }), tp.altSaved)}
            />
            <PhotoButtons
              // Ids scoped by room: one picture uploaded to two rooms is one file, one photo id (docs/photos.md, Storage).
              id={`${roomId}-${p.id}`}
              i={i}
              total={photos.length}
              busy={busy}
              onMove={(by) => void move(i, by)}
              onRemove={() => void act(() => studioApi<RoomPhotoItem[]>(`${base}/${p.id}`, { method: "DELETE" }), tp.removed)}
              tp={tp}
            />
          </li>
        ))}
      </ol>
      {photos.length < MAX_PHOTOS ? (
        <div className="field">
          <label htmlFor={`photo-file-${roomId}`}>{tp.upload}</label>
          <input
            ref={fileRef}
            id={`photo-file-${roomId}`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,.heic"
            aria-describedby={`photo-hint-${roomId}`}
            disabled={busy}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) void upload(f);
            }}
          />
          <p id={`photo-hint-${roomId}`} className="hint">
            {tp.uploadHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function AltFields({
  scope,
  photo,
  locales,
  t,
  busy,
  onSave,
}: {
  /** Makes the fields' ids unique on a page of several rooms. */
  scope: string;
  photo: RoomPhotoItem;
  locales: readonly Locale[];
  t: Catalog["studio"];
  busy: boolean;
  onSave: (alt: Partial<Record<Locale, string>>) => Promise<boolean>;
}) {
  const [alt, setAlt] = useState(photo.alt);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(alt);
      }}
    >
      {locales.map((l) => (
        <div className="field" key={l}>
          <label htmlFor={`alt-${scope}-${l}`}>{fmt(t.photos.altLabel, { locale: l.toUpperCase() })}</label>
          <input
            id={`alt-${scope}-${l}`}
            lang={l}
            maxLength={200}
            value={alt[l] ?? ""}
            onChange={(e) => setAlt({ ...alt, [l]: e.currentTarget.value })}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-secondary btn-small" disabled={busy}>
        {t.photos.saveAlt}
      </button>
    </form>
  );
}

type ButtonsProps = {
  id: string;
  i: number;
  total: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  tp: Catalog["studio"]["photos"];
};

/** A photo's Move up, Move down and Remove (after a confirm), each naming the photo by its place. */
function PhotoButtons({ id, i, total, busy, onMove, onRemove, tp }: ButtonsProps) {
  return (
    <div className="actions">
      <button
        id={`photo-${id}-up`}
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy || i === 0}
        onClick={() => onMove(-1)}
        aria-label={`${tp.moveUp}: ${fmt(tp.photoN, { n: i + 1, total })}`}
      >
        {tp.moveUp}
      </button>
      <button
        id={`photo-${id}-down`}
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy || i === total - 1}
        onClick={() => onMove(1)}
        aria-label={`${tp.moveDown}: ${fmt(tp.photoN, { n: i + 1, total })}`}
      >
        {tp.moveDown}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy}
        aria-label={`${tp.remove}: ${fmt(tp.photoN, { n: i + 1, total })}`}
        onClick={() => {
          if (window.confirm(tp.removeConfirm)) onRemove();
        }}
      >
        {tp.remove}
      </button>
    </div>
  );
}

function Thumb({ photo }: { photo: RoomPhotoItem }) {
  return (
    <>
      {/* 160 px wide: the 400 px rendition, not the 1600 (docs/photos.md, On the pages). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- uploaded photos, any size; the thumbnail's box is fixed. */}
      <img
        src={photo.url}
        srcSet={photoSrcSet(photo.url, photo.width)}
        sizes="160px"
        alt=""
        width={160}
        height={107}
        style={{ objectFit: "cover" }}
        loading="lazy"
      />
    </>
  );
}
