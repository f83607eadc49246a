"use client";
// Time left on a hold, mm:ss, ticking each second. Screen readers get the value on focus and
// a polite announcement once a minute (not every second).
import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * Whole seconds left, rounded down: the skew comes from the Date header, which is truncated to the
 * second, so rounding would show a fresh 12-minute hold as 12:01 (more time than there is).
 */
export const secondsLeft = (expiresAt: string, skewMs: number, now = Date.now()) =>
  Math.max(0, Math.floor((Date.parse(expiresAt) - (now + skewMs)) / 1000));

export function Countdown({
  expiresAt,
  skewMs,
  label,
  onExpire,
}: {
  expiresAt: string;
  skewMs: number;
  label: string;
  onExpire: () => void;
}) {
  const [secs, setSecs] = useState(() => secondsLeft(expiresAt, skewMs));
  const fired = useRef(false);
  // The latest onExpire without restarting the clock: it restarts only for a new deadline.
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const s = secondsLeft(expiresAt, skewMs);
      setSecs(s);
      if (s <= 0 && !fired.current) {
        fired.current = true;
        expire();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [expiresAt, skewMs]);
  const mm = String(Math.floor(secs / 60)).padStart(2, "0");
  const ss = String(secs % 60).padStart(2, "0");
  return (
    <p className="countdown">
      <span>{label}</span>
      <b role="timer" aria-live="off" data-testid="hold-countdown">
        {mm}:{ss}
      </b>
      <span className="visually-hidden" aria-live="polite">
        {secs % 60 === 0 || secs <= 0 ? `${mm}:${ss}` : ""}
      </span>
    </p>
  );
}
