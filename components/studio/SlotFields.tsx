"use client";
// The room, studio-local date and start time that every "take this time" form of the dashboard
// asks first (block, phone booking). The form adds its own span field (an end, a length) in
// the same row as `children`, and its own checks on submit.
import { useState, type ReactNode } from "react";

type SlotRoom = { id: string; name: string };

/** The slot's state: the asked room (else the first), the page's date, the asked start (else none yet). */
export function useSlot(rooms: SlotRoom[], initialDate: string, initialRoom?: string, initialStart = "") {
  const [roomId, setRoomId] = useState(initialRoom ?? rooms[0]?.id ?? "");
  const [date, setDate] = useState(initialDate);
  const [start, setStart] = useState(initialStart);
  return { roomId, setRoomId, date, setDate, start, setStart };
}

export type Slot = ReturnType<typeof useSlot>;

export function SlotFields({
  idPrefix,
  startName,
  labels,
  rooms,
  slot,
  startStep = 900,
  startDescribedBy,
  children,
}: {
  /** Prefix of the inputs' ids: `${idPrefix}-room`, `-date`, `-start`. */
  idPrefix: string;
  /** The start input's form name. */
  startName: string;
  labels: { room: string; date: string; start: string };
  rooms: SlotRoom[];
  slot: Slot;
  /** The start input's step in seconds (default a quarter of an hour). */
  startStep?: number;
  /** The id of a hint about the start (the room's free starts). */
  startDescribedBy?: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-room`}>{labels.room}</label>
        <select id={`${idPrefix}-room`} name="roomId" required value={slot.roomId} onChange={(e) => slot.setRoomId(e.target.value)}>
          {rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${idPrefix}-date`}>{labels.date}</label>
          <input
            id={`${idPrefix}-date`}
            name="date"
            type="date"
            required
            value={slot.date}
            onChange={(e) => slot.setDate(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-start`}>{labels.start}</label>
          <input
            id={`${idPrefix}-start`}
            name={startName}
            type="time"
            step={startStep}
            required
            value={slot.start}
            onChange={(e) => slot.setStart(e.target.value)}
            aria-describedby={startDescribedBy}
          />
        </div>
        {children}
      </div>
    </>
  );
}
