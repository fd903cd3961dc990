/**
 * Attacks on the form inbox, made the way an attacker would make them: over HTTP on loopback, against
 * the server of a given checkout started as a child process (so its memory can be read from
 * /proc/<pid>/status). It measures:
 *
 * 1. JSON field limits (`npm start`): one 5.4 MB value, 100 field names of 50 KB, 101 small fields;
 *    the answers and whether anything was stored.
 * 2. Rotating X-Forwarded-For (`npm start`): 400 posts, 3 at a time, each from a "new" address,
 *    against 400 posts with no such header; and what a CORS preflight allows a foreign page to send.
 * 3. The published inbox (`npm run serve`): 10 wrong passwords then the right one; the answers to
 *    GET /inbox and to posts with and without `INBOX=on`.
 * 4. The inbox page's cost (`npm start`): 30 posts of the largest size, then 4 views of /inbox at
 *    once: each view's time and bytes, the server's memory, and how long the home page stalls.
 * 5. A file name with a right-to-left override (U+202E): does it reach the inbox page raw?
 * 6. A published inbox whose password is 12 spaces: does the server start?
 *
 * Usage (from the project folder; "before" and "after" only label the results):
 *
 *   npx tsx tools/bench/inbox-attacks.ts --project <checkout> --mode before|after --out <file.json>
 *
 * Prints a Markdown table on stdout (progress on stderr) and writes every raw figure to --out. Takes
 * about 1–3 minutes on 2 cores. Every request gives up after 60 s and is reported as a timeout; every
 * server started is stopped and every temporary folder removed at the end.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readdir, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { createFakeSite, makeTempDir } from "../../site/testing/fake-site";
import { residentBytes } from "../../server/testing/spawn-server";

type Mode = "before" | "after";

/** `npm start` serves the local inbox (`--local`); `npm run serve` is the published server. */
type Flavour = "npm start" | "npm run serve";

interface Options {
  project: string;
  mode: Mode;
  out: string;
}

const requestTimeoutMs = 60_000;
const startTimeoutMs = 30_000;
const killGraceMs = 3_000;
/** The whole run is stopped, servers and all, if it ever takes this long. */
const runDeadlineMs = 8 * 60_000;

const publishedPassword = "indigo-and-ivory-42";
const inboxUser = "studio";
/** The servers' body limit, 5.5 MiB: every post below stays under it. */
const bodyLimitBytes = 5_767_168;

const usage =
  "Usage: npx tsx tools/bench/inbox-attacks.ts --project <checkout> --mode before|after --out <file.json>";

// ---------------------------------------------------------------------------------------------------
// Command line and bookkeeping

function readOptions(): Options {
  const { values } = parseArgs({
    options: { project: { type: "string" }, mode: { type: "string" }, out: { type: "string" } },
  });
  const { project, mode, out } = values;
  if (!project || !out || (mode !== "before" && mode !== "after")) {
    console.error(usage);
    process.exit(2);
  }
  return { project: path.resolve(project), mode, out: path.resolve(out) };
}

function progress(message: string): void {
  console.error(`[inbox-attacks] ${message}`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the run started, so it can all be stopped and removed however the run ends. */
const started = { servers: new Set<RunningServer>(), folders: new Set<string>() };

async function cleanUp(): Promise<void> {
  await Promise.all([...started.servers].map((server) => server.stop()));
  await Promise.all([...started.folders].map((folder) => rm(folder, { recursive: true, force: true })));
}

// ---------------------------------------------------------------------------------------------------
// The server under attack, in a child process

interface RunningServer {
  pid: number;
  port: number;
  /** Every line the server printed, stdout and stderr together. */
  output: string[];
  /** What it printed once it was listening. */
  startupOutput: string[];
  /** SIGTERM, then SIGKILL after 3 s; resolves with the exit code (null when killed). */
  stop(): Promise<number | null>;
}

type StartResult =
  | { started: true; server: RunningServer; startMs: number }
  | { started: false; exitCode: number | null; output: string[]; startMs: number };

interface ServerSetup {
  project: string;
  flavour: Flavour;
  siteRoot: string;
  inboxDir: string;
  /** Extra environment, e.g. `INBOX=on`. */
  env?: Record<string, string>;
}

/** Server settings in the inherited environment are dropped, so only what a run sets applies. */
const serverSettings = new Set([
  "PORT",
  "HOST",
  "SITE_ROOT",
  "INBOX",
  "INBOX_DIR",
  "INBOX_PASSWORD",
  "INBOX_POST_LIMIT",
]);

function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverSettings.has(name)));
}

