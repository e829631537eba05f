/**
 * The three kinds of attack jw-close-attacks (experiments/jovian-wars/close-attacks.ts) compares, each resolved
 * by the engine (002_f697cf6215cb147c.txt):
 * - a gun attack (JW-012, Weapons › Beam Projector): one Fire Control of a bare weapon profile of one type and
 *   AC, planned by the attack pipeline's planAttack (attackPool.ts) and applied to a fresh card by its damageModel
 *   (attack.ts); exact, and sampled with its attackSampler;
 * - a squadron's activation against a capital ship (JW-016, Bombing Run): a Bombing Run or a stand-off attack from
 *   just inside Short Range, played by the game itself (game.ts) on a table holding only the two models;
 * - a capital ship's Ram on a capital ship (JW-011, Action › Ram), played by the game (ram.ts) on a table holding
 *   only the two ships, their Structure tracks set to 2-6 boxes.
 * Every trial reads the same five things off the result: whether the target lost anything, the boxes marked on it,
 * whether it is out (Crippled or Destroyed), whether the attacker is lost, and what the attacker lost.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { SeatView } from '../../src/game/agents/agent.ts';
import type { Agent } from '../../src/game/agents/agent.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { CHANCE } from '../../src/game/state.ts';
import { exactPool, attackSampler, exactAttack, planAttack, situation, type AttackPlan } from '../../src/systems/jovian-wars/attackPool.ts';
import { damageModel } from '../../src/systems/jovian-wars/attack.ts';
import { CARDS, type CapitalCard, type Fleet, type SquadronCard, type UnitCard, type Weapon, type WeaponType } from '../../src/systems/jovian-wars/cards.ts';
import { tableOf } from '../../src/systems/jovian-wars/damage.ts';
import { JovianState, type Option } from '../../src/systems/jovian-wars/game.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import { ACTIONS } from '../../src/systems/jovian-wars/options.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';
import type { Unit } from '../../src/systems/jovian-wars/units.ts';
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import type { OutcomeModel } from '../../src/dice/kernel.ts';
import type { BatchFunction, Params } from '../../src/sim/experiment.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';

/** The rules at their default readings (rules.ts JOVIAN_VARIANTS), for every arm. */
export const VARIANTS: Readonly<Record<string, string>> = Object.freeze(defaultVariants());

/** The experiment's metrics: the five readings of every trial (Outcome), and both out (the target out and the attacker lost). */
export const METRIC = {
  hit: 'hit',
  damage: 'damage',
  targetOut: 'targetOut',
  attackerLost: 'attackerLost',
  attackerDamage: 'attackerDamage',
  bothOut: 'bothOut',
} as const;

/** One trial's readings. */
export interface Outcome {
  /** The target lost at least one box (Structure or a rating). */
  hit: boolean;
  /** Boxes marked on the target: Structure and ratings (Critical Hits included as the engine resolves them). */
  damage: number;
  /** The target is Crippled or Destroyed. */
  targetOut: boolean;
  /** The attacker is lost: a squadron Destroyed, a capital ship Crippled or Destroyed. */
  attackerLost: boolean;
  /** Boxes the attacker lost: a squadron's Structure, a capital ship's marked boxes. */
  attackerDamage: number;
}

// ---------- JW-012: one Fire Control of a gun ----------

/** The gun types the Weapons chapter gives rules of their own (not Missile, Lance, Drone). */
export const GUN_TYPES = ['beam', 'kinetic', 'particle', 'mass-driver'] as const satisfies readonly WeaponType[];
export type GunType = (typeof GUN_TYPES)[number];
/** The ACs compared: the shipped cards' Beam Projectors run AC 1-4 (cards.json: Jovian fighters 1, Javelin and Syreen 2, Tengu 3, Alexander's spinal laser 4). */
export const GUN_ACS = [2, 3, 4] as const;
/**
 * The gun target: the Valiant's fore arc at Short Range. Short Range +1 and its fore Armor 1 net to 0 (Attack ›
 * Attack Modifier), so the pool is the weapon's AC and nothing else; the Valiant carries no trait that acts on one
 * weapon type (Energy or Reactive Armor), so the types differ only by their own rules.
 */
export const GUN_TARGET = 'valiant';
export const GUN_BAND = 'short' as const;

/** A bare weapon of this type, AC and Macro, as the pipeline builds one for `--weapon profile` (attack.ts resolveWeapon). */
export function gunWeapon(type: GunType, ac: number, macro = 0): Weapon {
  return { id: type, name: type, type, arc: ['T'], ac, as: ac, macro, traits: [], count: 1 };
}

