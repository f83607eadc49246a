"use client";
// A day's start times as radio chips under a legend (the booking flow's step 1, and the guest's
// "Change the time" on the manage page): arrow keys walk them, one is chosen. One start may be
// marked (the guest's own hold, or the booking's current time), said to screen readers in words.
import type { ReactNode } from "react";

type Props = {
  legend: ReactNode;
  /** The radio group's name: one group per form. */
  name: string;
  starts: string[];
  value: string | null;
  onPick: (start: string) => void;
  /** A start to mark, with the words a screen reader says for the mark (and the legend below the chips). */
  marked?: { start: string; label: string } | null;
  /** Said after the chips (a hint, a legend of the mark). */
  children?: ReactNode;
};

export function StartChips({ legend, name, starts, value, onPick, marked = null, children }: Props) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="chips" data-testid="start-times">
        {starts.map((st) => {
          const mine = marked?.start === st;
          return (
            <label key={st} className="chip" data-own-hold={mine || undefined}>
              <input type="radio" name={name} value={st} checked={value === st} onChange={() => onPick(st)} />
              <span>
                {st}
                {mine ? (
                  <>
                    {/* Not spans: `.chip span` styles the chip box itself. */}
                    <small className="own-hold-tag" aria-hidden="true">
                      ●
                    </small>
                    <small className="visually-hidden"> · {marked.label}</small>
                  </>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {marked && starts.includes(marked.start) ? (
        <p className="hint" aria-hidden="true" data-testid="own-hold-legend">
          ● {marked.label}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
