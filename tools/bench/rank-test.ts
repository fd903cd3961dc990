/**
 * Whether one site's runs are higher than another's, or only came out higher in this run: a one-sided
 * rank-sum (Mann–Whitney) test over the runs of both. Exact, not the normal approximation: the p-value
 * counts every way the pooled runs could have been dealt into two groups of the same sizes, with tied
 * runs sharing their ranks. Lighthouse gives many runs a TBT of exactly 0 ms, and with nine runs a side
 * the approximation is poor.
 */

export interface RankTest {
  /**
   * The share of pairs (one run of ours, one of theirs) in which ours is higher, a tie counting as
   * half: 0.5 when neither site tends higher, 1 when every run of ours is above every run of theirs.
   */
  shareAbove: number;
  /**
   * One-sided: the chance, were both sites' runs drawn from the same spread, that ours would rank at
   * least this high. Small (below 0.05, say) means ours is higher beyond what run-to-run noise explains.
   */
  pValue: number;
}

/** Ranks 1…n of the values, tied values each taking the mean of the ranks they span. */
export function midRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1;
    const shared = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]?.index ?? 0] = shared;
    start = end + 1;
  }
  return ranks;
}

/**
 * The test of "ours is higher than theirs". NaN figures (a failed run) are left out; with no run on
 * either side there is nothing to test and both fields are NaN.
 */
export function rankTestAbove(ours: readonly number[], theirs: readonly number[]): RankTest {
  const a = ours.filter(Number.isFinite);
  const b = theirs.filter(Number.isFinite);
  if (a.length === 0 || b.length === 0) return { shareAbove: Number.NaN, pValue: Number.NaN };
  const ranks = midRanks([...a, ...b]);
  // Mid-ranks are whole or half numbers: doubled, they count in whole steps.
  const doubled = ranks.map((rank) => Math.round(rank * 2));
  const observed = doubled.slice(0, a.length).reduce((sum, rank) => sum + rank, 0);
  const u = observed / 2 - (a.length * (a.length + 1)) / 2;

  // ways[k][s]: how many groups of k of the pooled runs have doubled rank sum s.
  const maxSum = doubled.reduce((sum, rank) => sum + rank, 0);
  const ways = Array.from({ length: a.length + 1 }, () => new Float64Array(maxSum + 1));
  (ways[0] as Float64Array)[0] = 1;
  for (const rank of doubled) {
    for (let k = a.length; k >= 1; k--) {
      const into = ways[k] as Float64Array;
      const from = ways[k - 1] as Float64Array;
      for (let s = maxSum; s >= rank; s--) into[s] = (into[s] ?? 0) + (from[s - rank] ?? 0);
    }
  }
  const groups = ways[a.length] as Float64Array;
  let atLeast = 0;
  let total = 0;
  for (let s = 0; s <= maxSum; s++) {
    total += groups[s] ?? 0;
    if (s >= observed) atLeast += groups[s] ?? 0;
  }
  return { shareAbove: u / (a.length * b.length), pValue: atLeast / total };
}
