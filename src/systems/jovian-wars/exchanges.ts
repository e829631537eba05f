/**
 * Bombing Runs and Dogfights (`002_f697cf6215cb147c.txt`, Bombing Run,
 * Dogfight): two secret commits, each a Fuel bid and an Attack/Defense split
 * of the pool, revealed together; then each side's Attack is an opposed roll
 * against the other's Defense (queued as attack jobs, jobs.ts), then the
 * free move of the squadron that bombed or intercepted (freeMoves.ts).
 */
import type { AttackWindowKind } from './attackPool.ts';
import { traitValue } from './cards.ts';
import type { JovianState } from './game.ts';
import { inWeaponArc } from './geometry.ts';
import { attackJob, exchangePlanFor, type AttackJob } from './jobs.ts';
import { tableOf } from './damage.ts';
import { SPLITS, type Option } from './options.ts';
import { WEAPON_INITIATIVE } from './rules.ts';
import { defenseOf, type Unit } from './units.ts';
import { resolveFirefight } from './boarding.ts';
import { useWeapon } from './qShip.ts';

/** An open exchange of secret commits; a boarding firefight (boarding.ts) has the boarded ship as both attacker and defender. */
export interface Exchange {
  kind: 'bombing' | 'dogfight' | 'firefight';
  attacker: number;
  defender: number;
  first: Option | null;
  second: Option | null;
  /** A Reactive Interception (escorts.ts): an Escorting defender returns to its ship, no free move; any other makes the free move. */
  reactive?: boolean;
  /** `interception-limit=unlimited` (escorts.ts, JW-131): the escorts that intercepted the active squadron earlier this activation. */
  before?: number[];
}

/** The player who commits first: the attacker's, or in a firefight the boarders' (the ship's enemy). */
export function firstMover(s: JovianState, ex: Exchange): number {
  const side = s.units[ex.attacker].side;
  return ex.kind === 'firefight' ? 1 - side : side;
}

/** A secret commit: the attacker's first (then the defender moves), the defender's second (then both are revealed). */
export function commit(s: JovianState, o: Option & { kind: 'commit' | 'firefight' }): void {
  const ex = s.exchange!;
  if (ex.first === null) {
    ex.first = o;
    if (s.log) s.push({ kind: 'commit', player: firstMover(s, ex), secret: true });
    s.toMove = s.units[ex.defender].side;
    return;
  }
  ex.second = o;
  s.toMove = s.units[ex.attacker].side;
  if (ex.kind === 'firefight') {
    // The firefight comes before the boarded ship's move (Activation Phase: "Apply effects of the Boarded state", then Movement).
    s.exchange = null;
    s.phase = 'plan';
    const ship = s.units[ex.attacker];
    resolveFirefight(s, ship, (ex.first as { choice: number }).choice, (o as { choice: number }).choice);
    // Then the move's Thrusters 0 Skill Test (flow.ts turnTestAtZero), after the firefight's rolls: Sabotage may have
    // taken the last Thrusters box, so the job itself asks whether it still applies (jobs.ts startJob).
    if (ship.capital && ship.status === 'active') s.jobs.push({ kind: 'turn-test', unit: ship.index, rating: 0 });
    return;
  }
  resolveExchange(s, ex);
  s.exchange = null;
  s.phase = 'attack';
}

/** The chosen weapon for a Bombing Run or Dogfight: the best undamaged non-missile weapon for the target type. */
function exchangeWeapon(unit: Unit, targetIsCapital: boolean, attacked: Unit | null): number {
  const card = unit.def;
  let best = -1;
  let bestValue = -1;
  card.weapons.forEach((w, wi) => {
    if (w.type === 'missile' || w.type === 'drone' || (unit.damaged >> wi) & 1) return;
    if (attacked && unit.capital && !inWeaponArc(w.arc, unit.heading, unit.x, unit.y, attacked.x, attacked.y)) return;
    const v = targetIsCapital ? w.ac : w.as;
    if (v > bestValue) {
      best = wi;
      bestValue = v;
    }
  });
  return best;
}

