/**
 * The readings js-economy-rules (economy-rules.ts) takes from each Jagged
 * Shards battle beyond the game's own statistics, all pure and hand-checked
 * in tests/experiments/js-economy-rules.test.ts. Rulebook
 * `000_9659637e2373f14e.txt`:
 *
 * - from the event log: the Round 2-5 initiative roll-offs (Ch. 5 Initiative
 *   After Round 1, JS-054), each side's objective captures and recaptures
 *   (Ch. 8 Warp Flare Recovery, JS-058), and what each reinforcement did on
 *   arrival and afterwards (Ch. 8 Reinforcements and Reinforcement
 *   Deployment, JS-066/067);
 * - from the positions while the battle is played (playWatched): the
 *   reinforcement points open to a side that could bring a unit back (Ch. 8
 *   Reinforcement Deployment, JS-042), and the units of each side in control
 *   range of each objective at every End Phase (Ch. 9 Contested Objectives,
 *   JS-070);
 * - the roll-off enumerated exactly through the engine (rollOffOutcomes).
 */
import type { Seat } from '../../src/game/playGame.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { CHANCE, type GameEvent } from '../../src/game/state.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { canReinforce } from '../../src/systems/jagged-shards/activation.ts';
import { clearOfEnemyZone, REINFORCEMENT_POINTS } from '../../src/systems/jagged-shards/board.ts';
import { ruleSpendable } from '../../src/systems/jagged-shards/flares.ts';
import { JaggedState, PHASE } from '../../src/systems/jagged-shards/jaggedState.ts';
import { BOARD_INCHES, FIRST_REINFORCEMENT_ROUND, REINFORCEMENT_CLEARANCE, REINFORCEMENT_EDGE, ROUNDS } from '../../src/systems/jagged-shards/rules.ts';
import type { JaggedSide } from '../../src/systems/jagged-shards/setup.ts';

interface Logged {
  kind: string;
  round?: number;
  seat?: number;
  unit?: string;
  rolls?: [number, number];
  first?: boolean;
  recovered?: number;
  forceRating?: number;
  from?: [number, number];
  to?: [number, number];
  rush?: boolean;
}
const logged = (events: readonly GameEvent[]) => events as unknown as readonly Logged[];

// ---- JS-054: the initiative roll-off ----

/** Counts from one battle's logged roll-offs (Rounds 2-5; Round 1 has the attacker's initiative and the steal). */
export interface RollOffs {
  /** Roll-offs made: a tie rerolled under the default reading is a second roll-off of the same round. */
  rollOffs: number;
  /** Roll-offs with equal rolls. */
  ties: number;
  /** Roll-offs in which the attacker (seat 0, whose roll is logged first) rolled higher. */
  attackerHigher: number;
  /** Rounds whose initiative was rolled for, and those the attacker gained. */
  rounds: number;
  attackerRounds: number;
}

/** The roll-offs of a battle's log: each `initiative` event is one roll-off; one with a `seat` settles its round. */
export function rollOffs(events: readonly GameEvent[]): RollOffs {
  const out: RollOffs = { rollOffs: 0, ties: 0, attackerHigher: 0, rounds: 0, attackerRounds: 0 };
  for (const e of logged(events)) {
    if (e.kind !== 'initiative') continue;
    const [a, b] = e.rolls!;
    out.rollOffs++;
    if (a === b) out.ties++;
    else if (a > b) out.attackerHigher++;
    if (e.seat !== undefined) {
      out.rounds++;
      if (e.seat === 0) out.attackerRounds++;
    }
  }
  return out;
}

/** The engine's answer to one pair of initiative rolls: the seat that gains initiative, or 'again' when both roll again. */
export type RollOffOutcome = 0 | 1 | 'again';

/**
 * Every pair of D100 rolls (attacker's, defender's) played into a battle
 * state at a Round 2 Initiative Phase, under a reading of variant
 * `initiative-tie` (JS-037) with `previous` holding initiative from the
 * round before: how many of the 10,000 give the initiative to seat 0, to
 * seat 1, or roll again. Exact: the engine's own rule (rounds.ts
 * initiative), each pair of faces 1/10,000.
 */
