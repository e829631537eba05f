/**
 * `playtest attack syndicate-protocol`: one Operator's ranged attack on an
 * Operator (or a Mercenary) resolved end to end (attackProfile.ts): range,
 * cover, statuses, the card played, the weapon's category bonus and trait,
 * armor and its trait, the Operators' abilities that touch one attack (Lens's
 * Predictive Mark +1 ACC, Razor's breach +1 ACC with --breached, Glitch
 * forcing a reroll within 3 spaces, Rampart's Hold the Line), exact or sampled.
 *
 * Outcomes are keyed by final damage "0".."k"; `meanDamage`; `hits` (the
 * final hits); and the chance that the attack leaves the target Disoriented,
 * Marked, Suppressed etc. (`pDisoriented`, ...), from traits and cards.
 *
 * Example: --attacker razor --weapon ar-12-vanguard --target lens --armor light-tactical-vest --distance 5
 *   -> ACC 3 + 1 (Precision Burst, not moved) vs DOD 3: hits on 5+, 3 dice, +2 damage (Hold the Line) - 1 ARM.
 */
import { DiceBuffer } from '../../dice/diceBuffer.ts';
import { ParamError, type OutcomeModel } from '../../dice/kernel.ts';
import { variantChecked, type AttackPipeline, type AttackValues } from '../attackPipeline.ts';
import { AttackProfile, emptySetup, hitsDistribution, MAX_DICE, ON_HIT, profileAttack, readings, rollHits, type AttackSetup } from './attackProfile.ts';
import { addAttackCard, addDefenceCard, ATTACK_CARDS, DEFENCE_CARDS, emptyMods } from './cardModifiers.ts';
import { ARMOR_LIST, MERCENARY_LIST, OPERATOR_LIST, WEAPON_LIST } from './data.ts';
import { statDefs } from './statChanges.ts';
import { ATTACK_VARIANTS, STATUS, STATUS_NAMES, type StatusName } from './rules.ts';

const COVER = ['none', 'light', 'heavy'] as const;

function statusBits(names: readonly string[]): number {
  let bits = 0;
  for (const name of names) bits |= STATUS[name as StatusName];
  return bits;
}

