/**
 * The real decap-server behind the real guard, on loopback, over a small temporary project: what a
 * page other than the editor, or a file outside the content, asks is refused; the editor still saves.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditorHelper, freePort, startEditorHelper } from "./editor-guard";

const sitePort = 5173;
const editorOrigin = `http://127.0.0.1:${sitePort}`;
/** Small, so that a body over it is quick to send; the real one is `maxBodyBytes`. */
const maxBody = 64 * 1024;
const secret = "the-studio-secret";

const project: Record<string, string> = {
  "app/content/data/x.json": '{ "name": "before" }\n',
  "app/content/images/a.jpg": "a photo",
  "package.json": `{ "name": "${secret}" }\n`,
  "README.md": "Read me.\n",
  ".git/config": `[remote "origin"]\n  url = https://${secret}@example.com/studio.git\n`,
  ".git/hooks/.keep": "",
};

let dir: string;
let port: number;
let helper: EditorHelper;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "editor-guard-"));
  for (const [file, text] of Object.entries(project)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  port = await freePort();
  helper = await startEditorHelper({ projectDir: dir, sitePort, port, maxBody });
}, 20_000);

afterAll(async () => {
  await helper?.close();
  await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

interface Sent {
  method?: string;
  /** `Host` and `Origin`; the editor's by default, `null` for none. */
  host?: (port: number) => string;
  origin?: string | null;
  body?: unknown;
}

/** One request over a socket of its own, with the headers exactly as given; gives up after 5 s. */
function send({ method = "POST", host, origin = editorOrigin, body }: Sent, write?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: host ? host(port) : `127.0.0.1:${port}` };
    if (origin) headers.origin = origin;
    if (method === "OPTIONS") headers["access-control-request-method"] = "POST";
    else headers["content-type"] = "application/json";
    const sent = request(
      { host: "127.0.0.1", port, path: "/api/v1", method, headers, timeout: 5_000 },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => {
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text });
          sent.destroy();
        });
      },
    );
    sent.on("timeout", () => sent.destroy(new Error("no answer within 5 s")));
    sent.on("error", reject);
    // A body given as bytes is sent without its end: the answer must not wait for the rest.
    if (write) sent.write(write);
    else sent.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Every file of the project and its text. */
async function snapshot(): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
  const read = async (file: string) => [path.relative(dir, file), await readFile(file, "utf8")] as const;
  return Object.fromEntries(await Promise.all(files.map((f) => read(path.join(f.parentPath, f.name)))));
}

const options = { commitMessage: "Content changed", useWorkflow: false, status: "draft" };
const base64 = (text: string) => Buffer.from(text).toString("base64");
const saveTo = (file: string, extra: object = {}) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "x", path: file, raw: `{ "name": "${secret}" }\n`, ...extra }],
    assets: [],
    options,
  },
});
const save = saveTo("app/content/data/x.json");

const getEntry = (file: string) => ({ action: "getEntry", params: { branch: "main", path: file } });
const asset = (file: string, text: string) => ({ path: file, content: base64(text), encoding: "base64" });
const media = (file: string, text: string) => ({
  action: "persistMedia",
  params: { branch: "main", asset: asset(file, text), options },
});

describe("refused, changing nothing and showing nothing", () => {
  const foreign = "http://localhost:3000";
  it.each<Sent & { name: string; why: RegExp }>([
    {
      name: "a foreign Host (a rebound name)",
      host: (p) => `rebind.example:${p}`,
      body: save,
      why: /rebind\.example/,
    },
    { name: "a foreign Origin", origin: "http://rebind.example:8081", body: save, why: /rebind\.example/ },
    { name: "another page on this computer", origin: foreign, body: save, why: /localhost:3000/ },
    { name: "a foreign preflight", method: "OPTIONS", origin: foreign, why: /localhost:3000/ },
    {
      name: "reading package.json",
      body: getEntry("package.json"),
      why: /"package\.json" is not a JSON file in app\/content\/data/,
    },
    {
      name: "reading .git/config, by way of the data folder",
      body: getEntry("app/content/data/../../../.git/config"),
      why: /\.git\/config" is not/,
    },
    { name: "writing package.json", body: saveTo("package.json"), why: /"package\.json" is not/ },
    { name: "writing a git hook", body: saveTo(".git/hooks/pre-commit"), why: /pre-commit" is not/ },
    {
      name: "moving a data file out of the content",
      body: saveTo("app/content/data/x.json", { newPath: "vite.config.ts" }),
      why: /"vite\.config\.ts" is not/,
    },
    {
      name: "writing a script as a photo of the save",
      body: { ...save, params: { ...save.params, assets: [asset(".ci/run", "#!/bin/sh\n")] } },
      why: /"\.ci\/run" is not a \.jpg, \.jpeg, \.png photo/,
    },
    {
      name: "a photo with an escaped path",
      body: media("app/content/images/%2e%2e%2f%2e%2e%2fx.png", "x"),
      why: /%2e%2e/,
    },
    {
      name: "deleting README.md",
      body: { action: "deleteFile", params: { branch: "main", path: "README.md", options } },
      why: /"README\.md" is not/,
    },
    {
      name: "an action of the editorial workflow",
      body: { action: "publishUnpublishedEntry", params: { branch: "main", collection: "pages", slug: "x" } },
      why: /does not do "publishUnpublishedEntry"/,
    },
  ])("$name", async (sent) => {
    const before = await snapshot();
    const answer = await send(sent);
    expect(answer.status).toBe(403);
    // The editor's own requests are refused in JSON, as decap-server refuses them; others in plain text.
    const why = answer.headers["content-type"]?.includes("json")
      ? JSON.parse(answer.text).error
      : answer.text;
    expect(why).toMatch(sent.why);
    expect(answer.text).not.toContain(secret);
    if (sent.origin !== undefined) expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it("a body over the limit, as soon as it passes it", async () => {
    const before = await snapshot();
    const answer = await send({}, Buffer.alloc(maxBody + 1, " "));
    expect(answer.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the editor's own requests", () => {
  it("a preflight gets the editor's origin back", async () => {
    const answer = await send({ method: "OPTIONS" });
    expect(answer.status).toBe(204);
    expect(answer.headers["access-control-allow-origin"]).toBe(editorOrigin);
  });

  it("a save writes its data file", async () => {
    const answer = await send({ body: save });
    expect(answer.status).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBe(editorOrigin);
    expect(await readFile(path.join(dir, "app/content/data/x.json"), "utf8")).toBe(
      save.params.dataFiles[0]?.raw,
    );
  });

  it("a photo is saved in the photo folder, from the editor opened as localhost", async () => {
    const body = media("app/content/images/b.jpg", "another photo");
    const answer = await send({
      host: (p) => `localhost:${p}`,
      origin: `http://localhost:${sitePort}`,
      body,
    });
    expect(answer.status).toBe(200);
    expect(await readFile(path.join(dir, "app/content/images/b.jpg"), "utf8")).toBe("another photo");
  });
});
