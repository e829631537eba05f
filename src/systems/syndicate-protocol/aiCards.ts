/**
 * Which card the heuristic commits in the plan step (3.2): a Movement card is
 * worth the best space it reaches over staying (aiSpaces.ts); a Maneuver or
 * Utility card the expected damage it adds to its own attack or takes from
 * the enemy's (the same attack profiles, Disoriented, Marked and Jammed added
 * as what-ifs, 10.3-10.4); grenades their 1 unarmoured damage plus the
 * Disoriented shot after; a melee card only within reach of the contest (7.5).
 */
import * as aiShotsModule from './aiShots.ts';
import * as aiSpacesModule from './aiSpaces.ts';
import * as boardModule from './board.ts';
import * as cardModifiersModule from './cardModifiers.ts';
import * as cardsModule from './cards.ts';
import type { CardConditions, NextAttackMods } from './cardModifiers.ts';
import * as dataModule from './data.ts';
import type { CardDef } from './data.ts';
import type { Field } from './field.ts';
import * as rulesModule from './rules.ts';
import * as shotMemoModule from './shotMemo.ts';
import * as stateModule from './state.ts';

// Module-local copies of imported bindings (aiShots.ts: under tsx's require path every imported binding read is a getter call).
const { SETUP, incomingWith, keptThreat, threatWith } = aiShotsModule;
const { keepMoveBest, keptMoveBest, SPACE_VALUES, spaceSlot } = aiSpacesModule;
const { distance, MoveMasks, reachable } = boardModule;
const { addAttackCard, ATTACK_CARD, emptyMods } = cardModifiersModule;
const { CARD_COUNT, cardTable, cardsUnder } = dataModule;
const { STATUS } = rulesModule;
const { grantsMovement } = cardsModule;
const { expectedShot } = shotMemoModule;
const { NO_CARD } = stateModule;

/** The movement masks (Field.fillMasks); the two arrays named for the reads. */
const MASKS = new MoveMasks();
const ENEMY = MASKS.enemy;
const OCCUPIED = MASKS.occupied;
const OPTIONS = new Int16Array(200);
const FLAGS = new Uint8Array(200);

/**
 * cardValue's two shots (its Operator's on the enemy Operator and back, from where they stand), kept while
 * `shotsKnown`: planCard and evaluateSyndicate clear it before asking, so they are computed once per decision.
 */
let shotsKnown = false;
let knownOut = 0;
let knownIncoming = 0;
/** cardValue's scratch card conditions and attack modifiers (addAttackCard), reset per card: no objects per card. */
const WHEN: CardConditions = { moved: 0, throughCover: false, closedIn: false, enemyWithin3: false, targetMoved: false, category: 'pistol' };
const MODS: NextAttackMods = emptyMods();

function resetMods(m: NextAttackMods): void {
  m.acc = 0;
  m.dice = 0;
  m.damage = 0;
  m.rerollMisses = 0;
  m.halfRof = false;
  m.onHit = 0;
  m.onMiss = 0;
  m.overwatch = false;
  m.selfDamage = 0;
  m.dodge = 0;
  m.armor = 0;
}

