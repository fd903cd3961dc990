/**
 * A minimum pace for request bodies, in the manner of Apache's mod_reqtimeout (`MinRate`) and
 * nginx's `client_body_timeout`: a slow but steady upload may take as long as it needs, while a
 * trickle is cut off, whatever its total time would have been.
 *
 * The rule: once a request's headers are in, the bytes of its body are counted in consecutive
 * windows of `windowMs`. A window in which fewer than `bytesPerSecond` a second arrived (10,000
 * bytes in 20 s by default) closes the connection; the first window is judged like the others. A
 * body that completes before its window ends is never judged on that window, and while the server
 * itself has stopped reading (its buffer is full until the app takes the body in), the clock stops.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface MinimumRate {
  /** The pace a body must keep, on average over each window. */
  bytesPerSecond: number;
  /** How long a pace is judged over: pauses shorter than this are forgiven if the window catches up. */
  windowMs: number;
}

/** Apache mod_reqtimeout's default MinRate: a phone on 2G (50 kbit/s, 6,250 bytes a second) sends twelve times this. */
export const defaultMinBodyBytesPerSecond = 500;

/** Long enough for a mobile link to stall for seconds mid-upload; short enough to cut a trickle in 20 s. */
export const defaultMinBodyWindowMs = 20_000;

export const defaultMinBodyRate: MinimumRate = {
  bytesPerSecond: defaultMinBodyBytesPerSecond,
  windowMs: defaultMinBodyWindowMs,
};

/** Whether `bytes` arriving over `elapsedMs` kept the pace. */
export function keptPace(rule: MinimumRate, bytes: number, elapsedMs: number): boolean {
  return bytes * 1000 >= rule.bytesPerSecond * elapsedMs;
}

/**
 * When the rule would close a body of `length` bytes of which `arrived(ms)` had arrived `ms` after
 * its headers (never decreasing): the end of its first window short of the pace, or null if the
 * body is complete first. The server uses the same judgement; this lets the numbers be checked on
 * simulated links.
 */
export function whenCut(
  rule: MinimumRate,
  arrived: (elapsedMs: number) => number,
  length: number,
): number | null {
  assertValid(rule);
  // Each window kept brings at least one window's worth of bytes, so this ends.
  for (let end = rule.windowMs; ; end += rule.windowMs) {
    if (arrived(end) >= length) return null;
    if (!keptPace(rule, arrived(end) - arrived(end - rule.windowMs), rule.windowMs)) return end;
  }
}

export interface BodyPaceWatch {
  /** Bodies being watched now; each one's timer and listeners go once it is complete or its connection closes. */
  readonly watching: number;
}

/** Sent before closing when nothing of the answer has gone out yet, as Node did for its request timeout. */
const tooSlowAnswer = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/**
 * Watches the body of every request `server` receives, and closes the connection of one that
 * falls short of `rule`. Bytes are counted on the socket (`bytesRead`), not on the request, which
 * the app reads as a web stream and must have to itself.
 */
export function enforceMinimumBodyRate(server: Server, rule: MinimumRate): BodyPaceWatch {
  assertValid(rule);
  const watched = new Set<() => void>();

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request) || request.complete) return;
    const { socket } = request;
    let timer: NodeJS.Timeout | undefined;
    let windowStartMs = 0;
    let windowStartBytes = 0;

    const startWindow = () => {
      clearTimeout(timer);
      windowStartMs = performance.now();
      windowStartBytes = socket.bytesRead;
      timer = setTimeout(judge, rule.windowMs);
      timer.unref();
    };
    const judge = () => {
      if (request.complete) return stop();
      if (keptPace(rule, socket.bytesRead - windowStartBytes, performance.now() - windowStartMs)) {
        startWindow();
        return;
      }
      stop();
      if (!response.headersSent && socket.writable) socket.write(tooSlowAnswer);
      socket.destroy();
    };
    // A client cannot send while the server is not reading; that time is not held against it.
    const serverHeld = () => clearTimeout(timer);
    // An early answer (413, 429) may leave the rest of the body still arriving, and still watched.
    const answered = () => {
      if (request.complete) stop();
    };
    const stop = () => {
      clearTimeout(timer);
      watched.delete(stop);
      socket.off("pause", serverHeld);
      socket.off("resume", startWindow);
      socket.off("close", stop);
      request.off("end", stop);
      response.off("close", answered);
    };

    watched.add(stop);
    socket.on("pause", serverHeld);
    socket.on("resume", startWindow);
    socket.once("close", stop);
    request.once("end", stop);
    response.once("close", answered);
    if (!socket.isPaused()) startWindow();
  });

  return {
    get watching() {
      return watched.size;
    },
  };
}

function hasBody(request: IncomingMessage): boolean {
  return request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"]) > 0;
}

function assertValid({ bytesPerSecond, windowMs }: MinimumRate): void {
  if (
    !(bytesPerSecond > 0 && Number.isFinite(bytesPerSecond)) ||
    !(windowMs > 0 && Number.isFinite(windowMs))
  ) {
    throw new RangeError("A minimum body rate needs a positive pace and window");
  }
}
