/**
 * Attacks in the battle (`000_9659637e2373f14e.txt` Ch. 7 Attack Resolution):
 * which attacks are legal (Line of Sight, Range Bands, melee in base contact,
 * replacement abilities paid in Warp Flares), the SR Threshold with its
 * modifiers (rules.modifiedSr, the attack pipeline's function), the roll with
 * a Warp Flare reroll, triggered abilities ("after engagement is declared,
 * before wounds are resolved"), wounds (rules.woundsInflicted) and destroyed
 * units, whose Force Rating scores this round.
 */
import * as actions from './actions.ts';
import * as board from './board.ts';
import * as flares from './flares.ts';
import type { JaggedState } from './jaggedState.ts';
import * as phase from './phase.ts';
import * as profiles from './profiles.ts';
import { endActivation, spend, updateObjectives } from './rounds.ts';
import * as rules from './rules.ts';

// Imported bindings are copied into module-local consts: when tsx loads these files as CommonJS every read
// of an import is a getter call (a fifth of the heuristic's time in such a profile; a few percent under the
// project's ESM loading, scripts/bench-jagged-shards.ts).
const { cellAt, ELEVATED, HEAVY_COVER, LIGHT_COVER, sightBetween } = board;
const { ATTACK } = actions;
const { PHASE } = phase;
const { MAX_SLOTS } = profiles;
const { classifyRoll, CRIT_FAIL, CRIT_SUCCESS, ENGAGEMENT_INCHES, FAIL, hitWoundClass, modifiedSr, OUTCOME_NAMES, rangeBand, SUCCESS, woundsInflicted } = rules;
// What a seat may spend: all its Warp Flares, or above its policy's reserve under flare-discipline=rule (flares.ts).
const { ruleSpendable } = flares;

/** The attack options of the active unit, as ATTACK codes appended to `out`. */
export function attackOptions(s: JaggedState, out: number[]): void {
  collectAttacks(s, out);
}

/** Whether the active unit has any attack to make (the attack step is skipped when it has none). */
export function hasAttackOption(s: JaggedState): boolean {
  return collectAttacks(s, null);
}

/** Appends the attack options to `out`; with `out` null, stops at the first and says whether there is one. */
function collectAttacks(s: JaggedState, out: number[] | null): boolean {
  const { roster, rules, heavy } = s.setup;
  const u = s.active;
  // Ch. 8 Reinforcement Deployment: no attack on arrival; Rush: variant `rush-attack`.
  if (s.reinforcing === 1 || (s.rushed === 1 && !rules.rushAttack)) return false;
  const profile = roster.profile[u];
  const seat = roster.seat[u];
  const enemy = 1 - seat;
  const weapons = profile.weapons;
  let any = false;
  for (let t = roster.first[enemy]; t < roster.first[enemy] + roster.size[enemy]; t++) {
    if (s.inPlay[t] === 0) continue;
    const dx = s.x[t] - s.x[u];
    const dy = s.y[t] - s.y[u];
    const distance = Math.sqrt(dx * dx + dy * dy);
    const band = rangeBand(distance, rules.longerAtEdge);
    let sight = -1;
    for (let w = 0; w < weapons.length; w++) {
      const weapon = weapons[w];
      if (weapon.ability >= 0 && (ruleSpendable(s, seat) < weapon.warpFlares || s.locked[u * MAX_SLOTS + weapon.ability] === s.round)) continue;
      if (weapon.melee) {
        if (distance > ENGAGEMENT_INCHES || weapon.sr[0] === null) continue;
      } else {
        if (band < 0 || weapon.sr[band] === null) continue;
        if (sight < 0) sight = sightBetween(heavy, s.x[u], s.y[u], s.x[t], s.y[t]) ? 1 : 0;
        if (sight === 0) continue;
      }
      if (out === null) return true;
      out.push(ATTACK + t * 8 + w);
      any = true;
    }
  }
  return any;
}

/** Whether unit u's triggered ability `a` may be used now: its player has the Warp Flares and it is not locked out (Ch. 3). */
export function triggerUsable(s: JaggedState, u: number, a: number): boolean {
  const { roster } = s.setup;
  return ruleSpendable(s, roster.seat[u]) >= roster.profile[u].abilities[a].warpFlares && s.locked[u * MAX_SLOTS + a] !== s.round;
}

