/**
 * One attack's dice (`002_f697cf6215cb147c.txt`, Attack › Attack Window steps
 * 3-7, Attack Modifier, Armor, Weapons, Traits): from a weapon, a target and
 * the circumstances to the Base/Flex/Macro pool, the escalations and
 * diminishes, and for missiles and Evasive targets the secondary pool of the
 * opposed roll. Shared by the attack pipeline and the game, so both read the
 * rules (and the trait chapters) identically.
 *
 * Order (Attack Modifier: "Apply the effects of the bonus before applying any
 * other modifiers from other rules"): base = AC or AS; the net Attack
 * Modifier (range and arc in the activation window only, Armor with AP,
 * Energy and Reactive Armor, Station Keeping, ECM/ECCM/Link/Snub by reading,
 * bombing +2, extra) goes through the table; then the weapon's Macro and the
 * direct flex/macro effects; Mass Drivers then turn positive macro into flex.
 */
import { d6Pool as d6PoolImport, exactSetCodes as exactSetCodesImport, setCodeSampler as setCodeSamplerImport, type D6Pool } from '../../dice/d6sets.ts';
import { applyEffect as applyEffectImport, secondaryEffect as secondaryEffectImport, type OpposedVariant } from '../../dice/d6opposed.ts';
import type { FineSampler } from '../../dice/kernel.ts';
import { SetSolver } from '../../dice/setSolver.ts';
import { CODE_COUNT as CODE_COUNTImport, diminish as diminishImport, escalate as escalateImport, levelOf as levelOfImport, withLevel as withLevelImport } from '../../dice/setMagnitudes.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { traitValue as traitValueImport, type Weapon } from './cards.ts';
import { MODIFIER as MODIFIERImport, modifierEffect as modifierEffectImport, traitReading as traitReadingImport, type RangeBand, type Variants } from './rules.ts';

/**
 * Module-local copies of the imported bindings used in hot paths: under tsx every imported binding
 * read is a getter call (18% of a tsx heuristic game in the profile; `scripts/bench-jovian-wars.ts`).
 * Only modules that cannot import this one back (so they are evaluated first).
 */
const d6Pool = d6PoolImport;
const exactSetCodes = exactSetCodesImport;
const setCodeSampler = setCodeSamplerImport;
const applyEffect = applyEffectImport;
const secondaryEffect = secondaryEffectImport;
const CODE_COUNT = CODE_COUNTImport;
const diminish = diminishImport;
const escalate = escalateImport;
const levelOf = levelOfImport;
const withLevel = withLevelImport;
const traitValue = traitValueImport;
const MODIFIER = MODIFIERImport;
const modifierEffect = modifierEffectImport;
const traitReading = traitReadingImport;

export type AttackedArc = 'fore' | 'side' | 'aft';
export type AttackWindowKind = 'activation' | 'bombing' | 'dogfight' | 'point-defense' | 'explosion' | 'terrain';

export interface AttackSituation {
  weapon: Weapon;
  targetIsCapital: boolean;
  /** Armor of the attacked arc (capital) or the squadron's Armor. */
  armor: number;
  targetTraits: readonly string[];
  /** Defense (capital, current) or Skill (squadron): the missile defence base pool. */
  missileDefense: number;
  /** Skill of the target (Evasive's opposed roll). */
  targetSkill: number;
  /** Starting Structure of the target (Evasive, traits-2: X; 2 for squadrons). */
  targetStartingStructure: number;
  /** The target can evade (Evasive trait or Evading state, Thrusters or Fuel above 0). */
  evasive: boolean;
  /** The evading target spends 1 Fuel (or Boosted) for +1F. */
  evasiveFuel: boolean;
  band: RangeBand;
  arc: AttackedArc;
  window: AttackWindowKind;
  /** Base pool given outright (bombing and dogfight attack pools, explosions); -1 = AC or AS. */
  baseOverride: number;
  /** Any further Attack Modifier (Targeted, scenario, obscured). */
  modifier: number;
  attackerTraits: readonly string[];
  attackerSkill: number;
  stationKeeping: boolean;
  /** Friendly capital ships within 3" of a missile target (Missile: +1F each to the defence). */
  support: number;
  secondaryTarget: boolean;
  /** A friendly Target Designator has the target in Optimum Range (missiles). */
  designated: boolean;
  /** Linked instances firing together (Link), 1 without. */
  linked: number;
  /** Defence pool given outright (bombing/dogfight); -1 = none or the missile rule. */
  defenseOverride: number;
  /** The attacker declared Long Shot: guns may fire at Long Range (Capital Ship Special Actions › Long Shot). */
  longShot: boolean;
  /** An Evading model that already has Evasive: "the trait now functions at Short Sensor Range" too (States › Evading). */
  evasiveAtShort: boolean;
  /** ECM the target gains from its surroundings (Terrain › Atmosphere: +1). */
  ecmBonus: number;
}

