/**
 * What one Exoshift action does, for ex-action-value (experiments/exoshift/action-value.ts, EX-012):
 * each Primary and Secondary action of the Actions chapter (001_9ac883e80b2d20e9.txt, Actions › Primary
 * Actions List, Secondary Actions List, Special Actions) as its effects on the target (damage, Downed or
 * worse, Disruption put on it), the inches it moves, the Interacts it makes and the Disruption it removes
 * from its own unit; exactly, and sampled trial by trial. Every number comes from the engine: the attack
 * pipeline (attack.ts) for shots, the CP cost from commandPoints.ts actionCost on a real game state, the
 * moves from movement.ts moveAllowance, the Disruption bookkeeping and Interact-twice from rules.ts.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { ParamError } from '../../src/dice/kernel.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { BatchFunction, Params } from '../../src/sim/experiment.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { Xoshiro128 as Stream } from '../../src/rng/xoshiro128.ts';
import { attackValues, attackVariants, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { ATTACK_OUTCOMES, exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { actionCost } from '../../src/systems/exoshift/commandPoints.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import { moveAllowance, type MoveKind } from '../../src/systems/exoshift/movement.ts';
import { PROFILES, weaponById } from '../../src/systems/exoshift/profiles.ts';
import {
  HUNKER_MOVE_INCHES,
  INTERACTS_IN_PLACE,
  PRIMARY_DISRUPTION_REMOVED,
  REST_DISRUPTION_REMOVED,
  REST_MOVE_INCHES,
  SECONDARY_DISRUPTION_ADDED,
  d5,
  defaultVariants,
} from '../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../src/systems/exoshift/state.ts';

/** The target of every shot, and the defender of every Assault: the rulebook's Sol Line Infantry with its IGI-87. */
export const TARGET = 'sol-line-infantry';
export const COVERS = ['none', 'light', 'heavy'] as const;
export type Cover = (typeof COVERS)[number];

/**
 * The actions, each with its engine verb (whose PRIMARY_VERBS entry makes it Primary or Secondary and whose
 * actionCost prices it) and what it does here. `versus`: the Secondary a Primary is compared with, at the
 * same CP. Hunker Down "may either move 2" or Snap Fire", so it is listed once per option; an Assault once
 * per defensive fire (Assaults: Focus Fire from an unexhausted defender, Snap Fire from an exhausted one).
 */
interface ActionSpec {
  label: string;
  /** A short name for the charts' axis. */
  short: string;
  verb: number;
  /** The shooting action at the target (attack.ts FOCUS_ACTIONS), at the cell's distance and cover. */
  shot?: 'focus-fire' | 'advance' | 'snap-fire';
  /** An Assault: the defender's defensive fire at the assaulting model, then the Assault Attacks. */
  defence?: 'focus-fire' | 'snap-fire';
  /** A move by allowance (moveAllowance), or fixed inches (Hunker Down's 2", Rest's 1"). */
  move?: MoveKind;
  inches?: number;
  interacts?: number;
  recover?: boolean;
  rest?: boolean;
  /** An ActionId (a string here: the table below names its own keys). */
  versus?: string;
}

