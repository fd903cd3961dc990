/**
 * "Order with photos", measured in a real Chromium: three camera-sized photos sent through the real
 * order page of a local build to the project's server and its inbox, on 3G and on 2G. The
 * definition is `orderUploadDefinition` in order-upload-report.ts; the figures and the table are
 * there too.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, CDPSession, Page, Request } from "@playwright/test";
import sharp from "sharp";
import type { SubmissionRecord } from "../../server/inbox/submission";
import { readServerConfig } from "../../server/server-config";
import { startServer } from "../../server/start-server";
import { closeOnExit, errorMessage, phone, progress, using, withChromium } from "./browser";
import {
  type NetworkProfile,
  type OrderUploadResult,
  type PhotoFile,
  type StoredPhoto,
  type UploadRun,
  describeMetadata,
  describeProfile,
  findMetadata,
  floorRatio,
  lineFloorMs,
  mb,
  uploadProfiles,
} from "./order-upload-report";
import { seconds } from "./report";
import { mulberry32 } from "../stand-in-art/art/random";
import { buildScratchProject, imageCache, prepareScratchProject } from "../scratch-project";
import { claimScratchFolder, scratchRoot } from "./scratch-folder";

/** What a phone camera writes: 12 MP, JPEG at quality 92. */
export const cameraPhoto = { width: 4032, height: 3024, quality: 92, count: 3 } as const;

/**
 * Noise amplitudes (in 0–255 levels) for a photo of about 4 MB at quality 92: per-pixel grain, and
 * blotches of two sizes (in pixels).
 */
const photoNoise = { fine: 24, small: 40, smallCell: 3, large: 36, largeCell: 24 } as const;

/** Where the photos say they were taken: Lagos Island, 6.4541° N, 3.3947° E. */
export const photoPosition = { latitude: 6.4541, longitude: 3.3947 } as const;

/** The order page's contract, as a visitor (and a screen reader) finds it. */
const order = {
  path: "/order",
  fullName: "Full name",
  email: "E-mail address",
  phone: "Phone number",
  outfitType: "Outfit type",
  outfitValue: "bridal",
  deliveryDate: "Delivery date",
  /** Far enough ahead that the order is no rush. */
  daysAhead: 200,
  measurements: "Measurements",
  measuredAtStudio: /^I.ll be measured at the studio$/,
  photos: "Photos (optional)",
  submit: "Place order",
  thankYou: /\/thank-you\?reference=/,
} as const;

export interface OrderUploadOptions {
  /** A local build's client folder (e.g. from `scripts/build-site.ts --local --out <dir>`); null builds one. */
  root: string | null;
  /** Where the server's inbox keeps what the runs send. */
  inboxDir: string;
}

/** Builds (or takes) a local build, serves it with its inbox, and runs every profile once. */
export async function measureOrderUpload({ root, inboxDir }: OrderUploadOptions): Promise<OrderUploadResult> {
  const build = root === null ? await buildLocalFlavour() : { clientDir: path.resolve(root), seconds: null };
  const { clientDir } = build;
  if (!existsSync(path.join(clientDir, "index.html")))
    throw new Error(`There is no built site in ${clientDir}.`);
  await assertLocalBuild(clientDir);

  progress(
    `Making ${cameraPhoto.count} camera photos (${cameraPhoto.width}×${cameraPhoto.height}, GPS in EXIF)…`,
  );
  // Made afresh each time (the same bytes every time) and removed afterwards: 12 MB per run is not worth keeping.
  return using(
    () => mkdtemp(path.join(os.tmpdir(), "ivory-bench-photos-")),
    (photosDir) => rm(photosDir, { recursive: true, force: true }),
    async (photosDir) => {
      const files: string[] = [];
      const chosen: PhotoFile[] = [];
      for (let index = 0; index < cameraPhoto.count; index++) {
        const bytes = await makeCameraPhoto(index + 1);
        const name = `IMG_20261120_10150${index}.jpg`;
        const photo = await describePhoto(name, bytes);
        // Never report "no GPS delivered" about photos that had none to begin with.
        if (!photo.metadata.gps || !photo.metadata.position) {
          throw new Error(`The generated photo ${name} has no GPS position in its EXIF.`);
        }
        const file = path.join(photosDir, name);
        await writeFile(file, bytes);
        files.push(file);
        chosen.push(photo);
      }
      progress(`Photos: ${chosen.map((photo) => mb(photo.bytes)).join(", ")}.`);
      const runs = await serveAndMeasure(clientDir, inboxDir, files);
      return { clientDir, buildSeconds: build.seconds, inboxDir, chosen, runs };
    },
  );
}

