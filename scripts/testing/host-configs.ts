/**
 * Reads the hosts' configuration files back the way the hosts apply them, for the tests that check
 * them against the one definition (site/site-headers.ts). Test support only.
 */
import type { HeaderRule, VercelConfig } from "../host-files";

/** Netlify's and Cloudflare Pages' `_headers`: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`Not a header line: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** `/*` matches every path, `/folder/*` every path below it, anything else itself only. */
export function headersFileMatches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith("/*") ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;
}

/** The subset of path-to-regexp the build writes: `(.*)` and backslash-escaped characters. */
export function vercelSourceMatches(source: string, urlPath: string): boolean {
  const regex = source
    .split(/(\(\.\*\)|\\.)/)
    .map((part) => {
      if (part === "(.*)") return ".*";
      const literal = part.startsWith("\\") ? part.slice(1) : part;
      return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${regex}$`).test(urlPath);
}

export function vercelRules(config: VercelConfig): { source: string; headers: Record<string, string> }[] {
  return config.headers.map(({ source, headers }) => ({
    source,
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
  }));
}

/**
 * The headers a host sends for a path: those of every matching rule, and the names that more than
 * one rule set (Netlify and Cloudflare would join their values, so there must be none).
 */
export function headersAt(
  rules: readonly { headers: Record<string, string> }[],
  matches: (index: number) => boolean,
): { headers: Record<string, string>; repeated: string[] } {
  const headers: Record<string, string> = {};
  const repeated: string[] = [];
  rules.forEach((rule, index) => {
    if (!matches(index)) return;
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers) repeated.push(name);
      headers[name] = value;
    }
  });
  return { headers, repeated };
}
