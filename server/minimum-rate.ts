/**
 * A minimum pace for request bodies, as Apache's mod_reqtimeout `MinRate`: a slow but steady upload
 * may take as long as it needs; a window of `windowMs` short of the pace closes the connection. A
 * body complete within its window is not judged on it, and while the server is not reading, the
 * clock stops.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface MinimumRate {
  bytesPerSecond: number;
  windowMs: number;
}

/** Apache's default: a phone on 2G (6,250 bytes a second) sends twelve times this. */
export const defaultMinBodyBytesPerSecond = 500;

/** Long enough for a mobile link to stall for seconds mid-upload. */
export const defaultMinBodyWindowMs = 20_000;

export const defaultMinBodyRate: MinimumRate = {
  bytesPerSecond: defaultMinBodyBytesPerSecond,
  windowMs: defaultMinBodyWindowMs,
};

export function keptPace(rule: MinimumRate, bytes: number, elapsedMs: number): boolean {
  return bytes * 1000 >= rule.bytesPerSecond * elapsedMs;
}

export interface BodyPaceWatch {
  readonly watching: number;
}

/** As Node sends for its own request timeout. */
const tooSlowAnswer = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/** Counts the socket's bytes, not the request's, which the app reads as a web stream of its own. */
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
    // A client cannot send while the server is not reading: that time is not held against it.
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
