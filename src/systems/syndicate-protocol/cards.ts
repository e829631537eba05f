/**
 * Every Tactics card's effect (003 sections 7.3-7.7, Appendix A), as steps
 * the round (state.ts) calls: where a Movement card may take the Operator,
 * what it does after the move, what a Maneuver, Utility or Melee card does
 * when it resolves in the Tactics sub-phase, the melee contest's odds and
 * its result.
 *
 * Choices the rulebook gives the card's player are made here automatically
 * where they are small (see README "Simplified"): a card's single target is
 * the enemy Operator if in range, else the nearest enemy in range; blasts are
 * centred where they catch the most enemies; a Barrier goes on the free
 * space next to the Operator nearest the enemy Operator. Movement
 * destinations and Push-free moves are real decisions.
 */
import * as meleeModule from '../../dice/melee.ts';
import * as attackProfileModule from './attackProfile.ts';
import * as boardModule from './board.ts';
import type { MoveRules } from './board.ts';
import * as cardModifiersModule from './cardModifiers.ts';
import type { CardDef } from './data.ts';
import * as effectsModule from './effects.ts';
import * as rulesModule from './rules.ts';
import type { SyndicateState } from './state.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { melee } = meleeModule;
const { ON_HIT } = attackProfileModule;
const { aligned, cellAt, cellX, cellY, distance, MoveMasks, onBoard, reachable, STEPS_X, STEPS_Y } = boardModule;
const { addAttackCard, ATTACK_CARD, emptyMods } = cardModifiersModule;
const { blastCentre, cardTarget, caught, damageUnit, giveStatus, nearestEnemy, pushUnit, unitName } = effectsModule;
const { NEGATIVE_STATUSES, STATUS } = rulesModule;

/** The movement masks (Field.fillMasks); the two arrays named for the reads. */
const MASKS = new MoveMasks();
const ENEMY = MASKS.enemy;
const OCCUPIED = MASKS.occupied;

/** Movement penalty of the armor (6.2, 6.5; heavy by the heavy-move-penalty variant) and Speed loss this round. */
export function movePenalty(s: SyndicateState, unit: number): number {
  const f = s.field;
  const armor = f.loadout(unit).armor;
  const penalty = armor.type === 'heavy' ? -Number(f.variants['heavy-move-penalty'] ?? '2') : armor.move;
  return penalty - f.slowRound[unit];
}

/**
 * The spaces the Operator of `seat` may end on with Movement card `card`
 * (3.2, 7.3), written to s.options / s.optionFlags; returns the count (the
 * current space first). Razor may cross one Impassable space once per round
 * (Breach & Clear, 8.5); Slide ignores the first obstacle; Phase Shift may
 * pass through one enemy (its 2-space moves must); Withdraw goes straight
 * away from the nearest enemy.
 */
export function movementOptions(s: SyndicateState, seat: number, card: CardDef, extraSteps = 0): number {
  const f = s.field;
  const op = seat * 3;
  const from = f.pos[op];
  s.options[0] = from;
  s.optionFlags[0] = 0;
  if (f.has(op, STATUS.immobilized)) return 1;
  const steps = extraSteps > 0 ? extraSteps : Math.max(0, card.move + movePenalty(s, op));
  if (steps === 0) return 1;
  f.fillMasks(seat, MASKS);
  if (card.id === 'withdraw' && extraSteps === 0) return withdrawOptions(s, op, steps);
  const razor = f.loadout(op).operator.ability.id === 'breach-and-clear' && f.abilityUsed[seat] === 0;
  const rules: MoveRules = {
    steps: card.id === 'phase-shift' && extraSteps === 0 ? steps + 1 : steps,
    straight: card.straight && extraSteps === 0,
    obstacles: (card.id === 'slide' && extraSteps === 0) || razor ? 1 : 0,
    throughEnemy: card.id === 'phase-shift' && extraSteps === 0,
  };
  let count = reachable(f.board, from, rules, ENEMY, OCCUPIED, s.options, s.optionFlags);
  if (card.id === 'phase-shift' && extraSteps === 0) {
    // "Move 1 space; you may move through 1 enemy unit": a second space only by passing through an enemy.
    let kept = 0;
    for (let i = 0; i < count; i++) {
      if (distance(from, s.options[i]) <= steps || (s.optionFlags[i] & 4) !== 0) {
        s.options[kept] = s.options[i];
        s.optionFlags[kept++] = s.optionFlags[i];
      }
    }
    count = kept;
  }
  return count;
}

