/**
 * Writes each static host's configuration from the one definition of the site's headers
 * (site/site-headers.ts), so a studio publishing `build/client` anywhere ships the same CSP,
 * security headers and caching as the project's own server:
 *
 *   client/_headers      Netlify and Cloudflare Pages (the same format)
 *   client/_redirects    Netlify: deliberately no rules, so no path is ever rewritten to the home page
 *   client/vercel.json   Vercel
 *   nginx/site.conf      an nginx server block, beside client/ so it is never published
 *
 * With SITE_HOST=github-pages the pages carry the policy in a `<meta>` tag instead, as GitHub Pages
 * sends no custom headers, and the other hosts' files are left out (it would publish them).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { elementsNamed, readHtml } from "../site/html-page";
import {
  type PathHeaders,
  assetsPrefix,
  cspHeader,
  hostConfigFiles,
  hstsHeader,
  notFoundFiles,
  siteHeaderTable,
} from "../site/site-headers";
import { contentTypes, isHtmlFile } from "../site/content-types";
import { editorPath } from "../site/editor-paths";
import { editorPartsFolder } from "./editor";

/** Headers for the addresses a pattern matches: `/*` every address, `/assets/*` a folder, or one address. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  /** For an exact rule: the file served, relative to the site folder. */
  file?: string;
}

export const everyPath = "/*";
export const assetsPattern = `${assetsPrefix}*`;

/**
 * Groups the table into rules no two of which set the same header for the same address: Netlify and
 * Cloudflare join the values of every matching rule, so an overlap would send two policies.
 * Unknown paths get only the `/*` rule on those hosts, which answer them with 404.html themselves.
 */
export function headerRules(table: readonly PathHeaders[]): HeaderRule[] {
  const common = sharedHeaders(table);
  const assets = table.filter((row) => row.urlPath.startsWith(assetsPrefix));
  const assetsOnly = without(sharedHeaders(assets), common);
  const rules: HeaderRule[] = [{ pattern: everyPath, headers: common }];
  if (assets.length > 0) rules.push({ pattern: assetsPattern, headers: assetsOnly });
  for (const row of table) {
    const inherited = row.urlPath.startsWith(assetsPrefix) ? { ...common, ...assetsOnly } : common;
    const headers = without(row.headers, inherited);
    if (Object.keys(headers).length > 0) rules.push({ pattern: row.urlPath, headers, file: row.file });
  }
  return rules;
}

/**
 * The same rules with each folder whose every address sends the same headers written once, as
 * `/folder/*`: the share previews, and a page's `/about/` and `/about/index.html`. Cloudflare Pages
 * reads at most 100 rules, and each design's page would otherwise take three. A folder keeps its
 * own rules when any address below it differs (/collection/ holds the design pages and the data).
 * React Router's data files, one beside each page, are likewise one `/*.data` rule. nginx keeps the
 * exact rules: its maps need no grouping.
 */
export function groupedByFolder(
  rules: readonly HeaderRule[],
  /** Every address the site serves: a folder is grouped only when each of them has a rule there. */
  addresses: readonly string[] = rules
    .filter((rule) => !rule.pattern.endsWith("*"))
    .map((rule) => rule.pattern),
): HeaderRule[] {
  const exact = rules.filter((rule) => !rule.pattern.endsWith("*"));
  // An address below a folder with no rule of its own (a photo under /assets/, beside a drawing
  // that has one) would take the folder's rule too: such a folder keeps its exact rules.
  const coveredBy = (folder: string) =>
    addresses
      .filter((address) => address.startsWith(folder))
      .every((address) => exact.some((rule) => rule.pattern === address));
  const folderOf = (pattern: string) => pattern.slice(0, pattern.lastIndexOf("/") + 1);
  const sameHeaders = (a: HeaderRule, b: HeaderRule) =>
    JSON.stringify(a.headers) === JSON.stringify(b.headers);
  const grouped = new Map<string, HeaderRule>();
  for (const rule of exact) {
    const folder = folderOf(rule.pattern);
    if (folder === "/" || grouped.has(folder)) continue;
    const below = exact.filter((other) => other.pattern.startsWith(folder));
    if (below.length > 1 && below.every((other) => sameHeaders(other, rule)) && coveredBy(folder)) {
      grouped.set(folder, { pattern: `${folder}*`, headers: rule.headers });
    }
  }
  // React Router's data files (`/about.data`, `/collection/adunni.data`) sit beside the pages, in
  // folders that differ; as one kind with one set of headers they are written once, as `/*.data`.
  const data = exact.filter((rule) => rule.pattern.endsWith(dataSuffix));
  const dataCovered = addresses
    .filter((address) => address.endsWith(dataSuffix))
    .every((address) => data.some((rule) => rule.pattern === address));
  if (data.length > 1 && dataCovered && data.every((rule) => sameHeaders(rule, data[0] as HeaderRule))) {
    grouped.set(dataPattern, { pattern: dataPattern, headers: (data[0] as HeaderRule).headers });
  }
  const groupOf = (pattern: string) =>
    pattern.endsWith("*")
      ? undefined
      : grouped.has(dataPattern) && pattern.endsWith(dataSuffix)
        ? dataPattern
        : [...grouped.keys()].find((prefix) => prefix.endsWith("/") && pattern.startsWith(prefix));
  const result: HeaderRule[] = [];
  const written = new Set<string>();
  for (const rule of rules) {
    const group = groupOf(rule.pattern);
    if (group === undefined) result.push(rule);
    else if (!written.has(group)) {
      written.add(group);
      result.push(grouped.get(group) as HeaderRule);
    }
  }
  return result;
}

