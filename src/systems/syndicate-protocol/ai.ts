/**
 * The game's own player (`--agent-a heuristic`) and its evaluation, from the
 * observation alone (the public field and its own hand).
 *
 * - Where to stand: a space is worth the damage its Operator expects to deal
 *   from it to the enemy Operator, less 0.9 x the damage the enemy Operator
 *   (and half its Mercenaries') expect to deal back, plus a little for cover;
 *   out of reach it closes to its weapon's best range band (Shotgun 1, Pistol
 *   2, SMG 3, the rest their full range).
 * - Which card: a Movement card is worth the best space it reaches over
 *   staying; a Maneuver or Utility card the expected damage it adds to its
 *   own attack or takes from the enemy's (armor, Guarded, Decoys, Mirage,
 *   Hidden, Jammed, Disoriented); grenades the damage they deal; a melee
 *   card its chance to win times what winning does. Ties go to moving.
 * - Mercenaries stay within 4 spaces of their Operator (synergy range, 9.5)
 *   where they can shoot the enemy they would target, closing in otherwise.
 * - Targets: the one it expects to hurt most. Hydra's rail: the better one.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { AgentView } from '../../game/agents/agent.ts';
import { AttackProfile, emptySetup, expectedDamage, type AttackSetup } from './attackProfile.ts';
import { distance, reachable } from './board.ts';
import { addAttackCard, emptyMods } from './cardModifiers.ts';
import { CARD_COUNT, CARD_LIST, cardsUnder, type CardDef } from './data.ts';
import type { Field } from './field.ts';
import { STATUS, SYNERGY_RANGE } from './rules.ts';
import { DECISION, NO_CARD, type SyndicateObservation, type SyndicateState } from './state.ts';

const SETUP: AttackSetup = emptySetup();
const PROFILE = new AttackProfile();
const ENEMY = new Uint8Array(576);
const OCCUPIED = new Uint8Array(576);
const OPTIONS = new Int16Array(200);
const FLAGS = new Uint8Array(200);
const IDEAL: Readonly<Record<string, number>> = { shotgun: 1, pistol: 2, smg: 3 };

/** Expected damage of `attacker` firing from `from` at `target` where it stands; 0 if it cannot. */
function threat(f: Field, attacker: number, target: number, from: number): number {
  if (!f.alive(attacker) || !f.alive(target) || from === f.pos[target]) return 0;
  if (distance(from, f.pos[target]) > reach(f, attacker) || !f.sees(from, target)) return 0;
  f.attackSetup(attacker, target, from, SETUP, PROFILE);
  return expectedDamage(PROFILE);
}

function reach(f: Field, unit: number): number {
  return unit % 3 === 0 ? f.loadout(unit).weapon.range : f.merc(unit).weapon.range;
}

/** The worth of the Operator of `seat` standing on `cell` (see the header). */
export function spaceValue(f: Field, seat: number, cell: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const saved = f.pos[op];
  f.pos[op] = cell;
  const out = threat(f, op, foe, cell);
  let incoming = threat(f, foe, op, f.pos[foe]);
  for (let m = foe + 1; m < foe + 3; m++) incoming += 0.7 * threat(f, m, op, f.pos[m]);
  f.pos[op] = saved;
  // Caution fades as the rounds pass, so two careful players still close in (a stand-off is a capped draw).
  const caution = Math.max(0.6, 1 - 0.02 * f.round);
  let value = out - caution * incoming + 0.15 * f.board.cover(cell);
  if (out === 0 && f.alive(foe)) {
    // Out of reach: close to the weapon's best band, inside a Hidden enemy's limit, and all the way in while the enemy is out of sight.
    const weapon = f.loadouts[seat].weapon;
    let ideal = IDEAL[weapon.category] ?? weapon.range;
    if (f.has(foe, STATUS.hidden) && !f.has(foe, STATUS.revealed)) ideal = Math.min(ideal, f.readings.hidden === 'appendix-d' ? 3 : 4);
    const gap = distance(cell, f.pos[foe]) - (f.sees(cell, foe) ? ideal : Math.min(ideal, 2));
    value -= gap > 0 ? (0.15 + 0.01 * f.round) * gap : -0.02 * gap;
  }
  return value;
}