/** A pool to roll: `negative` is set only under `negative-macro=any-die` with a negative Macro (JW-061; kernel d6sets). */
export interface PoolParams {
  base: number;
  flex: number;
  macro: number;
  negative?: 'any-die';
}

export interface AttackPlan {
  /** Why it may not be declared, or null. */
  refused: string | null;
  pool: D6Pool;
  poolParams: PoolParams;
  escalate: number;
  diminish: number;
  /** The secondary pool of an opposed roll (missile defence, Evasive, bombing/dogfight defence), or null. */
  opposed: { base: number; flex: number; macro: number } | null;
  /** Swarm: diminish T+ to at least D, before or after the opposed roll, or never. */
  swarm: 'before' | 'after' | null;
  /** Beam Projector: re-roll the whole attack once on an N. */
  rerollOnN: boolean;
  /** Separate rolls for one Fire Control (Link, traits-2). */
  rolls: number;
  /** Probability the attack may be made at all (Cloak, traits-2: a Skill Test). */
  declareChance: number;
  net: number;
}

export function situation(weapon: Weapon, partial: Partial<AttackSituation>): AttackSituation {
  return {
    weapon,
    targetIsCapital: true,
    armor: 0,
    targetTraits: [],
    missileDefense: 0,
    targetSkill: 3,
    targetStartingStructure: 2,
    evasive: false,
    evasiveFuel: false,
    band: 'optimum',
    arc: 'fore',
    window: 'activation',
    baseOverride: -1,
    modifier: 0,
    attackerTraits: [],
    attackerSkill: 3,
    stationKeeping: false,
    support: 0,
    secondaryTarget: false,
    designated: false,
    linked: 1,
    defenseOverride: -1,
    longShot: false,
    evasiveAtShort: false,
    ecmBonus: 0,
    ...partial,
  };
}

const has = (traits: readonly string[], name: string) => traitValue(traits, name) > 0;

