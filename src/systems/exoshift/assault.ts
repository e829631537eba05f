/**
 * Assaults: move in, defensive fire, assault attacks, then the
 * Downed-is-destroyed and Morale steps.
 */
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as CasualtiesModule from './casualties.ts';
import * as HostModule from './host.ts';
import * as MoraleModule from './morale.ts';
import * as MovementModule from './movement.ts';
import * as TargetingModule from './targeting.ts';
import * as UnitShootModule from './unitShoot.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { ASSAULT_REACH } = RulesModule;
const { destroy } = CasualtiesModule;
const { distance, emit, get, profileOf, radius, set } = HostModule;
const { armyLeaderReroll, morale, rout } = MoraleModule;
const { follow, moveTo } = MovementModule;
const { bestTarget } = TargetingModule;
const { canShoot, mayFire, shoot } = UnitShootModule;
const L = { ...LayoutModule };

/** Assault (Assaults): move in, defensive fire, assault attacks, then the Downed-is-destroyed and Morale steps. */
export function assault(g: Host, a: number, t: number): void {
  const reach = ASSAULT_REACH + radius(profileOf(g, a)) + radius(profileOf(g, t)) - 0.05;
  const x0 = get(g, a, L.U_X);
  const y0 = get(g, a, L.U_Y);
  moveTo(g, a, get(g, t, L.U_X), get(g, t, L.U_Y), profileOf(g, a).mov.primary, reach);
  follow(g, a, x0, y0);
  if (g.log) emit(g, { kind: 'assault', unit: a, target: t });
  const ts = get(g, t, L.U_STATUS);
  const tw = g.setup.weapon[t];
  if (ts < L.S_DOWNED && !get(g, t, L.U_ROUTED) && !tw.indirect) {
    // Defensive Fire at point blank: Focus Fire when unexhausted, Snap Fire when exhausted or Stunned (the defender always takes it here).
    const snap = ts === L.S_STUNNED || get(g, t, L.U_EXHAUSTED) === 1;
    if (!snap && tw.type !== 'setup') {
      shoot(g, t, a, 'defensive-fire', bestTarget(g, t, 'defensive-fire')[1]);
      // Variant defensiveFire (EX-058): read as the unit's Focus Fire, it leaves the unit Exhausted (Primary Actions).
      if (g.setup.variants.defensiveFire === 'exhausts') set(g, t, L.U_EXHAUSTED, 1);
    }
    else if (snap && tw.type === 'basic') shoot(g, t, a, 'snap-fire', 0);
  }
  // Stunned or worse, or Routed by the defensive fire ("Routed units can perform no other actions", Morale › Routed).
  if (get(g, a, L.U_STATUS) >= L.S_STUNNED || get(g, a, L.U_ROUTED)) {
    if (g.log) emit(g, { kind: 'assault-stopped', unit: a });
    return;
  }
  if (!g.setup.multi) {
    if (g.setup.weapon[a].type !== 'setup' && !g.setup.weapon[a].indirect) shoot(g, a, t, 'assault', 0);
  } else {
    // Every model of the assaulting unit able to fight makes its Assault Attacks at the target model, with each weapon that may.
    const k = g.setup.groupOf[a];
    for (let i = 0; i < g.setup.groupSize[k]; i++) {
      const m = g.setup.groupFirst[k] + i;
      if (m !== a && !canShoot(g, m, 'assault')) continue;
      const weapons = g.setup.weapons[m];
      for (let j = 0; j < (g.setup.variants.secondWeapon === 'fires' ? weapons.length : 1); j++) if (mayFire(g, m, weapons[j], 'assault')) shoot(g, m, t, 'assault', 0, weapons[j]);
    }
  }
  const after = get(g, t, L.U_STATUS);
  if (after >= L.S_DOWNED && after < L.S_INCAPACITATED) {
    destroy(g, t, a);
    return;
  }
  if (after > L.S_STUNNED) return;
  let face = g.die();
  const target = morale(g, t, false) - get(g, t, L.U_DISRUPTION);
  if (face > target && armyLeaderReroll(g, t)) face = g.die(); // the Army Leader's 1-CP reroll of a Morale test (morale.ts)
  const holds = face <= target;
  if (g.log) emit(g, { kind: 'assault-morale', unit: t, die: face, target, pass: holds });
  const away = (mover: number, from: number) => {
    const mx = get(g, mover, L.U_X);
    const my = get(g, mover, L.U_Y);
    const d = Math.max(1e-9, distance(g, mover, from));
    moveTo(g, mover, mx + ((mx - get(g, from, L.U_X)) / d) * 100, my + ((my - get(g, from, L.U_Y)) / d) * 100, profileOf(g, mover).mov.secondary, 0);
    follow(g, mover, mx, my);
  };
  if (holds) away(a, t);
  else {
    away(t, a);
    if (g.setup.variants.assaultFail === 'rout') rout(g, t);
  }
}