/**
 * spaceValue is a function of the field's content, the seat and the space, so
 * it is kept per (public field, version): a plan decision scores the spaces of
 * every Movement card in hand, and the move that follows often asks again
 * (bench-syndicate-protocol).
 */
const MEMO_VALUE = new Float64Array(2 * 576);
const MEMO_STAMP = new Int32Array(2 * 576);
let memoField: Field | null = null;
let memoVersion = -1;
let memoStamp = 0;

function cachedSpaceValue(f: Field, seat: number, cell: number): number {
  if (f !== memoField || f.version !== memoVersion) {
    memoField = f;
    memoVersion = f.version;
    memoStamp++;
  }
  const key = seat * 576 + cell;
  if (MEMO_STAMP[key] === memoStamp) return MEMO_VALUE[key];
  const value = spaceValue(f, seat, cell);
  MEMO_STAMP[key] = memoStamp;
  MEMO_VALUE[key] = value;
  return value;
}

function bestSpace(f: Field, seat: number, legal: readonly number[]): number {
  let best = legal[0];
  let bestValue = -Infinity;
  for (const cell of legal) {
    const value = cachedSpaceValue(f, seat, cell);
    if (value > bestValue) {
      bestValue = value;
      best = cell;
    }
  }
  return best;
}

/**
 * A Mercenary's worth on `cell`: in range and sight of the enemy it would
 * target (the nearest, 9.5), inside synergy range, in cover, closing in.
 * Cheap on purpose (distances and cached LoS only): four Mercenaries move every round.
 */
function mercValue(f: Field, unit: number, cell: number): number {
  const seat = unit < 3 ? 0 : 1;
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  let nearest = -1;
  for (let u = foe; u < foe + 3; u++) if (f.alive(u) && (nearest < 0 || distance(cell, f.pos[u]) < distance(cell, f.pos[nearest]))) nearest = u;
  let value = 0.1 * f.board.cover(cell);
  if (distance(cell, f.pos[op]) <= SYNERGY_RANGE) value += 0.5;
  if (nearest < 0) return value;
  const gap = distance(cell, f.pos[nearest]);
  const range = f.merc(unit).weapon.range;
  if (gap <= range && cell !== f.pos[nearest] && f.sees(cell, nearest)) value += nearest === foe ? 1.5 : 1;
  return value - 0.05 * Math.max(0, gap - range);
}