function withdrawOptions(s: SyndicateState, op: number, steps: number): number {
  const f = s.field;
  const from = f.pos[op];
  const enemy = nearestEnemy(s, op, from, 99);
  let count = 1;
  if (enemy < 0) return count;
  const sx = Math.sign(cellX(from) - cellX(f.pos[enemy]));
  const sy = Math.sign(cellY(from) - cellY(f.pos[enemy]));
  for (let k = 1; k <= steps && (sx !== 0 || sy !== 0); k++) {
    const x = cellX(from) + sx * k;
    const y = cellY(from) + sy * k;
    if (!onBoard(x, y)) break;
    const cell = cellAt(x, y);
    if (!f.board.passable(cell) || ENEMY[cell] === 1) break;
    if (OCCUPIED[cell] === 0) {
      s.options[count] = cell;
      s.optionFlags[count++] = 0;
    }
  }
  return count;
}

/** After a Movement card's move (or for one that does not move): its effect (7.3, Appendix A). */
export function afterMovement(s: SyndicateState, seat: number, card: CardDef, flags: number): void {
  const f = s.field;
  const op = seat * 3;
  if ((flags & 2) !== 0 && card.id !== 'slide' && f.loadout(op).operator.ability.id === 'breach-and-clear') {
    f.abilityUsed[seat] = 1;
    f.breached[seat] = 1;
    if ((f.variants.razor ?? 'accuracy') === 'accuracy') f.nextAcc[op] += 1;
    s.log?.push({ kind: 'effect', round: f.round, seat, unit: op, text: 'breaches a blocked entry (Breach & Clear)' });
  }
  switch (card.id) {
    case 'combat-roll':
      giveStatus(s, op, STATUS.guarded, card.name);
      break;
    case 'shadowstep':
      giveStatus(s, op, STATUS.hidden, card.name);
      if (f.has(op, STATUS.hidden)) f.hiddenPersist[op] = 1;
      break;
    case 'ghostline-dash':
      giveStatus(s, op, STATUS.hidden, card.name);
      break;
    case 'break-contact':
      f.status[op] &= ~(STATUS.marked | STATUS.revealed);
      break;
    case 'vault-breaker':
      if ((flags & 1) !== 0) f.nextDice[op] += 1;
      break;
    case 'predictive-advance': {
      const target = cardTarget(s, seat, card.range);
      f.predictiveTarget[seat] = target;
      break;
    }
    case 'anchor-step':
      giveStatus(s, op, STATUS.guarded, card.name);
      f.noDisplace[op] = 1;
      break;
    case 'phase-shift':
      if ((flags & 4) !== 0) {
        // The enemy passed through stands next to both the start and the end of the move.
        for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) {
          if (f.alive(u) && distance(f.pos[u], f.pos[op]) === 1 && distance(f.pos[u], f.startPos[op]) <= 1) {
            giveStatus(s, u, STATUS.disoriented, card.name);
            break;
          }
        }
      }
      break;
    default:
      // Cards that section 7.3 lists as Advanced Movement without a move (card-text=section-7) resolve here.
      if (card.move === 0) tacticEffect(s, seat, card);
  }
}

/** Whether a status stops a card resolving (7.4, 7.6; Jammed blocks Utility under section-10, 10.3). */
export function cardBlocked(s: SyndicateState, seat: number, card: CardDef): boolean {
  const f = s.field;
  const op = seat * 3;
  if (card.type === 'maneuver' || card.type === 'utility') {
    if (f.has(op, STATUS.suppressed) || f.has(op, STATUS.disoriented)) return true;
  }
  return card.type === 'utility' && f.has(op, STATUS.jammed) && f.readings.jammed === 'section-10';
}

/** Non-Movement cards that move the Operator: Encumbered Operators pay 1 HP for them (2.4, 8.2). */
export function grantsMovement(card: CardDef, variants: Readonly<Record<string, string>>): boolean {
  const moving = card.move > 0 || card.id === 'ghoststep-palm' || card.id === 'sonic-pulse' || (card.id === 'adrenal-injector' && variants['card-text'] === 'section-7');
  if (!moving || card.type === 'movement') return false;
  return (variants['encumbered-tax'] ?? 'tactic') === 'tactic' || card.type === 'maneuver';
}

/** What the round does after a Tactics card's immediate effect. */
export const NEXT = { done: 0, melee: 1, move: 2, extraAttack: 3 } as const;

