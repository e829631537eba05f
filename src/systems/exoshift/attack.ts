/**
 * `playtest attack exoshift`: one shooting action resolved end to end
 * (`001_9ac883e80b2d20e9.txt`, Combat › Shooting through Casualties): the
 * focus bonuses bought (Aim per shot, Extra Shots), each shot's Combat test
 * with range, cover, obscured, Hunker Down, Stunned/Downed and indirect
 * modifiers, the Defense test against Power with its disruption clause,
 * damage from all shots combined as one attack ("Combine Extra Shots"), and
 * the casualty roll d10 + Disruption + Power - Quality (src/dice/casualty.ts).
 *
 * Outcomes, by the worst that happened to the target: miss (no hit), saved
 * (hit, every hit saved), damaged (damage below a multi-Health model's
 * Health), then the casualty table's unhurt, stunned, downed, wounded,
 * incapacitated, destroyed. Means: pDamage (the target took damage: any
 * outcome from damaged on) and expectedDisruption (disruption the attack
 * leaves on the target's unit: save clause, Suppression, AoE, casualty lines).
 *
 * Example: --attacker sol-line-infantry --target sol-line-infantry --aim 2
 * -> pDamage 0.56 (hit 8 in 10, save 3 in 10); the casualty roll d10 + 2 - 6
 * gives unhurt 0.6 / stunned 0.2 / downed 0.2 of those.
 */
import * as CasualtyModule from '../../dice/casualty.ts';
import { ParamError, type OutcomeModel } from '../../dice/kernel.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { variantChecked, type AttackPipeline, type AttackValues, type CompiledAttack } from '../attackPipeline.ts';
import type { Profile, Weapon } from './profiles.ts';
import * as ProfilesModule from './profiles.ts';
import type { ExoshiftVariants } from './rules.ts';
import * as RulesModule from './rules.ts';
import type { FocusAction, ShotNumbers, ShotSituation } from './shooting.ts';
import * as ShootingModule from './shooting.ts';
import { statDefs } from './statChanges.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { casualtyBand } = CasualtyModule;
const { PROFILES, WEAPONS, WEAPON_ALIASES, weaponById } = ProfilesModule;
const { EXOSHIFT_VARIANTS, defaultVariants } = RulesModule;
const { FOCUS_ACTIONS, INDIRECT_MODES, RANGE_BANDS, OUT_OF_RANGE, aimFor, casualtyDisruption, focusBudget, focusCost, maxExtraShots, rangeBand, saveDisruption, shotNumbers } = ShootingModule;

export const ATTACK_OUTCOMES = ['miss', 'saved', 'damaged', 'unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed'] as const;
const MISS = 0;
const SAVED = 1;
const DAMAGED = 2;
const FIRST_CASUALTY = 3;
/** Disruption is coded 0..31 per outcome (more than any one attack gives). */
const DISRUPTION_CODES = 32;

function model(): OutcomeModel {
  const size = ATTACK_OUTCOMES.length * DISRUPTION_CODES;
  const outcomeOf = new Int32Array(size);
  const pDamage = new Float64Array(size);
  const expectedDisruption = new Float64Array(size);
  for (let code = 0; code < size; code++) {
    outcomeOf[code] = Math.floor(code / DISRUPTION_CODES);
    pDamage[code] = outcomeOf[code] >= DAMAGED ? 1 : 0;
    expectedDisruption[code] = code % DISRUPTION_CODES;
  }
  return { size, outcomeKeys: ATTACK_OUTCOMES, outcomeOf, means: { pDamage, expectedDisruption }, distributions: {} };
}

const code = (outcome: number, disruption: number) => outcome * DISRUPTION_CODES + Math.min(DISRUPTION_CODES - 1, Math.max(0, disruption));

/** A resolved request: the shot numbers, how many shots and the Aim on each. */
export interface AttackPlan {
  weapon: Weapon;
  numbers: ShotNumbers;
  shots: number;
  aim: number;
  targetHealth: number;
  targetDisruption: number;
  variants: ExoshiftVariants;
}