/** How much a card played now is worth to `seat` (see the header). */
function cardValue(f: Field, seat: number, card: CardDef, hand: readonly CardDef[]): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  const here = f.pos[op];
  const now = cachedSpaceValue(f, seat, here);
  if (card.type === 'movement' && card.move > 0) {
    f.fillMasks(seat, ENEMY, OCCUPIED);
    const armor = f.loadouts[seat].armor;
    const penalty = armor.type === 'heavy' ? -Number(f.variants['heavy-move-penalty'] ?? '2') : armor.move;
    const steps = Math.max(0, card.move + penalty - f.slowRound[op]);
    if (steps === 0 || f.has(op, STATUS.immobilized)) return 0;
    const count = card.id === 'withdraw' ? withdrawal(f, seat, steps) : reachable(f.board, here, { steps, straight: card.straight, obstacles: card.id === 'slide' ? 1 : 0, throughEnemy: false }, ENEMY, OCCUPIED, OPTIONS, FLAGS);
    let best = now;
    for (let i = 1; i < count; i++) best = Math.max(best, cachedSpaceValue(f, seat, OPTIONS[i]));
    const extra = card.id === 'combat-roll' || card.id === 'anchor-step' ? 0.3 : card.id === 'shadowstep' || card.id === 'ghostline-dash' ? 0.2 : 0;
    return best - now + extra + 0.01;
  }
  const out = threat(f, op, foe, here);
  const incoming = threat(f, foe, op, f.pos[foe]);
  const mods = emptyMods();
  const when = { moved: 0, throughCover: false, closedIn: false, enemyWithin3: f.alive(foe) && distance(here, f.pos[foe]) <= 3, targetMoved: false, category: f.loadouts[seat].weapon.category };
  if (card.id !== 'suppressing-fire' && addAttackCard(card.id, when, f.variants, mods)) {
    if (out === 0) return 0.05 * (mods.dodge + mods.armor);
    f.attackSetup(op, foe, here, SETUP, PROFILE);
    SETUP.acc += mods.acc;
    SETUP.dice += mods.dice;
    SETUP.damage += mods.damage;
    SETUP.rerollMisses += mods.rerollMisses;
    PROFILE.onHit = 0;
    const boosted = expectedDamage(profileWith(f));
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
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range ? (f.readings.jammed === 'appendix-d' ? incoming : 0.3 * incoming) + 0.1 : 0;
    case 'flashbang':
    case 'flash-disruptor':
    case 'sonic-pulse':
    case 'shock-grenade':
    case 'telemetry-ping':
    case 'recon-drone':
      return f.alive(foe) && distance(here, f.pos[foe]) <= (card.range || 8) + 1 && out > 0 ? 0.25 * out + 0.1 : 0.02;
    case 'signal-jammer':
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range ? 0.2 * incoming : 0;
    case 'grenade':
    case 'frag-cluster':
    case 'fragmentation-grenade':
      return f.alive(foe) && distance(here, f.pos[foe]) <= card.range + 1 ? 0.9 : 0;
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
  if (card.type === 'melee') return f.alive(foe) && distance(here, f.pos[foe]) <= 2 ? 0.6 : 0;
  return 0.02 * hand.length;
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

function profileWith(f: Field): AttackProfile {
  // Re-profile the edited setup with the same readings (profileAttack through the field's own path).
  return f.reprofile(SETUP, PROFILE);
}

function planCard(f: Field, seat: number, legal: readonly number[], cards: readonly CardDef[]): number {
  let best = legal[0];
  let bestValue = -Infinity;
  const hand = legal.map((c) => cards[c] ?? CARD_LIST[0]);
  for (const c of legal) {
    if (c === NO_CARD) continue;
    const value = cardValue(f, seat, cards[c], hand);
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

const cardsByVariants = new WeakMap<Readonly<Record<string, string>>, readonly CardDef[]>();

/** The heuristic policy (GameDefinition.heuristic). */
export function syndicateHeuristic(view: AgentView, _rng: Xoshiro128): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  const seen = view.observation as SyndicateObservation;
  const f = seen.field;
  const seat = seen.you;
  const decision = seen.decision;
  switch (decision.kind) {
    case DECISION.plan: {
      let cards = cardsByVariants.get(f.variants);
      if (!cards) cardsByVariants.set(f.variants, (cards = cardsUnder(f.variants)));
      return planCard(f, seat, legal.filter((c) => c < CARD_COUNT), cards);
    }
    case DECISION.hydra: {
      const op = seat * 3;
      const foe = (1 - seat) * 3;
      const saved = f.rail[seat];
      f.rail[seat] = 0;
      const accuracy = threat(f, op, foe, f.pos[op]);
      f.rail[seat] = 1;
      const rof = threat(f, op, foe, f.pos[op]);
      f.rail[seat] = saved;
      return rof > accuracy ? 1 : 0;
    }
    case DECISION.target: {
      let best = legal[0];
      let bestValue = -1;
      for (const target of legal) {
        const value = threat(f, decision.unit, target, f.pos[decision.unit]) * (target % 3 === 0 ? 2 : 1);
        if (value > bestValue) {
          bestValue = value;
          best = target;
        }
      }
      return best;
    }
    case DECISION.merc: {
      let best = legal[0];
      let bestValue = -Infinity;
      for (const cell of legal) {
        const value = mercValue(f, decision.unit, cell);
        if (value > bestValue) {
          bestValue = value;
          best = cell;
        }
      }
      return best;
    }
    default:
      // Movement, Surge Step, melee approach, free moves: the best space for the Operator.
      return bestSpace(f, seat, legal);
  }
}

/**
 * The evaluation for greedy play and search rollouts: Operator Health
 * (what decides the game) as a share of its printed Health, mine minus
 * theirs, plus a fifth as much for the Mercenaries.
 */
export function evaluateSyndicate(state: SyndicateState, player: number): number {
  const f = state.field;
  const share = (unit: number, max: number) => Math.max(0, f.hp[unit]) / max;
  const side = (seat: number) => {
    const l = f.loadouts[seat];
    const op = seat * 3;
    return 10 * share(op, l.operator.hp) + 2 * (share(op + 1, l.mercenaries[0].hp) + share(op + 2, l.mercenaries[1].hp));
  };
  return side(player) - side(1 - player);
}