/**
 * The immediate effect of a Maneuver or Utility card (and of the four
 * section-7 "Advanced Movement" cards that do not move). Returns what
 * follows: a melee contest, a free move (s.freeMove spaces), Suppressing
 * Fire's extra attack, or nothing. Draws are queued in s.pendingDraws.
 */
export function tacticEffect(s: SyndicateState, seat: number, card: CardDef): number {
  const f = s.field;
  const op = seat * 3;
  if (card.type === 'melee') return NEXT.melee;
  // Only the cards addAttackCard knows build its conditions (pure reads) and modifiers, and only they run its string
  // switch: that line was ~5% of a random game's CPU (seventh pass); the same cards take the same branch.
  if (card.id !== 'suppressing-fire' && ATTACK_CARD[card.index] === 1) {
    const enemyOp = (1 - seat) * 3;
    const mods = emptyMods();
    const when = {
      moved: f.moved[op],
      throughCover: false,
      closedIn: closedIn(s, op),
      enemyWithin3: nearestEnemy(s, op, f.pos[op], 3) >= 0,
      // Predictive Burst's "last activation" (last-activation, SP-062): this round's Movement sub-phase, or the round before.
      targetMoved: (f.variants['last-activation'] === 'previous-round' ? f.movedLast[enemyOp] : f.moved[enemyOp]) > 0,
      category: f.loadout(op).weapon.category,
    };
    addAttackCard(card.id, when, f.variants, mods);
    f.nextAcc[op] += mods.acc;
    f.nextDice[op] += mods.dice;
    f.nextDamage[op] += mods.damage;
    f.nextReroll[op] += mods.rerollMisses;
    f.nextOnHit[op] |= mods.onHit;
    f.nextOnMiss[op] |= mods.onMiss;
    f.nextSelfDamage[op] += mods.selfDamage;
    f.dodgeRound[op] += mods.dodge;
    f.armorRound[op] += mods.armor;
    if (mods.overwatch) giveStatus(s, op, STATUS.overwatch, card.name);
    // Adrenal Surge's +1 Accuracy lasts the round (melee included), not just the next attack.
    if (card.id === 'adrenal-surge') {
      f.nextAcc[op] -= 1;
      f.accRound[op] += 1;
      damageUnit(s, op, 1, -1, card.name, true);
    }
    return NEXT.done;
  }
  switch (card.id) {
    case 'suppressing-fire':
      if ((f.variants['suppressing-fire'] ?? 'extra') === 'extra') return NEXT.extraAttack;
      f.nextHalf[op] = 1;
      f.nextOnHit[op] |= ON_HIT.suppressed;
      return NEXT.done;
    case 'quick-draw':
      f.quickDraw[seat] = 1;
      return NEXT.done;
    case 'hardpoint':
      giveStatus(s, op, STATUS.guarded, card.name);
      f.noDisplace[op] = 1;
      return NEXT.done;
    case 'displacement-pulse':
    case 'vector-pulse': {
      const target = adjacentEnemy(s, seat);
      if (target >= 0 && pushUnit(s, target, f.pos[op], card.name) && card.id === 'vector-pulse' && aligned(f.pos[op], f.pos[target])) f.nextDice[op] += 1;
      return NEXT.done;
    }
    case 'shock-grenade': {
      const centre = blastCentre(s, seat, card.range, true, false);
      if (centre >= 0) {
        for (const u of caught(s, centre, true, seat)) {
          pushUnit(s, u, centre, card.name);
          giveStatus(s, u, STATUS.disoriented, card.name);
        }
      }
      return NEXT.done;
    }
    case 'sonic-pulse': {
      const centre = blastCentre(s, seat, card.range, false, false);
      if (centre >= 0) for (const u of caught(s, centre, false, seat)) giveStatus(s, u, STATUS.disoriented, card.name);
      s.freeMove = 1;
      return NEXT.move;
    }
    case 'mirage-field':
      f.mirage[seat] = 1;
      return NEXT.done;
    case 'flash-disruptor': {
      const target = cardTarget(s, seat, card.range);
      if (target >= 0) giveStatus(s, target, STATUS.disoriented, card.name);
      return NEXT.done;
    }
    case 'grenade':
    case 'frag-cluster': {
      const centre = blastCentre(s, seat, card.range, false, true);
      if (centre < 0) return NEXT.done;
      for (const u of caught(s, centre, false, -1)) {
        damageUnit(s, u, 1, op, card.name);
        if (card.id === 'grenade') giveStatus(s, u, STATUS.disoriented, card.name);
        else if (f.pos[u] === centre) giveStatus(s, u, STATUS.suppressed, card.name);
      }
      return NEXT.done;
    }
    case 'fragmentation-grenade': {
      const centre = blastCentre(s, seat, card.range, false, false);
      if (centre >= 0) for (const u of caught(s, centre, false, seat)) damageUnit(s, u, 1, op, card.name);
      return NEXT.done;
    }
    case 'adrenal-injector':
      if (f.variants['card-text'] === 'section-7') {
        s.freeMove = 2;
        return NEXT.move;
      }
      f.accRound[op] += 1;
      f.dodgeRound[op] += 1;
      damageUnit(s, op, 1, -1, card.name, true);
      return NEXT.done;
    case 'recon-drone': {
      const centre = droneSpace(s, seat, card.range);
      if (centre >= 0) for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) if (f.alive(u) && distance(f.pos[u], centre) <= 2) giveStatus(s, u, STATUS.marked, card.name);
      return NEXT.done;
    }
    case 'tactical-uplink':
      s.pendingDraws[seat] += f.has(op, STATUS.hidden) ? 2 : 1;
      return NEXT.done;
    case 'holo-decoy':
      f.decoy[seat] += 1;
      return NEXT.done;
    case 'holographic-decoy':
      f.decoyRound[seat] = 1;
      return NEXT.done;
    case 'signal-jammer': {
      const target = cardTarget(s, seat, card.range);
      if (target >= 0) f.accPenalty[target] = 1;
      return NEXT.done;
    }
    case 'stim-shot': {
      giveStatus(s, op, STATUS.shielded, card.name);
      for (const status of [STATUS.disoriented, STATUS.suppressed, STATUS.jammed, STATUS.immobilized, STATUS.marked, STATUS.revealed, STATUS.burning, STATUS.bleeding]) {
        if ((f.status[op] & status & NEGATIVE_STATUSES) !== 0) {
          f.status[op] &= ~status;
          if (status === STATUS.burning) f.burn[op] = 0;
          break;
        }
      }
      return NEXT.done;
    }
    case 'nano-heal-patch':
      f.status[op] &= ~(STATUS.bleeding | STATUS.burning);
      f.burn[op] = 0;
      giveStatus(s, op, STATUS.shielded, card.name);
      return NEXT.done;
    case 'kinetic-barrier': {
      const cell = barrierSpace(s, seat);
      if (cell >= 0) f.barrier[seat] = cell;
      return NEXT.done;
    }
    case 'impact-shield':
      f.armorRound[op] += 2;
      return NEXT.done;
    case 'shock-beacon': {
      const cell = towardEnemy(s, seat, card.range);
      f.beacon[seat] = cell;
      f.beaconUntil[seat] = f.round + 1;
      return NEXT.done;
    }
    case 'smoke-screen':
      giveStatus(s, op, STATUS.hidden, card.name);
      return NEXT.done;
    case 'flashbang': {
      if (f.variants['card-text'] === 'section-7') {
        const target = cardTarget(s, seat, 8);
        if (target >= 0) giveStatus(s, target, STATUS.disoriented, card.name);
        return NEXT.done;
      }
      const centre = blastCentre(s, seat, card.range, false, false);
      if (centre >= 0) {
        for (const u of caught(s, centre, false, seat)) {
          giveStatus(s, u, STATUS.disoriented, card.name);
          giveStatus(s, u, STATUS.revealed, card.name);
        }
      }
      return NEXT.done;
    }
    case 'signal-scrambler': {
      const target = cardTarget(s, seat, card.range);
      if (target >= 0) {
        giveStatus(s, target, STATUS.jammed, card.name);
        giveStatus(s, target, STATUS.revealed, card.name);
      }
      return NEXT.done;
    }
    case 'data-spike': {
      const target = cardTarget(s, seat, card.range);
      if (target >= 0) giveStatus(s, target, f.has(target, STATUS.jammed) ? STATUS.immobilized : STATUS.jammed, card.name);
      return NEXT.done;
    }
    case 'telemetry-ping': {
      const target = cardTarget(s, seat, card.range);
      if (target >= 0) giveStatus(s, target, STATUS.marked, card.name);
      return NEXT.done;
    }
    default:
      return NEXT.done;
  }
}