/** How much a card played now is worth to `seat` (see the header); clear `shotsKnown` first when the field changed. */
/** `choices`: how many cards the player could play (its playable hand). */
function cardValue(f: Field, seat: number, card: CardDef, choices: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const here = f.pos[op];
  const now = SPACE_VALUES[spaceSlot(f, seat, here)];
  if (card.type === 'movement' && card.move > 0) {
    const armor = f.loadouts[seat].armor;
    const penalty = armor.type === 'heavy' ? -Number(f.variants['heavy-move-penalty'] ?? '2') : armor.move;
    const steps = Math.max(0, card.move + penalty - f.slowRound[op]);
    if (steps === 0 || f.has(op, STATUS.immobilized)) return 0;
    // The best space a kind of move reaches is kept with the space values: a hand often holds two Dashes or Advances.
    // (`now` above brought memoStamp up to this field and spaceVersion.)
    const memo = seat * 64 + (card.id === 'withdraw' ? 3 : card.id === 'slide' ? 2 : card.straight ? 1 : 0) * 16 + steps;
    if (steps < 16) {
      const kept = keptMoveBest(memo);
      if (kept === kept) return kept - now + movementExtra(card) + 0.01;
    }
    f.fillMasks(seat, MASKS);
    const count = card.id === 'withdraw' ? withdrawal(f, seat, steps) : reachable(f.board, here, { steps, straight: card.straight, obstacles: card.id === 'slide' ? 1 : 0, throughEnemy: false }, ENEMY, OCCUPIED, OPTIONS, FLAGS);
    let best = now;
    for (let i = 1; i < count; i++) best = Math.max(best, SPACE_VALUES[spaceSlot(f, seat, OPTIONS[i])]);
    if (steps < 16) keepMoveBest(memo, best);
    return best - now + movementExtra(card) + 0.01;
  }
  // The two shots every other card is judged by, once per plan decision (planCard; each card asked for them again).
  if (!shotsKnown) {
    shotsKnown = true;
    knownOut = keptThreat(f, op, foe);
    knownIncoming = keptThreat(f, foe, op);
  }
  const out = knownOut;
  const incoming = knownIncoming;
  const mods = MODS;
  resetMods(mods);
  const when = WHEN;
  when.enemyWithin3 = f.alive(foe) && distance(here, f.pos[foe]) <= 3;
  when.category = f.loadouts[seat].weapon.category;
  // ATTACK_CARD first: addAttackCard's string switch only for the cards it knows (the same verdicts; seventh pass).
  if (card.id !== 'suppressing-fire' && ATTACK_CARD[card.index] === 1 && addAttackCard(card.id, when, f.variants, mods)) {
    if (out === 0) return 0.05 * (mods.dodge + mods.armor);
    f.fillSetup(op, foe, here, SETUP);
    SETUP.acc += mods.acc;
    SETUP.dice += mods.dice;
    SETUP.damage += mods.damage;
    SETUP.rerollMisses += mods.rerollMisses;
    const boosted = expectedShot(SETUP, f.readings);
    return boosted - out + 0.15 * (mods.dodge + mods.armor) * Math.min(1, incoming) - 0.5 * mods.selfDamage;
  }
  switch (card.id) {
    case 'suppressing-fire':
      return out > 0 ? 0.5 * out : 0;
    case 'impact-shield':
    case 'combat-roll':
    case 'anchor-step':
    case 'hardpoint':
    case 'stim-shot':
      return Math.min(incoming, card.id === 'impact-shield' ? 1.2 : 0.6);
    case 'holo-decoy':
    case 'holographic-decoy':
      return 0.9 * incoming;
    case 'mirage-field':
      return f.alive(foe) && distance(here, f.pos[foe]) > 4 ? 0.3 * incoming : 0;
    case 'smoke-screen':
      return f.alive(foe) && distance(here, f.pos[foe]) > 3 ? 0.9 * incoming : 0.05;
    case 'kinetic-barrier':
      return 0.5 * incoming;
    case 'signal-scrambler':
    case 'data-spike':
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range ? incoming - incomingWith(f, seat, STATUS.jammed) + 0.1 : 0;
    case 'flashbang':
    case 'flash-disruptor':
    case 'sonic-pulse':
    case 'shock-grenade': {
      // Disoriented (10.3): -1 Dodge and no cover for the enemy this round: what my attack gains.
      const within = card.id === 'flash-disruptor' || (card.id === 'flashbang' && f.variants['card-text'] === 'section-7') ? card.range || 8 : (card.range || 4) + 1;
      if (!f.alive(foe) || distance(here, f.pos[foe]) > within) return 0.02;
      return threatWith(f, seat, STATUS.disoriented) - out + (card.id === 'sonic-pulse' ? 0.1 : 0.02);
    }
    case 'telemetry-ping':
    case 'recon-drone': {
      const within = card.id === 'recon-drone' ? card.range + 2 : card.range;
      if (!f.alive(foe) || distance(here, f.pos[foe]) > within) return 0.02;
      return threatWith(f, seat, STATUS.marked) - out + 0.02;
    }
    case 'signal-jammer':
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range ? 0.4 * incoming : 0;
    case 'grenade':
    case 'frag-cluster':
    case 'fragmentation-grenade': {
      // 1 damage that no armour stops (not an attack); a Grenade also Disorients, which my attack then exploits.
      if (!f.alive(foe) || distance(here, f.pos[foe]) > card.range + 1) return 0;
      return 1 + (card.id === 'grenade' ? threatWith(f, seat, STATUS.disoriented) - out : 0);
    }
    case 'tactical-uplink':
      return 0.15;
    case 'quick-draw':
      return f.priority === seat ? 0 : 0.3 * out;
    case 'displacement-pulse':
    case 'vector-pulse':
      return f.alive(foe) && distance(here, f.pos[foe]) === 1 ? 0.3 : 0;
    default:
      break;
  }
  if (card.type === 'melee') {
    // The contest happens only from an adjacent space (7.5 Step 1): cards without a move need the enemy adjacent already.
    const within = card.id === 'ghoststep-palm' ? 2 : 1 + card.move;
    return f.alive(foe) && distance(here, f.pos[foe]) <= within ? 0.6 : 0;
  }
  return 0.02 * choices;
}

/** What a Movement card gives besides the space it reaches (Combat Roll, Anchor Step, Shadowstep, Ghostline Dash). */
function movementExtra(card: CardDef): number {
  return card.id === 'combat-roll' || card.id === 'anchor-step' ? 0.3 : card.id === 'shadowstep' || card.id === 'ghostline-dash' ? 0.2 : 0;
}

