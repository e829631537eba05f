/**
 * Shooting as the game resolves it (Combat › Shooting): a unit's models each
 * firing each weapon at a model of the target unit, one model's attack
 * (focus, Combat tests, AoE, Defense tests, Combine Extra Shots), the
 * casualty table and the Rout Tests of Unnerved models hit.
 */
import type { Numbers } from './layout.ts';
import type { Weapon } from './profiles.ts';
import type { FocusAction, ShotNumbers } from './shooting.ts';
import type { Host } from './host.ts';
import * as HypotModule from './hypot.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as ShootingModule from './shooting.ts';
import * as CasualtiesModule from './casualties.ts';
import * as HostModule from './host.ts';
import * as MoraleModule from './morale.ts';
import * as TargetingModule from './targeting.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { hypot } = HypotModule;
const { newNumbers } = LayoutModule;
const { SPOTTER_BONUS } = RulesModule;
const { aimFor, focusBudget, focusCost, maxExtraShots, saveDisruption } = ShootingModule;
const { casualty, destroy } = CasualtiesModule;
const { add, canAct, edgeDistance, emit, get, onTable, profileOf, quality, radius, seesUnit, set, sideOf } = HostModule;
const { rout, routTest } = MoraleModule;
const { fireMode, numbersFor, underSpray } = TargetingModule;
const L = { ...LayoutModule };

/** A spotting Quality test for indirect fire without LoS (Weapons › Indirect Fire; [PLAYTEST] auto-pass). */
export function spot(g: Host, a: number, t: number): boolean {
  let best = -1;
  for (let f = 0; f < g.setup.units; f++) {
    if (f === a || sideOf(g, f) !== sideOf(g, a) || !canAct(g, f) || !seesUnit(g, f, t)) continue;
    if (best < 0 || (profileOf(g, f).spotter && !profileOf(g, best).spotter)) best = f;
  }
  if (best < 0) return false;
  // Counted (a statistic) so an experiment can tell how often the [PLAYTEST] rule had a test to decide.
  if (profileOf(g, best).spotter) g.s[L.G_SPOTTER_SPOTS + sideOf(g, a)]++;
  if (profileOf(g, best).spotter && g.setup.variants.spotterAutoPass === 'on') return true;
  const face = g.die();
  const pass = face <= quality(g, best) + (profileOf(g, best).spotter ? SPOTTER_BONUS : 0);
  if (g.log) emit(g, { kind: 'spot', unit: best, die: face, pass });
  return pass;
}

/** What the shots of one attack did to each model, applied together afterwards (Combine Extra Shots). */
export class ShotTally {
  // Plain arrays: small typed arrays live off the heap and cost far more to allocate (scripts/bench-exoshift.ts).
  readonly damage: Numbers;
  readonly disruption: Numbers;
  readonly hit: Numbers;
  readonly power: Numbers;
  readonly cautiousOf: Numbers;
  /** AoE +1s kept out of the casualty roll, added after the attack (variant aoeDisruption=after-attack, EX-089). */
  readonly aoe: Numbers;
  constructor(n: number) {
    this.damage = newNumbers(n);
    this.disruption = newNumbers(n);
    this.hit = newNumbers(n);
    this.power = newNumbers(n);
    this.cautiousOf = newNumbers(n);
    this.aoe = newNumbers(n);
  }
}

/**
 * The one tally every attack refills (issue 9, speed: five arrays a shot were a
 * fifth of the rules' allocation). `shoot` is never re-entered while its tally
 * is live: nothing it calls (casualties.ts, morale.ts) shoots, and an exact run
 * stopped at a die (state.ts) leaves it to the next attack, which zeroes it.
 */
let spareTally = new ShotTally(0);
function freshTally(n: number): ShotTally {
  if (spareTally.damage.length < n) spareTally = new ShotTally(n);
  const { damage, disruption, hit, power, cautiousOf, aoe } = spareTally;
  for (let m = 0; m < n; m++) {
    damage[m] = 0;
    disruption[m] = 0;
    hit[m] = 0;
    power[m] = 0;
    cautiousOf[m] = 0;
    aoe[m] = 0;
  }
  return spareTally;
}