/** The engine's plan for one Fire Control of the gun at the gun target; `reroll` false takes away the Beam's re-roll only. */
export function gunPlan(type: GunType, ac: number, reroll = true, macro = 0): AttackPlan {
  const target = CARDS.get(GUN_TARGET) as CapitalCard;
  const plan = planAttack(
    situation(gunWeapon(type, ac, macro), {
      targetIsCapital: true,
      armor: target.armor.fore,
      arc: 'fore',
      band: GUN_BAND,
      targetTraits: target.traits,
      missileDefense: target.defense[0],
      targetStartingStructure: target.structure.length,
    }),
    VARIANTS,
  );
  return reroll ? plan : { ...plan, rerollOnN: false };
}

/** The pipeline's outcome model of the gun's results on the target's fresh card (its damage table by type: damage.ts tableOf). */
export function gunModel(type: GunType): OutcomeModel {
  return damageModel(CARDS.get(GUN_TARGET)!, tableOf(gunWeapon(type, 1), VARIANTS), VARIANTS['squadron-damage'], 1);
}

/** Per final code: the target lost a box; boxes marked, each Critical Hit one more (a rating box on a fresh ship: jobs.ts resolveCriticals). */
function gunReadings(model: OutcomeModel): { hit: Uint8Array; damage: Float64Array; out: Uint8Array } {
  const hit = new Uint8Array(model.size);
  const damage = new Float64Array(model.size);
  const out = new Uint8Array(model.size);
  for (let code = 0; code < model.size; code++) {
    damage[code] = model.means.meanDamage[code] + model.means.meanCriticals[code];
    hit[code] = damage[code] > 0 ? 1 : 0;
    out[code] = model.means.crippled[code];
  }
  return { hit, damage, out };
}

/** Exact readings of one Fire Control: P(success, any result D+), P(the target lost a box), E[boxes], P(Crippled), and E[Structure], E[Critical Hits]. */
export function exactGun(type: GunType, ac: number, reroll = true, macro = 0): { success: number; hit: number; damage: number; out: number; structure: number; criticals: number } {
  const p = exactAttack(gunPlan(type, ac, reroll, macro), VARIANTS.opposed as OpposedVariant);
  const model = gunModel(type);
  const r = gunReadings(model);
  let success = 0;
  let hit = 0;
  let damage = 0;
  let out = 0;
  let structure = 0;
  let criticals = 0;
  for (let code = 0; code < p.length; code++) {
    if (model.outcomeOf[code] > 0) success += p[code];
    hit += p[code] * r.hit[code];
    damage += p[code] * r.damage[code];
    out += p[code] * r.out[code];
    structure += p[code] * model.means.meanStructure[code];
    criticals += p[code] * model.means.meanCriticals[code];
  }
  return { success, hit, damage, out, structure, criticals };
}

// ---------- the game's table ----------

/** A fleet of these cards as the game takes one (cards.ts Fleet), none Embarked; not checkFleet's: a table of one or two models. */
export function fleetOf(cards: UnitCard[]): Fleet {
  return { name: cards.map((c) => c.name).join(' + '), faction: cards[0].faction, level: 250, cards, total: cards.reduce((sum, c) => sum + c.tv, 0), embarked: cards.map(() => false) };
}

/**
 * A game holding only `a` (seat 0, to move first) and `b` (seat 1), each placed by hand at [x, y, heading]
 * (heading in 45-degree steps, geometry.ts: 2 faces +y, 6 faces -y); `log` keeps its event log (for the tests).
 * Its dice stream is replaced per trial.
 */
export function twoModelTable(a: UnitCard, at: readonly [number, number, number], b: UnitCard, bt: readonly [number, number, number], log = false, variants: Readonly<Record<string, string>> = VARIANTS): JovianState {
  const state = JovianState.start([fleetOf([a]), fleetOf([b])], variants, Xoshiro128.stream(0, 0), log);
  for (const [unit, [x, y, heading]] of [[state.units[0], at], [state.units[1], bt]] as const) Object.assign(unit, { x, y, heading });
  state.cached = null;
  return state;
}

/** Makes the pending roll: the game's own dice by default; the tests pass scripted outcomes. */
export type Roller = (s: JovianState) => void;
const rollDice: Roller = (s) => {
  s.applyChance();
};

/** A trial's copy of a table: the same models, a fresh dice stream from rng, the log kept when the table has one. */
function trialCopy(table: JovianState, rng: Xoshiro128): JovianState {
  return table.clone({ reseed: rng, log: table.log !== null });
}

