import { useSyncExternalStore } from "react";

// In the visitor's time zone, as `<input type="date">` uses.
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const noSubscription = () => () => {};

// Undefined in the prerendered HTML: the build machine's date is not the visitor's.
export function useTodayIso(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => localIsoDate(new Date()),
    () => undefined,
  );
}