/**
 * One shot of a's that hit, landing on victim (cover from ox, oy): the Defense test and, on a failed save, damage.
 * `known`: the numbersFor of these same arguments, when the caller has them (shoot).
 */
export function shotAt(g: Host, a: number, victim: number, ox: number, oy: number, assault: boolean, mode: number, tally: ShotTally, w: Weapon, known: ShotNumbers | null = null): void {
  const numbers = known ?? numbersFor(g, a, victim, assault, mode, ox, oy, w);
  tally.cautiousOf[victim] = numbers.casualtyQuality > profileOf(g, victim).qlt ? 1 : 0;
  tally.hit[victim] = 1;
  tally.power[victim] = w.power;
  // Area of Effect: +1 per hit, part of the attack (feeds its casualty roll) or on top of it, after (variant aoeDisruption, EX-089).
  if (w.aoe && g.setup.variants.aoeDisruption === 'after-attack') {
    tally.disruption[victim] += w.suppression;
    tally.aoe[victim] += 1;
  } else tally.disruption[victim] += w.suppression + (w.aoe ? 1 : 0);
  if (numbers.autoDamage) {
    tally.damage[victim] += w.damage;
    return;
  }
  const face = g.die();
  const saved = face <= numbers.defenseTarget;
  tally.disruption[victim] += saveDisruption(face, numbers, w, saved, g.setup.variants);
  if (saved) return;
  if (numbers.qualitySave >= 0 && g.die() <= numbers.qualitySave) return;
  tally.damage[victim] += w.damage;
}

/**
 * One shooting attack by a at t (Combat › Shooting): focus, each shot's
 * Combat test, AoE saturation, the Defense test, then damage and disruption
 * applied together (Combine Extra Shots) and the casualty table.
 */
