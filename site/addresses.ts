/**
 * The site's addresses, the way static hosts map them: which request paths name a file inside the
 * site folder, and at which addresses each file is served (`/` and `/about/` serve the folder's
 * index.html, `/about` serves `about/index.html` too). The server's resolver and the headers every
 * host is given both keep to these.
 */

/**
 * Splits a URL path into decoded segments, or returns null when the path is not a plain path
 * inside the site: bad percent-encoding, `..`, an encoded slash or NUL, or a hidden file
 * (`.git`, `.DS_Store`; only `.well-known` is public by convention).
 */
export function siteSegments(urlPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of urlPath.split("/")) {
    if (raw === "") continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(segment)) return null;
    if (segment.startsWith(".") && segment !== ".well-known") return null;
    segments.push(segment);
  }
  return segments;
}

/** The addresses a file is served at; `file` is relative to the site folder, with forward slashes. */
export function addressesOf(file: string): string[] {
  const own = `/${file}`;
  if (file === "index.html") return ["/", own];
  if (!file.endsWith("/index.html")) return [own];
  const folder = `/${file.slice(0, -"/index.html".length)}`;
  return [folder, `${folder}/`, own];
}
