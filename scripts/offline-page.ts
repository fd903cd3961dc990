/**
 * The offline page (`/offline.html`), which the service worker gives for a page this phone has not
 * kept. One small self-contained file in the site's colours and fallback faces: it must show with
 * nothing else kept. Its script lists the pages this phone can open (from the service worker's
 * caches); without script, the six pages, which the service worker keeps at install.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { offlinePage, offlinePageNames } from "../app/content/offline";
import { studio } from "../app/content/studio";
import { paths } from "../app/lib/paths";
import { offlinePagePath } from "../app/service-worker/offline-paths";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const style = `
:root{color-scheme:light;--ivory:#faf6ef;--deep:#f2ebdf;--indigo:#1c2451;--muted:#464b66;--gold:#b08d57}
*{box-sizing:border-box}
body{margin:0;background:var(--ivory);color:var(--indigo);font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{padding:1rem clamp(1.25rem,4vw,3rem);border-bottom:1px solid #d9ccb5;font:600 1.25rem/1.2 Georgia,"Noto Serif",serif;letter-spacing:.04em}
main{max-width:40rem;margin:0 auto;padding:clamp(2rem,6vw,4.5rem) clamp(1.25rem,4vw,3rem)}
h1{font:500 clamp(2rem,1.5rem + 2vw,3rem)/1.15 Georgia,"Noto Serif",serif;margin:0 0 1rem}
h2{font:600 1.25rem/1.3 Georgia,"Noto Serif",serif;margin:2rem 0 .5rem}
p{margin:0 0 1rem;color:var(--muted)}
ul{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.5rem}
a{color:var(--indigo)}
.pill{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border:1px solid var(--indigo);border-radius:999px;text-decoration:none}
.primary{background:var(--indigo);color:var(--ivory)}
section{border-left:3px solid var(--gold);padding-left:1rem;margin-top:2rem}
button{font:inherit;cursor:pointer;background:none;color:var(--indigo)}
`.trim();

/**
 * Fills the list from the caches: every kept page of this site, the six first, then design pages
 * named from their address. Runs only where the page was given by the service worker.
 */
function listScript(names: Readonly<Record<string, string>>): string {
  return `(async()=>{try{var n=${JSON.stringify(names)},s=new Set;for(const k of await caches.keys()){const c=await caches.open(k);for(const r of await c.keys()){const u=new URL(r.url);if(u.origin!==location.origin)continue;let p=u.pathname.replace(/index\\.html$/,"").replace(/(.)\\/$/,"$1");if(/\\.[a-z0-9]+$/i.test(p)||p==="/404")continue;s.add(p)}}if(!s.size)return;var l=document.getElementById("kept");l.textContent="";[...s].sort((a,b)=>(a in n?0:1)-(b in n?0:1)||a.localeCompare(b)).forEach(p=>{var li=document.createElement("li"),a=document.createElement("a");a.className="pill";a.href=p;a.textContent=n[p]||p.split("/").pop().split("-").map(w=>w[0].toUpperCase()+w.slice(1)).join(" ");li.appendChild(a);l.appendChild(li)})}catch(e){}})();document.getElementById("retry").addEventListener("click",()=>location.reload())`;
}

export function offlinePageHtml(): string {
  const six = Object.entries(offlinePageNames)
    .map(([href, name]) => `<li><a class="pill" href="${href}">${escape(name)}</a></li>`)
    .join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="theme-color" content="#faf6ef"><title>${escape(offlinePage.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${style}</style></head><body><header>${escape(studio.name)}</header><main><h1>${escape(offlinePage.heading)}</h1><p>${escape(offlinePage.intro)}</p><p><button type="button" id="retry" class="pill">${escape(offlinePage.retry)}</button></p><h2>${escape(offlinePage.pagesHeading)}</h2><ul id="kept">${six}</ul><section><h2>${escape(offlinePage.orderHeading)}</h2><p>${escape(offlinePage.order)}</p><a class="pill primary" href="${paths.order}">${escape(offlinePage.orderLink)}</a></section><section><h2>${escape(offlinePage.callHeading)}</h2><ul><li><a class="pill" href="${studio.phone.href}">${escape(studio.phone.display)}</a></li></ul></section></main><script>${listScript(offlinePageNames)}</script></body></html>\n`;
}

export async function writeOfflinePage(clientDir: string): Promise<void> {
  await writeFile(path.join(clientDir, offlinePagePath.slice(1)), offlinePageHtml());
}
