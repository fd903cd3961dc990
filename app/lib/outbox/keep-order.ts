import { ajaxFormAction } from "../form-service";
import { announceOutboxChange, markOutbox, outboxKeptEvent, outboxSyncTag } from "./outbox-channel";
import { keepOrder } from "./outbox-store";
import { entriesOf, type QueuedKind } from "./queued-order";

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export async function requestBackgroundSend(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(outboxSyncTag);
  } catch {
    // No Background Sync: the pages send it when the connection returns or the site is next opened.
  }
}

// False when storage is off or full: the page then asks the customer to try again.
export async function keepForLater(
  reference: string,
  data: FormData,
  { kind = "order", now = Date.now() }: { kind?: QueuedKind; now?: number } = {},
): Promise<boolean> {
  try {
    await keepOrder({
      reference,
      kind,
      action: ajaxFormAction,
      queuedAt: now,
      entries: entriesOf(data),
      status: "waiting",
      tries: 1,
      lastTryAt: now,
    });
  } catch (error) {
    console.error(`The ${kind} could not be kept on this phone:`, error);
    return false;
  }
  markOutbox(true);
  announceOutboxChange();
  window.dispatchEvent(new Event(outboxKeptEvent));
  void requestBackgroundSend();
  return true;
}
