/**
 * Things to close whatever happens: Chrome, the in-process server. A `finally` covers errors;
 * this also covers Ctrl+C and SIGTERM, which would otherwise leave a headless Chrome running.
 */
type Disposer = () => Promise<void> | void;

const disposers = new Set<Disposer>();
let signalsHooked = false;

/** Runs `dispose` if the process is stopped by a signal, until the returned function is called. */
export function closeOnExit(dispose: Disposer): () => void {
  hookSignals();
  disposers.add(dispose);
  return () => void disposers.delete(dispose);
}

/** Runs `use` with a resource that is closed afterwards, on error, and on Ctrl+C. */
export async function using<T, R>(
  open: () => Promise<T>,
  close: (resource: T) => Promise<void> | void,
  use: (resource: T) => Promise<R>,
): Promise<R> {
  const resource = await open();
  const forget = closeOnExit(() => close(resource));
  try {
    return await use(resource);
  } finally {
    forget();
    await close(resource);
  }
}

function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\nStopped by ${signal}; closing the browser and the server.`);
      void disposeAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}

async function disposeAll(): Promise<void> {
  const pending = [...disposers];
  disposers.clear();
  await Promise.allSettled(pending.map(async (dispose) => dispose()));
}