/** Applies the first option `match` accepts; an error naming the options when none does (a set-up the engine does not offer). */
export function choose(state: JovianState, match: (o: Option) => boolean): void {
  const i = state.options().findIndex(match);
  if (i < 0) throw new Error(`jw-close-attacks: no such option among ${state.options().map((o) => state.describeOption(o)).join(' | ')}`);
  state.apply(i);
}

/** Boxes marked on a capital ship (all five tracks), or Structure lost by a squadron. */
export function boxesLost(unit: Unit): number {
  if (!unit.capital) return (unit.def as SquadronCard).structure - unit.structure;
  return unit.marked.reduce((sum, m) => sum + m, 0);
}

const out = (u: Unit) => u.status === 'crippled' || u.status === 'destroyed';

/** The readings after an attack by `attacker` on `target`, against the boxes each had lost before it. */
export function readOutcome(attacker: Unit, target: Unit, attackerBefore: number, targetBefore: number): Outcome {
  const damage = boxesLost(target) - targetBefore;
  return {
    hit: damage > 0,
    damage,
    targetOut: out(target),
    attackerLost: attacker.capital ? out(attacker) : attacker.status === 'destroyed',
    attackerDamage: boxesLost(attacker) - attackerBefore,
  };
}

// ---------- JW-016: a squadron's Bombing Run against its stand-off attack ----------

export const SQUADRON_ATTACKS = ['bombing-run', 'stand-off'] as const;
export type SquadronAttack = (typeof SQUADRON_ATTACKS)[number];

/**
 * The squadrons compared and the capital ship each attacks: the Jovian and Venusian exo-armor (Pathfinder: Kinetic
 * Cannon AC 3; Syreen: Beam Projector AC 2, AC Missiles, Evasive) against the CEGA Wyvern, and the CEGA exo-armor
 * (Particle Cannon AC 2, and a Plasma Lance AC 3 Macro 1 that only a Bombing Run or a Dogfight uses) and fighters
 * (Kinetic Cannon AC 1 Snub, AC Missiles, Evasive) against the Jovian Valiant: Defense 3 and fore Armor 1 both, no
 * Armor trait. The squadrons' numbers are illustrative; of the ships', only the Wyvern's Mass Driver AC 2 and AC
 * missiles and the Valiant's Structure 4 are printed (cards.json `source`).
 */
export const SQUADRONS = [
  { squadron: 'pathfinder', target: 'wyvern' },
  { squadron: 'syreen', target: 'wyvern' },
  { squadron: 'cega-exo-armor-squadron', target: 'valiant' },
  { squadron: 'cega-fighter-squadron', target: 'valiant' },
] as const;
export type SquadronId = (typeof SQUADRONS)[number]['squadron'];

/** Where the squadron starts: this far from the ship, in its fore arc, within every squadron's Speed (8-10"), so no Boost spends Fuel the bid could use. */
export const RUN_START_INCHES = 8;

/**
 * The table of a squadron's attack: the capital ship at (24, 20) facing -y, the squadron RUN_START_INCHES toward -y,
 * in its fore arc (a Bombing Run's free 4" move then takes it back toward -y, flow.ts / exchanges.ts).
 */
export function squadronTable(squadron: string, target: string, log = false): JovianState {
  return twoModelTable(CARDS.get(squadron)!, [24, 20 - RUN_START_INCHES, 2], CARDS.get(target)!, [24, 20, 6], log);
}

/**
 * One activation of the squadron (seat 0) against the capital ship (seat 1), played by the game:
 * - bombing-run: its Bombing Run option (flow.ts moveSquadron: into base contact, 1"), the capital ship's Point
 *   Defense autofire where the squadron enters its range, the two secret commits (chosen by the heuristic player,
 *   ai.ts: the squadron bids up to 2 Fuel and puts 2/3 of its pool into Attack, the ship 1/3), the opposed rolls
 *   (exchanges.ts), the free 4" move, then its other weapons at the ship;
 * - stand-off: its approach option (to just inside the ship's Short Range, 5.5", outside Point Defense's 3"), then
 *   every weapon that can fire at the ship.
 * Then the activation ends. No Action is declared (no Evade, no Silent Running). Played on `s` (a squadronTable or
 * a copy of one), the commits' draws from rng, every roll by `roll`.
 */
