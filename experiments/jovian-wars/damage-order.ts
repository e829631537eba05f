/**
 * Jovian Wars, the order a hit's results are resolved in and the Catastrophic Damage rolls after it, exact from
 * src/systems/jovian-wars/damageOrder.ts and sampled as a check (002_f697cf6215cb147c.txt):
 *
 * - JW-010 / JW-082 (Damage › Capital Ship Damage: "Lowest Magnitude first, i.e. D before T before Q+ ... This is
 *   to increase the likelihood of more Ratings being 0 when making a roll on the Catastrophic Damage Table"): one
 *   gun's roll on a Tengu near the end of its Structure, P(Crippled), P(Dead), P(Explode), with each roll made the
 *   moment a result calls for it ("must immediately roll") and the results resolved lowest-first (the rulebook),
 *   highest-first, or in the attacker's best order; and the `after-hit` reading, every roll after the whole hit (the
 *   engine's timing before jw-scenarios, now variant catastrophic-timing=after-hit; the game's default is now
 *   `immediate`, the lowest-first reading here).
 * - JW-087 (States › Crippled: each Crippled ship rolls when "You start the Deployment Phase of a turn"): a Crippled
 *   ship's survival turn by turn, by the Systems at 0 (constant: no further damage, no Repair).
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { checkSummary, exactComparisons, type Comparison, type ExactValues } from './_exactCheck.ts';
import { percent, shown } from '../../src/report/format.ts';
import { exactPool, rollPool, type PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { DEFENSE, SENSORS, STRUCTURE, THRUSTERS } from '../../src/systems/jovian-wars/damage.ts';
import { catastrophicOdds, exactFate, FATE_KEYS, pathFor, sampleFate, type CatastrophicTiming, type DamageOrder, type RollPath, type ShipBefore } from '../../src/systems/jovian-wars/damageOrder.ts';
import { GAME_TURNS } from '../../src/systems/jovian-wars/rules.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';

/** The ship hit: the Tengu (Structure 3, Defense 4-3-2-1, Sensors 3-2-1, Thrusters 2-1; Defense and Sensors printed). */
export const TARGET = 'tengu';
/**
 * Its state before the hit: on its last Structure box or two boxes from Crippled, with its ratings intact or `worn`
 * (one box left on each of Defense, Sensors and Thrusters: the hit's D results can zero them). An already Crippled
 * ship rolls exactly as often as one on its last box (each Structure lost is a roll either way), so it adds no cell.
 */
export const SHIP_STATES = ['last-box', 'last-box-worn', 'two-left-worn'] as const;
export type ShipState = (typeof SHIP_STATES)[number];
/** The gun's roll: Base dice on the standard table, unopposed, no escalation (a Kinetic Cannon or a Beam's pool of that size, say). */
export const HIT_DICE = [4, 6, 8] as const;
/**
 * How the hit is resolved: every roll after the whole hit (`after-hit`: the engine's old timing, no longer the game's,
 * so named for what it does rather than "game"), or each roll as a result calls for it in one of the three orders
 * (the game's default since jw-scenarios is lowest-first).
 */
export const READINGS = ['after-hit', 'lowest-first', 'highest-first', 'attacker-choice'] as const;
export type Reading = (typeof READINGS)[number];
/** JW-087: Systems at 0 on the Crippled ship (Defense, Sensors, Thrusters: catastrophic-traits=ratings). */
export const ZEROED = [0, 1, 2, 3] as const;
/** Turn-start rolls a ship Crippled in turn 1 faces: turns 2-7 (flow.ts beginTurn). */
export const TURN_ROLLS = GAME_TURNS - 1;

export type HitCell = { part: 'hit'; state: ShipState; dice: number; reading: Reading };
export type CrippledCell = { part: 'crippled'; zeroed: number };
export type Cell = HitCell | CrippledCell;

