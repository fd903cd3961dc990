import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function put(relativePath: string, contents: string | Uint8Array) {
  const filePath = path.join(dir, relativePath);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, contents);
}

const page = `<!DOCTYPE html><html lang="en">${"<p>Bespoke bridal tailoring in Lagos.</p>".repeat(100)}</html>`;

describe("precompressDirectory", () => {
  it("writes .br and .gz beside every text file over 1 KB, and they unpack to the original", async () => {
    await put("index.html", page);
    await put("about/index.html", page);
    await put("assets/app-abc123.js", "export const a = 1;\n".repeat(200));
    await put("assets/app-abc123.css", "body { color: ivory; }\n".repeat(100));
    await put(
      "site.webmanifest",
      JSON.stringify({ name: "Ivory & Adire", icons: Array(100).fill({ src: "/i.png" }) }),
    );

    const results = await precompressDirectory(dir);

    expect(results.map((result) => result.file).sort()).toEqual(
      ["about/index.html", "assets/app-abc123.css", "assets/app-abc123.js", "index.html", "site.webmanifest"]
        .map((file) => path.normalize(file))
        .sort(),
    );
    for (const { file, bytes, brotliBytes, gzipBytes } of results) {
      const original = await readFile(path.join(dir, file));
      const brotli = await readFile(path.join(dir, `${file}.br`));
      const gzip = await readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(brotli)).toEqual(original);
      expect(gunzipSync(gzip)).toEqual(original);
      expect([brotli.length, gzip.length]).toEqual([brotliBytes, gzipBytes]);
      expect(brotli.length).toBeLessThan(bytes);
    }
  });

  it("uses the strongest settings: Brotli quality 11 and gzip level 9", async () => {
    await put("index.html", page);
    const [result] = await precompressDirectory(dir);
    const best = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const fast = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    expect(result?.brotliBytes).toBeLessThanOrEqual(best.length);
    expect(result?.brotliBytes).toBeLessThan(fast.length);
    expect(result?.gzipBytes).toBe(gzipSync(page, { level: 9 }).length);
  });

  it("leaves small files, images and fonts alone", async () => {
    await put("robots.txt", "User-agent: *\n");
    await put("hero.avif", randomBytes(4096));
    await put("font.woff2", randomBytes(4096));
    await put("photo.png", Buffer.alloc(4096));

    expect(await precompressDirectory(dir)).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(["font.woff2", "hero.avif", "photo.png", "robots.txt"]);
  });

  it("skips a copy that would not be smaller and removes a stale one", async () => {
    const noise = randomBytes(4096);
    await put("noise.txt", noise);
    await put("noise.txt.br", "stale copy from an earlier build");

    const [result] = await precompressDirectory(dir);

    expect(result).toMatchObject({ file: "noise.txt", brotliBytes: null, gzipBytes: null });
    expect((await readdir(dir)).sort()).toEqual(["noise.txt"]);
  });
});

describe("npx tsx scripts/precompress.ts [dir]", () => {
  it("compresses the folder it is given and prints a summary", { timeout: 20_000 }, async () => {
    await put("index.html", page);
    const tsx = path.resolve("node_modules", ".bin", "tsx");
    const { stdout } = await promisify(execFile)(tsx, ["scripts/precompress.ts", dir]);
    expect(stdout).toMatch(/^Precompressed 1 file in .+: [\d.]+ KB → [\d.]+ KB br, [\d.]+ KB gzip\.\n$/);
    expect((await readdir(dir)).sort()).toEqual(["index.html", "index.html.br", "index.html.gz"]);
  });

  it("explains what to do when the folder does not exist", { timeout: 20_000 }, async () => {
    const tsx = path.resolve("node_modules", ".bin", "tsx");
    const failure = promisify(execFile)(tsx, ["scripts/precompress.ts", path.join(dir, "missing")]);
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Run `npm run build` first"),
    });
  });
});