/** A predation trigger (destroying an enemy unit): the attacker recovers wounds, never above its track. */
export function predationDecision(s: JaggedState, use: boolean): void {
  if (use) {
    const { roster } = s.setup;
    const u = s.active;
    const profile = roster.profile[u];
    const ability = profile.abilities[profile.predation];
    spend(s, roster.seat[u], ability.warpFlares);
    const healed = Math.min(ability.value, profile.wounds - s.wounds[u]);
    s.wounds[u] += healed;
    if (s.log) s.push({ kind: 'trigger', unit: roster.label[u], ability: ability.name, healed, wounds: s.wounds[u], flares: s.flares[roster.seat[u]] });
  }
  endActivation(s);
}

/** The strongest friendly aura protecting unit t (the same effect does not stack, Ch. 8 Ability Restrictions). */
function auraFor(s: JaggedState, t: number): number {
  const { roster } = s.setup;
  const seat = roster.seat[t];
  let best = 0;
  for (let v = roster.first[seat]; v < roster.first[seat] + roster.size[seat]; v++) {
    const aura = roster.profile[v].aura;
    if (aura === null || v === t || s.inPlay[v] === 0 || aura.value <= best) continue;
    const dx = s.x[v] - s.x[t];
    const dy = s.y[v] - s.y[t];
    if (dx * dx + dy * dy <= aura.range * aura.range) best = aura.value;
  }
  return best;
}

/** The modified SR of unit u attacking unit t with weapon slot w from where they stand (Ch. 7 steps 2-3). */
export function attackSr(s: JaggedState, u: number, t: number, w: number): number {
  const { roster, rules, terrain } = s.setup;
  const weapon = roster.profile[u].weapons[w];
  let base: number;
  if (weapon.melee) base = weapon.sr[0]!;
  else {
    const dx = s.x[t] - s.x[u];
    const dy = s.y[t] - s.y[u];
    base = weapon.sr[rangeBand(Math.sqrt(dx * dx + dy * dy), rules.longerAtEdge)]!;
  }
  const targetGround = terrain[cellAt(s.x[t], s.y[t])];
  const attackerGround = terrain[cellAt(s.x[u], s.y[u])];
  return modifiedSr(base, {
    cover: targetGround === HEAVY_COVER ? 2 : targetGround === LIGHT_COVER ? 1 : 0,
    ignoresCover: weapon.ignoresCover || (weapon.melee && rules.meleeIgnoresCover),
    attackerElevated: attackerGround === ELEVATED,
    targetElevated: targetGround === ELEVATED,
    elevationAlways: rules.elevationAlways,
    abilities: roster.profile[u].attackSr + roster.profile[t].incomingSr + auraFor(s, t) + (u === s.active ? s.srBonus : 0),
  });
}

/** Ch. 7 step 1 (and Ch. 8 Replacement Abilities: declared, and paid for, before resolution). */
export function declareAttack(s: JaggedState, t: number, w: number): void {
  const { roster } = s.setup;
  const u = s.active;
  const seat = roster.seat[u];
  const profile = roster.profile[u];
  const weapon = profile.weapons[w];
  if (weapon.ability >= 0) spend(s, seat, weapon.warpFlares);
  s.target = t;
  s.weapon = w;
  s.sr = attackSr(s, u, t, w);
  s.bonusClass = 0;
  s.frenzyUsed = 0;
  s.rerolled = 0;
  s.attacks[seat]++;
  if (s.firstEngagement === 0) s.firstEngagement = s.activationCount;
  if (s.log) s.push({ kind: 'attack', unit: roster.label[u], seat, target: roster.label[t], weapon: weapon.name, sr: s.sr, flares: s.flares[seat] });
  // Ch. 7 Ability Timing During Combat: triggered abilities "after engagement is declared".
  const frenzy = profile.frenzy;
  if (weapon.melee && frenzy >= 0 && ruleSpendable(s, seat) >= profile.abilities[frenzy].warpFlares && s.locked[u * MAX_SLOTS + frenzy] !== s.round) {
    s.phase = PHASE.frenzy;
    return;
  }
  s.phase = PHASE.attackRoll;
}

export function frenzyDecision(s: JaggedState, use: boolean): void {
  if (use) {
    const { roster } = s.setup;
    const profile = roster.profile[s.active];
    const ability = profile.abilities[profile.frenzy];
    spend(s, roster.seat[s.active], ability.warpFlares);
    s.bonusClass += ability.value;
    s.frenzyUsed = 1;
    if (s.log) s.push({ kind: 'trigger', unit: roster.label[s.active], ability: ability.name, flares: s.flares[roster.seat[s.active]] });
  }
  s.phase = PHASE.attackRoll;
}

