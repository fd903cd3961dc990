/**
 * What docs/security.md promises an attacker gets, each promise once, against the real server on
 * loopback. Bounded in count and time: a few seconds per case.
 */
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { tooLargeMessage } from "./inbox/form-protocol";
import {
  controlCharacterMessage,
  jsonTooLargeMessage,
  otherSiteMessage,
  textTooLargeMessage,
  tooManyFieldsMessage,
  tooManyPostsMessage,
} from "./inbox/inbox-routes";
import { createInboxStore, stagingFolderName } from "./inbox/inbox-store";
import { jsonBodyLimitBytes } from "./inbox/read-submission";
import { loopbackHosts } from "./server-config";
import { defaultMaxConnectionsPerClient } from "./start-server";
import { processMemory } from "./testing/spawn-server";
import { type Answer, type TestServer, ajaxPath, ending, formPath, multipart } from "./testing/test-server";
import { form, openSocket, send, siteForProcesses, startTestServer } from "./testing/test-server";

const messageOf = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;
const staged = (server: TestServer) =>
  readdir(path.join(server.site.inboxDir, stagingFolderName)).catch(() => []);
const postParts = (server: TestServer, parts: Parameters<typeof multipart>[0]) =>
  send(server.port, { method: "POST", path: ajaxPath, ...multipart(parts) });
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const postForm = (server: TestServer, urlPath: string, body: string, headers: Record<string, string> = {}) =>
  send(server.port, { method: "POST", path: urlPath, headers: { ...urlencoded, ...headers }, body });
const postHead = (urlPath: string, length: number) =>
  `POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
  `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

/** Resolves once its 4.5 MiB of 5.5 MB are handed over or it was answered, with what the server said. */
async function stalledUpload(port: number, localAddress = "127.0.0.1") {
  const socket = await openSocket(port, localAddress);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.write(
    `POST ${formPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5500000\r\n` +
      "Content-Type: multipart/form-data; boundary=b\r\n\r\n" +
      '--b\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\n\r\n',
  );
  await new Promise<void>((resolve) => {
    for (const event of ["data", "close"]) socket.once(event, () => resolve());
    socket.write(Buffer.alloc(4.5 * 1024 * 1024, 7), () => resolve());
  });
  return { socket, answer: () => received };
}