export function planAttack(s: AttackSituation, variants: Variants): AttackPlan {
  const w = s.weapon;
  const missile = w.type === 'missile';
  const inActivation = s.window === 'activation' || s.window === 'point-defense';
  let refused: string | null = null;

  // Cloak (traits-1): "Cloaked models are always considered to be at Long Range".
  let band = s.band;
  if (has(s.targetTraits, 'cloak') && traitReading(variants, 'cloak') === 'traits-1' && !missile) band = 'long';
  const sniper = has(w.traits, 'sniper');
  if (band === 'long' && inActivation && !missile && !sniper && !s.longShot) refused = 'the target is at Long Range (needs Sniper or the Long Shot action)';

  let base = s.baseOverride >= 0 ? s.baseOverride : s.targetIsCapital ? w.ac : w.as;
  // Swarm (traits-1): +2 AC in a Bombing Run, +2 AS in a Dogfight.
  if (has(w.traits, 'swarm') && traitReading(variants, 'swarm') === 'traits-1' && (s.window === 'bombing' || s.window === 'dogfight') && s.baseOverride < 0) base += 2;

  let net = s.modifier;
  if (inActivation && !missile) {
    if (band === 'short' && !(sniper && traitReading(variants, 'sniper') === 'traits-2')) net += MODIFIER.shortRange;
    if (band === 'long' && !(sniper && traitReading(variants, 'sniper') === 'traits-2')) net += MODIFIER.longRange;
  }
  if (inActivation && s.targetIsCapital) net += s.arc === 'side' ? MODIFIER.sideArc : s.arc === 'aft' ? MODIFIER.aftArc : 0;
  if (s.window === 'bombing') net += MODIFIER.bombing;
  if (s.stationKeeping && variants['station-keeping'] !== 'flex') net += MODIFIER.stationKeeping;
  if (s.secondaryTarget && variants['kinetic-secondary'] !== 'base') net += MODIFIER.secondaryTarget;

  // Armor with AP, Energy Armor and Reactive Armor (Attack › Armor; Traits).
  let armor = s.armor;
  if (has(w.traits, 'ap')) armor = traitReading(variants, 'ap') === 'traits-1' ? Math.max(0, armor - 2) : 0;
  const energy = traitValue(s.targetTraits, 'energy-armor');
  if (energy > 0 && (w.type === 'beam' || w.type === 'particle')) armor += traitReading(variants, 'energy-armor') === 'traits-1' ? energy : 1;
  const reactive = traitValue(s.targetTraits, 'reactive-armor');
  // Lance damage "cannot be reduced by Energy Armor or Reactive Armor" (Weapons › Lance).
  if (reactive > 0 && (w.type === 'mass-driver' || w.type === 'kinetic' || missile)) armor += traitReading(variants, 'reactive-armor') === 'traits-1' ? reactive : 1;
  const armorApplies = !(s.window === 'bombing' && variants['bombing-armor'] === 'ignored') && s.window !== 'explosion';
  if (!armorApplies) armor = 0;
  if (variants.armor !== 'macro') net -= armor;

  // ECM and ECCM.
  const ecmRating = traitValue(s.targetTraits, 'ecm') + s.ecmBonus;
  const eccm = traitValue(s.attackerTraits, 'eccm');
  let ecm = ecmRating;
  if (eccm > 0) {
    const r = traitReading(variants, 'eccm');
    if (r === 'table') net += eccm;
    else ecm = Math.max(0, ecm - (r === 'traits-1' ? eccm : 1));
  }
  const ecmReading = traitReading(variants, 'ecm');
  if (ecmReading === 'table') net -= ecm;

  // Link: one roll at +1 per additional weapon (traits-1 and the table) or separate rolls (traits-2).
  let rolls = 1;
  if (s.linked > 1) {
    if (traitReading(variants, 'link') === 'traits-2') rolls = s.linked;
    else net += s.linked - 1;
  }
  // Snub (traits-1): +1 at Short Range, in a Dogfight or a Bombing Run.
  const snub = has(w.traits, 'snub');
  if (snub && traitReading(variants, 'snub') === 'traits-1' && ((inActivation && band === 'short') || s.window === 'dogfight' || s.window === 'bombing')) net += 1;

  const shift = modifierEffect(net);
  base += shift.base;
  let flex = shift.flex;
  let macro = shift.macro + w.macro;
  if (variants.armor === 'macro') macro -= armor;
  if (s.stationKeeping && variants['station-keeping'] === 'flex') flex += 1;
  if (snub && traitReading(variants, 'snub') === 'traits-2' && inActivation && band === 'short') macro += 1;
  if (sniper && traitReading(variants, 'sniper') === 'traits-2' && inActivation && band === 'long') flex += 1;
  if (s.secondaryTarget && variants['kinetic-secondary'] === 'base') base -= 1;
  // ECM (traits-2): removes up to X flex dice granted by bonuses.
  if (ecm > 0 && ecmReading === 'traits-2') flex = Math.max(0, flex - ecm);

  // Evasive (traits-2): at Long Range the base pool is capped at X; the excess joins the Macro Pool.
  let opposed: AttackPlan['opposed'] = null;
  if (s.evasive && !missile && s.window !== 'explosion') {
    if (traitReading(variants, 'evasive') === 'traits-2') {
      const cap = s.targetIsCapital ? s.targetStartingStructure : 2;
      if ((band === 'long' || (band === 'short' && s.evasiveAtShort)) && base > cap) {
        macro += base - cap;
        base = cap;
      }
    } else if (s.defenseOverride < 0) {
      // Traits › Fast (first chapter, fast-text=full; fast.ts): "When making an Skill roll for the Evasive trait, this
      // model gains an additional +1F" - on top of the Fuel's (or Boost's) +1F.
      const fast = has(s.targetTraits, 'fast') && variants['fast-text'] !== 'interception-only' ? 1 : 0;
      opposed = { base: s.targetSkill, flex: (s.evasiveFuel ? 1 : 0) + fast, macro: 0 };
    }
  }
  if (w.type === 'mass-driver' && macro > 0) {
    flex += macro;
    macro = 0;
  }

  if (missile && s.defenseOverride < 0) {
    let defense = s.missileDefense;
    let dflex = 0;
    let dmacro = 0;
    if (s.targetIsCapital) {
      if (variants['missile-support'] === 'modifier') {
        const e = modifierEffect(s.support);
        defense += e.base;
        dflex += e.flex;
        dmacro += e.macro;
      } else dflex += s.support;
    }
    opposed = { base: defense, flex: dflex, macro: dmacro };
  }
  if (s.defenseOverride >= 0) opposed = { base: s.defenseOverride, flex: 0, macro: 0 };

  let esc = 0;
  let dim = 0;
  if (missile && s.designated && traitReading(variants, 'td') === 'traits-1') esc++;
  if (missile && has(w.traits, 'cmm') && !s.targetIsCapital && traitReading(variants, 'cmm') === 'traits-2') esc++;
  if (missile && w.missile === 'nuke') esc++;
  if (ecm > 0 && ecmReading === 'traits-1') dim += ecm;
  const swarm = missile && (has(w.traits, 'swarm') || w.missile === 'swarm') ? (traitReading(variants, 'swarm') === 'traits-1' ? 'after' : 'before') : null;

  let declareChance = 1;
  if (has(s.targetTraits, 'cloak') && traitReading(variants, 'cloak') === 'traits-2' && band === 'long' && !missile) {
    declareChance = 1 - exactSetCodes(d6Pool({ base: s.attackerSkill, flex: 0, macro: 0 }))[0];
  }
  const poolParams: PoolParams = macro < 0 && variants['negative-macro'] === 'any-die' ? { base, flex, macro, negative: 'any-die' } : { base, flex, macro };
  return { refused, pool: d6Pool(poolParams), poolParams, escalate: esc, diminish: dim, opposed, swarm, rerollOnN: w.type === 'beam', rolls, declareChance, net };
}