/** Combat Rush: the Operator ended movement closer to an enemy than it began. */
function closedIn(s: SyndicateState, op: number): boolean {
  const f = s.field;
  const enemy = nearestEnemy(s, op, f.pos[op], 99);
  return enemy >= 0 && distance(f.pos[op], f.pos[enemy]) < distance(f.startPos[op], f.pos[enemy]);
}

function adjacentEnemy(s: SyndicateState, seat: number): number {
  const f = s.field;
  const op = seat * 3;
  for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) if (f.alive(u) && distance(f.pos[u], f.pos[op]) === 1) return u;
  return -1;
}

/** Recon Drone: the space within range of the Operator whose 2-space radius Marks the most enemies (the Operator counts 3). */
function droneSpace(s: SyndicateState, seat: number, range: number): number {
  const f = s.field;
  const from = f.pos[seat * 3];
  let best = -1;
  let bestScore = 0;
  for (let u = (1 - seat) * 3; u < (1 - seat) * 3 + 3; u++) {
    if (!f.alive(u)) continue;
    const at = f.pos[u];
    // Step from the target towards the Operator until within range.
    let x = cellX(at);
    let y = cellY(at);
    for (let k = 0; k < 2 && distance(from, cellAt(x, y)) > range; k++) {
      x -= Math.sign(x - cellX(from));
      y -= Math.sign(y - cellY(from));
    }
    const centre = cellAt(x, y);
    if (distance(from, centre) > range) continue;
    let score = 0;
    for (let v = (1 - seat) * 3; v < (1 - seat) * 3 + 3; v++) if (f.alive(v) && distance(f.pos[v], centre) <= 2) score += v % 3 === 0 ? 3 : 1;
    if (score > bestScore) {
      bestScore = score;
      best = centre;
    }
  }
  return best;
}

