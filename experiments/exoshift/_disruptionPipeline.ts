/**
 * Disruption through the Exoshift pipeline, for ex-disruption-pipeline (experiments/exoshift/disruption-pipeline.ts):
 * the cells of the experiment, their exact outcome distributions and the engine playing each cell trial by trial.
 * 001_9ac883e80b2d20e9.txt: Actions › Primary Actions ("removes 1 Disruption from itself before doing anything
 * else"), Secondary Actions ("increase its Disruption by 1"), Disruption ("Every point of Disruption reduces
 * Quality by 1 for all purposes"), Assaults, Weapons › Indirect Fire, Morale › Rout Test.
 *
 * Exact numbers are compositions of the engine's own pieces: the attack pipeline (attack.ts, `playtest attack
 * exoshift`) for every shot, then the engine's rule functions (morale.ts routTest, rout, morale; unitShoot.ts spot;
 * unitAction.ts for the Disruption bookkeeping and Recover / Rest) run on a two-sided table with every d10 they ask
 * for enumerated (enumerateDice). The sampled arms play the whole cell with the engine instead (unitAction.ts
 * Focus Fire and Assault, unitShoot.ts spot) with dice from the run's stream, and read what happened from the
 * engine's own log; the tests hold each sampled distribution to its exact one.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { GameEvent } from '../../src/game/state.ts';
import type { BatchFunction, Params } from '../../src/sim/experiment.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { attackValues, attackVariants, type AttackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { ATTACK_OUTCOMES, exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import type { Board } from '../../src/systems/exoshift/board.ts';
import { destroy } from '../../src/systems/exoshift/casualties.ts';
import { commandRange, type Host } from '../../src/systems/exoshift/host.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import { morale, rout, routTest } from '../../src/systems/exoshift/morale.ts';
import { defaultVariants, type ExoshiftVariants } from '../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../src/systems/exoshift/state.ts';
import { unitAction } from '../../src/systems/exoshift/unitAction.ts';
import { spot } from '../../src/systems/exoshift/unitShoot.ts';

/** The rulebook's Sol Line Infantry (QLT 6, MRL 6) with its IGI-87: the attacker, the target and the assaulting model. */
export const TROOPER = 'sol-line-infantry';
export const WEAPON = 'igi-87-impulse-gun';
/** The Focus Fire cells' distance: the IGI-87's short band (12"), as ex-action-value's reference. */
export const RANGE = 10;
/** Disruption 0 to the trooper's Quality 6: the most a unit reaches by Secondary actions (at Disruption = Quality only Rest is left). */
export const DISRUPTIONS = [0, 1, 2, 3, 4, 5, 6];

export const DEFENDERS = ['unexhausted', 'exhausted', 'stunned', 'downed'] as const;
export type Defender = (typeof DEFENDERS)[number];
/** Who spots: the Sentinel drone (Spotter, QLT 4) under the [PLAYTEST] auto-pass or tested at Quality + 2, or a Sol trooper (no trait). */
export const SPOTTERS = ['drone-auto', 'drone-test', 'trooper'] as const;
export type Spotter = (typeof SPOTTERS)[number];

/**
 * One cell. fire: a Focus Fire (a Primary) by a trooper holding `attacker` Disruption before it (from that many
 * Secondaries this round) at a trooper 10" away holding `target`. unnerved: the same with attacker 0 at an
 * Unnerved trooper. assault: a fresh trooper Assaults a trooper in state `defender` holding `target`. spot: a
 * friend of a Smart Mortar, holding `disruption`, spots a target for a blind shot.
 */
export type Cell =
  | { family: 'fire'; attacker: number; target: number }
  | { family: 'unnerved'; target: number }
  | { family: 'assault'; defender: Defender; target: number }
  | { family: 'spot'; spotter: Spotter; disruption: number };

/** Outcome keys per family (the `outcome` metric's keys). A Health 1 target is never just "damaged", so that key is left out. */
export const FIRE_KEYS = ATTACK_OUTCOMES.filter((key) => key !== 'damaged');
export const UNNERVED_KEYS = ['miss', 'stays', 'stays-downed', 'routed', 'destroyed-downed-rout', 'destroyed-quality-0', 'incapacitated-or-destroyed'] as const;
export const ASSAULT_KEYS = ['stopped', 'holds', 'gives-ground', 'destroyed-as-downed', 'incapacitated-or-destroyed'] as const;
export const SPOT_KEYS = ['spotted', 'not-spotted'] as const;
export function keysOf(cell: Cell): readonly string[] {
  return { fire: FIRE_KEYS, unnerved: UNNERVED_KEYS, assault: ASSAULT_KEYS, spot: SPOT_KEYS }[cell.family];
}

