import { useSyncExternalStore } from "react";

/** `YYYY-MM-DD` of a moment in the visitor's own time zone (what `<input type="date">` uses). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const noSubscription = () => () => {};

/**
 * Today in the visitor's time zone, or undefined in the prerendered HTML (the build machine's
 * date is not the visitor's). Hydration starts from undefined and then fills it in, so it never
 * mismatches.
 */
export function useTodayIso(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => localIsoDate(new Date()),
    () => undefined,
  );
}
