/**
 * Rattle and Rend's game-setup d20 tables with overlapping rows
 * (`004_c41133d86b017ece.txt`, Eight Game Setup). Tables, as printed:
 * - `victory` (Step 1. Victory Conditions): 1-5 Kill Them All, 4-9 King of the
 *   Hill, 8-13 Capture the Flags, 12-17 Duel, 16-20 Conquest. "When a result
 *   overlaps with two results, Player A may choose whichever they prefer."
 * - `deployment` (Steps 3-5. Deployment): the same five rows (Corner, Side,
 *   Delayed, Close, Surrounded); who chooses on an overlap is unstated (RR-149).
 * - `theme` (Optional Terrain Selection): 1-5 the Badlands, 4-9 the
 *   Stronghold, 8-13 the Heights, 12-17 the Wilds; 18-20 is on no row (RR-057):
 *   `--unlisted none` reports it as `unlisted` (as printed), `reroll` rolls again
 *   (what the game does), so the face is uniform on 1-17.
 * - `density` (Step 2. Terrain): 1-11 Sparse, 9-20 Dense; `density-coin`: "or
 *   flip a coin" (RR-058), sparse and dense at 1/2 each.
 * A face in two rows (4-5, 8-9, 12-13, 16-17; density 9-11) is a choice, settled
 * by `--policy`: `offered` (the default: the choice itself is the outcome,
 * "a/b"), `lower` (the earlier row), `higher` (the later row), `coin` (either,
 * at 1/2); `--prefer ROW` first takes that row whenever it is offered. The mean
 * `meanChoice` is the share of rolls that offer a choice (0.4 on the five-row
 * tables). The game reads the same rows (src/systems/rattle-and-rend/rules.ts
 * FIVE_ROWS, THEMES, SPARSE_MAX, DENSE_MIN; a golden test keeps them equal,
 * since kernels do not import game systems).
 *
 * Fine code: (face - 1) * 2 + coin, for a d20 face and a coin used by `coin`
 * and `density-coin`. Exact: the faces (1-17 under `reroll`) and the coin counted.
 */
import type { DiceKernel, OutcomeModel } from './kernel.ts';
import { ParamError } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export const RR_TABLES = ['victory', 'deployment', 'theme', 'density', 'density-coin'] as const;
export type RrTable = (typeof RR_TABLES)[number];
export const RR_TABLE_POLICIES = ['offered', 'lower', 'higher', 'coin'] as const;
export type RrTablePolicy = (typeof RR_TABLE_POLICIES)[number];
export const RR_TABLE_UNLISTED = ['none', 'reroll'] as const;

interface Row {
  id: string;
  lo: number;
  hi: number;
}
const FIVE = (ids: readonly string[]): Row[] => [1, 4, 8, 12, 16].map((lo, k) => ({ id: ids[k], lo, hi: [5, 9, 13, 17, 20][k] }));
export const RR_TABLE_ROWS: Record<RrTable, readonly Row[]> = {
  victory: FIVE(['kill-them-all', 'king-of-the-hill', 'capture-the-flags', 'duel', 'conquest']),
  deployment: FIVE(['corner', 'side', 'delayed', 'close', 'surrounded']),
  theme: FIVE(['the-badlands', 'the-stronghold', 'the-heights', 'the-wilds']).slice(0, 4),
  density: [
    { id: 'sparse', lo: 1, hi: 11 },
    { id: 'dense', lo: 9, hi: 20 },
  ],
  'density-coin': [
    { id: 'sparse', lo: 1, hi: 1 },
    { id: 'dense', lo: 2, hi: 2 },
  ],
};
const ALL_ROWS = [...new Set(Object.values(RR_TABLE_ROWS).flatMap((rows) => rows.map((r) => r.id)))];

export interface RrTableParams {
  table: RrTable;
  policy: RrTablePolicy;
  /** A row taken whenever it is offered, or '' for none. */
  prefer: string;
  unlisted: 'none' | 'reroll';
}

/** Indices of the rows a d20 face falls in (one or two; none for theme 18-20). */
function rowsOf(table: RrTable, face: number): number[] {
  const rows: number[] = [];
  RR_TABLE_ROWS[table].forEach((r, k) => {
    if (face >= r.lo && face <= r.hi) rows.push(k);
  });
  return rows;
}

