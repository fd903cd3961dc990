export const outboxChannelName = "ivory-adire-outbox";

export const outboxSyncTag = "outbox";

export const outboxKeptEvent = "ivory-adire:outbox-kept";

// Set while an order may be kept or a confirmation is unseen, so only those visitors load the outbox.
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

export function outboxMarked(): boolean {
  try {
    return localStorage.getItem(markKey) === "1";
  } catch {
    return true;
  }
}
