"use client";
// The figures page's charts (docs/dashboard.md, Figures), drawn by recharts: occupancy per room, money
// booked, collected and refunded, and bookings, no-shows and cancellations, per week or month. Only
// this component imports the library, and only the figures page imports it, so no other page's
// JavaScript carries it. The charts are pictures of the table below them on the page, which has the
// same numbers for screen readers and keyboards: they are hidden from assistive technology and take
// no focus (recharts' keyboard layer off).
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Locale } from "@/lib/contract/locales";
import { BCP47 } from "@/lib/contract/locales";
import { money } from "@/lib/i18n/core";
import { numberFormat } from "@/lib/i18n/intl";

type Period = {
  label: string;
  occupancy: (number | null)[];
  booked: number;
  collected: number;
  refunded: number;
  bookings: number;
  noShows: number;
  cancellations: number;
};
type Texts = Record<
  "occupancyChart" | "moneyChart" | "countsChart" | "booked" | "collected" | "refunded" | "bookings" | "noShows" | "cancellations",
  string
>;

// Distinct in hue and lightness, each at least 3:1 against the white chart background.
const ROOM_COLOURS = ["#1f5f8b", "#b0413e", "#2e7d32", "#6a4c93", "#8a5a00", "#00707a"];
const MONEY_COLOURS = { booked: "#1f5f8b", collected: "#2e7d32", refunded: "#b0413e" };
const COUNT_COLOURS = { bookings: "#1f5f8b", noShows: "#8a5a00", cancellations: "#b0413e" };
const HEIGHT = 260;

function Chart({ title, testId, children }: { title: string; testId: string; children: React.ReactElement }) {
  return (
    <figure className="figures-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function FiguresCharts({
  locale,
  currency,
  rooms,
  periods,
  t,
}: {
  locale: Locale;
  currency: string;
  rooms: { id: string; name: string }[];
  periods: Period[];
  t: Texts;
}) {
  const occupancy = periods.map((p) => ({
    label: p.label,
    ...Object.fromEntries(rooms.map((r, i) => [r.id, p.occupancy[i] === null ? null : Math.round((p.occupancy[i] ?? 0) * 1000) / 10])),
  }));
  const amounts = periods.map((p) => ({
    label: p.label,
    booked: p.booked / 100,
    collected: p.collected / 100,
    refunded: p.refunded / 100,
  }));
  const amount = (v: unknown) => money(Math.round(Number(v) * 100), currency, locale);
  // In the page's language: "12,5 %" on es and ca pages, not the library's "12.5".
  const percent = (v: unknown) => `${numberFormat(BCP47[locale], { maximumFractionDigits: 1 }).format(Number(v))} %`;
  return (
    <div className="figures-charts">
      <Chart title={t.occupancyChart} testId="chart-occupancy">
        <LineChart data={occupancy} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis width={56} tickFormatter={percent} />
          <Tooltip formatter={percent} />
          <Legend />
          {rooms.map((r, i) => (
            <Line
              key={r.id}
              dataKey={r.id}
              name={r.name}
              stroke={ROOM_COLOURS[i % ROOM_COLOURS.length]}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </Chart>
      <Chart title={t.moneyChart} testId="chart-money">
        <BarChart data={amounts} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis width={72} tickFormatter={amount} />
          <Tooltip formatter={amount} />
          <Legend />
          {(["booked", "collected", "refunded"] as const).map((k) => (
            <Bar key={k} dataKey={k} name={t[k]} fill={MONEY_COLOURS[k]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Chart>
      <Chart title={t.countsChart} testId="chart-counts">
        <BarChart data={periods} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          {(["bookings", "noShows", "cancellations"] as const).map((k) => (
            <Bar key={k} dataKey={k} name={t[k]} fill={COUNT_COLOURS[k]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Chart>
    </div>
  );
}
