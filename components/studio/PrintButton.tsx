"use client";
// The day sheet's print button (docs/dashboard.md, Agenda and day sheet): the browser's own print
// dialog; the sheet's print stylesheet leaves the dashboard's frame off the paper.
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn" onClick={() => window.print()}>
      {label}
    </button>
  );
}
