/**
 * Jovian Wars JW-115, Traits › Shield: "[D+] Results with values of [1] or [2] do one less damage"
 * (002_f697cf6215cb147c.txt), exact from src/systems/jovian-wars/shield.ts and sampled as a check: one roll of 3, 5
 * or 7 Base dice on a Valiant on its last Structure box (capital ship) and a fresh Pathfinder (squadron), without Shield and with it
 * under both readings (one-less, the default: one fewer box, Critical Hits kept; step-down: one Magnitude lower).
 * No shipped card has Shield and the game does not play it.
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { checkSummary, exactComparisons, type Comparison, type ExactValues } from './_exactCheck.ts';
import { percent, shown } from '../../src/report/format.ts';
import { CODE_COUNT } from '../../src/dice/setMagnitudes.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { exactPool, rollPool, type PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type CapitalCard, type SquadronCard } from '../../src/systems/jovian-wars/cards.ts';
import { damageCapital, damageScale, newTally, squadronDamage, STRUCTURE } from '../../src/systems/jovian-wars/damage.ts';
import { shieldedCapital, shieldedSquadron, type ShieldReading } from '../../src/systems/jovian-wars/shield.ts';
import { VARIANTS } from './_closeAttacks.ts';

export const TARGETS = ['valiant', 'pathfinder'] as const;
export type Target = (typeof TARGETS)[number];
export const DICE = [3, 5, 7] as const;
export const READINGS = ['none', 'one-less', 'step-down'] as const;
export type Reading = (typeof READINGS)[number];
export type Cell = { target: Target; dice: number; reading: Reading };

/** Per final code: boxes lost (each Critical Hit one rating box: the ship's ratings are fresh), Structure lost (Crippling and past it), out (Crippled / destroyed). */
export interface Readings {
  loss: Float64Array;
  structure: Float64Array;
  out: Float64Array;
}
const readingsCache = new Map<string, Readings>();
export function readingsOf(target: Target, reading: Reading): Readings {
  const key = `${target}/${reading}`;
  let r = readingsCache.get(key);
  if (!r) {
    r = { loss: new Float64Array(CODE_COUNT), structure: new Float64Array(CODE_COUNT), out: new Float64Array(CODE_COUNT) };
    const card = CARDS.get(target)!;
    for (let code = 0; code < CODE_COUNT; code++) {
      if (card.kind === 'capital') {
        const c = card as CapitalCard;
        // On its last Structure box (its ratings fresh), so a roll's Structure shows as Crippling.
        const ship = { tracks: [c.structure, c.defense, c.sensors, c.thrusters, c.marines], marked: Int8Array.of(c.structure.length - 1, 0, 0, 0, 0) };
        const tally = newTally();
        if (reading === 'none') damageCapital(ship, code, 'standard', tally);
        else shieldedCapital(ship, code, 'standard', reading as ShieldReading, tally);
        r.loss[code] = tally.structure + tally.rating + tally.criticals;
        r.structure[code] = tally.structure + tally.overflow;
        r.out[code] = ship.marked[STRUCTURE] >= c.structure.length ? 1 : 0;
      } else {
        const s = card as SquadronCard;
        const scale = damageScale(VARIANTS['squadron-damage']);
        const dmg = Math.min(s.structure, reading === 'none' ? squadronDamage(code, scale) : shieldedSquadron(code, scale, reading as ShieldReading));
        r.loss[code] = dmg;
        r.structure[code] = dmg;
        r.out[code] = dmg >= s.structure ? 1 : 0;
      }
    }
    readingsCache.set(key, r);
  }
  return r;
}

const poolOf = (dice: number): PoolParams => ({ base: dice, flex: 0, macro: 0 });
export const METRIC = { hit: 'hit', loss: 'loss', structure: 'structure', out: 'out' } as const;
export interface Exact {
  hit: number;
  loss: number;
  structure: number;
  out: number;
}
export function exact(cell: Cell): Exact {
  const p = exactPool(poolOf(cell.dice));
  const r = readingsOf(cell.target, cell.reading);
  const e: Exact = { hit: 0, loss: 0, structure: 0, out: 0 };
  for (let code = 0; code < p.length; code++) {
    if (p[code] === 0) continue;
    e.hit += r.loss[code] > 0 ? p[code] : 0;
    e.loss += p[code] * r.loss[code];
    e.structure += p[code] * r.structure[code];
    e.out += p[code] * r.out[code];
  }
  return e;
}

export const armId = (c: Cell) => `${c.target}-${c.dice}d-${c.reading}`;
export const ARMS: ArmSpec<Cell>[] = TARGETS.flatMap((target) =>
  DICE.flatMap((dice) =>
    READINGS.map((reading) => {
      const params: Cell = { target, dice, reading };
      return { id: armId(params), label: `${CARDS.get(target)!.name}, ${dice}B, ${reading === 'none' ? 'no Shield' : `Shield ${reading}`}`, params, coords: { target, dice, reading }, baseline: reading === 'none' ? null : armId({ target, dice, reading: 'none' }) };
    }),
  ),
);

