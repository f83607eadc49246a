// A studio's date exception to its weekly hours (docs/studio-settings.md, Date exceptions): the
// whole studio-local date closed, or open only from `open` to `close`. Shared by the site record
// and the slot rule, so neither imports the other.
export type HourException = { date: string; closed: true } | { date: string; open: string; close: string };
