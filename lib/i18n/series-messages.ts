// The guest's messages about a regular booking (docs/series.md, Messages): one message for every
// date of the series. The layout is lib/domain/notifications/series.ts. The shape of these texts;
// each language's are in lib/i18n/catalogs/<locale>/series-messages.ts.
import type { Msg } from "./core";

export type SeriesMessageTexts = {
  confirmedSubject: Msg<"studio" | "count">;
  confirmedIntro: Msg<"studio" | "room" | "count">;
  /** The same, for a series the guest booked online (docs/series.md, Booked online by a guest). */
  confirmedIntroByGuest: Msg<"studio" | "room" | "count">;
  cancelledSubject: Msg<"studio" | "count">;
  cancelledIntro: Msg<"studio" | "count">;
  reason: string;
  manageEach: string;
  icsNote: string;
  smsConfirmed: Msg<"studio" | "room" | "count" | "dates" | "link" | "url">;
  smsCancelled: Msg<"studio" | "count" | "dates">;
};
