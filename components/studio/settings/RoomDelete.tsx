"use client";
// A room's Delete with its inline confirm (docs/studio-settings.md): focus moves to "No" when
// asked and back to Delete when cancelled or refused; a room with bookings says so.
import { useState } from "react";
import { fmt } from "@/lib/i18n/core";
import { StudioError } from "../StudioError";
import type { RoomRow, Texts } from "./room-form-parts";
import { useSave } from "./useSave";
import { useFocusAfterRender } from "./useFocusAfterRender";

export function RoomDelete({ room, s, t, errors, onDeleted }: { room: RoomRow; onDeleted: () => void } & Texts) {
  const del = useSave();
  const [confirming, setConfirming] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const p = `room-${room.id}`;

  const askDelete = () => {
    del.setError(null);
    setConfirming(true);
    focusAfterRender(`${p}-delete-no`);
  };
  const cancelDelete = () => {
    setConfirming(false);
    focusAfterRender(`${p}-delete`);
  };
  const doDelete = async () => {
    const r = await del.run(`/rooms/${room.id}`, "DELETE", null, s.rooms.deleted);
    setConfirming(false);
    if (r !== null) onDeleted();
    else focusAfterRender(`${p}-delete`);
  };

  return (
    <div className="settings-room-delete">
      {del.error?.code === "INVALID_STATE" ? (
        <p className="alert" role="alert" data-testid={`room-delete-error-${room.id}`}>
          {s.rooms.hasBookings}
        </p>
      ) : del.error ? (
        <StudioError error={del.error} t={t} errors={errors} />
      ) : null}
      {confirming ? (
        <div role="group" aria-labelledby={`${p}-delete-q`}>
          <p id={`${p}-delete-q`}>{fmt(s.rooms.deleteConfirm, { name: room.name })}</p>
          <button type="button" id={`${p}-delete-yes`} className="btn btn-danger" disabled={del.busy} onClick={doDelete}>
            {s.rooms.deleteYes}
          </button>{" "}
          <button type="button" id={`${p}-delete-no`} className="btn" onClick={cancelDelete}>
            {s.rooms.deleteNo}
          </button>
        </div>
      ) : (
        <button type="button" id={`${p}-delete`} className="btn btn-small" onClick={askDelete}>
          {s.rooms.delete}
          <span className="visually-hidden">: {room.name}</span>
        </button>
      )}
    </div>
  );
}
