// The request limits and hourly hold quotas of spec 8: enforced by lib/infra/rate-limit.ts
// (sliding-window counters) and lib/domain/holds/quota.ts (exact sliding logs), and quoted by
// the OpenAPI document.
export type Limit = { name: string; max: number; windowSeconds: number };

export const LIMITS = {
  reads: { name: "read", max: 120, windowSeconds: 60 },
  writes: { name: "write", max: 15, windowSeconds: 60 },
  holdsPerContact: { name: "hold-contact", max: 5, windowSeconds: 3600 },
  holdsPerIp: { name: "hold-ip", max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;