export const ACTIONS = {
  'focus-fire': { label: 'Focus Fire', short: 'Focus Fire', verb: L.VERB_FOCUS_FIRE, shot: 'focus-fire', versus: 'snap-fire' },
  advance: { label: 'Advance', short: 'Advance', verb: L.VERB_ADVANCE, move: 'advance', shot: 'advance', versus: 'march' },
  run: { label: 'Run', short: 'Run', verb: L.VERB_RUN, move: 'run', versus: 'march' },
  assault: { label: 'Assault, defender unexhausted', short: 'Assault vs unexhausted', verb: L.VERB_ASSAULT, defence: 'focus-fire', versus: 'snap-fire' },
  'assault-exhausted': { label: 'Assault, defender exhausted', short: 'Assault vs exhausted', verb: L.VERB_ASSAULT, defence: 'snap-fire', versus: 'snap-fire' },
  'hunker-snap': { label: 'Hunker Down with Snap Fire', short: 'Hunker Down + Snap Fire', verb: L.VERB_HUNKER, shot: 'snap-fire', versus: 'snap-fire' },
  'hunker-move': { label: `Hunker Down with its ${HUNKER_MOVE_INCHES}" move`, short: `Hunker Down + ${HUNKER_MOVE_INCHES}" move`, verb: L.VERB_HUNKER, inches: HUNKER_MOVE_INCHES, versus: 'march' },
  recover: { label: 'Recover', short: 'Recover', verb: L.VERB_RECOVER, recover: true, versus: 'rest' },
  interact: { label: 'Interact, not moving', short: 'Interact twice', verb: L.VERB_INTERACT, interacts: INTERACTS_IN_PLACE, versus: 'interact-secondary' },
  'snap-fire': { label: 'Snap Fire', short: 'Snap Fire', verb: L.VERB_SNAP_FIRE, shot: 'snap-fire' },
  march: { label: 'March', short: 'March', verb: L.VERB_MARCH, move: 'march' },
  rest: { label: `Rest with its ${REST_MOVE_INCHES}" move`, short: `Rest + ${REST_MOVE_INCHES}" move`, verb: L.VERB_REST, inches: REST_MOVE_INCHES, rest: true },
  // "If taken as a secondary action, the unit simply interacts" (Special Actions › Interact): once.
  'interact-secondary': { label: 'Interact', short: 'Interact', verb: L.VERB_INTERACT_SECONDARY, interacts: 1 },
} as const satisfies Record<string, ActionSpec>;
export type ActionId = keyof typeof ACTIONS;
export const ACTION_IDS = Object.keys(ACTIONS) as ActionId[];

export const isPrimary = (action: ActionId) => L.PRIMARY_VERBS[ACTIONS[action].verb];
/** The Secondary a Primary is compared with, or undefined for a Secondary. */
export const versusOf = (action: ActionId) => (ACTIONS[action] as ActionSpec).versus as ActionId | undefined;
/** "Focus Fire (Primary)". */
export const actionName = (action: ActionId) => `${ACTIONS[action].label} (${isPrimary(action) ? 'Primary' : 'Secondary'})`;
/** "Focus Fire (P)": the charts' axis. */
export const chartName = (action: ActionId) => `${ACTIONS[action].short} (${isPrimary(action) ? 'P' : 'S'})`;

/** A fresh game on an empty table, whose numbers actionCost reads (only the turn's counts and the variants). */
let costState: ExoshiftState | null = null;

/**
 * The CP an action costs as the `place`-th action of a turn that counts toward the escalation (Action CP
 * Cost: 1, 2, 3 ...), with the turn's free Primary already used (`freeUsed`) or not (The Free Primary
 * Action: the first Primary of a turn costs 0 and does not count). The engine's own actionCost.
 * Example: cpCost('march', 1, true) = 1; cpCost('focus-fire', 2, true) = 2; cpCost('run', 3, false) = 0.
 */
export function cpCost(action: ActionId, place: number, freeUsed: boolean): number {
  costState ??= ExoshiftState.start([{ name: 'A', units: TARGET }, { name: 'B', units: TARGET }], defaultVariants(), Stream.stream(0, 0), false, { width: 72, depth: 48, pieces: [] });
  costState.s[L.G_ACTIONS] = place - 1;
  costState.s[L.G_FREE_USED] = freeUsed ? 1 : 0;
  return actionCost(costState, ACTIONS[action].verb);
}

/** Who acts: a profile of data/profiles.json and the weapon it fires. */
export interface Shooter {
  id: string;
  weapon: string;
}

/** Where: the distance to the target in inches and the target's cover. */
export interface Situation {
  distance: number;
  cover: Cover;
}

/** One action's effects, per action (divide by its CP for per CP). */
export interface Effect {
  /** The target takes damage (the casualty roll is taken): a chance. */
  damage: number;
  /** The target ends Downed or worse (an Assault destroys it then): a chance. */
  takenOut: number;
  /** Disruption put on the target's unit (save clause, Suppression, the casualty lines). */
  disruption: number;
  /** Inches the acting unit may move. */
  inches: number;
  interacts: number;
  /** Disruption removed from the acting unit (negative: added), for a unit that holds enough to remove. */
  ownDisruption: number;
}

