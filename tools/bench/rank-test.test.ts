import { describe, expect, it } from "vitest";
import { midRanks, rankTestAbove } from "./rank-test";

describe("midRanks", () => {
  it("ranks from 1, tied values sharing the mean of their ranks", () => {
    expect(midRanks([30, 10, 20])).toEqual([3, 1, 2]);
    expect(midRanks([0, 5, 0, 0, 9])).toEqual([2, 4, 2, 2, 5]);
    expect(midRanks([7, 7])).toEqual([1.5, 1.5]);
  });
});

describe("rankTestAbove", () => {
  it("gives the smallest p-value there is when every run of ours is above every run of theirs", () => {
    // Three runs a side: 20 ways to deal six runs into two groups of three, one of them this one.
    const test = rankTestAbove([40, 50, 60], [10, 20, 30]);
    expect(test.shareAbove).toBe(1);
    expect(test.pValue).toBeCloseTo(1 / 20, 10);
  });

  it("gives p = 1 when every run of ours is below, and 0.5 or more for a perfect mix", () => {
    expect(rankTestAbove([10, 20, 30], [40, 50, 60])).toEqual({ shareAbove: 0, pValue: 1 });
    const mixed = rankTestAbove([10, 40], [20, 30]);
    expect(mixed.shareAbove).toBe(0.5);
    expect(mixed.pValue).toBeGreaterThanOrEqual(0.5);
  });

  it("counts ties as half and tests them exactly, as runs at 0 ms are", () => {
    // Pooled, the four zeros share ranks 1–4 (2.5 each), 9 is 5th and 12 is 6th: ours sum to 11.
    const test = rankTestAbove([0, 0, 12], [0, 0, 9]);
    // Pairs: each of our zeros ties two of theirs and is below the 9 (1 each); our 12 is above all 3.
    expect(test.shareAbove).toBeCloseTo(5 / 9, 10);
    // The 20 groups of three: three zeros (4 groups, sum 7.5), two zeros and 9 (6, 10), two zeros
    // and 12 (6, 11), a zero, 9 and 12 (4, 13.5). At least 11: 10 of 20.
    expect(test.pValue).toBeCloseTo(10 / 20, 10);
  });

  it("agrees with a brute-force count over every split of nine runs a side", () => {
    const ours = [0, 12, 3, 0, 41, 9, 0, 18, 7];
    const theirs = [12, 9, 34, 11, 10, 14, 12, 30, 13];
    const pooled = [...ours, ...theirs];
    const ranks = midRanks(pooled);
    const observed = ranks.slice(0, 9).reduce((s, r) => s + r, 0);
    let atLeast = 0;
    let total = 0;
    for (let mask = 0; mask < 1 << 18; mask++) {
      let bits = 0;
      let sum = 0;
      for (let i = 0; i < 18; i++) {
        if (mask & (1 << i)) {
          bits += 1;
          sum += ranks[i] ?? 0;
        }
      }
      if (bits !== 9) continue;
      total += 1;
      if (sum >= observed - 1e-9) atLeast += 1;
    }
    expect(total).toBe(48620);
    expect(rankTestAbove(ours, theirs).pValue).toBeCloseTo(atLeast / total, 12);
  });

  it("leaves out failed runs and says NaN when a side has none", () => {
    expect(rankTestAbove([Number.NaN, 40, 50, 60], [10, 20, 30]).pValue).toBeCloseTo(1 / 20, 10);
    const none = rankTestAbove([], [10]);
    expect(none.pValue).toBeNaN();
    expect(none.shareAbove).toBeNaN();
  });
});
