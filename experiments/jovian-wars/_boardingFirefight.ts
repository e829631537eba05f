/**
 * The boarding firefight (002_f697cf6215cb147c.txt, States › Boarded) as a game of secret simultaneous choices, for
 * jw-boarding-firefight (JW-096): the Boarders pick Engage or Sabotage, the defending Marines Engage or Defend, both
 * revealed together, once per activation of the boarded ship. The rolls are the engine's (boarding.ts: the loss scales,
 * the Sabotage plan, attackPool.ts's pools and opposed roll, damage.ts's Precise table), so the numbers here are the
 * ones the game plays.
 *
 * One exchange (`exchange`): the joint distribution of Boarders lost, Marines lost and the Sabotage's damage to the
 * ship, exactly (the pools' exact code distributions) and sampled (`rollExchange`, the game's pool roller) as a check.
 *
 * The whole boarding (`solveBoarding`): a zero-sum stochastic game over (exchanges left, Boarders, Marines), solved
 * backwards, each state a 2 x 2 matrix game solved exactly (a saddle point, else the mixed equilibrium). Its payoff to
 * the boarders' player is in the boarded ship's Victory Points (Victory Points: a Captured ship scores 1.5x for its
 * captor and 0 for its owner, so a capture swings 2.5 of its points; a Crippled one scores 0):
 * - capture: 2.5;
 * - Sabotage: each Structure box it marks, 1 / (the ship's Structure boxes) — the box's share of the ship's points
 *   were the ship Crippled box by box; under the reading `ratings` each Rating Damage counts as much again (the
 *   default `structure` values it at 0). Critical Hits are not valued, nor is a box's worth raised by damage already
 *   taken, so the two readings bracket what a Sabotage is worth rather than pin it.
 */
import { CODE_COUNT } from '../../src/dice/setMagnitudes.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { exactAttack, exactPool, finalCode, rollPool, type PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { DEFEND_LOSSES, ENGAGE_LOSSES, losses, sabotagePlan } from '../../src/systems/jovian-wars/boarding.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { damageCapital, newTally } from '../../src/systems/jovian-wars/damage.ts';
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';

/** The boarders' choices (rows) and the defenders' (columns), in the order the matrices use. */
export const BOARDER_CHOICES = ['engage', 'sabotage'] as const;
export const DEFENDER_CHOICES = ['engage', 'defend'] as const;
export type BoarderChoice = (typeof BOARDER_CHOICES)[number];
export type DefenderChoice = (typeof DEFENDER_CHOICES)[number];

/** What a capture swings, in the ship's points (Victory Points: Captured 1.5 to the captor, 0 to the owner). */
export const CAPTURE_SWING = 2.5;

/** One outcome of an exchange and its probability. */
export interface Outcome {
  p: number;
  boardersLost: number;
  marinesLost: number;
  /** Structure boxes the Sabotage marks (on the fresh ship; past the last box counted too), and its Rating Damage. */
  structure: number;
  rating: number;
}

/** The ship boarded: its card (a capital ship with Marines). */
export function shipCard(id: string): CapitalCard {
  const card = CARDS.get(id);
  if (!card || card.kind !== 'capital') throw new Error(`jw-boarding-firefight: ${id} is not a capital ship`);
  return card as CapitalCard;
}

/** Per Sabotage code: the Structure boxes and Rating Damage it does to the fresh ship (Precise table: damage.ts). */
const sabotageCache = new Map<string, { structure: Int8Array; rating: Int8Array }>();
export function sabotageDamage(ship: string): { structure: Int8Array; rating: Int8Array } {
  let d = sabotageCache.get(ship);
  if (!d) {
    const c = shipCard(ship);
    d = { structure: new Int8Array(CODE_COUNT), rating: new Int8Array(CODE_COUNT) };
    for (let code = 0; code < CODE_COUNT; code++) {
      const tracks = { tracks: [c.structure, c.defense, c.sensors, c.thrusters, c.marines], marked: new Int8Array(5) };
      const tally = newTally();
      damageCapital(tracks, code, 'precise', tally);
      d.structure[code] = tally.structure + tally.overflow;
      d.rating[code] = tally.rating;
    }
    sabotageCache.set(ship, d);
  }
  return d;
}