/** The Tengu's tracks in a state. */
export function shipOf(state: ShipState): ShipBefore {
  const card = CARDS.get(TARGET) as CapitalCard;
  const tracks = [card.structure, card.defense, card.sensors, card.thrusters, card.marines];
  const marked = [0, 0, 0, 0, 0];
  marked[STRUCTURE] = tracks[STRUCTURE].length - (state === 'two-left-worn' ? 2 : 1);
  if (state.endsWith('worn')) for (const r of [DEFENSE, SENSORS, THRUSTERS]) marked[r] = tracks[r].length - 1;
  return { tracks, marked, crippled: false };
}

const poolOf = (dice: number): PoolParams => ({ base: dice, flex: 0, macro: 0 });
const orderOf = (r: Reading): DamageOrder => (r === 'after-hit' ? 'lowest-first' : r);
const timingOf = (r: Reading): CatastrophicTiming => (r === 'after-hit' ? 'after-hit' : 'per-result');

/**
 * `fate` is every arm's: a hit arm's ship after the hit, a Crippled arm's ship by the end of the game (still Crippled,
 * Dead or Exploded). The report reads a distribution an arm never records as 0% of its trials (the Crippled arms' fate
 * once showed 0% everywhere beside their Dead 66.5%), so the two parts share it. `rolls` alone is one part's: a hit arm
 * makes no turn-start roll, and its rows there are unrecorded, not measured zeros.
 */
export const METRIC = { fate: 'fate', destroyed: 'destroyed', explode: 'explode', rolls: 'rolls' } as const;
/** JW-087's keys: destroyed at the k-th turn-start roll (Dead or Explode), or still on the table after the last. */
export const ROLL_KEYS = [...Array.from({ length: TURN_ROLLS }, (_, k) => `turn ${k + 2}`), 'survives'] as const;

export interface Exact {
  fate: number[];
  destroyed: number;
  explode: number;
  rolls: number[];
  /** JW-087's fate by the end: survives (still Crippled), Dead, Exploded; the `fate` metric's last three keys. */
  crippledFate: number[];
}

/** JW-087 exact: P(destroyed at turn-start roll k), P(survives all), and the fate by the end. */
export function exactCrippled(z: number): { rolls: number[]; fate: number[] } {
  const [none, dead, explode] = catastrophicOdds(z);
  const rolls = ROLL_KEYS.map((_, k) => (k < TURN_ROLLS ? none ** k * (1 - none) : none ** TURN_ROLLS));
  const out = (1 - none ** TURN_ROLLS) / Math.max(1e-300, 1 - none);
  return { rolls, fate: [none ** TURN_ROLLS, dead * (none === 1 ? 0 : out), explode * (none === 1 ? 0 : out)] };
}

const exactCache = new Map<string, Exact>();
export function exact(cell: Cell): Exact {
  const key = JSON.stringify(cell);
  let e = exactCache.get(key);
  if (!e) {
    if (cell.part === 'hit') {
      const f = exactFate(shipOf(cell.state), exactPool(poolOf(cell.dice)), orderOf(cell.reading), 'standard', timingOf(cell.reading));
      e = { fate: [f.intact, f.crippled, f.dead, f.explode], destroyed: f.dead + f.explode, explode: f.explode, rolls: [], crippledFate: [] };
    } else {
      const c = exactCrippled(cell.zeroed);
      e = { fate: [0, ...c.fate], destroyed: c.fate[1] + c.fate[2], explode: c.fate[2], rolls: c.rolls, crippledFate: c.fate };
    }
    exactCache.set(key, e);
  }
  return e;
}

export const hitArmId = (state: ShipState, dice: number, reading: Reading) => `hit-${state}-${dice}d-${reading}`;
export const crippledArmId = (z: number) => `crippled-${z}-zeroed`;

export const ARMS: ArmSpec<Cell>[] = [
  ...SHIP_STATES.flatMap((state) =>
    HIT_DICE.flatMap((dice) =>
      READINGS.map((reading) => ({
        id: hitArmId(state, dice, reading),
        label: `JW-010 Tengu ${state}, ${dice}B, ${reading}`,
        params: { part: 'hit', state, dice, reading } as Cell,
        coords: { part: 'hit', state, dice, reading },
        baseline: reading === 'lowest-first' ? null : hitArmId(state, dice, 'lowest-first'),
      })),
    ),
  ),
  ...ZEROED.map((z) => ({ id: crippledArmId(z), label: `JW-087 Crippled, ${z} Systems at 0`, params: { part: 'crippled', zeroed: z } as Cell, coords: { part: 'crippled', 'Systems at 0': z }, baseline: null })),
];

