// Bundled by scripts/service-worker.ts, where Workbox fills in `self.__WB_MANIFEST`. Pages and data
// come from the network first so a new build shows on the next navigation; photos and hashed
// assets from the cache first. Background Sync sends the outbox with the site closed.
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

// The DOM's types have no worker scope.
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

export const networkTimeoutSeconds = 4;
export const photoEntries = 80;
export const photoDays = 30;
const day = 24 * 60 * 60;

// Install fetches a page by its own URL (`/about`) and revalidates it: the page just opened is in
// the browser's cache, so it costs a few-hundred-byte "not modified" instead of a second download.
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
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// A new build takes over at once: pages come from the network first, so nothing stale is held.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// The content editor (/admin/) is left to the network: nothing of it is kept on the phone.
const sameSite = (url: URL) => url.origin === self.location.origin && !url.pathname.startsWith(editorPath);

// `no-store` marks the local inbox's pages, which hold customers' data: never cached.
const neverStored = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "") ? null : response,
};

const keptAsSeen = (maxEntries: number, days = 30) => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * day, purgeOnQuotaError: true }),
];

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

// Their names change with their content, so a cached copy is never stale.
registerRoute(
  ({ request, url }) =>
    sameSite(url) &&
    url.pathname.startsWith("/assets/") &&
    (request.destination === "script" || request.destination === "style"),
  new CacheFirst({ cacheName: "assets", plugins: keptAsSeen(60) }),
);

// The install keeps one photo, one size of the home page's first (the only AVIF it keeps): offline,
// a screen that asks for another size of that photo is given the kept one rather than its alt text.
const keptPhoto = manifest
  .map((entry) => (typeof entry === "string" ? entry : entry.url))
  .find((url) => url.endsWith(".avif"));
const keptPhotoStem =
  keptPhoto && new URL(keptPhoto, self.location.href).pathname.replace(/-[\w-]{8}\.avif$/, "-");
const keptPhotoOffline = {
  handlerDidError: async ({ request }: { request: Request }) =>
    keptPhoto && keptPhotoStem && new URL(request.url).pathname.startsWith(keptPhotoStem)
      ? matchPrecache(keptPhoto)
      : undefined,
};

registerRoute(
  ({ request, url }) => request.destination === "image" && sameSite(url),
  new CacheFirst({
    cacheName: "photos",
    plugins: [...keptAsSeen(photoEntries, photoDays), keptPhotoOffline],
  }),
);

async function sendOutbox(): Promise<void> {
  const report = await sendWaiting((data, order) => sendByFetch(order.action, data));
  // Thrown, so the browser tries the sync again later.
  if (report.failed.length > 0) throw new Error("The orders could not be sent yet.");
}

self.addEventListener("sync", (event) => {
  if (event.tag === outboxSyncTag) event.waitUntil(sendOutbox());
});