/** The outcome keys: the rows, then (offered) the pairs a face can offer, then (theme, as printed) `unlisted`. */
function layout(p: RrTableParams): { keys: string[]; outcomeOf: Int32Array; choice: Float64Array } {
  const rows = RR_TABLE_ROWS[p.table];
  const keys = rows.map((r) => r.id);
  const outcomeOf = new Int32Array(40);
  const choice = new Float64Array(40);
  for (let face = 1; face <= 20; face++) {
    for (let coin = 0; coin < 2; coin++) {
      const code = (face - 1) * 2 + coin;
      if (p.table === 'density-coin') {
        outcomeOf[code] = coin;
        continue;
      }
      if (face > facesOf(p)) continue; // never rolled (theme 18-20 re-rolled)
      const offered = rowsOf(p.table, face);
      let outcome: string;
      if (offered.length === 0) outcome = 'unlisted';
      else if (offered.length === 1) outcome = rows[offered[0]].id;
      else {
        choice[code] = 1;
        const [a, b] = [rows[offered[0]].id, rows[offered[1]].id];
        if (p.prefer === a || p.prefer === b) outcome = p.prefer;
        else if (p.policy === 'lower') outcome = a;
        else if (p.policy === 'higher') outcome = b;
        else if (p.policy === 'coin') outcome = coin === 0 ? a : b;
        else outcome = `${a}/${b}`;
      }
      let at = keys.indexOf(outcome);
      if (at < 0) at = keys.push(outcome) - 1;
      outcomeOf[code] = at;
    }
  }
  // `unlisted` last, so the pairs stay next to the rows.
  const unlisted = keys.indexOf('unlisted');
  if (unlisted >= 0 && unlisted !== keys.length - 1) {
    keys.splice(unlisted, 1);
    keys.push('unlisted');
    for (let c = 0; c < 40; c++) outcomeOf[c] = outcomeOf[c] === unlisted ? keys.length - 1 : outcomeOf[c] > unlisted ? outcomeOf[c] - 1 : outcomeOf[c];
  }
  return { keys, outcomeOf, choice };
}

/** Highest face rolled: 17 when the theme table re-rolls 18-20, 2 for the coin, else 20. */
function facesOf(p: RrTableParams): number {
  if (p.table === 'density-coin') return 1;
  return p.table === 'theme' && p.unlisted === 'reroll' ? 17 : 20;
}

export const rrTable: DiceKernel<RrTableParams> = {
  name: 'rrtable',
  summary: 'Rattle and Rend: a game-setup d20 table with overlapping rows (Victory Conditions, Deployment, terrain Theme, Density), the chooser by policy',
  catalogue: ['RR-057', 'RR-058', 'RR-148', 'RR-149'],
  options: {
    table: { kind: 'choice', values: RR_TABLES, describe: 'victory (Step 1; the default), deployment (Steps 3-5), theme (Optional Terrain Selection; 18-20 on no row), density (Step 2: 1-11 sparse, 9-20 dense), density-coin ("or flip a coin")' },
    policy: { kind: 'choice', values: RR_TABLE_POLICIES, describe: 'a face in two rows: offered (report the choice "a/b"; the default), lower (the earlier row), higher (the later row), coin (either at 1/2)' },
    prefer: { kind: 'choice', values: ['none', ...ALL_ROWS], describe: "a row the chooser takes whenever it is offered (before --policy), e.g. --prefer duel" },
    unlisted: { kind: 'choice', values: RR_TABLE_UNLISTED, describe: 'theme 18-20 (on no row): none (reported as unlisted, as printed; the default) or reroll (as the game does)' },
  },
  parse(values) {
    const table = (values.table ?? 'victory') as RrTable;
    const prefer = (values.prefer ?? 'none') as string;
    const ids = RR_TABLE_ROWS[table].map((r) => r.id);
    if (prefer !== 'none' && !ids.includes(prefer)) throw new ParamError('prefer', `${prefer} is not a row of the ${table} table; allowed: none, ${ids.join(', ')}`);
    const unlisted = (values.unlisted ?? 'none') as 'none' | 'reroll';
    if (unlisted !== 'none' && table !== 'theme') throw new ParamError('unlisted', `--unlisted applies to --table theme only (every face of ${table} is on a row); allowed: none`);
    return { table, policy: (values.policy ?? 'offered') as RrTablePolicy, prefer: prefer === 'none' ? '' : prefer, unlisted };
  },
  model(p): OutcomeModel {
    const { keys, outcomeOf, choice } = layout(p);
    return { size: 40, outcomeKeys: keys, outcomeOf, means: { meanChoice: choice }, distributions: {} };
  },
  exact(p) {
    const faces = facesOf(p);
    const out = new Float64Array(40);
    for (let face = 1; face <= faces; face++) for (let coin = 0; coin < 2; coin++) out[(face - 1) * 2 + coin] = 1 / faces / 2;
    return out;
  },
  sampler(p) {
    const faces = facesOf(p);
    const d20 = new DiceBuffer(20, 1);
    const coins = new DiceBuffer(2, 1);
    return {
      sample(rng, out, n) {
        d20.reset();
        coins.reset();
        for (let i = 0; i < n; i++) {
          let face = 1;
          if (faces > 1) {
            face = d20.dice[d20.take(rng, 1)];
            while (face > faces) face = d20.dice[d20.take(rng, 1)];
          }
          out[i] = (face - 1) * 2 + (coins.dice[coins.take(rng, 1)] - 1);
        }
      },
    };
  },
};
