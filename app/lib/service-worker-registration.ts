/**
 * Starts the service worker (app/service-worker/) once the page has been seen and the browser is
 * idle, so it never competes with the first paint or the framework's start. Built sites only: the
 * development server has no service worker to give.
 */
import { serviceWorkerPath } from "~/service-worker/offline-paths";

/** Where the browser has no idle callback (Safari), this long after the framework started. */
const fallbackDelayMs = 2000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerPath).catch((error: unknown) => {
      // No service worker (private mode, storage off, a host without the file): the site works as before.
      console.warn("The service worker did not start:", error);
    });
  };
  if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 10_000 });
  else setTimeout(register, fallbackDelayMs);
}
