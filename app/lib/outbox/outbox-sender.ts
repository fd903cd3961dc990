/**
 * Sends the orders the outbox keeps. The pages and the service worker both call it, and a Web Lock
 * makes one of them the sender at a time: an order is deleted before the lock is let go, so the
 * next holder never finds it again. An order whose send timed out (the service may have it) goes
 * again with the same reference, and the studio can recognise the repeat.
 */
import type { SubmitResult } from "../form-answer";
import { announceOutboxChange } from "./outbox-channel";
import { listOrders, markSent, updateOrder } from "./outbox-store";
import { formDataOf, needsAsking, type QueuedOrder } from "./queued-order";

/** Posts one kept order's fields: by XMLHttpRequest in a page, by fetch in the service worker. */
export type Sender = (data: FormData, order: QueuedOrder) => Promise<SubmitResult>;

export interface SendReport {
  sent: string[];
  refused: string[];
  /** Tried and not through (no connection, or an answer that was not the service's). */
  failed: string[];
  /** Another page or the service worker was sending: nothing was tried here. */
  busy: boolean;
}

export const outboxLockName = "ivory-adire-outbox";

/** Where the Web Locks API is missing (very old browsers), the one page sends alone. */
async function withLock<T>(run: () => Promise<T>, busy: () => T): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run();
  return locks.request(outboxLockName, { ifAvailable: true }, (lock) => (lock ? run() : busy()));
}

/**
 * Sends every waiting order, oldest first, stopping at the first that cannot reach the service
 * (the others would not either). An order kept longer than two weeks waits for the customer's word.
 * Whatever it changed, it announces on the outbox's channel.
 */
export function sendWaiting(send: Sender, now: () => number = Date.now): Promise<SendReport> {
  return withLock(
    async () => {
      const report: SendReport = { sent: [], refused: [], failed: [], busy: false };
      for (const order of await listOrders()) {
        if (order.status !== "waiting" || needsAsking(order, now())) continue;
        const result = await send(formDataOf(order.entries), order);
        if (result.outcome === "success") {
          await markSent(order.reference, now());
          report.sent.push(order.reference);
          continue;
        }
        if (result.outcome === "rejected") {
          await updateOrder(order.reference, (kept) => ({
            ...kept,
            status: "refused",
            refusal: result.message,
          }));
          report.refused.push(order.reference);
          continue;
        }
        await updateOrder(order.reference, (kept) => ({
          ...kept,
          tries: kept.tries + 1,
          lastTryAt: now(),
        }));
        report.failed.push(order.reference);
        break;
      }
      // Every other page (and the service worker's pages) reads the outbox again.
      if (report.sent.length + report.refused.length + report.failed.length > 0) announceOutboxChange();
      return report;
    },
    () => ({ sent: [], refused: [], failed: [], busy: true }),
  );
}
