/**
 * "Order with photos": the network profiles, the targets, what one run records, the GPS check on a
 * stored photo's EXIF, and the Markdown table. No browser and no image library here
 * (order-upload.ts drives both), so all of this is unit-tested.
 */
import { kilobyte, markdownTable, seconds } from "./report";

export const megabyte = kilobyte * kilobyte;

/** A phone's connection, as DevTools throttling emulates it, and what an order over it should take. */
export interface NetworkProfile {
  name: string;
  /** Added to every request's round trip. */
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  /** The CPU this many times slower than the machine's. */
  cpuSlowdown: number;
  /** Target: from "Place order" to the thank-you page within this many seconds. */
  targetSeconds: number;
  /** A run still waiting this long after the tap is given up. */
  giveUpSeconds: number;
}

export const uploadProfiles: readonly NetworkProfile[] = [
  {
    name: "3G",
    latencyMs: 150,
    downloadBitsPerSecond: 1_600_000,
    uploadBitsPerSecond: 750_000,
    cpuSlowdown: 4,
    targetSeconds: 25,
    giveUpSeconds: 5 * 60,
  },
  {
    name: "2G",
    latencyMs: 300,
    downloadBitsPerSecond: 250_000,
    uploadBitsPerSecond: 50_000,
    cpuSlowdown: 4,
    targetSeconds: 4.5 * 60,
    giveUpSeconds: 20 * 60,
  },
];

/** Three camera photos go out as at most this much (1 MB = 1024 KB, as in every bench table). */
export const uploadTargets = { sentBytes: 1.5 * megabyte } as const;

/** The contract, word for word in the help text, the report and the results file. */
export const orderUploadDefinition =
  "Order with photos: an order with three camera photos (4032×3024 JPEG at quality 92, about 4 MB " +
  "each, photo-like noise and gradients, EXIF with a GPS position), placed through the /order page " +
  "of a local build (forms posting to the project's own server and its local inbox). Real Chromium " +
  "with DevTools throttling through CDP, a 390×844 phone at 3× with touch, cache off, a fresh context " +
  "per profile, one run each. Once the page has hydrated (its photo field takes several files), the " +
  'fields are filled in, the photos chosen last, and "Place order" tapped at once, so the page\'s own ' +
  "shrinking of the photos is inside the time. Timed from that tap until the address is the " +
  "thank-you page's (/thank-you?reference=…). Sent: the order POST's body (its Content-Length). " +
  "Floor: that body at the profile's uplink rate; time ÷ floor is the figure that carries across " +
  "machines. Every attachment the inbox stored is read back with sharp for EXIF, GPS and XMP.";

/** A photo as chosen in the page, or as the inbox stored it. */
export interface PhotoFile {
  name: string;
  bytes: number;
  /** From the image itself; null when sharp could not read it. */
  width: number | null;
  height: number | null;
  format: string | null;
  metadata: MetadataFound;
}

/** Location and camera data a file carries. */
export interface MetadataFound {
  /** Bytes of its EXIF block; 0 when it has none. */
  exifBytes: number;
  /** A GPS latitude or longitude, in its EXIF or its XMP. */
  gps: boolean;
  /** The position found, in degrees (south and west negative), when the EXIF has both. */
  position: { latitude: number; longitude: number } | null;
  /** Bytes of its XMP packet; 0 when it has none. */
  xmpBytes: number;
  /** Why the EXIF could not be read, if it could not: counted as metadata delivered. */
  unreadable: string | null;
}

export interface StoredPhoto extends PhotoFile {
  /** The file's name in the inbox's folder of the submission. */
  storedName: string;
  /** The form field it came in, and its type as sent. */
  field: string;
  type: string;
}

export interface UploadRun {
  profile: NetworkProfile;
  /** The order POST's body as the browser sent it (its Content-Length); null when none was sent. */
  sentBytes: number | null;
  /** From the tap on "Place order" to the thank-you address; null when it never came. */
  thankYouMs: number | null;
  /** From the tap to the browser issuing the POST: the page readying the photos and fields. */
  beforePostMs: number | null;
  /** From the POST issued to its answer. */
  postMs: number | null;
  /** The answer's HTTP status. */
  status: number | null;
  /** From the thank-you address. */
  reference: string | null;
  /** The inbox's id of the submission. */
  submissionId: string | null;
  stored: StoredPhoto[];
  /** The machine's load average (1 min) and core count at the tap: a busy machine slows the CPU-bound part. */
  machine: { loadAverage: number; cores: number } | null;
  /** What went wrong, as precisely as the page and the server showed it. */
  error: string | null;
}

