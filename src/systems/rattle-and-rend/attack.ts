/**
 * `playtest attack rattle-and-rend`: one attack resolved end to end, exactly
 * ("Attacks", "Will Checks", the Tactics that change a single attack; the
 * checks are attackModel.ts). Outcomes: noEffect (the Fury check fails, or a
 * Nightmares Guile check stops the attack), removed (the Will check fails),
 * withdrawn (it succeeds), holds (it is critical).
 *
 * Example: --attacker fighters --target fighters -> removed 0.2592 (Fighters
 * Fury 9+ on 2d20: success 0.48, critical 0.36; Will 10+ fails 0.2025 on 2d20
 * and 0.45 on 1d20: 0.48 x 0.2025 + 0.36 x 0.45).
 */
import type { D20Variant } from '../../dice/d20.ts';
import { DiceBuffer } from '../../dice/diceBuffer.ts';
import { ParamError, plainModel } from '../../dice/kernel.ts';
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { variantChecked, type AttackPipeline, type AttackValues } from '../attackPipeline.ts';
import { diceFor } from './check.ts';
import { ATTACK_OUTCOMES, attackChecks, exactAttack, HOLDS, NO_EFFECT, REMOVED, situation, WITHDRAWN, type AttackChecks } from './attackModel.ts';
import { BAND, ELEMENT_TYPES, HEAVY, RR_VARIANTS, TACTIC_ALIASES, TACTICS, WARD, type RrVariants } from './rules.ts';
import { profilesFor } from './statLines.ts';

const TACTIC_IDS = [...TACTICS, ...Object.keys(TACTIC_ALIASES)];
/** Tactics that change the dice of one attack; the others are accepted and reported as having no effect here. */
const ATTACKER_DICE_TACTICS = ['elites', 'zealots', 'poisoners', 'nightmares', 'fearsome', 'swarmers', 'tactitians'];
const TARGET_DICE_TACTICS = ['death-defiers', 'shield-brothers', 'sneak-thieves', 'nightmares', 'fearsome'];

/** Warding Reactions whose whole effect is one attack with a changed check (Warding Reactions › Defiance, Sacrifice). */
const REACTIONS = ['none', 'defiance', 'sacrifice'];

const typeIndex = (id: string): number => ELEMENT_TYPES.indexOf(id as (typeof ELEMENT_TYPES)[number]);

function rollCheckFrom(buffer: DiceBuffer, rng: Xoshiro128, stat: number, dice: number): number {
  const at = buffer.take(rng, dice);
  const faces = buffer.dice;
  let successes = 0;
  for (let d = 0; d < dice; d++) if (faces[at + d] >= stat) successes++;
  return successes > 2 ? 2 : successes;
}

/** One sampled attack (the exact model's steps, in the same order). */
function sampleAttack(c: AttackChecks, dice: D20Variant, buffer: DiceBuffer, rng: Xoshiro128): number {
  if (c.nightmaresGuile > 0 && rollCheckFrom(buffer, rng, c.nightmaresGuile, diceFor(0, 0, dice)) === 0) return NO_EFFECT;
  let state = NO_EFFECT;
  const will = (critical: boolean): number => {
    const penalty = c.willPenalty + (critical ? 1 : 0);
    let result = rollCheckFrom(buffer, rng, c.willStat, diceFor(c.willBonus, penalty, dice));
    if (result === 2 && c.poisonReroll) result = rollCheckFrom(buffer, rng, c.willStat, diceFor(c.willBonus, penalty + 1, dice));
    return result;
  };
  const strike = (fury: number, furyDice: number): boolean => {
    const hit = rollCheckFrom(buffer, rng, fury, furyDice);
    if (hit === 0) return false;
    const w = will(hit === 2);
    if (w === 0) state = REMOVED;
    else if (w === 1) state = WITHDRAWN;
    else if (state === NO_EFFECT) state = HOLDS;
    return true;
  };
  const mainHit = strike(c.furyStat, diceFor(c.furyBonus, c.furyPenalty, dice));
  if (c.swarmersOnlyOnSuccess && !mainHit) return state;
  for (const fury of c.swarmerFury) {
    if (state === REMOVED) break;
    strike(fury, diceFor(0, 1, dice));
  }
  return state;
}