/** Ch. 7 steps 4-5: the roll; a plain fail may be rerolled for Warp Flares (Ch. 8 Rerolls), a critical never. */
export function resolveAttackRoll(s: JaggedState, roll: number): void {
  const outcome = classifyRoll(roll, s.sr);
  const seat = s.setup.roster.seat[s.active];
  if (s.log) s.push({ kind: 'roll', unit: s.setup.roster.label[s.active], roll, sr: s.sr, outcome: OUTCOME_NAMES[outcome], reroll: s.rerolled === 1 });
  if (outcome === FAIL && s.rerolled === 0 && ruleSpendable(s, seat) >= s.setup.rules.rerollCost) {
    s.phase = PHASE.reroll;
    return;
  }
  finishAttack(s, outcome);
}

export function finishAttack(s: JaggedState, outcome: number): void {
  const { roster, rules } = s.setup;
  const u = s.active;
  const t = s.target;
  const profile = roster.profile[u];
  const weapon = profile.weapons[s.weapon];
  if (outcome === CRIT_FAIL && rules.lockAllAbilities) {
    // JS-025 all-abilities: the replacement ability or triggered ability this roll was made for is locked next round.
    if (weapon.ability >= 0) lock(s, u, weapon.ability);
    if (s.frenzyUsed === 1) lock(s, u, profile.frenzy);
  }
  if (outcome !== SUCCESS && outcome !== CRIT_SUCCESS) return endActivation(s);
  s.hits[roster.seat[u]]++;
  const woundClass = hitWoundClass(outcome, weapon.woundClass, s.bonusClass);
  s.pendingWounds = woundsInflicted(woundClass, roster.profile[t].durability, rules.woundModel);
  if (s.log) s.push({ kind: 'hit', target: roster.label[t], woundClass, wounds: s.pendingWounds });
  const targetProfile = roster.profile[t];
  const shielding = targetProfile.shielding;
  const targetSeat = roster.seat[t];
  // A hit that inflicts nothing (wound-model=threshold, JS-039) is no damage to take: no shielding decision.
  if (shielding >= 0 && s.pendingWounds > 0 && ruleSpendable(s, targetSeat) >= targetProfile.abilities[shielding].warpFlares && s.locked[t * MAX_SLOTS + shielding] !== s.round) {
    // Ch. 8 Triggered Abilities ("taking damage"): the target's player decides before wounds are resolved.
    s.phase = PHASE.shield;
    return;
  }
  applyWounds(s);
}

function lock(s: JaggedState, u: number, ability: number): void {
  s.locked[u * MAX_SLOTS + ability] = s.round + 1;
  if (s.log) s.push({ kind: 'lockout', unit: s.setup.roster.label[u], ability: s.setup.roster.profile[u].abilities[ability].name, round: s.round + 1 });
}

export function shieldDecision(s: JaggedState, use: boolean): void {
  if (use) {
    const { roster } = s.setup;
    const t = s.target;
    const ability = roster.profile[t].abilities[roster.profile[t].shielding];
    spend(s, roster.seat[t], ability.warpFlares);
    s.pendingWounds = Math.max(0, s.pendingWounds - ability.value);
    if (s.log) s.push({ kind: 'trigger', unit: roster.label[t], ability: ability.name, wounds: s.pendingWounds, flares: s.flares[roster.seat[t]] });
  }
  applyWounds(s);
}

/** Ch. 7 step 6 and Destroyed Units: at 0 wounds the unit is removed; its Force Rating scores for the attacker this round (Ch. 9). */
function applyWounds(s: JaggedState): void {
  const { roster } = s.setup;
  const t = s.target;
  const seat = roster.seat[s.active];
  s.wounds[t] = Math.max(0, s.wounds[t] - s.pendingWounds);
  if (s.wounds[t] === 0) {
    s.inPlay[t] = 0;
    const fr = roster.profile[t].forceRating;
    s.frThisRound[seat] += fr;
    s.frDestroyed[seat] += fr;
    if (s.log) s.push({ kind: 'destroyed', unit: roster.label[t], seat: roster.seat[t], forceRating: fr });
    updateObjectives(s);
    // Ch. 8 Triggered Abilities ("destroying enemy units"): the attacker's player decides, once for this trigger.
    const predation = roster.profile[s.active].predation;
    if (predation >= 0 && triggerUsable(s, s.active, predation)) {
      s.phase = PHASE.predation;
      return;
    }
  } else if (s.log) {
    s.push({ kind: 'wounded', unit: roster.label[t], wounds: s.wounds[t] });
  }
  endActivation(s);
}
