"use client";
// Time left on a hold, mm:ss, ticking each second. Screen readers get the value on focus and
// a polite announcement once a minute (not every second).
import { useEffect, useRef, useState } from "react";

export function Countdown({ expiresAt, skewMs, label, onExpire }: { expiresAt: string; skewMs: number; label: string; onExpire: () => void }) {
  const end = Date.parse(expiresAt);
  const left = () => Math.max(0, Math.round((end - (Date.now() + skewMs)) / 1000));
  const [secs, setSecs] = useState(left);
  const fired = useRef(false);
  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const s = left();
      setSecs(s);
      if (s <= 0 && !fired.current) {
        fired.current = true;
        onExpire();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only for a new deadline
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