export function shoot(g: Host, a: number, t: number, kind: FocusAction, extra: number, w: Weapon = g.setup.weapon[a], pool = -1): number {
  const v = g.setup.variants;
  const assault = kind === 'assault';
  const mode = assault ? 0 : fireMode(g, a, t, w);
  if (mode < 0) return pool < 0 ? 0 : pool;
  if (mode === 2 && !(spot(g, a, t))) return pool < 0 ? 0 : pool;
  let shots = 1;
  let aim = 0;
  let left = 0;
  if (kind === 'focus-fire' || kind === 'advance' || kind === 'defensive-fire') {
    // `pool` >= 0: this model's share of its unit's focus (unitShoot), else the model's own budget.
    const budget = pool >= 0 ? pool : focusBudget(profileOf(g, a).qlt, get(g, a, L.U_DISRUPTION), kind, w, v);
    extra = Math.min(extra, maxExtraShots(w, v));
    aim = aimFor(budget, extra, w, v);
    if (aim < 0) [extra, aim] = [0, aimFor(budget, 0, w, v)];
    shots = 1 + extra;
    left = Math.max(0, budget - focusCost(aim, extra, v));
  } else if (assault) shots = w.type === 'basic' ? w.rof : 1;
  const n = g.setup.units;
  const tally = freshTally(n);
  const { damage, disruption, hit, power, cautiousOf, aoe } = tally;
  const ax = get(g, a, L.U_X);
  const ay = get(g, a, L.U_Y);
  const tx = get(g, t, L.U_X);
  const ty = get(g, t, L.U_Y);
  let hits = 0;
  // The numbers of a shot at t, worked out at the first shot that needs them: nothing a shot reads changes until the
  // attack's tally is applied after the loop (Combine Extra Shots; shotAt writes only the tally), so every shot and hit
  // at t has the same numbers (issue 9, speed: numbersFor ran once per shot and again per hit).
  let atT: ShotNumbers | null = null;
  // Sweeping Fire X (Weapon Traits): "Shots from this weapon may be assigned to multiple targets within X distance away from the
  // first target. All shots are assigned to targets before rolling": the game assigns them in turn to t and each enemy model it
  // can fire at within X" of t (edge to edge), without further spotting. Null for every other weapon (no allocation).
  const sweep = w.sweeping > 0 && shots > 1 && !assault ? sweepTargets(g, a, t, w) : null;
  for (let s = 0; s < shots; s++) {
    if (sweep !== null) {
      const victim = sweep[s % sweep.length];
      if (!onTable(g, victim)) continue; // the shot was assigned before rolling: wasted on a model already removed
      const vMode = victim === t ? mode : fireMode(g, a, victim, w);
      const numbers = numbersFor(g, a, victim, assault, vMode, ax, ay, w);
      if (g.die() > numbers.hitTarget + aim) continue;
      hits++;
      shotAt(g, a, victim, ax, ay, assault, vMode, tally, w);
      continue;
    }
    if (!onTable(g, t) && !w.aoe && w.spray === 0) break; // "If the target model is killed before another model can shoot at it, the shot is wasted."
    if (w.spray > 0 && v.spray === 'test-each') {
      hits += sprayEach(g, a, t, aim, mode, tally, w);
      continue;
    }
    const numbers = (atT ??= numbersFor(g, a, t, assault, mode, ax, ay, w));
    const face = g.die();
    if (face > numbers.hitTarget + aim) continue;
    hits++;
    if (!w.aoe && w.spray === 0) {
      shotAt(g, a, t, ax, ay, assault, mode, tally, w, numbers);
      continue;
    }
    if (w.spray > 0) {
      // Spray (variant spray=as-aoe): the Area of Effect procedure with no Saturation value, so every model at least half under
      // the template is hit; the attack comes from the shooter, so cover is read from it.
      for (let m = 0; m < n; m++) {
        if (m === a || !onTable(g, m)) continue;
        const under = underSpray(g, a, t, m, w.spray);
        if (under === 0) continue;
        if (under === 1 && (avoids(g, a, m, w, tally))) continue;
        shotAt(g, a, m, ax, ay, assault, mode, tally, w);
      }
      continue;
    }
    // Area of Effect: every model at least half under the template tests Saturation; models only touching it may avoid with Quality.
    const r = w.aoe!.diameter / 2;
    for (let m = 0; m < n; m++) {
      if (!onTable(g, m)) continue;
      const d = hypot(get(g, m, L.U_X) - tx, get(g, m, L.U_Y) - ty);
      const touch = radius(profileOf(g, m));
      if (d > r + touch) continue;
      if (d > r && (avoids(g, a, m, w, tally))) continue;
      if (g.die() > w.aoe!.saturation) continue;
      shotAt(g, a, m, tx, ty, assault, mode, tally, w);
    }
  }
  if (g.log) emit(g, { kind: 'shoot', unit: a, target: t, action: kind, shots, aim, hits, indirect: mode });
  // Damage and disruption from every shot land together, then the casualty table (Combine Extra Shots from Rate of Fire).
  for (let m = 0; m < n; m++) {
    if (!hit[m] && disruption[m] === 0) continue;
    add(g, m, L.U_DISRUPTION, disruption[m]);
    if (damage[m] > 0 && onTable(g, m)) {
      const total = get(g, m, L.U_DAMAGE) + damage[m];
      if (total >= profileOf(g, m).hea) casualty(g, a, m, damage[m], power[m], cautiousOf[m] === 1);
      else set(g, m, L.U_DAMAGE, total);
    }
    if (hit[m] && get(g, m, L.U_UNNERVED) && onTable(g, m)) {
      // Morale: "Unnerved models must make a Rout Test after they are hit by any attack. If a model is both Downed and fails a Rout Test, it is destroyed."
      const failed = routTest(g, m);
      if (failed) {
        if (get(g, m, L.U_STATUS) >= L.S_DOWNED) destroy(g, m, a);
        else rout(g, m);
      }
    }
  }
  // aoeDisruption=after-attack (EX-089): the AoE's +1 per hit comes "on top of" the attack, once its casualty rolls and
  // Rout Tests are resolved, so it fed none of them; it still lands on the unit's Disruption (a model removed included, as above).
  if (w.aoe && v.aoeDisruption === 'after-attack') for (let m = 0; m < n; m++) if (aoe[m] > 0) add(g, m, L.U_DISRUPTION, aoe[m]);
  return left;
}

