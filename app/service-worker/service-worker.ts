/**
 * The service worker, built by the site steps from the finished site (scripts/service-worker.ts
 * bundles this file and Workbox fills in `self.__WB_MANIFEST`). What it does:
 *
 * - keeps the six pages, their CSS and JavaScript, the fonts and icons, and the offline page, so the
 *   pages open with no connection once the site has been seen (photos are not part of it);
 * - pages, design pages and the framework's `.data` answers: the network first, this phone's copy
 *   when the network fails or is slower than `networkTimeoutSeconds`; a page never seen, offline,
 *   gets the offline page. A new build is what the network gives, so it shows on the next
 *   navigation, and its own service worker replaces this one at once;
 * - photos are kept as they are seen (cache first), at most `photoEntries` of them for `photoDays`,
 *   and so are the scripts and stylesheets not kept at install (a design page's own);
 * - Background Sync: sends the orders the outbox keeps, with the site closed, under the same lock
 *   as the pages (app/lib/outbox/outbox-sender.ts), so one order is never sent by two at once.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { sendByFetch } from "../lib/form-answer";
import { editorPath } from "../lib/paths";
import { outboxSyncTag } from "../lib/outbox/outbox-channel";
import { sendWaiting } from "../lib/outbox/outbox-sender";
import { offlinePagePath, pageFileOf, precachedPagePaths } from "./offline-paths";

/** The parts of the worker's global scope used here (the DOM's types have no worker scope). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
}
declare const self: WorkerScope;

/** A slower network than this, and the page is taken from the phone instead. */
export const networkTimeoutSeconds = 4;
export const photoEntries = 80;
export const photoDays = 30;
const day = 24 * 60 * 60;

/**
 * A page is fetched for the install by its own address (`/about`, not `/about/index.html`), and
 * revalidated: the page the visitor has just opened is in the browser's cache, so it costs a
 * "not modified" of a few hundred bytes instead of coming again whole.
 */
addPlugins([
  {
    requestWillFetch: async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      // Workbox asks for a file with a revision with `cache: "reload"`, which skips the browser's cache.
      if (request.cache !== "reload" || !url.pathname.endsWith("/index.html")) return request;
      const address = url.pathname.slice(0, -"index.html".length).replace(/(.)\/$/, "$1");
      return new Request(address, { credentials: "same-origin", cache: "no-cache" });
    },
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build takes over at once: pages come from the network first, so nothing stale is held.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// The content editor (/admin/) is left to the network: nothing of it is kept on the phone.
const sameSite = (url: URL) => url.origin === self.location.origin && !url.pathname.startsWith(editorPath);

/**
 * Never keeps what the server marks `no-store` (the local inbox's pages, which hold customers'
 * data): such a page is always asked of the network, never kept on the computer.
 */
const neverStored = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "") ? null : response,
};

/** A cache of answers as they are seen: whole ones (200) only, at most `maxEntries`, for 30 days. */
const keptAsSeen = (maxEntries: number, days = 30) => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * day, purgeOnQuotaError: true }),
];

/** The network first, this phone's copy when it fails or is slower than `networkTimeoutSeconds`. */
const networkFirst = (cacheName: string) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds, plugins: [neverStored, ...keptAsSeen(60)] });

const pages = networkFirst("pages");

async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await pages.handle(options);
    if (response) return response;
  } catch {
    // No network and no copy in "pages": the pages kept at install, then the offline page.
  }
  const file = pageFileOf(options.url.pathname);
  return (
    (file && precachedPagePaths.includes(file) ? await matchPrecache(file) : undefined) ??
    (await matchPrecache(offlinePagePath)) ??
    Response.error()
  );
}

registerRoute(({ request, url }) => request.mode === "navigate" && sameSite(url), page);

registerRoute(
  ({ url }) => sameSite(url) && (url.pathname.endsWith(".data") || url.pathname.endsWith(".json")),
  networkFirst("data"),
);

// Scripts and stylesheets not kept at install (a design page's own): kept once seen. Their names
// change with their content, so a kept copy is never stale.
registerRoute(
  ({ request, url }) =>
    sameSite(url) &&
    url.pathname.startsWith("/assets/") &&
    (request.destination === "script" || request.destination === "style"),
  new CacheFirst({ cacheName: "assets", plugins: keptAsSeen(60) }),
);

registerRoute(
  ({ request, url }) => request.destination === "image" && sameSite(url),
  new CacheFirst({ cacheName: "photos", plugins: keptAsSeen(photoEntries, photoDays) }),
);

async function sendOutbox(): Promise<void> {
  const report = await sendWaiting((data, order) => sendByFetch(order.action, data));
  // Thrown, so the browser tries the sync again later.
  if (report.failed.length > 0) throw new Error("The orders could not be sent yet.");
}

self.addEventListener("sync", (event) => {
  if (event.tag === outboxSyncTag) event.waitUntil(sendOutbox());
});
