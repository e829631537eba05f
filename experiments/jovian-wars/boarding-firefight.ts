/**
 * Jovian Wars JW-096 (002_f697cf6215cb147c.txt, States › Boarded: "Each player chooses one of the following options in
 * secret and reveal their choices simultaneously"): is the Engage / Defend / Sabotage choice a real guessing game, and
 * what do both sides play at equilibrium? Exact (_boardingFirefight.ts: the engine's rolls, loss scales and Precise
 * table; the whole boarding solved as a zero-sum stochastic game, each exchange a 2 x 2 matrix game) on a Valiant
 * (Structure 4 boxes, Marines 2), with every exchange's numbers sampled as a check. The heuristic player's firefight
 * rule (jovian-wars/ai.ts) follows this report: both sides Engage.
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { percent, shown } from '../../src/report/format.ts';
import { checkSummary, exactComparisons, type Comparison, type ExactValues } from './_exactCheck.ts';
import { VARIANTS } from './_closeAttacks.ts';
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import {
  BOARDER_CHOICES,
  CAPTURE_SWING,
  DEFENDER_CHOICES,
  exchange,
  HEURISTIC_BOARDERS,
  HEURISTIC_DEFENDERS,
  rollExchange,
  SABOTAGE_WORTH,
  shipCard,
  solveBoarding,
  type BoarderChoice,
  type DefenderChoice,
  type Outcome,
  type SabotageWorth,
  type StateSolution,
} from './_boardingFirefight.ts';

const SHIP = 'valiant';
/** Boarders and Marines of the sampled exchanges; the solved boarding goes up to these too. */
export const BOARDERS = [1, 2, 3, 4, 5, 6] as const;
export const MARINES = [1, 2, 3] as const;
/** A game is seven Game Turns, so a ship boarded early has at most six firefights left. */
export const EXCHANGES = 6;
const variant = VARIANTS.opposed as OpposedVariant;

export type Cell = { boarders: number; marines: number; b: BoarderChoice; d: DefenderChoice };
export const METRIC = { boardersLost: 'boardersLost', marinesLost: 'marinesLost', structure: 'structure', rating: 'rating' } as const;

/** A cell's exact means. */
export function exactMeans(cell: Cell): Record<keyof typeof METRIC, number> {
  const e = { boardersLost: 0, marinesLost: 0, structure: 0, rating: 0 };
  for (const o of exchange(cell.boarders, cell.marines, cell.b, cell.d, SHIP, variant)) {
    e.boardersLost += o.p * o.boardersLost;
    e.marinesLost += o.p * o.marinesLost;
    e.structure += o.p * o.structure;
    e.rating += o.p * o.rating;
  }
  return e;
}

export const armId = (c: Cell) => `b${c.boarders}-m${c.marines}-${c.b}-${c.d}`;
export const ARMS: ArmSpec<Cell>[] = BOARDERS.flatMap((boarders) =>
  MARINES.flatMap((marines) =>
    BOARDER_CHOICES.flatMap((b) =>
      DEFENDER_CHOICES.map((d) => {
        const params: Cell = { boarders, marines, b, d };
        return { id: armId(params), label: `${boarders} Boarders, ${marines} Marines: ${b} / ${d}`, params, coords: { boarders, marines, choices: `${b}/${d}` }, baseline: null };
      }),
    ),
  ),
);

function batch(): BatchFunction<Params> {
  const o: Outcome = { p: 1, boardersLost: 0, marinesLost: 0, structure: 0, rating: 0 };
  const sums = new Float64Array(8);
  return (params, rng: Xoshiro128, n, tally: Tally) => {
    const c = params as unknown as Cell;
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      rollExchange(c.boarders, c.marines, c.b, c.d, SHIP, variant, rng, o);
      sums[0] += o.boardersLost;
      sums[1] += o.boardersLost * o.boardersLost;
      sums[2] += o.marinesLost;
      sums[3] += o.marinesLost * o.marinesLost;
      sums[4] += o.structure;
      sums[5] += o.structure * o.structure;
      sums[6] += o.rating;
      sums[7] += o.rating * o.rating;
    }
    tally.mean(METRIC.boardersLost, sums[0], sums[1]);
    tally.mean(METRIC.marinesLost, sums[2], sums[3]);
    tally.mean(METRIC.structure, sums[4], sums[5]);
    tally.mean(METRIC.rating, sums[6], sums[7]);
  };
}