describe("bodies", () => {
  const overLength = (type: string, length: number) => ({
    headers: { "Content-Type": type, "Content-Length": length },
    heldBack: Buffer.from("a"),
  });
  const bigFile = multipart([["photo", Buffer.alloc(5 * 1024 * 1024 + 1), "big.png"]]);
  it.each([
    ["urlencoded", overLength("application/x-www-form-urlencoded", 6_000_000), textTooLargeMessage],
    ["multipart", overLength("multipart/form-data; boundary=b", 6_000_000), tooLargeMessage],
    ["JSON", overLength("application/json", jsonBodyLimitBytes + 1), jsonTooLargeMessage],
    ["multipart, a file over 5 MB in a body within the limit", bigFile, tooLargeMessage],
  ])("%s: 413, nothing kept or staged", async (_, request, message) => {
    const server = await startTestServer();
    const answer = await send(server.port, { method: "POST", path: ajaxPath, ...request });
    expect([answer.status, messageOf(answer)]).toEqual([413, message]);
    expect(await server.records()).toEqual([]);
    expect(await staged(server)).toEqual([]);
  });

  it("four JSON posts of 540,000 keys at once are cut as they arrive; the site is answered meanwhile", async () => {
    const { port, child } = await (await siteForProcesses()).start();
    const pid = child.pid ?? 0;
    const keys = Array.from({ length: 540_000 }, (_, n) => `"${n.toString(36)}":0`);
    const body = Buffer.from(`{${keys.join(",")}}`);
    // Under the JSON limit, yet thousands of fields.
    const heldBack = body.subarray(0, jsonBodyLimitBytes - 1024);
    expect((await send(port)).status).toBe(200);

    await writeFile(`/proc/${pid}/clear_refs`, "5");
    const before = (await processMemory(pid)).resident;
    const lengthOrChunked: Array<Record<string, number | string>> = [
      { "Content-Length": body.length },
      { "Transfer-Encoding": "chunked" },
    ];
    const posts = Array.from({ length: 4 }, (_, n) => {
      const headers = { "Content-Type": "application/json", ...lengthOrChunked[n % 2] };
      return send(port, { method: "POST", path: ajaxPath, headers, heldBack });
    });
    expect((await send(port)).status).toBe(200);
    const answers = (await Promise.all(posts)).map((answer) => [answer.status, messageOf(answer)]);
    expect((await processMemory(pid)).peak - before).toBeLessThan(50 * 1024 * 1024);
    const [tooLarge, tooMany] = [jsonTooLargeMessage, tooManyFieldsMessage].map((message) => [413, message]);
    expect(answers).toEqual([tooLarge, tooMany, tooLarge, tooMany]);
  }, 20_000);

  it("48 uploads of 5.5 MB stalled half-way keep the server's memory bounded; orders sent meanwhile are kept", async () => {
    const { site, start } = await siteForProcesses();
    const server = await start();
    const order = async (n: number) => {
      const photo = new File([Buffer.alloc(100_000, n)], `inspiration-${n}.png`, { type: "image/png" });
      const body = form({ name: `Visitor ${n}`, photo });
      const answer = await fetch(server.url + formPath, { method: "POST", body });
      return (await answer.arrayBuffer()) && answer.status;
    };
    expect(await order(0)).toBe(200);
    const before = await server.liveBytes();
    // Six from each of eight addresses, each sending 4.5 MiB of the 5.5 MB it announces.
    const uploads = await Promise.all(
      Array.from({ length: 48 }, (_, n) => stalledUpload(server.port, `127.0.0.${11 + (n % 8)}`)),
    );
    for (let n = 1; n <= 5; n += 1) expect(await order(n)).toBe(200);
    const growth = (await server.liveBytes()) - before;
    // Four posts in flight per address: two of each six are refused unread.
    expect(uploads.filter(({ answer }) => /^HTTP\/1\.1 429 /.test(answer()))).toHaveLength(16);
    // The 32 taken in carry 144 MiB; streamed to the disk, next to none of it stays in memory.
    expect(growth).toBeLessThan(32 * 1024 * 1024);
    expect(await createInboxStore({ dir: site.inboxDir }).list()).toHaveLength(6);
  }, 60_000);

  const fields = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, n) => [`field${n}`, `${n}`]));
  it.each<[string, (count: number) => [BodyInit, Record<string, string>?]]>([
    ["urlencoded", (count) => [new URLSearchParams(fields(count))]],
    ["multipart", (count) => [form(fields(count))]],
    ["JSON", (count) => [JSON.stringify(fields(count)), { "Content-Type": "application/json" }]],
  ])("%s: 100 fields are taken, 101 refused with 413", async (_, encode) => {
    const server = await startTestServer();
    expect((await server.post(ajaxPath, ...encode(100))).status).toBe(200);
    const refused = await server.post(ajaxPath, ...encode(101));
    expect([refused.status, (await refused.json()).message]).toEqual([413, tooManyFieldsMessage]);
    expect(await server.records()).toHaveLength(1);
  });

  it("a body trickled in is cut with 408 and frees its slot; an honest slow upload completes", async () => {
    const server = await startTestServer({ minBodyRate: { bytesPerSecond: 500, windowMs: 1_500 } });
    // The four posts one client may have in flight, each sending a byte every 100 ms: were their
    // slots not freed once cut, the post after them would be refused (429).
    const trickles = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const socket = await openSocket(server.port);
        socket.write(postHead(ajaxPath, 1_000));
        const timer = setInterval(() => socket.writable && socket.write("a"), 100);
        onTestFinished(() => clearInterval(timer));
        return socket;
      }),
    );
    // 1,000 bytes a second from another client, in bursts and gaps, for four and a half seconds.
    const honest = await openSocket(server.port, "127.0.0.2");
    const honestBody = Buffer.from(`name=${"a".repeat(4_495)}`);
    honest.write(postHead(ajaxPath, honestBody.length));
    const shape = [200, 0, 0, 150, 50, 0, 200, 100, 0, 300];
    let [sent, tick] = [0, 0];
    const pacing = setInterval(() => {
      const size = shape[tick++ % shape.length] ?? 0;
      if (size > 0 && sent < honestBody.length) honest.write(honestBody.subarray(sent, (sent += size)));
    }, 100);
    onTestFinished(() => clearInterval(pacing));
    for (const { closed, received } of await Promise.all(trickles.map((socket) => ending(socket, 5_000)))) {
      expect(closed).toBe(true);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect((await server.post(ajaxPath, new URLSearchParams({ a: "b" }))).status).toBe(200);
    expect((await ending(honest, 10_000)).received).toMatch(/^HTTP\/1\.1 200 /);
    expect(sent).toBeGreaterThanOrEqual(honestBody.length);
  }, 15_000);
});

