"use client";
// "Book again" on the manage page (docs/booking-flow.md, Book again): the booking's room page with the same length
// chosen (`?minutes=…#book`: the flow opens at its first step with that length), or the site's home when the room is
// gone; and, when this device remembers the guest's details (components/booking/guest-memory.ts), that it does, with
// the way to forget them.
import { useState, useSyncExternalStore } from "react";
import type { Booking } from "@/lib/contract/schemas";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import { durationLabel } from "@/lib/site/client/format";
import { forgetGuest, recallGuest } from "@/components/booking/guest-memory";
import type { StudioInfo } from "./studio-info";

type Props = { booking: Booking; studio: StudioInfo; t: Catalog["manage"]; b: Catalog["booking"] };

/** The room page of the booking's room with its length, or the home page when the site no longer lists the room. */
function bookAgainHref(booking: Pick<Booking, "roomName" | "minutes">, studio: Pick<StudioInfo, "roomPaths" | "homePath">) {
  const room = studio.roomPaths[booking.roomName];
  return room ? `${room}?minutes=${booking.minutes}#book` : studio.homePath;
}

/** Another tab remembering or forgetting the details (the storage event). */
const onStorage = (change: () => void) => {
  addEventListener("storage", change);
  return () => removeEventListener("storage", change);
};
const rememberedNow = () => recallGuest() !== null;

export function BookAgain({ booking, studio, t, b }: Props) {
  // The server has no storage: nothing remembered in its render, the note appears once the browser knows.
  const stored = useSyncExternalStore(onStorage, rememberedNow, () => false);
  const [forgotten, setForgotten] = useState(false);
  const active = booking.status === "confirmed" || booking.status === "pending_payment";
  const duration = durationLabel(booking.minutes, { minutes: b.minutes, hours: b.hours, hoursMinutes: b.hoursMinutes });
  return (
    <section className="panel" aria-label={t.bookAgain} data-testid="book-again-panel">
      <p className="hint owner-text" dir="auto">
        {fmt(t.bookAgainHint, { room: booking.roomName, duration })}
      </p>
      <p className="actions">
        <a className={active ? "btn btn-secondary" : "btn"} href={bookAgainHref(booking, studio)} data-testid="book-again">
          {/* A standing booking: another session; one that is over or cancelled: again. */}
          {active ? b.bookAnother : t.bookAgain}
        </a>
      </p>
      {stored && !forgotten ? (
        <p className="hint" data-testid="remembered-device">
          {t.rememberedHere}{" "}
          <button
            type="button"
            className="btn-link"
            onClick={() => {
              forgetGuest();
              setForgotten(true);
            }}
          >
            {t.forgetDetails}
          </button>
        </p>
      ) : null}
      {forgotten ? (
        <p className="hint" role="status" data-testid="details-forgotten">
          {t.detailsForgotten}
        </p>
      ) : null}
    </section>
  );
}