/** An attack of the pipeline, or null where the rules forbid it (out of range, a Heavy weapon's Snap Fire). */
function compile(own: Record<string, string | number | boolean>): CompiledAttack | null {
  try {
    return exoshiftAttack.compile(attackValues(exoshiftAttack, own), attackVariants(exoshiftAttack));
  } catch (error) {
    if (error instanceof ParamError) return null;
    throw error;
  }
}

/**
 * The shot an action makes at the target. Focus Fire and Advance spend their focus the way that maximises
 * the chance of damage (the engine's Advance fires after its move with the focus halved); a Setup weapon
 * may not fire after moving (Weapons › Setup: the engine's Advance skips the shot).
 */
export function shotAttack(shooter: Shooter, shot: 'focus-fire' | 'advance' | 'snap-fire', situation: Situation): CompiledAttack | null {
  if (shot === 'advance' && weaponById(shooter.weapon).type === 'setup') return null;
  return compile({ attacker: shooter.id, weapon: shooter.weapon, target: TARGET, action: shot, distance: situation.distance, cover: situation.cover, 'best-focus': shot !== 'snap-fire' });
}

/**
 * An Assault's two attacks (Assaults): the defender's defensive fire at point blank at the assaulting model
 * (Focus Fire with its best focus when unexhausted, Snap Fire when exhausted), then the assaulting model's
 * Assault Attacks (full RoF with Basic weapons, RoF 1 with Heavy, no cover, Close Quarters). Setup and
 * Indirect weapons may not make Assault Attacks (the engine does not offer the Assault then).
 */
export function assaultAttacks(shooter: Shooter, defence: 'focus-fire' | 'snap-fire'): { defence: CompiledAttack; attacks: CompiledAttack } | null {
  const weapon = weaponById(shooter.weapon);
  if (weapon.type === 'setup' || weapon.indirect) return null;
  const attacks = compile({ attacker: shooter.id, weapon: shooter.weapon, target: TARGET, action: 'assault' });
  const fire: Record<string, string | boolean> = defence === 'focus-fire' ? { action: 'defensive-fire', 'best-focus': true } : { action: 'snap-fire', range: 'point-blank' };
  const back = compile({ attacker: TARGET, target: shooter.id, ...fire });
  return attacks && back ? { defence: back, attacks } : null;
}

const STUNNED = ATTACK_OUTCOMES.indexOf('stunned');
const DOWNED = ATTACK_OUTCOMES.indexOf('downed');

/** Per fine code of an attack: damage, Downed or worse, Disruption, and "the assaulting model is Stunned or worse". */
export function codeValues(attack: CompiledAttack): { damage: Float64Array; takenOut: Float64Array; disruption: Float64Array; stops: Float64Array } {
  const { outcomeOf, means, size } = attack.model;
  const takenOut = new Float64Array(size);
  const stops = new Float64Array(size);
  for (let code = 0; code < size; code++) {
    takenOut[code] = outcomeOf[code] >= DOWNED ? 1 : 0;
    // "If the assaulting model is Stunned, Downed, or worse, as the result of Defensive Fire, it stops the assault" (Assaults).
    stops[code] = outcomeOf[code] >= STUNNED ? 1 : 0;
  }
  return { damage: Float64Array.from(means.pDamage), takenOut, disruption: Float64Array.from(means.expectedDisruption), stops };
}

const expectation = (attack: CompiledAttack, values: Float64Array) => attack.exact().reduce((sum, p, code) => sum + p * values[code], 0);

/** d5 from a d10 (Rolling the Dice › Other Rolls), its mean over the ten faces: 3. */
const meanD5 = Array.from({ length: 10 }, (_, i) => d5(i + 1)).reduce((a, b) => a + b, 0) / 10;

