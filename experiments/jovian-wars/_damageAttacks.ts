/**
 * The single-attack part of jw-damage-pipeline (experiments/jovian-wars/damage-pipeline.ts), resolved by the attack
 * pipeline of `playtest attack jovian-wars` (002_f697cf6215cb147c.txt): each situation is planned by attackPool.ts
 * planAttack, its final magnitude code distribution is exactAttack's (sampled with attackSampler), and each code's
 * damage is attack.ts damageModel on the target's fresh card.
 * - JW-077 / JW-134: the net Attack Modifier ladder (Attack › Attack Modifier, Net Modifier Effects) for one reference
 *   attack, and each named modifier (range, arc, Armor, Obscured, Station Keeping, Link, Targeted:X) as the rung its
 *   situation plans to;
 * - JW-078: a Bombing Run's Attack from the aft arc at Short Range as ruled (arc and range do not count outside the
 *   Activation window) and as if they counted;
 * - JW-132: the Evading trade: an attack on the evading ship against the same attack on it not evading, and the shot
 *   its Fire Control 1 gives up;
 * - JW-114: Ace's +1d6 on the Base Pool, the d6sets kernel's exact pool distributions (no card has Ace).
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import type { OutcomeModel } from '../../src/dice/kernel.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { setDamage } from '../../src/dice/setMagnitudes.ts';
import { damageModel } from '../../src/systems/jovian-wars/attack.ts';
import { attackSampler, exactAttack, exactPool, planAttack, situation, type AttackPlan, type AttackSituation } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type CapitalCard, type Weapon } from '../../src/systems/jovian-wars/cards.ts';
import { tableOf } from '../../src/systems/jovian-wars/damage.ts';
import { MODIFIER } from '../../src/systems/jovian-wars/rules.ts';
import { OBSCURED } from '../../src/systems/jovian-wars/terrain.ts';
import { VARIANTS } from './_closeAttacks.ts';

const capital = (id: string) => CARDS.get(id) as CapitalCard;
const weaponOf = (card: string, weapon: string) => CARDS.get(card)!.weapons.find((w) => w.id === weapon)!;

// ---------- JW-077 / JW-134: the Attack Modifier ladder ----------

/** The reference attack: the Javelin's Kinetic Cannon (AC 3, Macro 0: printed, cards.json) at a fresh Valiant (Structure 4: printed). */
export const REFERENCE = { attacker: 'javelin', weapon: 'kinetic-cannon', target: 'valiant' } as const;
/** The rungs of the ladder: every net Attack Modifier the named situations below reach, and -2. */
export const LADDER = [-4, -3, -2, -1, 0, 1, 2, 3] as const;

/** A situation of the reference attack on the Valiant: Optimum Range on its fore arc unless `partial` says otherwise; its Armor by arc. */
function referenceSituation(partial: Partial<AttackSituation>): AttackSituation {
  const target = capital(REFERENCE.target);
  const arc = partial.arc ?? 'fore';
  return situation(weaponOf(REFERENCE.attacker, REFERENCE.weapon), {
    targetIsCapital: true,
    armor: target.armor[arc],
    targetTraits: target.traits,
    missileDefense: target.defense[0],
    targetSkill: target.skill,
    targetStartingStructure: target.structure.length,
    band: 'optimum',
    ...partial,
    arc,
  });
}

/** The rung: the reference attack with no Armor, no range or arc bonus, and a further Attack Modifier of `net` (the pipeline's `--modifier`). */
export function ladderPlan(net: number): AttackPlan {
  return planAttack(referenceSituation({ armor: 0, modifier: net }), VARIANTS);
}

/**
 * The named modifiers of Attack › Attack Modifier, each applied alone to the baseline (Optimum Range, fore arc: the
 * Valiant's fore Armor 1 is the baseline's -1), as the pipeline plans them. Targeted:X is States › Targeted (JW-134:
 * each Combined Attack adds 1); Link is two instances of the weapon fired as one (Traits › Link, traits-1: +1 per
 * further weapon); Long Range needs Long Shot or Sniper.
 */
