/**
 * The offline page (`/offline.html`), which the service worker gives for a page this phone has not
 * kept. One small self-contained file in the site's colours and faces: it must show with nothing
 * else kept but the web fonts, which the service worker keeps at install (and without them, the
 * fallback faces). Its script lists the pages this phone can open (from the service worker's
 * caches); without script, the site's pages, which the service worker keeps at install.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { offlinePage, offlinePageNames } from "../app/content/offline";
import { studio } from "../app/content/studio";
import { paths } from "../app/lib/paths";
import { offlinePagePath } from "../app/service-worker/offline-paths";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const style = `
:root{color-scheme:light;--ivory:#faf6ef;--deep:#f2ebdf;--indigo:#1c2451;--muted:#464b66;--gold:#b08d57;--serif:"Cormorant Garamond",Georgia,"Noto Serif",serif;--sans:Jost,system-ui,Roboto,sans-serif}
*{box-sizing:border-box}
body{margin:0;background:var(--ivory);color:var(--indigo);font:1.0625rem/1.6 var(--sans)}
header{padding:1rem clamp(1.25rem,4vw,3rem);border-bottom:1px solid #d9ccb5;font:500 1.5rem/1.2 var(--serif);letter-spacing:.04em}
main{max-width:40rem;margin:0 auto;padding:clamp(2rem,6vw,4.5rem) clamp(1.25rem,4vw,3rem)}
h1{font:500 clamp(2.25rem,1.75rem + 2vw,3.25rem)/1.15 var(--serif);margin:0 0 1rem}
h2{font:500 1.625rem/1.3 var(--serif);margin:2rem 0 .5rem}
p{margin:0 0 1rem;color:var(--muted)}
ul{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.5rem}
a{color:var(--indigo)}
.pill{font-weight:500;display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border:1px solid var(--indigo);border-radius:999px;text-decoration:none}
.primary{background:var(--indigo);color:var(--ivory)}
section{border-left:3px solid var(--gold);padding-left:1rem;margin-top:2rem}
button{font:inherit;cursor:pointer;background:none;color:var(--indigo)}
`.trim();

/**
 * Fills the list from the caches: every kept page of this site, the named pages first, then design pages
 * named from their address. Runs only where the page was given by the service worker.
 */
function listScript(names: Readonly<Record<string, string>>): string {
  return `(async () => {
  try {
    const names = ${JSON.stringify(names)};
    const kept = new Set();
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.origin !== location.origin) continue;
        const page = url.pathname.replace(/index\\.html$/, "").replace(/(.)\\/$/, "$1");
        if (/\\.[a-z0-9]+$/i.test(page) || page === "/404") continue;
        kept.add(page);
      }
    }
    if (!kept.size) return;
    const list = document.getElementById("kept");
    list.textContent = "";
    const named = (page) => (page in names ? 0 : 1);
    for (const page of [...kept].sort((a, b) => named(a) - named(b) || a.localeCompare(b))) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.className = "pill";
      link.href = page;
      link.textContent =
        names[page] || page.split("/").pop().split("-").map((word) => word[0].toUpperCase() + word.slice(1)).join(" ");
      item.appendChild(link);
      list.appendChild(item);
    }
  } catch {}
})();
document.getElementById("retry").addEventListener("click", () => location.reload());`;
}

/** The site's web fonts as the build wrote them (their @font-face rules, which name the files in assets/). */
async function builtFontFaces(clientDir: string): Promise<string> {
  const assets = path.join(clientDir, "assets");
  const sheets = (await readdir(assets)).filter((name) => name.endsWith(".css"));
  const faces = new Set<string>();
  for (const sheet of sheets) {
    const css = await readFile(path.join(assets, sheet), "utf8");
    for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) if (face.includes("url(")) faces.add(face);
  }
  if (faces.size === 0) throw new Error("The offline page found none of the site's web fonts in assets/.");
  return [...faces].join("");
}

export function offlinePageHtml(fontFaces: string): string {
  const pages = Object.entries(offlinePageNames)
    .map(([href, name]) => `<li><a class="pill" href="${href}">${escape(name)}</a></li>`)
    .join("");
  const { title, heading, intro, retry, pagesHeading, orderHeading, order, orderLink, callHeading } =
    offlinePage;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#faf6ef">
<title>${escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${fontFaces}${style}</style>
</head>
<body>
<header>${escape(studio.name)}</header>
<main>
<h1>${escape(heading)}</h1>
<p>${escape(intro)}</p>
<p><button type="button" id="retry" class="pill">${escape(retry)}</button></p>
<h2>${escape(pagesHeading)}</h2>
<ul id="kept">${pages}</ul>
<section><h2>${escape(orderHeading)}</h2><p>${escape(order)}</p><a class="pill primary" href="${paths.order}">${escape(orderLink)}</a></section>
<section><h2>${escape(callHeading)}</h2><ul><li><a class="pill" href="${studio.phone.href}">${escape(studio.phone.display)}</a></li></ul></section>
</main>
<script>${listScript(offlinePageNames)}</script>
</body>
</html>
`;
}

export async function writeOfflinePage(clientDir: string): Promise<void> {
  await writeFile(
    path.join(clientDir, offlinePagePath.slice(1)),
    offlinePageHtml(await builtFontFaces(clientDir)),
  );
}