const pool = (dice: number): PoolParams => ({ base: dice, flex: 0, macro: 0 });

/** Sums a code distribution by a per-code value into value -> probability. */
function byValue(dist: Float64Array, value: (code: number) => number): Map<number, number> {
  const out = new Map<number, number>();
  for (let code = 0; code < dist.length; code++) if (dist[code] > 0) out.set(value(code), (out.get(value(code)) ?? 0) + dist[code]);
  return out;
}

/**
 * One exchange's outcomes, exactly (States › Boarded): Engage rolls the side's rating in Base dice (D 1, T 2, Q+ all
 * of the other side); Defend diminishes the defenders' Engage; Sabotage against Engage is an unopposed roll of the
 * Boarders' dice, against Defend an opposed roll with the Marines as the secondary, its results Precise damage to the
 * ship. Both sides roll before either loses anyone (boarding.ts endFirefight).
 */
export function exchange(boarders: number, marines: number, b: BoarderChoice, d: DefenderChoice, ship: string, variant: OpposedVariant): Outcome[] {
  const damage = sabotageDamage(ship);
  // Sabotage against Defend: the opposed roll alone, nobody lost.
  if (b === 'sabotage' && d === 'defend') {
    const dist = exactAttack(sabotagePlan(boarders, marines), variant);
    const out = new Map<number, Outcome>();
    for (let code = 0; code < dist.length; code++) {
      if (dist[code] === 0) continue;
      const key = damage.structure[code] * 64 + damage.rating[code];
      const o = out.get(key) ?? { p: 0, boardersLost: 0, marinesLost: 0, structure: damage.structure[code], rating: damage.rating[code] };
      o.p += dist[code];
      out.set(key, o);
    }
    return [...out.values()];
  }
  // The defenders' roll (Engage, or diminished for Defend) kills Boarders; the boarders' Engage kills Marines, or their Sabotage damages the ship.
  const defenders = byValue(exactPool(pool(marines)), (code) => Math.min(boarders, losses(code, d === 'defend' ? DEFEND_LOSSES : ENGAGE_LOSSES)));
  const attackers =
    b === 'engage'
      ? byValue(exactPool(pool(boarders)), (code) => Math.min(marines, losses(code, ENGAGE_LOSSES)))
      : byValue(exactAttack(sabotagePlan(boarders, 0), variant), (code) => 1000 + damage.structure[code] * 64 + damage.rating[code]);
  const out: Outcome[] = [];
  for (const [lost, p] of defenders) {
    for (const [value, q] of attackers) {
      const sabotage = value >= 1000;
      const code = value - 1000;
      out.push({ p: p * q, boardersLost: lost, marinesLost: sabotage ? 0 : value, structure: sabotage ? code >> 6 : 0, rating: sabotage ? code & 63 : 0 });
    }
  }
  return out;
}

/** One exchange rolled as the game rolls it (the sampled check): the same outcome fields, drawn from `rng`. */
export function rollExchange(boarders: number, marines: number, b: BoarderChoice, d: DefenderChoice, ship: string, variant: OpposedVariant, rng: Xoshiro128, out: Outcome): void {
  const damage = sabotageDamage(ship);
  out.p = 1;
  out.boardersLost = 0;
  out.marinesLost = 0;
  out.structure = 0;
  out.rating = 0;
  if (b === 'sabotage' && d === 'defend') {
    const plan = sabotagePlan(boarders, marines);
    const primary = rollPool(plan.poolParams, rng);
    const code = finalCode(plan, primary, rollPool(plan.opposed!, rng), variant);
    out.structure = damage.structure[code];
    out.rating = damage.rating[code];
    return;
  }
  out.boardersLost = Math.min(boarders, losses(rollPool(pool(marines), rng), d === 'defend' ? DEFEND_LOSSES : ENGAGE_LOSSES));
  if (b === 'engage') {
    out.marinesLost = Math.min(marines, losses(rollPool(pool(boarders), rng), ENGAGE_LOSSES));
    return;
  }
  const plan = sabotagePlan(boarders, 0);
  const code = finalCode(plan, rollPool(plan.poolParams, rng), 0, variant);
  out.structure = damage.structure[code];
  out.rating = damage.rating[code];
}