export interface OrderUploadResult {
  /** The local build measured, and how long building it took (null for one given with --root). */
  clientDir: string;
  buildSeconds: number | null;
  /** Where the measurement's inbox kept what it received. */
  inboxDir: string;
  chosen: PhotoFile[];
  runs: UploadRun[];
}

/** "150 ms, 1.6 Mbps down, 750 kbps up, CPU 4× slower" */
export function describeProfile(profile: NetworkProfile): string {
  const rate = (bits: number) => (bits >= 1_000_000 ? `${bits / 1_000_000} Mbps` : `${bits / 1000} kbps`);
  return (
    `${profile.latencyMs} ms, ${rate(profile.downloadBitsPerSecond)} down, ` +
    `${rate(profile.uploadBitsPerSecond)} up, CPU ${profile.cpuSlowdown}× slower`
  );
}

/** The time the bytes alone take at the profile's uplink rate: no page can do better. */
export function lineFloorMs(bytes: number, profile: NetworkProfile): number {
  return ((bytes * 8) / profile.uploadBitsPerSecond) * 1000;
}

/** Time over floor; null without both. */
export function floorRatio(run: UploadRun): number | null {
  if (run.thankYouMs === null || run.sentBytes === null || run.sentBytes === 0) return null;
  return run.thankYouMs / lineFloorMs(run.sentBytes, run.profile);
}

export const mb = (bytes: number) => `${(bytes / megabyte).toFixed(2)} MB`;

const time = (ms: number) => seconds(ms / 1000);

/** Whether any location or camera data reached the inbox in these files. */
export function metadataDelivered(files: readonly PhotoFile[]): boolean {
  return files.some(({ metadata }) => metadata.exifBytes > 0 || metadata.gps || metadata.xmpBytes > 0);
}

/** "none", or e.g. "EXIF in 3 of 3, GPS in 3": what reached the inbox. */
export function describeMetadata(files: readonly PhotoFile[]): string {
  if (!metadataDelivered(files)) return "none";
  const count = (found: (metadata: MetadataFound) => boolean) =>
    files.filter((file) => found(file.metadata)).length;
  const parts = [`EXIF in ${count((m) => m.exifBytes > 0)} of ${files.length}`];
  const gps = count((m) => m.gps);
  parts.push(gps === 0 ? "no GPS" : `GPS in ${gps}`);
  const xmp = count((m) => m.xmpBytes > 0);
  if (xmp > 0) parts.push(`XMP in ${xmp}`);
  const unreadable = count((m) => m.unreadable !== null);
  if (unreadable > 0) parts.push(`${unreadable} unreadable`);
  return parts.join(", ");
}

/** The targets a run missed, in words; a failed run misses them all. */
export function uploadTargetMisses(run: UploadRun): string[] {
  const { profile } = run;
  if (run.error !== null || run.thankYouMs === null) {
    return [`${profile.name}: no thank-you page (${run.error ?? "never reached"})`];
  }
  const misses: string[] = [];
  if (run.sentBytes === null) misses.push(`${profile.name}: the order's size is unknown`);
  else if (run.sentBytes > uploadTargets.sentBytes) {
    misses.push(`${profile.name}: sent ${mb(run.sentBytes)}, over ${mb(uploadTargets.sentBytes)}`);
  }
  if (run.thankYouMs > profile.targetSeconds * 1000) {
    misses.push(
      `${profile.name}: thank-you after ${time(run.thankYouMs)}, over ${time(profile.targetSeconds * 1000)}`,
    );
  }
  if (metadataDelivered(run.stored)) {
    misses.push(`${profile.name}: metadata reached the inbox (${describeMetadata(run.stored)})`);
  }
  return misses;
}