export const NAMED = {
  baseline: { label: 'Optimum Range, fore arc (Armor 1)', situation: {} },
  short: { label: 'Short Range (+1)', situation: { band: 'short' } },
  side: { label: 'P/S arc (+1; side Armor 1)', situation: { arc: 'side' } },
  aft: { label: 'Aft arc (+2; aft Armor 0)', situation: { arc: 'aft' } },
  'short-aft': { label: 'Short Range on the aft arc', situation: { band: 'short', arc: 'aft' } },
  obscured: { label: 'Obscured (-2)', situation: { modifier: OBSCURED } },
  'long-shot': { label: 'Long Range with Long Shot (-3)', situation: { band: 'long', longShot: true } },
  'station-keeping': { label: 'Station Keeping (+1)', situation: { stationKeeping: true } },
  linked: { label: 'Link, two instances (+1)', situation: { linked: 2 } },
  'targeted-1': { label: 'Targeted:1', situation: { modifier: 1 } },
  'targeted-2': { label: 'Targeted:2', situation: { modifier: 2 } },
  'targeted-3': { label: 'Targeted:3', situation: { modifier: 3 } },
  'targeted-4': { label: 'Targeted:4', situation: { modifier: 4 } },
} as const satisfies Record<string, { label: string; situation: Partial<AttackSituation> }>;
export type Named = keyof typeof NAMED;

export function namedPlan(name: Named): AttackPlan {
  return planAttack(referenceSituation(NAMED[name].situation), VARIANTS);
}

// ---------- JW-078: arc and range in a Bombing Run ----------

/**
 * The Pathfinder's Bombing Run Attack on the Wyvern as the game rolls it with a 2-Fuel commit, 2/3 into Attack (Attack 5 of AC 3 +
 * Skill 3 + 2 Fuel, against the ship's Defense pool 3 of AS 1 + Defense 3: the jw-close-attacks test), from the aft arc
 * (Armor 0) at Short Range (base contact). `counted`: as if the aft arc's +2 and Short Range's +1 applied too, which
 * the note under the modifier table rules out ("do not apply during Dogfight and Bombing action resolutions").
 */
export const RUN = { squadron: 'pathfinder', weapon: 'kinetic-cannon', target: 'wyvern', attack: 5, defense: 3 } as const;

export function runPlan(counted: boolean, band: 'short' | 'optimum' = 'short', arc: 'aft' | 'fore' = 'aft', armor = capital(RUN.target).armor[arc]): AttackPlan {
  return planAttack(
    situation(weaponOf(RUN.squadron, RUN.weapon), {
      targetIsCapital: true,
      armor,
      arc,
      band,
      window: 'bombing',
      baseOverride: RUN.attack,
      defenseOverride: RUN.defense,
      modifier: counted ? MODIFIER.aftArc + MODIFIER.shortRange : 0,
      targetTraits: capital(RUN.target).traits,
    }),
    VARIANTS,
  );
}

/** A Dogfight Attack (the window's other case): the CEGA fighter's Kinetic Cannon, Attack 5 against Defense 3, at a given band. */
export function dogfightPlan(band: 'short' | 'optimum'): AttackPlan {
  const target = CARDS.get('jovian-fighter-squadron')!;
  return planAttack(situation(weaponOf('cega-fighter-squadron', 'kinetic-cannon'), { targetIsCapital: false, armor: target.armor as number, band, window: 'dogfight', baseOverride: 5, defenseOverride: 3, targetTraits: target.traits }), VARIANTS);
}

// ---------- JW-132: Evading ----------

/**
 * The Evading trade, on the Javelin (Fire Control 2: its Kinetic Cannon, the ladder's reference, and its Beam
 * Projector AC 2): `incoming` is the Valiant's Particle Cannon (AC 3, Macro 1) at the Javelin's fore arc at Optimum
 * Range, `evading` the same with the Javelin Evading (States › Evading: Evasive, traits-1: an opposed roll against
 * its Skill 3; no Fuel to spend: a capital ship), `forgone` the Beam Projector shot at the Valiant its Fire Control 1
 * gives up (Optimum Range, fore arc).
 */
export const EVADING_CASES = ['incoming', 'evading', 'forgone'] as const;
export type EvadingCase = (typeof EVADING_CASES)[number];

export function evadingPlan(c: EvadingCase): AttackPlan {
  if (c === 'forgone') {
    const target = capital('valiant');
    return planAttack(situation(weaponOf('javelin', 'beam-projector'), { targetIsCapital: true, armor: target.armor.fore, band: 'optimum', targetTraits: target.traits, targetStartingStructure: target.structure.length }), VARIANTS);
  }
  const target = capital('javelin');
  return planAttack(
    situation(weaponOf('valiant', 'particle-cannon'), {
      targetIsCapital: true,
      armor: target.armor.fore,
      band: 'optimum',
      targetTraits: target.traits,
      targetSkill: target.skill,
      targetStartingStructure: target.structure.length,
      evasive: c === 'evading',
    }),
    VARIANTS,
  );
}

// ---------- the readings of a pipeline attack ----------

/** Where each single-attack arm's dice and damage come from: its plan, its weapon (for the damage table) and its target card. */
export interface PipelineAttack {
  plan: AttackPlan;
  weapon: Weapon;
  target: string;
}

