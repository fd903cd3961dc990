// A sent or cancelled order is deleted: nothing of the customer's stays on the phone.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { QueuedKind, QueuedOrder } from "./queued-order";

const databaseName = "ivory-adire-outbox";
const storeName = "orders";

const sentStoreName = "sent";

// Kept only until the customer has seen the confirmation.
export interface SentOrder {
  reference: string;
  kind?: QueuedKind;
  sentAt: number;
}

interface OutboxSchema extends DBSchema {
  orders: { key: string; value: QueuedOrder };
  sent: { key: string; value: SentOrder };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(databaseName, 1, {
    upgrade(db) {
      db.createObjectStore(storeName, { keyPath: "reference" });
      db.createObjectStore(sentStoreName, { keyPath: "reference" });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function listOrders(): Promise<QueuedOrder[]> {
  const all = await (await database()).getAll(storeName);
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function readOrder(reference: string): Promise<QueuedOrder | undefined> {
  return (await database()).get(storeName, reference);
}

export async function keepOrder(order: QueuedOrder): Promise<void> {
  await (await database()).put(storeName, order);
}

export async function updateOrder(
  reference: string,
  change: (order: QueuedOrder) => QueuedOrder,
): Promise<QueuedOrder | undefined> {
  const db = await database();
  const transaction = db.transaction(storeName, "readwrite");
  const order = await transaction.store.get(reference);
  if (!order) {
    await transaction.done;
    return undefined;
  }
  const changed = change(order);
  await transaction.store.put(changed);
  await transaction.done;
  return changed;
}

export async function removeOrder(reference: string): Promise<void> {
  await (await database()).delete(storeName, reference);
}

export async function markSent(reference: string, sentAt: number, kind?: QueuedKind): Promise<void> {
  const db = await database();
  const transaction = db.transaction([storeName, sentStoreName], "readwrite");
  await Promise.all([
    transaction.objectStore(storeName).delete(reference),
    transaction.objectStore(sentStoreName).put({ reference, kind, sentAt }),
    transaction.done,
  ]);
}

export async function listSent(): Promise<SentOrder[]> {
  return (await database()).getAll(sentStoreName);
}

export async function forgetSent(reference: string): Promise<void> {
  await (await database()).delete(sentStoreName, reference);
}
