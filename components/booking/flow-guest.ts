"use client";
// The booking flow's side of the remembered details (docs/booking-flow.md, Remembered details): what a booking made,
// the box and "Forget them" do to the device's memory (guest-memory.ts) and to the form.
import type { Dispatch } from "react";
import { normalizePhone } from "@/lib/contract/guest-rules";
import { forgetGuest, rememberGuest } from "./guest-memory";
import type { Action, FlowState } from "./flow-state";

type GuestCore = {
  s: FlowState;
  set: (patch: Partial<FlowState>) => void;
  dispatch: Dispatch<Action>;
  /** The studio's country: a national phone number is kept in its international form. */
  country: string;
  /** Said (shown and announced) once the details are forgotten. */
  forgotten: string;
  announce: (text: string) => void;
};

export function useGuestActions({ s, set, dispatch, country, forgotten, announce }: GuestCore) {
  /**
   * A booking was made: with the box ticked, the name and contact it was made with are remembered on this device
   * (the phone in its international form); unticked, whatever was remembered goes.
   */
  const keepGuest = () => {
    const e = s.entries;
    const c = e.channel === "phone" ? normalizePhone(e.contact, country) : { ok: true as const, value: e.contact.trim() };
    if (e.remember && c.ok) rememberGuest({ name: e.name, channel: e.channel, contact: c.value });
    else forgetGuest();
  };

  /** The box ticked or unticked: unticking forgets at once what this device remembered (consent withdrawn). */
  const setRemember = (remember: boolean) => {
    dispatch({ type: "entries", patch: { remember } });
    if (!remember && s.remembered) {
      forgetGuest();
      set({ remembered: null });
    }
  };

  /** "Forget them": the remembered details leave this device and the form, which starts empty. */
  const forgetDetails = () => {
    forgetGuest();
    dispatch({ type: "entries", patch: { name: "", contact: "", remember: false } });
    set({ remembered: null, touched: {}, info: forgotten });
    announce(forgotten);
    setTimeout(() => document.getElementById("bf-name")?.focus(), 0);
  };

  return { keepGuest, setRemember, forgetDetails };
}