/** The setup and profile for checked option values (exported for tests and experiments). */
export function compileSetup(values: AttackValues, variants: Readonly<Record<string, string>>): { setup: AttackSetup; profile: AttackProfile; notes: string[] } {
  const defs = variantChecked(() => statDefs(variants.stats));
  const attacker = defs.operator(values.attacker as string);
  const weapon = defs.weapon(values.weapon as string);
  if (!attacker) throw new ParamError('attacker', `unknown Operator '${String(values.attacker)}'`);
  if (!weapon) throw new ParamError('weapon', `unknown weapon '${String(values.weapon)}'`);
  const targetId = values.target as string;
  const targetOperator = defs.operator(targetId);
  const targetMerc = defs.mercenary(targetId);
  const armorId = values.armor as string | undefined;
  const armor = armorId ? defs.armor(armorId) : undefined;
  const notes: string[] = [];
  const s = emptySetup();
  s.category = weapon.category;
  s.trait = weapon.trait.id;
  s.range = weapon.range;
  s.rof = weapon.rof;
  s.baseAcc = attacker.acc;
  s.distance = values.distance as number;
  s.cover = COVER.indexOf(values.cover as (typeof COVER)[number]);
  const moved = values.moved === true || (values['moved-spaces'] as number) > 0;
  s.moved = moved ? Math.max(1, (values['moved-spaces'] as number) || 2) : 0;
  s.movedLastRound = values['moved-last-round'] === true;
  s.targetMoved = values['target-moved'] === true;
  s.firstFiring = values['first-firing'] === true;
  s.rail = values.rail === 'rof' ? 1 : 0;
  s.attackerStatus = statusBits(values['attacker-status'] as readonly string[]);
  s.targetStatus = statusBits(values.status as readonly string[]);
  const later = values['later-attack'] === true;
  if (targetOperator) {
    if (!armor) throw new ParamError('armor', `target ${targetId} is an Operator: name its armor (${ARMOR_LIST.map((a) => a.id).join(', ')})`);
    const encumbered = armor.load > targetOperator.ld;
    s.dodge = targetOperator.dod + armor.dodge - (encumbered ? 1 : 0);
    s.armor = armor.arm;
    if (encumbered) notes.push('target Encumbered: -1 Dodge (2.4)');
    if (armor.traits.includes('reinforced-plating') && !later) {
      s.afterArmor += 1;
      notes.push('Reinforced Plating: -1 damage (first attack this round)');
    }
    if (targetOperator.id === 'rampart' && !later) {
      s.afterArmor += 1;
      notes.push('Hold the Line: -1 damage');
    }
    if (targetOperator.id === 'glitch' && s.distance <= 3) {
      s.rerollHit = true;
      notes.push('Signal Jam: the attacker rerolls one hit (within 3 spaces)');
    }
  } else if (targetMerc) {
    if (armor) throw new ParamError('armor', `target ${targetId} is a Mercenary and wears no armor (its ARM ${targetMerc.arm} is printed, 9.1)`);
    s.dodge = targetMerc.dod;
    s.armor = targetMerc.arm;
  } else {
    throw new ParamError('target', `unknown target '${targetId}'`);
  }
  if (attacker.id === 'lens') {
    s.acc += 1;
    notes.push('Predictive Mark: +1 Accuracy');
  }
  if (attacker.id === 'razor' && values.breached === true) {
    s.acc += 1;
    notes.push('Breach & Clear: +1 Accuracy');
  }
  const targetWeapon = values['target-weapon'] ? defs.weapon(values['target-weapon'] as string) : undefined;
  s.targetCloseQuarters = targetWeapon?.trait.id === 'close-quarters' && (s.targetStatus & STATUS.jammed) === 0;

  const mods = emptyMods();
  const card = values.card as string | undefined;
  if (card) {
    addAttackCard(card, { moved: s.moved, throughCover: values['through-cover'] === true, closedIn: values['closed-in'] === true, enemyWithin3: s.distance <= 3, targetMoved: s.targetMoved, category: weapon.category }, variants, mods);
    s.acc += mods.acc;
    s.dice += mods.dice;
    s.damage += mods.damage;
    s.rerollMisses += mods.rerollMisses;
    s.halfRof = mods.halfRof;
    if (mods.overwatch) s.attackerStatus |= STATUS.overwatch;
  }
  const targetCard = values['target-card'] as string | undefined;
  if (targetCard) {
    const defence = { dodge: 0, armor: 0, guarded: 0, shielded: 0, attackerAcc: 0 };
    addDefenceCard(targetCard, s.distance, s.targetMoved, variants, defence);
    s.dodge += defence.dodge;
    s.armor += defence.armor;
    s.guarded += defence.guarded;
    s.shielded += defence.shielded;
    s.acc += defence.attackerAcc;
  }
  // Positive effects stack (10.1): a Guarded or Shielded status adds to what the target's card gave.
  if ((s.targetStatus & STATUS.guarded) !== 0) s.guarded += 1;
  if ((s.targetStatus & STATUS.shielded) !== 0) s.shielded += 1;
  const profile = new AttackProfile();
  profile.onHit = mods.onHit;
  profile.onMiss = mods.onMiss;
  profileAttack(s, readings(variants), profile);
  if (!profile.legal) throw new ParamError(profile.reason.includes('Jammed') ? 'attacker-status' : profile.reason.includes('Hidden') ? 'status' : 'distance', profile.reason);
  return { setup: s, profile, notes };
}

const EFFECT_MEANS = Object.entries(ON_HIT).filter(([name]) => ['disoriented', 'marked', 'suppressed', 'accuracyDown', 'slowed', 'chain', 'teleport'].includes(name));

function attackModel(profile: AttackProfile): OutcomeModel {
  const size = profile.rof + 1;
  const keys = Array.from({ length: profile.maxDamage() + 1 }, (_, k) => String(k));
  const damage = Float64Array.from({ length: size }, (_, h) => profile.damage[h]);
  const means: Record<string, Float64Array> = { meanDamage: damage };
  for (const [name, bit] of EFFECT_MEANS) {
    const applies = Float64Array.from({ length: size }, (_, h) => ((profile.effects[h] & bit) !== 0 ? 1 : 0));
    if (applies.some((x) => x > 0)) means[`p${name[0].toUpperCase()}${name.slice(1)}`] = applies;
  }
  const hitKeys = Array.from({ length: size }, (_, h) => String(h));
  return {
    size,
    outcomeKeys: keys,
    outcomeOf: Int32Array.from(damage),
    means,
    distributions: { hits: { keys: hitKeys, of: Int32Array.from(hitKeys, (_, h) => h) } },
  };
}

