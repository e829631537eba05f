/**
 * Casualties: the casualty roll and its statuses, a model removed (its token
 * dropped, the kill counted), and Destroyed with Shared Responsibility.
 */
import type { Host } from './host.ts';
import * as CasualtyModule from '../../dice/casualty.ts';
import * as LayoutModule from './layout.ts';
import * as ShootingModule from './shooting.ts';
import * as HostModule from './host.ts';
import * as RulesModule from './rules.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { casualtyBand } = CasualtyModule;
const { casualtyDisruption } = ShootingModule;
const { add, distance, edgeDistance, emit, get, onTable, profileOf, quality, set, sideOf } = HostModule;
const { CASUALTY_VP, STABILISED_VP } = RulesModule;
const L = { ...LayoutModule };

/**
 * A model destroyed (Destroyed), with Shared Responsibility first: "if a
 * model of the same basic type is within Quality range of the destroyed
 * model, it may test Quality. If successful, the destroyed model replaces the
 * testing model, removing any status effects but keeping the models weapons
 * and stats. That model is now Stunned." The game tests whenever it gains:
 * the tester is Downed or Wounded, or the destroyed model's equipment differs.
 */
export function destroy(g: Host, m: number, by: number): void {
  const reach = g.setup.variants.sharedResponsibility;
  if (reach !== 'off' && g.setup.multi && onTable(g, m)) {
    const c = responsible(g, m, reach === 'command' ? 2 : 1);
    if (c >= 0) {
      const face = g.die();
      const pass = face <= quality(g, c);
      if (g.log) emit(g, { kind: 'shared-responsibility', unit: m, tester: c, die: face, pass });
      if (pass) {
        // The destroyed model takes the tester's place; the tester leaves the table.
        const x = get(g, c, L.U_X);
        const y = get(g, c, L.U_Y);
        dropToken(g, m);
        remove(g, c, L.S_DESTROYED, by);
        set(g, m, L.U_X, x);
        set(g, m, L.U_Y, y);
        set(g, m, L.U_STATUS, L.S_STUNNED);
        set(g, m, L.U_DAMAGE, 0);
        set(g, m, L.U_UNNERVED, 0);
        return;
      }
    }
  }
  remove(g, m, L.S_DESTROYED, by);
}

/** The model of m's unit that would test for Shared Responsibility, or -1 (nearest of the worst off, within range of its Quality x reach). */
export function responsible(g: Host, m: number, reach: number): number {
  const k = g.setup.groupOf[m];
  const first = g.setup.groupFirst[k];
  const n = g.setup.groupSize[k];
  const p = profileOf(g, m);
  let best = -1;
  let bestStatus = -1;
  let bestD = Infinity;
  for (let i = 0; i < n; i++) {
    const c = first + i;
    if (c === m || !onTable(g, c)) continue;
    const pc = profileOf(g, c);
    if (pc.type[1] !== p.type[1]) continue; // "the same basic type": the unit-type keyword (Sol, *Line Infantry*, Basic)
    const status = get(g, c, L.U_STATUS);
    if (pc.id === p.id && status < L.S_DOWNED) continue; // nothing to gain: the unit would lose a model either way and gain a Stun
    const d = edgeDistance(g, m, c);
    if (d > reach * quality(g, c)) continue;
    if (status > bestStatus || (status === bestStatus && d < bestD)) (best = c), (bestStatus = status), (bestD = d);
  }
  return best;
}

export function dropToken(g: Host, u: number): void {
  const o = get(g, u, L.U_CARRY);
  if (o < 0) return;
  g.s[L.objectiveAt(o, L.O_STATE)] = L.TOKEN_ON_TABLE;
  g.s[L.objectiveAt(o, L.O_X)] = get(g, u, L.U_X);
  g.s[L.objectiveAt(o, L.O_Y)] = get(g, u, L.U_Y);
  set(g, u, L.U_CARRY, -1);
}

