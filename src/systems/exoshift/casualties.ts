/**
 * Casualties: the casualty roll and its statuses, a model removed (its token
 * dropped, the kill counted), and Destroyed with Shared Responsibility.
 */
import type { Host } from './host.ts';
import * as CasualtyModule from '../../dice/casualty.ts';
import * as LayoutModule from './layout.ts';
import * as ShootingModule from './shooting.ts';
import * as HostModule from './host.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { casualtyBand } = CasualtyModule;
const { casualtyDisruption } = ShootingModule;
const { add, edgeDistance, emit, get, onTable, profileOf, quality, set, sideOf } = HostModule;
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