export const syndicateAttack: AttackPipeline = {
  system: 'syndicate-protocol',
  summary: 'Syndicate Protocol (003): an Operator fires its weapon at a target: Hit Target 6 - (ACC - Dodge), bullets, category bonus, trait, armor',
  // The items this pipeline computes as asked, each with a hand-worked test (tests/systems/syndicate-protocol/attack.test.ts): hits, armor,
  // cover, every printed weapon line and trait, the armor table and its Reinforced Plating, the Operators' statlines and the abilities
  // that touch one attack (Signal Jam, Hold the Line), the Mercenaries' printed ARM, and the statuses Marked + Focused, Shielded, Guarded, Suppressed + Disoriented under both
  // condition-interactions readings (SP-056: tests/systems/syndicate-protocol/readings.test.ts).
  catalogue: ['SP-024', 'SP-052', 'SP-054', 'SP-056', 'SP-068', 'SP-069', 'SP-070', 'SP-076', 'SP-077', 'SP-078', 'SP-079', 'SP-080', 'SP-081', 'SP-083', 'SP-084', 'SP-086', 'SP-087', 'SP-097', 'SP-098', 'SP-099'],
  options: {
    attacker: { kind: 'choice', values: OPERATOR_LIST.map((o) => o.id), required: true, describe: 'the attacking Operator' },
    weapon: { kind: 'choice', values: WEAPON_LIST.map((w) => w.id), required: true, describe: "the attacker's weapon" },
    target: { kind: 'choice', values: [...OPERATOR_LIST.map((o) => o.id), ...MERCENARY_LIST.map((m) => m.id)], required: true, describe: 'the target: an Operator or a Mercenary' },
    armor: { kind: 'choice', values: ARMOR_LIST.map((a) => a.id), describe: "the target Operator's armor (required for an Operator)" },
    distance: { kind: 'int', required: true, min: 1, max: 24, describe: 'spaces from attacker to target' },
    cover: { kind: 'choice', values: COVER, default: 'none', describe: "the target's cover (4.9: light +1 Dodge, heavy +2)" },
    moved: { kind: 'flag', describe: 'the attacker moved this round (2 spaces unless --moved-spaces says otherwise)' },
    'moved-spaces': { kind: 'int', default: 0, min: 0, max: 12, describe: 'spaces the attacker moved this round' },
    'moved-last-round': { kind: 'flag', describe: 'the attacker moved last round (Assault Rifles: +2 only if it did not)' },
    'target-moved': { kind: 'flag', describe: 'the target moved this round (Predictive Burst, Overwatch Stance)' },
    'through-cover': { kind: 'flag', describe: 'the attacker moved through cover (Vault Breaker)' },
    'closed-in': { kind: 'flag', describe: 'the attacker ended movement closer to an enemy (Combat Rush)' },
    'first-firing': { kind: 'flag', describe: "the Cyclone Rotary Gun's first round of firing (-1 RoF; otherwise +1)" },
    rail: { kind: 'choice', values: ['accuracy', 'rof'], default: 'accuracy', describe: "Hydra Modular Rifle's Modular Rail choice this round" },
    status: { kind: 'list', values: STATUS_NAMES, describe: "the target's status effects (section 10)" },
    'attacker-status': { kind: 'list', values: STATUS_NAMES, describe: "the attacker's status effects" },
    card: { kind: 'choice', values: ATTACK_CARDS, describe: 'the card the attacker played this round' },
    'target-card': { kind: 'choice', values: DEFENCE_CARDS, describe: 'the card the target played this round' },
    'target-weapon': { kind: 'choice', values: WEAPON_LIST.map((w) => w.id), describe: "the target's weapon (Viper Compact: Close Quarters)" },
    breached: { kind: 'flag', describe: 'Razor used Breach & Clear this round (+1 Accuracy)' },
    'later-attack': { kind: 'flag', describe: 'not the first attack on the target this round (Reinforced Plating and Hold the Line are spent)' },
  },
  variants: ATTACK_VARIANTS,
  examples: [
    '--attacker razor --weapon ar-12-vanguard --target lens --armor light-tactical-vest --distance 5 --exact --json',
    '--attacker lens --weapon longshot-m99 --target razor --armor composite-armor-rig --distance 8 --cover light --card precision-shot',
    '--attacker velocity --weapon razorline-pdw --target rampart --armor bulwark-exo-shell --distance 2 --moved --variant armor-floor=floor1',
  ],
  compile(values, variants) {
    const { setup, profile, notes } = compileSetup(values, variants);
    const model = attackModel(profile);
    return {
      params: {
        attacker: values.attacker,
        weapon: values.weapon,
        target: values.target,
        armor: values.armor ?? null,
        distance: setup.distance,
        cover: values.cover,
        dice: profile.rof,
        accuracy: profile.accuracy,
        dodge: profile.targetDodge,
        hitTarget: profile.hitTarget,
        bonusDamage: profile.bonus,
        targetArmor: profile.armor,
        trait: profile.trait,
        rerollMisses: profile.rerollMisses,
        rerollOnes: profile.rerollOnes,
        notes,
      },
      model,
      exact: () => hitsDistribution(profile, new Float64Array(MAX_DICE + 1)).slice(0, profile.rof + 1),
      sampler: () => {
        const buffer = new DiceBuffer(6, 1);
        const faces = new Uint8Array(MAX_DICE);
        return {
          sample(rng, out, n) {
            buffer.reset();
            const die = () => buffer.dice[buffer.take(rng, 1)];
            for (let i = 0; i < n; i++) out[i] = rollHits(profile, die, faces);
          },
        };
      },
    };
  },
};
