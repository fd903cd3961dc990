import { useCallback, useEffect, useRef, useState } from "react";
import { outbox as copy } from "~/content/outbox";
import { studio } from "~/content/studio";
import { whatsappWithMessage } from "~/lib/design-links";
import { fillIn } from "~/lib/fill-in";
import { submitForm } from "~/lib/form-submit";
import {
  announceOutboxChange,
  markOutbox,
  outboxChannelName,
  outboxKeptEvent,
} from "~/lib/outbox/outbox-channel";
import { sendWaiting } from "~/lib/outbox/outbox-sender";
import { forgetSent, listOrders, listSent, removeOrder, updateOrder } from "~/lib/outbox/outbox-store";
import {
  needsAsking,
  offerWhatsApp,
  orderText,
  type QueuedKind,
  type QueuedOrder,
} from "~/lib/outbox/queued-order";
import styles from "./outbox-notice.module.css";

export const retryEveryMs = 15_000;

type Settled = { reference: string; kind?: QueuedKind; how: "sent" | "cancelled" };

// An inquiry or an appointment request is named as one, never as an order.
const wordsFor = (kind: QueuedKind = "order") => (kind === "order" ? copy : copy[kind]);

// Every page tries to send: on open, on reconnect, when shown again and every few seconds. The
// outbox's lock keeps two senders from sending one order twice.
export default function OutboxNotice() {
  const [orders, setOrders] = useState<QueuedOrder[]>([]);
  const [settled, setSettled] = useState<Settled[]>([]);
  const [sendingNow, setSendingNow] = useState(false);
  // When the list was last read: what an order's age is measured from.
  const [now, setNow] = useState(() => Date.now());
  const sending = useRef(false);

  const refresh = useCallback(async () => {
    const [kept, sent] = await Promise.all([listOrders(), listSent()]);
    setOrders(kept);
    setNow(Date.now());
    if (sent.length > 0) {
      setSettled((current) => [
        ...current,
        ...sent
          .filter((order) => !current.some((shown) => shown.reference === order.reference))
          .map(({ reference, kind }) => ({ reference, kind, how: "sent" as const })),
      ]);
      // Shown now, kept in this page only: the phone keeps nothing of a sent order.
      await Promise.all(sent.map((order) => forgetSent(order.reference)));
    }
    if (kept.length === 0) markOutbox(false);
  }, []);

  const trySend = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    setSendingNow(true);
    try {
      await sendWaiting((data, order) => submitForm(data, { action: order.action }));
    } catch (error) {
      console.error("The outbox could not be sent:", error);
    } finally {
      sending.current = false;
      setSendingNow(false);
    }
    await refresh();
  }, [refresh]);

  useEffect(() => {
    // The first read once the effect has run (IndexedDB answers in a later task anyway).
    void Promise.resolve().then(refresh).then(trySend);
    const channel = "BroadcastChannel" in window ? new BroadcastChannel(outboxChannelName) : null;
    const onChange = () => void refresh();
    const onShown = () => {
      if (document.visibilityState === "visible") void trySend();
    };
    const onOnline = () => void trySend();
    channel?.addEventListener("message", onChange);
    window.addEventListener(outboxKeptEvent, onChange);
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onShown);
    const timer = setInterval(() => void trySend(), retryEveryMs);
    return () => {
      channel?.close();
      window.removeEventListener(outboxKeptEvent, onChange);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onShown);
      clearInterval(timer);
    };
  }, [refresh, trySend]);

  const cancel = async ({ reference, kind }: QueuedOrder) => {
    await removeOrder(reference);
    setSettled((current) => [...current, { reference, kind, how: "cancelled" }]);
    announceOutboxChange();
    await refresh();
  };

  const sendOld = async (reference: string) => {
    await updateOrder(reference, (order) => ({ ...order, confirmedAt: Date.now() }));
    await refresh();
    await trySend();
  };

  const dismiss = (reference: string) =>
    setSettled((current) => current.filter((shown) => shown.reference !== reference));

  if (orders.length === 0 && settled.length === 0) return null;
  return (
    <aside className={styles.notice} aria-label={copy.label}>
      <ul className={styles.list}>
        {orders.map((order) => {
          const words = { reference: order.reference };
          const lines = wordsFor(order.kind);
          const ask = order.status === "waiting" && needsAsking(order, now);
          const whatsapp = offerWhatsApp(order, now)
            ? whatsappWithMessage(studio.whatsapp.href, orderText(order, fillIn(lines.whatsappIntro, words)))
            : null;
          const line =
            order.status === "refused"
              ? lines.refused
              : ask
                ? lines.old
                : sendingNow
                  ? lines.sending
                  : lines.waiting;
          return (
            <li key={order.reference} className={styles.item}>
              <p role="status" className={styles.text}>
                {fillIn(line, words)}
                {whatsapp && order.status === "waiting" ? ` ${copy.stuck}` : null}
              </p>
              <div className={styles.actions}>
                {ask ? (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => void sendOld(order.reference)}
                  >
                    {copy.sendNow}
                  </button>
                ) : null}
                {whatsapp ? (
                  <a className={styles.button} href={whatsapp} target="_blank" rel="noopener noreferrer">
                    {copy.whatsapp}
                  </a>
                ) : null}
                <button type="button" className={styles.button} onClick={() => void cancel(order)}>
                  {lines.cancel}
                </button>
              </div>
            </li>
          );
        })}
        {settled.map(({ reference, kind, how }) => (
          <li key={`${how}-${reference}`} className={styles.item}>
            <p role="status" className={styles.text}>
              {fillIn(how === "sent" ? wordsFor(kind).sent : wordsFor(kind).cancelled, { reference })}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={() => dismiss(reference)}>
                {copy.dismiss}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
