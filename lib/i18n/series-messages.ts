// The guest's messages about a regular booking (docs/series.md, Messages): one message for every
// date of the series. The layout is lib/domain/notifications/series.ts. The shape of these texts;
// each language's are in lib/i18n/catalogs/<locale>/series-messages.ts.

export type SeriesMessageTexts = {
  confirmedSubject: (studio: string, n: number) => string;
  confirmedIntro: (studio: string, room: string, n: number) => string;
  cancelledSubject: (studio: string, n: number) => string;
  cancelledIntro: (studio: string, n: number) => string;
  reason: string;
  manageEach: string;
  icsNote: string;
  smsConfirmed: (studio: string, room: string, n: number, dates: string) => string;
  smsCancelled: (studio: string, n: number, dates: string) => string;
};