/**
 * Rest's Morale test with an enemy in sight (Secondary Actions List: d10 at or under Morale): the faces
 * that pass for a unit standing in the open (REST_COVER_BONUS more in cover from every enemy in sight).
 */
export const restTarget = (shooter: Shooter) => PROFILES[shooter.id].mrl;

/** The Disruption an action removes from its own unit before any dice: Primary 1 (if it has any), Secondary -1, Rest none (variant restDisruption=exempt). */
function ownBase(action: ActionId): number {
  if (isPrimary(action)) return PRIMARY_DISRUPTION_REMOVED;
  const exempt = action === 'rest' && defaultVariants().restDisruption === 'exempt';
  return exempt ? 0 : -SECONDARY_DISRUPTION_ADDED;
}

/** Inches the action moves the unit: its move allowance in the open, or its fixed move. */
export function inchesOf(action: ActionId, shooter: Shooter): number {
  const spec: ActionSpec = ACTIONS[action];
  if (spec.move) return moveAllowance(PROFILES[shooter.id], spec.move, false, false);
  if (spec.defence) return PROFILES[shooter.id].mov.primary; // "it moves its primary move forward towards the target unit" (Assaults)
  return spec.inches ?? 0;
}

/**
 * The exact effects of one action by this shooter in this situation, or null where it cannot take it
 * (no shot: out of range, a Heavy weapon's Snap Fire). Recover and Rest with an enemy in sight (the target).
 * Example: the printed Sol Line Infantry's Snap Fire at 10" in the open: hit on 6, saved on 3: damage 0.42.
 */
export function exactEffect(action: ActionId, shooter: Shooter, situation: Situation): Effect | null {
  const spec: ActionSpec = ACTIONS[action];
  const effect: Effect = { damage: 0, takenOut: 0, disruption: 0, inches: inchesOf(action, shooter), interacts: spec.interacts ?? 0, ownDisruption: ownBase(action) };
  if (spec.shot) {
    const attack = shotAttack(shooter, spec.shot, situation);
    if (!attack) return null;
    const v = codeValues(attack);
    Object.assign(effect, { damage: expectation(attack, v.damage), takenOut: expectation(attack, v.takenOut), disruption: expectation(attack, v.disruption) });
  }
  if (spec.defence) {
    const pair = assaultAttacks(shooter, spec.defence);
    if (!pair) return null;
    const back = codeValues(pair.defence);
    const through = 1 - expectation(pair.defence, back.stops);
    const v = codeValues(pair.attacks);
    // The defensive fire and the Assault Attacks are independent: the attacks get no focus, so the assaulter's new Disruption changes nothing in them.
    Object.assign(effect, { damage: through * expectation(pair.attacks, v.damage), takenOut: through * expectation(pair.attacks, v.takenOut), disruption: through * expectation(pair.attacks, v.disruption) });
    effect.ownDisruption -= expectation(pair.defence, back.disruption);
  }
  if (spec.recover) effect.ownDisruption += meanD5;
  if (spec.rest) effect.ownDisruption += (REST_DISRUPTION_REMOVED * Math.min(10, Math.max(0, restTarget(shooter)))) / 10;
  return effect;
}

/** The chance the defender's defensive fire stops an Assault (the assaulting model Stunned or worse), exactly. */
export function assaultStopped(shooter: Shooter, defence: 'focus-fire' | 'snap-fire'): number | null {
  const pair = assaultAttacks(shooter, defence);
  return pair ? expectation(pair.defence, codeValues(pair.defence).stops) : null;
}

/** The rulebook's example model and weapon (Model and Unit Profiles; Weapons › Example Weapon Profile): who acts in every arm. */
export const PRINTED: Shooter = { id: 'sol-line-infantry', weapon: 'igi-87-impulse-gun' };
/** The arms' situation: the target at the IGI-87's short range (12"), in the open. */
export const REFERENCE: Situation = { distance: 10, cover: 'none' };

/** One cell of the experiment: an action of the printed trooper in the reference situation, in its place in the turn (its CP). */
export type Cell = { action: ActionId; cp: number };