/** The free space next to the Operator nearest the enemy Operator (Kinetic Barrier). */
function barrierSpace(s: SyndicateState, seat: number): number {
  return towardEnemy(s, seat, 1);
}

function towardEnemy(s: SyndicateState, seat: number, range: number): number {
  const f = s.field;
  const from = f.pos[seat * 3];
  const enemy = f.pos[(1 - seat) * 3];
  let best = -1;
  for (let dy = -range; dy <= range; dy++) {
    for (let dx = -range; dx <= range; dx++) {
      const x = cellX(from) + dx;
      const y = cellY(from) + dy;
      if ((dx === 0 && dy === 0) || !onBoard(x, y)) continue;
      const cell = cellAt(x, y);
      if (!f.board.passable(cell) || f.unitAt(cell) >= 0) continue;
      if (best < 0 || distance(cell, enemy) < distance(best, enemy)) best = cell;
    }
  }
  return best;
}

/** Melee cards that move before the contest (7.5, 7.7), by id: 1 space (straight for Vector Redirection). */
const MELEE_TELEPORT = 'ghoststep-palm';

/**
 * Spaces the Operator may take before the contest, each adjacent to the enemy
 * Operator (7.5 Step 1). Returns the count (0: the contest does not occur).
 */
export function meleeOptions(s: SyndicateState, seat: number, card: CardDef): number {
  const f = s.field;
  const op = seat * 3;
  const target = (1 - seat) * 3;
  if (!f.alive(target)) return 0;
  const at = f.pos[target];
  const from = f.pos[op];
  if (card.id === 'breaching-elbow' && f.moved[op] < 2) return 0;
  let count = 0;
  if (distance(from, at) === 1) {
    s.options[count] = from;
    s.optionFlags[count++] = 0;
  }
  if (f.has(op, STATUS.immobilized)) return count;
  if (card.id === MELEE_TELEPORT) {
    for (let d = 0; d < 8; d++) {
      const x = cellX(at) + STEPS_X[d];
      const y = cellY(at) + STEPS_Y[d];
      if (!onBoard(x, y)) continue;
      const cell = cellAt(x, y);
      if (cell !== from && distance(cell, from) <= 1 && f.board.passable(cell) && f.unitAt(cell) < 0 && f.barrier[0] !== cell && f.barrier[1] !== cell) {
        s.options[count] = cell;
        s.optionFlags[count++] = 0;
      }
    }
    return count;
  }
  if (card.move === 0) return count;
  f.fillMasks(seat, MASKS);
  const found = reachable(f.board, from, { steps: card.move, straight: card.straight, obstacles: 0, throughEnemy: false }, ENEMY, OCCUPIED, SCRATCH, SCRATCH_FLAGS);
  for (let i = 1; i < found; i++) {
    if (distance(SCRATCH[i], at) === 1) {
      s.options[count] = SCRATCH[i];
      s.optionFlags[count++] = 0;
    }
  }
  return count;
}

