/**
 * `playtest attack jovian-wars`: one attack of `002_f697cf6215cb147c.txt`
 * resolved end to end (Attack › Attack Window steps 3-8): the weapon's AC or
 * AS by target type, the Attack Modifier table (range, arc, Armor, traits),
 * the weapon's Macro, the weapon type (Beam re-roll, Mass Driver macro-to-flex
 * and its own damage table, Particle Cannon redundant boxes, Missiles as an
 * opposed roll against Defense or Skill), Evasive, ECM and the rest under the
 * chosen Traits chapter, then Damage on the target's fresh card.
 *
 * Fine code = the final magnitude code (src/dice/setMagnitudes.ts); outcomes
 * N/D/T/Q are its highest magnitude; means and distributions are functions of
 * the code applied to the fresh target card (damage.ts). meanDamage is boxes
 * marked (Structure + Rating) for a capital ship, Structure for a squadron;
 * criticals are reported apart (their effect is the attacker's choice).
 * Exact: the kernels' exact pool distributions combined (attackPool.ts);
 * sampled: the kernels' batched samplers.
 *
 * Examples:
 *   --attacker javelin --weapon kinetic-cannon --target uller --arc side --range 10
 *   --attacker uller --weapon as-missiles --target pathfinder --range 8
 *   --weapon profile --type missile --ac 3 --target tengu --defense 2 --support 1
 */
import { ParamError, type OutcomeModel } from '../../dice/kernel.ts';
import { CODE_COUNT, highestMagnitude, MAGNITUDE_KEYS } from '../../dice/setMagnitudes.ts';
import type { OpposedVariant } from '../../dice/d6opposed.ts';
import { variantChecked, type AttackPipeline, type AttackValues } from '../attackPipeline.ts';
import { attackSampler, exactAttack, planAttack, situation, type AttackedArc } from './attackPool.ts';
import { CARD_IDS, CARDS, WEAPON_TYPES, traitValue, type CapitalCard, type UnitCard, type Weapon, type WeaponType } from './cards.ts';
import { damageCapital, damageScale, newTally, squadronDamage, STRUCTURE, tableOf, type DamageTable } from './damage.ts';
import { JOVIAN_VARIANTS, RANGE_BANDS, rangeBand, traitReading, type RangeBand } from './rules.ts';
import { hazardRating, hazardWeapon } from './terrain.ts';
import { statCards, type StatCards } from './statChanges.ts';

const NOT_GIVEN = -1;
const WEAPON_IDS = [...new Set([...CARDS.values()].flatMap((c) => c.weapons.map((w) => w.id)))];
const ARC_WORDS = ['fore', 'side', 'aft', 'front', 'rear'] as const;
/** Terrain pieces whose Move column makes an Attack on a model moving through them (terrain.ts hazardRating). */
const HAZARDS = ['asteroid-field', 'debris-field', 'particle-cloud', 'atmosphere', 'comet-tail'] as const;

function freshTracks(card: CapitalCard) {
  return { tracks: [card.structure, card.defense, card.sensors, card.thrusters, card.marines], marked: new Int8Array(5) };
}

