/**
 * Chooses among the precompressed copies written by scripts/precompress.ts, following the
 * request's Accept-Encoding header (RFC 9110, section 12.5.3).
 */

export type ContentCoding = "br" | "gzip";

/** The suffix of each precompressed copy beside the original file. */
export const precompressedSuffix: Readonly<Record<ContentCoding, string>> = {
  br: ".br",
  gzip: ".gz",
};

/** Brotli first: at equal preference it is the smaller file. */
const serverPreference: readonly ContentCoding[] = ["br", "gzip"];

/**
 * The codings the client accepts, most wanted first. `q=0` refuses a coding, `*` stands for every
 * coding not named; a missing header means the client takes only the plain file.
 */
export function acceptedCodings(acceptEncoding: string | null | undefined): ContentCoding[] {
  if (!acceptEncoding) return [];
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const qParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = qParameter ? Number(qParameter.slice(2)) : 1;
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get("*") ?? 0;
  return serverPreference
    .map((coding) => ({ coding, weight: weights.get(coding) ?? wildcard }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(({ coding }) => coding);
}