/**
 * The local build served as `npx tsx server/start.ts --local` serves it, on a free port, with this
 * run's inbox, and a browser to drive it; `received` fills as the inbox stores submissions.
 */
export function withLocalSite<T>(
  clientDir: string,
  inboxDir: string,
  work: (site: { url: string; browser: Browser; received: readonly SubmissionRecord[] }) => Promise<T>,
): Promise<T> {
  const config = readServerConfig(
    { HOST: "127.0.0.1", PORT: "0", SITE_ROOT: clientDir, INBOX_DIR: inboxDir },
    { local: true },
  );
  const received: SubmissionRecord[] = [];
  return using(
    () => startServer({ ...config, onSubmission: (record) => received.push(record) }),
    (server) => server.close(),
    (server) => {
      progress(`Serving the local build ${clientDir} at ${server.url}, inbox in ${inboxDir}`);
      return withChromium((browser) => work({ url: server.url, browser, received }));
    },
  );
}

function serveAndMeasure(clientDir: string, inboxDir: string, files: readonly string[]) {
  return withLocalSite(clientDir, inboxDir, async ({ url, browser, received }) => {
    const done: UploadRun[] = [];
    for (const profile of uploadProfiles) {
      const run = await measureRun(browser, url, profile, files, received, inboxDir);
      done.push(run);
      progress(`[order with photos] ${profile.name}: ${describeRun(run)}`);
    }
    return done;
  });
}

/**
 * A photo as a phone camera writes it: 4032×3024, gradients under per-pixel grain and blotches a
 * few and a couple of dozen pixels across (so detail survives being made smaller, as a real
 * photo's does), at JPEG quality 92, about 4 MB, with EXIF naming the camera, the time and a GPS
 * position. The same seed gives the same photo.
 */
export async function makeCameraPhoto(
  seed: number,
  { width = cameraPhoto.width, height = cameraPhoto.height }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const random = mulberry32(seed);
  // Blotches: random colours a few and a couple of dozen pixels apart, blended into each other, so
  // some detail survives the photo being made smaller, as a real photo's does.
  const blotches = async (cell: number) => {
    const [columns, rows] = [Math.ceil(width / cell), Math.ceil(height / cell)];
    const coarse = Buffer.alloc(columns * rows * 3);
    for (let index = 0; index < coarse.length; index++) coarse[index] = random() * 256;
    return sharp(coarse, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(width, height, { kernel: "linear", fit: "fill" })
      .raw()
      .toBuffer();
  };
  const [small, large] = [await blotches(photoNoise.smallCell), await blotches(photoNoise.largeCell)];
  const base = [0, 1, 2].map(() => 50 + random() * 120);
  const slopeX = [0, 1, 2].map(() => (random() - 0.5) * 140);
  const slopeY = [0, 1, 2].map(() => (random() - 0.5) * 140);
  const { fine } = photoNoise;
  const [smallAmount, largeAmount] = [photoNoise.small / 255, photoNoise.large / 255];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0, index = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 3; channel++, index++) {
        const gradient =
          (base[channel] ?? 0) + ((slopeX[channel] ?? 0) * x) / width + ((slopeY[channel] ?? 0) * y) / height;
        const value =
          gradient +
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
      IFD0: { Make: "Bench", Model: "Phone camera", Software: "ivory-bench", DateTime: taken },
      IFD2: { DateTimeOriginal: taken },
      IFD3: {
        GPSLatitudeRef: photoPosition.latitude >= 0 ? "N" : "S",
        GPSLatitude: exifDegrees(photoPosition.latitude),
        GPSLongitudeRef: photoPosition.longitude >= 0 ? "E" : "W",
        GPSLongitude: exifDegrees(photoPosition.longitude),
      },
    })
    .toBuffer();
}

