// Registered once the browser is idle, so it never competes with the first paint or hydration.
// The development server has no service worker to give.
import { serviceWorkerPath } from "~/service-worker/offline-paths";

// For Safari, which has no requestIdleCallback.
const fallbackDelayMs = 2000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerPath).catch((error: unknown) => {
      // Private mode, storage off, or a host without the file: the site works without it.
      console.warn("The service worker did not start:", error);
    });
  };
  if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 10_000 });
  else setTimeout(register, fallbackDelayMs);
}