export function rollOffOutcomes(tie: string, previous: number, sides: readonly [JaggedSide, JaggedSide]): Record<'0' | '1' | 'again', number> {
  const base = JaggedState.start(sides, { 'initiative-tie': tie }, Xoshiro128.stream(0, 0), false);
  // The Initiative Phase of Round 2, with `previous` holding initiative from Round 1.
  base.round = 2;
  base.initiative = previous;
  base.phase = PHASE.initiativeRollA;
  const counts = { '0': 0, '1': 0, again: 0 };
  for (let a = 1; a <= 100; a++) {
    for (let b = 1; b <= 100; b++) {
      const s = base.clone();
      s.apply(a);
      s.apply(b);
      const outcome: RollOffOutcome = s.phase === PHASE.initiativeRollA ? 'again' : (s.initiative as 0 | 1);
      counts[outcome]++;
      JaggedState.release(s);
    }
  }
  return counts;
}

// ---- JS-058: captures ----

/** Per seat: first captures, recaptures (a capture of an objective the seat had captured before: no refund, Ch. 8), and first captures whose refund the starting-total cap cut. */
export interface Captures {
  first: [number, number];
  again: [number, number];
  clipped: [number, number];
}

/** A battle's captures from its log; `warpFlares[o]` is objective o's listed Warp Flares (the refund a first capture is due). */
export function captures(events: readonly GameEvent[], warpFlares: readonly number[]): Captures {
  const out: Captures = { first: [0, 0], again: [0, 0], clipped: [0, 0] };
  for (const e of logged(events) as readonly (Logged & { objective: number })[]) {
    if (e.kind !== 'capture') continue;
    const seat = e.seat!;
    if (!e.first) out.again[seat]++;
    else {
      out.first[seat]++;
      if (e.recovered! < warpFlares[e.objective]) out.clipped[seat]++;
    }
  }
  return out;
}

// ---- JS-066 / JS-067: what each reinforcement did ----

/** Counts over a battle's reinforcements (both sides), and the other units' activations they are compared with. */
export interface Careers {
  reinforcements: number;
  /** The sum of their arrival rounds (2-5). */
  arrivalRounds: number;
  /** Arrival activation (Ch. 8: deployment "counts as the unit's activation"): moved (a move that changed its position), Rushes and attacks declared (the rule forbids both), objectives its side captured, activations again in that round. */
  moved: number;
  arrivalRushes: number;
  arrivalAttacks: number;
  arrivalCaptures: number;
  arrivalReactivations: number;
  /** Its activations in the rounds after its arrival, those with an attack declared, the enemy units and Force Rating it destroyed in them. */
  laterActivations: number;
  laterAttacking: number;
  laterKills: number;
  laterForceRating: number;
  /** Reinforcements destroyed again (at any time after arriving). */
  destroyedAgain: number;
  /** For comparison: activations in Rounds 3-5 of units not (or not yet) back as reinforcements, and those with an attack declared. */
  otherActivations: number;
  otherAttacking: number;
}

const LATE_ROUND = FIRST_REINFORCEMENT_ROUND + 1;

/**
 * Follows every reinforcement of a battle through its log. An activation runs
 * from its `activate` or `reinforce` event to the next `activate`,
 * `reinforce`, `pass` or `round-victory`; what happens inside it (move, hold,
 * attack, capture by its side, destroyed enemy units) is its doing. Units are
 * keyed by seat and label (labels repeat across the seats of a mirror match).
 */
