/**
 * Which part of the rules a game's work belongs to, for the complexity
 * question of JW-001 (`002_f697cf6215cb147c.txt`, Introduction › Feedback:
 * "any observations that you make that would help players simplify their game
 * play"). Pure readings of a game in progress; they change nothing in it.
 *
 * - `rollAt(s)`: at a chance node, the subsystem the pending roll belongs to
 *   (read from the job that asked for it), its dice (jobs.ts diceOf, the same
 *   count as the game's `diceRolled` statistic), and whether it starts an
 *   opposed attack (counted once per attack, as the game's `opposedRolls`).
 * - `eventSubsystem(event)`: the subsystem of a logged event made by a
 *   decision (a move, a declared Action, a commit); `null` for the game's framing
 *   (start, turns, the end, deployment, the activation itself). Events logged
 *   while a roll is resolved belong to that roll's subsystem instead (the
 *   caller attributes them): a hit and the Crippling it causes are fire when
 *   a gun rolled them, a Bombing Run when a bomber did.
 *
 * Example: a Kinetic Cannon's attack roll of 4 Base, 1 Flex and 1 Macro dice
 * -> { subsystem: 'fire', dice: 6, opposedStart: false }; the catastrophic d6
 * of the ship it Crippled -> { subsystem: 'damage', dice: 1, ... }.
 */
import type { JovianState } from './game.ts';
import type { Job } from './jobs.ts';
import { diceOf, EXPLOSION, HAZARD } from './jobs.ts';
import { ACTIONS, POINT_DEFENSE, type ActionName } from './options.ts';
import { RAM } from './ram.ts';
import { SABOTAGE } from './boarding.ts';

/** The subsystems, in the order reports list them, with what each covers. */
export const SUBSYSTEMS = {
  fire: 'Fire (Fire Control attacks with guns and missiles, Suppressing Fire)',
  'point-defense': 'Point Defense (autofire and declared, on squadrons)',
  'squadron-runs': 'Squadron runs (Bombing Runs, Dogfights, Combined Attacks, Interceptions)',
  damage: 'Damage tables (Critical Hit weapon rolls, Catastrophic Damage, Explosions)',
  'damage-control': 'Damage Control (its Skill Test and repair dice)',
  'special-actions': 'Other Actions (Silent Running, Long Shot, Evade, Station Keep, Hard Burn, Overdrive ...)',
  withdraw: 'Withdraw (its Skill Test)',
  boarding: 'Boarding (Board and the Point Defense roll on its Marines, firefights, Sabotage, Capture)',
  ram: 'Ram (its Skill Test, the rams, a squadron lost ramming)',
  carriers: 'Carriers (Launch, Land, repairs aboard; drones, escorts and formations too)',
  terrain: 'Terrain (hazards, Comets)',
  movement: 'Movement (capital ship maneuvers, squadron approaches, holds, leaving the table)',
} as const;
export type Subsystem = keyof typeof SUBSYSTEMS;
export const SUBSYSTEM_IDS = Object.keys(SUBSYSTEMS) as Subsystem[];

/** Every job kind's subsystem (attacks are split by weapon below): a new job kind without one does not compile. */
const JOB_SUBSYSTEM: Record<Job['kind'], Subsystem> = {
  attack: 'fire',
  catastrophic: 'damage',
  'weapon-damage': 'damage',
  'damage-rest': 'damage',
  comet: 'terrain',
  withdraw: 'withdraw',
  'damage-control': 'damage-control',
  repair: 'damage-control',
  'long-shot': 'special-actions',
  'long-shot-damage': 'special-actions',
  overdrive: 'special-actions',
  reorient: 'special-actions',
  'turn-test': 'movement',
  'silent-running': 'special-actions',
  'vector-attack': 'special-actions',
  'search-pods': 'special-actions',
  mine: 'squadron-runs',
  'drone-command': 'special-actions',
  'ram-test': 'ram',
  'ram-end': 'ram',
  board: 'boarding',
  firefight: 'boarding',
  'squadron-repair': 'carriers',
  land: 'carriers',
  'intercept-again': 'squadron-runs',
  'free-move': 'squadron-runs',
  'fast-test': 'squadron-runs',
};

/** An attack's subsystem, from its weapon (the sentinels of jobs.ts, ram.ts, boarding.ts, options.ts) and window. */
function attackSubsystem(job: Extract<Job, { kind: 'attack' }>): Subsystem {
  if (job.weapon === HAZARD) return 'terrain';
  if (job.weapon === EXPLOSION) return 'damage';
  if (job.weapon === RAM) return 'ram';
  if (job.weapon === SABOTAGE) return 'boarding';
  // Bombing Run and Dogfight pools (exchanges.ts), the escort's Reactive Interception included.
  if (job.window === 'bombing' || job.window === 'dogfight') return 'squadron-runs';
  if (job.weapon === POINT_DEFENSE) return 'point-defense';
  return 'fire';
}

