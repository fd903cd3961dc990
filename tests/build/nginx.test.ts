/**
 * The nginx server block the build writes, run in a real nginx on loopback and compared with the
 * project's own server, address by address, on the same production build. Both must send the
 * same status, headers and bytes, as they are written from one definition (site/site-headers.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { designPagePaths } from "../../app/content/design-index";
import { pagePaths } from "../../app/lib/paths";
import { type RunningServer, startServer } from "../../server/start-server";
import { clientDir } from "./support";

const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const siteConf = path.join(clientDir, "..", "nginx", "site.conf");

/** Every header either server is expected to agree on; Date, ETag and Server are their own. */
const comparedHeaders = [
  "content-type",
  "content-encoding",
  "content-length",
  "cache-control",
  "vary",
  "x-content-type-options",
  "referrer-policy",
  "strict-transport-security",
  "permissions-policy",
  "cross-origin-opener-policy",
  "content-security-policy",
];

let nginx: ChildProcess | undefined;
let nginxUrl = "";
let node: RunningServer | undefined;
let workDir = "";

// A missing nginx fails every test with the reason, rather than skipping them unseen.
let startupError: unknown;
beforeAll(async () => {
  try {
    await startBoth();
  } catch (error) {
    startupError = error;
  }
}, 20_000);
beforeEach(() => {
  if (startupError) throw startupError;
});

async function startBoth(): Promise<void> {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `nginx is not installed (looked for ${nginxBinary}). npm test installs Debian's nginx and ` +
        "libnginx-mod-http-brotli-static when run as root; otherwise install them, or set NGINX_PATH.",
    );
  }
  if (!existsSync(brotliModule)) {
    throw new Error(
      `nginx's brotli_static module is missing (looked for ${brotliModule}): install Debian's ` +
        "libnginx-mod-http-brotli-static, or set NGINX_BROTLI_MODULE.",
    );
  }
  workDir = await mkdtemp(path.join(tmpdir(), "ivory-adire-nginx-"));
  const port = await freePort();
  // The two lines the README asks whoever installs the block to set.
  const block = (await readFile(siteConf, "utf8"))
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^ {4}root \S+;$/m, `    root ${clientDir};`);
  if (!block.includes(`listen 127.0.0.1:${port};`) || !block.includes(`root ${clientDir};`)) {
    throw new Error(`${siteConf} has no "listen 80;" or "root …;" line to set.`);
  }
  await writeFile(path.join(workDir, "site.conf"), block);
  const temp = (name: string) => path.join(workDir, name);
  await writeFile(
    temp("nginx.conf"),
    [
      `load_module ${brotliModule};`,
      // Workers run as whoever runs the test; as root nginx would otherwise switch to nobody.
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${temp("nginx.pid")};`,
      `error_log ${temp("error.log")} warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp(kind)};`),
      `  include ${temp("site.conf")};`,
      "}",
    ].join("\n"),
  );
  nginx = spawn(nginxBinary, ["-p", workDir, "-e", temp("error.log"), "-c", temp("nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    nginx?.once("exit", async (code) => {
      const log = await readFile(temp("error.log"), "utf8").catch(() => "");
      reject(new Error(`nginx stopped (exit code ${code}):\n${stderr}${log}`));
    }),
  );
  nginxUrl = `http://127.0.0.1:${port}`;
  await Promise.race([untilAnswering(nginxUrl), exited]);
  node = await startServer({ root: clientDir, port: 0, inboxDir: false });
}

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGTERM");
    await stopped;
  }
  await node?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${urlPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: pick(response.headers), body: Buffer.concat(chunks) }),
      );
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`No answer from ${base}${urlPath}`)));
    req.on("error", reject);
    req.end();
  });
}

function pick(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(comparedHeaders.map((name) => [name, headers[name]?.toString()]));
}

async function compare(urlPath: string, headers: Record<string, string> = {}) {
  const [fromNginx, fromNode] = await Promise.all([
    get(nginxUrl, urlPath, headers),
    get(node?.url ?? "", urlPath, headers),
  ]);
  expect(fromNginx.status, `${urlPath} status`).toBe(fromNode.status);
  expect(fromNginx.headers, `${urlPath} headers`).toEqual(fromNode.headers);
  expect(fromNginx.body.equals(fromNode.body), `${urlPath} body`).toBe(true);
  return fromNode;
}

async function firstFile(folder: string, extension: string): Promise<string> {
  const name = (await readdir(path.join(clientDir, folder))).find((file) => file.endsWith(extension));
  if (!name) throw new Error(`The build has no ${extension} file in ${folder}/.`);
  return `/${folder}/${name}`;
}

describe("nginx with the emitted server block, against the project's own server", () => {
  const pages = [...pagePaths, designPagePaths[0] ?? "", designPagePaths.at(-1) ?? ""].flatMap((page) =>
    page === "/" ? ["/", "/index.html"] : [page, `${page}/`],
  );

  it.each(pages)("%s: the same page, status and headers", async (urlPath) => {
    const answer = await compare(urlPath);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-security-policy"]).toContain("'sha256-");
  });

  it.each([
    "/no-such-page",
    "/about/no-such-page",
    "/collection/no-such-design",
    "/collection/no-such-design.data",
    "/assets/missing-abc123.js",
    "/_headers",
    "/vercel.json",
    "/.env",
  ])(
    "%s: the 404 page with status 404 and its own policy",
    async (urlPath) => {
      const answer = await compare(urlPath);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain("Page not found");
    },
  );

  it.each([
    "/404",
    "/404.html",
    "/favicon.svg",
    "/robots.txt",
    "/sitemap.xml",
    "/collection/photos.json",
    "/collection/index.json",
    `${designPagePaths[0] ?? ""}.data`,
  ])(
    "%s: the same file and headers",
    async (urlPath) => {
      expect((await compare(urlPath)).status).toBe(200);
    },
  );

  it("a script, a stylesheet and a font: cached a year, without the document policies", async () => {
    for (const urlPath of [
      await firstFile("assets", ".js"),
      await firstFile("assets", ".css"),
      await firstFile("assets", ".woff2"),
    ]) {
      const answer = await compare(urlPath);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-security-policy"]).toBeUndefined();
    }
  });

  it("the share images, icons and manifest the build writes, when there are any", async () => {
    const root = await readdir(clientDir);
    const extras = root.filter((file) => /\.(png|webmanifest)$/.test(file)).map((file) => `/${file}`);
    if (root.includes("share")) extras.push(await firstFile("share", ".jpg"));
    for (const urlPath of extras) expect((await compare(urlPath)).status).toBe(200);
  });

  it.each(["br", "gzip", "gzip, br", "br;q=0, gzip"])(
    "Accept-Encoding: %s chooses the same precompressed copy",
    async (acceptEncoding) => {
      await compare("/about", { "Accept-Encoding": acceptEncoding });
      await compare(await firstFile("assets", ".js"), { "Accept-Encoding": acceptEncoding });
    },
  );

  it("HSTS only when the visitor came over HTTPS, through a TLS proxy that says so", async () => {
    expect((await compare("/about")).headers["strict-transport-security"]).toBeUndefined();
    const overHttps = await compare("/about", { "X-Forwarded-Proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    await compare(await firstFile("assets", ".css"), { "X-Forwarded-Proto": "https" });
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("No port"))));
    });
  });
}

async function untilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await get(url, "/robots.txt");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