/** Degrees as EXIF's three rationals, in the "d/1 m/1 s/100" form libvips reads: 6.4541 → "6/1 27/1 1476/100". */
export function exifDegrees(value: number): string {
  const total = Math.round(Math.abs(value) * 3600 * 100);
  const degrees = Math.floor(total / 360_000);
  const minutes = Math.floor((total % 360_000) / 6000);
  return `${degrees}/1 ${minutes}/1 ${total % 6000}/100`;
}

/** What sharp reads of a file: size, format and the metadata it carries. */
export async function describePhoto(name: string, bytes: Buffer): Promise<PhotoFile> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  return {
    name,
    bytes: bytes.byteLength,
    width: metadata?.width ?? null,
    height: metadata?.height ?? null,
    format: metadata?.format ?? null,
    metadata: findMetadata(metadata?.exif, metadata?.xmp),
  };
}

/**
 * The local flavour in its own scratch copy (kept between runs, so its image cache stays warm; the
 * first time it starts from the project's cache): `scripts/build-site.ts --local`, whose forms post
 * to the server that serves it.
 */
export async function buildLocalFlavour(): Promise<{ clientDir: string; seconds: number }> {
  claimScratchFolder();
  const dir = path.join(scratchRoot, "site-local");
  progress(`Building the local flavour (forms post to the server's inbox) in ${dir}…`);
  const warm = existsSync(path.join(dir, ...imageCache));
  const project = await prepareScratchProject(dir, { images: warm ? "kept" : "project" });
  const { seconds: took } = await buildScratchProject(project, "build-local", {
    local: true,
    onInterrupt: closeOnExit,
  });
  progress(`Built in ${seconds(took)}.`);
  return { clientDir: project.clientDir, seconds: took };
}