export type PipelineCell =
  | { part: 'ladder'; net: number }
  | { part: 'window'; counted: boolean }
  | { part: 'evading'; case: EvadingCase };

export function pipelineAttack(cell: PipelineCell): PipelineAttack {
  if (cell.part === 'ladder') return { plan: ladderPlan(cell.net), weapon: weaponOf(REFERENCE.attacker, REFERENCE.weapon), target: REFERENCE.target };
  if (cell.part === 'window') return { plan: runPlan(cell.counted), weapon: weaponOf(RUN.squadron, RUN.weapon), target: RUN.target };
  const forgone = cell.case === 'forgone';
  return { plan: evadingPlan(cell.case), weapon: forgone ? weaponOf('javelin', 'beam-projector') : weaponOf('valiant', 'particle-cannon'), target: forgone ? 'valiant' : 'javelin' };
}

/**
 * Per final code, on the target's fresh card: boxes lost (each Critical Hit one rating box: a fresh ship always has
 * one), Structure lost, Crippled; on a squadron, Structure lost (capped at its Structure) as both, and destroyed.
 */
export interface CodeReadings {
  model: OutcomeModel;
  loss: Float64Array;
  structure: Float64Array;
  crippled: Float64Array;
}

const readingsCache = new Map<string, CodeReadings>();
export function codeReadings(weapon: Weapon, target: string): CodeReadings {
  const table = tableOf(weapon, VARIANTS);
  const key = `${table}/${target}`;
  let r = readingsCache.get(key);
  if (!r) {
    const model = damageModel(CARDS.get(target)!, table, VARIANTS['squadron-damage'], 1);
    if (CARDS.get(target)!.kind !== 'capital') {
      const lost = Float64Array.from(model.distributions.structureLost.of);
      r = { model, loss: lost, structure: lost, crippled: model.means.destroyed };
    } else {
      const loss = model.means.meanDamage.map((d, code) => d + model.means.meanCriticals[code]);
      r = { model, loss, structure: model.means.meanStructure, crippled: model.means.crippled };
    }
    readingsCache.set(key, r);
  }
  return r;
}

/** The exact readings of a single attack: P(N, D, T, Q+ as its highest result), P(the target loses a box), E[boxes], E[Structure], P(Crippled). */
export interface ExactAttack {
  magnitude: [number, number, number, number];
  hit: number;
  loss: number;
  structure: number;
  out: number;
}

export function exactPipeline(a: PipelineAttack): ExactAttack {
  const p = exactAttack(a.plan, VARIANTS.opposed as OpposedVariant);
  const r = codeReadings(a.weapon, a.target);
  const out: ExactAttack = { magnitude: [0, 0, 0, 0], hit: 0, loss: 0, structure: 0, out: 0 };
  for (let code = 0; code < p.length; code++) {
    if (p[code] === 0) continue;
    out.magnitude[r.model.outcomeOf[code]] += p[code];
    out.hit += r.loss[code] > 0 ? p[code] : 0;
    out.loss += p[code] * r.loss[code];
    out.structure += p[code] * r.structure[code];
    out.out += p[code] * r.crippled[code];
  }
  return out;
}

/** A sampler of the attack's readings: n final codes from the pipeline's sampler into a reused buffer, summed into `sums` (hit, loss, loss^2, structure, structure^2, out). */
export function pipelineSampler(a: PipelineAttack): (rng: Xoshiro128, n: number, sums: Float64Array) => void {
  const sampler = attackSampler(a.plan, VARIANTS.opposed as OpposedVariant);
  const r = codeReadings(a.weapon, a.target);
  let codes = new Uint16Array(0);
  return (rng, n, sums) => {
    if (codes.length < n) codes = new Uint16Array(n);
    sampler.sample(rng, codes, n);
    for (let i = 0; i < n; i++) {
      const c = codes[i];
      const loss = r.loss[c];
      const structure = r.structure[c];
      sums[0] += loss > 0 ? 1 : 0;
      sums[1] += loss;
      sums[2] += loss * loss;
      sums[3] += structure;
      sums[4] += structure * structure;
      sums[5] += r.crippled[c];
    }
  };
}

// ---------- JW-114: Ace ----------

/** P(D+) and mean damage (D 1, T 2, Q 3 per set) of a pool, exact from the d6sets kernel (a Base Pool under 2 rolls 2 dice, no Flex or Macro). */
export function poolValue(base: number, macro = 0): { success: number; damage: number } {
  const dist = exactPool({ base, flex: 0, macro });
  let damage = 0;
  for (let code = 0; code < dist.length; code++) damage += dist[code] * setDamage(code);
  return { success: 1 - dist[0], damage };
}
