/**
 * Every unordered roll of n d6 (a multiset: how many dice show each face),
 * with its probability n! / (c1! ... c6!) / 6^n, for exact enumeration and for
 * the samplers' lookup tables. There are C(n+5, 5) of them: 462 for 6 dice,
 * 6,188 for 12.
 *
 * Each multiset also has a key: sum over faces 1..5 of count * (n+1)^(face-1)
 * (face 6's count is implied by n). A sampler adds `keyStep[face]` per die and
 * looks the rank up in `rankOfKey`, with no histogram and no sorting.
 */
export interface Multisets {
  readonly dice: number;
  readonly size: number;
  /** counts[6*i + f - 1] = how many dice show face f in multiset i. */
  readonly counts: Int8Array;
  readonly probability: Float64Array;
  /** keyStep[f] is what one die showing f adds to the key (index 0 unused; face 6 adds 0). */
  readonly keyStep: Int32Array;
  /** Size of the key space, (n+1)^5. */
  readonly keySpace: number;
}

export function multisets(dice: number): Multisets {
  const keyStep = new Int32Array(7);
  for (let face = 1; face <= 5; face++) keyStep[face] = (dice + 1) ** (face - 1);
  const factorial = [1];
  for (let k = 1; k <= dice; k++) factorial.push(factorial[k - 1] * k);
  const counts: number[] = [];
  const probability: number[] = [];
  const current = [0, 0, 0, 0, 0, 0];
  const total = 6 ** dice;
  const visit = (face: number, left: number): void => {
    if (face === 6) {
      current[5] = left;
      let ways = factorial[dice];
      for (const c of current) ways /= factorial[c];
      counts.push(...current);
      probability.push(ways / total);
      return;
    }
    for (let c = left; c >= 0; c--) {
      current[face - 1] = c;
      visit(face + 1, left - c);
    }
  };
  visit(1, dice);
  return {
    dice,
    size: probability.length,
    counts: Int8Array.from(counts),
    probability: Float64Array.from(probability),
    keyStep,
    keySpace: (dice + 1) ** 5,
  };
}

/** rankOfKey[key] = index of the multiset with that key (-1 for impossible keys). */
export function rankOfKey(sets: Multisets): Int32Array {
  const ranks = new Int32Array(sets.keySpace).fill(-1);
  for (let i = 0; i < sets.size; i++) {
    let key = 0;
    for (let face = 1; face <= 5; face++) key += sets.counts[6 * i + face - 1] * sets.keyStep[face];
    ranks[key] = i;
  }
  return ranks;
}
