import { lazy, Suspense, useEffect, useState } from "react";
import { outboxKeptEvent, outboxMarked } from "~/lib/outbox/outbox-channel";

const OutboxNotice = lazy(() => import("./outbox-notice"));

/**
 * Where the outbox's note appears, at the top of every page. Nothing is loaded for a visitor who
 * has never had an order kept on this phone: the note and its storage code arrive only once this
 * browser's mark says there may be one (set when an order is kept, here or in another tab).
 */
export function OutboxSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => {
      if (outboxMarked()) setShown(true);
    };
    check();
    window.addEventListener(outboxKeptEvent, check);
    window.addEventListener("storage", check);
    return () => {
      window.removeEventListener(outboxKeptEvent, check);
      window.removeEventListener("storage", check);
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <OutboxNotice />
    </Suspense>
  ) : null;
}
