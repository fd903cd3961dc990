/**
 * Attacks on the content editor's local helper (`npm run admin`), sent with curl over loopback:
 * before, decap-server alone, as `npm run admin` started it until the guard came (files mode, on
 * 127.0.0.1); after, decap-server behind the guard (scripts/editor-guard.ts). Each serves a scratch
 * copy of the project's files of its own, with a made-up `.env` and `.git/config`: never the
 * project itself. For each attack: the status, curl's time (the median of 5), and what the first
 * one did to the copy.
 *
 *   npx tsx tools/attacks/editor-helper.ts
 *
 * Prints the shell definitions the commands use, then a Markdown table. The helpers listen on free
 * ports in place of 8081 (the commands show 8081); curl gives up after 30 s; both helpers are
 * stopped and both copies removed. The guard runs in this process, so curl runs beside it.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, startEditorHelper } from "../../scripts/editor-guard";

const secret = "scratch-secret-7f3a";
const runs = 5;

/** What the commands use: who sends them, and the bodies of the editor's actions. */
const definitions = String.raw`url=http://127.0.0.1:8081/api/v1
json='Content-Type: application/json'
rebind=(-H 'Host: rebind.example:8081' -H 'Origin: http://rebind.example:8081' -H "$json")
other=(-H 'Host: 127.0.0.1:8081' -H 'Origin: http://localhost:3000' -H "$json")
editor=(-H 'Host: 127.0.0.1:8081' -H 'Origin: http://127.0.0.1:5173' -H "$json")
opts='"options":{"commitMessage":"x","useWorkflow":false,"status":"draft"}'
save() { echo '{"action":"persistEntry","params":{"branch":"main","dataFiles":[{"slug":"x","path":"'"$1"'","raw":"{\"pwned\":1}"}],"assets":[],'"$opts"'}}'; }
entry() { echo '{"action":"getEntry","params":{"branch":"main","path":"'"$1"'"}}'; }
remove() { echo '{"action":"deleteFile","params":{"branch":"main","path":"'"$1"'",'"$opts"'}}'; }
photo() { printf '{"action":"persistMedia","params":{"branch":"main","asset":{"path":"%s","encoding":"base64","content":"' "$1"; head -c "$2"M /dev/zero | base64 -w0; echo '"},'"$opts"'}}'; }`;

interface Attack {
  name: string;
  command: string;
  /** What the first request did to the copy, or let its sender read; "" for nothing. */
  effect(dir: string, answer: string, headers: string): string;
}

const written = (file: string) => (dir: string) =>
  existsSync(path.join(dir, file)) &&
  (file.endsWith(".jpg") || readFileSync(path.join(dir, file), "utf8").includes("pwned"))
    ? `${file} written`
    : "";
const leaked = (file: string) => (_dir: string, answer: string) =>
  answer.includes(secret) ? `${file} read` : "";

const attacks: Attack[] = [
  ...["package.json", ".ci/run", ".git/hooks/pre-commit", "vite.config.ts"].map((file) => ({
    name: `a rebound name: write ${file}`,
    command: `curl "\${rebind[@]}" -d "$(save ${file})"`,
    effect: written(file),
  })),
  {
    name: "a rebound name: delete README.md",
    command: `curl "\${rebind[@]}" -d "$(remove README.md)"`,
    effect: (dir) => (existsSync(path.join(dir, "README.md")) ? "" : "README.md deleted"),
  },
  ...[".env", ".git/config"].map((file) => ({
    name: `a rebound name: read ${file}`,
    command: `curl "\${rebind[@]}" -d "$(entry ${file})"`,
    effect: leaked(file),
  })),
  {
    name: "another page on this computer: write package.json",
    command: `curl "\${other[@]}" -d "$(save package.json)"`,
    effect: written("package.json"),
  },
  {
    name: "another page on this computer: CORS preflight",
    command: `curl "\${other[@]}" -X OPTIONS -H 'Access-Control-Request-Method: POST'`,
    effect: (_dir, _answer, headers) => (/access-control-allow-origin/i.test(headers) ? "allowed" : ""),
  },
  {
    name: "the editor's page: read .env through the data folder",
    command: `curl "\${editor[@]}" -d "$(entry app/content/data/../../../.env)"`,
    effect: leaked(".env"),
  },
  {
    name: "the editor's page: write package.json",
    command: `curl "\${editor[@]}" -d "$(save package.json)"`,
    effect: written("package.json"),
  },
  {
    name: "the editor's page: a 30 MB photo (40 MB of JSON)",
    command: `curl "\${editor[@]}" --data-binary @<(photo app/content/images/big.jpg 30)`,
    effect: written("app/content/images/big.jpg"),
  },
  {
    name: "the editor's page: its own save (allowed)",
    command: `curl "\${editor[@]}" -d "$(save app/content/data/x.json)"`,
    effect: written("app/content/data/x.json"),
  },
  {
    name: "the editor's page: its own 5 MB photo (allowed)",
    command: `curl "\${editor[@]}" --data-binary @<(photo app/content/images/new-1.jpg 5)`,
    effect: written("app/content/images/new-1.jpg"),
  },
];

