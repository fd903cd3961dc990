/**
 * The order page's side of the outbox: an order that could not reach the service is kept here,
 * and the service worker (where there is one) is asked to send it with Background Sync.
 */
import { ajaxFormAction } from "../form-service";
import { announceOutboxChange, markOutbox, outboxKeptEvent, outboxSyncTag } from "./outbox-channel";
import { keepOrder } from "./outbox-store";
import { entriesOf } from "./queued-order";

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for a Background Sync, where the browser has it and a service worker runs this page. */
export async function requestBackgroundSend(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(outboxSyncTag);
  } catch {
    // No Background Sync: the pages send it when the connection returns or the site is next opened.
  }
}

/**
 * Keeps the order exactly as it would have gone. Returns false when the phone cannot keep it
 * (storage off, or full): the page then says to try again, as before.
 */
export async function keepForLater(reference: string, data: FormData, now = Date.now()): Promise<boolean> {
  try {
    await keepOrder({
      reference,
      action: ajaxFormAction,
      queuedAt: now,
      entries: entriesOf(data),
      status: "waiting",
      tries: 1,
      lastTryAt: now,
    });
  } catch (error) {
    console.error("The order could not be kept on this phone:", error);
    return false;
  }
  markOutbox(true);
  announceOutboxChange();
  window.dispatchEvent(new Event(outboxKeptEvent));
  void requestBackgroundSend();
  return true;
}
