/**
 * The attacks of docs/security.md ("The local inbox: stalls, repeats, the network and other
 * sites"), made over HTTP on 127.0.0.1 against `server/start.ts --local` of a given checkout, started
 * as a child process so its memory can be read from /proc. Every request goes to 127.0.0.1, whatever
 * its Host header says. Prints one Markdown row per attack; `--out` keeps the raw figures.
 *
 *   npx tsx tools/attacks/inbox.ts --project <checkout> [--out figures.json]
 *
 * Bounded: each request gives up after 60 s, the home page is asked at most 300 times per attack,
 * and the whole run stops itself after 5 minutes. Measurement support only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdir, rm, writeFile } from "node:fs/promises";
import { Agent, type IncomingHttpHeaders, request as httpRequest } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { createFakeSite } from "../../site/testing/fake-site";
import { processMemory } from "../../server/testing/spawn-server";

const requestLimitMs = 60_000;
const runLimitMs = 5 * 60_000;
const mebibyte = 2 ** 20;
const formId = "hello%40ivoryandadire.example";

const { values: options } = parseArgs({ options: { project: { type: "string" }, out: { type: "string" } } });
if (!options.project) {
  console.error("Usage: npx tsx tools/attacks/inbox.ts --project <checkout> [--out <file>]");
  process.exit(2);
}
const project = path.resolve(options.project);
const deadline = setTimeout(() => {
  console.error("The run took over 5 minutes: stopped.");
  process.exit(1);
}, runLimitMs);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
  /** Bytes of the request body the client had written when the answer began. */
  sentWhenAnswered: number;
}

interface Server {
  child: ChildProcess;
  port: number;
  /** What it printed on starting. */
  startup: string[];
}

const started: Server[] = [];

async function start(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts", "--local"], {
    cwd: project,
    env: { ...process.env, PORT: "0", INBOX_POST_LIMIT: "100000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No start in 30 s: ${output.join("\n")}`)), 30_000);
    const read = (chunk: Buffer) => {
      output.push(...chunk.toString().split("\n").filter(Boolean));
      const found = output.map((line) => /running at http:\/\/[^:]+:(\d+)/.exec(line)?.[1]).find(Boolean);
      if (found && output.some((line) => line.startsWith("Form inbox"))) {
        clearTimeout(timer);
        resolve(Number(found));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`The server stopped (${code}): ${output.join("\n")}`)));
  });
  const server = { child, port, startup: [...output] };
  started.push(server);
  return server;
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGKILL");
  await exited;
}

/**
 * One request to 127.0.0.1. A body goes in 64 KiB writes, one every `paceMs` (as over a network of
 * about 1.6 MB/s at 40 ms), whatever the server answers meanwhile, as an attacker sends it; the
 * request settles once the answer has come and the client has stopped sending.
 */
function send(
  port: number,
  {
    method = "GET",
    path: urlPath = "/",
    headers = {},
    body,
    localAddress,
    paceMs = 0,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string | number>;
    body?: Buffer | string;
    localAddress?: string;
    paceMs?: number;
  },
): Promise<Answer> {
  const began = performance.now();
  // A post keeps its connection open after the answer, as a browser does: the server then reads
  // and drops what still comes for a while, rather than closing at once.
  const agent = body === undefined ? false : new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve) => {
    let sent = 0;
    let answer: Answer | undefined;
    let sending = body !== undefined;
    const settle = () => {
      if (!answer || sending) return;
      clearTimeout(timer);
      if (agent) agent.destroy();
      resolve(answer);
    };
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      method,
      path: urlPath,
      headers,
      localAddress,
      agent,
    });
    const timer = setTimeout(() => {
      request.destroy();
      answer ??= { status: 0, headers: {}, body: "timeout", ms: requestLimitMs, sentWhenAnswered: sent };
      sending = false;
      settle();
    }, requestLimitMs);
    request.on("error", (error) => {
      answer ??= {
        status: 0,
        headers: {},
        body: error.message,
        ms: performance.now() - began,
        sentWhenAnswered: sent,
      };
      sending = false;
      settle();
    });
    // A connection the server has closed takes no more writes, and says no more about them.
    request.on("close", () => {
      sending = false;
      settle();
    });
    request.on("response", (response) => {
      const sentWhenAnswered = sent;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        const ms = performance.now() - began;
        answer ??= {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          ms,
          sentWhenAnswered,
        };
        settle();
      });
    });
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    const writeFrom = (offset: number) => {
      if (!bytes || offset >= bytes.length) {
        request.end();
        sending = false;
        return settle();
      }
      const piece = bytes.subarray(offset, offset + 64 * 1024);
      request.write(piece, (error) => {
        if (error) return; // The server closed the connection: the "error" event says so.
        sent += piece.length;
        setTimeout(() => writeFrom(offset + piece.length), paceMs);
      });
    };
    if (bytes) writeFrom(0);
    else request.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function homeTimes(port: number, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) times.push((await send(port, {})).ms);
  return times;
}

