/**
 * What a Tactics card does to the next attack of the Operator who played it
 * (7.4 Maneuver and 7.6 Utility cards, Appendix A), and to an attack made
 * against the Operator who played it. The game applies these when the card
 * resolves in the Tactics sub-phase; the attack pipeline applies them for
 * `--card` and `--target-card`, so both read each card the same way.
 *
 * "+1 DOQ" (Counterline Pressure, Combat Rush, Adrenal Spike) follows the
 * `doq` variant: dodge (+1 Dodge until end of round, for the card's player),
 * damage, die, accuracy or none.
 */
import type { Category } from './data.ts';
import * as dataModule from './data.ts';
import * as attackProfileModule from './attackProfile.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { ON_HIT } = attackProfileModule;
const { CARD_LIST } = dataModule;

export interface NextAttackMods {
  acc: number;
  dice: number;
  damage: number;
  rerollMisses: number;
  halfRof: boolean;
  /** ON_HIT bits applied if the attack hits / misses entirely. */
  onHit: number;
  onMiss: number;
  /** Overwatch Stance: the Overwatch status (+1 RoF if the enemy moved). */
  overwatch: boolean;
  /** Overclocked Shot: 1 damage to the attacker after the attack. */
  selfDamage: number;
  /** For the card's player until end of round. */
  dodge: number;
  armor: number;
}

export function emptyMods(): NextAttackMods {
  return { acc: 0, dice: 0, damage: 0, rerollMisses: 0, halfRof: false, onHit: 0, onMiss: 0, overwatch: false, selfDamage: 0, dodge: 0, armor: 0 };
}

export interface CardConditions {
  /** Spaces the Operator moved this round so far. */
  moved: number;
  /** Vault Breaker: the move went through cover or an obstacle. */
  throughCover: boolean;
  /** Combat Rush: the Operator ended movement closer to an enemy than it began. */
  closedIn: boolean;
  /** Counterline Pressure: an enemy ended movement within 3 spaces. */
  enemyWithin3: boolean;
  /** Predictive Burst, Overwatch: the target moved this round. */
  targetMoved: boolean;
  category: Category | null;
}

/** Cards that change the card player's own next attack (the `--card` choices). */
export const ATTACK_CARDS = [
  'guns-akimbo', 'adrenal-surge', 'vault-breaker', 'predictive-advance', 'tactical-reload', 'precision-shot', 'suppressing-fire', 'overwatch-stance',
  'predictive-burst', 'targeting-suite-sync', 'braced-shot', 'counterline-pressure', 'combat-rush', 'overclocked-shot', 'holo-assist', 'adrenal-spike',
  'auto-stabilizer', 'suppressor-module',
] as const;

/** Cards that change an attack made against the card's player (the `--target-card` choices). */
export const DEFENCE_CARDS = [
  'combat-roll', 'anchor-step', 'hardpoint', 'adrenal-surge', 'impact-shield', 'braced-shot', 'mirage-field', 'stim-shot', 'adrenal-spike', 'counterline-pressure',
] as const;

function doq(variants: Readonly<Record<string, string>>, mods: NextAttackMods): void {
  switch (variants.doq ?? 'dodge') {
    case 'dodge':
      mods.dodge += 1;
      break;
    case 'damage':
      mods.damage += 1;
      break;
    case 'die':
      mods.dice += 1;
      break;
    case 'accuracy':
      mods.acc += 1;
      break;
  }
}