/** A production build would send the orders to the form service on the internet: refuse it. */
export async function assertLocalBuild(clientDir: string): Promise<void> {
  const html = await readFile(path.join(clientDir, ...order.path.split("/"), "index.html"), "utf8").catch(
    () => "",
  );
  const actions = [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((match) => match[1] ?? "");
  if (actions.length === 0 || actions.some((action) => !action.startsWith("/") || action.startsWith("//"))) {
    throw new Error(
      `${clientDir} is not a local build: its order form posts to ${actions.join(", ") || "nowhere"}. ` +
        "Build one with `npx tsx scripts/build-site.ts --local --out <dir>` and pass --root <dir>/client.",
    );
  }
}

/** Settles once, whichever of its callers comes first. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Outcome = { kind: "thank-you" } | { kind: "failed"; reason: string };

/** One order on one profile, in a fresh context. Never throws: a failure is in the run's `error`. */
/** A run before anything is measured: every figure still unknown. */
export function pendingRun(profile: NetworkProfile): UploadRun {
  return {
    profile,
    sentBytes: null,
    thankYouMs: null,
    beforePostMs: null,
    postMs: null,
    status: null,
    reference: null,
    submissionId: null,
    stored: [],
    machine: null,
    error: null,
  };
}

async function measureRun(
  browser: Browser,
  baseUrl: string,
  profile: NetworkProfile,
  files: readonly string[],
  received: readonly SubmissionRecord[],
  inboxDir: string,
): Promise<UploadRun> {
  const run = pendingRun(profile);
  const context = await browser.newContext(phone);
  const pageProblems: string[] = [];
  const otherSites = new Set<string>();
  try {
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") pageProblems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => pageProblems.push(`uncaught: ${error.message}`));
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl)) otherSites.add(new URL(request.url()).origin);
    });
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

    const outcome = deferred<Outcome>();
    // Filled in by the page's events; read once the outcome is known.
    const seen: { post: Request | null; postAt: number | null; answeredAt: number | null } = {
      post: null,
      postAt: null,
      answeredAt: null,
    };
    page.on("request", (request) => {
      if (request.method() !== "POST" || seen.post !== null) return;
      seen.post = request;
      seen.postAt = Date.now();
    });
    page.on("response", (response) => {
      if (response.request() !== seen.post) return;
      seen.answeredAt = Date.now();
      run.status = response.status();
      if (response.ok()) return;
      const failed = (detail: string) =>
        outcome.resolve({ kind: "failed", reason: `the server answered ${response.status()}${detail}` });
      void response.text().then(
        (body) => failed(`: ${body.slice(0, 300)}`),
        () => failed(""),
      );
    });
    page.on("requestfailed", (request) => {
      if (request !== seen.post) return;
      const reason = `the order's POST failed: ${request.failure()?.errorText ?? "no reason given"}`;
      outcome.resolve({ kind: "failed", reason });
    });
    const giveUp = `no thank-you page within ${seconds(profile.giveUpSeconds)}`;
    void page.waitForURL(order.thankYou, { timeout: profile.giveUpSeconds * 1000, waitUntil: "commit" }).then(
      () => outcome.resolve({ kind: "thank-you" }),
      () => outcome.resolve({ kind: "failed", reason: giveUp }),
    );

    run.machine = { loadAverage: os.loadavg()[0] ?? 0, cores: os.availableParallelism() };
    const tapAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // A page that throws, or turns the order down with an alert, will not get to the thank-you page.
    page.on("pageerror", (error) =>
      outcome.resolve({ kind: "failed", reason: `the page threw: ${error.message}` }),
    );
    const watch = watchForRefusal(
      cdp,
      tapAt,
      () => seen.post === null || seen.answeredAt !== null,
      outcome.resolve,
    );
    const result = await outcome.promise;
    const endAt = Date.now();
    watch.stop();

    const { post, postAt, answeredAt } = seen;
    if (postAt !== null) run.beforePostMs = postAt - tapAt;
    if (postAt !== null && answeredAt !== null) run.postMs = answeredAt - postAt;
    if (post !== null) run.sentBytes = await bodyBytes(post);
    if (result.kind === "failed") {
      run.error = `${result.reason}; ${await whatThePageShows(page, post !== null)}`;
      return run;
    }
    run.thankYouMs = endAt - tapAt;
    run.reference = new URL(page.url()).searchParams.get("reference");
    const record = received.find((entry) => entry.fields.reference === run.reference) ?? null;
    if (!record) {
      run.error = `the thank-you page came, but the inbox has no submission with reference ${run.reference}`;
      return run;
    }
    run.submissionId = record.id;
    run.stored = await Promise.all(
      record.attachments.map(async (attachment): Promise<StoredPhoto> => {
        const bytes = await readFile(path.join(inboxDir, record.id, attachment.storedName));
        const photo = await describePhoto(attachment.name, bytes);
        return {
          ...photo,
          storedName: attachment.storedName,
          field: attachment.field,
          type: attachment.type,
        };
      }),
    );
    if (run.stored.length !== files.length) {
      run.error = `${files.length} photos chosen, but the inbox stored ${run.stored.length} attachments`;
    }
    return run;
  } catch (error) {
    run.error = errorMessage(error).split("\n")[0] ?? "";
    return run;
  } finally {
    if (otherSites.size > 0) progress(`  (the page also asked other sites: ${[...otherSites].join(", ")})`);
    if (run.error !== null && pageProblems.length > 0) {
      run.error += ` Page errors: ${pageProblems.slice(0, 5).join(" | ")}`;
    }
    await context.close();
  }
}

/** No POST this long after the tap: the page is not sending the order. */
const noPostMs = 180_000;
const alertPollMs = 2000;

/**
 * Every two seconds while no order is on its way (none yet, or answered): an alert on the page
 * means it turned the order down, and no POST three minutes after the tap means it never sent it.
 */
