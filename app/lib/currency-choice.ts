/**
 * The currency a visitor chose, remembered on the phone for every page. Naira needs no code; any
 * other choice loads the converter (currency.ts) first, so a page that never asks never fetches it.
 */
import { useSyncExternalStore } from "react";
import { currencyRates } from "~/content/currency";

export interface CurrencyChoice {
  /** "NGN", or the ISO code of the chosen currency. */
  code: string;
  /** Naira to the chosen currency, once the converter has loaded; null for naira. */
  convert: ((naira: number) => string) | null;
}

const storageKey = "currency";
const naira: CurrencyChoice = { code: "NGN", convert: null };

let choice = naira;
let restored = false;
const listeners = new Set<() => void>();

function publish(next: CurrencyChoice) {
  choice = next;
  listeners.forEach((listener) => listener());
}

export function chooseCurrency(code: string, remember = true) {
  if (remember) {
    try {
      localStorage.setItem(storageKey, code);
    } catch {
      // Storage refused (private mode, full): the choice holds for this page only.
    }
  }
  const rate = currencyRates[code];
  // A remembered currency the studio no longer lists falls back to naira.
  publish(rate === undefined ? naira : { code, convert: null });
  if (rate === undefined) return;
  void import("./currency").then(({ converterFor }) => {
    // A later choice wins over a slow load.
    if (choice.code === code) publish({ code, convert: converterFor(code, rate) });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!restored) {
    restored = true;
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(storageKey);
    } catch {
      // No storage: naira, as without script.
    }
    if (saved && saved !== naira.code) chooseCurrency(saved, false);
  }
  return () => listeners.delete(listener);
}

/** The current choice; naira in the prerendered HTML and until hydration. */
export function useCurrencyChoice(): CurrencyChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => naira,
  );
}