/** Adds card `id`'s effect on its player's next attack to `mods`; false if the card has none. */
export function addAttackCard(id: string, when: CardConditions, variants: Readonly<Record<string, string>>, mods: NextAttackMods): boolean {
  switch (id) {
    case 'guns-akimbo':
      // Appendix A limits it to "a Sidearm or SMG" (read: Pistol or SMG); 7.4 does not (SP-039).
      if (variants['card-text'] === 'section-7' || when.category === 'pistol' || when.category === 'smg') mods.dice += 1;
      return true;
    case 'adrenal-surge':
      mods.acc += 1;
      mods.dodge += 1;
      return true;
    case 'vault-breaker':
      if (when.throughCover) mods.dice += 1;
      return true;
    case 'predictive-advance':
    case 'auto-stabilizer':
      mods.acc += 1;
      return true;
    case 'tactical-reload':
      mods.rerollMisses += 1;
      return true;
    case 'precision-shot':
      mods.acc += 1;
      mods.onHit |= ON_HIT.marked;
      return true;
    case 'suppressing-fire':
      mods.halfRof = true;
      mods.onHit |= ON_HIT.suppressed;
      return true;
    case 'overwatch-stance':
      mods.overwatch = true;
      return true;
    case 'predictive-burst':
      if (when.targetMoved) mods.dice += 1;
      return true;
    case 'targeting-suite-sync':
      mods.acc += 2;
      mods.onHit |= ON_HIT.marked;
      return true;
    case 'braced-shot':
      if (when.moved === 0) {
        mods.dice += 1;
        mods.armor += 1;
      }
      return true;
    case 'counterline-pressure':
      if (when.enemyWithin3) doq(variants, mods);
      return true;
    case 'combat-rush':
      if (when.closedIn) {
        mods.acc += 1;
        doq(variants, mods);
      }
      return true;
    case 'overclocked-shot':
      mods.dice += 1;
      mods.selfDamage += 1;
      return true;
    case 'holo-assist':
      mods.acc += 2;
      mods.onMiss |= ON_HIT.disoriented;
      return true;
    case 'adrenal-spike':
      mods.dice += 1;
      doq(variants, mods);
      return true;
    case 'suppressor-module':
      mods.onHit |= ON_HIT.suppressed;
      return true;
    default:
      return false;
  }
}

/**
 * By card index (CardDef.index): 1 for the cards addAttackCard reads, found by asking it about every card of the
 * catalogue (it answers by id alone, whatever the conditions), so the two cannot disagree. The game (cards.ts
 * tacticEffect) and the player (aiCards.ts cardValue) test this before running its string switch over a card that is
 * not there: that line was ~5% of a random game's CPU (seventh pass).
 */
export const ATTACK_CARD = new Uint8Array(CARD_LIST.length);
for (const c of CARD_LIST) {
  const when: CardConditions = { moved: 0, throughCover: false, closedIn: false, enemyWithin3: false, targetMoved: false, category: null };
  if (addAttackCard(c.id, when, {}, emptyMods())) ATTACK_CARD[c.index] = 1;
}

/** The defence a card gives its player against one attack (for the pipeline's --target-card). */
export interface Defence {
  dodge: number;
  armor: number;
  guarded: number;
  shielded: number;
  /** Accuracy change for the attacker (Mirage Field). */
  attackerAcc: number;
}

export function addDefenceCard(id: string, distance: number, targetMoved: boolean, variants: Readonly<Record<string, string>>, defence: Defence): boolean {
  const mods = emptyMods();
  switch (id) {
    case 'combat-roll':
    case 'anchor-step':
    case 'hardpoint':
      defence.guarded += 1;
      return true;
    case 'impact-shield':
      defence.armor += 2;
      return true;
    case 'mirage-field':
      if (distance > 4) defence.attackerAcc -= 1;
      return true;
    case 'stim-shot':
      defence.shielded += 1;
      return true;
    case 'braced-shot':
    case 'adrenal-surge':
    case 'adrenal-spike':
    case 'counterline-pressure':
      addAttackCard(id, { moved: targetMoved ? 1 : 0, throughCover: false, closedIn: false, enemyWithin3: distance <= 3, targetMoved: false, category: null }, variants, mods);
      defence.dodge += mods.dodge;
      defence.armor += mods.armor;
      return true;
    default:
      return false;
  }
}