function watchForRefusal(
  cdp: CDPSession,
  tapAt: number,
  idle: () => boolean,
  fail: (outcome: Outcome) => void,
): { stop(): void } {
  let stopped = false;
  const look = async () => {
    if (stopped) return;
    if (idle()) {
      // Plain CDP, as first-tap.ts reads its probe: a locator would cost the throttled page more.
      const shown = await cdp
        .send("Runtime.evaluate", {
          expression: `[...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent.trim()).filter(Boolean)`,
          returnByValue: true,
        })
        .then(({ result }) => (Array.isArray(result.value) ? (result.value as string[]) : []))
        .catch(() => []);
      if (shown.length > 0) return fail({ kind: "failed", reason: "the page shows an alert" });
    }
    if (Date.now() - tapAt > noPostMs && idle()) {
      return fail({ kind: "failed", reason: `no order POST within ${seconds(noPostMs / 1000)} of the tap` });
    }
    timer = setTimeout(() => void look(), alertPollMs);
  };
  let timer = setTimeout(() => void look(), alertPollMs);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The order as a bride would fill it in, the photos last. */
async function fillOrder(page: Page, profile: NetworkProfile, files: readonly string[]): Promise<void> {
  await page.getByLabel(order.fullName, { exact: true }).fill(`Bench Bride (${profile.name})`);
  await page.getByLabel(order.email, { exact: true }).fill("bench.bride@example.com");
  await page.getByLabel(order.phone, { exact: true }).fill("+234 803 555 0100");
  await page.getByLabel(order.outfitType, { exact: true }).selectOption(order.outfitValue);
  await page.getByLabel(order.deliveryDate, { exact: true }).fill(localDateAhead(order.daysAhead));
  await page
    .getByRole("group", { name: order.measurements, exact: true })
    .getByRole("radio", { name: order.measuredAtStudio })
    .check();
  // Files on disk, as a phone's gallery hands them over (buffers would be rebuilt by script in the page).
  await page.getByLabel(order.photos, { exact: true }).setInputFiles([...files]);
}

/** The visitor's calendar date `days` from today, as a date field holds it. */
function localDateAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The POST's body size as sent: its Content-Length (headers as they went out, from DevTools). */
async function bodyBytes(request: Request): Promise<number | null> {
  const headers = await request.allHeaders().catch(() => ({}) as Record<string, string>);
  const length = Number(headers["content-length"]);
  if (Number.isFinite(length) && length > 0) return length;
  return request.postDataBuffer()?.byteLength ?? null;
}

/** The page's own account of a failure: where it is, its alert, and the form's validity. */
async function whatThePageShows(page: Page, posted: boolean): Promise<string> {
  const facts = await page
    .evaluate(() => {
      const alerts = [...document.querySelectorAll('[role="alert"]')]
        .map((element) => element.textContent?.trim() ?? "")
        .filter(Boolean);
      const form = document.querySelector("form");
      const invalid = form
        ? [...form.querySelectorAll(":invalid")].map(
            (element) => element.getAttribute("name") ?? element.tagName.toLowerCase(),
          )
        : [];
      return { url: location.pathname + location.search, alerts, invalid };
    })
    .catch((error: unknown) => ({
      url: page.url(),
      alerts: [],
      invalid: [`(page unreadable: ${errorMessage(error)})`],
    }));
  const parts = [`page at ${facts.url}`, posted ? "the order was posted" : "no order POST was made"];
  if (facts.alerts.length > 0) parts.push(`alert: "${facts.alerts.join(" / ")}"`);
  if (facts.invalid.length > 0) parts.push(`invalid fields: ${facts.invalid.join(", ")}`);
  return parts.join("; ");
}

function describeRun(run: UploadRun): string {
  if (run.error !== null && run.thankYouMs === null) return `failed: ${run.error}`;
  const ratio = floorRatio(run);
  const sent = run.sentBytes === null ? "size unknown" : `sent ${mb(run.sentBytes)}`;
  const floor =
    run.sentBytes === null ? "" : `, floor ${seconds(lineFloorMs(run.sentBytes, run.profile) / 1000)}`;
  const time = run.thankYouMs === null ? "never" : seconds(run.thankYouMs / 1000);
  return (
    `${describeProfile(run.profile)}: ${sent}, thank-you after ${time}${floor}` +
    `${ratio === null ? "" : ` (${ratio.toFixed(2)}×)`}, metadata in the inbox: ${describeMetadata(run.stored)}` +
    `${run.error === null ? "" : `; ${run.error}`}`
  );
}
