"use client";
// The booking behind a manage link (getBooking): as the server rendered it (the page reads it, so it
// shows before and without JavaScript: docs/sites.md, Without JavaScript), else read once on mount
// (an answer that lands after the page moved on is dropped); re-read while pending_payment, and on
// demand after a failed cancel.
import { useCallback, useEffect, useState } from "react";
import type { Booking } from "@/lib/contract/schemas";
import { callApi, type ApiFailure, type ApiResult } from "@/components/booking/api";

const POLL_MS = 5000;

/** What the server read: the booking, "not_found" for a token that opens none, null when it could not read. */
export type ServerBooking = Booking | "not_found" | null;

const NOT_FOUND: ApiFailure = { code: "RESOURCE_NOT_FOUND", message: "Booking not found", status: 404 };

export function useManagedBooking(path: string, initial: ServerBooking = null) {
  const [booking, setBooking] = useState<Booking | null>(initial === "not_found" ? null : initial);
  const [loadError, setLoadError] = useState<ApiFailure | null>(initial === "not_found" ? NOT_FOUND : null);

  const apply = useCallback((r: ApiResult<Booking>) => {
    if (r.ok) {
      setBooking(r.data);
      setLoadError(null);
    } else setLoadError(r.error);
  }, []);

  const load = useCallback(async () => {
    const r = await callApi<Booking>(path);
    apply(r);
    return r.ok ? r.data : null;
  }, [path, apply]);

  // The first read, when the server had no answer: it lands after the effect, and not at all once the page has moved on.
  useEffect(() => {
    if (initial !== null) return;
    let current = true;
    void callApi<Booking>(path).then((r) => {
      if (current) apply(r);
    });
    return () => {
      current = false;
    };
  }, [path, apply, initial]);

  useEffect(() => {
    if (booking?.status !== "pending_payment") return;
    const id = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(id);
  }, [booking?.status, load]);

  return { booking, setBooking, loadError, load };
}