/** A 2 x 2 zero-sum game's solution: the row player (maximising) plays row 0 with `row`, the column player column 0 with `col`. */
export interface MatrixSolution {
  value: number;
  row: number;
  col: number;
}

/**
 * Solves [[a, b], [c, d]] for the row player's maximum guaranteed payoff: a saddle point when max-min equals min-max
 * (pure strategies; the first row and column on ties), else the unique mixed equilibrium.
 */
export function solve2x2(a: number, b: number, c: number, d: number): MatrixSolution {
  const rowMin0 = Math.min(a, b);
  const rowMin1 = Math.min(c, d);
  const colMax0 = Math.max(a, c);
  const colMax1 = Math.max(b, d);
  const maxmin = Math.max(rowMin0, rowMin1);
  const minmax = Math.min(colMax0, colMax1);
  // Ties within rounding (the same chances summed in another order) count as ties: the first row and column.
  if (maxmin >= minmax - TIE) {
    const row = rowMin0 >= rowMin1 - TIE ? 1 : 0;
    const col = colMax0 <= colMax1 + TIE ? 1 : 0;
    return { value: maxmin, row, col };
  }
  const den = a - b - c + d;
  return { value: (a * d - b * c) / den, row: (d - c) / den, col: (d - b) / den };
}

const TIE = 1e-12;

/** A state's equilibrium: the chance the boarders Sabotage and the defenders Defend, the value, and the chances the boarding ends in a capture or a Crippled ship. */
export interface StateSolution {
  sabotage: number;
  defend: number;
  value: number;
  capture: number;
  crippled: number;
}

/**
 * What the boarding is worth to the boarders' player, in the ship's points (Victory Points: Captured 1.5x to the
 * captor and 0 to the owner, Crippled 0): `vp` scores only how it ends (a capture 2.5, a Crippled ship 1, anything
 * else 0: a damaged ship still scores in full); `boxes` also gives each Structure box marked its share of the ship
 * (1 / its boxes) when the boarding ends otherwise, for what the damage costs the ship's fighting worth.
 */
export const SABOTAGE_WORTH = ['vp', 'boxes'] as const;
export type SabotageWorth = (typeof SABOTAGE_WORTH)[number];

/**
 * The boarding solved backwards (with `fixed`, a side held to a rule and the other playing its best answer):
 * solution[h][b][m][k] with h exchanges left (0: none), b Boarders, m Marines and k of
 * the ship's Structure boxes marked by Sabotage. It ends when the Boarders are gone, at a capture (Marines 0 with
 * Boarders aboard), when the ship is Crippled (its last box marked), or when no exchange is left. The capture and
 * Crippled chances are the ones the equilibrium's strategies give.
 */
/** A side's fixed rule by (Boarders, Marines): its choice's index (0 Engage, 1 Sabotage or Defend). */
export type FixedRule = (boarders: number, marines: number) => 0 | 1;

/**
 * The engine's heuristic (jovian-wars/ai.ts, case 'firefight'): the side that is not behind Engages; behind, the
 * boarders Sabotage and the defenders Defend.
 */
export const HEURISTIC_BOARDERS: FixedRule = (b, m) => (b >= m ? 0 : 1);
export const HEURISTIC_DEFENDERS: FixedRule = (b, m) => (m >= b ? 0 : 1);