/** Sampled: the gun's roll from the game's pool roller, then each Catastrophic roll of its path a d6; a Crippled ship's turn-start rolls likewise. */
function batch(): BatchFunction<Params> {
  const prepared = new WeakMap<Params, (rng: Xoshiro128, n: number, tally: Tally) => void>();
  return (params, rng, n, tally) => {
    let run = prepared.get(params);
    if (!run) {
      const cell = params as unknown as Cell;
      const d6 = (r: Xoshiro128) => () => r.nextInt(1, 6);
      if (cell.part === 'hit') {
        const ship = shipOf(cell.state);
        const paths = new Map<number, RollPath>();
        const pool = poolOf(cell.dice);
        run = (r, count, t) => {
          const fate = t.histogram(METRIC.fate);
          const die = d6(r);
          let destroyed = 0;
          let explode = 0;
          for (let i = 0; i < count; i++) {
            const code = rollPool(pool, r);
            let path = paths.get(code);
            if (!path) {
              path = pathFor(ship, code, orderOf(cell.reading), 'standard', timingOf(cell.reading));
              paths.set(code, path);
            }
            const f = sampleFate(path, die);
            fate[f]++;
            if (f >= 2) destroyed++;
            if (f === 3) explode++;
          }
          t.proportion(METRIC.destroyed, destroyed);
          t.proportion(METRIC.explode, explode);
        };
      } else {
        const path: RollPath = { zeroed: new Int8Array(1).fill(cell.zeroed), crippled: true };
        run = (r, count, t) => {
          const rolls = t.histogram(METRIC.rolls);
          const fates = t.histogram(METRIC.fate);
          const die = d6(r);
          let destroyed = 0;
          let explode = 0;
          for (let i = 0; i < count; i++) {
            let k = 0;
            let f = 1;
            for (; k < TURN_ROLLS; k++) {
              f = sampleFate(path, die);
              if (f >= 2) break;
            }
            rolls[k]++;
            // FATE_KEYS: a ship that survives every roll ends the game Crippled (1), else Dead (2) or Exploded (3).
            fates[f]++;
            if (f >= 2) destroyed++;
            if (f === 3) explode++;
          }
          t.proportion(METRIC.destroyed, destroyed);
          t.proportion(METRIC.explode, explode);
        };
      }
      prepared.set(params, run);
    }
    run(rng, n, tally);
  };
}

const pct = (p: number) => percent(p, 1);
const cellOf = (id: string) => ARMS.find((a) => a.id === id)!.params as Cell;
const ex = (id: string) => exact(cellOf(id));

/** Each exact value next to its sampled estimate (_exactCheck.ts). */
export function comparisons(result: ExperimentResult): Comparison[] {
  return exactComparisons(result, ARMS, (p) => exact(p as Cell) as unknown as ExactValues, Object.values(METRIC));
}

export function sampledCheck(result: ExperimentResult): string {
  const rows = comparisons(result);
  const { inside, worst } = checkSummary(rows);
  const n = result.arms[0]?.trials ?? 0;
  return `Sampled check (every arm ${n.toLocaleString('en-US')} trials, seed ${result.seed}: the gun's roll from the game's pool roller, attackPool.ts rollPool, each Catastrophic roll a d6): ${inside} of ${rows.length} exact values (every outcome that is neither impossible nor certain) lie inside their 95% intervals (${pct(inside / Math.max(1, rows.length))}), the farthest ${shown(worst, 1)} standard errors off. Arms share their dice streams (common random numbers): the four readings of a cell roll the same guns, and their intervals miss together, so these are far fewer than ${rows.length} independent checks. Every number below is exact, so it carries no interval.`;
}