/** Swarm: "Diminish your results to a minimum of D" — T+ results fall one step, D stays. */
export function swarmDiminish(code: number): number {
  let out = code;
  for (let face = 1; face <= 6; face++) {
    const level = levelOf(code, face);
    if (level >= 2) out = withLevel(out, face, level - 1);
  }
  return out;
}

/** The code after the post-roll steps that do not need the secondary roll. */
function shiftCode(code: number, plan: AttackPlan): number {
  let c = code;
  for (let i = 0; i < plan.escalate; i++) c = escalate(c);
  for (let i = 0; i < plan.diminish; i++) c = diminish(c);
  return c;
}

/** The primary's final code given its raw roll and, for opposed rolls, the secondary's raw roll. */
export function finalCode(plan: AttackPlan, primary: number, secondary: number, variant: OpposedVariant): number {
  let code = shiftCode(primary, plan);
  if (plan.swarm === 'before') code = swarmDiminish(code);
  if (plan.opposed) code = applyEffect(code, secondaryEffect(secondary, variant), variant);
  if (plan.swarm === 'after') code = swarmDiminish(code);
  return code;
}

const exactCache = new Map<string, Float64Array>();

/** Exact raw code distribution of a pool (cached: pools repeat across a game). */
export function exactPool(params: PoolParams): Float64Array {
  const pool = d6Pool(params);
  const key = `${pool.rolled}/${pool.keep}/${pool.macroDice * pool.macroSign}/${pool.lower}`;
  let dist = exactCache.get(key);
  if (!dist) {
    dist = exactSetCodes(pool);
    exactCache.set(key, dist);
  }
  return dist;
}

/**
 * d6Pool's answer by (base, flex, macro), made once per triple (whole numbers: base and flex 0-31, macro -32..31; others made
 * per call): d6Pool builds a new object, and rollPool asked it at every chance node (`scripts/bench-jovian-wars.ts`).
 */