export function careers(events: readonly GameEvent[]): Careers {
  const out: Careers = {
    reinforcements: 0, arrivalRounds: 0, moved: 0, arrivalRushes: 0, arrivalAttacks: 0, arrivalCaptures: 0, arrivalReactivations: 0,
    laterActivations: 0, laterAttacking: 0, laterKills: 0, laterForceRating: 0, destroyedAgain: 0, otherActivations: 0, otherAttacking: 0,
  };
  /** Arrival round of each unit back as a reinforcement and still in play. */
  const back = new Map<string, number>();
  /** The activation in progress: its unit's key, seat, and what kind it is. */
  let active: { key: string; seat: number; kind: 'arrival' | 'later' | 'other' | 'early'; attacked: boolean } | null = null;
  const close = () => {
    if (active?.kind === 'later' && active.attacked) out.laterAttacking++;
    if (active?.kind === 'other' && active.attacked) out.otherAttacking++;
    active = null;
  };
  for (const e of logged(events)) {
    switch (e.kind) {
      case 'reinforce': {
        close();
        const key = `${e.seat} ${e.unit}`;
        back.set(key, e.round!);
        out.reinforcements++;
        out.arrivalRounds += e.round!;
        active = { key, seat: e.seat!, kind: 'arrival', attacked: false };
        break;
      }
      case 'activate': {
        close();
        const key = `${e.seat} ${e.unit}`;
        const arrived = back.get(key);
        let kind: 'later' | 'other' | 'early';
        if (arrived === undefined) kind = e.round! >= LATE_ROUND ? 'other' : 'early';
        else if (arrived === e.round) {
          // The rule forbids it (its deployment was its activation); counted to show the engine never allows it.
          out.arrivalReactivations++;
          kind = 'early';
        } else kind = 'later';
        if (kind === 'later') out.laterActivations++;
        if (kind === 'other') out.otherActivations++;
        active = { key, seat: e.seat!, kind, attacked: false };
        break;
      }
      case 'pass':
      case 'round-victory':
        close();
        break;
      case 'move':
        if (active?.kind !== 'arrival') break;
        if (e.from![0] !== e.to![0] || e.from![1] !== e.to![1]) out.moved++;
        if (e.rush) out.arrivalRushes++;
        break;
      case 'attack':
        if (active === null) break;
        active.attacked = true;
        if (active.kind === 'arrival') out.arrivalAttacks++;
        break;
      case 'capture':
        if (active?.kind === 'arrival' && e.seat === active.seat) out.arrivalCaptures++;
        break;
      case 'destroyed': {
        const key = `${e.seat} ${e.unit}`;
        if (back.has(key)) {
          out.destroyedAgain++;
          back.delete(key);
        }
        if (active?.kind === 'later' && e.seat !== active.seat) {
          out.laterKills++;
          out.laterForceRating += e.forceRating!;
        }
        break;
      }
    }
  }
  close();
  return out;
}

// ---- JS-042: reinforcement points, read while the battle is played ----

/**
 * Whether `seat` could bring a unit back now, but for the deployment point
 * (Ch. 8 Reinforcements; activation.ts canReinforce without its point
 * check): Round 2 or later, the Warp Flares for it, and a destroyed unit that
 * has not returned and has not activated this round.
 */
export function reinforcementOpportunity(s: JaggedState, seat: number): boolean {
  if (s.round < FIRST_REINFORCEMENT_ROUND || ruleSpendable(s, seat) < s.setup.rules.reinforcementCost) return false;
  const { first, size } = s.setup.roster;
  for (let u = first[seat]; u < first[seat] + size[seat]; u++) if (s.inPlay[u] === 0 && s.returned[u] === 0 && s.activated[u] === 0) return true;
  return false;
}

/**
 * Whether (x, y) meets Ch. 8 Reinforcement Deployment for `seat`: within 8"
 * of a battlefield edge, at least 8" from the enemy Deployment Zone (so
 * outside it), from every objective and from every enemy unit in play. The
 * engine checks the same three clearances on its candidate line
 * (activation.ts markReinforcementPoints); the test checks the two agree there.
 */
export function legalReinforcementPoint(s: JaggedState, seat: number, x: number, y: number): boolean {
  if (Math.min(x, y, BOARD_INCHES - x, BOARD_INCHES - y) > REINFORCEMENT_EDGE) return false;
  if (!clearOfEnemyZone(1 - seat, x, y)) return false;
  const clear2 = REINFORCEMENT_CLEARANCE * REINFORCEMENT_CLEARANCE;
  for (const o of s.setup.objectives) if ((x - o.x) ** 2 + (y - o.y) ** 2 < clear2) return false;
  const { roster } = s.setup;
  for (let u = roster.first[1 - seat]; u < roster.first[1 - seat] + roster.size[1 - seat]; u++) {
    if (s.inPlay[u] === 1 && (x - s.x[u]) ** 2 + (y - s.y[u]) ** 2 < clear2) return false;
  }
  return true;
}