function spawnServer({ project, flavour, siteRoot, inboxDir, env = {} }: ServerSetup): ChildProcess {
  const args = ["--import", "tsx", "server/start.ts", ...(flavour === "npm start" ? ["--local"] : [])];
  // Node itself, not npx: the child's pid is the server's own, for /proc/<pid>/status.
  return spawn(process.execPath, args, {
    cwd: project,
    env: { ...cleanEnvironment(), PORT: "0", SITE_ROOT: siteRoot, INBOX_DIR: inboxDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function collectLines(child: ChildProcess, output: string[]): void {
  for (const stream of [child.stdout, child.stderr]) {
    let unfinished = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (unfinished + chunk.toString()).split("\n");
      unfinished = lines.pop() ?? "";
      output.push(...lines.filter((line) => line.trim() !== ""));
    });
  }
}

function stopper(child: ChildProcess, exited: Promise<number | null>): () => Promise<number | null> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), killGraceMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
}

async function startServer(setup: ServerSetup): Promise<StartResult> {
  const startedAt = performance.now();
  const child = spawnServer(setup);
  const output: string[] = [];
  collectLines(child, output);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server: RunningServer = {
    pid: child.pid ?? -1,
    port: 0,
    output,
    startupOutput: [],
    stop: stopper(child, exited),
  };
  started.servers.add(server);

  const port = await waitForPort(output, exited);
  const startMs = performance.now() - startedAt;
  if (port === null) {
    const exitCode = await server.stop();
    started.servers.delete(server);
    return { started: false, exitCode, output, startMs };
  }
  server.port = port;
  await sleep(50); // The rest of the start-up message.
  server.startupOutput = [...output];
  return { started: true, server, startMs };
}

/** The port from "Ivory & Adire is running at http://localhost:<port>", or null if it never came. */
async function waitForPort(output: string[], exited: Promise<number | null>): Promise<number | null> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = performance.now() + startTimeoutMs;
  while (performance.now() < deadline) {
    for (const line of output) {
      const port = /running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) return Number(port);
    }
    if (gone) return null;
    await sleep(20);
  }
  return null;
}

/** Starts a server that must start; the run cannot go on without it. */
async function mustStart(setup: ServerSetup): Promise<RunningServer> {
  const result = await startServer(setup);
  if (!result.started) {
    throw new Error(`The server did not start (exit ${result.exitCode}):\n${result.output.join("\n")}`);
  }
  return result.server;
}

/** A fresh built site and empty inbox folder for one server. */
async function freshSite(): Promise<{ siteRoot: string; inboxDir: string }> {
  const site = await createFakeSite();
  started.folders.add(path.dirname(site.root));
  const inboxDir = await makeTempDir();
  started.folders.add(inboxDir);
  return { siteRoot: site.root, inboxDir };
}

async function withServer<T>(
  project: string,
  flavour: Flavour,
  env: Record<string, string>,
  attack: (server: RunningServer, inboxDir: string) => Promise<T>,
): Promise<T> {
  const site = await freshSite();
  const server = await mustStart({ project, flavour, ...site, env });
  try {
    return await attack(server, site.inboxDir);
  } finally {
    await server.stop();
    started.servers.delete(server);
  }
}

// ---------------------------------------------------------------------------------------------------
// Requests over HTTP, addressed to localhost:<port> but sent to 127.0.0.1 (no IPv6 lookups)

interface Answer {
  /** The HTTP status, or what went wrong instead. */
  status: number | "timeout" | "error";
  headers: IncomingHttpHeaders;
  bytes: number;
  ms: number;
  /** The body as text, when asked for. */
  text?: string;
  error?: string;
}

interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Keep the body as text (small answers only). */
  keepBody?: boolean;
}