/**
 * Bombing Run steps 2-6 and Dogfight steps 2-6: pools are the chosen weapon's
 * AC (squadron bombing) or AS, plus Skill (or the capital ship's Defense)
 * plus the Fuel bid, split into Attack and Defense (+1 Defense for Evasive);
 * each side's Attack is an opposed roll against the other's Defense. Bombing
 * attacks are simultaneous; Dogfight attacks follow weapon initiative.
 */
function resolveExchange(s: JovianState, ex: Exchange): void {
  const a = s.units[ex.attacker];
  const b = s.units[ex.defender];
  const commits = [ex.first!, ex.second!] as const;
  const sides = [a, b];
  const pools: { attack: number; defense: number; weapon: number }[] = [];
  for (let k = 0; k < 2; k++) {
    const u = sides[k];
    const other = sides[1 - k];
    const c = commits[k] as Option & { kind: 'commit' };
    const card = u.def;
    const wi = exchangeWeapon(u, other.capital, other);
    const w = wi >= 0 ? card.weapons[wi] : null;
    // Traits › Q-Ship: the exchange's weapons are revealed (step 5), a Hardpoint weapon's first use (qShip.ts).
    useWeapon(u, w);
    const rated = w ? (other.capital ? w.ac : w.as) : 0;
    const total = rated + (u.capital ? defenseOf(u) : card.skill) + c.bid;
    if (!u.capital) u.fuel -= c.bid;
    const attack = Math.round(total * SPLITS[c.split]);
    const evasive = !u.capital && traitValue(card.traits, 'evasive') > 0 ? 1 : 0;
    pools.push({ attack, defense: total - attack + evasive, weapon: wi });
    if (u === a && wi >= 0) {
      // The active squadron's weapon is used and costs a Fire Control (Bombing Run / Dogfight step 6).
      u.used |= 1 << wi;
      s.firedThisActivation++;
    }
  }
  if (s.log) s.push({ kind: 'reveal', exchange: ex.kind, attacker: a.index, defender: b.index, bids: [(commits[0] as { bid: number }).bid, (commits[1] as { bid: number }).bid], pools: pools.map((p) => [p.attack, p.defense]) });
  const jobs: { job: AttackJob; initiative: number }[] = [];
  for (let k = 0; k < 2; k++) {
    const u = sides[k];
    const other = sides[1 - k];
    if (pools[k].weapon < 0 || pools[k].attack <= 0) continue;
    const window: AttackWindowKind = ex.kind === 'bombing' && k === 0 ? 'bombing' : 'dogfight';
    const plan = exchangePlanFor(s, u, pools[k].weapon, other, window, pools[k].attack, pools[1 - k].defense);
    const w = u.def.weapons[pools[k].weapon];
    jobs.push({ job: attackJob(u.index, pools[k].weapon, other.index, plan, tableOf(w, s.variants), window, ex.kind === 'dogfight'), initiative: WEAPON_INITIATIVE[w.type] });
  }
  if (ex.kind === 'dogfight' && jobs.length === 2 && jobs[0].initiative !== jobs[1].initiative && jobs[0].initiative !== 0 && jobs[1].initiative !== 0) {
    jobs.sort((x, y) => x.initiative - y.initiative);
  } else for (const j of jobs) j.job.needsAttacker = false;
  for (const j of jobs) s.jobs.push(j.job);
  // Bombing Run step 9 / Dogfight step 8, after the attacks, by who survived them (freeMoves.ts): the bombing squadron's
  // free move, or the interceptor's (the active squadron of an Active Interception, the reacting one of a Reactive one).
  const interceptor = ex.reactive ? b : a;
  s.jobs.push({ kind: 'free-move', exchange: ex.kind === 'bombing' ? 'bombing' : 'dogfight', unit: interceptor.index, other: interceptor === a ? b.index : a.index });
  // JW-131 without the limit: after this Dogfight's attacks, the next escort in range may intercept too.
  if (ex.reactive && s.variants['interception-limit'] === 'unlimited') s.jobs.push({ kind: 'intercept-again', unit: a.index, done: [...(ex.before ?? []), b.index] });
}