function compile(values: AttackValues, variants: Readonly<Record<string, string>>) {
  const attacker = typeIndex(values.attacker as string);
  const target = typeIndex(values.target as string);
  const melee = values.melee === true;
  const ranged = values.ranged === true;
  const attackerTactics = (values.tactic as readonly string[]) ?? [];
  const targetTactics = (values['target-tactic'] as readonly string[]) ?? [];
  const swarmerIds = (values.swarmer as readonly string[]) ?? [];
  if (attacker === WARD) throw new ParamError('attacker', 'a Ward has no Fury and takes no Actions: it cannot attack (Four Elements › Ward)');
  if (melee && ranged) throw new ParamError('ranged', 'an attack is either --melee (base-to-base) or --ranged, not both');
  if (ranged && attacker === HEAVY) throw new ParamError('ranged', 'attacks by Heavy Elements never count as ranged (Attacks › Ranged Attacks)');
  const reach = attackerTactics.some((t) => t === 'fusiliers' || t === 'bastions');
  const profiles = variantChecked(() => profilesFor(variants.stats));
  if (ranged && profiles[attacker].rng === BAND.B && !reach) {
    throw new ParamError('ranged', `${profiles[attacker].name} have RNG B-to-B: they attack only in contact (add --tactic fusiliers or bastions for range)`);
  }
  const isRanged = ranged;
  if (isRanged && (values.support === true || values.outnumbered === true)) throw new ParamError(values.support ? 'support' : 'outnumbered', 'support and outnumbered are melee modifiers (Attacks › Melee Attacks)');
  if (!isRanged && (values['short-range'] === true || values.cover === true)) {
    throw new ParamError(values['short-range'] ? 'short-range' : 'cover', 'short range and cover are ranged modifiers (Attacks › Ranged Attacks); add --ranged');
  }
  if (swarmerIds.length > 0 && !attackerTactics.includes('swarmers')) throw new ParamError('swarmer', 'extra attackers in contact need --tactic swarmers');
  const reaction = (values.reaction as string | undefined) ?? 'none';
  if (reaction === 'sacrifice' && target === WARD) throw new ParamError('target', 'Sacrifice: --target is the NON-WARD Allied Element that makes the Will check instead (Warding Reactions › Sacrifice)');
  if (reaction === 'sacrifice' && targetTactics.includes('sneak-thieves')) {
    throw new ParamError('reaction', "Sacrifice: --target is the ally making the Will check, but Sneak-Thieves' penalty depends on the original target; not modelled together (allowed: --reaction none or defiance)");
  }
  const swarmers = swarmerIds.map(typeIndex);
  if (swarmers.includes(WARD)) throw new ParamError('swarmer', 'a Ward cannot attack');
  const v = variants as unknown as RrVariants;
  const s = situation(attacker, target, {
    melee: !isRanged,
    charge: values.charge === true,
    support: values.support === true,
    outnumbered: values.outnumbered === true,
    shortRange: values['short-range'] === true,
    cover: values.cover === true,
    attackerInspiring: values.inspiring === true,
    targetInspiring: values['target-inspiring'] === true,
    targetAttached: values.attached === true,
    attackerTactics,
    targetTactics,
    deathDefiersBonus: values['ally-failed'] === true && targetTactics.includes('death-defiers'),
    tactitiansFury: attackerTactics.includes('tactitians'),
    swarmers,
    // Defiance: "Attack that enemy with a BONUS" (Warding Reactions › Defiance).
    ...(reaction === 'defiance' ? { extraFuryBonus: 1 } : {}),
  });
  const checks = attackChecks(s, v);
  // Sacrifice: "Have that Allied Element, instead, make the WILL CHECK with a BONUS" (a critical attack's penalty still applies: they cancel).
  if (reaction === 'sacrifice') checks.willBonus += 1;
  const dice = v.dice as D20Variant;
  const ignored = [...attackerTactics.filter((t) => !ATTACKER_DICE_TACTICS.includes(t)), ...targetTactics.filter((t) => !TARGET_DICE_TACTICS.includes(t))];
  return {
    params: {
      attacker: values.attacker,
      target: values.target,
      mode: attacker === HEAVY ? 'melee (Heavy)' : isRanged ? 'ranged' : 'melee',
      fury: `${checks.furyStat}+ on ${diceFor(checks.furyBonus, checks.furyPenalty, dice)}d20 (bonuses ${checks.furyBonus}, penalties ${checks.furyPenalty})`,
      will: `${checks.willStat}+ on ${diceFor(checks.willBonus, checks.willPenalty, dice)}d20 after a success, ${diceFor(checks.willBonus, checks.willPenalty + 1, dice)}d20 after a critical (bonuses ${checks.willBonus}, penalties ${checks.willPenalty})`,
      ...(checks.nightmaresGuile > 0 ? { nightmaresGuile: checks.nightmaresGuile } : {}),
      ...(checks.poisonReroll ? { poisoners: 'a critical Will check is re-rolled at a penalty' } : {}),
      ...(checks.swarmerFury.length > 0 ? { swarmers: checks.swarmerFury.map((fury, i) => `${swarmerIds[i]} ${fury}+ on ${diceFor(0, 1, dice)}d20`).join(', ') } : {}),
      ...(ignored.length > 0 ? { noDiceEffect: ignored.join(', ') } : {}),
      ...(reaction !== 'none' ? { reaction } : {}),
    },
    model: plainModel(ATTACK_OUTCOMES),
    exact: () => exactAttack(checks, dice),
    sampler: () => {
      const buffer = new DiceBuffer(20, 8);
      return {
        sample(rng: Xoshiro128, out: Uint16Array, n: number) {
          buffer.reset();
          for (let i = 0; i < n; i++) out[i] = sampleAttack(checks, dice, buffer, rng);
        },
      };
    },
  };
}