/**
 * A model only touching a template (not half under) avoids being hit on a
 * Quality test, "but still receives 1 point of disruption" (Weapons › Area of
 * Effect Weapons). IFF Limiter (Weapon Traits): a friendly of the shooter
 * passes automatically, without a die (variant iffLimiter: with or without
 * that 1 Disruption).
 */
function avoids(g: Host, a: number, m: number, w: Weapon, tally: ShotTally): boolean {
  if (w.iff && sideOf(g, m) === sideOf(g, a)) {
    if (g.setup.variants.iffLimiter === 'passed-test') tally.disruption[m] += 1;
    return true;
  }
  if (g.die() > quality(g, m)) return false;
  tally.disruption[m] += 1;
  return true;
}

/** Spray, variant spray=test-each: each model under a's template aimed at t takes its own Combat test of the shot; returns the hits. */
function sprayEach(g: Host, a: number, t: number, aim: number, mode: number, tally: ShotTally, w: Weapon): number {
  const ax = get(g, a, L.U_X);
  const ay = get(g, a, L.U_Y);
  let hits = 0;
  for (let m = 0; m < g.setup.units; m++) {
    if (m === a || !onTable(g, m)) continue;
    const under = underSpray(g, a, t, m, w.spray);
    if (under === 0) continue;
    if (under === 1 && (avoids(g, a, m, w, tally))) continue;
    const numbers = numbersFor(g, a, m, false, m === t ? mode : 0, ax, ay, w);
    if (g.die() > numbers.hitTarget + aim) continue;
    hits++;
    shotAt(g, a, m, ax, ay, false, m === t ? mode : 0, tally, w);
  }
  return hits;
}

/** Sweeping Fire: t first, then every enemy model on the table within the weapon's X of t (edge to edge) that a can fire at directly or with LoS. */
export function sweepTargets(g: Host, a: number, t: number, w: Weapon): number[] {
  const out = [t];
  for (let m = 0; m < g.setup.units; m++) {
    if (m === t || sideOf(g, m) !== sideOf(g, t) || !onTable(g, m) || edgeDistance(g, t, m) > w.sweeping) continue;
    const mode = fireMode(g, a, m, w);
    if (mode === 0 || mode === 1) out.push(m);
  }
  return out;
}

/** Whether a weapon may fire in this kind of shooting (Weapons › Weapon Types; Snap Fire penalty; Assault Attacks). */
export function mayFire(g: Host, u: number, w: Weapon, kind: FocusAction): boolean {
  if (kind === 'snap-fire') return w.type === 'basic';
  if (kind === 'assault') return w.type !== 'setup' && !w.indirect;
  if (w.type === 'setup') return kind === 'focus-fire' && get(g, u, L.U_MOVED) !== 1;
  return true;
}

/**
 * The model of unit k that shooter m fires at (Declare Targets: "Every model
 * in a unit shoots separately ... Models within a fireteam may target
 * different units and models"): the shooters take the target unit's models
 * in turn, so the shots spread over them, skipping one m cannot shoot; -1 none.
 */
export function targetModel(g: Host, m: number, k: number, turn: number, w: Weapon): number {
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  let live = 0;
  for (let i = 0; i < n; i++) if (onTable(g, first + i)) live++;
  if (live === 0) return -1;
  let skip = turn % live;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < n; i++) {
      const t = first + i;
      if (!onTable(g, t)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      if (fireMode(g, m, t, w) >= 0) return t;
    }
  }
  return -1;
}

