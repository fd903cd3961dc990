/**
 * The order upload's profiles, targets and figures: the line's floor, what reached the inbox, and
 * the Markdown table. No browser and no image library here (order-upload.ts drives both), so it is
 * unit-tested.
 */
import { kilobyte, markdownTable, seconds } from "./report";

export const megabyte = kilobyte * kilobyte;

/** A phone's connection, as DevTools throttling emulates it, and what an order over it should take. */
export interface NetworkProfile {
  name: string;
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
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

/** Three camera photos go out as at most this much. */
export const sentBytesTarget = 1.5 * megabyte;

export const orderUploadDefinition =
  "Order upload: an order with three camera photos (4032×3024 JPEG at quality 92, about 4 MB each, " +
  "EXIF with a GPS position) placed through the /order page of a local build (forms posting to the " +
  "project's own server and its inbox), in Chromium with DevTools throttling, a 390×844 phone, cache " +
  'off, one run per profile. The fields are filled in, the photos chosen last and "Place order" tapped ' +
  "at once, so the page's shrinking of the photos is inside the time, until the thank-you page. Sent: " +
  "the order POST's body. Floor: that body at the profile's uplink rate. Every file the inbox stored " +
  "is read back for EXIF, GPS and XMP.";

/** Location and camera data a file carries. */
export interface MetadataFound {
  exif: boolean;
  /** A GPS position, in the EXIF (a GPS IFD) or named in the XMP. */
  gps: boolean;
  xmp: boolean;
}

export interface UploadRun {
  profile: NetworkProfile;
  /** The order POST's body as sent (its Content-Length); null when none was sent. */
  sentBytes: number | null;
  /** From the tap on "Place order" to the thank-you address; null when it never came. */
  thankYouMs: number | null;
  /** From the tap to the POST: the page making the photos smaller, CPU time. */
  beforePostMs: number | null;
  /** What the inbox stored, file by file. */
  stored: MetadataFound[];
  /** The machine's load average (1 min) at the tap: a busy machine slows the shrinking. */
  loadAverage: number | null;
  error: string | null;
}

export const describeProfile = (p: NetworkProfile) => {
  const rate = (bits: number) => (bits >= 1_000_000 ? `${bits / 1_000_000} Mbps` : `${bits / 1000} kbps`);
  return `${p.latencyMs} ms, ${rate(p.downloadBitsPerSecond)} down, ${rate(p.uploadBitsPerSecond)} up, CPU ${p.cpuSlowdown}× slower`;
};

/** The time the bytes alone take at the profile's uplink rate: no page can do better. */
export function lineFloorMs(bytes: number, profile: NetworkProfile): number {
  return ((bytes * 8) / profile.uploadBitsPerSecond) * 1000;
}

/** Time over floor: the figure that carries from one machine to another; null without both. */
export function floorRatio(run: UploadRun): number | null {
  if (run.thankYouMs === null || !run.sentBytes) return null;
  return run.thankYouMs / lineFloorMs(run.sentBytes, run.profile);
}

export const mb = (bytes: number) => `${(bytes / megabyte).toFixed(2)} MB`;
const time = (ms: number) => seconds(ms / 1000);

/** "none", or e.g. "EXIF in 3 of 3, GPS in 3". */
export function describeMetadata(files: readonly MetadataFound[]): string {
  const count = (key: keyof MetadataFound) => files.filter((file) => file[key]).length;
  const found = (["exif", "gps", "xmp"] as const).filter((key) => count(key) > 0);
  return found.length === 0
    ? "none"
    : found
        .map((key) => `${key === "xmp" ? "XMP" : key.toUpperCase()} in ${count(key)} of ${files.length}`)
        .join(", ");
}

/** The targets a run missed, in words; a run that never reached the thank-you page misses them all. */
export function uploadTargetMisses(run: UploadRun): string[] {
  const { profile } = run;
  if (run.thankYouMs === null)
    return [`${profile.name}: no thank-you page (${run.error ?? "never reached"})`];
  const misses: string[] = [];
  if (run.sentBytes === null || run.sentBytes > sentBytesTarget) {
    misses.push(
      `${profile.name}: sent ${run.sentBytes === null ? "unknown" : mb(run.sentBytes)}, over ${mb(sentBytesTarget)}`,
    );
  }
  if (run.thankYouMs > profile.targetSeconds * 1000) {
    misses.push(
      `${profile.name}: thank-you after ${time(run.thankYouMs)}, over ${time(profile.targetSeconds * 1000)}`,
    );
  }
  if (describeMetadata(run.stored) !== "none") {
    misses.push(`${profile.name}: metadata reached the inbox (${describeMetadata(run.stored)})`);
  }
  if (run.error !== null) misses.push(`${profile.name}: ${run.error}`);
  return misses;
}

export function renderOrderUploadReport(runs: readonly UploadRun[]): string {
  const rows = runs.map((run) => {
    const floor = run.sentBytes === null ? null : lineFloorMs(run.sentBytes, run.profile);
    const ratio = floorRatio(run);
    return [
      `${run.profile.name} (${describeProfile(run.profile)})`,
      run.sentBytes === null ? "–" : mb(run.sentBytes),
      floor === null ? "–" : time(floor),
      `${run.thankYouMs === null ? "failed" : time(run.thankYouMs)} (≤ ${time(run.profile.targetSeconds * 1000)})`,
      ratio === null ? "–" : `${ratio.toFixed(2)}×`,
      run.beforePostMs === null ? "–" : time(run.beforePostMs),
      run.loadAverage === null ? "–" : run.loadAverage.toFixed(1),
      `${run.stored.length}: ${describeMetadata(run.stored)}`,
    ];
  });
  const misses = runs.flatMap(uploadTargetMisses);
  return [
    "### Order upload: three camera photos through the order page to the local inbox (one run per profile)",
    "",
    markdownTable(
      [
        ...["Profile", `Sent (≤ ${mb(sentBytesTarget)})`, "Line floor", "Place order → thank-you", "÷ floor"],
        ...["Tap → POST", "Load at the tap", "Stored: EXIF/GPS (none)"],
      ],
      rows,
    ),
    "",
    orderUploadDefinition,
    "",
    misses.length === 0
      ? "Every target met."
      : `Targets missed:\n\n${misses.map((m) => `- ${m}`).join("\n")}`,
    "",
  ].join("\n");
}

/**
 * What a file's metadata gives away, from the EXIF and XMP blocks sharp reads. Any EXIF counts as
 * delivered; GPS is a GPS IFD in the EXIF (IFD0's tag 0x8825) or a GPS field named in the XMP.
 */
export function findMetadata(exif: Uint8Array | undefined, xmp: Uint8Array | undefined): MetadataFound {
  const xmpText = xmp ? new TextDecoder().decode(xmp) : "";
  return {
    exif: (exif?.byteLength ?? 0) > 0,
    gps: /GPS(Latitude|Longitude)/.test(xmpText) || (exif !== undefined && hasGpsIfd(exif)),
    xmp: xmpText.length > 0,
  };
}

/**
 * Whether an EXIF block ("Exif\0\0" and a TIFF structure, as sharp gives it) points at a GPS IFD.
 * One that cannot be followed counts as having one: better a false alarm than a position let through.
 */
export function hasGpsIfd(exif: Uint8Array): boolean {
  const start = String.fromCharCode(...exif.subarray(0, 6)) === "Exif\0\0" ? 6 : 0;
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.byteLength - start);
  const order = String.fromCharCode(...exif.subarray(start, start + 2));
  try {
    if (order !== "II" && order !== "MM") return true;
    const little = order === "II";
    const ifd0 = view.getUint32(4, little);
    const entries = view.getUint16(ifd0, little);
    for (let index = 0; index < entries; index++) {
      if (view.getUint16(ifd0 + 2 + index * 12, little) === 0x8825) return true;
    }
    return false;
  } catch {
    return true;
  }
}