/** Asks for the home page every 20 ms or so, until `work` settles (at most 1,500 times: 30 s or more). */
async function homeTimesDuring<T>(port: number, work: Promise<T>): Promise<{ result: T; times: number[] }> {
  let done = false;
  const finished = work.finally(() => (done = true));
  const times: number[] = [];
  while (!done && times.length < 1_500) {
    times.push((await send(port, {})).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await finished, times };
}

async function memoryAround<T>(pid: number, work: () => Promise<T>) {
  await writeFile(`/proc/${pid}/clear_refs`, "5");
  const before = (await processMemory(pid)).resident;
  const result = await work();
  const after = await processMemory(pid);
  return { result, before, peak: after.peak };
}

const rows: string[] = [];
const figures: Record<string, unknown> = {};
const mb = (bytes: number) => `${(bytes / mebibyte).toFixed(0)} MB`;
const statusList = (answers: Answer[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .map(([status, count]) => (count > 1 ? `${count}× ${status}` : String(status)))
    .join(", ");
};
const row = (attack: string, result: string) => {
  rows.push(`| ${attack} | ${result} |`);
  console.error(`${attack}: ${result}`);
};

const site = await createFakeSite();
try {
  const keys = Array.from({ length: 540_000 }, (_, n) => `"${n.toString(36)}":0`);
  const bigJson = Buffer.from(`{${keys.join(",")}}`);
  const json = { "Content-Type": "application/json" };

  // 1. Large JSON posts at once: whole, then in chunks without a length, then twelve from three addresses.
  // Each on a server of its own, so the memory one leaves behind is not the next one's.
  const jsonAttacks: Array<[string, (port: number) => Promise<Answer>[]]> = [
    [
      `4 JSON posts of 540,000 keys (${(bigJson.length / 1e6).toFixed(1)} MB) at once, each sent at 1.6 MB/s`,
      (port) =>
        Array.from({ length: 4 }, () =>
          send(port, {
            method: "POST",
            path: `/ajax/${formId}`,
            headers: { ...json, "Content-Length": bigJson.length },
            body: bigJson,
            paceMs: 40,
          }),
        ),
    ],
    [
      "the same 4, sent in chunks without a length",
      (port) =>
        Array.from({ length: 4 }, () =>
          send(port, { method: "POST", path: `/ajax/${formId}`, headers: json, body: bigJson, paceMs: 40 }),
        ),
    ],
    [
      "12 of them at once, from 127.0.0.2–4",
      (port) =>
        Array.from({ length: 12 }, (_, n) =>
          send(port, {
            method: "POST",
            path: `/ajax/${formId}`,
            headers: { ...json, "Content-Length": bigJson.length },
            body: bigJson,
            paceMs: 40,
            localAddress: `127.0.0.${2 + (n % 3)}`,
          }),
        ),
    ],
  ];
  for (const [attack, posts] of jsonAttacks) {
    const server = await start({ SITE_ROOT: site.root, INBOX_DIR: site.inboxDir });
    await homeTimes(server.port, 5); // warm up
    // Asked the same way as during the attack, for as long as it lasts after the fix.
    const { times: alone } = await homeTimesDuring(
      server.port,
      new Promise((resolve) => setTimeout(resolve, 500)),
    );
    const measured = await memoryAround(server.child.pid ?? 0, () =>
      homeTimesDuring(server.port, Promise.all(posts(server.port))),
    );
    await stop(server);
    const answers = measured.result.result;
    const during = measured.result.times;
    const cut = Math.max(...answers.map((answer) => answer.sentWhenAnswered)) / bigJson.length;
    const result =
      `${statusList(answers)} in ${Math.round(Math.min(...answers.map((a) => a.ms)))}–` +
      `${Math.round(Math.max(...answers.map((a) => a.ms)))} ms, answered with at most ${Math.round(cut * 100)}% of ` +
      `the body sent; server ${mb(measured.before)} → ${mb(measured.peak)} at the peak; home page (asked ` +
      `${during.length} times) median ${median(during).toFixed(1)} ms, slowest ${Math.max(...during).toFixed(0)} ms, ` +
      `against ${median(alone).toFixed(1)} and ${Math.max(...alone).toFixed(0)} ms alone ` +
      `(slowest ×${(Math.max(...during) / Math.max(...alone)).toFixed(1)})`;
    figures[attack] = {
      answers: answers.map(({ status, ms, sentWhenAnswered, body }) => ({
        status,
        ms,
        sentWhenAnswered,
        ...(status === 0 ? { error: body } : {}),
      })),
      homeAlone: alone,
      homeDuring: during,
      rssBefore: measured.before,
      rssPeak: measured.peak,
    };
    row(attack, result);
  }

  // 2. One order, sent again: twice in a row, five at once, then with other content.
  const local = await start({ SITE_ROOT: site.root, INBOX_DIR: site.inboxDir });
  const order = (details: string, localAddress?: string) => {
    const boundary = "order-boundary";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      part("fullName", "Folasade Adeyemi") +
      part("reference", "IA-2611-K7QM") +
      part("details", details) +
      part("_subject", "New order IA-2611-K7QM") +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="inspiration-1.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\nJPEG bytes\r\n--${boundary}--\r\n`;
    return {
      method: "POST",
      path: `/ajax/${formId}`,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      localAddress,
    };
  };
  const records = async () => (await readdir(site.inboxDir)).filter((name) => name.endsWith(".json")).length;
  const inRow = [await send(local.port, order("Ivory lace")), await send(local.port, order("Ivory lace"))];
  const afterRow = await records();
  // From five addresses, so that the limit of 4 posts in flight per address refuses none.
  const atOnce = await Promise.all(
    Array.from({ length: 5 }, (_, n) => send(local.port, order("Ivory lace", `127.0.0.${11 + n}`))),
  );
  const afterAtOnce = await records();
  const other = await send(local.port, order("Indigo adire"));
  const afterOther = await records();
  const page = (await send(local.port, { path: "/inbox", headers: { Host: `localhost:${local.port}` } }))
    .body;
  const success = (answers: Answer[]) =>
    answers.every((answer) => answer.status === 200 && answer.body.includes('"success":"true"'));
  row(
    "the same order (reference and fields) sent twice in a row",
    `${statusList(inRow)}${success(inRow) ? ", both success" : ""}; ${afterRow} record(s)`,
  );
  row(
    "then 5 copies at once (from 127.0.0.11–15)",
    `${statusList(atOnce)}${success(atOnce) ? ", all success" : ""}; ${afterAtOnce} record(s) in all`,
  );
  row(
    "then its reference with other details",
    `${other.status}; ${afterOther} record(s) in all; ` +
      (page.includes("Same reference as an") ? "marked on /inbox" : "not marked"),
  );
  figures.repeats = { afterRow, afterAtOnce, afterOther };

  // 3. Cross-site posts, and 4. a file name with a control character.
  const crossSite = async (origin: string, target: string) => {
    const answer = await send(local.port, {
      method: "POST",
      path: target,
      headers: {
        Origin: origin,
        Host: `localhost:${local.port}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=Cross+site",
    });
    return answer.status;
  };
  const beforeCross = await records();
  const crossStatuses = [
    await crossSite("https://evil.example", `/ajax/${formId}`),
    await crossSite("https://evil.example", `/${formId}`),
    await crossSite("null", `/ajax/${formId}`),
  ];
  row(
    "POST from `Origin: https://evil.example` (AJAX, plain), and from `Origin: null`",
    `${crossStatuses.join(", ")}; ${(await records()) - beforeCross} stored`,
  );
  const control = Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="attachment"; filename="a\x01.jpg"\r\n' +
      "Content-Type: image/jpeg\r\n\r\nJPEG\r\n--b--\r\n",
  );
  const controlAnswer = await send(local.port, {
    method: "POST",
    path: `/ajax/${formId}`,
    headers: { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": control.length },
    body: control,
  });
  row(
    "a multipart file named `a\\x01.jpg`",
    `${controlAnswer.status} "${(JSON.parse(controlAnswer.body) as { message: string }).message}"`,
  );
  await stop(local);

  // 5. HOST=0.0.0.0: the inbox asked by the machine's network names (sent to 127.0.0.1).
  const everywhere = await start({ HOST: "0.0.0.0", SITE_ROOT: site.root, INBOX_DIR: site.inboxDir });
  const port = everywhere.port;
  const get = async (host: string, urlPath = "/inbox") =>
    (await send(port, { path: urlPath, headers: { Host: host } })).status;
  const names = [`192.0.2.2:${port}`, `[fd00::2]:${port}`, `[fe80::fc:ff:fe00:1]:${port}`];
  const inboxByName = await Promise.all(names.map((name) => get(name)));
  const network = `192.0.2.2:${port}`;
  const phonePost = await send(port, {
    method: "POST",
    path: `/ajax/${formId}`,
    headers: {
      Host: network,
      Origin: `http://${network}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "name=From+a+phone",
  });
  row(
    "HOST=0.0.0.0: `GET /inbox` with Host 192.0.2.2, [fd00::2], [fe80::…] (this machine's addresses)",
    `${inboxByName.join(", ")}; \`GET /\` ${await get(network, "/")}; a form post ${phonePost.status}; ` +
      `\`GET /inbox\` as localhost ${await get(`localhost:${port}`)}; start-up: "${everywhere.startup.slice(1).join(" / ")}"`,
  );
  await stop(everywhere);

  console.log(rows.join("\n"));
  if (options.out) await writeFile(options.out, JSON.stringify(figures, null, 2));
} finally {
  for (const server of started) await stop(server);
  await site.cleanup();
  await rm(site.inboxDir, { recursive: true, force: true });
  clearTimeout(deadline);
}
