/**
 * Jovian Wars' d6 matching sets with Base / Flex / Macro pools
 * (`002_f697cf6215cb147c.txt`, "Dice System"; `specs/dice-kernels.md` section 3).
 *
 * Inputs: base B (may be < 2 or negative after modifiers), flex F >= 0, macro
 * M (may be negative). If B < 2, roll 2 base dice and treat F = M = 0. Roll
 * B + F dice and |M| macro dice; keep B (the roller's best choice, see
 * setSolver.ts); each face kept 2, 3 or 4+ times is a D, T or Q set; each macro
 * die matching a set raises it (M > 0) or lowers it (M < 0) one step. How a
 * Negative Macro Pool lowers is given only by example (Dice System › Macro
 * Pool: "downgrade Base Pool successes based on the Macro Pool roll"; base
 * 4, 4, 6 with macro 4, 6 -> N): `variant` matching (the default, the
 * die matching a set's value lowers it) or any-die (each of the |M| dice
 * lowers a set one step whatever it shows; the roller spreads the steps as
 * it chooses its discard, so the macro dice need not be drawn) (JW-061).
 * Then `escalate` and `diminish` (used by attack pipelines) may shift every set
 * up or down that many steps, escalations first. With `reroll` a result of N
 * is rolled again from the beginning, once (Dice System › Re-Rolls: "You may
 * only re-roll once"); the second roll stands.
 *
 * Reported: P(highest magnitude is N, D, T, Q), mean number of sets, mean damage
 * (D = 1, T = 2, Q = 3 summed over sets; `damage` picks another Squadron scale).
 *
 * Exact: every multiset of the pool, times the ways the macro dice can fall on
 * the faces where they matter (see exactSetCodes), each solved once.
 * Sample: each die adds a precomputed step to a multiset key, the key's rank
 * indexes a memo of solved results, so a trial costs a few table reads
 * (`npm run bench`: d6sets rolls/s).
 */
import type { DiceKernel, FineSampler, OutcomeModel } from './kernel.ts';
import { ParamError } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';
import { multisets, rankOfKey } from './multisets.ts';
import { SetSolver } from './setSolver.ts';
import { CODE_COUNT, FACES, MAGNITUDE_KEYS, diminish, escalate, highestMagnitude, levelOf, setCount } from './setMagnitudes.ts';

export interface D6SetsParams {
  base: number;
  flex: number;
  macro: number;
  escalate: number;
  diminish: number;
  /** Reported damage per D, T, Q set; the roller's choice always uses 1-2-3 (spec step 7a). */
  damage: DamageScale;
  /** Dice System › Re-Rolls: roll the whole pool again, once, when the result (after escalate/diminish) is N. */
  reroll?: boolean;
  /** How negative macro dice lower sets (JW-061); matching when absent. */
  negative?: NegativeMacro;
}

/** JW-061's readings of a Negative Macro Pool, default first (see the file comment). */
export const NEGATIVE_MACRO = ['matching', 'any-die'] as const;
export type NegativeMacro = (typeof NEGATIVE_MACRO)[number];

/**
 * The Squadron damage table (`002_...txt`, Damage › Squadron Damage) is four
 * empty bullets; its example ([D2,T3] = 3) fixes D = 1 and T = 2 only. JW-023's
 * candidate readings for what a D, T and Q deal, default first.
 */
export const DAMAGE_SCALES = ['1-2-3', '1-2-4', '1-3-5'] as const;
export type DamageScale = (typeof DAMAGE_SCALES)[number];

/** What is actually rolled once the B < 2 rule is applied. */
export interface D6Pool {
  /** Dice rolled for the pool (B + F). */
  rolled: number;
  /** Dice kept (B). */
  keep: number;
  /** Macro dice rolled (|M|). */
  macroDice: number;
  /** +1 raising, -1 lowering, 0 none. */
  macroSign: number;
  /** Steps taken off the kept sets whatever the macro dice show (`any-die`, JW-061); 0 otherwise. */
  lower: number;
}

