import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { loadEnv } from "vite";
import { designIndex } from "../../app/content/design-index";
import { designPageTitle } from "../../app/content/design-page";
import { designs } from "../../app/content/designs";
import { occasionIndex, occasionPagePaths } from "../../app/content/occasion-index";
import { designSlug } from "../../app/content/slug";
import { designPath, indexedPaths, pagePaths } from "../../app/lib/paths";
import { compileHint, hintedFrom } from "../../scripts/compile-hints";
import { clientDir, pageFile } from "./support";

const env = loadEnv("production", process.cwd(), "VITE_");
const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
const textFiles = files.filter((file) => /\.(html|js|css|json|data|txt|xml)$/.test(file));
const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

it("posts both forms to the configured form service, and a plain post back to the configured site", () => {
  const action = `action="${env.VITE_FORM_ENDPOINT}/${encodeURIComponent(env.VITE_FORM_ID ?? "")}"`;
  for (const page of ["contact", "order"]) expect(read(`${page}/index.html`)).toContain(action);
  expect(read("contact/index.html")).toContain(
    `name="_next" value="${env.VITE_SITE_URL}/thank-you?sent=inquiry"`,
  );
  const ajax = (code: string) => code.includes(env.VITE_FORM_ENDPOINT ?? "-") && code.includes("/ajax/");
  expect(textFiles.filter((file) => file.endsWith(".js")).some((file) => ajax(read(file)))).toBe(true);
});

it("holds no secret and no trace of the local inbox: no dotfile or source map, no local address or form id", () => {
  expect(files.filter((file) => /(^|\/)\.|\.map$/.test(file))).toEqual([]);
  // A local build points at http://localhost:<port> with the form id "studio"; the inbox page is /inbox.
  // The content editor's own script names its local helper's default address; it never runs there.
  const trace = /localhost:\d+|127\.0\.0\.1|\/inbox\b|action="[^"]*\/studio"/;
  const traces = textFiles.filter((file) => !file.startsWith("admin/") && trace.test(read(file)));
  expect(traces).toEqual([]);
});

it("carries nothing of the content editor on a public page or in its scripts and styles", () => {
  // robots.txt names /admin/ to keep crawlers out, the service worker to leave it alone, and
  // vercel.json to give it its headers.
  const publicFiles = textFiles.filter(
    (file) => !file.startsWith("admin/") && !/^(robots\.txt|sw\.js|vercel\.json)$/.test(file),
  );
  expect(publicFiles.length).toBeGreaterThan(50);
  expect(publicFiles.filter((file) => /\/admin\b|decap/i.test(read(file)))).toEqual([]);
});

it("starts every script chunk but the smallest with the hint that has Chromium compile it whole, off the main thread", () => {
  const chunks = textFiles.filter((file) => /^assets\/(?!manifest-).+\.js$/.test(file));
  const hinted = chunks.filter((file) => read(file).length >= hintedFrom + compileHint.length);
  expect(hinted.length).toBeGreaterThan(10);
  expect(hinted.some((file) => file.startsWith("assets/framework-"))).toBe(true);
  // The first line, before any code (Vite's own table of a chunk's imports included): later, V8 ignores it.
  expect(hinted.filter((file) => !read(file).startsWith(`${compileHint}\n`))).toEqual([]);
});

it("prerenders every page, so leaves no server build beside the site and no single-page fallback in it", () => {
  expect(existsSync(path.join(clientDir, "..", "server"))).toBe(false);
  expect(files.filter((file) => file.includes("__spa-fallback"))).toEqual([]);
  for (const route of pagePaths) expect(read(pageFile(route)), route).toMatch(/<h1[\s>]/);
  for (const file of ["404.html", "404/index.html"])
    expect(read(file), file).not.toMatch(/<script type="module"|x-deferred-module|rel="modulepreload"/);
});

it("has a page for every design: its name the main heading, its own title", () => {
  const escaped = (text: string) => text.replace(/&/g, "&amp;");
  for (const design of designs) {
    const slug = designSlug(design);
    const html = read(pageFile(designPath(slug)));
    expect(html, slug).toMatch(new RegExp(`<h1[^>]*>${escaped(design.name)}</h1>`));
    expect(html, slug).toContain(`<title>${escaped(designPageTitle(design))}</title>`);
  }
  expect(designs.map(designSlug).sort()).toEqual(designIndex.map(({ slug }) => slug).sort());
});

it("gives each occasion's page its own title and canonical address", () => {
  for (const [position, page] of occasionPagePaths.entries()) {
    const html = read(pageFile(page));
    expect(html, page).toMatch(new RegExp(`<title>${occasionIndex[position]!.label}[^<]*</title>`));
    expect(html, page).toContain(`<link rel="canonical" href="${env.VITE_SITE_URL}${page}"/>`);
  }
});

it("lists the indexed pages, the designs' and the occasions' in the sitemap, which robots.txt names, keeping crawlers off the editor", () => {
  const listed = [...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  expect(listed).toEqual([
    ...indexedPaths,
    ...designIndex.map(({ slug }) => designPath(slug)),
    ...occasionPagePaths,
  ]);
  expect(read("robots.txt")).toContain(`\nDisallow: /admin/\n`);
  expect(read("robots.txt")).toContain(`Sitemap: ${env.VITE_SITE_URL}/sitemap.xml`);
});

it("has a service worker that keeps the pages, the offline page, scripts, fonts and favicons, and one photo: the hero's for phones", () => {
  const kept = [...read("sw.js").matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  expect(kept).toEqual(expect.arrayContaining([...pagePaths.map(pageFile), "offline.html", "favicon.svg"]));
  for (const kind of [/^assets\/framework-[\w-]+\.js$/, /^assets\/[\w-]+\.woff2$/])
    expect(
      kept.some((file) => kind.test(file)),
      String(kind),
    ).toBe(true);
  expect(kept.filter((file) => /\.(avif|webp|jpe?g)$/.test(file))).toEqual([
    expect.stringMatching(/^assets\/hero-1-[\w-]+\.avif$/),
  ]);
  expect(kept.filter((file) => !existsSync(path.join(clientDir, file)))).toEqual([]);
  expect(read("offline.html")).toContain('<meta name="robots" content="noindex">');
  expect(read("offline.html")).toContain('href="/order"');
});
