"use client";
// A message to the guest from the booking (docs/guests.md, A message to the guest): the booking
// action POST /v1/studio/bookings/{id}/message, over the booking's own channel. The hint says where
// it goes and that it is logged; one idempotency key per text typed, so a double submit sends once.
import { useState, type FormEvent } from "react";
import type { Catalog } from "@/lib/i18n";
import { fmt } from "@/lib/i18n/core";
import type { Locale } from "@/lib/contract/locales";
import { GUEST_MESSAGE_MAX } from "@/lib/contract/guests";
import { ActionOutcome } from "./ActionFeedback";
import { useStudioAction } from "./useStudioAction";

type Props = {
  bookingId: string;
  channel: "email" | "phone";
  contact: string;
  locale: Locale;
  t: Catalog["studio"];
  tg: Catalog["guests"];
  errors: Catalog["errors"];
};

const newKey = () => `msg-${crypto.randomUUID()}`;

export function GuestMessageForm({ bookingId, channel, contact, locale, t, tg, errors }: Props) {
  const send = useStudioAction();
  const [text, setText] = useState("");
  const [key, setKey] = useState(newKey);
  const max = GUEST_MESSAGE_MAX[channel];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sent = await send.run(
      `/bookings/${encodeURIComponent(bookingId)}/message`,
      "POST",
      { text, idempotencyKey: key },
      tg.messageDone,
    );
    if (sent !== null) {
      setText("");
      setKey(newKey());
    }
  };
  const hint = channel === "phone" ? fmt(tg.messageHintSms, { contact, max }, locale) : fmt(tg.messageHintEmail, { contact }, locale);
  return (
    <section aria-labelledby="d-message" className="studio-section">
      <h2 id="d-message">{tg.messageTitle}</h2>
      <form className="studio-form" onSubmit={submit} data-testid="guest-message-form">
        <ActionOutcome a={send} t={t} errors={errors} testId="guest-message-outcome" />
        <div className="field">
          <label htmlFor="guest-message">{tg.messageLabel}</label>
          <textarea
            id="guest-message"
            name="text"
            required
            maxLength={max}
            aria-describedby="guest-message-hint"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setKey(newKey());
            }}
          />
          <p className="hint" id="guest-message-hint">
            {hint}
          </p>
        </div>
        <button type="submit" disabled={send.busy}>
          {tg.messageSubmit}
        </button>
      </form>
    </section>
  );
}
