/**
 * `playtest attack jagged-shards`: one attack resolved end to end (Ch. 7
 * Attack Resolution, `000_9659637e2373f14e.txt`): declare target, determine
 * the SR Threshold (a base SR, or the weapon's base SR for the Range Band of
 * the distance), apply modifiers (cover +10/+20, elevation -10, passive
 * abilities), roll the D100 with the d100 kernel (crit bands, Warp Flare
 * reroll), and resolve the Wound Class (+1 on a critical success) and, with
 * profiles, the wounds inflicted and the chance the target is destroyed.
 *
 * Fine codes are the d100 kernel's four outcomes, since everything after the
 * roll is a function of it: exact = d100.exact, sampler = d100.sampler.
 *
 * Examples:
 *   --sr 50 --cover light --elevated --reroll
 *   --attacker bastion-walker --target order-adept-cohort --distance 12 --cover heavy
 */
import { d100, D100_OUTCOMES, type D100Params } from '../../dice/d100.ts';
import { ParamError, type OutcomeModel } from '../../dice/kernel.ts';
import { variantChecked, type AttackPipeline, type AttackValues } from '../attackPipeline.ts';
import { PROFILES } from './data.ts';
import type { UnitProfile, Weapon } from './profiles.ts';
import { BANDS } from './profiles.ts';
import { statProfiles, type StatProfiles } from './statChanges.ts';
import { CRIT_FAIL_MAX, CRIT_SUCCESS, CRIT_SUCCESS_MIN, ENGAGEMENT_INCHES, hitWoundClass, JAGGED_VARIANTS, modifiedSr, rangeBand, SUCCESS, woundModelIndex, woundsInflicted } from './rules.ts';

/** --sr and --distance are optional (profiles or a bare SR); this value, outside their ranges, means "not given". */
const NOT_GIVEN = -1000;
const COVER = ['none', 'light', 'heavy'] as const;
const UNIT_IDS = PROFILES.units.map((u) => u.id);
const WEAPON_IDS = [...new Set(PROFILES.units.flatMap((u) => u.weapons.map((w) => w.id)))];

function usableAt(weapon: Weapon, distance: number, longerAtEdge: boolean): number | null {
  if (weapon.melee) return distance <= ENGAGEMENT_INCHES ? weapon.sr[0] : null;
  const band = rangeBand(distance, longerAtEdge);
  return band < 0 ? null : weapon.sr[band];
}

function describeBands(weapon: Weapon): string {
  return BANDS.map((band, i) => `${band} ${weapon.sr[i] ?? '-'}`).join(', ');
}

interface Resolved {
  baseSr: number;
  weaponClass: number;
  ignoresCover: boolean;
  abilities: number;
  attacker: UnitProfile | null;
  target: UnitProfile | null;
  weapon: Weapon | null;
  band: string | null;
}