/** A copy of the project's files (not its .git, .env, builds or packages), with a made-up .env and .git. */
async function scratchCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "editor-helper-attacks-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { encoding: "utf8" })
    .split("\0")
    .filter((file) => file && file !== ".env" && existsSync(file));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(file, path.join(dir, file));
  }
  await writeFile(path.join(dir, ".env"), `FORM_TOKEN=${secret}\n`);
  execFileSync("git", ["init", "-q", dir]);
  execFileSync("git", ["-C", dir, "config", "remote.origin.url", `https://${secret}@example.com/studio.git`]);
  return dir;
}

async function run(label: string, port: number, dir: string): Promise<string[]> {
  const results: string[] = [];
  const work = await mkdtemp(path.join(os.tmpdir(), "editor-helper-curl-"));
  const [answer, headers] = [path.join(work, "answer"), path.join(work, "headers")];
  const preamble = definitions.replaceAll(":8081", `:${port}`);
  for (const attack of attacks) {
    const script = `${preamble}\n${attack.command} -s -o '${answer}' -D '${headers}' --max-time 30 -w '%{http_code} %{time_total}' "$url"`;
    const codes = new Set<string>();
    const times: number[] = [];
    let effect = "";
    for (let index = 0; index < runs; index += 1) {
      const [code = "", seconds = "30"] = await promisify(execFile)("bash", ["-c", script]).then(
        ({ stdout }) => stdout.split(" "),
        () => ["no answer within 30 s"],
      );
      codes.add(code);
      times.push(Number(seconds) * 1000);
      // The later requests may find done what the first one did.
      if (index === 0) {
        const read = (file: string) => readFile(file, "utf8").catch(() => "");
        effect = attack.effect(dir, await read(answer), await read(headers));
      }
    }
    const median = times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
    const time = median < 10 ? median.toFixed(1) : Math.round(median);
    results.push(`${[...codes].join(" / ")} in ${time} ms${effect ? `, **${effect}**` : ""}`);
    process.stderr.write(`${label}: ${attack.name}: ${results.at(-1)}\n`);
  }
  await rm(work, { recursive: true, force: true });
  return results;
}

async function whenAnswering(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const info = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"action":"info"}',
    }).catch(() => undefined);
    if (info?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("decap-server did not answer within 10 s.");
}

const dirs: string[] = [];
let before: ChildProcess | undefined;
let after: Awaited<ReturnType<typeof startEditorHelper>> | undefined;
try {
  dirs.push(await scratchCopy(), await scratchCopy());
  const [beforeDir = "", afterDir = ""] = dirs;

  const beforePort = await freePort();
  before = spawn(process.execPath, [path.resolve("node_modules/decap-server/dist/index.js")], {
    cwd: beforeDir,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: beforeDir,
      MODE: "fs",
      PORT: String(beforePort),
      BIND_HOST: "127.0.0.1",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  await whenAnswering(beforePort);
  const beforeResults = await run("before", beforePort, beforeDir);

  const afterPort = await freePort();
  after = await startEditorHelper({ projectDir: afterDir, sitePort: 5173, port: afterPort });
  const afterResults = await run("after", afterPort, afterDir);

  console.log(`\`\`\`sh\n${definitions}\n\`\`\`\n`);
  console.log("| attack | before | after | command |\n| --- | --- | --- | --- |");
  attacks.forEach((attack, index) => {
    console.log(
      `| ${attack.name} | ${beforeResults[index]} | ${afterResults[index]} | \`${attack.command}\` |`,
    );
  });
} finally {
  before?.kill("SIGTERM");
  await after?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
