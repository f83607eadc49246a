"use client";
// The guest of a booking made by staff (phone booking, regular booking; docs/dashboard.md): name,
// email and/or phone (one of them is needed), notes and the language of the guest's messages.
import { useState } from "react";
import { LOCALES, type Locale } from "@/lib/contract/locales";
import type { Catalog } from "@/lib/i18n";

/** The guest's fields as state, with the contact check, the request's part and a reset after a booking. */
export function useGuest(locale: Locale) {
  const [guestName, setGuestName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [notes, setNotes] = useState("");
  const [guestLocale, setGuestLocale] = useState<Locale>(locale);
  const [contactMissing, setContactMissing] = useState(false);
  /** False (and says so under the fields) when neither an email nor a phone was given. */
  const checkContact = () => {
    const ok = Boolean(email.trim() || phone.trim());
    setContactMissing(!ok);
    return ok;
  };
  const body = () => ({
    guestName: guestName.trim(),
    ...(email.trim() ? { email: email.trim() } : {}),
    ...(phone.trim() ? { phone: phone.trim() } : {}),
    ...(notes.trim() ? { notes: notes.trim() } : {}),
    locale: guestLocale,
  });
  const clear = () => {
    setGuestName("");
    setEmail("");
    setPhone("");
    setNotes("");
  };
  const values = { guestName, email, phone, notes, guestLocale, contactMissing };
  const setters = { setGuestName, setEmail, setPhone, setNotes, setGuestLocale };
  return { values, setters, checkContact, body, clear };
}

type Props = { idPrefix: string; guest: ReturnType<typeof useGuest>; tp: Catalog["studio"]["phone"]; localeNames: Record<Locale, string> };

export function GuestFields({ idPrefix: p, guest, tp, localeNames }: Props) {
  const { guestName, email, phone, notes, guestLocale, contactMissing } = guest.values;
  const { setGuestName, setEmail, setPhone, setNotes, setGuestLocale } = guest.setters;
  return (
    <>
      <div className="field">
        <label htmlFor={`${p}-name`}>{tp.guestName}</label>
        <input
          id={`${p}-name`}
          name="guestName"
          type="text"
          required
          minLength={2}
          maxLength={120}
          autoComplete="off"
          value={guestName}
          onChange={(e) => setGuestName(e.target.value)}
        />
      </div>
      <fieldset aria-describedby={`${p}-contact-hint`}>
        <legend className="visually-hidden">{tp.contactHint}</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${p}-email`}>{tp.email}</label>
            <input
              id={`${p}-email`}
              name="email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${p}-phone`}>{tp.phone}</label>
            <input id={`${p}-phone`} name="phone" type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </div>
        </div>
        <p className="hint" id={`${p}-contact-hint`}>
          {tp.contactHint}
        </p>
        {contactMissing ? (
          <p className="field-error" role="alert">
            {tp.contactMissing}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${p}-notes`}>{tp.notes}</label>
        <textarea id={`${p}-notes`} name="notes" maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${p}-locale`}>{tp.language}</label>
        <select id={`${p}-locale`} name="locale" value={guestLocale} onChange={(e) => setGuestLocale(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {localeNames[l]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
