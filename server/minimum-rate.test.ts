import { type Server, createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type BodyPaceWatch,
  type MinimumRate,
  defaultMinBodyRate,
  enforceMinimumBodyRate,
  keptPace,
} from "./minimum-rate";
import { ending, openSocket } from "./testing/test-server";

it("keeps to 500 bytes a second over 20 s windows: 2G at a tenth of its speed passes, a trickle does not", () => {
  // Bytes arriving in one window: 2G (6,250 a second) steady, dead for 8 s, at a tenth; then trickles.
  const windows = [125_000, 75_000, 12_500, 10_000, 9_999, 2_000, 0];
  const kept = windows.filter((bytes) => keptPace(defaultMinBodyRate, bytes, 20_000));
  expect(kept).toEqual([125_000, 75_000, 12_500, 10_000]);
  const enforce = (rule: MinimumRate) => () => enforceMinimumBodyRate(createServer(), rule);
  expect(enforce({ bytesPerSecond: 0, windowMs: 1 })).toThrow(RangeError);
  expect(enforce({ bytesPerSecond: 500, windowMs: Number.NaN })).toThrow(RangeError);
});

describe("the watch, on a bare server that reads each body and then answers", () => {
  const rule: MinimumRate = { bytesPerSecond: 500, windowMs: 300 };
  let server: Server;
  let watch: BodyPaceWatch;
  let port: number;
  let [readAfterMs, answerAfterMs, serverSockets] = [0, 0, [] as Socket[]];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits up to 5 s for `done`, and fails if it never comes. */
  const until = async (done: () => boolean) => {
    for (let tries = 0; tries < 500 && !done(); tries += 1) await pause(10);
    expect(done()).toBe(true);
  };

  beforeEach(async () => {
    [readAfterMs, answerAfterMs, serverSockets] = [0, 0, []];
    server = createServer((request, response) => {
      void (async () => {
        await pause(readAfterMs);
        let length = 0;
        for await (const chunk of request) length += (chunk as Buffer).length;
        await pause(answerAfterMs);
        response.end(`read ${length}`);
      })().catch(() => response.destroy());
    });
    watch = enforceMinimumBodyRate(server, rule);
    server.on("connection", (socket: Socket) => serverSockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const head = (length: number, connection = "close") =>
    `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: ${connection}\r\nContent-Length: ${length}\r\n\r\n`;

  it("never holds against a client the time the server itself is not reading, nor a slow answer", async () => {
    // 200 KB fill the server's buffer, so it stops reading from the socket for four windows.
    [readAfterMs, answerAfterMs] = [4 * rule.windowMs, 2 * rule.windowMs];
    const answers = [200_000, 2_000].map(async (length) => {
      const socket = await openSocket(port);
      socket.write(head(length) + "a".repeat(length));
      return (await ending(socket, 5_000)).received;
    });
    const [large, small] = await Promise.all(answers);
    expect(large).toMatch(/^HTTP\/1\.1 200 [^]*read 200000$/);
    expect(small).toMatch(/^HTTP\/1\.1 200 [^]*read 2000$/);
  });

  it("leaves no timer or listener behind: after a complete body, a cut trickle, a client gone", async () => {
    const complete = await openSocket(port);
    await until(() => serverSockets.length > 0);
    const listening = (socket: Socket) =>
      ["pause", "resume", "close"].map((event) => socket.listenerCount(event));
    const before = listening(serverSockets[0]!);
    let answer = "";
    complete.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    complete.write(head(1_000, "keep-alive") + "a".repeat(1_000));
    await until(() => answer.endsWith("read 1000"));
    expect([watch.watching, listening(serverSockets[0]!)]).toEqual([0, before]);

    const trickle = await openSocket(port);
    trickle.write(head(1_000));
    const dripping = setInterval(() => trickle.writable && trickle.write("a"), 50);
    expect((await ending(trickle, 5_000)).closed).toBe(true);
    clearInterval(dripping);
    expect(watch.watching).toBe(0);

    const gone = await openSocket(port);
    gone.write(head(1_000) + "a".repeat(400));
    await until(() => watch.watching > 0);
    const closed = new Promise((resolve) => serverSockets.at(-1)!.once("close", resolve));
    gone.destroy();
    await closed;
    // At once, not when its window would have been judged.
    expect(watch.watching).toBe(0);
  });
});