export function squadronActivation(s: JovianState, kind: SquadronAttack, commits: Agent, rng: Xoshiro128, roll: Roller = rollDice): Outcome {
  const [squadron, ship] = s.units;
  choose(s, (o) => o.kind === 'select' && o.unit === squadron.index);
  if (s.phase === 'action') choose(s, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
  choose(s, (o) => o.kind === (kind === 'bombing-run' ? 'bomb' : 'approach') && o.target === ship.index);
  while (s.active === squadron.index && !s.isTerminal()) {
    if (s.currentPlayer() === CHANCE) roll(s);
    else if (s.phase === 'commit') s.apply(commits.act(new SeatView(s, s.currentPlayer()), rng));
    else choose(s, (o) => (o.kind === 'fire' && o.target === ship.index) || o.kind === 'end');
  }
  while (s.currentPlayer() === CHANCE) roll(s);
  return readOutcome(squadron, ship, 0, 0);
}

/** squadronActivation on a trial's copy of the table. */
export function playSquadronAttack(table: JovianState, kind: SquadronAttack, rng: Xoshiro128, commits: Agent): Outcome {
  return squadronActivation(trialCopy(table, rng), kind, commits, rng);
}

/** The heuristic player (ai.ts), which makes the secret commits of a Bombing Run on both sides. */
export function heuristicPlayer(): Agent {
  return makeAgent('heuristic', agentContext(jovianWars));
}

// ---------- JW-011: capital ship rams capital ship ----------

/** The Structure ratings of the question (PLAYTEST-QUESTIONS.md JW-011: "over Structure 2-6"); the printed cards have 3-5. */
export const RAM_STRUCTURES = [2, 3, 4, 5, 6] as const;
/** Where the rammer strikes: the rammed ship's front (both fronts touch: +1B each) or its side (+1 for the rammer's roll). */
export const RAM_ARCS = ['head-on', 'side'] as const;
export type RamArc = (typeof RAM_ARCS)[number];
/**
 * The rammed ship before the Ram: undamaged, or down to one Structure box (a ship already in the fight). The rammer
 * always has one Structure box left, the Ram's requirement ("only 0-1 Structure rating remaining"; a rammer already
 * Crippled is Destroyed by its Ram whatever the dice, ram.ts resolveRamEnd, so its side of the question is settled).
 */
export const RAMMED_STATES = ['undamaged', 'one-left'] as const;
export type RammedState = (typeof RAMMED_STATES)[number];

/** The Ram's example ships (Action › Ram: "A Valiant with only 1 structure rating remaining decides to ram a Tengu"). */
export const RAMMER = 'valiant';
export const RAMMED = 'tengu';

/** A card with its Structure track set to S boxes (S, S-1, ..., 1), under its own id (units.ts keys card readings by id). */
export function withStructure(id: string, structure: number): CapitalCard {
  const card = CARDS.get(id) as CapitalCard;
  return { ...card, id: `${id}-structure-${structure}`, name: `${card.name} (Structure ${structure})`, structure: Array.from({ length: structure }, (_, i) => structure - i) };
}

/** Marks a capital ship's Structure boxes down to `left` (the current rating is the highest unmarked box). */
function leaveStructure(ship: Unit, left: number): void {
  ship.marked[0] = ship.tracks[0].length - left;
  ship.structure = left;
}

/**
 * The table of a Ram: the rammed ship at (24, 20), facing +y (head-on) or +x (its side to the rammer); the rammer
 * 4" toward +y facing it (its Ram move of 3" is inside its Speed 3 -/+ Thrusters 2), both with Structure S, the
 * rammer down to one box, the rammed ship undamaged or down to one box. No rating is damaged.
 */
export function ramTable(structure: number, arc: RamArc, rammed: RammedState, log = false): JovianState {
  const state = twoModelTable(withStructure(RAMMER, structure), [24, 24, 6], withStructure(RAMMED, structure), [24, 20, arc === 'head-on' ? 2 : 0], log);
  leaveStructure(state.units[0], 1);
  if (rammed === 'one-left') leaveStructure(state.units[1], 1);
  state.cached = null;
  return state;
}

/**
 * One Ram, played by the game: the rammer (seat 0) declares no Action, takes its Ram option (flow.ts ram: the move
 * into contact, then ram.ts: its Skill Test, both ships' rolls, the damage, the Catastrophic Damage rolls, a
 * Crippled rammer's end and any Explosion), and every roll that follows is made by `roll`; the rammer's Fire
 * Control after the Ram is not used. Played on `s` (a ramTable or a copy of one).
 */
export function ramAction(s: JovianState, roll: Roller = rollDice): Outcome {
  const [rammer, rammed] = s.units;
  const before = [boxesLost(rammer), boxesLost(rammed)];
  choose(s, (o) => o.kind === 'select' && o.unit === rammer.index);
  if (s.phase === 'action') choose(s, (o) => o.kind === 'action' && ACTIONS[o.action] === 'none');
  choose(s, (o) => o.kind === 'ram' && o.target === rammed.index);
  while (s.currentPlayer() === CHANCE) roll(s);
  return readOutcome(rammer, rammed, before[0], before[1]);
}

/** ramAction on a trial's copy of the table. */
export function playRam(table: JovianState, rng: Xoshiro128): Outcome {
  return ramAction(trialCopy(table, rng));
}

/** P(the Ram's Skill Test is D+), which escalates the rammer's roll: exact, from the pool the game rolls (jobs.ts startJob: Skill dice). */
export function ramEscalates(skill = CARDS.get(RAMMER)!.skill): number {
  return 1 - exactPool({ base: skill, flex: 0, macro: 0 })[0];
}

// ---------- the batch ----------

/** An arm: a gun (type, AC, re-roll), a squadron's attack, or a Ram. */
export type Cell =
  | { part: 'gun'; type: GunType; ac: number; reroll: boolean }
  | { part: 'squadron'; squadron: SquadronId; target: string; attack: SquadronAttack }
  | { part: 'ram'; structure: number; arc: RamArc; rammed: RammedState };

/** Adds one trial's readings to the batch's sums (metric order: flush). */
function addOutcome(sums: Float64Array, o: Outcome): void {
  sums[0] += o.hit ? 1 : 0;
  sums[1] += o.damage;
  sums[2] += o.damage * o.damage;
  sums[3] += o.targetOut ? 1 : 0;
  sums[4] += o.attackerLost ? 1 : 0;
  sums[5] += o.attackerDamage;
  sums[6] += o.attackerDamage * o.attackerDamage;
  sums[7] += o.targetOut && o.attackerLost ? 1 : 0;
}

/** The batch's sums into the tally, one call per metric. */
function flush(tally: Tally, sums: Float64Array): void {
  tally.proportion(METRIC.hit, sums[0]);
  tally.mean(METRIC.damage, sums[1], sums[2]);
  tally.proportion(METRIC.targetOut, sums[3]);
  tally.proportion(METRIC.attackerLost, sums[4]);
  tally.mean(METRIC.attackerDamage, sums[5], sums[6]);
  tally.proportion(METRIC.bothOut, sums[7]);
}

interface Prepared {
  run(rng: Xoshiro128, n: number, sums: Float64Array): void;
}

/** A gun arm: the pipeline's sampler, n final codes per batch into a reused buffer, read per code (no trial object). */
function prepareGun(cell: Extract<Cell, { part: 'gun' }>): Prepared {
  const sampler = attackSampler(gunPlan(cell.type, cell.ac, cell.reroll), VARIANTS.opposed as OpposedVariant);
  const r = gunReadings(gunModel(cell.type));
  let codes = new Uint16Array(0);
  return {
    run(rng, n, sums) {
      if (codes.length < n) codes = new Uint16Array(n);
      sampler.sample(rng, codes, n);
      for (let i = 0; i < n; i++) {
        const c = codes[i];
        const d = r.damage[c];
        sums[0] += r.hit[c];
        sums[1] += d;
        sums[2] += d * d;
        sums[3] += r.out[c];
      }
    },
  };
}

/** A squadron or Ram arm: its table built once, then n trials on copies of it. */
function prepareGame(cell: Exclude<Cell, { part: 'gun' }>): Prepared {
  if (cell.part === 'squadron') {
    const table = squadronTable(cell.squadron, cell.target);
    const commits = heuristicPlayer();
    return {
      run(rng, n, sums) {
        for (let i = 0; i < n; i++) addOutcome(sums, playSquadronAttack(table, cell.attack, rng, commits));
      },
    };
  }
  const table = ramTable(cell.structure, cell.arc, cell.rammed);
  return {
    run(rng, n, sums) {
      for (let i = 0; i < n; i++) addOutcome(sums, playRam(table, rng));
    },
  };
}

/**
 * The experiment's batch: a gun arm samples n Fire Controls in bulk from the pipeline's sampler; a squadron or Ram
 * arm plays n trials of the game, each from its own dice stream cut from rng (JovianState.clone's reseed). Arms are
 * prepared once per thread (params objects are reused for every chunk).
 */
export function closeAttackBatch(): BatchFunction<Params> {
  const prepared = new WeakMap<Params, Prepared>();
  const sums = new Float64Array(8);
  return (params, rng, n, tally) => {
    let found = prepared.get(params);
    if (!found) {
      const cell = params as unknown as Cell;
      found = cell.part === 'gun' ? prepareGun(cell) : prepareGame(cell);
      prepared.set(params, found);
    }
    sums.fill(0);
    found.run(rng, n, sums);
    flush(tally, sums);
  };
}
