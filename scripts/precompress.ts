/**
 * Writes Brotli (`.br`) and gzip (`.gz`) copies beside the site's text files, so the server (or a
 * static host) sends the smallest version a browser accepts without compressing on every request.
 *
 *   npx tsx scripts/precompress.ts [dir]     (default: build/client)
 */
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts are compressed already and would not get smaller. */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
]);

/** Below about one network packet, compression saves nothing worth a second file. */
export const minimumBytes = 1024;

export interface PrecompressResult {
  /** Relative to the folder that was compressed. */
  file: string;
  bytes: number;
  /** Size of the `.br` copy, or null when it would not have been smaller. */
  brotliBytes: number | null;
  gzipBytes: number | null;
}

export async function precompressDirectory(dir: string): Promise<PrecompressResult[]> {
  const results: PrecompressResult[] = [];
  for (const filePath of await listFiles(dir)) {
    if (!compressibleExtensions.has(path.extname(filePath).toLowerCase())) continue;
    const original = await readFile(filePath);
    if (original.length < minimumBytes) continue;
    const [brotliCopy, gzipCopy] = await Promise.all([
      brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzipAsync(original, { level: 9 }),
    ]);
    const brotliBytes = await writeIfSmaller(`${filePath}.br`, original, brotliCopy);
    const gzipBytes = await writeIfSmaller(`${filePath}.gz`, original, gzipCopy);
    results.push({ file: path.relative(dir, filePath), bytes: original.length, brotliBytes, gzipBytes });
  }
  return results;
}

/** A copy that is not smaller is removed too, so a stale one from an earlier build cannot linger. */
async function writeIfSmaller(target: string, original: Buffer, compressed: Buffer) {
  if (compressed.length >= original.length) {
    await rm(target, { force: true });
    return null;
  }
  await writeFile(target, compressed);
  return compressed.length;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(entryPath);
      return entry.isFile() ? [entryPath] : [];
    }),
  );
  return nested.flat().sort();
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  let results: PrecompressResult[];
  try {
    results = await precompressDirectory(dir);
  } catch (error) {
    console.error(`Could not precompress ${dir}: ${error instanceof Error ? error.message : error}`);
    console.error("Run `npm run build` first, or pass the folder to compress.");
    process.exit(1);
  }
  const total = (pick: (result: PrecompressResult) => number | null) =>
    results.reduce((sum, result) => sum + (pick(result) ?? result.bytes), 0);
  console.log(
    `Precompressed ${results.length} ${results.length === 1 ? "file" : "files"} in ${dir}: ${kilobytes(total((r) => r.bytes))} → ` +
      `${kilobytes(total((r) => r.brotliBytes))} br, ${kilobytes(total((r) => r.gzipBytes))} gzip.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