const clampTest = (t: number) => (t <= 0 ? 0 : t >= 10 ? 10 : t);

/**
 * The exact distribution of fine codes. Shots are independent given the
 * target's state (their damage and disruption apply together, after the
 * action: "Combine Extra Shots"), so one shot's (damage, disruption, hit)
 * distribution is convolved `shots` times, then the casualty d10 is read.
 */
export function exactAttack(plan: AttackPlan): Float64Array {
  const { weapon, numbers: n, variants: v } = plan;
  // One shot: key = ((damage * 64 + disruption) * 16 + aoe) * 2 + hit, where aoe counts the AoE +1s kept out of the
  // casualty roll (variant aoeDisruption=after-attack, EX-089; under feeds-casualty the +1 is in disruption and aoe stays 0).
  const shot = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, p: number) => map.set(key, (map.get(key) ?? 0) + p);
  const pHit = clampTest(n.hitTarget + plan.aim) / 10;
  add(shot, 0, 1 - pHit);
  const pLands = weapon.aoe ? clampTest(weapon.aoe.saturation) / 10 : 1;
  if (weapon.aoe) add(shot, 0, pHit * (1 - pLands));
  const after = weapon.aoe !== null && v.aoeDisruption === 'after-attack';
  const onHit = weapon.suppression + (weapon.aoe && !after ? 1 : 0);
  const aoe = after ? 1 : 0;
  const key = (damage: number, disruption: number) => ((damage * 64 + disruption) * 16 + aoe) * 2 + 1;
  const landed = pHit * pLands;
  if (n.autoDamage) add(shot, key(weapon.damage, onHit), landed);
  else {
    for (let face = 1; face <= 10; face++) {
      const saved = face <= n.defenseTarget;
      const disruption = onHit + saveDisruption(face, n, weapon, saved, v);
      if (saved) add(shot, key(0, disruption), landed / 10);
      else if (n.qualitySave >= 0) {
        const q = clampTest(n.qualitySave) / 10;
        add(shot, key(0, disruption), (landed / 10) * q);
        add(shot, key(weapon.damage, disruption), (landed / 10) * (1 - q));
      } else add(shot, key(weapon.damage, disruption), landed / 10);
    }
  }
  let total = new Map<number, number>([[0, 1]]);
  for (let s = 0; s < plan.shots; s++) {
    const next = new Map<number, number>();
    for (const [a, pa] of total) for (const [b, pb] of shot) add(next, (Math.floor(a / 2) + Math.floor(b / 2)) * 2 + ((a | b) & 1), pa * pb);
    total = next;
  }
  const out = new Float64Array(ATTACK_OUTCOMES.length * DISRUPTION_CODES);
  for (const [key, p] of total) {
    const hit = key & 1;
    const aoe = Math.floor(key / 2) % 16;
    const damage = Math.floor(key / 2048);
    const disruption = Math.floor(key / 32) % 64;
    if (damage === 0) out[code(hit ? SAVED : MISS, disruption + aoe)] += p;
    else if (damage < plan.targetHealth) out[code(DAMAGED, disruption + aoe)] += p;
    else {
      // The casualty roll sees the attack's disruption; AoE +1s kept apart (after-attack) land after it.
      const modifier = plan.targetDisruption + disruption + weapon.power - n.casualtyQuality;
      for (let face = 1; face <= 10; face++) {
        const band = casualtyBand(face + modifier);
        out[code(FIRST_CASUALTY + band, disruption + aoe + casualtyDisruption(band, damage, v))] += p / 10;
      }
    }
  }
  return out;
}

