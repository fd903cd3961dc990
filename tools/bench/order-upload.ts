/**
 * The order upload, in a real Chromium: three camera-sized photos sent through the order page of a
 * local build to the project's server and its inbox, on 3G and on 2G. The contract is
 * `orderUploadDefinition` in order-upload-report.ts.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, Page, Request } from "@playwright/test";
import sharp from "sharp";
import type { SubmissionRecord } from "../../server/inbox/submission";
import { readServerConfig } from "../../server/server-config";
import { startServer } from "../../server/start-server";
import { mulberry32 } from "../stand-in-art/art/random";
import { errorMessage, phone, progress, using, withChromium } from "./browser";
import {
  type MetadataFound,
  type NetworkProfile,
  type UploadRun,
  findMetadata,
  uploadProfiles,
} from "./order-upload-report";
import { seconds } from "./report";

/** What a phone camera writes: 12 MP, JPEG at quality 92, about 4 MB. */
const cameraPhoto = { width: 4032, height: 3024, quality: 92, count: 3 } as const;

/** The order page as a visitor (and a screen reader) finds it. */
const order = {
  path: "/order",
  photos: "Photos (optional)",
  submit: "Place order",
  thankYou: /\/thank-you\?reference=/,
} as const;

/** Serves the local build with an inbox in `inboxDir` and runs every profile once. */
export async function measureOrderUpload(clientDir: string, inboxDir: string): Promise<UploadRun[]> {
  await assertLocalBuild(clientDir);
  progress(
    `Making ${cameraPhoto.count} camera photos (${cameraPhoto.width}×${cameraPhoto.height}, GPS in EXIF)…`,
  );
  return using(
    () => mkdtemp(path.join(os.tmpdir(), "ivory-bench-photos-")),
    (photosDir) => rm(photosDir, { recursive: true, force: true }),
    async (photosDir) => {
      const files: string[] = [];
      for (let index = 1; index <= cameraPhoto.count; index++) {
        const bytes = await makeCameraPhoto(index);
        // Never report "no GPS in the inbox" about photos that had none to begin with.
        if (!(await readMetadata(bytes)).gps)
          throw new Error("A generated photo has no GPS position in its EXIF.");
        const file = path.join(photosDir, `IMG_20261120_10150${index}.jpg`);
        await writeFile(file, bytes);
        files.push(file);
      }
      const config = readServerConfig(
        { HOST: "127.0.0.1", PORT: "0", SITE_ROOT: clientDir, INBOX_DIR: inboxDir },
        { local: true },
      );
      const received: SubmissionRecord[] = [];
      return using(
        () => startServer({ ...config, onSubmission: (record) => received.push(record) }),
        (server) => server.close(),
        (server) =>
          withChromium(async (browser) => {
            const runs: UploadRun[] = [];
            for (const profile of uploadProfiles) {
              const run = await measureRun(browser, server.url, profile, files, received, inboxDir);
              runs.push(run);
              const result = run.thankYouMs === null ? "no thank-you page" : seconds(run.thankYouMs / 1000);
              progress(
                `[order upload] ${profile.name}: ${result}${run.error === null ? "" : `; ${run.error}`}`,
              );
            }
            return runs;
          }),
      );
    },
  );
}

/**
 * A photo as a phone camera writes it: gradients under per-pixel grain and blotches a few and a
 * couple of dozen pixels across (so detail survives being made smaller, as a real photo's does),
 * with EXIF naming the camera and a GPS position (Lagos Island). The same seed, the same photo.
 */