function resolveProfiles(values: AttackValues, longerAtEdge: boolean, profiles: StatProfiles): Resolved {
  const attacker = profiles.get(values.attacker as string)!;
  if (values.target === undefined) throw new ParamError('target', 'give --target UNIT with --attacker');
  const target = profiles.get(values.target as string)!;
  const distance = values.distance as number;
  if (distance === NOT_GIVEN) throw new ParamError('distance', 'give --distance D (inches, 0-24) with --attacker');
  if (values.sr !== NOT_GIVEN) throw new ParamError('sr', '--sr and --attacker exclude each other: the weapon profile gives the base SR');
  let weapon: Weapon | undefined;
  if (values.weapon !== undefined) {
    weapon = attacker.weapons.find((w) => w.id === values.weapon);
    if (!weapon) throw new ParamError('weapon', `${attacker.name} carries ${attacker.weapons.map((w) => w.id).join(', ')}; got '${values.weapon}'`);
    if (usableAt(weapon, distance, longerAtEdge) === null) {
      throw new ParamError('distance', `${weapon.name} cannot attack at ${distance}" (${weapon.melee ? `melee: within ${ENGAGEMENT_INCHES}"` : describeBands(weapon)})`);
    }
  } else {
    // The unit's own normal weapon with the lowest SR at this distance (replacement attacks only when named).
    let best = Infinity;
    for (const w of attacker.weapons) {
      const sr = w.ability < 0 ? usableAt(w, distance, longerAtEdge) : null;
      if (sr !== null && (sr < best || (sr === best && weapon && w.woundClass > weapon.woundClass))) {
        best = sr;
        weapon = w;
      }
    }
    if (!weapon) throw new ParamError('distance', `${attacker.name} has no weapon that can attack at ${distance}" (${attacker.weapons.map((w) => `${w.id}: ${w.melee ? 'melee' : describeBands(w)}`).join('; ')})`);
  }
  const band = weapon.melee ? 'melee' : BANDS[rangeBand(distance, longerAtEdge)];
  return {
    baseSr: usableAt(weapon, distance, longerAtEdge)!,
    weaponClass: weapon.woundClass,
    ignoresCover: weapon.ignoresCover,
    abilities: attacker.attackSr + target.incomingSr,
    attacker,
    target,
    weapon,
    band,
  };
}

function resolveBare(values: AttackValues): Resolved {
  if (values.sr === NOT_GIVEN) throw new ParamError('sr', 'give --sr N (the base SR), or --attacker UNIT --target UNIT --distance D');
  for (const option of ['target', 'weapon'] as const) if (values[option] !== undefined) throw new ParamError(option, `--${option} needs --attacker`);
  return { baseSr: values.sr as number, weaponClass: values['wound-class'] as number, ignoresCover: false, abilities: 0, attacker: null, target: null, weapon: null, band: null };
}

/** Per fine code (critFail, fail, success, critSuccess): Wound Class 0 (no hit) or the hit's class. */
function woundClassByCode(weaponClass: number): number[] {
  return D100_OUTCOMES.map((_, code) => (code === SUCCESS || code === CRIT_SUCCESS ? hitWoundClass(code, weaponClass, 0) : 0));
}

function model(resolved: Resolved, remaining: number, woundModel: number): OutcomeModel {
  const classes = woundClassByCode(resolved.weaponClass);
  const classKeys = Array.from({ length: Math.max(...classes) + 1 }, (_, k) => String(k));
  const base: OutcomeModel = {
    size: 4,
    outcomeKeys: D100_OUTCOMES,
    outcomeOf: Int32Array.of(0, 1, 2, 3),
    means: {},
    distributions: { woundClass: { keys: classKeys, of: Int32Array.from(classes) } },
  };
  if (!resolved.target) return base;
  const durability = resolved.target.durability;
  const wounds = classes.map((wc) => (wc === 0 ? 0 : woundsInflicted(wc, durability, woundModel)));
  const woundKeys = Array.from({ length: Math.max(...wounds) + 1 }, (_, k) => String(k));
  return {
    ...base,
    means: {
      meanWounds: Float64Array.from(wounds),
      destroyed: Float64Array.from(wounds, (w) => (w >= remaining ? 1 : 0)),
    },
    distributions: { ...base.distributions, wounds: { keys: woundKeys, of: Int32Array.from(wounds) } },
  };
}

export const jaggedShardsAttack: AttackPipeline = {
  system: 'jagged-shards',
  summary: 'Jagged Shards (000_...txt Ch. 7): d100 attack against SR with cover, elevation, crit bands, Warp Flare reroll; Wound Class and wounds from profiles',
  // Each with a hand-worked test (tests/systems/jagged-shards/attack.test.ts): cover's +10/+20 (JS-051, JS-052) and the base-SR sweep
  // that shows where cover and elevation are absorbed by the crit bands (JS-034); the wounds of a hit and of a crit under each
  // assumed wound table (JS-039, variant wound-model).
  catalogue: ['JS-034', 'JS-039', 'JS-051', 'JS-052'],
  options: {
    sr: { kind: 'int', default: NOT_GIVEN, min: -100, max: 300, describe: 'base SR Threshold before modifiers (required unless --attacker is given; -1000 = not given)' },
    cover: { kind: 'choice', values: COVER, default: 'none', describe: "the target's cover: light +10 SR, heavy +20 SR (Ch. 7 Cover)" },
    elevated: { kind: 'flag', describe: 'the attacker stands on elevated terrain: -10 SR (Ch. 4; see --variant elevation)' },
    'target-elevated': { kind: 'flag', describe: 'the target stands on elevated terrain too (no -10 SR under elevation=lower-targets)' },
    reroll: { kind: 'flag', describe: 'spend a Warp Flare to reroll a plain fail once (Ch. 8 Rerolls; crits are never rerolled)' },
    'wound-class': { kind: 'int', default: 1, min: 1, max: 6, describe: "the weapon's Wound Class with --sr (profiles give their own)" },
    attacker: { kind: 'choice', values: UNIT_IDS, describe: 'attacking unit profile (data/profiles.json)' },
    target: { kind: 'choice', values: UNIT_IDS, describe: 'target unit profile' },
    distance: { kind: 'int', default: NOT_GIVEN, min: 0, max: 24, describe: 'distance in inches with --attacker (Range Bands: close 0-8, medium 8-16, long 16-24; melee within 1")' },
    weapon: { kind: 'choice', values: WEAPON_IDS, describe: "the attacker's weapon or replacement ability (default: its best normal weapon at that distance)" },
    wounds: { kind: 'int', default: 0, min: 0, max: 20, describe: "the target's wounds left, for the chance it is destroyed (default: its full track)" },
    'crit-fail': { kind: 'int', default: 5, min: 0, max: 100, describe: 'rolls 1..N are critical failures (Ch. 3: 01-05)' },
    'crit-success': { kind: 'int', default: 96, min: 1, max: 101, describe: 'rolls N..100 are critical successes (Ch. 3: 96-100)' },
  },
  variants: {
    elevation: JAGGED_VARIANTS.elevation,
    'cover-vs-melee': JAGGED_VARIANTS['cover-vs-melee'],
    'range-boundary': JAGGED_VARIANTS['range-boundary'],
    'wound-model': JAGGED_VARIANTS['wound-model'],
    stats: JAGGED_VARIANTS.stats,
  },
  examples: ['--sr 50 --cover light --elevated --reroll --exact --json', '--attacker bastion-walker --target order-adept-cohort --distance 12 --cover heavy', '--attacker containment-operative --target fracture-raptor-pack --distance 6 --weapon frag-grenade'],
  compile(values, variants) {
    const longerAtEdge = variants['range-boundary'] === 'longer-band';
    // Checked with or without --attacker: a bad change is an error even for a bare --sr attack that reads no profile.
    const profiles = variantChecked(() => statProfiles(variants.stats));
    const resolved = values.attacker !== undefined ? resolveProfiles(values, longerAtEdge, profiles) : resolveBare(values);
    if (values.attacker === undefined && values.distance !== NOT_GIVEN) throw new ParamError('distance', '--distance needs --attacker');
    const cover = COVER.indexOf(values.cover as (typeof COVER)[number]);
    const meleeIgnoresCover = resolved.weapon?.melee === true && variants['cover-vs-melee'] === 'ignored';
    const sr = modifiedSr(resolved.baseSr, {
      cover,
      ignoresCover: resolved.ignoresCover || meleeIgnoresCover,
      attackerElevated: values.elevated === true,
      targetElevated: values['target-elevated'] === true,
      elevationAlways: variants.elevation === 'always',
      abilities: resolved.abilities,
    });
    const kernelParams: D100Params = d100.parse({ sr, 'crit-fail': values['crit-fail'] as number, 'crit-success': values['crit-success'] as number, reroll: values.reroll === true });
    const full = resolved.target?.wounds ?? 0;
    const remaining = (values.wounds as number) > 0 ? Math.min(values.wounds as number, full) : full;
    const params: Record<string, unknown> = {
      baseSr: resolved.baseSr,
      sr,
      cover: values.cover,
      elevated: values.elevated === true,
      targetElevated: values['target-elevated'] === true,
      reroll: values.reroll === true,
      critFail: kernelParams.critFail,
      critSuccess: kernelParams.critSuccess,
      woundClass: resolved.weaponClass,
    };
    if (resolved.attacker && resolved.target && resolved.weapon) {
      Object.assign(params, {
        attacker: resolved.attacker.id,
        target: resolved.target.id,
        distance: values.distance,
        band: resolved.band,
        weapon: resolved.weapon.id,
        ignoresCover: resolved.weapon.ignoresCover,
        abilitySr: resolved.abilities,
        durability: resolved.target.durability,
        targetWounds: remaining,
      });
      if (resolved.weapon.warpFlares > 0) params.replacementWarpFlares = resolved.weapon.warpFlares;
    }
    return {
      params,
      model: model(resolved, remaining, woundModelIndex(variants['wound-model'] ?? 'over-durability')),
      exact: () => d100.exact(kernelParams),
      sampler: () => d100.sampler(kernelParams),
    };
  },
};

/** P(hit) for a modified SR with or without a reroll, from the d100 kernel (the heuristic's table). */
export function hitChance(sr: number, reroll: boolean): number {
  const p = d100.exact({ sr, critFail: CRIT_FAIL_MAX, critSuccess: CRIT_SUCCESS_MIN, reroll });
  return p[SUCCESS] + p[CRIT_SUCCESS];
}