/** Keys where the target ends Downed or worse (off the table included), and where it ends off the table. */
const TAKEN_OUT = new Set(['downed', 'wounded', 'incapacitated', 'destroyed', 'stays-downed', 'destroyed-downed-rout', 'destroyed-quality-0', 'incapacitated-or-destroyed', 'destroyed-as-downed']);
const OFF_TABLE = new Set(['incapacitated', 'destroyed', 'destroyed-downed-rout', 'destroyed-quality-0', 'incapacitated-or-destroyed', 'destroyed-as-downed']);
export const takenOutKey = (key: string) => TAKEN_OUT.has(key);
export const offTableKey = (key: string) => OFF_TABLE.has(key);

// ---------------------------------------------------------------------------------------------------------------
// The engine on a table: two sides, an empty 72" x 48" table, side A to act.

const EMPTY_TABLE: Board = { width: 72, depth: 48, pieces: [] };
/** CP enough for any sequence here: the escalating costs (1, 2, 3 ...) are ex-action-value's subject, not this one's. */
const PLENTY_CP = 99;

/** A fresh game's numbers, side A's turn, and where its models stand; `die` is set by whoever runs the rules. */
export interface Bench {
  host: Host & { log: GameEvent[] };
  base: number[];
  /** Side A's acting model, side B's target model, and side A's spotting friend (spot cells). */
  actor: number;
  target: number;
  friend: number;
}

/** Side A `unitsA` (the actor first), side B `unitsB`, under the default variants and `variants`. */
export function bench(unitsA: string, unitsB: string, variants: Partial<ExoshiftVariants> = {}): Bench {
  const all = { ...defaultVariants(), ...variants } as ExoshiftVariants;
  const state = ExoshiftState.start([{ name: 'A', units: unitsA }, { name: 'B', units: unitsB }], all, Xoshiro128.stream(0, 0), false, EMPTY_TABLE);
  const base = state.s.slice();
  base[L.G_PHASE] = L.PHASE_TURN;
  base[L.G_ACTIVE] = 0;
  base[L.G_CP] = PLENTY_CP;
  base[L.G_ACTIONS] = 0;
  base[L.G_FREE_USED] = 0;
  base[L.G_ACTED] = 0;
  const side = state.setup.side;
  const ofSide = (seat: number) => Array.from({ length: state.setup.units }, (_, u) => u).filter((u) => side[u] === seat);
  const [actor, friend = -1] = ofSide(0);
  const [target] = ofSide(1);
  const host = { s: base.slice(), setup: state.setup, log: [] as GameEvent[], die: (): number => { throw new Error('no die'); } };
  return { host, base, actor, target, friend };
}

const put = (s: number[], u: number, field: number, value: number) => (s[L.unitAt(u, field)] = value);

/**
 * The cell's table: for fire and unnerved the target 11" centre to centre straight ahead (10" less the bases:
 * the short band), for an Assault 5" (within the 6" primary move), the defender's own edge far enough that a
 * Routed defender's Run cannot reach it; for spot the mortar behind, the friend and the target 16" apart.
 */
export function cellBench(cell: Cell): Bench {
  if (cell.family === 'spot') {
    const friend = cell.spotter === 'trooper' ? TROOPER : 'sol-sentinel-drone';
    const b = bench(`sol-mortar-team, ${friend}`, TROOPER, { spotterAutoPass: cell.spotter === 'drone-test' ? 'off' : 'on' });
    put(b.base, b.actor, L.U_X, 20);
    put(b.base, b.actor, L.U_Y, 8);
    put(b.base, b.friend, L.U_X, 36);
    put(b.base, b.friend, L.U_Y, 14);
    put(b.base, b.friend, L.U_DISRUPTION, cell.disruption);
    put(b.base, b.target, L.U_X, 36);
    put(b.base, b.target, L.U_Y, 30);
    return b;
  }
  const b = bench(TROOPER, TROOPER);
  put(b.base, b.actor, L.U_X, 36);
  put(b.base, b.actor, L.U_Y, cell.family === 'assault' ? 20 : 14);
  put(b.base, b.target, L.U_X, 36);
  put(b.base, b.target, L.U_Y, 25);
  put(b.base, b.target, L.U_DISRUPTION, cell.target);
  if (cell.family === 'fire') put(b.base, b.actor, L.U_DISRUPTION, cell.attacker);
  if (cell.family === 'unnerved') put(b.base, b.target, L.U_UNNERVED, 1);
  if (cell.family === 'assault') {
    if (cell.defender === 'exhausted') put(b.base, b.target, L.U_EXHAUSTED, 1);
    if (cell.defender === 'stunned') put(b.base, b.target, L.U_STATUS, L.S_STUNNED);
    if (cell.defender === 'downed') put(b.base, b.target, L.U_STATUS, L.S_DOWNED);
  }
  return b;
}