const POOLS: (D6Pool | undefined)[] = new Array<D6Pool | undefined>(32 * 32 * 64).fill(undefined);
function pooled(base: number, flex: number, macro: number): D6Pool {
  if ((base & 31) !== base || (flex & 31) !== flex || macro < -32 || macro > 31 || (macro | 0) !== macro) return d6Pool({ base, flex, macro });
  const at = (base * 32 + flex) * 64 + macro + 32;
  return (POOLS[at] ??= d6Pool({ base, flex, macro }));
}

const solver = new SetSolver();
const counts = new Int32Array(12);

/**
 * rollPool's solved rolls: SetSolver.solve's answer depends only on the face counts, the keep and the macro sign, and
 * a game rolls the same few pools again and again, so the answers are kept in a direct-mapped table (8,192 entries of
 * four words side by side, one cache line per look-up) by (pool index, the six pool counts in 4 bits each, the six
 * macro counts likewise); pools of 16 or more dice, or outside `pooled`'s table, solve every time. The solver was ~5%
 * of a bundled heuristic game (`scripts/bench-jovian-wars.ts`).
 */
const SOLVED_BITS = 13;
/** Per entry: pool index (-1 empty), pool counts, macro counts, code. */
const SOLVED = new Int32Array(4 << SOLVED_BITS).fill(-1);

/**
 * One raw roll of a pool from rng: B + F dice and |M| macro dice rolled with
 * nextBelow(6), the roller's best keep found by the kernel's SetSolver. (A
 * kernel sampler refills an 8,192-dice buffer on every call, far too much for
 * the one roll a game's chance node needs: `scripts/bench-jovian-wars.ts`.)
 */
export function rollPool(params: PoolParams, rng: Xoshiro128): number {
  if (params.negative !== undefined) return rollAnyDie(params, rng);
  const base = params.base;
  const flex = params.flex;
  const macro = params.macro;
  const pool = pooled(base, flex, macro);
  const rolled = pool.rolled;
  const macroDice = pool.macroDice;
  if (rolled < 16 && macroDice < 16 && (base & 31) === base && (flex & 31) === flex && macro >= -32 && macro <= 31 && (macro | 0) === macro) {
    // The same draws in the same order as below, counted 4 bits per face (at most 15 dice: no carry).
    let lo = 0;
    let hi = 0;
    for (let d = 0; d < rolled; d++) lo += 1 << (rng.nextBelow(6) << 2);
    for (let d = 0; d < macroDice; d++) hi += 1 << (rng.nextBelow(6) << 2);
    const at = (base * 32 + flex) * 64 + macro + 32;
    const h = (Math.imul(lo ^ Math.imul(hi, 0x9e3779b1) ^ Math.imul(at, 0x85ebca6b), 0x27d4eb2d) >>> (32 - SOLVED_BITS)) << 2;
    if (SOLVED[h] === at && SOLVED[h + 1] === lo && SOLVED[h + 2] === hi) return SOLVED[h + 3];
    for (let f = 0; f < 6; f++) {
      counts[f] = (lo >> (f << 2)) & 15;
      counts[6 + f] = (hi >> (f << 2)) & 15;
    }
    const code = solver.solve(counts, 0, counts, 6, pool.keep, pool.macroSign);
    SOLVED[h] = at;
    SOLVED[h + 1] = lo;
    SOLVED[h + 2] = hi;
    SOLVED[h + 3] = code;
    return code;
  }
  // A loop, not counts.fill(0): the builtin call cost more than the twelve stores (`scripts/bench-jovian-wars.ts`).
  for (let i = 0; i < 12; i++) counts[i] = 0;
  for (let d = 0; d < rolled; d++) counts[rng.nextBelow(6)]++;
  for (let d = 0; d < macroDice; d++) counts[6 + rng.nextBelow(6)]++;
  return solver.solve(counts, 0, counts, 6, pool.keep, pool.macroSign);
}