export function d6Pool({ base, flex, macro, negative }: Pick<D6SetsParams, 'base' | 'flex' | 'macro' | 'negative'>): D6Pool {
  // "If B < 2: roll 2 base dice, and treat F = 0 and M = 0" (spec section 3, step 1).
  if (base < 2) return { rolled: 2, keep: 2, macroDice: 0, macroSign: 0, lower: 0 };
  if (macro < 0 && negative === 'any-die') return { rolled: base + flex, keep: base, macroDice: 0, macroSign: 0, lower: -macro };
  return { rolled: base + flex, keep: base, macroDice: Math.abs(macro), macroSign: Math.sign(macro), lower: 0 };
}

/** afterShifts[code] = the code after `escalate` escalations then `diminish` diminishes. */
function shiftTable(escalations: number, diminishes: number): Uint16Array {
  const table = new Uint16Array(CODE_COUNT);
  for (let code = 0; code < CODE_COUNT; code++) {
    let shifted = code;
    for (let i = 0; i < escalations; i++) shifted = escalate(shifted);
    for (let i = 0; i < diminishes; i++) shifted = diminish(shifted);
    table[code] = shifted;
  }
  return table;
}

/** The reporting model of every kernel whose fine code is a magnitude code, with a damage scale. */
export function setsModel(scale: DamageScale = '1-2-3'): OutcomeModel {
  const perSet = [0, ...scale.split('-').map(Number)];
  const outcomeOf = new Int32Array(CODE_COUNT);
  const sets = new Float64Array(CODE_COUNT);
  const damage = new Float64Array(CODE_COUNT);
  for (let code = 0; code < CODE_COUNT; code++) {
    outcomeOf[code] = highestMagnitude(code);
    sets[code] = setCount(code);
    for (let face = 1; face <= FACES; face++) damage[code] += perSet[levelOf(code, face)];
  }
  return { size: CODE_COUNT, outcomeKeys: MAGNITUDE_KEYS, outcomeOf, means: { meanSets: sets, meanDamage: damage }, distributions: {} };
}

/** Above this many (pool multiset x macro multiset) cases, exact mode refuses and points to sampling. */
const EXACT_CASE_LIMIT = 2e7;
/** Largest memo (entries) and key table the sampler builds; bigger pools solve every trial directly. */
const MEMO_LIMIT = 1 << 24;
const KEY_SPACE_LIMIT = 1 << 22;

/**
 * Exact distribution of magnitude codes for a pool, before escalate/diminish.
 * Macro dice matter only on faces where the pool shows 2 or more dice (a macro
 * die never makes a set), so for each pool multiset the macro dice are
 * enumerated only as counts on those faces plus "elsewhere": 28 cases instead
 * of 462 for 6 macro dice on two candidate faces. That keeps any 12-dice pool
 * under 50 ms (`npm run bench`, exact d6sets).
 */
export function exactSetCodes(pool: D6Pool): Float64Array {
  const rolls = multisets(pool.rolled);
  const result = new Float64Array(CODE_COUNT);
  const solver = new SetSolver();
  const macro = new Int32Array(6);
  const candidates = new Int32Array(6);
  const splits = new Map<number, MacroSplits>();
  for (let i = 0; i < rolls.size; i++) {
    const pRoll = rolls.probability[i];
    let faces = 0;
    if (pool.macroSign !== 0) {
      for (let f = 0; f < 6; f++) if (rolls.counts[6 * i + f] >= 2) candidates[faces++] = f;
    }
    let split = splits.get(faces);
    if (!split) {
      split = macroSplits(pool.macroSign === 0 ? 0 : pool.macroDice, faces);
      splits.set(faces, split);
    }
    for (let j = 0; j < split.size; j++) {
      macro.fill(0);
      for (let c = 0; c < faces; c++) macro[candidates[c]] = split.counts[faces * j + c];
      const code = solver.solve(rolls.counts, 6 * i, macro, 0, pool.keep, pool.macroSign, pool.lower);
      result[code] += pRoll * split.probability[j];
    }
  }
  return result;
}

interface MacroSplits {
  size: number;
  /** counts[faces * j + c]: macro dice on candidate face c in split j. */
  counts: Int32Array;
  probability: Float64Array;
}

/**
 * Every way `dice` macro d6 fall on `faces` particular faces (each 1/6) and
 * elsewhere (the rest), with its multinomial probability.
 */