/** The 1" grid over the whole 8" band along the edges (the engine samples a line 4" inside them, every 4": board.ts REINFORCEMENT_POINTS). */
export const BAND_STEP = 1;

/** Whether any point of the BAND_STEP grid in the 8" band is legal for `seat` now. */
export function bandHasLegalPoint(s: JaggedState, seat: number): boolean {
  for (let x = 0; x <= BOARD_INCHES; x += BAND_STEP) {
    for (let y = 0; y <= BOARD_INCHES; y += BAND_STEP) if (legalReinforcementPoint(s, seat, x, y)) return true;
  }
  return false;
}

/** How many of the engine's candidate points (board.ts REINFORCEMENT_POINTS) are legal for `seat` now. */
export function legalCandidatePoints(s: JaggedState, seat: number): number {
  let count = 0;
  for (const [x, y] of REINFORCEMENT_POINTS) if (legalReinforcementPoint(s, seat, x, y)) count++;
  return count;
}

/** What playWatched saw: reinforcement opportunities per moment and per side-round, and each objective at each End Phase. */
export interface Watch {
  /** Moments (a side about to choose an activation, Round 2 on) at which a side had an opportunity, both sides counted. */
  opportunities: number;
  /** Over those moments, the engine's candidate points that were legal (out of REINFORCEMENT_POINTS.length at each). */
  legalPoints: number;
  /** Of them, those with no legal point on the engine's candidate line (no reinforcement offered). */
  blocked: number;
  /** Of the blocked ones, those where the 1" grid over the whole band had a legal point. */
  bandOpen: number;
  /** Side-rounds with an opportunity, and those in which every opportunity was blocked. */
  sideRounds: number;
  sideRoundsBlocked: number;
  /** Per End Phase (round 1-5) and objective: units of seat 0 and seat 1 in control range, and the owner then (-1 none). */
  endPhases: { round: number; objective: number; units: [number, number]; owner: number }[];
}

function unitsInRange(s: JaggedState, o: number): [number, number] {
  const { roster, objectives, rules } = s.setup;
  const range2 = rules.controlRange * rules.controlRange;
  const out: [number, number] = [0, 0];
  for (let u = 0; u < roster.count; u++) {
    if (s.inPlay[u] === 1 && (s.x[u] - objectives[o].x) ** 2 + (s.y[u] - objectives[o].y) ** 2 <= range2) out[roster.seat[u]]++;
  }
  return out;
}

/**
 * Plays the battle to its end exactly as the match runner does
 * (game/playGame.ts playToEnd: the same calls in the same order, so the same
 * battle), reading positions along the way: before every activation choice
 * from Round 2 on, each side's reinforcement opportunity and whether a point
 * is legal (activation.ts canReinforce, which only reads the state); after
 * the step that ends a round, the units in range of each objective (the End
 * Phase moves no unit, so these are the positions it scored).
 */
export function playWatched(state: JaggedState, seats: readonly [Seat, Seat]): Watch {
  const watch: Watch = { opportunities: 0, legalPoints: 0, blocked: 0, bandOpen: 0, sideRounds: 0, sideRoundsBlocked: 0, endPhases: [] };
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  // Per seat this round: -1 no opportunity yet, 0 every one blocked so far, 1 a point was legal at one.
  const roundState = [-1, -1];
  const closeRound = () => {
    for (const seat of [0, 1]) {
      if (roundState[seat] >= 0) {
        watch.sideRounds++;
        if (roundState[seat] === 0) watch.sideRoundsBlocked++;
      }
      roundState[seat] = -1;
    }
  };
  while (!state.isTerminal()) {
    const round = state.round;
    const mover = state.currentPlayer();
    if (mover === CHANCE) state.applyChance();
    else {
      if (state.phase === PHASE.pick) {
        for (const seat of [0, 1]) {
          if (!reinforcementOpportunity(state, seat)) continue;
          watch.opportunities++;
          watch.legalPoints += legalCandidatePoints(state, seat);
          const open = canReinforce(state, seat);
          if (!open) {
            watch.blocked++;
            if (bandHasLegalPoint(state, seat)) watch.bandOpen++;
          }
          roundState[seat] = Math.max(roundState[seat], open ? 1 : 0);
        }
      }
      state.apply(seats[mover].agent.act(views[mover], seats[mover].rng));
    }
    if (state.round !== round || state.isTerminal()) {
      for (let o = 0; o < state.setup.objectives.length; o++) watch.endPhases.push({ round, objective: o, units: unitsInRange(state, o), owner: state.owner[o] });
      closeRound();
    }
  }
  return watch;
}

