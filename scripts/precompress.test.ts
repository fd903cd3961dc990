import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

let dir: string;
beforeEach(async () => void (dir = await mkdtemp(path.join(tmpdir(), "precompress-"))));
afterEach(() => rm(dir, { recursive: true, force: true }));

async function put(files: Record<string, string | Uint8Array>) {
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
}

const page = `<!DOCTYPE html><html lang="en">${"<p>Bespoke bridal tailoring in Lagos.</p>".repeat(100)}</html>`;

it("writes .br and .gz at the strongest settings beside every text file over 1 KB; they unpack to the original", async () => {
  const manifest = JSON.stringify({ icons: Array(100).fill({ src: "/i.png" }) });
  await put({
    "assets/app.js": "let a = 1;\n".repeat(200),
    "index.html": page,
    "site.webmanifest": manifest,
  });
  const results = await precompressDirectory(dir);
  const files = [path.join("assets", "app.js"), "index.html", "site.webmanifest"];
  expect(results.map((result) => result.file)).toEqual(files);
  for (const { file, bytes, brotliBytes, gzipBytes } of results) {
    const [original, brotli, gzip] = await Promise.all(
      ["", ".br", ".gz"].map((extension) => readFile(path.join(dir, `${file}${extension}`))),
    );
    expect(brotliDecompressSync(brotli!)).toEqual(original);
    expect(gunzipSync(gzip!)).toEqual(original);
    expect([brotli!.length, gzip!.length]).toEqual([brotliBytes, gzipBytes]);
    expect(brotli!.length).toBeLessThan(bytes);
  }
  const brotliAt = (quality: number) =>
    brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
  expect(results[1]?.brotliBytes).toBeLessThanOrEqual(brotliAt(11));
  expect(results[1]?.brotliBytes).toBeLessThan(brotliAt(1));
  expect(results[1]?.gzipBytes).toBe(gzipSync(page, { level: 9 }).length);
});

it("leaves small files, images and fonts alone, and skips a copy that would not be smaller, removing a stale one", async () => {
  const noise = randomBytes(4096);
  await put({ "robots.txt": "User-agent: *\n", "hero.avif": noise, "font.woff2": noise, "noise.txt": noise });
  await put({ "photo.png": Buffer.alloc(4096), "noise.txt.br": "stale, from an earlier build" });
  const results = await precompressDirectory(dir);
  expect(results).toEqual([{ file: "noise.txt", bytes: 4096, brotliBytes: null, gzipBytes: null }]);
  expect((await readdir(dir)).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
});