function macroSplits(dice: number, faces: number): MacroSplits {
  const counts: number[] = [];
  const probability: number[] = [];
  const current = new Array<number>(faces).fill(0);
  const factorial = [1];
  for (let k = 1; k <= dice; k++) factorial.push(factorial[k - 1] * k);
  const elsewhere = (6 - faces) / 6;
  const visit = (c: number, left: number): void => {
    if (c === faces) {
      let p = factorial[dice] / factorial[left] * elsewhere ** left;
      for (const k of current) p = (p / factorial[k]) * (1 / 6) ** k;
      counts.push(...current);
      probability.push(p);
      return;
    }
    for (let k = 0; k <= left; k++) {
      current[c] = k;
      visit(c + 1, left - k);
    }
  };
  visit(0, dice);
  return { size: probability.length, counts: Int32Array.from(counts), probability: Float64Array.from(probability) };
}

/** A sampler of magnitude codes for a pool, before escalate/diminish. */
export function setCodeSampler(pool: D6Pool): FineSampler {
  const { rolled, keep, macroDice, macroSign, lower } = pool;
  const buffer = new DiceBuffer(6, rolled + macroDice);
  const solver = new SetSolver();
  const rolls = multisets(rolled);
  const macros = multisets(macroDice);
  if (rolls.keySpace > KEY_SPACE_LIMIT || macros.keySpace > KEY_SPACE_LIMIT || rolls.size * macros.size > MEMO_LIMIT) {
    return directSampler(pool, buffer, solver);
  }
  const rollStep = rolls.keyStep;
  const macroStep = macros.keyStep;
  const rollRank = rankOfKey(rolls);
  const macroRank = rankOfKey(macros);
  const macroSize = macros.size;
  // memo[rollRank * macroSize + macroRank] = solved code, or -1 until first seen.
  const memo = new Int16Array(rolls.size * macroSize).fill(-1);
  return {
    sample(rng, out, n) {
      buffer.reset();
      const dice = buffer.dice;
      for (let i = 0; i < n; i++) {
        const at = buffer.take(rng, rolled + macroDice);
        let rollKey = 0;
        for (let d = 0; d < rolled; d++) rollKey += rollStep[dice[at + d]];
        let macroKey = 0;
        for (let d = rolled; d < rolled + macroDice; d++) macroKey += macroStep[dice[at + d]];
        const r = rollRank[rollKey];
        const m = macroRank[macroKey];
        const slot = r * macroSize + m;
        let code = memo[slot];
        if (code < 0) {
          code = solver.solve(rolls.counts, 6 * r, macros.counts, 6 * m, keep, macroSign, lower);
          memo[slot] = code;
        }
        out[i] = code;
      }
    },
  };
}

/** For pools too large for lookup tables: count faces and solve every trial. */
function directSampler(pool: D6Pool, buffer: DiceBuffer, solver: SetSolver): FineSampler {
  const { rolled, keep, macroDice, macroSign, lower } = pool;
  const counts = new Int32Array(12); // 0..5 pool faces, 6..11 macro faces
  return {
    sample(rng, out, n) {
      buffer.reset();
      const dice = buffer.dice;
      for (let i = 0; i < n; i++) {
        const at = buffer.take(rng, rolled + macroDice);
        counts.fill(0);
        for (let d = 0; d < rolled; d++) counts[dice[at + d] - 1]++;
        for (let d = rolled; d < rolled + macroDice; d++) counts[5 + dice[at + d]]++;
        out[i] = solver.solve(counts, 0, counts, 6, keep, macroSign, lower);
      }
    },
  };
}

