import React from "react";
import { writeFileSync, readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { CalendarGrid, CalendarLegend } from "../components/studio/CalendarGrid";
import { StudioError } from "../components/studio/StudioError";
import { getDict } from "../lib/i18n";
import { viewDays } from "../components/studio/calendar-math";

const dict = getDict("en");
const rooms = [{ id: "r1", name: "Sala A" }, { id: "r2", name: "Estudi B" }, { id: "r3", name: "Sala C" }];
const mk = (kind: any, id: string, roomId: string, s: string, e: string, label: string, status?: string, reference?: string) => ({ kind, id, roomId, startsAt: s, endsAt: e, label, status, reference });
const items = [
  mk("booking", "b1", "r1", "2030-03-06T10:00:00+01:00", "2030-03-06T12:00:00+01:00", "Marta Puig", "confirmed", "SG-4KX2"),
  mk("booking", "b2", "r2", "2030-03-06T11:00:00+01:00", "2030-03-06T13:00:00+01:00", "Carla Card", "pending_payment", "SG-7QW1"),
  mk("booking", "b3", "r3", "2030-03-06T09:00:00+01:00", "2030-03-06T10:00:00+01:00", "Pau", "completed", "SG-1AA1"),
  mk("booking", "b4", "r3", "2030-03-06T16:00:00+01:00", "2030-03-06T17:30:00+01:00", "Nobody", "no_show", "SG-2BB2"),
  mk("hold", "h1", "r1", "2030-03-06T14:00:00+01:00", "2030-03-06T15:00:00+01:00", "Hold"),
  mk("feed_block", "f1", "r1", "2030-03-06T11:00:00+01:00", "2030-03-06T13:00:00+01:00", "calendar.google.com"),
  mk("manual_block", "m1", "r2", "2030-03-06T18:00:00+01:00", "2030-03-06T20:00:00+01:00", "Maintenance"),
  mk("booking", "b5", "r2", "2030-03-08T10:00:00+01:00", "2030-03-08T11:00:00+01:00", "Friday guest", "confirmed", "SG-3CC3"),
];
const css = readFileSync("/work/main/app/globals.css", "utf8") + readFileSync("/work/main/app/(platform)/studio/studio.css", "utf8");
for (const mode of ["day", "week"] as const) {
  const days = viewDays(mode, "2030-03-06");
  const html = renderToStaticMarkup(
    <div className="studio" lang="en-GB">
      <main id="main" className="studio-main">
        <h1>Calendar</h1>
        <CalendarLegend t={dict.studio} />
        <CalendarGrid items={items as any} rooms={rooms} days={days} hours={{ open: "09:00", close: "21:00" }} locale="en" t={dict.studio} label="Calendar" bookingHref={(id) => `/studio/en/bookings/${id}`} />
        <StudioError error={{ code: "SLOT_TAKEN", message: "Booking SG-4KX2 is in the way", status: 409 }} t={dict.studio} errors={dict.errors} />
      </main>
    </div>,
  );
  writeFileSync(`/tmp/helperD/${mode}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body>${html}</body></html>`);
}
console.log("ok");