/** One sampled attack, the exact model's steps in the same order. */
export function sampleAttack(plan: AttackPlan, rng: Xoshiro128): number {
  const { weapon, numbers: n, variants: v } = plan;
  let damage = 0;
  let disruption = 0;
  let aoe = 0;
  let hit = false;
  const after = weapon.aoe !== null && v.aoeDisruption === 'after-attack';
  for (let s = 0; s < plan.shots; s++) {
    if (rng.nextBelow(10) + 1 > n.hitTarget + plan.aim) continue;
    if (weapon.aoe && rng.nextBelow(10) + 1 > weapon.aoe.saturation) continue;
    hit = true;
    disruption += weapon.suppression + (weapon.aoe && !after ? 1 : 0);
    if (after) aoe++;
    if (n.autoDamage) {
      damage += weapon.damage;
      continue;
    }
    const face = rng.nextBelow(10) + 1;
    const saved = face <= n.defenseTarget;
    disruption += saveDisruption(face, n, weapon, saved, v);
    if (saved) continue;
    if (n.qualitySave >= 0 && rng.nextBelow(10) + 1 <= n.qualitySave) continue;
    damage += weapon.damage;
  }
  if (damage === 0) return code(hit ? SAVED : MISS, disruption + aoe);
  if (damage < plan.targetHealth) return code(DAMAGED, disruption + aoe);
  const band = casualtyBand(rng.nextBelow(10) + 1 + plan.targetDisruption + disruption + weapon.power - n.casualtyQuality);
  return code(FIRST_CASUALTY + band, disruption + aoe + casualtyDisruption(band, damage, v));
}

const PROFILE_IDS = Object.keys(PROFILES);
const WEAPON_IDS = [...Object.keys(WEAPONS), ...Object.keys(WEAPON_ALIASES)];
const ATTACK_VARIANT_NAMES = ['cover', 'autoDamageAtZero', 'defenseDisruption', 'qualitySave', 'damageAvoided', 'extraShots', 'focusFire', 'fireOnTheMove', 'spotterPenalties', 'familiarTerrain', 'aoeDisruption', 'stats'] as const;