/**
 * A unit's shooting at unit k (Shooting; Performing Different Actions: every
 * model takes the unit's action): each model able to shoot fires each of its
 * weapons (variant secondWeapon) at one model of k; a model with Independent
 * Targeting or Two handed fires its later weapons at a model of the unit
 * `second` declared before the dice (legal.ts declarations), if any. Stunned models fire only
 * in Snap Fire (Stunned: "may only take secondary actions"), Downed and worse
 * not at all. Focus: the unit's Quality - Disruption split evenly among its
 * shooters, or each model's own (variant focusPool).
 */
export function unitShoot(g: Host, u: number, k: number, kind: FocusAction, extra: number, second = -1): void {
  const own = g.setup.groupOf[u];
  const first = g.setup.groupFirst[own];
  const n = g.setup.groupSize[own];
  if (n === 1 && g.setup.groupSize[k] === 1 && g.setup.weapons[u].length === 1) {
    shoot(g, u, g.setup.groupFirst[k], kind, extra);
    return;
  }
  const v = g.setup.variants;
  let shooters = 0;
  for (let i = 0; i < n; i++) if (canShoot(g, first + i, kind)) shooters++;
  if (shooters === 0) return;
  const focused = kind === 'focus-fire' || kind === 'advance' || kind === 'defensive-fire';
  const unitBudget = focused ? focusBudget(profileOf(g, u).qlt, get(g, u, L.U_DISRUPTION), kind, g.setup.weapon[u], v) : 0;
  let turn = 0;
  for (let i = 0; i < n; i++) {
    const m = first + i;
    if (!canShoot(g, m, kind)) continue;
    const weapons = g.setup.weapons[m];
    const t = targetModel(g, m, k, turn, weapons[0]);
    const share = v.focusPool === 'per-unit' ? Math.floor(unitBudget / shooters) + (turn < unitBudget % shooters ? 1 : 0) : -1;
    turn++;
    if (t < 0 && !(second >= 0 && splits(g, m))) continue;
    let pool = focused ? (share >= 0 ? share : focusBudget(profileOf(g, m).qlt, get(g, m, L.U_DISRUPTION), kind, weapons[0], v)) : -1;
    // Two handed under twoHanded=both-weapons fires every weapon even where secondWeapon=first-only would not.
    const trait = g.setup.splitTrait[m];
    const count = v.secondWeapon === 'fires' || (trait === 2 && v.twoHanded === 'both-weapons') ? weapons.length : 1;
    // Independent Targeting / Two handed: the declared unit for the later weapons (legal.ts declarations), one of its models in turn.
    const own2 = second >= 0 && count > 1 && splits(g, m) ? second : -1;
    for (let j = 0; j < count; j++) {
      if (!mayFire(g, m, weapons[j], kind)) continue;
      // "all attacks from a single model must fire at the same target" unless the model has Independent Targeting or Two handed;
      // a later weapon gets the focus the earlier left.
      const at = j > 0 && own2 >= 0 ? targetModel(g, m, own2, turn - 1, weapons[j]) : t;
      if (at < 0) continue;
      pool = shoot(g, m, at, kind, j === 0 ? extra : 0, weapons[j], pool);
      if (!focused) pool = -1;
    }
  }
}

/** Whether model m's later weapons may take their own target under the variants (Unit Traits › Independent Targeting; Two handed). */
export function splits(g: Host, m: number): boolean {
  const trait = g.setup.splitTrait[m];
  const v = g.setup.variants;
  return v.independentTargeting === 'declared' && (trait === 1 || (trait === 2 && v.twoHanded === 'independent'));
}

/** Whether model m takes part in its unit's shooting of this kind. */
export function canShoot(g: Host, m: number, kind: FocusAction): boolean {
  if (!onTable(g, m)) return false;
  const status = get(g, m, L.U_STATUS);
  return status < L.S_DOWNED && (status !== L.S_STUNNED || kind === 'snap-fire' || kind === 'defensive-fire');
}
