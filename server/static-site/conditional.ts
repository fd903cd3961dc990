/**
 * The conditional request headers a static file answers (RFC 9110, section 13): If-None-Match and
 * If-Modified-Since for revalidation, If-Range for resuming a download. Pure functions of the
 * header values and the file's validators.
 */

const dayNames = "Mon|Tue|Wed|Thu|Fri|Sat|Sun";
const longDayNames = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const month = `(?<month>${monthNames.join("|")})`;
const clock = "(?<hours>\\d{2}):(?<minutes>\\d{2}):(?<seconds>\\d{2})";

/** The three forms of HTTP-date a recipient must accept (RFC 9110, section 5.6.7). */
const httpDateForms = [
  new RegExp(`^(?:${dayNames}), (?<day>\\d{2}) ${month} (?<year>\\d{4}) ${clock} GMT$`),
  new RegExp(`^(?:${longDayNames}), (?<day>\\d{2})-${month}-(?<year>\\d{2}) ${clock} GMT$`),
  new RegExp(`^(?:${dayNames}) ${month} (?<day>[ \\d]\\d) ${clock} (?<year>\\d{4})$`),
];

/** The time an HTTP-date names, in milliseconds, or null when the value is not an HTTP-date. */
export function parseHttpDate(value: string, now = Date.now()): number | null {
  const parts = httpDateForms.map((form) => form.exec(value)?.groups).find(Boolean);
  if (!parts) return null;
  const number = (name: string) => Number(parts[name]);
  const [day, hours, minutes, seconds] = [
    number("day"),
    number("hours"),
    number("minutes"),
    number("seconds"),
  ];
  const monthIndex = monthNames.indexOf(parts.month ?? "");
  let year = number("year");
  if (parts.year?.length === 2) {
    // A two-digit year more than 50 years ahead means the century before.
    year += 2000;
    if (year > new Date(now).getUTCFullYear() + 50) year -= 100;
  }
  const date = new Date(Date.UTC(year, monthIndex, day, hours, minutes, seconds));
  // Date.UTC rolls 31 Feb over into March and 24:00 into the next day; neither is a real date.
  const fieldsKept =
    date.getUTCMonth() === monthIndex &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return fieldsKept ? date.getTime() : null;
}

/** Last-Modified only has whole seconds, so comparisons with it drop the milliseconds too. */
export function wholeSeconds(timeMs: number): number {
  return Math.floor(timeMs / 1000) * 1000;
}

/** If-None-Match uses weak comparison (RFC 9110, section 13.1.2). */
export function anyTagMatches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    return candidate.trim() === "*" || opaque(candidate) === opaque(etag);
  });
}

/** True when the file has not changed since the If-Modified-Since date; an invalid date never is. */
export function unmodifiedSince(ifModifiedSince: string | null, mtimeMs: number): boolean {
  const since = ifModifiedSince === null ? null : parseHttpDate(ifModifiedSince);
  return since !== null && wholeSeconds(mtimeMs) <= since;
}

/**
 * Whether a GET or HEAD can be answered with 304. If-None-Match, when sent, decides alone: it is
 * the more precise validator (RFC 9110, section 13.2.2).
 */
export function isNotModified(headers: Headers, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = headers.get("If-None-Match");
  if (ifNoneMatch) return anyTagMatches(ifNoneMatch, etag);
  return unmodifiedSince(headers.get("If-Modified-Since"), mtimeMs);
}

/**
 * Whether a Range may be honoured: If-Range is absent, or names exactly the current version.
 * Entity tags need strong comparison here (RFC 9110, section 13.1.5), so a weak tag never matches
 * and the client gets the whole file rather than a slice of a possibly different one.
 */
export function ifRangeMatches(ifRange: string | null, etag: string, mtimeMs: number): boolean {
  if (ifRange === null) return true;
  if (/^(W\/)?"/.test(ifRange)) return !etag.startsWith("W/") && ifRange === etag;
  return parseHttpDate(ifRange) === wholeSeconds(mtimeMs);
}