/** Outcome model for a target: N/D/T/Q plus damage means and distributions on its fresh card. */
export function damageModel(target: UnitCard, table: DamageTable, scale: string, rolls: number): OutcomeModel {
  const outcomeOf = new Int32Array(CODE_COUNT);
  const damage = new Float64Array(CODE_COUNT);
  for (let code = 0; code < CODE_COUNT; code++) outcomeOf[code] = highestMagnitude(code);
  if (target.kind !== 'capital') {
    const perSet = damageScale(scale);
    const of = new Int32Array(CODE_COUNT);
    let most = 0;
    for (let code = 0; code < CODE_COUNT; code++) {
      const d = Math.min(squadronDamage(code, perSet), target.structure);
      of[code] = d;
      damage[code] = squadronDamage(code, perSet) * rolls;
      most = Math.max(most, d);
    }
    const destroyed = new Float64Array(CODE_COUNT);
    for (let code = 0; code < CODE_COUNT; code++) destroyed[code] = rolls === 1 && of[code] >= target.structure ? 1 : 0;
    const means: Record<string, Float64Array> = { meanDamage: damage };
    if (rolls === 1) means.destroyed = destroyed;
    return { size: CODE_COUNT, outcomeKeys: MAGNITUDE_KEYS, outcomeOf, means, distributions: rolls === 1 ? { structureLost: { keys: Array.from({ length: target.structure + 1 }, (_, i) => String(i)), of } } : {} };
  }
  const structure = new Float64Array(CODE_COUNT);
  const rating = new Float64Array(CODE_COUNT);
  const criticals = new Float64Array(CODE_COUNT);
  const crippled = new Float64Array(CODE_COUNT);
  const structureOf = new Int32Array(CODE_COUNT);
  for (let code = 0; code < CODE_COUNT; code++) {
    const ship = freshTracks(target);
    const tally = newTally();
    damageCapital(ship, code, table, tally);
    structure[code] = tally.structure * rolls;
    rating[code] = tally.rating * rolls;
    criticals[code] = tally.criticals * rolls;
    damage[code] = (tally.structure + tally.rating) * rolls;
    crippled[code] = ship.marked[STRUCTURE] >= target.structure.length ? 1 : 0;
    structureOf[code] = tally.structure;
  }
  const means: Record<string, Float64Array> = { meanDamage: damage, meanStructure: structure, meanRating: rating, meanCriticals: criticals };
  if (rolls === 1) means.crippled = crippled;
  return {
    size: CODE_COUNT,
    outcomeKeys: MAGNITUDE_KEYS,
    outcomeOf,
    means,
    distributions: rolls === 1 ? { structureLost: { keys: Array.from({ length: target.structure.length + 1 }, (_, i) => String(i)), of: structureOf } } : {},
  };
}

function arcOf(word: string): AttackedArc {
  return word === 'front' ? 'fore' : word === 'rear' ? 'aft' : (word as AttackedArc);
}

/** Weapons › Lance: "A Lance can only be used in a Bombing or Dogfight", neither of which this pipeline resolves. */
const LANCE_ONLY = (name: string): string => `${name} can only be used in a Bombing Run or a Dogfight (Weapons › Lance); this pipeline resolves the activation attack, so it has no Lance attack`;

function resolveWeapon(values: AttackValues, cards: StatCards): { weapon: Weapon; attacker: UnitCard | null } {
  const weaponId = values.weapon as string;
  if (values.attacker !== undefined) {
    const attacker = cards.card(values.attacker as string)!;
    const weapon = attacker.weapons.find((w) => w.id === weaponId);
    if (!weapon) throw new ParamError('weapon', `${attacker.name} carries ${attacker.weapons.map((w) => w.id).join(', ')}; got '${weaponId}'`);
    // Weapons › Drone Bay launches drone squadrons; they attack with their own card's weapons.
    if (weapon.type === 'drone') throw new ParamError('weapon', `${weapon.name} launches drones and makes no attack; attack with a drone card, e.g. --attacker sentry-drone-squadron --weapon kinetic-cannon`);
    if (weapon.type === 'lance') throw new ParamError('weapon', LANCE_ONLY(weapon.name));
    return { weapon, attacker };
  }
  // A bare profile: --weapon names the type's card weapon only for its traits; --type/--ac/--as/--ma give the numbers.
  const type = (values.type as WeaponType | undefined) ?? 'kinetic';
  if (type === 'lance') throw new ParamError('type', LANCE_ONLY('a Lance'));
  return {
    weapon: { id: weaponId, name: weaponId, type, missile: type === 'missile' ? 'ac' : undefined, arc: ['T'], ac: values.ac as number, as: values.as as number, macro: values.ma as number, traits: [...(values['weapon-trait'] as readonly string[])], count: 1 },
    attacker: null,
  };
}