/** Resets the host to the bench's numbers with an empty log and these dice. */
function reset(b: Bench, die: () => number): Host & { log: GameEvent[] } {
  const g = b.host;
  for (let i = 0; i < b.base.length; i++) g.s[i] = b.base[i];
  g.log.length = 0;
  g.die = die;
  return g;
}

// ---------------------------------------------------------------------------------------------------------------
// Every d10 a rule function asks for, enumerated.

const NEED_DIE = { needDie: true };

/**
 * The exact distribution of what `run` returns, playing it on the bench's numbers with every sequence of d10
 * faces it can ask for (depth first: a run that asks for one more face than its tape is replayed with each of the
 * ten appended), each finished run weighing 1/10 per die it used. For the few dice of a test or two.
 * Example: a Quality 4 test (face <= 4) gives { true: 0.4, false: 0.6 }.
 */
export function enumerateDice<K>(b: Bench, prepare: (s: number[]) => void, run: (g: Host & { log: GameEvent[] }) => K): Map<K, number> {
  const out = new Map<K, number>();
  const visit = (tape: number[]) => {
    let used = 0;
    const g = reset(b, () => {
      if (used < tape.length) return tape[used++];
      throw NEED_DIE;
    });
    prepare(g.s);
    let key: K;
    try {
      key = run(g);
    } catch (error) {
      if (error !== NEED_DIE) throw error;
      for (let face = 1; face <= 10; face++) visit([...tape, face]);
      return;
    }
    out.set(key, (out.get(key) ?? 0) + 0.1 ** tape.length);
  };
  visit([]);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The Disruption bookkeeping of actions (EX-059, EX-060), by the engine's unitAction.

/** The acting trooper's Disruption after these actions from `start` (each a verb of layout.ts), played by the engine with no dice. */
export function disruptionAfter(start: number, verbs: number[]): number {
  const b = bench(TROOPER, TROOPER);
  put(b.base, b.actor, L.U_DISRUPTION, start);
  put(b.base, b.target, L.U_Y, 40);
  const g = reset(b, () => {
    throw new Error('these actions roll no dice');
  });
  const goal = L.GOAL_ENEMY + g.setup.groupOf[b.target];
  for (const verb of verbs) {
    g.s[L.G_ACTIONS] = 0;
    g.s[L.unitAt(b.actor, L.U_EXHAUSTED)] = 0; // a Primary Exhausts the unit: each Primary here stands in a round of its own
    unitAction(g, L.unitAction(b.actor, verb, verb === L.VERB_REST ? 0 : goal));
  }
  return g.s[L.unitAt(b.actor, L.U_DISRUPTION)];
}

/**
 * The chance of each Disruption left after one Recover (a Primary: 1 first, then d5) or one Rest in place (a
 * Morale test; Rest is exempt from the Secondary's +1 by default) from `start`, with the enemy in sight: the
 * engine's unitAction with its die enumerated.
 */
export function afterRecovery(verb: typeof L.VERB_RECOVER | typeof L.VERB_REST, start: number): Map<number, number> {
  const b = bench(TROOPER, TROOPER);
  return enumerateDice(
    b,
    (s) => put(s, b.actor, L.U_DISRUPTION, start),
    (g) => {
      unitAction(g, L.unitAction(b.actor, verb, 0));
      return g.s[L.unitAt(b.actor, L.U_DISRUPTION)];
    },
  );
}

/** Expected number of one recovery action (Recover or Rest), repeated, to take `start` Disruption to 0 (a chain on 0..start). */
export function expectedToClear(verb: typeof L.VERB_RECOVER | typeof L.VERB_REST, start: number): number {
  const expected: number[] = [0];
  for (let d = 1; d <= start; d++) {
    const next = afterRecovery(verb, d);
    // E(d) = 1 + sum over d' < d of P(d') E(d') + P(d) E(d): solve for E(d).
    const stay = next.get(d) ?? 0;
    let rest = 1;
    for (const [left, p] of next) if (left < d) rest += p * expected[left];
    expected.push(rest / (1 - stay));
  }
  return expected[start];
}

/** The trooper's command range (2 x Quality after Disruption, host.ts commandRange) at this Disruption. */
export function commandRangeAt(disruption: number): number {
  const b = bench(TROOPER, TROOPER);
  put(b.base, b.actor, L.U_DISRUPTION, disruption);
  return commandRange(reset(b, () => 0), b.actor);
}

// ---------------------------------------------------------------------------------------------------------------
// Exact distributions.

const ATTACK_VARIANTS = attackVariants(exoshiftAttack);
const DISRUPTION_CODES = 32;

/** One attack of the pipeline, as `playtest attack exoshift` with these options compiles it (default variants). */
export function pipeline(own: AttackValues): CompiledAttack {
  return exoshiftAttack.compile(attackValues(exoshiftAttack, own), ATTACK_VARIANTS);
}

const heldMemo = new Map<number, number>();
/** The shooter's Disruption when it shoots: its Focus Fire, a Primary, removes 1 first (the engine's bookkeeping, as after a Run). */
export function heldWhenShooting(before: number): number {
  let held = heldMemo.get(before);
  if (held === undefined) heldMemo.set(before, (held = disruptionAfter(before, [L.VERB_RUN])));
  return held;
}

/** The pipeline options of a Focus Fire cell: best focus (as the heuristic spends it), 10" in the open. */
export function fireOptions(attacker: number, target: number): AttackValues {
  return { attacker: TROOPER, weapon: WEAPON, target: TROOPER, action: 'focus-fire', 'best-focus': true, distance: RANGE, 'attacker-disruption': heldWhenShooting(attacker), disruption: target };
}

/**
 * An Assault's two attacks (Assaults): the defender's defensive fire at the assaulting model at point blank
 * (Focus Fire with the defender's own focus, Quality - Disruption, when unexhausted; Snap Fire when exhausted;
 * Snap Fire at -2 when Stunned; none when Downed), then the assaulting model's Assault Attacks (full RoF, no
 * cover) at a target holding that Disruption (and Downed: +1 Combat, -1 Defense).
 */
export function assaultOptions(defender: Defender, target: number): { defence: AttackValues | null; attacks: AttackValues } {
  const back = { attacker: TROOPER, weapon: WEAPON, target: TROOPER };
  const defence: AttackValues | null =
    defender === 'downed' ? null
    : defender === 'unexhausted' ? { ...back, action: 'defensive-fire', 'best-focus': true, 'attacker-disruption': target }
    : { ...back, action: 'snap-fire', range: 'point-blank', 'attacker-stunned': defender === 'stunned' };
  return { defence, attacks: { attacker: TROOPER, weapon: WEAPON, target: TROOPER, action: 'assault', disruption: target, downed: defender === 'downed' } };
}

/** The pipeline's exact distribution as (outcome key, Disruption the attack left on the target) pairs with their chances. */
export function attackCodes(attack: CompiledAttack): { outcome: string; disruption: number; p: number }[] {
  const exact = attack.exact();
  const out: { outcome: string; disruption: number; p: number }[] = [];
  for (let code = 0; code < exact.length; code++) if (exact[code] > 0) out.push({ outcome: ATTACK_OUTCOMES[attack.model.outcomeOf[code]], disruption: code % DISRUPTION_CODES, p: exact[code] });
  return out;
}

/** The assaulting model ends Stunned or worse (off the table included) after the defensive fire. */
const stops = (outcome: string) => !(outcome in STATUS_OF) || STATUS_OF[outcome] >= L.S_STUNNED;

/** The status a casualty result leaves (casualties.ts casualty: the worse of the old status and the table's). */
const STATUS_OF: Record<string, number> = { miss: L.S_OK, saved: L.S_OK, unhurt: L.S_OK, stunned: L.S_STUNNED, downed: L.S_DOWNED, wounded: L.S_WOUNDED };

const add = (out: Map<string, number>, key: string, p: number) => out.set(key, (out.get(key) ?? 0) + p);

/**
 * After a hit on an Unnerved model still on the table, with this status and the unit's Disruption: the engine's
 * Rout Test and what follows (unitShoot.ts shoot, Morale: "Unnerved models must make a Rout Test after they are hit
 * by any attack. If a model is both Downed and fails a Rout Test, it is destroyed"; else the failed test Routs it,
 * morale.ts rout, which destroys the unit at Quality 0 or less), every die enumerated.
 */
export function routAfterHit(status: number, disruption: number): Map<string, number> {
  const b = bench(TROOPER, TROOPER);
  const [a, t] = [b.actor, b.target];
  return enumerateDice(
    b,
    (s) => {
      put(s, t, L.U_X, 36);
      put(s, t, L.U_Y, 25);
      put(s, t, L.U_STATUS, status);
      put(s, t, L.U_DISRUPTION, disruption);
      put(s, t, L.U_UNNERVED, 1);
    },
    (g) => {
      // The three lines of unitShoot.ts shoot() after the casualty table, for a model hit and still on the table.
      const failed = routTest(g, t);
      if (failed) {
        if (g.s[L.unitAt(t, L.U_STATUS)] >= L.S_DOWNED) destroy(g, t, a);
        else rout(g, t);
      }
      return unnervedKey(g, t, status, failed);
    },
  );
}

function unnervedKey(g: Host, t: number, before: number, failed: boolean): string {
  const now = g.s[L.unitAt(t, L.U_STATUS)];
  if (!failed) return before >= L.S_DOWNED ? 'stays-downed' : 'stays';
  if (now === L.S_DESTROYED) return before >= L.S_DOWNED ? 'destroyed-downed-rout' : 'destroyed-quality-0';
  return 'routed';
}

/** The exact chance of each outcome key of a cell. */
export function exactCell(cell: Cell): Record<string, number> {
  const out = new Map<string, number>(keysOf(cell).map((key) => [key, 0]));
  if (cell.family === 'fire') {
    for (const c of attackCodes(pipeline(fireOptions(cell.attacker, cell.target)))) add(out, c.outcome, c.p);
  } else if (cell.family === 'unnerved') {
    for (const c of attackCodes(pipeline(fireOptions(0, cell.target)))) {
      if (c.outcome === 'miss') add(out, 'miss', c.p);
      else if (c.outcome === 'incapacitated' || c.outcome === 'destroyed') add(out, 'incapacitated-or-destroyed', c.p);
      else for (const [key, q] of routAfterHit(STATUS_OF[c.outcome], cell.target + c.disruption)) add(out, key, c.p * q);
    }
  } else if (cell.family === 'assault') {
    const { defence, attacks } = assaultOptions(cell.defender, cell.target);
    // "If the assaulting model is Stunned, Downed, or worse, as the result of Defensive Fire, it stops the assault."
    const stopped = defence ? attackCodes(pipeline(defence)).reduce((sum, c) => sum + (stops(c.outcome) ? c.p : 0), 0) : 0;
    add(out, 'stopped', stopped);
    const b = bench(TROOPER, TROOPER);
    const mrl = morale(reset(b, () => 0), b.target, false);
    const before = cell.defender === 'stunned' ? L.S_STUNNED : cell.defender === 'downed' ? L.S_DOWNED : L.S_OK;
    for (const c of attackCodes(pipeline(attacks))) {
      const p = (1 - stopped) * c.p;
      if (c.outcome === 'incapacitated' || c.outcome === 'destroyed') add(out, 'incapacitated-or-destroyed', p);
      // "If the target model is Downed, or worse, it is automatically destroyed."
      else if (Math.max(before, STATUS_OF[c.outcome]) >= L.S_DOWNED) add(out, 'destroyed-as-downed', p);
      else {
        // "If the target model is unharmed or stunned, it now makes a Morale test - Disruption" (the attack's Disruption in).
        const holds = passes(mrl - (cell.target + c.disruption));
        add(out, 'holds', p * holds);
        add(out, 'gives-ground', p * (1 - holds));
      }
    }
  } else {
    const b = cellBench(cell);
    for (const [spotted, p] of enumerateDice(b, () => {}, (g) => spot(g, b.actor, b.target))) add(out, spotted ? 'spotted' : 'not-spotted', p);
  }
  return Object.fromEntries(out);
}

/** A d10 test against this number (Rolling the Dice › Tests: "equal to or less than the tested stat"): its chance. */
export const passes = (target: number) => Math.min(10, Math.max(0, target)) / 10;

// ---------------------------------------------------------------------------------------------------------------
// The engine playing a cell.

type Ev = GameEvent & { unit?: number; result?: string; pass?: boolean; hits?: number };
const events = (g: { log: GameEvent[] }) => g.log as Ev[];

/** What the target's casualty roll gave in this action, if it had one. */
const casualtyOf = (g: { log: GameEvent[] }, t: number) => events(g).find((e) => e.kind === 'casualty' && e.unit === t)?.result;

/** Plays one trial of the cell with the engine on its bench (dice from `die`) and names its outcome key. */
export function playCell(cell: Cell, b: Bench, die: () => number): string {
  const g = reset(b, die);
  const t = b.target;
  if (cell.family === 'spot') return spot(g, b.actor, t) ? 'spotted' : 'not-spotted';
  const k = g.setup.groupOf[t];
  if (cell.family === 'assault') {
    unitAction(g, L.unitAction(b.actor, L.VERB_ASSAULT, k));
    if (events(g).some((e) => e.kind === 'assault-stopped')) return 'stopped';
    const status = g.s[L.unitAt(t, L.U_STATUS)];
    if (status >= L.S_INCAPACITATED) return ['incapacitated', 'destroyed'].includes(casualtyOf(g, t) ?? '') ? 'incapacitated-or-destroyed' : 'destroyed-as-downed';
    const test = events(g).find((e) => e.kind === 'assault-morale');
    if (!test) throw new Error(`assault on a ${cell.defender} defender: no Morale test and the target still on the table`);
    return test.pass ? 'holds' : 'gives-ground';
  }
  // Focus Fire, the pipeline's best split of the focus (its extra shots), at the target's unit.
  const extra = bestExtra(cell.family === 'fire' ? cell.attacker : 0, cell.target);
  unitAction(g, L.unitAction(b.actor, L.VERB_FOCUS_FIRE, (k << 2) | extra));
  const result = casualtyOf(g, t);
  const hit = (events(g).find((e) => e.kind === 'shoot')?.hits ?? 0) > 0;
  if (cell.family === 'fire') return result ?? (hit ? 'saved' : 'miss');
  if (!hit) return 'miss';
  if (result === 'incapacitated' || result === 'destroyed') return 'incapacitated-or-destroyed';
  const before = STATUS_OF[result ?? 'saved'];
  const test = events(g).find((e) => e.kind === 'rout-test' && e.unit === t);
  if (!test) throw new Error('an Unnerved target hit and still on the table took no Rout Test');
  return unnervedKey(g, t, before, !test.pass);
}

const extraMemo = new Map<string, number>();
/** The extra shots of the pipeline's best focus for a Focus Fire cell (its compiled `shots` less 1). */
export function bestExtra(attacker: number, target: number): number {
  const key = `${attacker}/${target}`;
  let extra = extraMemo.get(key);
  if (extra === undefined) extraMemo.set(key, (extra = (pipeline(fireOptions(attacker, target)).params.shots as number) - 1));
  return extra;
}

/** Metric ids. */
export const METRIC = { outcome: 'outcome', takenOut: 'takenOut', offTable: 'offTable', spotted: 'spotted' } as const;

/**
 * The experiment's batch: n trials of the cell played by the engine, each die a face of the run's stream; the
 * outcome key counted, and the target taken out (Downed or worse), off the table, or spotted.
 */
export function cellBatch(): BatchFunction<Params> {
  // Params objects are reused for every chunk of an arm, so each cell's bench is built once per thread.
  const benches = new WeakMap<Params, { bench: Bench; keys: readonly string[] }>();
  const batch: BatchFunction<Params> = (params: Params, rng: Xoshiro128, n: number, tally: Tally) => {
    const cell = params as unknown as Cell;
    let ready = benches.get(params);
    if (!ready) benches.set(params, (ready = { bench: cellBench(cell), keys: keysOf(cell) }));
    const die = () => rng.nextBelow(10) + 1;
    const counts = tally.histogram(METRIC.outcome);
    let takenOut = 0;
    let offTable = 0;
    let spotted = 0;
    for (let i = 0; i < n; i++) {
      const key = playCell(cell, ready.bench, die);
      const at = ready.keys.indexOf(key);
      if (at < 0) throw new Error(`${cell.family} cell: outcome ${key} is not one of ${ready.keys.join(', ')}`);
      counts[at]++;
      if (takenOutKey(key)) takenOut++;
      if (offTableKey(key)) offTable++;
      if (key === 'spotted') spotted++;
    }
    tally.proportion(METRIC.takenOut, takenOut);
    tally.proportion(METRIC.offTable, offTable);
    tally.proportion(METRIC.spotted, spotted);
  };
  return batch;
}