/** The pipeline's request, checked against the rules: the plan to evaluate and the params to echo. */
export function planAttack(values: AttackValues, chosen: Readonly<Record<string, string>>): { plan: AttackPlan; params: Record<string, unknown> } {
  const v = { ...defaultVariants(), ...chosen } as ExoshiftVariants;
  // The printed profiles and weapons, or the stats variant's changes to them: every number below is read from these.
  const defs = variantChecked(() => statDefs(v.stats));
  const attacker = defs.profile(values.attacker as string) as Profile;
  const target = defs.profile(values.target as string) as Profile;
  const weaponId = (values.weapon as string | undefined) ?? attacker.weapons[0];
  const carried = defs.weapon(weaponId) ?? weaponById(weaponId);
  // --fire-on-the-move gives the weapon that trait (Weapon Traits; no printed or illustrative weapon has it: EX-037).
  let weapon = values['fire-on-the-move'] === true && !carried.fireOnTheMove ? { ...carried, fireOnTheMove: true } : carried;
  // A designer's "what if": --accuracy and --rof in place of the weapon's printed numbers (EX-002's sweep), -1 for printed.
  const accuracy = (values.accuracy as number | undefined) ?? -1;
  const rof = (values.rof as number | undefined) ?? -1;
  if (rof === 0) throw new ParamError('rof', 'a weapon fires at least one shot: give 1 or more, or -1 for the printed RoF');
  if (accuracy >= 0 || rof >= 1) weapon = { ...weapon, accuracy: accuracy >= 0 ? accuracy : weapon.accuracy, rof: rof >= 1 ? rof : weapon.rof };
  // --quality in place of the attacker's printed Quality: its focus budget (Focus Bonuses: Quality - Disruption).
  const quality = (values.quality as number | undefined) ?? -1;
  const attackerQuality = quality >= 0 ? quality : attacker.qlt;
  // --target-quality in place of the target's printed Quality: its casualty roll (d10 + Disruption + Power - Quality).
  const targetQuality = (values['target-quality'] as number | undefined) ?? -1;
  const action = values.action as FocusAction;
  let band: number;
  if (values.distance !== undefined && (values.distance as number) >= 0) {
    if (values.range !== undefined) throw new ParamError('distance', 'give --distance or --range, not both');
    band = rangeBand(weapon, values.distance as number);
    if (band === OUT_OF_RANGE) throw new ParamError('distance', `${values.distance}" is out of range for ${weapon.name} (long range ${weapon.range[2].max}")`);
  } else band = RANGE_BANDS.indexOf(((values.range as string | undefined) ?? 'short') as (typeof RANGE_BANDS)[number]);
  if (action === 'assault' || action === 'defensive-fire') band = 0; // both happen within 1": point blank (Assaults)
  const indirect = INDIRECT_MODES.indexOf(values.indirect as (typeof INDIRECT_MODES)[number]);
  if (indirect > 0 && !weapon.indirect) throw new ParamError('indirect', `${weapon.name} has no Indirect trait`);
  if (action === 'snap-fire' && weapon.type !== 'basic') throw new ParamError('action', `only Basic weapons may Snap Fire; ${weapon.name} is ${weapon.type}`);
  const attackerDisruption = values['attacker-disruption'] as number;
  const situation: ShotSituation = {
    com: attacker.com,
    attackerStunned: values['attacker-stunned'] === true,
    weapon,
    band,
    cover: ['none', 'light', 'heavy'].indexOf(values.cover as string),
    obscured: values.obscured === true,
    hunkered: values.hunkered === true,
    familiar: values.familiar === true,
    targetDef: target.def,
    targetQlt: targetQuality >= 0 ? targetQuality : target.qlt,
    targetDisruption: values.disruption as number,
    targetDowned: values.downed === true,
    cautious: values.cautious === true,
    indirect,
    spotted: values.spotter === true,
    pds: values.pds as number,
    assault: action === 'assault',
    // Construction and Emplacements: an emplacement still being built ("the model is unusable. Any models attacking it gain
    // +2 Combat to attack it", EX-092). The chapter is [WORK IN PROGRESS] and prints no emplacement profile: the target's
    // profile stands in for it.
    other: values['unfinished-emplacement'] === true ? UNFINISHED_EMPLACEMENT_COMBAT : 0,
  };
  const numbers = shotNumbers(situation, v);
  const budget = focusBudget(attackerQuality, attackerDisruption, action, weapon, v);
  const maxExtra = maxExtraShots(weapon, v);
  let aim = values.aim as number;
  let extra = values['extra-shots'] as number;
  if ((values.shots as number) > 0) {
    if (extra > 0) throw new ParamError('shots', 'give --shots or --extra-shots, not both');
    extra = (values.shots as number) - 1;
  }
  if (action === 'snap-fire' || action === 'assault') {
    // Snap Fire: RoF 1, no focus. Assault attacks: full RoF with Basic weapons, RoF 1 with Heavy, no focus (Assaults).
    if (aim > 0 || extra > 0) throw new ParamError('aim', `${action} gets no focus bonuses`);
    extra = action === 'assault' && weapon.type === 'basic' ? weapon.rof - 1 : 0;
  } else if (values['best-focus'] === true) {
    let best = -1;
    for (let e = 0; e <= maxExtra; e++) {
      const a = aimFor(budget, e, weapon, v);
      if (a < 0) continue;
      const p = exactAttack({ weapon, numbers, shots: 1 + e, aim: a, targetHealth: target.hea, targetDisruption: situation.targetDisruption, variants: v });
      let damage = 0;
      for (let c = DAMAGED * DISRUPTION_CODES; c < p.length; c++) damage += p[c];
      if (damage > best + 1e-12) [best, aim, extra] = [damage, a, e];
    }
  } else {
    if (aim > weapon.accuracy) throw new ParamError('aim', `Aim is limited to the weapon's Accuracy (${weapon.accuracy}) per shot`);
    if (extra > maxExtra) throw new ParamError('extra-shots', `at most ${maxExtra} extra shots with RoF ${weapon.rof} (variant extraShots=${v.extraShots})`);
    const cost = focusCost(aim, extra, v);
    if (cost > budget) throw new ParamError('aim', `Aim ${aim} on each of ${1 + extra} shots costs ${cost} focus; ${action} has ${budget} (Quality ${attackerQuality} - Disruption ${attackerDisruption}${action === 'advance' && !(weapon.fireOnTheMove && v.fireOnTheMove === 'not-halved') ? ', halved' : ''})`);
  }
  const plan: AttackPlan = { weapon, numbers, shots: 1 + extra, aim, targetHealth: target.hea, targetDisruption: situation.targetDisruption, variants: v };
  return {
    plan,
    params: {
      attacker: attacker.id,
      weapon: weapon.id,
      target: target.id,
      action,
      range: RANGE_BANDS[band],
      // The numbers a --quality, --accuracy or --rof replaced, shown only when given (the printed ones are in the profile).
      ...(quality >= 0 ? { quality: attackerQuality } : {}),
      ...(accuracy >= 0 ? { accuracy: weapon.accuracy } : {}),
      ...(rof >= 1 ? { rof: weapon.rof } : {}),
      ...(targetQuality >= 0 ? { targetQuality } : {}),
      shots: 1 + extra,
      aimPerShot: aim,
      focus: budget,
      hitOn: Math.max(0, Math.min(10, numbers.hitTarget + aim)),
      saveOn: numbers.autoDamage ? 0 : Math.max(0, Math.min(10, numbers.defenseTarget)),
      autoDamage: numbers.autoDamage,
      casualtyModifier: situation.targetDisruption + weapon.power - numbers.casualtyQuality,
    },
  };
}

