/**
 * The build's nginx server block, run in a real nginx on loopback: the same status, headers and
 * bytes as the project's own server, address by address (both from site/site-headers.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { designPagePaths } from "../../app/content/design-index";
import { pagePaths } from "../../app/lib/paths";
import { freePort } from "../../scripts/editor-guard";
import { type RunningServer, startServer } from "../../server/start-server";
import { hashInlineElements } from "../../site/content-security-policy";
import { isHostConfigPath } from "../../site/site-headers";
import { clientDir } from "./support";

const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule =
  process.env.NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Headers each server sets its own way; every other header must be the same. */
const ownHeaders = new Set("date server connection keep-alive etag last-modified accept-ranges".split(" "));

let nginx: ChildProcess | undefined;
let nginxUrl = "";
let node: RunningServer | undefined;
let workDir = "";

beforeAll(async () => {
  for (const [file, fix] of [
    [nginxBinary, "Debian's nginx, or set NGINX_PATH"],
    [brotliModule, "Debian's libnginx-mod-http-brotli-static, or set NGINX_BROTLI_MODULE"],
  ])
    if (!existsSync(file!))
      throw new Error(`${file} is missing: npm test installs it as root, else install ${fix}.`);
  workDir = await mkdtemp(path.join(tmpdir(), "ivory-adire-nginx-"));
  const temp = (name: string) => path.join(workDir, name);
  const port = await freePort();
  // The two lines the README asks whoever installs the block to set.
  const siteConf = path.join(clientDir, "..", "nginx", "site.conf");
  const block = (await readFile(siteConf, "utf8"))
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^ {4}root \S+;$/m, `    root ${clientDir};`);
  if (!block.includes(`listen 127.0.0.1:${port};`) || !block.includes(`root ${clientDir};`))
    throw new Error(`${siteConf} has no "listen 80;" or "root …;" line to set.`);
  await writeFile(temp("site.conf"), block);
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (k) => `${k}_temp_path ${temp(k)};`,
  );
  const conf = [
    `load_module ${brotliModule};`,
    // Workers run as whoever runs the test; as root nginx would otherwise switch to nobody.
    process.getuid?.() === 0 ? "user root;" : "",
    `daemon off; worker_processes 1; pid ${temp("nginx.pid")}; error_log ${temp("error.log")} warn;`,
    "events { worker_connections 64; }",
    `http { access_log off; ${tempPaths.join(" ")} include ${temp("site.conf")}; }`,
  ];
  await writeFile(temp("nginx.conf"), conf.join("\n"));
  nginx = spawn(nginxBinary, ["-p", workDir, "-e", temp("error.log"), "-c", temp("nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stopped = new Promise<never>((_, reject) =>
    nginx?.once("exit", (code) => {
      const log = existsSync(temp("error.log")) ? readFileSync(temp("error.log"), "utf8") : "";
      reject(new Error(`nginx stopped (exit code ${code}):\n${stderr}${log}`));
    }),
  );
  nginxUrl = `http://127.0.0.1:${port}`;
  const answering = async () => {
    while (!(await get(nginxUrl, "/robots.txt").catch(() => null)) && nginx?.exitCode === null)
      await sleep(50);
  };
  await Promise.race([answering(), stopped]);
  node = await startServer({ root: clientDir, port: 0, inboxDir: false });
});

afterAll(async () => {
  if (nginx?.exitCode === null) {
    const exited = once(nginx, "exit");
    nginx.kill("SIGTERM");
    await exited;
  }
  await node?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${urlPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([n]) => !ownHeaders.has(n)),
        );
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    sent.on("error", reject).end();
  });
}

async function compare(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const fromNginx = await get(nginxUrl, urlPath, headers);
  const fromNode = await get(node!.url, urlPath, headers);
  expect([fromNginx.status, fromNginx.headers], urlPath).toEqual([fromNode.status, fromNode.headers]);
  expect(fromNginx.body.equals(fromNode.body), `${urlPath} body`).toBe(true);
  return fromNode;
}

const firstFile = (folder: string, extension: string) =>
  `/${folder}/${readdirSync(path.join(clientDir, folder)).find((file) => file.endsWith(extension))}`;
const pages = [...pagePaths, designPagePaths[0]!, designPagePaths.at(-1)!].flatMap((page) =>
  page === "/" ? ["/", "/index.html"] : [page, `${page}/`],
);

it.each(pages)(
  "%s: the same page, status and headers, its policy with the hashes of its inline scripts",
  async (urlPath) => {
    const answer = await compare(urlPath);
    expect(answer.status).toBe(200);
    const { scripts } = hashInlineElements(answer.body.toString());
    expect(scripts.length).toBeGreaterThan(0);
    for (const hash of scripts) expect(answer.headers["content-security-policy"]).toContain(hash);
  },
);

it.each([
  "/no-such-page",
  "/about/no-such-page",
  "/collection/no-such-design",
  "/collection/no-such-design.data",
  "/assets/missing-abc123.js",
  "/.env",
  // The server block is written beside the site, never inside it.
  "/nginx/site.conf",
])("%s: the 404 page with status 404 and its own policy", async (urlPath) => {
  const answer = await compare(urlPath);
  expect(answer.status).toBe(404);
  expect(answer.body.toString()).toContain("Page not found");
});

it.each([
  // Every file at the build's root (the hosts' own files are never served), one of each kind below it.
  ...readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${entry.name}`),
  "/404",
  "/admin/",
  "/collection/photos.json",
  `${designPagePaths[0]}.data`,
  firstFile("assets", ".js"),
  firstFile("assets", ".css"),
  firstFile("assets", ".woff2"),
  firstFile("share", ".jpg"),
  firstFile("admin/parts", ".js"),
])("%s: the same file and headers", async (urlPath) => {
  expect((await compare(urlPath)).status).toBe(isHostConfigPath(urlPath) ? 404 : 200);
});

it.each(["br", "gzip", "gzip, br", "br;q=0, gzip"])(
  "Accept-Encoding: %s chooses the same precompressed copy",
  async (acceptEncoding) => {
    for (const urlPath of ["/about", firstFile("assets", ".js")]) {
      const answer = await compare(urlPath, { "Accept-Encoding": acceptEncoding });
      expect(answer.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
    }
  },
);

it("HSTS only when the visitor came over HTTPS, through a TLS proxy that says so", async () => {
  expect((await compare("/about")).headers["strict-transport-security"]).toBeUndefined();
  const overHttps = await compare("/about", { "X-Forwarded-Proto": "https" });
  expect(overHttps.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  await compare(firstFile("assets", ".css"), { "X-Forwarded-Proto": "https" });
});
