import { expect, it } from "vitest";
import { createInFlightLimiter, createRateLimiter } from "./client-limits";

it("gives each client its slots, frees one once however often it is released, and forgets an idle client", () => {
  const limiter = createInFlightLimiter(2);
  const first = limiter.tryAcquire("a");
  const [second, third, other] = [limiter.tryAcquire("a"), limiter.tryAcquire("a"), limiter.tryAcquire("b")];
  expect([second, third, other].map(Boolean)).toEqual([true, false, true]);
  first?.();
  first?.();
  expect([limiter.tryAcquire("a"), limiter.tryAcquire("a")].map(Boolean)).toEqual([true, false]);
  const single = createInFlightLimiter(1);
  single.tryAcquire("c")?.();
  expect(single.size).toBe(0);
});

it("allows `limit` posts a window, says when it starts over, and remembers at most maxClients", () => {
  let time = 1_000_000;
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, maxClients: 3, now: () => time });
  expect(limiter.take("a")).toEqual({ ok: true });
  time += 10_000;
  expect(limiter.take("a")).toEqual({ ok: true });
  expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 50 });
  for (const client of ["b", "c", "d"]) limiter.take(client);
  expect(limiter.size).toBe(3);
  expect(limiter.take("a")).toEqual({ ok: true });
  time += 60_000;
  limiter.take("e");
  expect(limiter.size).toBe(1);
});
