import { chooseCurrency, useCurrencyChoice } from "~/lib/currency-choice";
import { formatNaira } from "~/lib/naira";
import { useHydrated } from "~/lib/use-hydrated";
import styles from "./currency-control.module.css";

export interface CurrencyWords {
  label: string;
  naira: string;
  dateLine: string;
  options: readonly { code: string; label: string }[];
}

/**
 * Approximate amounts beside the naira prices, for a bride abroad. Only script can convert, so
 * until hydration the page shows an empty slot of the control's height and naira alone.
 */
export function CurrencyControl({ words, centred = false }: { words: CurrencyWords; centred?: boolean }) {
  const hydrated = useHydrated();
  const { code } = useCurrencyChoice();
  return (
    <div className={centred ? `${styles.control} ${styles.centred}` : styles.control}>
      {hydrated ? (
        <>
          <label>
            {words.label}
            <select value={code} onChange={(event) => chooseCurrency(event.target.value)}>
              <option value="NGN">{words.naira}</option>
              {words.options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {code === "NGN" ? null : <p>{words.dateLine}</p>}
        </>
      ) : null}
    </div>
  );
}

/**
 * A naira amount, "₦450,000", and once the visitor has chosen another currency its approximation
 * beside it, " ≈ £230": plain text, so a screen reader says it too. (In this module so the prices
 * and the control travel in one script file.)
 */
export function Naira({ amount }: { amount: number }) {
  const { convert } = useCurrencyChoice();
  return (
    <>
      <span data-naira={amount}>{formatNaira(amount)}</span>
      {convert ? <span>{` ≈\u00a0${convert(amount)}`}</span> : null}
    </>
  );
}
