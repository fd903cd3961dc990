import { describe, expect, it } from "vitest";
import { anyTagMatches, ifRangeMatches, isNotModified, parseHttpDate, unmodifiedSince } from "./conditional";

const nov6 = Date.UTC(1994, 10, 6, 8, 49, 37);

describe("parseHttpDate", () => {
  it.each([
    ["Sun, 06 Nov 1994 08:49:37 GMT", nov6],
    ["Sunday, 06-Nov-94 08:49:37 GMT", nov6],
    ["Sun Nov  6 08:49:37 1994", nov6],
    ["Thu, 01 Jan 1970 00:00:00 GMT", 0],
    ["Wed, 29 Feb 2024 23:59:59 GMT", Date.UTC(2024, 1, 29, 23, 59, 59)],
  ])("%j is %d", (value, expected) => {
    expect(parseHttpDate(value)).toBe(expected);
  });

  it("reads a two-digit year more than 50 years ahead as the century before", () => {
    const in2025 = Date.UTC(2025, 0, 1);
    expect(parseHttpDate("Monday, 01-Jan-74 00:00:00 GMT", in2025)).toBe(Date.UTC(2074, 0, 1));
    expect(parseHttpDate("Monday, 01-Jan-76 00:00:00 GMT", in2025)).toBe(Date.UTC(1976, 0, 1));
  });

  it.each([
    "",
    "yesterday",
    "1",
    "2024-01-01T00:00:00Z",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    "sun, 06 nov 1994 08:49:37 gmt",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:60:00 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT",
  ])("%j is not an HTTP-date", (value) => {
    expect(parseHttpDate(value)).toBeNull();
  });
});

describe("unmodifiedSince", () => {
  it.each([
    ["the same second as the date", true, nov6 + 999],
    ["a second before the date", true, nov6 - 1000],
    ["a second after the date", false, nov6 + 1000],
  ])("a file changed in %s counts as unmodified: %s", (_, expected, mtimeMs) => {
    expect(unmodifiedSince("Sun, 06 Nov 1994 08:49:37 GMT", mtimeMs)).toBe(expected);
  });

  it.each([null, "", "not a date", "Sun, 06 Nov 1994"])("%j is ignored", (header) => {
    expect(unmodifiedSince(header, 0)).toBe(false);
  });
});

describe("anyTagMatches", () => {
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['W/"abd"', false],
    ['"ab"', false],
  ])('%s against W/"abc" is %s', (header, expected) => {
    expect(anyTagMatches(header, 'W/"abc"')).toBe(expected);
  });
});

describe("isNotModified", () => {
  const etag = 'W/"abc"';
  const since = "Sun, 06 Nov 1994 08:49:37 GMT";
  const check = (headers: Record<string, string>) => isNotModified(new Headers(headers), etag, nov6);

  it("answers 304 to a matching tag or an old enough date", () => {
    expect(check({ "If-None-Match": etag })).toBe(true);
    expect(check({ "If-Modified-Since": since })).toBe(true);
  });

  it("lets If-None-Match decide alone when both are sent", () => {
    expect(check({ "If-None-Match": 'W/"other"', "If-Modified-Since": since })).toBe(false);
  });

  it("answers in full without either header", () => {
    expect(check({})).toBe(false);
  });
});

describe("ifRangeMatches", () => {
  const since = "Sun, 06 Nov 1994 08:49:37 GMT";

  it("allows the range when there is no If-Range", () => {
    expect(ifRangeMatches(null, 'W/"abc"', nov6)).toBe(true);
  });

  it("never matches a weak tag, ours included, since If-Range needs strong comparison", () => {
    expect(ifRangeMatches('W/"abc"', 'W/"abc"', nov6)).toBe(false);
    expect(ifRangeMatches('"abc"', 'W/"abc"', nov6)).toBe(false);
  });

  it("matches an identical strong tag only", () => {
    expect(ifRangeMatches('"abc"', '"abc"', nov6)).toBe(true);
    expect(ifRangeMatches('"abd"', '"abc"', nov6)).toBe(false);
  });

  it("matches a date only when it is exactly the Last-Modified second", () => {
    expect(ifRangeMatches(since, 'W/"abc"', nov6 + 500)).toBe(true);
    expect(ifRangeMatches(since, 'W/"abc"', nov6 + 1000)).toBe(false);
    expect(ifRangeMatches(since, 'W/"abc"', nov6 - 1000)).toBe(false);
    expect(ifRangeMatches("not a date", 'W/"abc"', nov6)).toBe(false);
  });
});