/** rollPool under `negative-macro=any-die` (JW-061): the B + F dice only (the macro dice cannot change the result), solved every time. */
function rollAnyDie(params: PoolParams, rng: Xoshiro128): number {
  const pool = d6Pool(params);
  for (let i = 0; i < 12; i++) counts[i] = 0;
  for (let d = 0; d < pool.rolled; d++) counts[rng.nextBelow(6)]++;
  return solver.solve(counts, 0, counts, 6, pool.keep, pool.macroSign, pool.lower);
}

/** The code after the secondary's effect (opposed rolls): finalCode with the secondary roll reduced to its effect. */
function codeAfterEffect(plan: AttackPlan, primary: number, effect: number, variant: OpposedVariant): number {
  let code = shiftCode(primary, plan);
  if (plan.swarm === 'before') code = swarmDiminish(code);
  code = applyEffect(code, effect, variant);
  if (plan.swarm === 'after') code = swarmDiminish(code);
  return code;
}

/**
 * Exact distribution of the final code of one roll (before any Cloak test),
 * beam re-roll included. An opposed roll's secondary matters only through
 * its effect (a few values), so its 4,096 codes are first summed by effect:
 * 4,096 x (effects) steps instead of 4,096 x 4,096 (`scripts/bench-jovian-wars.ts`:
 * the heuristic's first sight of each plan).
 */
export function exactAttack(plan: AttackPlan, variant: OpposedVariant): Float64Array {
  const primary = exactPool(plan.poolParams);
  const once = new Float64Array(CODE_COUNT);
  if (!plan.opposed) {
    for (let p = 0; p < CODE_COUNT; p++) if (primary[p] !== 0) once[finalCode(plan, p, 0, variant)] += primary[p];
  } else {
    const secondary = exactPool(plan.opposed);
    const byEffect = new Map<number, number>();
    for (let q = 0; q < CODE_COUNT; q++) {
      if (secondary[q] > 0) {
        const e = secondaryEffect(q, variant);
        byEffect.set(e, (byEffect.get(e) ?? 0) + secondary[q]);
      }
    }
    for (let p = 0; p < CODE_COUNT; p++) {
      if (primary[p] === 0) continue;
      for (const [e, mass] of byEffect) once[codeAfterEffect(plan, p, e, variant)] += primary[p] * mass;
    }
  }
  let result = once;
  if (plan.rerollOnN) {
    // Beam Projector: re-roll once when the result is N ("You may only re-roll once").
    result = new Float64Array(CODE_COUNT);
    const miss = once[0];
    for (let c = 0; c < CODE_COUNT; c++) result[c] = (c === 0 ? 0 : once[c]) + miss * once[c];
  }
  if (plan.declareChance < 1) {
    for (let c = 0; c < CODE_COUNT; c++) result[c] *= plan.declareChance;
    result[0] += 1 - plan.declareChance;
  }
  return result;
}

const BATCH = 4096;

/**
 * A sampler of the same final code from the kernels' batched samplers: per
 * batch the primary pool, the secondary pool and a spare primary roll for the
 * Beam re-roll are drawn in bulk, then combined trial by trial.
 */
export function attackSampler(plan: AttackPlan, variant: OpposedVariant): FineSampler {
  const primary = setCodeSampler(plan.pool);
  const secondary = plan.opposed ? setCodeSampler(d6Pool(plan.opposed)) : null;
  const a = new Uint16Array(BATCH);
  const b = new Uint16Array(BATCH);
  const a2 = new Uint16Array(BATCH);
  const b2 = new Uint16Array(BATCH);
  return {
    sample(rng, out, n) {
      for (let done = 0; done < n; done += BATCH) {
        const size = Math.min(BATCH, n - done);
        primary.sample(rng, a, size);
        if (secondary) secondary.sample(rng, b, size);
        if (plan.rerollOnN) {
          primary.sample(rng, a2, size);
          if (secondary) secondary.sample(rng, b2, size);
        }
        for (let i = 0; i < size; i++) {
          let code = finalCode(plan, a[i], secondary ? b[i] : 0, variant);
          if (code === 0 && plan.rerollOnN) code = finalCode(plan, a2[i], secondary ? b2[i] : 0, variant);
          if (plan.declareChance < 1 && rng.nextFloat() >= plan.declareChance) code = 0;
          out[done + i] = code;
        }
      }
    },
  };
}