export const d6sets: DiceKernel<D6SetsParams> = {
  name: 'd6sets',
  summary: 'Jovian Wars: d6 matching sets (D/T/Q) with Base, Flex and Macro dice',
  catalogue: ['JW-009', 'JW-061', 'JW-067', 'JW-068', 'JW-069', 'JW-070', 'JW-071', 'JW-072', 'JW-073', 'JW-074', 'JW-075', 'JW-133'],
  options: {
    base: { kind: 'int', required: true, min: -100, max: 100, describe: 'base dice B after modifiers (B < 2 rolls 2 dice, no flex or macro)' },
    flex: { kind: 'int', required: false, default: 0, min: 0, max: 100, describe: 'flex dice F: rolled, then F dice of the pool are discarded' },
    macro: { kind: 'int', required: false, default: 0, min: -100, max: 100, describe: 'macro dice M: each matching a set raises it (M < 0: lowers it)' },
    escalate: { kind: 'int', required: false, default: 0, min: 0, max: 3, describe: 'escalate every set this many steps after the roll' },
    diminish: { kind: 'int', required: false, default: 0, min: 0, max: 3, describe: 'then diminish every set this many steps' },
    damage: { kind: 'choice', values: DAMAGE_SCALES, describe: 'damage of a D-T-Q set in meanDamage (Squadron Damage is blank past D=1, T=2: JW-023)' },
    reroll: { kind: 'flag', describe: 'Re-Rolls: roll the whole pool again once when the result is N (the second roll stands)' },
    variant: { kind: 'choice', values: NEGATIVE_MACRO, describe: 'M < 0 (JW-061): matching (a macro die matching a set lowers it) or any-die (each macro die lowers a set, the roller choosing which)' },
  },
  parse(values) {
    const params: D6SetsParams = {
      base: values.base as number,
      flex: values.flex as number,
      macro: values.macro as number,
      escalate: values.escalate as number,
      diminish: values.diminish as number,
      damage: (values.damage ?? '1-2-3') as DamageScale,
      reroll: values.reroll === true,
      negative: (values.variant ?? 'matching') as NegativeMacro,
    };
    const pool = d6Pool(params);
    if (pool.rolled + pool.macroDice > 250) {
      throw new ParamError('base', `a pool of ${pool.rolled + pool.macroDice} dice is more than the 250 this kernel rolls at once`);
    }
    return params;
  },
  model: (params) => setsModel(params.damage),
  exact(params) {
    const pool = d6Pool(params);
    const cases = multisetCount(pool.rolled) * multisetCount(pool.macroDice);
    if (cases > EXACT_CASE_LIMIT) {
      throw new ParamError('base', `exact mode would enumerate ${cases.toExponential(1)} rolls for ${pool.rolled} + ${pool.macroDice} dice; use --trials N for a sampled answer`);
    }
    const codes = exactSetCodes(pool);
    let once = codes;
    if (params.escalate !== 0 || params.diminish !== 0) {
      const shift = shiftTable(params.escalate, params.diminish);
      once = new Float64Array(CODE_COUNT);
      for (let code = 0; code < CODE_COUNT; code++) once[shift[code]] += codes[code];
    }
    if (!params.reroll) return once;
    // A first N (code 0) is replaced by a second roll: P(c) = once[c] for c != N, plus once[N] x once[c].
    const result = new Float64Array(CODE_COUNT);
    for (let code = 0; code < CODE_COUNT; code++) result[code] = (code === 0 ? 0 : once[code]) + once[0] * once[code];
    return result;
  },
  sampler(params) {
    const inner = setCodeSampler(d6Pool(params));
    const shifted: FineSampler =
      params.escalate === 0 && params.diminish === 0
        ? inner
        : (() => {
            const shift = shiftTable(params.escalate, params.diminish);
            return {
              sample(rng, out, n) {
                inner.sample(rng, out, n);
                for (let i = 0; i < n; i++) out[i] = shift[out[i]];
              },
            };
          })();
    if (!params.reroll) return shifted;
    // Every trial's second roll is drawn in a batch after the first rolls, whether it is needed or not.
    let second = new Uint16Array(0);
    return {
      sample(rng, out, n) {
        shifted.sample(rng, out, n);
        if (second.length < n) second = new Uint16Array(n);
        shifted.sample(rng, second, n);
        for (let i = 0; i < n; i++) if (out[i] === 0) out[i] = second[i];
      },
    };
  },
};

/** C(n + 5, 5): the number of multisets of n d6. */
function multisetCount(dice: number): number {
  let count = 1;
  for (let k = 1; k <= 5; k++) count = (count * (dice + k)) / k;
  return count;
}