export function remove(g: Host, u: number, status: number, by: number): void {
  if (!onTable(g, u)) return;
  dropToken(g, u);
  set(g, u, L.U_STATUS, status);
  set(g, u, L.U_UNIT_CP, 0);
  if (by >= 0 && sideOf(g, by) !== sideOf(g, u)) g.s[L.G_KILLS + sideOf(g, by)]++;
  if (g.log) emit(g, { kind: 'removed', unit: u, status: L.STATUS_NAMES[status] });
}

/** The casualty roll d10 + Disruption + Power - Quality and its status (Casualties, Casualty Table). */
export function casualty(g: Host, a: number, m: number, damage: number, power: number, cautiousBonus: boolean): void {
  const face = g.die();
  const modifier = get(g, m, L.U_DISRUPTION) + power - profileOf(g, m).qlt - (cautiousBonus ? 1 : 0);
  const band = casualtyBand(face + modifier);
  const hea = profileOf(g, m).hea;
  if (g.log) emit(g, { kind: 'casualty', unit: m, die: face, modifier, result: ['unhurt', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed'][band] });
  if (band >= 4) {
    if (band === 4) remove(g, m, L.S_INCAPACITATED, a);
    else destroy(g, m, a);
    return;
  }
  add(g, m, L.U_DISRUPTION, casualtyDisruption(band, damage, g.setup.variants));
  set(g, m, L.U_DAMAGE, hea - 1); // "The model immediately regains 1 health."
  const status = [L.S_OK, L.S_STUNNED, L.S_DOWNED, L.S_WOUNDED][band];
  if (status > get(g, m, L.U_STATUS)) set(g, m, L.U_STATUS, status);
  if (status >= L.S_DOWNED) dropToken(g, m);
}

/**
 * Variant casualtyVp (EX-039, Casualties › Incapacitated: "This reduces the VP loss"; ILLUSTRATIVE, no mission scores
 * casualties): the VP seat has lost for its casualties, read from the statuses (no number of its own, so the default
 * game's numbers are unchanged): CASUALTY_VP per model Destroyed, fled or Incapacitated, STABILISED_VP per model a Medic
 * or Doctor stabilised. 0 under casualtyVp=none.
 */
export function casualtyLoss(g: Host, seat: number): number {
  if (g.setup.variants.casualtyVp === 'none') return 0;
  let loss = 0;
  for (let u = 0; u < g.setup.units; u++) {
    if (sideOf(g, u) !== seat) continue;
    const status = get(g, u, L.U_STATUS);
    if (status === L.S_STABILISED) loss += STABILISED_VP;
    else if (status >= L.S_INCAPACITATED) loss += CASUALTY_VP;
  }
  return loss;
}

/** Seat's VP total: the mission's VP (G_VP) less its casualty loss (casualtyLoss; the mission's VP alone by default). */
export const vpTotal = (g: Host, seat: number): number => g.s[L.G_VP + seat] - casualtyLoss(g, seat);

/** The Incapacitated model of u's side nearest to u (variant casualtyVp=per-model: a Medic's or Doctor's goal, EX-039), else -1. */
export function nearestCasualty(g: Host, u: number): number {
  const seat = sideOf(g, u);
  let best = -1;
  let bestD = Infinity;
  for (let f = 0; f < g.setup.units; f++) {
    if (sideOf(g, f) !== seat || get(g, f, L.U_STATUS) !== L.S_INCAPACITATED) continue;
    const d = distance(g, u, f);
    if (d < bestD) (best = f), (bestD = d);
  }
  return best;
}

/**
 * The Incapacitated model of friendly unit k that u would stabilise (variant casualtyVp=per-model, EX-039): the nearest
 * to u, else -1. Incapacitated models "remain on the table" (Casualties › Incapacitated): each keeps the point where it fell.
 */
export function stabiliseTarget(g: Host, u: number, k: number): number {
  const first = g.setup.groupFirst[k];
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const f = first + i;
    if (f === u || get(g, f, L.U_STATUS) !== L.S_INCAPACITATED) continue;
    const d = distance(g, u, f);
    if (d < bestD) (best = f), (bestD = d);
  }
  return best;
}