export function renderOrderUploadReport(result: OrderUploadResult): string {
  const chosenBytes = result.chosen.reduce((sum, photo) => sum + photo.bytes, 0);
  const sizes = [...new Set(result.chosen.map((p) => `${p.width ?? "?"}×${p.height ?? "?"}`))].join(", ");
  const chosenGps = result.chosen.filter((photo) => photo.metadata.gps).length;
  const rows = result.runs.map((run) => {
    const { profile } = run;
    const storedBytes = run.stored.reduce((sum, photo) => sum + photo.bytes, 0);
    const ratio = floorRatio(run);
    return [
      `${profile.name} (${describeProfile(profile)})`,
      run.sentBytes === null ? "–" : mb(run.sentBytes),
      run.submissionId === null ? "–" : `${run.stored.length}, ${mb(storedBytes)}`,
      run.sentBytes === null ? "–" : time(lineFloorMs(run.sentBytes, profile)),
      `${run.thankYouMs === null ? "failed" : time(run.thankYouMs)} (≤ ${time(profile.targetSeconds * 1000)})`,
      ratio === null ? "–" : `${ratio.toFixed(2)}×`,
      run.submissionId === null ? "–" : describeMetadata(run.stored),
    ];
  });
  const table = markdownTable(
    [
      "Profile",
      `Sent (≤ ${mb(uploadTargets.sentBytes)})`,
      "Photos stored",
      "Line floor",
      "Place order → thank-you",
      "÷ floor",
      "EXIF/GPS in the inbox (none)",
    ],
    rows,
  );
  const phases = result.runs.map((run) => {
    const part = (label: string, ms: number | null) => (ms === null ? [] : [`${label} ${time(ms)}`]);
    const after =
      run.thankYouMs !== null && run.beforePostMs !== null && run.postMs !== null
        ? run.thankYouMs - run.beforePostMs - run.postMs
        : null;
    const parts = [
      ...part("tap → POST issued", run.beforePostMs),
      ...part("POST → answer", run.postMs),
      ...part("answer → thank-you", after),
    ];
    const machine = run.machine
      ? ` (machine load ${run.machine.loadAverage.toFixed(1)} on ${run.machine.cores} cores at the tap)`
      : "";
    return `- ${run.profile.name}: ${parts.length > 0 ? parts.join("; ") : "no POST"}${machine}.`;
  });
  const photos = result.runs.flatMap((run) =>
    run.stored.map((photo) => [
      run.profile.name,
      photo.name,
      `${photo.width ?? "?"}×${photo.height ?? "?"} ${photo.format ?? photo.type}`,
      mb(photo.bytes),
      photo.metadata.exifBytes === 0 ? "none" : `${photo.metadata.exifBytes} B`,
      photo.metadata.gps ? "yes" : "no",
    ]),
  );
  const misses = result.runs.flatMap(uploadTargetMisses);
  const failures = result.runs.flatMap((run) =>
    run.error === null ? [] : [`- ${run.profile.name}: ${run.error}`],
  );
  return [
    "### Order with photos: three camera photos through the order page to the local inbox (one run per profile)",
    "",
    `Chosen: ${result.chosen.length} photos, ${sizes} JPEG, ${mb(chosenBytes)} in all, ` +
      `${chosenGps === result.chosen.length ? "each" : `${chosenGps} of them`} with EXIF and a GPS position.`,
    "",
    table,
    "",
    "Where the time went (before the POST the page is making the photos smaller: CPU time, slower on a busy machine):",
    "",
    ...phases,
    "",
    ...(photos.length === 0
      ? []
      : [markdownTable(["Profile", "Photo as stored", "Size", "Bytes", "EXIF", "GPS"], photos, 2), ""]),
    orderUploadDefinition,
    "",
    `Targets: sent ≤ ${mb(uploadTargets.sentBytes)}; thank-you ≤ ` +
      `${uploadProfiles.map((p) => `${time(p.targetSeconds * 1000)} on ${p.name}`).join(", ")}; ` +
      `no EXIF, GPS or XMP in the inbox. ${misses.length === 0 ? "Met on every profile." : "Missed:"}`,
    ...(misses.length === 0 ? [] : ["", ...misses.map((miss) => `- ${miss}`)]),
    "",
    ...(failures.length === 0 ? [] : ["#### Failed runs", "", ...failures, ""]),
    `What the inbox stored: ${result.inboxDir}`,
    "",
  ].join("\n");
}

/** GPS IFD pointer (in IFD0), and the GPS tags for the position. */
const gpsPointerTag = 0x8825;
const gpsTags = { latitudeRef: 0x0001, latitude: 0x0002, longitudeRef: 0x0003, longitude: 0x0004 };

