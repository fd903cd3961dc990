import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "vite";
import { designIndex } from "../../app/content/design-index";
import { designPageTitle } from "../../app/content/design-page";
import { designs } from "../../app/content/designs";
import { designSlug } from "../../app/content/slug";
import { designPath, pagePaths } from "../../app/lib/paths";
import { compileHint, hintedFrom } from "../../scripts/compile-hints";
import { clientDir, listFiles } from "./support";

const env = loadEnv("production", process.cwd(), "VITE_");
const textFiles = listFiles(clientDir).filter((file) => /\.(html|js|css|json|data|txt|xml)$/.test(file));
const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

describe("the production build", () => {
  it("posts both forms to the configured form service", () => {
    const expected = `${env.VITE_FORM_ENDPOINT}/${encodeURIComponent(env.VITE_FORM_ID ?? "")}`;
    expect(read("contact/index.html")).toContain(`action="${expected}"`);
    expect(read("order/index.html")).toContain(`action="${expected}"`);
    // The order form's script builds the AJAX address from the same endpoint.
    const scripts = textFiles.filter((file) => file.endsWith(".js")).map(read);
    expect(scripts.some((code) => code.includes(env.VITE_FORM_ENDPOINT ?? "-") && code.includes("/ajax/"))).toBe(true);
  });

  it("holds no trace of the local inbox", () => {
    // A local build points at http://localhost:<port> with the form id "studio"; the inbox page is /inbox.
    // The content editor's own script names its local helper's default address; it never runs there.
    const traces = textFiles.filter(
      (file) =>
        !file.startsWith("admin/") &&
        /localhost:\d+|127\.0\.0\.1|\/inbox\b|action="[^"]*\/studio"/.test(read(file)),
    );
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
    expect(read("admin/index.html")).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(read("sitemap.xml")).not.toContain("/admin");
  });

  it("sends visitors back to the configured site after a plain post", () => {
    expect(read("contact/index.html")).toContain(`name="_next" value="${env.VITE_SITE_URL}/thank-you"`);
  });

  it("starts every script chunk but the smallest with the hint that has Chromium compile it whole, off the main thread", () => {
    const chunks = textFiles.filter((file) => /^assets\/.+\.js$/.test(file) && !/^assets\/manifest-/.test(file));
    const hinted = chunks.filter((file) => read(file).length >= hintedFrom + compileHint.length);
    expect(hinted.length).toBeGreaterThan(10);
    expect(hinted.some((file) => file.startsWith("assets/framework-"))).toBe(true);
    // The first line, before any code (Vite's own table of a chunk's imports included): later, V8 ignores it.
    expect(hinted.filter((file) => !read(file).startsWith(`${compileHint}\n`))).toEqual([]);
  });

  it("leaves no server build beside the site: nothing runs one (every page is prerendered)", () => {
    expect(existsSync(path.join(clientDir, "..", "server"))).toBe(false);
  });

  it("has a prerendered page with its main heading for every route, and a root 404.html", () => {
    for (const route of pagePaths) {
      const html = read(route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
      expect(html, route).toMatch(/<h1[\s>]/);
    }
    expect(read("404.html")).toContain("Page not found");
  });

  it("has a prerendered page for every design: its name the main heading, its own title and share image", () => {
    const escaped = (text: string) => text.replace(/&/g, "&amp;");
    for (const design of designs) {
      const slug = designSlug(design);
      const html = read(`${designPath(slug).slice(1)}/index.html`);
      expect(html, slug).toMatch(new RegExp(`<h1[^>]*>${escaped(design.name)}</h1>`));
      expect(html, slug).toContain(`<title>${escaped(designPageTitle(design))}</title>`);
      expect(html, slug).toContain(`/share/design-${slug}.jpg"`);
    }
    expect(designs.map(designSlug).sort()).toEqual(designIndex.map(({ slug }) => slug).sort());
  });

  it("lists every indexed page and every design's page in the sitemap, and nothing else", () => {
    const listed = [...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    const designs = designIndex.map(({ slug }) => designPath(slug));
    expect(listed).toEqual([...pagePaths.filter((page) => page !== "/thank-you"), ...designs]);
  });

  it("serves the not-found page without the framework: nothing on it needs script", () => {
    for (const file of ["404.html", "404/index.html"]) {
      expect(read(file), file).not.toMatch(/<script type="module"|x-deferred-module|rel="modulepreload"/);
    }
  });

  it("ships no single-page fallback: an unknown path is the 404 page, never a blank shell", () => {
    expect(listFiles(clientDir).filter((file) => file.includes("__spa-fallback"))).toEqual([]);
  });
});

describe("the service worker", () => {
  const worker = read("sw.js");
  const kept = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? "");

  it("keeps the six pages, the offline page, the scripts, stylesheets, fonts and favicons, and never a photo", () => {
    for (const page of pagePaths) expect(kept).toContain(page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
    expect(kept).toContain("offline.html");
    expect(kept).toContain("favicon.svg");
    expect(kept.some((file) => /^assets\/framework-[\w-]+\.js$/.test(file))).toBe(true);
    expect(kept.some((file) => /^assets\/[\w-]+\.woff2$/.test(file))).toBe(true);
    expect(kept.filter((file) => /\.(avif|webp|jpe?g)$/.test(file))).toEqual([]);
    // Every file it keeps is in the site (its list was made from the finished folder).
    expect(kept.filter((file) => !existsSync(path.join(clientDir, file)))).toEqual([]);
  });

  it("gives an offline page that is never indexed and names the order form", () => {
    const offline = read("offline.html");
    expect(offline).toContain('<meta name="robots" content="noindex">');
    expect(offline).toContain('href="/order"');
    expect(read("sitemap.xml")).not.toContain("offline");
  });
});