export async function makeCameraPhoto(
  seed: number,
  width: number = cameraPhoto.width,
  height: number = cameraPhoto.height,
) {
  const random = mulberry32(seed);
  const blotches = async (cell: number) => {
    const [columns, rows] = [Math.ceil(width / cell), Math.ceil(height / cell)];
    const coarse = Buffer.alloc(columns * rows * 3);
    for (let index = 0; index < coarse.length; index++) coarse[index] = random() * 256;
    return sharp(coarse, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(width, height, { kernel: "linear", fit: "fill" })
      .raw()
      .toBuffer();
  };
  // Amplitudes (of 255 levels) that give about 4 MB at quality 92.
  const [small, large] = [await blotches(3), await blotches(24)];
  const [smallAmount, largeAmount, fine] = [40 / 255, 36 / 255, 24];
  const base = [0, 1, 2].map(() => 50 + random() * 120);
  const slopeX = [0, 1, 2].map(() => (random() - 0.5) * 140);
  const slopeY = [0, 1, 2].map(() => (random() - 0.5) * 140);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0, index = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++, index++) {
        const value =
          (base[channel] ?? 0) +
          ((slopeX[channel] ?? 0) * x) / width +
          ((slopeY[channel] ?? 0) * y) / height +
          smallAmount * ((small[index] ?? 128) - 128) +
          largeAmount * ((large[index] ?? 128) - 128) +
          fine * (random() - 0.5);
        raw[index] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  const taken = "2026:11:20 10:15:00";
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: cameraPhoto.quality })
    .withExif({
      IFD0: { Make: "Bench", Model: "Phone camera", DateTime: taken },
      IFD2: { DateTimeOriginal: taken },
      // 6.4541° N, 3.3947° E as EXIF's degrees, minutes and hundredths of seconds.
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 27/1 1476/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "3/1 23/1 4092/100",
      },
    })
    .toBuffer();
}

export async function readMetadata(bytes: Buffer): Promise<MetadataFound> {
  const metadata = await sharp(bytes).metadata();
  return findMetadata(metadata.exif, metadata.xmp);
}

