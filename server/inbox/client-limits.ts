/** Ours: Hono has no rate limiter in its core, and hono-rate-limiter needs a storage layer (unstorage). */

export const defaultMaxPostsInFlight = 4;

export const defaultPostsPerWindow = 20;
export const defaultPostWindowMs = 10 * 60_000;

/** Beyond it the oldest window is forgotten, so memory stays bounded. */
export const maxTrackedClients = 10_000;

export interface InFlightLimiter {
  tryAcquire(client: string): (() => void) | null;
  readonly size: number;
}

export function createInFlightLimiter(max: number): InFlightLimiter {
  const counts = new Map<string, number>();
  return {
    tryAcquire(client) {
      const count = counts.get(client) ?? 0;
      if (count >= max) return null;
      counts.set(client, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(client) ?? 1) - 1;
        if (left > 0) counts.set(client, left);
        else counts.delete(client);
      };
    },
    get size() {
      return counts.size;
    },
  };
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string): RateDecision;
  readonly size: number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  maxClients?: number;
  now?: () => number;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxClients = maxTrackedClients,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  // In the order they started, so the expired ones are always at the front.
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(client) {
      const time = now();
      for (const [key, window] of windows) {
        if (time - window.start < windowMs) break;
        windows.delete(key);
      }
      let window = windows.get(client);
      if (!window) {
        const oldest = windows.keys().next();
        if (windows.size >= maxClients && !oldest.done) windows.delete(oldest.value);
        window = { start: time, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= limit) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
        };
      }
      window.count += 1;
      return { ok: true };
    },
    get size() {
      return windows.size;
    },
  };
}
