/**
 * The Formation trait (`002_f697cf6215cb147c.txt`: Traits › Formation, the first Traits chapter;
 * the second chapter has no Formation entry, so it is played the same under both trait sets).
 *
 * - "Up to two Squadrons of the same type may be deployed ... together. They are placed on the
 *   table in base to base contact and activate as a single unit, declaring the same movement,
 *   Actions and Attacks": at Fleet Deployment (not Escalating Deployment, not Launch: README) the
 *   table squadrons of `side` whose card has `formation` pair up two by two, same card, fleet order
 *   (a fixed policy: the rule's "may" is always taken). The first of a pair is the leader (it takes
 *   the activations); the partner "does not gain an Activation" of its own (flow.ts beginTurn marks
 *   it activated) and stands on the leader's spot (bases are points), moved with it after the
 *   leader's move and at the end of every activation, sharing its Boost / Evading / Stealthed
 *   states and spending no more Fuel than it has.
 * - "When declaring an standard Attack from a Squadron in Formation ... This Squadron is considered
 *   to have double the amount of weapons, and all weapons gain the Link trait. The Fire Control
 *   rating of the Squadron remains unchanged!" and "In a Dogfight or Bombing Run, as in an Attack,
 *   double the instances of all weapons": jobs.ts planFor links 2 x the line's instances for a
 *   member whose partner flies (its plan key uses the card ordinal + 32).
 * - "the defending player may allocate the damage between all Squadrons in formation as they see
 *   fit": a fixed policy, `allocateFormationDamage`: each Structure point goes to the member with the
 *   most Structure left (ties: the one attacked), so both fly as long as possible (a Destroyed
 *   squadron scores nothing and takes its half of the doubled weapons with it).
 * - Breaking: when a member is Destroyed, or the leader leaves the table otherwise (Embarked), the
 *   other flies on alone (activating from the next turn); a leader that Withdraws takes its partner
 *   with it (the same Action). "The controlling player may decide to break the formation" on an
 *   Interception: a fixed policy, never (the formation dogfights with doubled weapons).
 */
import { traitValue } from './cards.ts';
import type { JovianState } from './game.ts';
import type { Unit } from './units.ts';

/** The squadron's card has the Formation trait. */
export function hasFormation(u: Unit): boolean {
  return !u.capital && traitValue(u.def.traits, 'formation') > 0;
}

/** The partner of a formation (not its leader): no activation of its own. */
export function isFormationPartner(u: Unit): boolean {
  return u.formation >= 0 && u.formation < u.index;
}

/** Fleet Deployment (game.ts): pairs `side`'s table squadrons with Formation, same card, fleet order, two by two. */
export function deployFormations(s: JovianState, side: number): void {
  const units = s.units;
  for (const lead of units) {
    if (lead.side !== side || lead.status !== 'active' || lead.escort >= 0 || lead.formation >= 0 || !hasFormation(lead)) continue;
    for (const u of units) {
      if (u.index <= lead.index || u.side !== side || u.card !== lead.card || u.status !== 'active' || u.escort >= 0 || u.formation >= 0) continue;
      lead.formation = u.index;
      u.formation = lead.index;
      u.x = lead.x;
      u.y = lead.y;
      u.heading = lead.heading;
      break;
    }
  }
}

function breakFormation(s: JovianState, a: Unit, b: Unit): void {
  a.formation = -1;
  b.formation = -1;
  if (s.log) s.push({ kind: 'formation-ends', unit: Math.min(a.index, b.index), partner: Math.max(a.index, b.index) });
}

/** Logs each formation (after the game's `start` event, which names the units for the narrative). */
export function logFormations(s: JovianState): void {
  for (const u of s.units) if (isFormationPartner(u)) s.push({ kind: 'formation', unit: u.formation, partner: u.index });
}

/** Keeps every partner on its leader's spot with the leader's move states; breaks formations whose member is gone. */
export function followFormations(s: JovianState): void {
  const units = s.units;
  for (const u of units) {
    if (u.formation < 0 || u.formation > u.index) continue;
    const lead = units[u.formation];
    if (!u.inPlay()) {
      breakFormation(s, lead, u);
      continue;
    }
    if (!lead.inPlay()) {
      // Withdraw is an Action the formation declares together ("declaring the same ... Actions").
      if (lead.status === 'withdrawn') {
        u.status = 'withdrawn';
        if (s.log) s.push({ kind: 'formation-withdraws', unit: u.index, leader: lead.index });
      }
      breakFormation(s, lead, u);
      continue;
    }
    u.x = lead.x;
    u.y = lead.y;
    u.heading = lead.heading;
    u.boosted = lead.boosted;
    u.evading = lead.evading;
    u.silent = lead.silent;
    if (lead.fuel < u.fuel) u.fuel = lead.fuel;
  }
}

/**
 * "The defending player may allocate the damage between all Squadrons in formation": `dmg`
 * Structure on `target` (in formation), each point to the member with the most Structure left
 * (ties: `target`). Marks Destroyed members and breaks the formation when one is.
 */
export function allocateFormationDamage(s: JovianState, target: Unit, dmg: number): void {
  const other = s.units[target.formation];
  for (let i = 0; i < dmg; i++) {
    const to = other.inPlay() && other.structure > target.structure ? other : target;
    if (to.structure === 0) break;
    to.structure--;
  }
  if (other.structure === 0 && other.inPlay()) other.status = 'destroyed';
  if (target.structure === 0) target.status = 'destroyed';
  if (s.log && dmg > 0) s.push({ kind: 'formation-damage', unit: target.index, partner: other.index, left: target.structure, partnerLeft: other.structure });
  if (!target.inPlay() || !other.inPlay()) breakFormation(s, target, other);
}