function send(port: number, call: Call): Promise<Answer> {
  const startedAt = performance.now();
  const body = call.body === undefined ? undefined : Buffer.from(call.body);
  const headers: Record<string, string> = { Host: `localhost:${port}`, ...call.headers };
  if (body) headers["Content-Length"] = String(body.length);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, "ms">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - startedAt });
    };
    const outgoing = httpRequest({ host: "127.0.0.1", port, method: call.method, path: call.path, headers });
    const timer = setTimeout(() => {
      finish({ status: "timeout", headers: {}, bytes: 0 });
      outgoing.destroy();
    }, requestTimeoutMs);
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      incoming.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (call.keepBody) chunks.push(chunk);
      });
      incoming.on("end", () => {
        const text = call.keepBody ? Buffer.concat(chunks).toString("utf8") : undefined;
        finish({ status: incoming.statusCode ?? 0, headers: incoming.headers, bytes, text });
      });
      incoming.on("error", (error) => finish({ status: "error", headers: {}, bytes, error: error.message }));
    });
    outgoing.on("error", (error) => finish({ status: "error", headers: {}, bytes: 0, error: error.message }));
    outgoing.end(body);
  });
}

/** Runs `count` calls, `concurrency` at a time, keeping every answer in order. */
async function sendMany(
  port: number,
  count: number,
  concurrency: number,
  callFor: (index: number) => Call,
): Promise<Answer[]> {
  const answers: Answer[] = new Array<Answer>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      answers[index] = await send(port, callFor(index));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

function basicAuth(password: string): string {
  return `Basic ${Buffer.from(`${inboxUser}:${password}`).toString("base64")}`;
}

/** The `message` of a FormSubmit-style JSON answer, or the start of any other body. */
function answerMessage(answer: Answer): string {
  if (answer.text === undefined) return "";
  try {
    const parsed = JSON.parse(answer.text) as { message?: unknown };
    if (typeof parsed.message === "string") return parsed.message;
  } catch {
    // Not JSON: an HTML page or plain text.
  }
  return answer.text.replace(/\s+/g, " ").slice(0, 120);
}

// ---------------------------------------------------------------------------------------------------
// Bodies

const letters = (count: number, letter = "a") => letter.repeat(count);

function urlencoded(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const jsonHeaders = { "Content-Type": "application/json" };
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

/** `count` fields named field01…, each `size` letters long. */
function manyLongFields(count: number, size: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `field${String(index + 1).padStart(2, "0")}`,
      letters(size, "b"),
    ]),
  );
}

function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; content: string },
): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
  );
  parts.push(`--${boundary}--\r\n`);
  // Browsers send the file name as raw UTF-8.
  return Buffer.from(parts.join(""), "utf8");
}

// ---------------------------------------------------------------------------------------------------
// Server memory

/** The server's resident size, or null once it has gone. */
async function residentOrNull(pid: number): Promise<number | null> {
  return residentBytes(pid).catch(() => null);
}

interface MemorySampler {
  /** The highest resident size seen since `since` (a performance.now() time). */
  peakSince(since: number): number | null;
  stop(): void;
}