const dataSuffix = ".data";
const dataPattern = `/*${dataSuffix}`;

/** Cloudflare Pages applies at most this many `_headers` rules. */
export const cloudflareRuleLimit = 100;

/** The headers every row sends with the same value. */
function sharedHeaders(rows: readonly PathHeaders[]): Record<string, string> {
  const [first, ...rest] = rows;
  if (!first) return {};
  return Object.fromEntries(
    Object.entries(first.headers).filter(([name, value]) => rest.every((row) => row.headers[name] === value)),
  );
}

function without(headers: Record<string, string>, inherited: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !(name in inherited)));
}

/** Netlify's and Cloudflare Pages' `_headers`: a path, then its headers indented below it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Written by the build from site/site-headers.ts; change that, not this file.\n${blocks.join("\n")}\n`;
}

/** Netlify serves 404.html with status 404 on its own; a catch-all here would hide every broken link. */
export function redirectsFile(): string {
  return [
    "# Written by the build. No rules on purpose: every page is its own file, and an unknown path",
    "# is answered by 404.html with status 404. Never add a catch-all to /index.html here.",
    "",
  ].join("\n");
}

export interface VercelConfig {
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** `/about` serves about/index.html and `/about/` redirects to it; there are no rewrites. */
export function vercelConfig(rules: readonly HeaderRule[]): VercelConfig {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: rules.map(({ pattern, headers }) => ({
      source: vercelSource(pattern),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Vercel reads `source` as a path-to-regexp pattern, so an exact path escapes its special characters. */
export function vercelSource(pattern: string): string {
  return pattern
    .split("*")
    .map((part) => part.replace(/[:?+(){}\\]/g, "\\$&"))
    .join("(.*)");
}

/** nginx variables are global to the `http` block, so ours carry the site's name. */
const nginxPrefix = "ivory_adire_";

/**
 * An nginx server block. The headers are chosen by `$uri` after the file was found, so a page sends
 * its own policy under every address and the 404 page's policy goes with every unknown path, as the
 * Node server does. `listen` and `root` are the two lines to set when installing it.
 */
export function nginxSiteConf(rules: readonly HeaderRule[]): string {
  const maps: string[] = [];
  const adds: string[] = [];
  const variable = (name: string) => `$${nginxPrefix}${name.toLowerCase().replace(/-/g, "_")}`;
  const [common, ...specific] = rules;

  for (const [name, value] of Object.entries(common?.headers ?? {})) {
    if (name === hstsHeader) {
      // Only over HTTPS, here or at a TLS proxy in front that says so, as the Node server decides.
      maps.push(
        nginxMap(`"$scheme:$http_x_forwarded_proto"`, variable(name), [
          ['"~^https:"', value],
          ['"~*^[^:]*:\\s*https\\s*(,|$)"', value],
        ]),
      );
      adds.push(`add_header ${name} ${variable(name)} always;`);
    } else {
      adds.push(`add_header ${name} ${nginxString(value)} always;`);
    }
  }
  const names = [...new Set(specific.flatMap((rule) => Object.keys(rule.headers)))];
  // The content editor's parts (a hundred files of one kind, with the same headers) as one prefix,
  // like /assets/: as many exact keys would outgrow nginx's default map hash.
  const partsPrefix = `${editorPath}${editorPartsFolder}/`;
  const parts = specific.filter((rule) => rule.pattern.startsWith(partsPrefix));
  const partsShareHeaders = parts.every(
    (rule) => JSON.stringify(rule.headers) === JSON.stringify(parts[0]?.headers),
  );
  for (const name of names) {
    const entries: [string, string][] = [];
    let partsWritten = false;
    for (const rule of specific) {
      const value = rule.headers[name];
      if (value === undefined) continue;
      if (rule.pattern === assetsPattern) entries.push([`~^${assetsPrefix}`, value]);
      else if (partsShareHeaders && rule.pattern.startsWith(partsPrefix)) {
        if (!partsWritten) entries.push([`~^${partsPrefix}`, value]);
        partsWritten = true;
      } else if (rule.pattern === `/${rule.file}`) entries.push([nginxString(rule.pattern), value]);
    }
    maps.push(nginxMap("$uri", variable(name), entries));
    adds.push(`add_header ${name} ${variable(name)} always;`);
  }

  const types = Object.entries(contentTypes).map(
    ([extension, type]) => `${nginxString(type)} ${extension.slice(1)};`,
  );
  const hidden = hostConfigFiles.map((file) => file.replace(/\./g, "\\."));
  return `# Written by the build from site/site-headers.ts; rebuild rather than edit.
# Include it inside nginx's http block (for example as /etc/nginx/sites-enabled/ivory-and-adire.conf),
# then set listen and root below. Serve it over HTTPS (a listen 443 ssl line and certificates, or a
# TLS proxy in front that sets X-Forwarded-Proto), so that HSTS is sent.

# The maps' keys are the site's addresses, some longer than the default bucket holds
# (/collection/occasion/traditional-wedding/index.html). Delete this line if your nginx.conf sets it.
map_hash_bucket_size 128;

${maps.join("\n\n")}

server {
    listen 80;
    # The folder build/client was copied to.
    root /var/www/ivory-and-adire;

    server_tokens off;
    types {
${types.map((line) => `        ${line}`).join("\n")}
    }
    default_type application/octet-stream;

    # The build writes .gz and .br copies of every text file. brotli_static needs Debian's
    # libnginx-mod-http-brotli-static (or ngx_brotli); without it, delete that line.
    gzip_static on;
    gzip_vary on;
    brotli_static on;

    # Unknown paths answer the 404 page with status 404; nothing is rewritten to the home page.
    error_page 404 /${notFoundFiles[0]};
    # A folder address is its index.html, as on every static host; /about is found by try_files.
    rewrite ^(.*/)$ $1index.html;
    location / {
        try_files $uri $uri/index.html =404;
    }
    # Hidden files and the other hosts' configuration are never served.
    location ~ /\\.(?!well-known(/|$)) {
        return 404;
    }
    location ~ ^/(${hidden.join("|")})$ {
        return 404;
    }

${adds.map((line) => `    ${line}`).join("\n")}
}
`;
}

function nginxMap(source: string, variable: string, entries: readonly [string, string][]): string {
  const lines = entries.map(([key, value]) => `    ${key} ${nginxString(value)};`);
  return [`map ${source} ${variable} {`, `    default "";`, ...lines, "}"].join("\n");
}

/** A quoted nginx string. `$` would start a variable and nginx has no escape for it, so it is refused. */
function nginxString(value: string): string {
  if (/[$"\\]/.test(value)) throw new Error(`Cannot write ${value} into the nginx configuration.`);
  return `"${value}"`;
}

/** A `<meta>` policy: browsers ignore `frame-ancestors` there (and warn), so it is left out. */
export function metaContentSecurityPolicy(headerPolicy: string): string {
  return headerPolicy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors "))
    .join("; ");
}

/**
 * The page with its policy as the first thing after the charset, before any script it governs.
 * The hashes of its inline scripts do not change: the tag is not part of any of them.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const elements = readHtml(html);
  const anchor =
    elementsNamed(elements, "meta").find((meta) => "charset" in meta.attributes) ??
    elementsNamed(elements, "head")[0];
  if (!anchor) throw new Error("A page without a <head> cannot carry a policy.");
  const at = anchor.name === "meta" ? anchor.end : anchor.openEnd;
  const content = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${html.slice(at)}`;
}

export interface HostFilesOptions {
  /** The GitHub Pages flavour; default from `SITE_HOST=github-pages`. */
  githubPages?: boolean;
}

/** Run after precompression, so the hosts' files get no compressed copies of their own. */
export async function writeHostFiles(
  clientDir: string,
  { githubPages = process.env.SITE_HOST === "github-pages" }: HostFilesOptions = {},
): Promise<void> {
  const table = await siteHeaderTable(clientDir, { overHttps: true });
  const rules = headerRules(table);
  const nginxDir = path.join(clientDir, "..", "nginx");
  await mkdir(nginxDir, { recursive: true });
  await writeFile(path.join(nginxDir, "site.conf"), nginxSiteConf(rules));

  if (githubPages) {
    await addMetaPolicies(clientDir, table);
    return;
  }
  const hostRules = groupedByFolder(
    rules,
    table.map((row) => row.urlPath),
  );
  if (hostRules.length > cloudflareRuleLimit) {
    console.warn(
      `_headers has ${hostRules.length} rules; Cloudflare Pages reads only the first ${cloudflareRuleLimit}, so on Cloudflare the pages after them would go without their Content-Security-Policy. Netlify, Vercel and nginx are unaffected (see the README on hosting).`,
    );
  }
  await writeFile(path.join(clientDir, "_headers"), headersFile(hostRules));
  await writeFile(path.join(clientDir, "_redirects"), redirectsFile());
  await writeFile(
    path.join(clientDir, "vercel.json"),
    `${JSON.stringify(vercelConfig(hostRules), null, 2)}\n`,
  );
}

async function addMetaPolicies(clientDir: string, table: readonly PathHeaders[]): Promise<void> {
  const pages = table.filter((row) => isHtmlFile(row.file) && row.urlPath === `/${row.file}`);
  for (const { file, headers } of pages) {
    const filePath = path.join(clientDir, file);
    const policy = metaContentSecurityPolicy(headers[cspHeader] ?? "");
    await writeFile(filePath, withMetaPolicy(await readFile(filePath, "utf8"), policy));
    // GitHub Pages compresses on its own; copies of the page before the tag must not linger.
    await Promise.all([".br", ".gz"].map((suffix) => rm(`${filePath}${suffix}`, { force: true })));
  }
}
