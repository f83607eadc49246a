// A card of Now and next (docs/dashboard.md, Now and next): what lib/domain/dashboard/now-next.ts
// answers and components/studio/NowAndNext.tsx draws, declared once here (components read no domain code).

export type NowNextItem = {
  id: string;
  reference: string;
  roomName: string;
  startTime: string;
  endTime: string;
  guestName: string;
  phone: string | null;
  /** Under way now (started, not ended); the others are next. */
  running: boolean;
  checkedIn: boolean;
  mayCheckIn: boolean;
  mayMarkPaid: boolean;
  paymentStatus: string;
  dueCents: number;
  currency: string;
  /** The "payment received" message as the guest would get it (Mark paid's confirmation). */
  paidPreview: { text: string; channel: string; language: string };
};