/** Each exact mean next to its sampled estimate (_exactCheck.ts). */
export function comparisons(result: ExperimentResult): Comparison[] {
  return exactComparisons(result, ARMS, (p) => exactMeans(p as Cell) as unknown as ExactValues, Object.values(METRIC));
}

const maxB = BOARDERS[BOARDERS.length - 1];
const maxM = MARINES[MARINES.length - 1];
type Solved = StateSolution[][][][];
const solved = new Map<string, Solved>();
/** The boarding solved under a reading, at equilibrium or with one side held to the engine's heuristic. */
export function solution(worth: SabotageWorth, hold: 'none' | 'boarders' | 'defenders' = 'none'): Solved {
  const key = `${worth}/${hold}`;
  let s = solved.get(key);
  if (!s) {
    s = solveBoarding(EXCHANGES, maxB, maxM, SHIP, variant, worth, hold === 'boarders' ? { boarders: HEURISTIC_BOARDERS } : hold === 'defenders' ? { defenders: HEURISTIC_DEFENDERS } : {});
    solved.set(key, s);
  }
  return s;
}

/** Over every state (exchanges left 1-6, Boarders 1-6, Marines 1-3, Structure boxes marked): how many, and how many where each side's equilibrium choice is not pure Engage. */
export function census(worth: SabotageWorth): { states: number; engage: number; sabotage: number; defend: number; mixed: number; lastOnly: boolean } {
  const s = solution(worth);
  const out = { states: 0, engage: 0, sabotage: 0, defend: 0, mixed: 0, lastOnly: true };
  for (let h = 1; h <= EXCHANGES; h++) {
    for (const b of BOARDERS) {
      for (const m of MARINES) {
        for (const state of s[h][b][m]) {
          out.states++;
          if (state.sabotage === 0 && state.defend === 0) out.engage++;
          if (state.sabotage > 0) out.sabotage++;
          if (state.defend > 0) out.defend++;
          if ((state.sabotage > 0 && state.sabotage < 1) || (state.defend > 0 && state.defend < 1)) out.mixed++;
          if ((state.sabotage > 0 || state.defend > 0) && h > 1) out.lastOnly = false;
        }
      }
    }
  }
  return out;
}

const pct = (p: number) => percent(p, 0);
const num = (x: number) => shown(x, 2);