/** Construction and Emplacements: "Any models attacking it gain +2 Combat to attack it" (an unfinished emplacement). */
export const UNFINISHED_EMPLACEMENT_COMBAT = 2;

export const exoshiftAttack: AttackPipeline = {
  system: 'exoshift',
  summary: 'Exoshift: Tactics (001, v0.53): one shot action, Focus bonuses, Combat test, Defense vs Power, casualty table',
  // Each id is an item this pipeline computes as asked; the hand-worked tests are in tests/systems/exoshift/attack.test.ts.
  catalogue: ['EX-019', 'EX-020', 'EX-037', 'EX-041', 'EX-051', 'EX-063', 'EX-064', 'EX-065', 'EX-067', 'EX-068', 'EX-070', 'EX-071', 'EX-072', 'EX-073', 'EX-081', 'EX-082', 'EX-085', 'EX-086', 'EX-088', 'EX-089', 'EX-090', 'EX-102', 'EX-106', 'EX-107', 'EX-120', 'EX-092'],
  options: {
    attacker: { kind: 'choice', values: PROFILE_IDS, required: true, describe: 'shooting model profile id' },
    weapon: { kind: 'choice', values: WEAPON_IDS, describe: "weapon id (default: the attacker's first weapon)" },
    target: { kind: 'choice', values: PROFILE_IDS, required: true, describe: 'target model profile id' },
    action: { kind: 'choice', values: FOCUS_ACTIONS, default: 'focus-fire', describe: 'the action shooting (Focus Fire, Advance: halved focus, Snap Fire, Assault attacks, Defensive Fire)' },
    aim: { kind: 'int', default: 0, min: 0, max: 10, describe: 'Aim bonuses on each shot (+1 Combat each, up to Accuracy)' },
    'extra-shots': { kind: 'int', default: 0, min: 0, max: 10, describe: 'extra shots bought with focus (up to RoF)' },
    shots: { kind: 'int', default: 0, min: 0, max: 11, describe: 'total shots instead of --extra-shots' },
    'best-focus': { kind: 'flag', describe: 'spend the focus budget the way that maximises P(damage)' },
    range: { kind: 'choice', values: RANGE_BANDS, describe: 'range band (default short)' },
    distance: { kind: 'int', default: -1, min: -1, max: 200, describe: 'distance in inches instead of --range' },
    cover: { kind: 'choice', values: ['none', 'light', 'heavy'], default: 'none', describe: 'cover the target is in' },
    obscured: { kind: 'flag', describe: 'target obscured by other terrain (smoke, brush)' },
    hunkered: { kind: 'flag', describe: 'target Hunkered Down (only counts in cover)' },
    familiar: { kind: 'flag', describe: 'target has Familiar Terrain and is in its deployment zone: +1 Defense when Hunkered Down (in cover only, unless --variant familiarTerrain=hunkered)' },
    downed: { kind: 'flag', describe: 'target is Downed (+1 Combat, -1 Defense)' },
    cautious: { kind: 'flag', describe: 'target is a leader with the Cautious Leadership Bonus' },
    disruption: { kind: 'int', default: 0, min: 0, max: 20, describe: "target unit's Disruption (casualty roll, Quality save)" },
    'attacker-disruption': { kind: 'int', default: 0, min: 0, max: 20, describe: "attacker's Disruption (reduces focus)" },
    'attacker-stunned': { kind: 'flag', describe: 'attacker is Stunned (-2 Combat)' },
    quality: { kind: 'int', default: -1, min: -1, max: 10, describe: "the attacker's Quality instead of its profile's (its focus budget; -1: as printed)" },
    accuracy: { kind: 'int', default: -1, min: -1, max: 10, describe: "the weapon's Accuracy instead of its printed one (most Aim per shot; -1: as printed)" },
    rof: { kind: 'int', default: -1, min: -1, max: 10, describe: "the weapon's RoF instead of its printed one (-1: as printed; 0 is not a RoF)" },
    'target-quality': { kind: 'int', default: -1, min: -1, max: 10, describe: "the target's Quality instead of its profile's (its casualty roll; -1: as printed)" },
    'fire-on-the-move': { kind: 'flag', describe: "the weapon has Fire on the Move: an Advance's focus is not halved (variant fireOnTheMove=halved: it is)" },
    indirect: { kind: 'choice', values: INDIRECT_MODES, default: 'none', describe: 'indirect fire: with direct LoS (-1) or without (-2)' },
    spotter: { kind: 'flag', describe: 'a Spotter provides LoS: no indirect penalties except PDS (variant spotterPenalties=kept: the penalties stay)' },
    pds: { kind: 'int', default: 0, min: 0, max: 5, describe: 'PDS rating protecting the target against indirect fire' },
    'unfinished-emplacement': { kind: 'flag', describe: 'the target is an emplacement still under construction: +2 Combat to attack it (the target profile stands in: no emplacement profile is printed)' },
  },
  variants: Object.fromEntries(ATTACK_VARIANT_NAMES.map((name) => [name, EXOSHIFT_VARIANTS[name]])),
  examples: [
    '--attacker sol-line-infantry --weapon igi-87-impulse-gun --target sol-line-infantry --aim 2 --exact --json',
    '--attacker sol-line-infantry --target sol-line-infantry --aim 2 --cover light --variant cover=both',
    '--attacker sol-line-infantry --target sol-line-infantry --best-focus --disruption 3',
    '--attacker sol-mortar-team --target sol-line-infantry --indirect blind --spotter --pds 1',
    '--attacker sol-line-infantry --target sol-line-infantry --aim 2 --cover light --hunkered --familiar',
    '--attacker sol-line-infantry --target sol-line-infantry --action advance --fire-on-the-move --best-focus',
    '--attacker sol-line-infantry --target sol-tracked-carrier --aim 2 --unfinished-emplacement',
  ],
  compile(values, variants): CompiledAttack {
    const { plan, params } = planAttack(values, variants);
    return {
      params,
      model: model(),
      exact: () => exactAttack(plan),
      sampler: () => ({
        sample(rng, out, n) {
          for (let i = 0; i < n; i++) out[i] = sampleAttack(plan, rng);
        },
      }),
    };
  },
};
