// @vitest-environment node
// The outbox's sender against a real IndexedDB implementation (fake-indexeddb).
import "fake-indexeddb/auto";
import { afterEach, expect, it } from "vitest";
import type { SubmitResult } from "../form-answer";
import { sendWaiting, type Sender } from "./outbox-sender";
import { keepOrder, listOrders, listSent, readOrder, removeOrder, forgetSent } from "./outbox-store";
import { askAfterMs, entriesOf, offerWhatsApp, orderText, whatsAppAfterMs } from "./queued-order";
import type { QueuedOrder } from "./queued-order";

const now = Date.UTC(2026, 10, 26, 12);

function order(reference: string, changes: Partial<QueuedOrder> = {}): QueuedOrder {
  const data = new FormData();
  data.append("fullName", "Folasade Adeyemi");
  data.append("reference", reference);
  data.append("attachment", new File([new Uint8Array([1, 2, 3])], "sketch.jpg", { type: "image/jpeg" }));
  const at = now - 60_000;
  const kept = { reference, action: "https://formsubmit.example/ajax/studio", queuedAt: at, lastTryAt: at };
  return { ...kept, entries: entriesOf(data), status: "waiting", tries: 1, ...changes };
}

/** A sender that answers with `results` in turn and records what it was given. */
function sender(...results: SubmitResult[]) {
  const seen: { reference: string; fields: [string, string][] }[] = [];
  const send: Sender = async (data, kept) => {
    const text = (value: FormDataEntryValue) =>
      typeof value === "string" ? value : `${value.name} ${value.size}`;
    seen.push({
      reference: kept.reference,
      fields: [...data.entries()].map(([name, value]) => [name, text(value)]),
    });
    return results.shift() ?? { outcome: "success" };
  };
  return { send, seen };
}

const keep = async (...orders: QueuedOrder[]) => {
  for (const kept of orders) await keepOrder(kept);
};

afterEach(async () => {
  for (const kept of await listOrders()) await removeOrder(kept.reference);
  for (const sent of await listSent()) await forgetSent(sent.reference);
});

it("sends each waiting order as it was kept, oldest first, and keeps only the reference of a sent one", async () => {
  await keep(order("B", { queuedAt: now - 1000 }), order("A", { queuedAt: now - 5000 }));
  const { send, seen } = sender();
  expect((await sendWaiting(send, () => now)).sent).toEqual(["A", "B"]);
  expect(seen[0]!.fields.map(([name, value]) => `${name}=${value}`)).toEqual([
    "fullName=Folasade Adeyemi",
    "reference=A",
    "attachment=sketch.jpg 3",
  ]);
  expect(await listOrders()).toEqual([]);
  expect((await listSent()).map((sent) => sent.reference).sort()).toEqual(["A", "B"]);
});

it("counts a try that did not get through and stops there", async () => {
  await keep(order("A", { queuedAt: now - 5000 }), order("B", { queuedAt: now - 1000 }));
  const { send, seen } = sender({ outcome: "unreachable", error: new Error("offline") });
  expect(await sendWaiting(send, () => now)).toMatchObject({ sent: [], failed: ["A"] });
  expect(seen).toHaveLength(1);
  expect(await readOrder("A")).toMatchObject({ status: "waiting", tries: 2, lastTryAt: now });
});

it("never retries by itself an order the service refused", async () => {
  await keep(order("A"));
  const refusal = "This form needs Activation.";
  const first = sender({ outcome: "rejected", message: refusal });
  expect((await sendWaiting(first.send, () => now)).refused).toEqual(["A"]);
  expect(await readOrder("A")).toMatchObject({ status: "refused", refusal });
  const again = sender();
  await sendWaiting(again.send, () => now + 60_000);
  expect(again.seen).toEqual([]);
});

it("waits for the customer's word before sending an order kept more than two weeks", async () => {
  const old = { queuedAt: now - askAfterMs - 1 };
  await keep(order("A", old));
  const unasked = sender();
  await sendWaiting(unasked.send, () => now);
  expect(unasked.seen).toEqual([]);
  await keep(order("A", { ...old, confirmedAt: now }));
  expect((await sendWaiting(sender().send, () => now)).sent).toEqual(["A"]);
});

it("lets one sender at a time through: two at once send an order once", async () => {
  await keep(order("A"));
  let release = () => {};
  const slow: Sender = () => new Promise((resolve) => (release = () => resolve({ outcome: "success" })));
  const second = sender();
  const first = sendWaiting(slow, () => now);
  // The first holds the lock while its post is on the way.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await sendWaiting(second.send, () => now)).toMatchObject({ busy: true, sent: [] });
  release();
  expect((await first).sent).toEqual(["A"]);
  expect(second.seen).toEqual([]);
});

it.each([
  ["once refused", { status: "refused" as const }, true],
  ["after a few failed tries over a day", { tries: 3, queuedAt: now - whatsAppAfterMs }, true],
  ["not after many tries within a day", { tries: 5 }, false],
  ["not after two tries, however long ago", { tries: 2, queuedAt: now - 2 * whatsAppAfterMs }, false],
])("offers WhatsApp %s", (_, changes, offered) => {
  expect(offerWhatsApp(order("A", changes), now)).toBe(offered);
});

it("reads as a WhatsApp message of its text fields, without the service's own or the files", () => {
  const kept = order("A");
  kept.entries.push({ name: "_subject", value: "New order" });
  expect(orderText(kept, "Hi:")).toBe("Hi:\nfullName: Folasade Adeyemi\nreference: A");
});