/** A production build would send the orders to the form service on the internet: refuse it. */
async function assertLocalBuild(clientDir: string): Promise<void> {
  const html = await readFile(path.join(clientDir, order.path, "index.html"), "utf8").catch(() => "");
  const actions = [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((match) => match[1] ?? "");
  if (actions.length === 0 || actions.some((action) => !action.startsWith("/") || action.startsWith("//"))) {
    throw new Error(
      `${clientDir} is not a local build: its order form posts to ${actions.join(", ") || "nowhere"}. ` +
        "Build one with `npx tsx scripts/build-site.ts --local --out <dir>` and pass --upload-root <dir>/client.",
    );
  }
}

/** One order on one profile, in a fresh context. Never throws: a failure is the run's `error`. */
async function measureRun(
  browser: Browser,
  baseUrl: string,
  profile: NetworkProfile,
  files: readonly string[],
  received: readonly SubmissionRecord[],
  inboxDir: string,
): Promise<UploadRun> {
  const run: UploadRun = {
    profile,
    sentBytes: null,
    thankYouMs: null,
    beforePostMs: null,
    stored: [],
    loadAverage: null,
    error: null,
  };
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBitsPerSecond / 8,
      uploadThroughput: profile.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });

    const setupMs = 120_000;
    await page.goto(baseUrl + order.path, { waitUntil: "load", timeout: setupMs });
    // Hydrated: the script's photo field takes several photos (the plain one takes one).
    await page.waitForFunction(
      () =>
        document.querySelector('input[type="file"][name="attachment"]')?.hasAttribute("multiple") === true,
      null,
      { timeout: setupMs, polling: 100 },
    );
    await fillOrder(page, profile, files);
    const submit = page.getByRole("button", { name: order.submit, exact: true });
    await submit.scrollIntoViewIfNeeded({ timeout: setupMs });
    const box = await submit.boundingBox({ timeout: setupMs });
    if (!box) throw new Error(`"${order.submit}" has no box to tap`);

    let post: { request: Request; at: number; answered: boolean } | null = null;
    page.on("request", (request) => {
      if (request.method() === "POST" && post === null) post = { request, at: Date.now(), answered: false };
    });
    let [tapAt, done] = [Number.POSITIVE_INFINITY, false];
    // While no order is on its way, every two seconds: an alert means the page turned the order
    // down, and no post three minutes after the tap that it never sent it. Plain CDP, as the first
    // tap reads its probe: a locator would cost the throttled page more.
    const watchForRefusal = async (): Promise<string | null> => {
      while (!done) {
        await sleep(2000);
        if (done || (post !== null && !post.answered)) continue;
        const alert = await cdp
          .send("Runtime.evaluate", {
            expression: `[...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent.trim())`,
            returnByValue: true,
          })
          .then(
            ({ result }) => result.value === true,
            () => false,
          );
        if (alert) return "the page shows an alert";
        if (post === null && Date.now() - tapAt > 180_000) return "no order POST within 3 min of the tap";
      }
      return null;
    };
    // Whichever comes first: the thank-you page, a refused or failed post, the page throwing or refusing.
    const failure = new Promise<string>((resolve) => {
      page.on("response", (response) => {
        if (response.request() !== post?.request) return;
        post.answered = true;
        if (!response.ok()) resolve(`the server answered ${response.status()}`);
      });
      page.on("requestfailed", (request) => {
        if (request === post?.request)
          resolve(`the order's POST failed: ${request.failure()?.errorText ?? "?"}`);
      });
      page.on("pageerror", (error) => resolve(`the page threw: ${error.message}`));
      void watchForRefusal().then((reason) => reason && resolve(reason));
    });
    const thankYou = page
      .waitForURL(order.thankYou, { timeout: profile.giveUpSeconds * 1000, waitUntil: "commit" })
      .then(() => null)
      .catch(() => `no thank-you page within ${seconds(profile.giveUpSeconds)}`);

    run.loadAverage = os.loadavg()[0] ?? null;
    tapAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const failed = await Promise.race([thankYou, failure]);
    done = true;
    const endAt = Date.now();
    const posted = post as { request: Request; at: number } | null;
    if (posted) {
      run.beforePostMs = posted.at - tapAt;
      run.sentBytes = await bodyBytes(posted.request);
    }
    if (failed !== null) {
      const alert = await page
        .locator('[role="alert"]')
        .allTextContents()
        .catch(() => []);
      run.error = `${failed}${posted ? "" : "; no order was posted"}${alert.length > 0 ? `; alert: ${alert.join(" / ")}` : ""}`;
      return run;
    }
    run.thankYouMs = endAt - tapAt;
    const reference = new URL(page.url()).searchParams.get("reference");
    const record = received.find((entry) => entry.fields.reference === reference);
    if (!record) {
      run.error = `the inbox has no submission with reference ${reference}`;
      return run;
    }
    run.stored = await Promise.all(
      record.attachments.map(async (attachment) =>
        readMetadata(await readFile(path.join(inboxDir, record.id, attachment.storedName))),
      ),
    );
    if (run.stored.length !== files.length) {
      run.error = `${files.length} photos chosen, but the inbox stored ${run.stored.length}`;
    }
    return run;
  } catch (error) {
    run.error = errorMessage(error).split("\n")[0] ?? "";
    return run;
  } finally {
    await context.close();
  }
}

/** The order as a bride would fill it in, the photos last. */
async function fillOrder(page: Page, profile: NetworkProfile, files: readonly string[]): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full name").fill(`Bench Bride (${profile.name})`);
  await field("E-mail address").fill("bench.bride@example.com");
  await field("Phone number").fill("+234 803 555 0100");
  await field("Outfit type").selectOption("bridal");
  // Far enough ahead that the order is no rush.
  const date = new Date(Date.now() + 200 * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  await field("Delivery date").fill(
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  );
  await page
    .getByRole("group", { name: "Measurements", exact: true })
    .getByRole("radio", { name: /^I.ll be measured at the studio$/ })
    .check();
  // Files on disk, as a phone's gallery hands them over.
  await field(order.photos).setInputFiles([...files]);
}

/** The POST's body size as sent: its Content-Length, as the headers went out. */
async function bodyBytes(request: Request): Promise<number | null> {
  const headers = await request.allHeaders().catch(() => ({}) as Record<string, string>);
  const length = Number(headers["content-length"]);
  return Number.isFinite(length) && length > 0 ? length : (request.postDataBuffer()?.byteLength ?? null);
}