export const jovianWarsAttack: AttackPipeline = {
  system: 'jovian-wars',
  summary: 'Jovian Wars: one weapon attack, AC/AS through the Attack Modifier table, Armor by arc, weapon type, traits, then damage on the target card',
  // The items one attack computes as asked, each with a hand-worked test (tests/systems/jovian-wars/attack.test.ts): the net-modifier
  // table, capital ship damage by magnitude, the Mass Driver, Particle Cannon and Missile rules, Evasive's fuel, Targeted, terrain hazards, Formation,
  // a Negative Macro Pool under both readings (variant negative-macro), the band after Sensors damage (variant sensor-damage).
  catalogue: ['JW-013', 'JW-014', 'JW-055', 'JW-061', 'JW-076', 'JW-081', 'JW-089', 'JW-090', 'JW-091', 'JW-117', 'JW-124', 'JW-125', 'JW-128', 'JW-137'],
  options: {
    attacker: { kind: 'choice', values: CARD_IDS, describe: 'the attacking card (its weapon, Sensors, Skill and traits)' },
    weapon: { kind: 'choice', values: [...WEAPON_IDS, 'profile'], required: true, describe: "the attacker's weapon id, or 'profile' with --type --ac --as --ma" },
    target: { kind: 'choice', values: CARD_IDS, required: true, describe: 'the target card (type, Armor, Defense or Skill, traits, fresh rating tracks)' },
    arc: { kind: 'choice', values: ARC_WORDS, default: 'fore', describe: "the target's arc the attacker is in (capital targets): fore|side|aft (front, rear accepted)" },
    range: { kind: 'int', default: NOT_GIVEN, min: 0, max: 72, describe: 'distance in inches: the band follows from Signature and Sensors (missiles: their maximum range)' },
    band: { kind: 'choice', values: RANGE_BANDS, describe: 'the Sensor Range band outright (instead of --range)' },
    'attacker-sensors': { kind: 'int', default: NOT_GIVEN, min: 0, max: 12, describe: "a capital ship attacker's current Sensors after Rating Damage, for the band of --range (JW-055, variant sensor-damage; default: undamaged)" },
    modifier: { kind: 'int', default: 0, min: -10, max: 10, describe: 'further net Attack Modifier (Obscured -2, scenario)' },
    targeted: { kind: 'int', default: 0, min: 0, max: 10, describe: 'the capital ship target is Targeted:X (States › Targeted: +X Attack Modifier)' },
    defense: { kind: 'int', default: NOT_GIVEN, min: 0, max: 12, describe: "missiles: the capital ship target's current Defense, its missile defence base pool (default: its card's undamaged Defense)" },
    linked: { kind: 'int', default: 0, min: 0, max: 6, describe: 'linked instances firing together (default: the weapon line count if it has Link)' },
    formation: { kind: 'flag', describe: 'the attacking squadron flies in Formation with its partner (Traits › Formation): double the weapon line, all Linked' },
    support: { kind: 'int', default: 0, min: 0, max: 6, describe: 'friendly capital ships within 3" of a missile target' },
    evading: { kind: 'flag', describe: 'the target is Evading (or has Evasive) and can evade' },
    'evade-fuel': { kind: 'flag', describe: 'the evading target spends 1 Fuel for +1F (Evasive)' },
    'station-keeping': { kind: 'flag', describe: 'the target is Station Keeping' },
    secondary: { kind: 'flag', describe: 'a Kinetic Cannon secondary target' },
    designated: { kind: 'flag', describe: 'a friendly Target Designator has the target in Optimum Range (missiles)' },
    'long-shot': { kind: 'flag', describe: 'the attacker declared Long Shot: guns may fire at Long Range (-3); the weapon-damage roll after it is game-only' },
    hazard: { kind: 'choice', values: HAZARDS, describe: "with --weapon profile: instead, the Attack a terrain piece makes on the target moving through it, as the game rolls it (asteroid-field AC:2 capital ships only, debris-field AC:3/AS:4, the others AC/AS:2; no weapon type, fore Armor, no range, arc or other modifier)" },
    type: { kind: 'choice', values: WEAPON_TYPES, describe: "weapon type for --weapon profile" },
    ac: { kind: 'int', default: 3, min: 0, max: 12, describe: 'AC for --weapon profile' },
    as: { kind: 'int', default: 2, min: 0, max: 12, describe: 'AS for --weapon profile' },
    ma: { kind: 'int', default: 0, min: 0, max: 6, describe: 'Macro for --weapon profile' },
    'weapon-trait': { kind: 'list', values: ['ap', 'link', 'sniper', 'snub', 'swarm', 'cmm'], describe: 'weapon traits for --weapon profile' },
  },
  variants: JOVIAN_VARIANTS,
  examples: ['--attacker javelin --weapon kinetic-cannon --target uller --arc side --range 10', '--attacker uller --weapon as-missiles --target pathfinder --range 8 --exact --json', '--weapon profile --type particle --ac 3 --ma 1 --target appalachian --band short', '--weapon profile --type missile --ac 3 --target tengu --defense 2 --support 1 --exact', '--weapon profile --hazard debris-field --target pathfinder'],
  compile(values, variants) {
    if (values.weapon === 'profile' && values.attacker !== undefined) throw new ParamError('weapon', "--weapon profile is for a bare weapon; with --attacker name one of its weapons");
    if (values.weapon !== 'profile' && values.attacker === undefined) throw new ParamError('attacker', 'give --attacker CARD with --weapon WEAPON (or --weapon profile --type T --ac N --as N --ma N)');
    // Every card number below is the stats variant's (statChanges.ts): the printed cards, or with a designer's changes.
    const cards = variantChecked(() => statCards(variants.stats));
    if (values.hazard !== undefined) return compileHazard(values, variants, cards);
    const { weapon, attacker } = resolveWeapon(values, cards);
    const target = cards.card(values.target as string)!;
    const arc = arcOf(values.arc as string);
    const range = values.range as number;
    const stealth = traitValue(target.traits, 'stealth');
    const undamaged = attacker ? (attacker.kind === 'capital' ? attacker.sensors[0] ?? 0 : attacker.sensors) : 3;
    const current = (values['attacker-sensors'] as number | undefined) ?? NOT_GIVEN;
    if (current !== NOT_GIVEN && (attacker === null || attacker.kind !== 'capital')) throw new ParamError('attacker-sensors', 'only a capital ship attacker has a Sensors track to damage (give --attacker CAPITAL)');
    if (current > undamaged) throw new ParamError('attacker-sensors', `${attacker!.name}'s undamaged Sensors are ${undamaged}; got ${current}`);
    // Damage Types › Rating Damage, JW-055 (variant sensor-damage): the bands use the current Sensors, or the undamaged ones under long-only.
    const bandSensors = current === NOT_GIVEN || variants['sensor-damage'] === 'long-only' ? undamaged : current;
    const sensors = Math.max(0, bandSensors - (traitReading(variants, 'stealth') === 'traits-2' ? stealth : 0));
    let band: RangeBand = (values.band as RangeBand | undefined) ?? 'optimum';
    if (range !== NOT_GIVEN) {
      if (values.band !== undefined) throw new ParamError('band', '--band and --range exclude each other');
      if (weapon.type === 'missile') {
        const reach = { ac: 18, as: 12, cmm: 12, nuke: 18, swarm: 9, torpedo: 24 }[weapon.missile ?? 'ac'];
        const extra = stealth > 0 && traitReading(variants, 'stealth') === 'traits-1' ? 6 : 0;
        if (range + extra > reach) throw new ParamError('range', `${weapon.name} reach ${reach}" (Weapons › Missile); the target is ${range + extra}" away${extra ? ' counting Stealth' : ''}`);
      }
      band = rangeBand(range, target.signature, sensors, variants['optimum-edge']);
    }
    const isCapital = target.kind === 'capital';
    const targeted = (values.targeted as number | undefined) ?? 0;
    if (targeted > 0 && !isCapital) throw new ParamError('targeted', `only a Capital Ship can be Targeted (States › Targeted); ${target.name} is a squadron`);
    const defense = (values.defense as number | undefined) ?? NOT_GIVEN;
    if (defense !== NOT_GIVEN && !isCapital) throw new ParamError('defense', `${target.name} is a squadron: it defends against missiles with its Skill, not a Defense rating`);
    if (defense !== NOT_GIVEN && weapon.type !== 'missile') throw new ParamError('defense', `--defense is the missile defence pool; ${weapon.name} is not a missile`);
    // Traits › Formation: "considered to have double the amount of weapons, and all weapons gain the Link trait" (as jobs.ts planFor).
    if (values.formation === true) {
      if (!attacker || traitValue(attacker.traits, 'formation') === 0) throw new ParamError('formation', `${attacker?.name ?? 'a bare --weapon profile'} has no Formation trait (Traits › Formation)`);
      if (((values.linked as number | undefined) ?? 0) > 0) throw new ParamError('formation', '--formation sets the linked count (twice the weapon line); drop --linked');
    }
    const linked = values.formation === true ? 2 * weapon.count : (values.linked as number) || (traitValue(weapon.traits, 'link') > 0 ? weapon.count : 1);
    const plan = planAttack(
      situation(weapon, {
        targetIsCapital: isCapital,
        armor: isCapital ? (target as CapitalCard).armor[arc] : (target.armor as number),
        targetTraits: target.traits,
        missileDefense: isCapital ? (defense !== NOT_GIVEN ? defense : (target as CapitalCard).defense[0] ?? 0) : target.skill,
        targetSkill: target.skill,
        targetStartingStructure: isCapital ? (target as CapitalCard).structure.length : 2,
        evasive: values.evading as boolean,
        evasiveFuel: values['evade-fuel'] as boolean,
        band,
        arc,
        modifier: (values.modifier as number) + targeted,
        attackerTraits: attacker?.traits ?? [],
        attackerSkill: attacker?.skill ?? 3,
        stationKeeping: values['station-keeping'] as boolean,
        support: values.support as number,
        secondaryTarget: values.secondary as boolean,
        designated: values.designated as boolean,
        longShot: values['long-shot'] as boolean,
        linked,
      }),
      variants,
    );
    if (plan.refused) throw new ParamError(range !== NOT_GIVEN ? 'range' : 'band', `${weapon.name} may not attack: ${plan.refused}`);
    const table: DamageTable = tableOf(weapon, variants);
    const opposedVariant = variants.opposed as OpposedVariant;
    return {
      params: {
        attacker: attacker?.id ?? null,
        weapon: weapon.id,
        weaponType: weapon.type,
        target: target.id,
        targetType: target.kind,
        arc,
        band,
        netModifier: plan.net,
        pool: `${plan.poolParams.base}B ${plan.poolParams.flex}F ${plan.poolParams.macro}M`,
        escalate: plan.escalate,
        diminish: plan.diminish,
        opposedBy: plan.opposed ? `${plan.opposed.base}B ${plan.opposed.flex}F ${plan.opposed.macro}M` : 'none',
        swarm: plan.swarm ?? 'none',
        beamReroll: plan.rerollOnN,
        rolls: plan.rolls,
        declareChance: plan.declareChance,
        damageTable: isCapital ? table : `squadron ${variants['squadron-damage']}`,
      },
      model: damageModel(target, table, variants['squadron-damage'], plan.rolls),
      exact: () => exactAttack(plan, opposedVariant),
      sampler: () => attackSampler(plan, opposedVariant),
    };
  },
};