/** Metric ids, each the effect of that name divided by the CP the action costs. */
export const PER_CP = { damage: 'damagePerCp', takenOut: 'takenOutPerCp', disruption: 'disruptionPerCp', inches: 'inchesPerCp', interacts: 'interactsPerCp', ownDisruption: 'ownDisruptionPerCp' } as const;

interface Prepared {
  cell: Cell;
  shot: { sampler: ReturnType<CompiledAttack['sampler']>; v: ReturnType<typeof codeValues> } | null;
  defence: { sampler: ReturnType<CompiledAttack['sampler']>; v: ReturnType<typeof codeValues> } | null;
  effect: Effect;
  restFaces: number;
}

function prepare(cell: Cell): Prepared {
  const spec: ActionSpec = ACTIONS[cell.action];
  const [shooter, situation] = [PRINTED, REFERENCE];
  const effect = exactEffect(cell.action, shooter, situation);
  if (!effect) throw new Error(`${cell.action}: ${shooter.id} cannot take it at ${situation.distance}" (${situation.cover})`);
  const sampled = (attack: CompiledAttack) => ({ sampler: attack.sampler(), v: codeValues(attack) });
  const shotAttackOf = spec.shot ? shotAttack(shooter, spec.shot, situation)! : null;
  const pair = spec.defence ? assaultAttacks(shooter, spec.defence)! : null;
  return {
    cell,
    shot: shotAttackOf ? sampled(shotAttackOf) : pair ? sampled(pair.attacks) : null,
    defence: pair ? sampled(pair.defence) : null,
    effect,
    restFaces: restTarget(shooter),
  };
}

/**
 * The experiment's batch: plays n actions of a cell and adds each metric's per-CP sum and sum of squares to
 * the tally: the shot (and an Assault's defensive fire) through the pipeline's sampler, Recover's d5 and
 * Rest's Morale test with the stream's d10s; moves and Interacts are fixed numbers.
 */
export function actionBatch(): BatchFunction<Params> {
  // Params objects are reused for every chunk of an arm, so each cell is prepared once per thread.
  const prepared = new WeakMap<Params, Prepared>();
  return (params: Params, rng: Xoshiro128, n: number, tally: Tally) => {
    const cell = params as unknown as Cell;
    let ready = prepared.get(params);
    if (!ready) prepared.set(params, (ready = prepare(cell)));
    const spec: ActionSpec = ACTIONS[cell.action];
    const shots = new Uint16Array(ready.shot ? n : 0);
    const backs = new Uint16Array(ready.defence ? n : 0);
    if (ready.shot) ready.shot.sampler.sample(rng, shots, n);
    if (ready.defence) ready.defence.sampler.sample(rng, backs, n);
    const base = ownBase(cell.action);
    const sums = { damage: [0, 0], takenOut: [0, 0], disruption: [0, 0], ownDisruption: [0, 0] };
    const add = (key: keyof typeof sums, value: number) => ((sums[key][0] += value), (sums[key][1] += value * value));
    const per = 1 / cell.cp;
    for (let i = 0; i < n; i++) {
      let own = base;
      let through = true;
      if (ready.defence) {
        own -= ready.defence.v.disruption[backs[i]];
        through = ready.defence.v.stops[backs[i]] === 0;
      }
      if (ready.shot && through) {
        const code = shots[i];
        add('damage', ready.shot.v.damage[code] * per);
        add('takenOut', ready.shot.v.takenOut[code] * per);
        add('disruption', ready.shot.v.disruption[code] * per);
      }
      if (spec.recover) own += d5(rng.nextBelow(10) + 1);
      if (spec.rest && rng.nextBelow(10) + 1 <= ready.restFaces) own += REST_DISRUPTION_REMOVED;
      add('ownDisruption', own * per);
    }
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) tally.mean(PER_CP[key], sums[key][0], sums[key][1]);
    // Fixed per action: n times the same value.
    const inches = ready.effect.inches * per;
    const interacts = ready.effect.interacts * per;
    tally.mean(PER_CP.inches, n * inches, n * inches * inches);
    tally.mean(PER_CP.interacts, n * interacts, n * interacts * interacts);
  };
}