describe("clients", () => {
  it("a client's posts count against its socket's address, whatever X-Forwarded-For says", async () => {
    const server = await startTestServer({ inboxLimits: { postsPerWindow: 3 } });
    const answers = [];
    for (let n = 1; n <= 5; n += 1) {
      const headers = { "X-Forwarded-For": `203.0.113.${n}`, Forwarded: `for=198.51.100.${n}` };
      answers.push(await server.post(ajaxPath, new URLSearchParams({ name: `Visitor ${n}` }), headers));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(Number(answers[4]!.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await answers[4]!.json()).toEqual({ success: "false", message: tooManyPostsMessage });
  });

  it(`closes every connection beyond ${defaultMaxConnectionsPerClient} from one client, never a local proxy's`, async () => {
    const server = await startTestServer();
    const closedOf = async (address: string) => {
      const sockets = Array.from({ length: defaultMaxConnectionsPerClient + 3 }, async () => {
        const socket = await openSocket(server.port, address).catch(() => undefined);
        return socket ? (await ending(socket, 500)).closed : true;
      });
      return (await Promise.all(sockets)).filter(Boolean).length;
    };
    expect(await closedOf("127.0.0.3")).toBe(3);
    expect(await closedOf("127.0.0.1")).toBe(0);
  });

  it("a client that never finishes its headers gets 408; a body that stops arriving is closed", async () => {
    const server = await startTestServer({ headersTimeoutMs: 300, idleTimeoutMs: 400 });
    const slowHeaders = await openSocket(server.port);
    slowHeaders.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    const stalled = await openSocket(server.port);
    stalled.write(`${postHead(ajaxPath, 1_000)}name=`);
    const [headers, body] = await Promise.all([ending(slowHeaders, 5_000), ending(stalled, 5_000)]);
    expect(headers).toMatchObject({ closed: true, received: expect.stringMatching(/^HTTP\/1\.1 408 /) });
    expect(body.closed).toBe(true);
  });

  it("an upload broken off half-way leaves nothing staged and nothing stored", async () => {
    const server = await startTestServer();
    const stagedAfterWait = async (count: number) => {
      for (let tries = 0; tries < 250 && (await staged(server)).length !== count; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return (await staged(server)).length;
    };
    const { socket } = await stalledUpload(server.port);
    expect(await stagedAfterWait(1)).toBe(1);
    socket.destroy();
    expect(await stagedAfterWait(0)).toBe(0);
    expect(await server.records()).toEqual([]);
  });
});

describe("who reaches the inbox", () => {
  it("under HOST=0.0.0.0 the network gets the site and its forms, never the inbox; other names get 421", async () => {
    // 192.0.2.2 stands for this machine's network address; the requests go to 127.0.0.1.
    const server = await startTestServer({ host: "0.0.0.0", inboxHosts: [...loopbackHosts, "192.0.2.2"] });
    const network = `192.0.2.2:${server.port}`;
    expect((await send(server.port, { headers: { Host: network } })).status).toBe(200);
    const fromPhone = { Host: network, Origin: `http://${network}` };
    const posted = await postForm(server, formPath, "name=Ad%C3%A9+on+the+phone", fromPhone);
    expect([posted.status, posted.body.includes('href="/inbox"')]).toEqual([200, false]);
    const onlyHere = `opens only on the computer that runs the server, at http://localhost:${server.port}/inbox`;
    for (const urlPath of ["/inbox", "/inbox/inbox.css", "/inbox/submissions/x", "/inbox/files/x/y.png"]) {
      const refused = await send(server.port, { path: urlPath, headers: { Host: network } });
      expect([refused.status, refused.body.includes(onlyHere)], urlPath).toEqual([403, true]);
    }
    const inboxAt = (host: string) => send(server.port, { path: "/inbox", headers: { Host: host } });
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      expect((await inboxAt(`${host}:${server.port}`)).body).toContain("Adé on the phone");
    }
    // DNS rebinding: another site's name pointed at this machine.
    for (const host of [`evil.example:${server.port}`, "localhost.evil.example"]) {
      expect((await inboxAt(host)).status, host).toBe(421);
    }
  });

  it("a post from another site is refused with 403, nothing kept; the site's own and scripts' are taken", async () => {
    const server = await startTestServer();
    const post = (urlPath: string, origin?: string) =>
      postForm(server, urlPath, "name=Ad%C3%A9", origin === undefined ? {} : { Origin: origin });
    const ajax = await post(ajaxPath, "https://evil.example");
    const allowOrigin = ajax.headers["access-control-allow-origin"];
    expect([ajax.status, messageOf(ajax), allowOrigin]).toEqual([403, otherSiteMessage, undefined]);
    expect((await post(formPath, "https://evil.example")).status).toBe(403);
    // What a sandboxed frame on any site sends; the site's own pages never do.
    expect((await post(ajaxPath, "null")).status).toBe(403);
    expect(await server.records()).toEqual([]);

    for (const origin of [`http://localhost:${server.port}`, `http://127.0.0.1:${server.port}`, undefined]) {
      expect((await post(ajaxPath, origin)).status).toBe(200);
    }
    expect(await server.records()).toHaveLength(3);
  });
});

describe("what is kept", () => {
  it("one order, one record: copies in a row and at once are thanked and kept once; other content is marked", async () => {
    const server = await startTestServer({ inboxLimits: { maxPostsInFlight: 8 } });
    const order = (details: string) => {
      const attachment = new File(["JPEG"], "inspiration-1.jpg", { type: "image/jpeg" });
      const body = form({ reference: "IA-2611-K7QM", details, attachment });
      return server.post(ajaxPath, body).then(async (answer) => [answer.status, await answer.json()]);
    };
    const success = [200, { success: "true", message: "The form was submitted successfully." }];

    const same = () => order("Ivory lace, fitted");
    expect([await same(), await same()]).toEqual([success, success]);
    expect(await Promise.all(Array.from({ length: 5 }, same))).toEqual(Array(5).fill(success));
    const [first, ...others] = await server.records();
    expect(others).toEqual([]);
    expect(await readdir(server.site.inboxDir, { recursive: true })).toHaveLength(4);
    expect(await staged(server)).toEqual([]);

    expect(await order("Indigo adire, loose")).toEqual(success);
    const [changed, earlier] = await server.records();
    expect(earlier?.id).toBe(first?.id);
    expect(changed?.sameReferenceAs).toBe(first?.id);
    const page = (await send(server.port, { path: "/inbox" })).body;
    expect(page).toContain(`Same reference as an <a href="/inbox/submissions/${first?.id}">`);
  });

  it("a file name with a path is stored under its last part, in its submission's folder alone", async () => {
    const server = await startTestServer();
    const names = ["../../etc/passwd", "C:\\fakepath\\dress.png", ".."];
    const stored = ["passwd", "dress.png", "attachment"];
    expect(
      (
        await postParts(
          server,
          names.map((name, n) => [`file${n}`, "bytes", name]),
        )
      ).status,
    ).toBe(200);
    const [record] = await server.records();
    expect(record?.attachments.map(({ name, storedName }) => [name, storedName])).toEqual(
      names.map((name, n) => [name, stored[n]]),
    );
    expect((await readdir(path.join(server.site.inboxDir, record!.id))).sort()).toEqual([...stored].sort());
    const escapes = [`${record?.id}/..%2F..%2Fclient%2Frobots.txt`, "..%2F..%2Fsecret.txt/x"];
    for (const urlPath of escapes.map((tail) => `/inbox/files/${tail}`)) {
      expect((await send(server.port, { path: urlPath })).status, urlPath).toBe(404);
    }
  });

  it("a file name with a control character is refused for what it is, never as too long", async () => {
    const server = await startTestServer();
    const answer = await postParts(server, [
      ["name", "Adé"],
      ["attachment", "JPEG", "a\x01.jpg"],
    ]);
    expect([answer.status, messageOf(answer)]).toEqual([400, controlCharacterMessage]);
    expect(await server.records()).toEqual([]);
    expect(await staged(server)).toEqual([]);
  });

  it("what a visitor sends shows on /inbox as text, never as markup; an uploaded page downloads, sandboxed", async () => {
    const server = await startTestServer();
    const posted = await postParts(server, [
      ["message", `<script>alert("x")</script>`],
      ["<b>field</b>", "v"],
      ["_subject", "<img src=x onerror=alert(1)>"],
      ["page", "<script>alert(1)</script>", "<svg onload=alert(1)>.html"],
    ]);
    expect(posted.status).toBe(200);
    const page = (await send(server.port, { path: "/inbox" })).body;
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("<dt>&lt;b&gt;field&lt;/b&gt;</dt>");
    expect(page).toContain("&lt;svg onload=alert(1)&gt;.html");
    expect(page).not.toMatch(/<script|<img|<svg|<b>/);
    const [record] = await server.records();
    const file = await send(server.port, {
      path: `/inbox/files/${record?.id}/${encodeURIComponent(record?.attachments[0]?.storedName ?? "")}`,
    });
    expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(file.headers["content-security-policy"]).toBe("sandbox");
  });
});