/** Reads the server's resident memory every 50 ms. */
function sampleMemory(pid: number): MemorySampler {
  const samples: Array<{ at: number; bytes: number }> = [];
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void residentOrNull(pid).then((bytes) => {
      reading = false;
      if (bytes !== null) samples.push({ at: performance.now(), bytes });
    });
  }, 50);
  return {
    peakSince(since) {
      const seen = samples.filter((sample) => sample.at >= since).map((sample) => sample.bytes);
      return seen.length === 0 ? null : Math.max(...seen);
    },
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------------
// Figures and the table

const mib = (bytes: number | null) => (bytes === null ? "?" : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const size = (bytes: number) => (bytes < 100_000 ? `${(bytes / 1000).toFixed(1)} kB` : mb(bytes));
const ms = (value: number) => (value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`);
const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

interface Row {
  attack: string;
  server: Flavour;
  statuses: string;
  time: string;
  memory: string;
  other: string;
}

/** "200 ×398, 429 ×2", in order of first appearance. */
function statusCounts(answers: ReadonlyArray<Pick<Answer, "status">>): string {
  const counts = new Map<string, number>();
  for (const answer of answers)
    counts.set(String(answer.status), (counts.get(String(answer.status)) ?? 0) + 1);
  return [...counts].map(([status, count]) => (count === 1 ? status : `${status} ×${count}`)).join(", ");
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Control and bidirectional characters written out, so the table shows them. */
function visible(text: string): string {
  return [...text].map((character) => (isInvisible(character) ? escaped(character) : character)).join("");
}

function isInvisible(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    code === 0x7f ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function escaped(character: string): string {
  return `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`;
}

function cell(text: string): string {
  return visible(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function markdownTable(mode: Mode, rows: readonly Row[]): string {
  const header = ["attack", "server", `statuses (${mode})`, "time", "server memory", "other"];
  const lines = [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map(
      (row) =>
        `| ${[row.attack, row.server, row.statuses, row.time, row.memory, row.other].map(cell).join(" | ")} |`,
    ),
  ];
  return lines.join("\n");
}

async function storedRecords(inboxDir: string): Promise<number> {
  const names = await readdir(inboxDir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(".json")).length;
}

// ---------------------------------------------------------------------------------------------------
// 1. JSON field limits

interface JsonLimitCase {
  name: string;
  body: string;
}

function jsonLimitCases(): JsonLimitCase[] {
  const longNames = Object.fromEntries(
    Array.from({ length: 100 }, (_, index) => [
      `${String(index).padStart(3, "0")}${letters(50 * 1024 - 3)}`,
      "x",
    ]),
  );
  const smallFields = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`f${index}`, "x"]));
  return [
    { name: "one 5.4 MB value", body: JSON.stringify({ message: letters(5_400_000) }) },
    { name: "100 names of 50 KB", body: JSON.stringify(longNames) },
    { name: "101 small fields", body: JSON.stringify(smallFields) },
  ];
}

async function attackJsonLimits(project: string, rows: Row[]) {
  progress("1. JSON field limits");
  return withServer(project, "npm start", {}, async (server, inboxDir) => {
    const memory = sampleMemory(server.pid);
    const results = [];
    for (const { name, body } of jsonLimitCases()) {
      const before = await storedRecords(inboxDir);
      const since = performance.now();
      const baseline = await residentOrNull(server.pid);
      const answer = await send(server.port, {
        method: "POST",
        path: "/ajax/studio",
        headers: jsonHeaders,
        body,
        keepBody: true,
      });
      await sleep(200);
      const stored = (await storedRecords(inboxDir)) - before;
      const peakGrowth = difference(memory.peakSince(since), baseline);
      results.push({
        case: name,
        bodyBytes: Buffer.byteLength(body),
        status: answer.status,
        message: answerMessage(answer),
        ms: answer.ms,
        stored,
        peakRssGrowthBytes: peakGrowth,
      });
      rows.push({
        attack: `1. JSON: ${name} (${size(Buffer.byteLength(body))})`,
        server: "npm start",
        statuses: String(answer.status),
        time: ms(answer.ms),
        memory: `peak +${mib(peakGrowth)}`,
        other: stored > 0 ? `stored (${stored} record)` : "nothing stored",
      });
    }
    memory.stop();
    return results;
  });
}

// ---------------------------------------------------------------------------------------------------
// 2. Rotating X-Forwarded-For

// Fewer at a time than the 4 posts a client may have in flight, so only the window limit can refuse.
const burst = { posts: 400, concurrency: 3 } as const;

/** A different documentation or private address for every index. */
function rotatedAddress(index: number): string {
  if (index < 254) return `203.0.113.${index + 1}`;
  if (index < 508) return `198.51.100.${index - 253}`;
  const rest = index - 508;
  return `10.0.${Math.floor(rest / 254)}.${(rest % 254) + 1}`;
}

async function postBurst(project: string, rotate: boolean) {
  return withServer(project, "npm start", {}, async (server, inboxDir) => {
    const startedAt = performance.now();
    const answers = await sendMany(server.port, burst.posts, burst.concurrency, (index) => ({
      method: "POST",
      path: "/ajax/studio",
      headers: { ...formHeaders, ...(rotate ? { "X-Forwarded-For": rotatedAddress(index) } : {}) },
      body: urlencoded({ name: `Visitor ${index}`, message: "Hello" }),
      keepBody: true,
    }));
    const totalMs = performance.now() - startedAt;
    await sleep(200);
    return {
      rotate,
      posts: burst.posts,
      concurrency: burst.concurrency,
      totalMs,
      statuses: countBy(answers.map((answer) => String(answer.status))),
      messages: countBy(answers.filter((answer) => answer.status !== 200).map(answerMessage)),
      stored: await storedRecords(inboxDir),
      summary: statusCounts(answers),
    };
  });
}

async function preflight(project: string) {
  return withServer(project, "npm start", {}, async (server) => {
    const answer = await send(server.port, {
      method: "OPTIONS",
      path: "/ajax/studio",
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-forwarded-for, content-type",
      },
    });
    return {
      status: answer.status,
      allowHeaders: answer.headers["access-control-allow-headers"] ?? null,
      allowOrigin: answer.headers["access-control-allow-origin"] ?? null,
    };
  });
}

/** The two per-client refusals by name; any other message as it reads. */
function refusalLabel(message: string): string {
  if (message.includes("still being sent")) return "busy (posts in flight)";
  if (message.includes("Too many forms")) return "rate limit (posts per window)";
  return `"${message.slice(0, 60)}"`;
}

async function attackForwardedFor(project: string, rows: Row[]) {
  progress("2. rotating X-Forwarded-For");
  const rotated = await postBurst(project, true);
  const plain = await postBurst(project, false);
  const cors = await preflight(project);
  for (const result of [rotated, plain]) {
    const refusals = Object.entries(result.messages)
      .map(([message, count]) => `${count} × ${refusalLabel(message)}`)
      .join("; ");
    rows.push({
      attack: `2. ${burst.posts} posts, ${burst.concurrency} at a time, ${
        result.rotate ? "X-Forwarded-For rotating" : "no X-Forwarded-For"
      }`,
      server: "npm start",
      statuses: result.summary,
      time: ms(result.totalMs),
      memory: "",
      other: `${result.stored} stored${refusals ? `; ${refusals}` : ""}`,
    });
  }
  rows.push({
    attack: "2. CORS preflight from https://evil.example asking for x-forwarded-for",
    server: "npm start",
    statuses: String(cors.status),
    time: "",
    memory: "",
    other: `Allow-Headers: ${String(cors.allowHeaders ?? "(none)")}; Allow-Origin: ${String(cors.allowOrigin ?? "(none)")}`,
  });
  return { rotated, plain, preflight: cors };
}

// ---------------------------------------------------------------------------------------------------
// 3. The published inbox: password lockout, and what answers without it

async function publishedProbes(server: RunningServer) {
  const plainPost = await send(server.port, {
    method: "POST",
    path: "/studio",
    headers: formHeaders,
    body: urlencoded({ name: "Ada", message: "Hello" }),
  });
  const ajaxPost = await send(server.port, {
    method: "POST",
    path: "/ajax/studio",
    headers: formHeaders,
    body: urlencoded({ name: "Ada", message: "Hello" }),
  });
  const inbox = await send(server.port, { method: "GET", path: "/inbox" });
  return { getInbox: inbox.status, postStudio: plainPost.status, postAjaxStudio: ajaxPost.status };
}

async function passwordLockout(server: RunningServer) {
  const rightAtFirst = await send(server.port, {
    method: "GET",
    path: "/inbox",
    headers: { Authorization: basicAuth(publishedPassword) },
  });
  const wrong: Array<Answer["status"]> = [];
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answer = await send(server.port, {
      method: "GET",
      path: "/inbox",
      headers: { Authorization: basicAuth(`wrong-password-${attempt}`) },
    });
    wrong.push(answer.status);
  }
  const right = await send(server.port, {
    method: "GET",
    path: "/inbox",
    headers: { Authorization: basicAuth(publishedPassword) },
  });
  // The studio behind a reverse proxy: another visitor's address in X-Forwarded-For, same socket peer.
  const rightFromAnotherVisitor = await send(server.port, {
    method: "GET",
    path: "/inbox",
    headers: { Authorization: basicAuth(publishedPassword), "X-Forwarded-For": "198.51.100.7" },
  });
  return {
    rightAtFirst: rightAtFirst.status,
    wrongStatuses: wrong,
    rightStatus: right.status,
    rightRetryAfter: right.headers["retry-after"] ?? null,
    rightWithOtherForwardedFor: rightFromAnotherVisitor.status,
  };
}

async function attackPublishedInbox(project: string, rows: Row[]) {
  progress("3. published inbox");
  const site = await freshSite();
  const withoutInbox = await withServer(project, "npm run serve", {}, publishedProbes);
  rows.push({
    attack: "3. no INBOX: GET /inbox · POST /studio · POST /ajax/studio",
    server: "npm run serve",
    statuses: `${withoutInbox.getInbox} · ${withoutInbox.postStudio} · ${withoutInbox.postAjaxStudio}`,
    time: "",
    memory: "",
    other: "",
  });

  const env = { INBOX: "on", INBOX_PASSWORD: publishedPassword };
  const start = await startServer({ project, flavour: "npm run serve", ...site, env });
  if (!start.started) {
    rows.push({
      attack: "3. INBOX=on INBOX_PASSWORD=<18 characters>",
      server: "npm run serve",
      statuses: `refused to start (exit ${String(start.exitCode)})`,
      time: ms(start.startMs),
      memory: "",
      other: start.output.join(" / "),
    });
    return { withoutInbox, withInbox: { started: false, exitCode: start.exitCode, output: start.output } };
  }
  try {
    const probes = await publishedProbes(start.server);
    const lockout = await passwordLockout(start.server);
    rows.push({
      attack: "3. INBOX=on: GET /inbox (no password) · POST /studio · POST /ajax/studio",
      server: "npm run serve",
      statuses: `${probes.getInbox} · ${probes.postStudio} · ${probes.postAjaxStudio}`,
      time: "",
      memory: "",
      other: "",
    });
    rows.push({
      attack:
        "3. INBOX=on: right password; 10 wrong ones; the right one again (and with another X-Forwarded-For)",
      server: "npm run serve",
      statuses: `${lockout.rightAtFirst}; ${lockout.wrongStatuses.join(" ")} → ${lockout.rightStatus} (→ ${lockout.rightWithOtherForwardedFor})`,
      time: "",
      memory: "",
      other: `Retry-After ${String(lockout.rightRetryAfter ?? "-")}; ${start.server.startupOutput.join(" / ")}`,
    });
    return {
      withoutInbox,
      withInbox: { started: true, output: start.server.startupOutput, lockout, probes },
    };
  } finally {
    await start.server.stop();
    started.servers.delete(start.server);
  }
}

// ---------------------------------------------------------------------------------------------------
// 4. The inbox page's cost

const inboxFill = { posts: 30, views: 4, homeEveryMs: 100, settleMs: 1_000, afterViewsMs: 5_000 } as const;
/** 55 fields of 100 KiB: about 5.6 MB, just under the body limit, and within 100 fields × 100 KiB. */
const largestFields = { count: 55, size: 100 * 1024 } as const;

interface FillShape {
  name: string;
  headers: Record<string, string>;
  body: string;
}

/** The largest JSON post each server takes: one 5.4 MB value before; 55 × 100 KiB fields after. */
function largestJsonPost(mode: Mode): FillShape {
  if (mode === "before") {
    return {
      name: "JSON, one 5.4 MB value",
      headers: jsonHeaders,
      body: JSON.stringify({ message: letters(5_400_000) }),
    };
  }
  return {
    name: "JSON, 55 fields × 100 KiB",
    headers: jsonHeaders,
    body: JSON.stringify(manyLongFields(largestFields.count, largestFields.size)),
  };
}

function largestFormPost(): FillShape {
  return {
    name: "urlencoded, 55 fields × 100 KiB",
    headers: formHeaders,
    body: urlencoded(manyLongFields(largestFields.count, largestFields.size)),
  };
}

async function fillInbox(server: RunningServer, shape: FillShape) {
  const statuses: Array<Answer["status"]> = [];
  const failures: string[] = [];
  const startedAt = performance.now();
  for (let post = 0; post < inboxFill.posts; post++) {
    const answer = await send(server.port, {
      method: "POST",
      path: "/ajax/studio",
      headers: shape.headers,
      body: shape.body,
      keepBody: true,
    });
    statuses.push(answer.status);
    if (answer.status !== 200) failures.push(`post ${post + 1}: ${answer.status} ${answerMessage(answer)}`);
  }
  return {
    statuses,
    failures: failures.slice(0, 5),
    failed: failures.length,
    ms: performance.now() - startedAt,
  };
}

/** GET / again and again, one every 100 ms at most, until `done`; the longest answer is the stall. */
async function pollHome(port: number, done: () => boolean) {
  const times: number[] = [];
  const statuses: Array<Answer["status"]> = [];
  while (!done()) {
    const answer = await send(port, { method: "GET", path: "/" });
    times.push(answer.ms);
    statuses.push(answer.status);
    await sleep(Math.max(0, inboxFill.homeEveryMs - answer.ms));
  }
  return {
    requests: times.length,
    longestMs: times.length ? Math.max(...times) : 0,
    statuses: countBy(statuses.map(String)),
  };
}

async function idleHomeMs(port: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < 5; index++) times.push((await send(port, { method: "GET", path: "/" })).ms);
  return times.sort((a, b) => a - b)[2] ?? 0;
}

async function viewInbox(server: RunningServer) {
  const memory = sampleMemory(server.pid);
  await sleep(inboxFill.settleMs);
  const idleHome = await idleHomeMs(server.port);
  const baseline = await residentOrNull(server.pid);
  const since = performance.now();
  let viewing = true;
  const views = Promise.all(
    Array.from({ length: inboxFill.views }, () => send(server.port, { method: "GET", path: "/inbox" })),
  ).finally(() => (viewing = false));
  const [answers, home] = await Promise.all([views, pollHome(server.port, () => !viewing)]);
  const peak = memory.peakSince(since);
  await sleep(inboxFill.afterViewsMs);
  const after = await residentOrNull(server.pid);
  memory.stop();
  return {
    viewStatuses: answers.map((answer) => answer.status),
    viewMs: answers.map((answer) => answer.ms),
    pageBytes: answers.map((answer) => answer.bytes),
    baselineRssBytes: baseline,
    peakRssGrowthBytes: difference(peak, baseline),
    rssGrowth5sAfterBytes: difference(after, baseline),
    idleHomeMs: idleHome,
    home,
  };
}

async function inboxPageCost(project: string, shape: FillShape, rows: Row[]) {
  progress(`4. inbox page after ${inboxFill.posts} posts: ${shape.name}`);
  const bodyBytes = Buffer.byteLength(shape.body);
  if (bodyBytes > bodyLimitBytes)
    throw new Error(`${shape.name} is over the body limit (${bodyBytes} bytes)`);
  return withServer(project, "npm start", {}, async (server, inboxDir) => {
    const fill = await fillInbox(server, shape);
    const stored = await storedRecords(inboxDir);
    const view = await viewInbox(server);
    rows.push({
      attack: `4. ${inboxFill.posts} posts (${shape.name}, ${mb(bodyBytes)}): fill`,
      server: "npm start",
      statuses: statusCounts(fill.statuses.map((status) => ({ status }))),
      time: ms(fill.ms),
      memory: "",
      other: `${stored} stored${fill.failed ? `; failures: ${fill.failures.join("; ")}` : ""}`,
    });
    rows.push({
      attack: `4. … then ${inboxFill.views} GET /inbox at once`,
      server: "npm start",
      statuses: `${view.viewStatuses.join(" ")}; home ${Object.keys(view.home.statuses).join("/")}`,
      time: `views ${view.viewMs.map(ms).join(", ")}; home stall ${ms(view.home.longestMs)} (idle ${ms(view.idleHomeMs)})`,
      memory: `baseline ${mib(view.baselineRssBytes)}; peak +${mib(view.peakRssGrowthBytes)}; 5 s after +${mib(view.rssGrowth5sAfterBytes)}`,
      other: `page ${view.pageBytes.map(mb).join(", ")}`,
    });
    return { shape: shape.name, bodyBytes, fill, stored, view };
  });
}

async function attackInboxPage(project: string, mode: Mode, rows: Row[]) {
  const json = await inboxPageCost(project, largestJsonPost(mode), rows);
  const form = await inboxPageCost(project, largestFormPost(), rows);
  return { json, form };
}

// ---------------------------------------------------------------------------------------------------
// 5. A right-to-left override in a file name

const bidiFileName = "invoice\u202egnp.exe";

/** 80 characters around the file link's text, or around the first "invoice" if there is no link. */
function linkExcerpt(page: string): string {
  const link = page.indexOf('href="/inbox/files/');
  const text = link === -1 ? page.indexOf("invoice") : page.indexOf('">', link) + 2;
  if (text < 0) return "";
  return page.slice(Math.max(0, text - 40), text + 40);
}

async function attackBidiName(project: string, rows: Row[]) {
  progress("5. bidi file name");
  return withServer(project, "npm start", {}, async (server, inboxDir) => {
    const boundary = "----inbox-attacks-boundary";
    const post = await send(server.port, {
      method: "POST",
      path: "/studio",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(
        boundary,
        { name: "Ada" },
        { field: "attachment", name: bidiFileName, type: "image/png", content: "\x89PNG fake" },
      ),
    });
    const page = await send(server.port, { method: "GET", path: "/inbox", keepBody: true });
    const html = page.text ?? "";
    const result = {
      postStatus: post.status,
      stored: await storedRecords(inboxDir),
      inboxStatus: page.status,
      rawOverrideInPage: html.includes("\u202e"),
      excerpt: linkExcerpt(html),
    };
    rows.push({
      attack: "5. multipart file named invoice\u202egnp.exe, then GET /inbox",
      server: "npm start",
      statuses: `${result.postStatus} → ${result.inboxStatus}`,
      time: "",
      memory: "",
      other: `raw U+202E in page: ${result.rawOverrideInPage ? "yes" : "no"}; around the link: ${result.excerpt.replace(/\s+/g, " ")}`,
    });
    return result;
  });
}

// ---------------------------------------------------------------------------------------------------
// 6. A published inbox over plain HTTP with a password of 12 spaces

async function attackBlankPassword(project: string, rows: Row[]) {
  progress("6. password of 12 spaces");
  const site = await freshSite();
  const password = " ".repeat(12);
  const start = await startServer({
    project,
    flavour: "npm run serve",
    ...site,
    env: { INBOX: "on", INBOX_PASSWORD: password },
  });
  if (!start.started) {
    rows.push({
      attack: "6. INBOX=on INBOX_PASSWORD='            ' (12 spaces)",
      server: "npm run serve",
      statuses: `refused to start (exit ${String(start.exitCode)})`,
      time: "",
      memory: "",
      other: start.output.join(" / "),
    });
    return { started: false, exitCode: start.exitCode, output: start.output };
  }
  try {
    const inbox = await send(start.server.port, {
      method: "GET",
      path: "/inbox",
      headers: { Authorization: basicAuth(password) },
    });
    rows.push({
      attack: "6. INBOX=on INBOX_PASSWORD='            ' (12 spaces)",
      server: "npm run serve",
      statuses: `started; GET /inbox with the spaces: ${inbox.status}`,
      time: "",
      memory: "",
      other: start.server.startupOutput.join(" / "),
    });
    return { started: true, output: start.server.startupOutput, inboxWithSpaces: inbox.status };
  } finally {
    await start.server.stop();
    started.servers.delete(start.server);
  }
}

// ---------------------------------------------------------------------------------------------------

function checkoutCommit(project: string): string {
  try {
    const commit = execFileSync("git", ["-C", project, "rev-parse", "--short", "HEAD"], { encoding: "utf8" });
    const dirty = execFileSync("git", ["-C", project, "status", "--porcelain", "--", "server"], {
      encoding: "utf8",
    });
    return `${commit.trim()}${dirty.trim() ? " + uncommitted server changes" : ""}`;
  } catch {
    return "unknown";
  }
}

async function main(): Promise<void> {
  const { project, mode, out } = readOptions();
  const deadline = setTimeout(() => {
    console.error(`[inbox-attacks] Still running after ${runDeadlineMs / 60_000} min: stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, runDeadlineMs);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }

  const rows: Row[] = [];
  const startedAt = performance.now();
  const commit = checkoutCommit(project);
  progress(`${mode}: ${project} (${commit})`);
  try {
    const results = {
      jsonLimits: await attackJsonLimits(project, rows),
      forwardedFor: await attackForwardedFor(project, rows),
      publishedInbox: await attackPublishedInbox(project, rows),
      inboxPage: await attackInboxPage(project, mode, rows),
      bidiFileName: await attackBidiName(project, rows),
      blankPassword: await attackBlankPassword(project, rows),
    };
    const table = markdownTable(mode, rows);
    const record = {
      mode,
      project,
      commit,
      node: process.version,
      date: new Date().toISOString(),
      totalMs: performance.now() - startedAt,
      results,
      rows,
    };
    await writeFile(out, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`## Inbox attacks: ${mode} (${commit})\n\n${table}\n`);
    progress(`done in ${ms(record.totalMs)}; figures in ${out}`);
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

await main();