export function answer(result: ExperimentResult): string[] {
  const rows = comparisons(result);
  const { inside, worst } = checkSummary(rows);
  const n = result.arms[0]?.trials ?? 0;
  const ship = shipCard(SHIP);
  const eq = solution('vp');
  const boxes = solution('boxes');
  const heldD = solution('vp', 'defenders');
  const heldB = solution('vp', 'boarders');
  const fresh = (s: Solved, b: number, m: number) => s[EXCHANGES][b][m][0];
  const vp = census('vp');
  const bx = census('boxes');
  const captures = MARINES.map((m) => `against ${m} Marine${m === 1 ? '' : 's'}, ${BOARDERS.map((b) => `${b}: ${pct(fresh(eq, b, m).capture)}`).join(', ')}`).join('; ');
  const engageAll = (held: Solved) => BOARDERS.every((b) => MARINES.every((m) => fresh(held, b, m).sabotage === 0 && fresh(held, b, m).defend === 0));
  const pure = vp.mixed === 0 && bx.mixed === 0;
  const where = vp.lastOnly && bx.lastOnly ? 'all of them in the last firefight' : 'some before the last firefight';
  // Where the heuristic's rule costs its side most (fresh ship, six exchanges), in the ship's points.
  const costs = (held: Solved, sign: 1 | -1) =>
    BOARDERS.flatMap((b) => MARINES.map((m) => ({ b, m, cost: sign * (fresh(held, b, m).value - fresh(eq, b, m).value), capture: fresh(held, b, m).capture })))
      .filter((c) => c.cost > 1e-9)
      .sort((x, y) => y.cost - x.cost);
  const defendCosts = costs(heldD, 1);
  const sabotageCosts = costs(heldB, -1);
  const describeCost = (c: { b: number; m: number; cost: number; capture: number }, who: string) =>
    `${c.b} Boarder${c.b === 1 ? '' : 's'} against ${c.m} Marine${c.m === 1 ? '' : 's'}: ${who} ${num(c.cost)} of the ship's points (capture ${pct(fresh(eq, c.b, c.m).capture)} at equilibrium, ${pct(c.capture)} with the rule)`;
  return [
    `Sampled check (every exchange ${n.toLocaleString('en-US')} trials, seed ${result.seed}, the game's pool roller): ${inside} of ${rows.length} exact means inside their 95% intervals (${percent(inside / Math.max(1, rows.length), 1)}), the farthest ${shown(worst, 1)} standard errors off. Arms share their dice streams (common random numbers): exchanges whose rolls are the same pools read the same dice trial by trial (a side of 1 or 2 rolls 2 dice, so many cells roll alike), so their values miss together and these are not ${rows.length} independent checks. Every number below is exact.`,
    `JW-096, the boarding as a game (exact; a ${ship.name}, ${ship.structure.length} Structure boxes; up to ${EXCHANGES} firefights, one per activation of a ship boarded on the first Game Turn; Boarders 1-${maxB}, Marines 1-${maxM}; worth to the boarders' player in the ship's points: a capture ${CAPTURE_SWING}, a Crippled ship 1). Over all ${vp.states} states (firefights left, Boarders, Marines, boxes already marked) the equilibrium is pure in ${vp.states - vp.mixed}: the boarders Sabotage in ${vp.sabotage} and the defenders Defend in ${vp.defend}. Valuing each Structure box marked at its share of the ship as well (reading boxes): Sabotage in ${bx.sabotage}, Defend in ${bx.defend}, mixed in ${bx.mixed}; ${where}.`,
    `JW-096 verdict: ${pure ? 'the secret choice is not a guessing game: no state has a mixed equilibrium, and' : `${vp.mixed + bx.mixed} states have a mixed equilibrium, but`} Engage against Engage is the equilibrium in ${vp.engage} of the ${vp.states} states (${bx.engage} under reading boxes): a Sabotage (one roll of the Boarders' dice on a Precise table, mostly Rating Damage; a Structure box only from a T or Q) rarely brings the ship nearer to being Crippled than Engaging brings it to capture, and Defend only diminishes the defenders' own roll, so it pays only to blunt a Sabotage the boarders have no better use for (${where}). Chance of a capture from a fresh ship at equilibrium over six firefights, by Boarders (1-${maxB}): ${captures}. A designer who wants the three options to matter could make Defend cost the boarders something (for example, Defend diminishes the Boarders' Engage too) or let Sabotage strike the Marines' quarters.`,
    `Engine finding: until this report the heuristic player's firefight rule (jovian-wars/ai.ts) was that the side behind Sabotages (boarders) or Defends (defenders); it now Engages on both sides. Under the old rule, Defending when outnumbered hands the boarders points: ${defendCosts.slice(0, 3).map((c) => describeCost(c, 'the defenders lose')).join('; ') || 'nowhere'}${defendCosts.length > 3 ? ` (${defendCosts.length} of ${BOARDERS.length * MARINES.length} starting states cost something)` : ''}. Sabotaging when outnumbered gives up the boarders' capture chances: ${sabotageCosts.slice(0, 3).map((c) => describeCost(c, 'the boarders lose')).join('; ') || 'nowhere'}. ${engageAll(eq) ? 'At equilibrium both sides Engage in every one of these starting states.' : 'At equilibrium some of these starting states call for Sabotage or Defend.'}`,
    `Rules at their default readings (opposed=${variant}). Not valued: Rating Damage and Critical Hits (Sabotage's worth is a lower bound), repairs, the ship's own actions while Boarded, more boarders arriving. The Sabotage's damage is worked out on a fresh ship (a Precise D goes to the strongest system, T and Q to Structure), so boxes marked earlier change only when the ship is Crippled.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'jw-boarding-firefight',
  title: 'Boarding firefight: Engage, Defend or Sabotage, solved as a game',
  question: 'Is the secret Engage / Defend / Sabotage choice of a boarding firefight a real guessing game, and what do both sides play at equilibrium (JW-096)?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'States › Boarded', catalogue: ['JW-096'] },
  arms: ARMS,
  metrics: {
    boardersLost: { kind: 'mean', label: 'Boarders lost in one exchange' },
    marinesLost: { kind: 'mean', label: 'Marines lost in one exchange' },
    structure: { kind: 'mean', label: 'Structure boxes marked by the Sabotage' },
    rating: { kind: 'mean', label: 'Rating Damage done by the Sabotage' },
  },
  batch: batch(),
  precision: { targetHalfWidth: 0.01, budget: 200_000 },
  chunkSize: 16384,
  answer,
  charts: [{ kind: 'heatmap', metric: METRIC.marinesLost, x: 'boarders', y: 'marines', where: { choices: 'engage/engage' }, title: 'JW-096: Marines lost in one firefight, both sides Engaging' }],
});

/** For tests: the readings this report solves under. */
export const READINGS = SABOTAGE_WORTH;
