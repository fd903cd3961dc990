// @vitest-environment node
/**
 * The outbox's sender against a real IndexedDB implementation (fake-indexeddb): what is sent,
 * kept, refused and asked about, and that two senders at once never send one order twice.
 */
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { SubmitResult } from "../form-answer";
import { sendWaiting, type Sender } from "./outbox-sender";
import { keepOrder, listOrders, listSent, readOrder, removeOrder, forgetSent } from "./outbox-store";
import {
  askAfterMs,
  entriesOf,
  formDataOf,
  offerWhatsApp,
  orderText,
  whatsAppAfterMs,
  type QueuedOrder,
} from "./queued-order";

const now = Date.UTC(2026, 10, 26, 12);

function order(reference: string, changes: Partial<QueuedOrder> = {}): QueuedOrder {
  const data = new FormData();
  data.append("fullName", "Folasade Adeyemi");
  data.append("reference", reference);
  data.append("attachment", new File([new Uint8Array([1, 2, 3])], "sketch.jpg", { type: "image/jpeg" }));
  return {
    reference,
    action: "https://formsubmit.example/ajax/studio",
    queuedAt: now - 60_000,
    entries: entriesOf(data),
    status: "waiting",
    tries: 1,
    lastTryAt: now - 60_000,
    ...changes,
  };
}

/** A sender that answers with `results` in turn and records what it was given. */
function sender(...results: SubmitResult[]) {
  const seen: { reference: string; fields: [string, string][] }[] = [];
  const send: Sender = async (data, kept) => {
    const fields: [string, string][] = [];
    for (const [name, value] of data.entries()) {
      fields.push([name, typeof value === "string" ? value : `${value.name} ${value.size}`]);
    }
    seen.push({ reference: kept.reference, fields });
    return results.shift() ?? { outcome: "success" };
  };
  return { send, seen };
}

afterEach(async () => {
  for (const kept of await listOrders()) await removeOrder(kept.reference);
  for (const sent of await listSent()) await forgetSent(sent.reference);
});

describe("sending the outbox", () => {
  it("sends each waiting order as it was kept, oldest first, and keeps only the reference of a sent one", async () => {
    await keepOrder(order("IA-2611-BBBB", { queuedAt: now - 1000 }));
    await keepOrder(order("IA-2611-AAAA", { queuedAt: now - 5000 }));
    const { send, seen } = sender();
    const report = await sendWaiting(send, () => now);
    expect(report.sent).toEqual(["IA-2611-AAAA", "IA-2611-BBBB"]);
    expect(seen[0]!.fields).toEqual([
      ["fullName", "Folasade Adeyemi"],
      ["reference", "IA-2611-AAAA"],
      ["attachment", "sketch.jpg 3"],
    ]);
    expect(await listOrders()).toEqual([]);
    expect((await listSent()).map((sent) => sent.reference).sort()).toEqual(["IA-2611-AAAA", "IA-2611-BBBB"]);
  });

  it("counts a try that did not get through and stops there", async () => {
    await keepOrder(order("IA-2611-AAAA", { queuedAt: now - 5000 }));
    await keepOrder(order("IA-2611-BBBB", { queuedAt: now - 1000 }));
    const { send, seen } = sender({ outcome: "unreachable", error: new Error("offline") });
    const report = await sendWaiting(send, () => now);
    expect(report).toMatchObject({ sent: [], failed: ["IA-2611-AAAA"] });
    expect(seen).toHaveLength(1);
    expect(await readOrder("IA-2611-AAAA")).toMatchObject({ status: "waiting", tries: 2, lastTryAt: now });
  });

  it("never retries by itself an order the service refused", async () => {
    await keepOrder(order("IA-2611-AAAA"));
    const first = sender({ outcome: "rejected", message: "This form needs Activation." });
    expect((await sendWaiting(first.send, () => now)).refused).toEqual(["IA-2611-AAAA"]);
    expect(await readOrder("IA-2611-AAAA")).toMatchObject({
      status: "refused",
      refusal: "This form needs Activation.",
    });
    const again = sender();
    await sendWaiting(again.send, () => now + 60_000);
    expect(again.seen).toEqual([]);
  });

  it("waits for the customer's word before sending an order kept more than two weeks", async () => {
    await keepOrder(order("IA-1011-AAAA", { queuedAt: now - askAfterMs - 1 }));
    const unasked = sender();
    await sendWaiting(unasked.send, () => now);
    expect(unasked.seen).toEqual([]);
    await keepOrder(order("IA-1011-AAAA", { queuedAt: now - askAfterMs - 1, confirmedAt: now }));
    const asked = sender();
    expect((await sendWaiting(asked.send, () => now)).sent).toEqual(["IA-1011-AAAA"]);
  });

  it("lets one sender at a time through: two at once send an order once", async () => {
    await keepOrder(order("IA-2611-AAAA"));
    let release: () => void = () => undefined;
    const slow: Sender = () =>
      new Promise<SubmitResult>((resolve) => {
        release = () => resolve({ outcome: "success" });
      });
    const second = sender();
    const first = sendWaiting(slow, () => now);
    // The first holds the lock while its post is on the way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sendWaiting(second.send, () => now)).toMatchObject({ busy: true, sent: [] });
    release();
    expect((await first).sent).toEqual(["IA-2611-AAAA"]);
    expect(second.seen).toEqual([]);
  });
});

describe("a kept order", () => {
  it("goes back into a form with its files as they were", async () => {
    const data = formDataOf(order("IA-2611-AAAA").entries);
    const file = data.get("attachment") as File;
    expect(file.name).toBe("sketch.jpg");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("offers WhatsApp once refused, or after a few failed tries over a day", () => {
    expect(offerWhatsApp(order("A", { status: "refused" }), now)).toBe(true);
    expect(offerWhatsApp(order("A", { tries: 5 }), now)).toBe(false);
    expect(offerWhatsApp(order("A", { tries: 3, queuedAt: now - whatsAppAfterMs }), now)).toBe(true);
    expect(offerWhatsApp(order("A", { tries: 2, queuedAt: now - 2 * whatsAppAfterMs }), now)).toBe(false);
  });

  it("reads as a WhatsApp message of its text fields, without the service's own or the files", () => {
    const kept = order("IA-2611-AAAA");
    kept.entries.push({ name: "_subject", value: "New order" });
    expect(orderText(kept, "Hello, my order:")).toBe(
      "Hello, my order:\nfullName: Folasade Adeyemi\nreference: IA-2611-AAAA",
    );
  });
});
