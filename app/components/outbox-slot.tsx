import { lazy, Suspense, useEffect, useState } from "react";
import { outboxKeptEvent, outboxMarked } from "~/lib/outbox/outbox-channel";

const OutboxNotice = lazy(() => import("./outbox-notice"));

// A visitor who never had an order kept loads nothing: the note and its storage code come only
// once this browser's mark says there may be one.
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
