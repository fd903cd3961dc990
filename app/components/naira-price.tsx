import { Naira } from "./currency-control";

export interface PriceWords {
  /** "from {price}": the words around the amount. */
  from: string;
  onRequest: string;
}

/** A line of words with `{price}` in it, the amount as `Naira` shows it (with its conversion, if chosen). */
export function NairaLine({ line, amount }: { line: string; amount: number }) {
  const [before = "", after = ""] = line.split("{price}");
  return (
    <>
      {before}
      <Naira amount={amount} />
      {after}
    </>
  );
}

/** A design's starting price, or "Price on request". */
export function NairaPrice({ amount, words }: { amount: number | undefined; words: PriceWords }) {
  return amount === undefined ? words.onRequest : <NairaLine line={words.from} amount={amount} />;
}