export interface ExifPosition {
  /** IFD0 points at a GPS IFD. */
  gpsIfd: boolean;
  /** The tags the GPS IFD holds. */
  gpsTags: number[];
  latitude: number | null;
  longitude: number | null;
}

interface IfdEntry {
  type: number;
  count: number;
  /** Where the entry's four value bytes are: the value itself if it fits, else its offset. */
  field: number;
}

/**
 * Reads where an EXIF block (as sharp's `metadata().exif` gives it, "Exif\0\0" and a TIFF
 * structure) says the photo was taken: whether IFD0 points at a GPS IFD (tag 0x8825), which tags
 * that holds, and the latitude and longitude in degrees. Throws a RangeError on a block it cannot
 * follow.
 */
export function readExifPosition(exif: Uint8Array): ExifPosition {
  const start = ascii(exif, 0, 6) === "Exif\0\0" ? 6 : 0;
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.byteLength - start);
  const order = ascii(exif, start, 2);
  if (order !== "II" && order !== "MM") throw new RangeError(`not a TIFF structure (starts "${order}")`);
  const little = order === "II";
  const within = (offset: number, length: number) => {
    if (offset < 0 || offset + length > view.byteLength) {
      throw new RangeError(`an offset (${offset}) points outside the EXIF block (${view.byteLength} bytes)`);
    }
    return offset;
  };
  const u16 = (offset: number) => view.getUint16(within(offset, 2), little);
  const u32 = (offset: number) => view.getUint32(within(offset, 4), little);
  if (u16(2) !== 42) throw new RangeError("not a TIFF structure (no 42)");

  const readIfd = (offset: number) => {
    const entries = new Map<number, IfdEntry>();
    const count = u16(offset);
    for (let index = 0; index < count; index++) {
      const entry = offset + 2 + index * 12;
      entries.set(u16(entry), { type: u16(entry + 2), count: u32(entry + 4), field: entry + 8 });
    }
    return entries;
  };
  const pointer = readIfd(u32(4)).get(gpsPointerTag);
  if (!pointer) return { gpsIfd: false, gpsTags: [], latitude: null, longitude: null };
  const gps = readIfd(u32(pointer.field));

  const degrees = (refTag: number, valueTag: number, negative: string): number | null => {
    const ref = gps.get(refTag);
    const value = gps.get(valueTag);
    // ASCII ref ("N\0"), and three unsigned rationals (degrees, minutes, seconds).
    if (!ref || !value || ref.type !== 2 || value.type !== 5 || value.count !== 3) return null;
    const data = u32(value.field);
    const part = (index: number) => {
      const denominator = u32(data + index * 8 + 4);
      return denominator === 0 ? 0 : u32(data + index * 8) / denominator;
    };
    const sign = String.fromCharCode(view.getUint8(within(ref.field, 1))) === negative ? -1 : 1;
    return sign * (part(0) + part(1) / 60 + part(2) / 3600);
  };
  return {
    gpsIfd: true,
    gpsTags: [...gps.keys()].sort((a, b) => a - b),
    latitude: degrees(gpsTags.latitudeRef, gpsTags.latitude, "S"),
    longitude: degrees(gpsTags.longitudeRef, gpsTags.longitude, "W"),
  };
}

/**
 * What a file's metadata gives away, from sharp's `exif` and `xmp` buffers. A GPS IFD holding a
 * latitude or longitude counts as GPS, as does an XMP packet naming one; EXIF that cannot be
 * followed counts as delivered.
 */
export function findMetadata(exif: Uint8Array | undefined, xmp: Uint8Array | undefined): MetadataFound {
  const xmpText = xmp ? new TextDecoder().decode(xmp) : "";
  const xmpGps = /GPS(Latitude|Longitude)/.test(xmpText);
  const found: MetadataFound = {
    exifBytes: exif?.byteLength ?? 0,
    gps: xmpGps,
    position: null,
    xmpBytes: xmp?.byteLength ?? 0,
    unreadable: null,
  };
  if (!exif || exif.byteLength === 0) return found;
  try {
    const read = readExifPosition(exif);
    const located = read.gpsTags.some((tag) => tag === gpsTags.latitude || tag === gpsTags.longitude);
    found.gps ||= located;
    if (read.latitude !== null && read.longitude !== null) {
      found.position = { latitude: read.latitude, longitude: read.longitude };
    }
  } catch (error) {
    found.unreadable = error instanceof Error ? error.message : String(error);
  }
  return found;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}
