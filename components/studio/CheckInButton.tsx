"use client";
// "Check in" on a card of Now and next (docs/dashboard.md, Now and next): one tap, no message to the
// guest, so nothing to confirm; the outcome is announced where focus goes.
import type { Catalog } from "@/lib/i18n";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type Props = {
  bookingId: string;
  /** The rule allows it now; false once done (the announced result stays). */
  allowed: boolean;
  /** "Check in Ana Puig": the button names whose arrival it records. */
  label: string;
  /** The action's own words (lib/contract/booking-actions/check-in.ts). */
  texts: { button: string; done: string };
  t: Catalog["studio"];
  errors: Catalog["errors"];
};

export function CheckInButton({ bookingId, allowed, label, texts, t, errors }: Props) {
  const a = useStudioAction();
  return (
    <>
      {!allowed || a.done ? null : (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={a.busy}
          aria-label={label}
          data-testid="now-next-check-in"
          onClick={() => void a.run(`/bookings/${encodeURIComponent(bookingId)}/check-in`, "POST", {}, texts.done)}
        >
          {texts.button}
        </button>
      )}
      <ActionOutcome a={a} t={t} errors={errors} />
    </>
  );
}
