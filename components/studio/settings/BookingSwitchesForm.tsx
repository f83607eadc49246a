"use client";
// The studio's booking switches (PATCH booking; docs/studio-settings.md, Dashboard pages): online
// booking, card payments, captcha, guest reschedule, the countries SMS codes go to, and the text
// reminder's hours (docs/studio-settings.md, SMS reminder), the daily digest (docs/studio-settings.md, Daily digest),
// the no-show policy (docs/guests.md, No-show policy), and the weekly series guests may book online
// (docs/series.md, Booked online by a guest).
import { useState, type FormEvent } from "react";
import { NO_SHOW_POLICIES, noShowPolicyOf } from "@/lib/contract/guests";
import type { Catalog } from "@/lib/i18n";
import type { SettingsTexts } from "@/lib/i18n/studio-settings";
import { StudioError } from "../StudioError";
import type { BookingSwitches } from "./basics-types";
import { Done, Field } from "./Fields";
import { codesFromInput, errorAt } from "./form-math";
import { Submit } from "./Submit";
import { useSave, type SettingsVersions } from "./useSave";

const bookingVersion = (v: SettingsVersions) => v.booking;

type Props = { booking: BookingSwitches; version: string | undefined; s: SettingsTexts; t: Catalog["studio"]; errors: Catalog["errors"] };

/** A number field's value: a number, or as typed when it is not one, so the API's range check names it. */
const numberOr = (typed: string) => (Number.isFinite(Number(typed)) && typed.trim() !== "" ? Number(typed) : typed);

export function BookingSwitchesForm({ booking, version, s, t, errors }: Props) {
  const b = s.basics;
  const bookingSave = useSave({ read: version, of: bookingVersion, lang: t.errors.lang });
  const [bk, setBk] = useState({
    ...booking,
    sms: booking.smsCountryCodes.join(", "),
    reminder: booking.smsReminderHours === null ? "" : String(booking.smsReminderHours),
    threshold: String(booking.noShowThreshold),
    seriesWeeks: String(booking.onlineSeriesMaxWeeks),
  });

  const saveBooking = async (e: FormEvent) => {
    e.preventDefault();
    const { bookingOnline, cardPayments, captcha, guestReschedule, dailyDigest } = bk;
    // Blank is off; anything else goes as typed, so the API's range check names it.
    const typed = bk.reminder.trim();
    const smsReminderHours = typed === "" ? null : Number.isFinite(Number(typed)) ? Number(typed) : typed;
    const body = {
      bookingOnline,
      cardPayments,
      captcha,
      guestReschedule,
      smsCountryCodes: codesFromInput(bk.sms),
      smsReminderHours,
      dailyDigest,
      noShowPolicy: bk.noShowPolicy,
      // As typed when not a number, so the API's range check names it.
      noShowThreshold: numberOr(bk.threshold),
      onlineSeriesMaxWeeks: numberOr(bk.seriesWeeks),
    };
    await bookingSave.run("/booking", "PATCH", body, s.saved);
  };
  const check = (key: "bookingOnline" | "cardPayments" | "captcha" | "guestReschedule" | "dailyDigest", label: string, hint: string) => (
    <div className="field">
      <div className="field-check">
        <input
          id={`booking-${key}`}
          type="checkbox"
          checked={bk[key]}
          aria-describedby={`booking-${key}-hint`}
          onChange={(e) => setBk((x) => ({ ...x, [key]: e.target.checked }))}
        />
        <label htmlFor={`booking-${key}`}>{label}</label>
      </div>
      <p className="hint" id={`booking-${key}-hint`}>
        {hint}
      </p>
    </div>
  );

  return (
    <form className="studio-form" onSubmit={saveBooking} aria-labelledby="settings-booking" data-testid="booking-form">
      {bookingSave.error ? <StudioError error={bookingSave.error} t={t} errors={errors} /> : null}
      {check("bookingOnline", b.bookingOnline, b.bookingOnlineHint)}
      {check("cardPayments", b.cardPayments, b.cardPaymentsHint)}
      {check("captcha", b.captcha, b.captchaHint)}
      {check("guestReschedule", b.guestReschedule, b.guestRescheduleHint)}
      <Field
        id="booking-sms"
        name="smsCountryCodes"
        label={b.smsCountries}
        hint={b.smsCountriesHint}
        inputMode="numeric"
        value={bk.sms}
        error={errorAt(bookingSave.fields, "booking.smsCountryCodes")}
        onChange={(e) => setBk((x) => ({ ...x, sms: e.target.value }))}
      />
      <Field
        id="booking-sms-reminder"
        name="smsReminderHours"
        label={b.smsReminderHours}
        hint={b.smsReminderHint}
        inputMode="numeric"
        value={bk.reminder}
        error={errorAt(bookingSave.fields, "booking.smsReminderHours")}
        onChange={(e) => setBk((x) => ({ ...x, reminder: e.target.value }))}
      />
      {check("dailyDigest", b.dailyDigest, b.dailyDigestHint)}
      <div className="field">
        <label htmlFor="booking-no-show-policy">{b.noShowPolicy}</label>
        <select
          id="booking-no-show-policy"
          value={bk.noShowPolicy}
          aria-describedby="booking-no-show-policy-hint"
          onChange={(e) => setBk((x) => ({ ...x, noShowPolicy: noShowPolicyOf(e.target.value) }))}
        >
          {NO_SHOW_POLICIES.map((p) => (
            <option key={p} value={p}>
              {b.noShowPolicies[p]}
            </option>
          ))}
        </select>
        <p className="hint" id="booking-no-show-policy-hint">
          {b.noShowPolicyHint}
        </p>
      </div>
      <Field
        id="booking-no-show-threshold"
        name="noShowThreshold"
        label={b.noShowThreshold}
        inputMode="numeric"
        value={bk.threshold}
        error={errorAt(bookingSave.fields, "booking.noShowThreshold")}
        onChange={(e) => setBk((x) => ({ ...x, threshold: e.target.value }))}
      />
      <Field
        id="booking-online-series"
        name="onlineSeriesMaxWeeks"
        label={b.onlineSeriesMaxWeeks}
        hint={b.onlineSeriesMaxWeeksHint}
        inputMode="numeric"
        value={bk.seriesWeeks}
        error={errorAt(bookingSave.fields, "booking.onlineSeriesMaxWeeks")}
        onChange={(e) => setBk((x) => ({ ...x, seriesWeeks: e.target.value }))}
      />
      <Submit busy={bookingSave.busy} s={s} />
      <Done text={bookingSave.done} />
    </form>
  );
}
