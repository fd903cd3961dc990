import { describe, expect, it } from "vitest";
import { createInFlightLimiter, createRateLimiter } from "./client-limits";

describe("createInFlightLimiter", () => {
  it("gives each client its own slots and frees them once, however often release is called", () => {
    const limiter = createInFlightLimiter(2);
    const first = limiter.tryAcquire("a");
    const second = limiter.tryAcquire("a");
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limiter.tryAcquire("a")).toBeNull();
    expect(limiter.tryAcquire("b")).not.toBeNull();

    first?.();
    first?.();
    expect(limiter.tryAcquire("a")).not.toBeNull();
    expect(limiter.tryAcquire("a")).toBeNull();
  });

  it("forgets a client with nothing in flight", () => {
    const limiter = createInFlightLimiter(1);
    limiter.tryAcquire("a")?.();
    expect(limiter.size).toBe(0);
  });
});

describe("createRateLimiter", () => {
  it("allows `limit` posts per window, then says when the window starts over", () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect(limiter.take("a")).toEqual({ ok: true });
    time += 10_000;
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 50 });
    expect(limiter.take("b")).toEqual({ ok: true });
    time += 50_000;
    expect(limiter.take("a")).toEqual({ ok: true });
  });

  it("forgets expired windows and never remembers more than maxClients", () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxClients: 3, now: () => time });
    for (const client of ["a", "b", "c", "d", "e"]) limiter.take(client);
    expect(limiter.size).toBe(3);
    // The oldest were forgotten, the newest are still counted.
    expect(limiter.take("e").ok).toBe(false);
    time += 1_000;
    limiter.take("f");
    expect(limiter.size).toBe(1);
  });
});