/** Withdraw's spaces (7.3): straight away from the nearest enemy, into OPTIONS; returns the count (staying first). */
function withdrawal(f: Field, seat: number, steps: number): number {
  const op = seat * 3;
  const here = f.pos[op];
  OPTIONS[0] = here;
  let nearest = -1;
  for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) if (f.alive(u) && (nearest < 0 || distance(here, f.pos[u]) < distance(here, f.pos[nearest]))) nearest = u;
  if (nearest < 0) return 1;
  const sx = Math.sign((here % 24) - (f.pos[nearest] % 24));
  const sy = Math.sign(Math.floor(here / 24) - Math.floor(f.pos[nearest] / 24));
  let count = 1;
  for (let k = 1; k <= steps; k++) {
    const x = (here % 24) + sx * k;
    const y = Math.floor(here / 24) + sy * k;
    if (x < 0 || y < 0 || x > 23 || y > 23 || !f.board.passable(y * 24 + x) || OCCUPIED[y * 24 + x] === 1) break;
    OPTIONS[count++] = y * 24 + x;
  }
  return count;
}

/**
 * The heuristic's settings (GameDefinition.heuristicOptions, `--agent-a heuristic:tax=ignored`), default first: how it
 * treats the Encumbered tax (2.4, 8.2: an Encumbered Operator pays 1 HP for a movement-granting non-Movement card, by
 * default even when the card then does nothing: the variant `encumbered-tax-paid`, state.ts tacticsStep). Measured by sp-encumbered-tax (paired games, the same seeds).
 */
export const SP_HEURISTIC_OPTIONS = {
  approach: {
    values: ['walk', 'straight'],
    describe:
      'how the Operator closes in on an enemy out of reach: walk (default: by the spaces it would walk round walls) or straight (by the straight distance, the player before sp-approach: stuck behind walls)',
  },
  prune: {
    values: ['off', 'on'],
    describe:
      "how many of a Mercenary's candidate spaces the player values in full when some enemy may be in its reach: off (default: every space) or on (ranked by a cheap estimate of cover, synergy range, the straight distance and an enemy within range, no sight or shot, and only the first (staying) and the best 3 valued: x1.06 heuristic games per second, as strong against the default player, but its Mercenaries deal a smaller share of the damage)",
  },
  tax: {
    values: ['weighed', 'ignored', 'all'],
    describe:
      "the Encumbered tax (2.4: 1 HP for a movement-granting non-Movement card) when picking a card: weighed (default: 1 expected damage taken, except a Melee card within reach of its contest, whose 0.6 placeholder is not an expected damage; never the card the tax would kill with), ignored (the player before sp-encumbered-tax), or all (every taxed card, Melee in reach too)",
  },
} as const;
export type TaxStyle = (typeof SP_HEURISTIC_OPTIONS)['tax']['values'][number];

/**
 * What the tax costs a card in its own units (expected damage): 1 HP, or the game when it is the Operator's last.
 * `weighed` leaves out a Melee card within reach (value > 0): pricing its placeholder 0.6 against 1 HP made an
 * Encumbered Razor give up its contests and lose (sp-encumbered-tax, `all`).
 */
export function taxCost(f: Field, seat: number, card: CardDef, value: number, tax: TaxStyle): number {
  if (tax === 'ignored' || !f.loadouts[seat].encumbered || !grantsMovement(card, f.variants)) return 0;
  if (tax === 'weighed' && card.type === 'melee' && value > 0) return 0;
  // Under `encumbered-tax-paid=if-movement` a Melee card out of reach (value 0) is not taxed: its contest cannot occur.
  if (card.type === 'melee' && value <= 0 && f.variants['encumbered-tax-paid'] === 'if-movement') return 0;
  return f.hp[seat * 3] <= 1 ? 100 : 1;
}

export function planCard(f: Field, seat: number, legal: readonly number[], cards: readonly CardDef[], tax: TaxStyle = 'weighed'): number {
  shotsKnown = false;
  let best = -1;
  let bestValue = -Infinity;
  let choices = 0;
  for (let i = 0; i < legal.length; i++) if (legal[i] < CARD_COUNT) choices++;
  for (let i = 0; i < legal.length; i++) {
    const c = legal[i];
    if (c >= CARD_COUNT) continue;
    if (best < 0) best = c;
    if (c === NO_CARD) continue;
    const raw = cardValue(f, seat, cards[c], choices);
    const value = raw - taxCost(f, seat, cards[c], raw, tax);
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best < 0 ? legal[0] : best;
}

const cardsByVariants = new WeakMap<Readonly<Record<string, string>>, readonly CardDef[]>();

/**
 * The card catalogue as `variants` read it (data.ts cardsUnder), made once per variants object, as a plain array
 * (data.ts cardTable: planCard looks cards up by index, and a frozen array's keyed loads are not inlined).
 */
export function cardsFor(variants: Readonly<Record<string, string>>): readonly CardDef[] {
  let cards = cardsByVariants.get(variants);
  if (!cards) cardsByVariants.set(variants, (cards = cardTable(cardsUnder(variants))));
  return cards;
}

/** cardValue asked afresh (its two shots recomputed): the evaluation's, once per call. */
export function freshCardValue(f: Field, seat: number, card: CardDef, choices: number): number {
  shotsKnown = false;
  return cardValue(f, seat, card, choices);
}
