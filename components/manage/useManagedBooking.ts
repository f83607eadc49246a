"use client";
// The booking behind a manage link (getBooking): read
// once on mount (an answer that lands after the page moved on is dropped), re-read while
// pending_payment, and on demand after a failed cancel.
import { useCallback, useEffect, useState } from "react";
import type { Booking } from "@/lib/contract/schemas";
import { callApi, type ApiFailure, type ApiResult } from "@/components/booking/api";

const POLL_MS = 5000;

export function useManagedBooking(path: string) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [loadError, setLoadError] = useState<ApiFailure | null>(null);

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

  // The first read: its answer lands after the effect, and not at all once the page has moved on.
  useEffect(() => {
    let current = true;
    void callApi<Booking>(path).then((r) => {
      if (current) apply(r);
    });
    return () => {
      current = false;
    };
  }, [path, apply]);

  useEffect(() => {
    if (booking?.status !== "pending_payment") return;
    const id = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(id);
  }, [booking?.status, load]);

  return { booking, setBooking, loadError, load };
}