const byDice = (state: ShipState, reading: Reading, f: (e: Exact) => number) => HIT_DICE.map((d) => pct(f(ex(hitArmId(state, d, reading))))).join(' / ');
const STATE_NAMES: Record<ShipState, string> = {
  'last-box': 'on its last Structure box, ratings intact',
  'last-box-worn': 'on its last Structure box with one box left on each of Defense, Sensors and Thrusters',
  'two-left-worn': 'two Structure boxes from Crippled with one box left on each rating',
};

function orderAnswer(): string[] {
  const rows = SHIP_STATES.map(
    (state) =>
      `${STATE_NAMES[state]}: Destroyed lowest-first ${byDice(state, 'lowest-first', (e) => e.destroyed)} (Explode ${byDice(state, 'lowest-first', (e) => e.explode)}), highest-first ${byDice(state, 'highest-first', (e) => e.destroyed)} (Explode ${byDice(state, 'highest-first', (e) => e.explode)}), the attacker's best order ${byDice(state, 'attacker-choice', (e) => e.destroyed)} (Explode ${byDice(state, 'attacker-choice', (e) => e.explode)}); every roll after the hit (the old after-hit timing) ${byDice(state, 'after-hit', (e) => e.destroyed)} (Explode ${byDice(state, 'after-hit', (e) => e.explode)})`,
  );
  const gain = Math.max(...SHIP_STATES.flatMap((s) => HIT_DICE.map((d) => ex(hitArmId(s, d, 'lowest-first')).destroyed - ex(hitArmId(s, d, 'highest-first')).destroyed)));
  const choice = Math.max(...SHIP_STATES.flatMap((s) => HIT_DICE.map((d) => ex(hitArmId(s, d, 'attacker-choice')).destroyed - ex(hitArmId(s, d, 'lowest-first')).destroyed)));
  const gaps = SHIP_STATES.flatMap((s) => HIT_DICE.map((d) => ex(hitArmId(s, d, 'after-hit')).destroyed - Math.max(...READINGS.slice(1).map((r) => ex(hitArmId(s, d, r)).destroyed))));
  const gameGap = Math.max(...gaps.map((g) => -g), ...gaps);
  const gameMost = gaps.every((g) => g >= -1e-12);
  const intact = SHIP_STATES.filter((s) => !s.endsWith('worn')).every((s) => HIT_DICE.every((d) => Math.abs(ex(hitArmId(s, d, 'lowest-first')).destroyed - ex(hitArmId(s, d, 'highest-first')).destroyed) < 1e-12));
  return [
    `JW-010 / JW-082, one gun's roll of ${HIT_DICE.join(' / ')} Base dice (standard table, unopposed) on a ${CARDS.get(TARGET)!.name} (exact, damageOrder.ts; the Critical Hits as the game resolves them: the strongest remaining rating, then a weapon). With the Catastrophic roll made the moment a result calls for it ("must immediately roll", Structure Damage) and the rest of the hit resolved only if the ship survives it: ${rows.join('; ')}.`,
    `JW-010 / JW-082 verdict: the rulebook's lowest-first order does what its reason says, but only on a ship whose ratings a D can still zero: it Destroys up to ${shown(100 * gain, 1)} percentage points more often than highest-first (the D results zero a rating before the T's Structure loss calls for the roll)${intact ? `; with the ratings intact the order changes nothing (a single D cannot zero a rating of 2 or more boxes here, so the count at the roll is the same)` : ''}. The attacker choosing the order would gain at most ${shown(100 * choice, 1)} points over lowest-first. The after-hit reading makes every roll after the whole hit (catastrophic-timing=after-hit, the engine's default before jw-scenarios), counting every rating the hit zeroes, its Critical Hits included, where the order changes nothing; ${gameMost ? `so in every cell here it Destroys at least as often as any order made immediately (at most ${shown(100 * gameGap, 1)} points more)` : `it differs from the best immediate order by up to ${shown(100 * gameGap, 1)} points here`}. The game now plays the roll immediately, lowest-first (catastrophic-timing=immediate, jobs.ts applyCapitalResults), the lowest-first reading here.`,
  ];
}