/** --hazard: the plan the game makes for a model moving through terrain (jobs.ts queueHazard), on the target's fresh card. */
function compileHazard(values: AttackValues, variants: Readonly<Record<string, string>>, cards: StatCards) {
  const kind = values.hazard as (typeof HAZARDS)[number];
  if (values.weapon !== 'profile') throw new ParamError('hazard', '--hazard is a terrain Attack, not a weapon: give --weapon profile --hazard KIND');
  if (((values.range as number | undefined) ?? NOT_GIVEN) !== NOT_GIVEN || values.band !== undefined) throw new ParamError('hazard', 'a terrain Attack has no range: drop --range and --band');
  const target = cards.card(values.target as string)!;
  const isCapital = target.kind === 'capital';
  const rating = hazardRating({ kind, x: 0, y: 0, r: 0 }, isCapital);
  if (rating === 0) throw new ParamError('hazard', `an Asteroid Field attacks only capital ships moving through it (Terrain: AC:2); ${target.name} is a squadron`);
  const plan = planAttack(
    situation(hazardWeapon(rating), {
      targetIsCapital: isCapital,
      armor: isCapital ? (target as CapitalCard).armor.fore : (target.armor as number),
      arc: 'fore',
      targetTraits: target.traits,
      band: 'short',
      window: 'terrain',
    }),
    variants,
  );
  const opposedVariant = variants.opposed as OpposedVariant;
  return {
    params: {
      hazard: kind,
      rating,
      target: target.id,
      targetType: target.kind,
      netModifier: plan.net,
      pool: `${plan.poolParams.base}B ${plan.poolParams.flex}F ${plan.poolParams.macro}M`,
      escalate: plan.escalate,
      diminish: plan.diminish,
      opposedBy: plan.opposed ? `${plan.opposed.base}B ${plan.opposed.flex}F ${plan.opposed.macro}M` : 'none',
      damageTable: isCapital ? 'standard' : `squadron ${variants['squadron-damage']}`,
    },
    model: damageModel(target, 'standard', variants['squadron-damage'], plan.rolls),
    exact: () => exactAttack(plan, opposedVariant),
    sampler: () => attackSampler(plan, opposedVariant),
  };
}