/** A 2 x 2 game where a side may be held to a fixed choice: the other then plays its best answer. */
function play(cells: readonly number[], boarders: 0 | 1 | null, defenders: 0 | 1 | null): MatrixSolution {
  if (boarders !== null && defenders !== null) return { value: cells[2 * boarders + defenders], row: boarders === 0 ? 1 : 0, col: defenders === 0 ? 1 : 0 };
  if (boarders !== null) {
    const [engage, other] = [cells[2 * boarders], cells[2 * boarders + 1]];
    return { value: Math.min(engage, other), row: boarders === 0 ? 1 : 0, col: engage <= other + TIE ? 1 : 0 };
  }
  if (defenders !== null) {
    const [engage, other] = [cells[defenders], cells[2 + defenders]];
    return { value: Math.max(engage, other), row: engage >= other - TIE ? 1 : 0, col: defenders === 0 ? 1 : 0 };
  }
  return solve2x2(cells[0], cells[1], cells[2], cells[3]);
}

export function solveBoarding(exchanges: number, maxBoarders: number, maxMarines: number, ship: string, variant: OpposedVariant, worth: SabotageWorth = 'vp', fixed: { boarders?: FixedRule; defenders?: FixedRule } = {}): StateSolution[][][][] {
  const boxes = shipCard(ship).structure.length;
  const ended = (k: number): StateSolution => ({ sabotage: 0, defend: 0, value: worth === 'boxes' ? k / boxes : 0, capture: 0, crippled: 0 });
  const layer0 = () => Array.from({ length: maxBoarders + 1 }, () => Array.from({ length: maxMarines + 1 }, () => Array.from({ length: boxes }, (_, k) => ended(k))));
  const table: StateSolution[][][][] = [layer0()];
  for (let h = 1; h <= exchanges; h++) {
    const next = table[h - 1];
    const layer = layer0();
    for (let b = 1; b <= maxBoarders; b++) {
      for (let m = 1; m <= maxMarines; m++) {
        // The exchange's outcomes do not depend on the damage already done (a Precise D goes to a rating, T and Q to Structure).
        const outcomes = BOARDER_CHOICES.map((bc) => DEFENDER_CHOICES.map((dc) => exchange(b, m, bc, dc, ship, variant)));
        for (let k = 0; k < boxes; k++) {
          // Each cell: the expected worth from here and the chances of a capture and of a Crippled ship.
          const cell = (i: number, j: number) => {
            let value = 0;
            let capture = 0;
            let crippled = 0;
            for (const o of outcomes[i][j]) {
              const b2 = b - o.boardersLost;
              const m2 = m - o.marinesLost;
              const k2 = k + o.structure;
              if (k2 >= boxes) {
                // Crippled: the ship scores nobody anything (its owner has lost it all).
                value += o.p;
                crippled += o.p;
              } else if (b2 > 0 && m2 === 0) {
                value += o.p * CAPTURE_SWING;
                capture += o.p;
              } else {
                const after = b2 === 0 ? ended(k2) : next[b2][m2][k2];
                value += o.p * after.value;
                capture += o.p * after.capture;
                crippled += o.p * after.crippled;
              }
            }
            return { value, capture, crippled };
          };
          const cells = [cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1)];
          const s = play(cells.map((c) => c.value), fixed.boarders ? fixed.boarders(b, m) : null, fixed.defenders ? fixed.defenders(b, m) : null);
          const weights = [s.row * s.col, s.row * (1 - s.col), (1 - s.row) * s.col, (1 - s.row) * (1 - s.col)];
          const mix = (f: (c: (typeof cells)[number]) => number) => cells.reduce((sum, c, i) => sum + weights[i] * f(c), 0);
          layer[b][m][k] = { sabotage: 1 - s.row, defend: 1 - s.col, value: s.value, capture: mix((c) => c.capture), crippled: mix((c) => c.crippled) };
        }
      }
    }
    table.push(layer);
  }
  return table;
}