function crippledAnswer(): string[] {
  const rows = ZEROED.map((z) => {
    const e = ex(crippledArmId(z));
    const [none] = catastrophicOdds(z);
    const alive = Array.from({ length: TURN_ROLLS }, (_, k) => pct(none ** (k + 1))).join(' / ');
    return `${z} Systems at 0: each roll leaves it ${pct(none)}; still on the table after the Deployment Phase of turns 2-${GAME_TURNS}: ${alive}; by the end Dead ${pct(e.crippledFate[1])}, Exploded ${pct(e.crippledFate[2])}`;
  });
  return [
    `JW-087, a Crippled ship's turn-start rolls (exact; States › Crippled: it rolls when "You start the Deployment Phase of a turn", which the game makes at the start of turns 2-${GAME_TURNS}, flow.ts beginTurn; 1d6 + Systems at 0: 6-7 Dead, 8+ Explode). For a ship Crippled in turn 1 whose count does not change: ${rows.join('; ')}. A ship Crippled in turn t faces ${GAME_TURNS} - t of these rolls, besides the one on entering the state; further damage (each Structure it would lose is another roll) or Repair (fewer Systems at 0) changes the count between rolls, which a game, not this kernel, plays.`,
    `JW-087 verdict: with its ratings intact only a 6 destroys a Crippled ship (Dead, ${pct(1 - catastrophicOdds(0)[0])} a roll; it never Explodes), so it lasts the game ${pct(ex(crippledArmId(0)).crippledFate[0])} of the time and scores nothing while it does (Victory Points: a Crippled ship is worth 0); with all three at 0 it is gone within two turns ${pct(1 - catastrophicOdds(3)[0] ** 2)} of the time and Explodes ${pct(ex(crippledArmId(3)).crippledFate[2])} over the game, a hazard to everything within 6".`,
  ];
}

const RULES =
  'Rules at their default readings (catastrophic-traits=ratings: Defense, Sensors and Thrusters count). Fixed choices the engine makes for a player: Critical Hits on the strongest remaining rating (ties: Defense, Sensors, Thrusters), then a weapon; a Rating Damage on a rating with no box left goes to the rating with most boxes left. The Tengu card is partly printed (Structure 3, Defense 4, Sensors 3), the rest illustrative.';

export function answer(result: ExperimentResult): string[] {
  return [sampledCheck(result), ...orderAnswer(), ...crippledAnswer(), RULES];
}

export default defineExperiment<Cell>({
  id: 'jw-damage-order',
  title: "The order of a hit's results, and a Crippled ship's turn-start rolls, exact",
  question:
    "How much does resolving a hit's results lowest Magnitude first (rather than highest first or in the attacker's choice of order) raise P(Dead) and P(Explode) (JW-010, JW-082), and how long does a Crippled ship last on its turn-start Catastrophic rolls (JW-087)?",
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Damage › Capital Ship Damage; Damage › Catastrophic Damage Table; States › Crippled', catalogue: ['JW-010', 'JW-082', 'JW-087'] },
  arms: ARMS,
  metrics: {
    [METRIC.fate]: { kind: 'distribution', label: 'The ship after the hit (JW-087 arms: the Crippled ship by the end of the game)', keys: FATE_KEYS },
    [METRIC.destroyed]: { kind: 'proportion', label: 'Destroyed (Dead or Explode)' },
    [METRIC.explode]: { kind: 'proportion', label: 'Explodes' },
    [METRIC.rolls]: { kind: 'distribution', label: 'Destroyed at the turn-start roll of', keys: ROLL_KEYS },
  },
  batch: batch(),
  precision: { budget: 65_536 },
  chunkSize: 8192,
  answer,
  charts: [
    { kind: 'heatmap', metric: METRIC.destroyed, x: 'reading', y: 'state', where: { part: 'hit', dice: 6 }, title: 'JW-010: the Tengu Destroyed by a 6-die roll, by state and order' },
    { kind: 'heatmap', metric: METRIC.explode, x: 'reading', y: 'state', where: { part: 'hit', dice: 6 }, title: 'JW-010: the Tengu Exploding after a 6-die roll, by state and order' },
    { kind: 'distribution', metric: METRIC.rolls, where: { part: 'crippled' }, title: "JW-087: the Crippled ship's turn-start roll that destroys it, by Systems at 0" },
  ],
});