export interface RollReading {
  subsystem: Subsystem;
  dice: number;
  /** This roll starts an attack resolved as an opposed roll (the game counts `opposedRolls` once per such attack). */
  opposedStart: boolean;
}

/**
 * The pending roll at a chance node. An attack starts at its first roll: the
 * Cloak Skill Test when it has one (stage -1), else its first pool roll (stage
 * 0, no Beam re-roll yet, no Linked roll spent); later rolls of the same
 * attack (the opposed pool, re-rolls, Linked rolls) start nothing.
 */
export function rollAt(s: JovianState): RollReading {
  const job = s.jobs[0];
  if (!job || s.roll === null) throw new Error('jovian-wars complexity: rollAt needs a chance node');
  const dice = diceOf(s.roll);
  if (job.kind !== 'attack') return { subsystem: JOB_SUBSYSTEM[job.kind], dice, opposedStart: false };
  const first = job.stage === -1 || (job.stage === 0 && job.plan.declareChance >= 1 && !job.rerolled && job.rollsLeft === job.plan.rolls);
  return { subsystem: attackSubsystem(job), dice, opposedStart: first && job.plan.opposed !== null };
}

/** Logged event kinds and their subsystem when a decision made them; null: the game's framing, not counted. */
const EVENT_SUBSYSTEM: Readonly<Record<string, Subsystem | null>> = {
  start: null,
  terrain: null,
  turn: null,
  end: null,
  deploy: null,
  activate: null,
  move: 'movement',
  approach: 'movement',
  hold: 'movement',
  'left-table': 'movement',
  escape: 'movement',
  'first-attack': null,
  water: null,
  mine: 'squadron-runs',
  bomb: 'squadron-runs',
  intercept: 'squadron-runs',
  combined: 'squadron-runs',
  targeted: 'squadron-runs',
  commit: 'squadron-runs',
  reveal: 'squadron-runs',
  'reactive-intercept': 'squadron-runs',
  'lets-pass': 'squadron-runs',
  'free-move': 'squadron-runs',
  'fast-test': 'squadron-runs',
  fire: 'fire',
  suppressed: 'fire',
  action: 'special-actions',
  'action-test': 'special-actions',
  'repair-die': 'damage-control',
  repaired: 'damage-control',
  withdraw: 'withdraw',
  vectored: 'special-actions',
  board: 'boarding',
  boarded: 'boarding',
  captured: 'boarding',
  firefight: 'boarding',
  'firefight-result': 'boarding',
  'exo-suit-board': 'boarding',
  ram: 'ram',
  rammed: 'ram',
  launch: 'carriers',
  land: 'carriers',
  disembarked: 'carriers',
  drones: 'carriers',
  commanded: 'carriers',
  'squadron-repaired': 'carriers',
  escorting: 'carriers',
  'escort-ends': 'carriers',
  formation: 'carriers',
  'formation-ends': 'carriers',
  'formation-damage': 'carriers',
  'formation-withdraws': 'carriers',
  comet: 'terrain',
  hit: 'damage',
  crippled: 'damage',
  catastrophic: 'damage',
  'trait-damage': 'damage',
  'weapon-damage': 'damage',
  'cloak-test': 'fire',
};

/** A declared Action (options.ts ACTIONS) that belongs to a subsystem of its own; the rest are 'special-actions'. */
const ACTION_SUBSYSTEM: Partial<Record<ActionName, Subsystem>> = {
  'damage-control': 'damage-control',
  'suppressing-fire': 'fire',
  'combined-attack': 'squadron-runs',
  ram: 'ram',
  board: 'boarding',
};

/**
 * The subsystem of an event a decision logged, null for framing; a declared
 * Action by its name. Throws on a kind the table does not know, so a new
 * event is placed on purpose.
 */
export function eventSubsystem(event: { kind: string; action?: number }): Subsystem | null {
  if (event.kind === 'action') return ACTION_SUBSYSTEM[ACTIONS[event.action!]] ?? 'special-actions';
  const subsystem = EVENT_SUBSYSTEM[event.kind];
  if (subsystem === undefined) throw new Error(`jovian-wars complexity: no subsystem for the event kind '${event.kind}'`);
  return subsystem;
}