// ---- JS-070: control by proximity, not unit quantity ----

/** Each objective at an End Phase, by the units of each side in its control range: none, one side's only, both sides' in equal or in unequal numbers (short, for a chart's axis). */
export const CONTROL_KEYS = ['no unit', 'one side', 'both, equal', 'both, unequal'] as const;

export function controlCase(units: readonly [number, number]): number {
  if (units[0] === 0 && units[1] === 0) return 0;
  if (units[0] === 0 || units[1] === 0) return 1;
  return units[0] === units[1] ? 2 : 3;
}

/**
 * Victory Value an owner did not score because its objective was contested
 * (Ch. 9 Contested Objectives: "no value"; the default `contested=suspends`
 * reading, every-round scoring), per End Phase entry of playWatched.
 */
export function suspendedValue(endPhases: Watch['endPhases'], victoryValue: readonly number[]): number {
  let total = 0;
  for (const e of endPhases) if (e.owner >= 0 && e.units[1 - e.owner] > 0) total += victoryValue[e.objective];
  return total;
}

/**
 * Each round re-scored as if control went by unit quantity: an objective
 * with units of both sides in range scores its Victory Value for the side
 * with more of them there (under the rule it scores for nobody). `totals`
 * are the round totals as played (roundScore, [A0, B0, A1, B1, ...]). For
 * each round 1-5, 1 when its result (won by a side, or tied) would differ.
 * Only this round's scoring changes: a re-score of the same positions, not a
 * replay (control, captures and play would differ under such a rule).
 */
export function quantityRescore(endPhases: Watch['endPhases'], victoryValue: readonly number[], totals: ArrayLike<number>): number[] {
  const gain = new Array<number>(2 * ROUNDS).fill(0);
  for (const e of endPhases) {
    if (controlCase(e.units) !== 3) continue;
    gain[(e.round - 1) * 2 + (e.units[0] > e.units[1] ? 0 : 1)] += victoryValue[e.objective];
  }
  const out: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const [a, b] = [totals[r * 2], totals[r * 2 + 1]];
    out.push(Math.sign(a - b) === Math.sign(a + gain[r * 2] - b - gain[r * 2 + 1]) ? 0 : 1);
  }
  return out;
}

// ---- JS-061: the other reading of Force Rating Scoring, as a re-score ----

/**
 * The battle's result (0 or 1 the winner, 2 a draw) had destroyed Force Rating
 * counted in its round and in every later round (Ch. 9 Force Rating Scoring
 * says it "only counts during the round in which the destruction occurred"):
 * each round's total is its objective value (roundScore - roundForceRating)
 * plus all the enemy Force Rating the side had destroyed by then. A re-score of
 * the same battle, not a replay.
 */
export function lastingForceRatingResult(totals: ArrayLike<number>, forceRating: ArrayLike<number>): number {
  const kept = [0, 0];
  const victories = [0, 0];
  for (let r = 0; r < ROUNDS; r++) {
    const score = [0, 1].map((seat) => {
      kept[seat] += forceRating[r * 2 + seat];
      return totals[r * 2 + seat] - forceRating[r * 2 + seat] + kept[seat];
    });
    if (score[0] !== score[1]) victories[score[0] > score[1] ? 0 : 1]++;
  }
  return victories[0] > victories[1] ? 0 : victories[1] > victories[0] ? 1 : 2;
}