const SCRATCH = new Int16Array(160);
const SCRATCH_FLAGS = new Uint8Array(160);

/** Melee contest odds (7.5 Step 2): the attacker's ACC (+1 on some cards) against the defender's Dodge. */
export function meleeOdds(s: SyndicateState, seat: number, card: CardDef): Float64Array {
  const f = s.field;
  const op = seat * 3;
  const target = (1 - seat) * 3;
  const bonus = card.id === 'breaching-elbow' || card.id === 'vector-redirection' || card.id === 'concussive-slam' ? 1 : 0;
  const suppressed = f.has(op, STATUS.suppressed) && f.readings.suppressed !== 'speed' ? 1 : 0;
  const acc = f.loadout(op).operator.acc + bonus + f.accRound[op] - suppressed;
  const dodge = Math.max(0, f.dodgeOf(target) - (f.has(target, STATUS.disoriented) ? 1 : 0));
  return melee.exact({ acc, dodge });
}

/** Cards printed without a Tie line (7.7; SP-060): the melee-tie variant decides. */
const NO_TIE_LINE: ReadonlySet<string> = new Set(['velocity-shove', 'concussive-slam', 'trajectory-redirect', 'brace-break', 'signal-scramble']);

/**
 * The contest's result (0 attacker wins, 1 tie, 2 defender wins) applied
 * (7.5 Step 3). Returns the spaces of a free move the winner may make next
 * (Momentum Kick, Slipstream Burst), or 0.
 */
export function meleeResult(s: SyndicateState, seat: number, card: CardDef, outcome: number): number {
  const f = s.field;
  const op = seat * 3;
  const target = (1 - seat) * 3;
  const push77 = f.variants['melee-text'] === 'section-7.7';
  s.log?.push({ kind: 'melee', round: f.round, seat, card: card.name, result: ['win', 'tie', 'lose'][outcome] });
  if (outcome === 1) {
    const tieLine = !NO_TIE_LINE.has(card.id) && !(push77 && (card.id === 'shield-bash' || card.id === 'jammer-strike'));
    if (tieLine || (f.variants['melee-tie'] ?? 'damage') === 'damage') {
      damageUnit(s, op, 1, target, 'melee tie', true);
      damageUnit(s, target, 1, op, 'melee tie', true);
    }
    return 0;
  }
  if (outcome === 2) return 0;
  const push = () => pushUnit(s, target, f.pos[op], card.name);
  switch (card.id) {
    case 'momentum-kick':
      damageUnit(s, target, 1, op, card.name);
      return 1;
    case 'ghoststep-palm':
      giveStatus(s, target, STATUS.revealed, card.name);
      return 0;
    case 'slipstream-burst':
      push();
      return 1;
    case 'velocity-shove':
      push();
      f.dodgeRound[op] += 1;
      return 0;
    case 'breaching-elbow':
      damageUnit(s, target, 2, op, card.name);
      push();
      return 0;
    case 'shockline-drive':
      damageUnit(s, target, 1, op, card.name);
      if (push77) push();
      else f.nextDice[op] += 1;
      return 0;
    case 'concussive-slam':
      push();
      f.accPenalty[target] = 1;
      return 0;
    case 'predictive-counter':
      damageUnit(s, target, 2, op, card.name);
      giveStatus(s, target, STATUS.marked, card.name);
      return 0;
    case 'vector-redirection':
      damageUnit(s, target, 1, op, card.name);
      return 0;
    case 'trajectory-redirect':
      push();
      giveStatus(s, target, STATUS.marked, card.name);
      return 0;
    case 'shield-bash':
      damageUnit(s, target, 1, op, card.name);
      if (push77) push();
      giveStatus(s, target, STATUS.disoriented, card.name);
      return 0;
    case 'holding-grip':
      f.heldNext[target] = 1;
      return 0;
    case 'brace-break':
      push();
      f.armorRound[op] += 1;
      return 0;
    case 'phantom-feint':
      damageUnit(s, target, 1, op, card.name);
      f.rerollHighest[target] = 1;
      return 0;
    case 'jammer-strike':
      if (push77) push();
      else damageUnit(s, target, 1, op, card.name);
      giveStatus(s, target, STATUS.jammed, card.name);
      return 0;
    case 'signal-scramble':
      damageUnit(s, target, 1, op, card.name);
      push();
      giveStatus(s, target, STATUS.revealed, card.name);
      return 0;
    default:
      return 0;
  }
}