const TYPES = ELEMENT_TYPES as readonly string[];

export const rattleAndRendAttack: AttackPipeline = {
  system: 'rattle-and-rend',
  summary: 'Rattle and Rend (004): Fury check, then the target\'s Will check (critical Fury: Will at a penalty); noEffect / removed / withdrawn / holds',
  // The items this pipeline computes as asked, each with a hand-worked test (tests/systems/rattle-and-rend/attack.test.ts): the check and Will
  // results, every printed modifier (Inspiring Terrain too), the attached Champion, the Tactics that change one attack's dice (Poisoners' re-roll),
  // Distant Doom (--attacker champion --ranged: a ranged attack at L, no line of sight needed), the Defiance and Sacrifice reactions (--reaction),
  // and Suppress (an attack as normal by the Shooters; a moving enemy successfully attacked, 1 - noEffect, stops).
  catalogue: ['RR-079', 'RR-080', 'RR-081', 'RR-082', 'RR-083', 'RR-084', 'RR-085', 'RR-086', 'RR-089', 'RR-090', 'RR-091', 'RR-092', 'RR-093', 'RR-094', 'RR-095', 'RR-105', 'RR-109', 'RR-110', 'RR-122', 'RR-124', 'RR-125', 'RR-126', 'RR-131', 'RR-145', 'RR-157', 'RR-162', 'RR-169', 'RR-173', 'RR-176'],
  options: {
    attacker: { kind: 'choice', values: TYPES, required: true, describe: 'the attacking Element type (use the host type for an attached Champion)' },
    target: { kind: 'choice', values: TYPES, required: true, describe: 'the target Element type' },
    melee: { kind: 'flag', describe: 'a melee attack in base-to-base contact (the default)' },
    ranged: { kind: 'flag', describe: 'a ranged attack (target in RNG, not in contact)' },
    charge: { kind: 'flag', describe: 'the attack comes from a Charge action (penalty, unless Elites)' },
    support: { kind: 'flag', describe: 'melee: a friendly Element in contact with the attacker or target (bonus)' },
    outnumbered: { kind: 'flag', describe: 'melee: the attacker is outnumbered in base-to-base contact (penalty)' },
    'short-range': { kind: 'flag', describe: 'ranged: the target is within S range (bonus)' },
    cover: { kind: 'flag', describe: 'ranged: the target is in contact with Blocking Terrain (penalty)' },
    inspiring: { kind: 'flag', describe: 'the attacker is within or touching Inspiring Terrain (Fury bonus)' },
    'target-inspiring': { kind: 'flag', describe: 'the target is within or touching Inspiring Terrain (Will bonus)' },
    attached: { kind: 'flag', describe: 'a Champion is attached to the target (Will bonus)' },
    'ally-failed': { kind: 'flag', describe: "Death-Defiers: an ally of the target failed a Will check before this one (Will bonus)" },
    tactic: { kind: 'list', values: TACTIC_IDS, describe: "a Tactic of the attacker's warband in effect (zealots: at or below 6 Total Momentum; tactitians: the -1 Fury choice)" },
    'target-tactic': { kind: 'list', values: TACTIC_IDS, describe: "a Tactic of the target's warband in effect (shield-brothers: an ally in range)" },
    reaction: {
      kind: 'choice',
      values: REACTIONS,
      default: 'none',
      describe:
        'a Warding Reaction that is this one attack: defiance (the attack is made with a Fury bonus), sacrifice (--target is the non-Ward ally that makes the Will check instead, with a bonus), e.g. --reaction defiance',
    },
    swarmer: { kind: 'list', values: TYPES, describe: "Swarmers: the type of another of the attacker's Elements in contact with the target" },
  },
  variants: {
    dice: RR_VARIANTS.dice,
    stats: RR_VARIANTS.stats,
    poisoners: RR_VARIANTS.poisoners,
    swarmers: RR_VARIANTS.swarmers,
    fearsome: RR_VARIANTS.fearsome,
  },
  examples: [
    '--attacker fighters --target fighters --exact --json',
    '--attacker heavy --target shooters --charge --tactic elites',
    '--attacker shooters --target skirmishers --ranged --short-range --target-tactic sneak-thieves',
    '--attacker fighters --target fighters --tactic poisoners --variant poisoners=will-penalty',
    '--attacker fighters --target heavy --tactic swarmers --swarmer dregs --swarmer fighters',
    '--attacker champion --target shooters --ranged',
    '--attacker fighters --target fighters --reaction defiance',
    '--attacker shooters --target heavy --ranged --reaction sacrifice',
  ],
  compile,
};