function batch(): BatchFunction<Params> {
  const sums = new Float64Array(6);
  return (params, rng: Xoshiro128, n, tally: Tally) => {
    const cell = params as unknown as Cell;
    const r = readingsOf(cell.target, cell.reading);
    const pool = poolOf(cell.dice);
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const code = rollPool(pool, rng);
      const loss = r.loss[code];
      sums[0] += loss > 0 ? 1 : 0;
      sums[1] += loss;
      sums[2] += loss * loss;
      sums[3] += r.structure[code];
      sums[4] += r.structure[code] * r.structure[code];
      sums[5] += r.out[code];
    }
    tally.proportion(METRIC.hit, sums[0]);
    tally.mean(METRIC.loss, sums[1], sums[2]);
    tally.mean(METRIC.structure, sums[3], sums[4]);
    tally.proportion(METRIC.out, sums[5]);
  };
}

const pct = (p: number) => percent(p, 1);
const num = (x: number) => shown(x, 2);
const ex = (target: Target, dice: number, reading: Reading) => exact({ target, dice, reading });

/** Each exact value next to its sampled estimate (_exactCheck.ts). */
export function comparisons(result: ExperimentResult): Comparison[] {
  return exactComparisons(result, ARMS, (p) => exact(p as Cell) as unknown as ExactValues, Object.values(METRIC));
}

export function answer(result: ExperimentResult): string[] {
  const rows = comparisons(result);
  const { inside, worst } = checkSummary(rows);
  const n = result.arms[0]?.trials ?? 0;
  const line = (target: Target) =>
    READINGS.map((reading) => `${reading === 'none' ? 'no Shield' : reading} ${DICE.map((d) => num(ex(target, d, reading).loss)).join(' / ')} boxes (Structure ${DICE.map((d) => num(ex(target, d, reading).structure)).join(' / ')}; ${target === 'valiant' ? 'Crippled' : 'destroyed'} ${DICE.map((d) => pct(ex(target, d, reading).out)).join(' / ')})`).join('; ');
  const cut = (target: Target, reading: Reading) => DICE.map((d) => pct(1 - ex(target, d, reading).loss / ex(target, d, 'none').loss)).join(' / ');
  return [
    `Sampled check (every arm ${n.toLocaleString('en-US')} trials, seed ${result.seed}, the game's pool roller): ${inside} of ${rows.length} exact values inside their 95% intervals (${pct(inside / Math.max(1, rows.length))}), the farthest ${shown(worst, 1)} standard errors off. Arms share their dice streams (common random numbers): every arm of the same dice count reads the same ${n.toLocaleString('en-US')} rolls, so the values are ${DICE.length} independent samples read ${rows.length} ways, and one sample running a little low puts a whole column of values outside together. Every number below is exact.`,
    `JW-115, Shield (exact, shield.ts; one roll of ${DICE.join(' / ')} Base dice, standard table, Structure counting boxes past the last as overflow). A ${CARDS.get('valiant')!.name} on its last Structure box (ratings fresh): ${line('valiant')}. A ${CARDS.get('pathfinder')!.name} (Structure ${(CARDS.get('pathfinder') as SquadronCard).structure}, squadron-damage=${VARIANTS['squadron-damage']}): ${line('pathfinder')}.`,
    `JW-115 verdict: Shield touches only results of value 1 or 2, a third of them, and cuts the boxes a capital ship loses by ${cut('valiant', 'one-less')} under one-less (${cut('valiant', 'step-down')} under step-down) and a squadron's by ${cut('pathfinder', 'one-less')}. The two readings take the same Structure on a capital ship (a shielded T none, a Q+ one: ${DICE.map((d) => num(ex('valiant', d, 'one-less').structure)).join(' / ')} against ${DICE.map((d) => num(ex('valiant', d, 'step-down').structure)).join(' / ')}, Crippled ${DICE.map((d) => pct(ex('valiant', d, 'one-less').out)).join(' / ')} either way${DICE.every((d) => Math.abs(ex('valiant', d, 'one-less').out - ex('valiant', d, 'step-down').out) < 1e-12) ? '' : ' (they differ)'}) and differ only in what is left besides: one-less keeps a shielded T's Critical Hit and both of a Q's, step-down leaves a T a Rating Damage by its Value and a Q one Critical Hit. On a squadron with the 1-2-3 scale they agree. No shipped card has Shield; the game does not play it.`,
    'Rules at their default readings (squadron-damage=1-2-3). A capital ship\'s Critical Hits count one box each (its ratings are fresh, so one always takes them); a Shield D of value 1 or 2 is the whole D under both readings.',
  ];
}

export default defineExperiment<Cell>({
  id: 'jw-shield',
  title: 'Shield: one less damage on results of value 1 or 2, exact',
  question: 'What does Shield ("[D+] Results with values of [1] or [2] do one less damage") save a capital ship and a squadron, under each reading of "one less damage" (JW-115)?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits › Shield', catalogue: ['JW-115'] },
  arms: ARMS,
  metrics: {
    [METRIC.hit]: { kind: 'proportion', label: 'The target loses a box' },
    [METRIC.loss]: { kind: 'mean', label: 'Boxes per attack', unit: 'boxes' },
    [METRIC.structure]: { kind: 'mean', label: 'Structure per attack (capital: past its last box too)', unit: 'Structure' },
    [METRIC.out]: { kind: 'proportion', label: 'Crippled (capital, from its last box) or destroyed (squadron, from fresh)' },
  },
  batch: batch(),
  precision: { budget: 65_536 },
  chunkSize: 8192,
  answer,
  charts: [{ kind: 'heatmap', metric: METRIC.loss, x: 'reading', y: 'dice', where: { target: 'valiant' }, title: 'JW-115: boxes a Valiant loses per roll, by Shield reading' }],
});
