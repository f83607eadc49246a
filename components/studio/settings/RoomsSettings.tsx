"use client";
// Rooms in the settings (docs/studio-settings.md): each room's price and booking rules with a
// Save of its own (PATCH rooms/{id}), and the order the site lists them in, changed one place at a
// time with "Move up"/"Move down" (PUT rooms/order). Buttons stay focusable at either end
// (aria-disabled) so focus never drops after a move; a live region says where the room went.
// Each form also edits the room's texts per site language, payment modes and amenities; rooms are
// added below the list (focus moves to the new room's heading) and deleted after an inline confirm.
import { useEffect, useRef, useState } from "react";
import { fmt } from "@/lib/i18n/core";
import { StudioError } from "../StudioError";
import { AddRoom } from "./AddRoom";
import { moveId } from "./form-math";
import type { RoomRow, SiteLanguages, Texts } from "./room-form-parts";
import { RoomForm } from "./RoomForm";
import { useSave } from "./useSave";
import { useFocusAfterRender } from "./useFocusAfterRender";

export function RoomsSettings({ rooms, site, ...texts }: { rooms: RoomRow[]; site: SiteLanguages } & Texts) {
  const { s, t, errors } = texts;
  const [order, setOrder] = useState(() => rooms.map((r) => r.id));
  const [announce, setAnnounce] = useState("");
  const focusNext = useRef<string | null>(null);
  const move = useSave<unknown>();
  const focusAfterRender = useFocusAfterRender();
  // A room added or deleted: focus its heading (or the list's) once the refreshed list shows it.
  const focusAfterRefresh = (id: string) => {
    focusNext.current = id;
  };
  useEffect(() => {
    const id = focusNext.current;
    const el = id && document.getElementById(id === "list" ? "settings-rooms" : `room-${id}-name`);
    if (el) {
      el.focus();
      focusNext.current = null;
    }
  }, [rooms]);
  const byId = new Map(rooms.map((r) => [r.id, r]));
  // A room added or removed elsewhere since the page loaded: the server's list wins.
  const ids = order.length === rooms.length && order.every((id) => byId.has(id)) ? order : rooms.map((r) => r.id);

  const doMove = async (id: string, delta: -1 | 1) => {
    const next = moveId(ids, id, delta);
    if (next.every((x, i) => x === ids[i])) return;
    setAnnounce("");
    if ((await move.run("/rooms/order", "PUT", { roomIds: next }, null)) === null) {
      setAnnounce(s.rooms.moveFailed);
      return;
    }
    setOrder(next);
    setAnnounce(fmt(s.rooms.moved, { name: byId.get(id)!.name, position: next.indexOf(id) + 1, count: next.length }));
    // React moves the room's node; keep the focus on the button that was pressed.
    focusAfterRender(`room-${id}-${delta < 0 ? "up" : "down"}`);
  };

  return (
    <section aria-labelledby="settings-rooms" className="settings-section">
      <h2 id="settings-rooms" tabIndex={-1}>
        {s.rooms.title}
      </h2>
      <p role="status" aria-live="polite" className="studio-done" data-testid="rooms-order-status">
        {announce}
      </p>
      {move.error ? <StudioError error={move.error} t={t} errors={errors} /> : null}
      <ol className="settings-rooms" data-testid="settings-rooms">
        {ids.map((id, i) => {
          const room = byId.get(id)!;
          return (
            <li key={id} data-room-id={id}>
              {/* Error paths name the room by its place in the saved order: this list's. */}
              <RoomForm
                room={room}
                index={i}
                site={site}
                {...texts}
                onDeleted={() => {
                  setAnnounce(fmt(s.rooms.deleted, { name: room.name }));
                  focusAfterRefresh("list");
                }}
              />
              <p className="settings-move">
                <button
                  type="button"
                  id={`room-${id}-up`}
                  className="btn btn-small"
                  aria-disabled={i === 0 || move.busy ? true : undefined}
                  onClick={() => (i === 0 || move.busy ? undefined : doMove(id, -1))}
                >
                  {s.rooms.moveUp}
                  <span className="visually-hidden">: {room.name}</span>
                </button>{" "}
                <button
                  type="button"
                  id={`room-${id}-down`}
                  className="btn btn-small"
                  aria-disabled={i === ids.length - 1 || move.busy ? true : undefined}
                  onClick={() => (i === ids.length - 1 || move.busy ? undefined : doMove(id, 1))}
                >
                  {s.rooms.moveDown}
                  <span className="visually-hidden">: {room.name}</span>
                </button>
              </p>
            </li>
          );
        })}
      </ol>
      <AddRoom
        currency={rooms[0]?.currency ?? "EUR"}
        site={site}
        {...texts}
        onAdded={(id) => {
          setAnnounce(s.rooms.added);
          focusAfterRefresh(id);
        }}
      />
    </section>
  );
}
