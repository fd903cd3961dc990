/**
 * How the pages and the service worker tell one another that the outbox changed, and the mark a
 * page leaves in `localStorage` so that only a visitor with an order kept loads the outbox at all.
 */
export const outboxChannelName = "ivory-adire-outbox";

/** The Background Sync tag the service worker answers by sending the outbox. */
export const outboxSyncTag = "outbox";

/** The event a page hears when an order is kept in its own tab. */
export const outboxKeptEvent = "ivory-adire:outbox-kept";

/** Set while an order may be kept, or a sent order's confirmation not yet seen. */
const markKey = "ivory-adire:outbox";

export function announceOutboxChange(): void {
  try {
    const channel = new BroadcastChannel(outboxChannelName);
    channel.postMessage("changed");
    channel.close();
  } catch {
    // No BroadcastChannel: other tabs see the change when they are next shown.
  }
}

export function markOutbox(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(markKey, "1");
    else localStorage.removeItem(markKey);
  } catch {
    // Storage off: the outbox is looked at on every page instead.
  }
}

/** Whether this browser may have something in the outbox (true when storage cannot tell). */
export function outboxMarked(): boolean {
  try {
    return localStorage.getItem(markKey) === "1";
  } catch {
    return true;
  }
}
