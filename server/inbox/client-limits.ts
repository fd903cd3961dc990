/**
 * Per-client limits on form posts: how many may be in flight at once, and how many may arrive in a
 * window of time. In memory, and small on purpose: Hono has no rate limiter in its core, and
 * hono-rate-limiter would bring a storage layer (unstorage) that one process does not need.
 */

/** Posts one client may have in flight at once; each may hold up to a 5.5 MB body in memory. */
export const defaultMaxPostsInFlight = 4;

/** Posts one client may send per window, counting refused ones and the honeypot's. */
export const defaultPostsPerWindow = 20;
export const defaultPostWindowMs = 10 * 60_000;

/** Clients remembered at most; beyond it the oldest window is forgotten, so memory stays bounded. */
export const maxTrackedClients = 10_000;

export interface InFlightLimiter {
  /** A function that frees the slot again (calling it twice is harmless), or null when all are taken. */
  tryAcquire(client: string): (() => void) | null;
  /** Clients with a post in flight. */
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
  /** Counts one post for the client, or says how long until its window starts over. */
  take(client: string): RateDecision;
  /** Clients remembered. */
  readonly size: number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  maxClients?: number;
  now?: () => number;
}

/** A fixed window per client, which starts with the client's first post. */
export function createRateLimiter({
  limit,
  windowMs,
  maxClients = maxTrackedClients,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  // Windows sit in the map in the order they started, so the expired ones are always at the front.
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
