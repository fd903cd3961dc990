// Pages and the service worker both send; a Web Lock lets one send at a time, and an order is
// deleted before the lock is released so the next sender never sends it twice.
import type { SubmitResult } from "../form-answer";
import { announceOutboxChange } from "./outbox-channel";
import { listOrders, markSent, updateOrder } from "./outbox-store";
import { formDataOf, needsAsking, type QueuedOrder } from "./queued-order";

export type Sender = (data: FormData, order: QueuedOrder) => Promise<SubmitResult>;

export interface SendReport {
  sent: string[];
  refused: string[];
  failed: string[];
  /** Another page or the service worker was sending. */
  busy: boolean;
}

export const outboxLockName = "ivory-adire-outbox";

// Very old browsers have no Web Locks: the page sends alone.
async function withLock<T>(run: () => Promise<T>, busy: () => T): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run();
  return locks.request(outboxLockName, { ifAvailable: true }, (lock) => (lock ? run() : busy()));
}

// Stops at the first order that cannot reach the service: the others would not either.
export function sendWaiting(send: Sender, now: () => number = Date.now): Promise<SendReport> {
  return withLock(
    async () => {
      const report: SendReport = { sent: [], refused: [], failed: [], busy: false };
      for (const order of await listOrders()) {
        if (order.status !== "waiting" || needsAsking(order, now())) continue;
        const result = await send(formDataOf(order.entries), order);
        if (result.outcome === "success") {
          await markSent(order.reference, now(), order.kind);
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
      if (report.sent.length + report.refused.length + report.failed.length > 0) announceOutboxChange();
      return report;
    },
    () => ({ sent: [], refused: [], failed: [], busy: true }),
  );
}
