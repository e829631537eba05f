/**
 * Whether and how a model can shoot another (fire mode: direct, indirect with
 * or without line of sight), the numbers of that shot on the table (range
 * band, cover, obscured, PDS, Cautious Leadership, Familiar Terrain), and the
 * best target for a shot the game chooses (Advance, defensive fire).
 */
import type { Weapon } from './profiles.ts';
import type { FocusAction, ShotNumbers, ShotSituation } from './shooting.ts';
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as ShootingModule from './shooting.ts';
import * as SightlinesModule from './sightlines.ts';
import * as HostModule from './host.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { DEPLOYMENT_DEPTH, SPRAY_SPREAD } = RulesModule;
const { OUT_OF_RANGE, bestFocus, focusBudget, maxExtraShots, rangeBand, shotNumbers } = ShootingModule;
/** The long band (shooting.ts RANGE_BANDS: 0 point blank, 1 short, 2 medium, 3 long). */
const LONG_BAND = 3;
const { coverOf, obscured, sees } = SightlinesModule;
const { canAct, commandRange, distance, edgeDistance, get, onTable, profileOf, seesUnit, sideOf } = HostModule;
const L = { ...LayoutModule };

/** PDS protecting a target against indirect fire: the best rating of a friendly PDS in range (Point Defense Systems). */
export function pdsRating(g: Host, t: number): number {
  let best = 0;
  for (let u = 0; u < g.setup.units; u++) {
    const pds = profileOf(g, u).pds;
    if (pds && sideOf(g, u) === sideOf(g, t) && onTable(g, u) && distance(g, u, t) <= pds.range && pds.rating > best) best = pds.rating;
  }
  return best;
}

/** A leader's Cautious Leadership Bonus: a friendly model in its command, closer to the attacker, in LoS of the attacker. */
export function cautious(g: Host, a: number, t: number): boolean {
  if (!profileOf(g, t).leader) return false;
  const d = distance(g, a, t);
  for (let f = 0; f < g.setup.units; f++) {
    if (f === t || sideOf(g, f) !== sideOf(g, t) || !onTable(g, f)) continue;
    if (distance(g, f, t) <= commandRange(g, t) && distance(g, a, f) < d && seesUnit(g, a, f)) return true;
  }
  return false;
}

/** Whether t lies in its own deployment zone (Familiar Terrain). */
export const inOwnDeployment = (g: Host, t: number) => (sideOf(g, t) === 0 ? get(g, t, L.U_Y) <= DEPLOYMENT_DEPTH : get(g, t, L.U_Y) >= g.setup.board.depth - DEPLOYMENT_DEPTH);

/** 0 direct, 1 indirect with LoS, 2 indirect without; -1 when a cannot shoot t at all. */
export function fireMode(g: Host, a: number, t: number, w: Weapon = g.setup.weapon[a]): number {
  // Range before line of sight: the distance is a few operations, line of sight a memo lookup that misses the cache (or
  // a walk over the terrain), and half the pairs asked in a heuristic game are out of range (issue 9, speed).
  if (w.indirect) {
    const d = edgeDistance(g, a, t);
    if (d < w.indirect.min || d > w.indirect.max) return -1;
    if (seesUnit(g, a, t)) return 1;
    for (let f = 0; f < g.setup.units; f++) if (f !== a && sideOf(g, f) === sideOf(g, a) && canAct(g, f) && seesUnit(g, f, t)) return 2;
    return -1;
  }
  if (rangeBand(w, edgeDistance(g, a, t)) === OUT_OF_RANGE || !seesUnit(g, a, t)) return -1;
  // Spray: the template, laid from the shooter, must have the target at least half under it (as Area of Effect Weapons asks of a template).
  if (w.spray > 0 && distance(g, a, t) > w.spray) return -1;
  return 0;
}

/**
 * Where model m lies against a's spray template aimed at model t (Weapon
 * Traits › Spray Template; the cone is illustrative, rules.ts SPRAY_SPREAD):
 * 2 at least half under it (its centre inside), 1 only touching it, 0 clear.
 * Touching is measured with the edge pushed out by the base radius
 * (approximate at the cone's corners).
 */
export function underSpray(g: Host, a: number, t: number, m: number, length: number): number {
  const ax = get(g, a, L.U_X);
  const ay = get(g, a, L.U_Y);
  const dx = get(g, t, L.U_X) - ax;
  const dy = get(g, t, L.U_Y) - ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return m === t ? 2 : 0;
  const ux = dx / d;
  const uy = dy / d;
  const px = get(g, m, L.U_X) - ax;
  const py = get(g, m, L.U_Y) - ay;
  const along = px * ux + py * uy;
  const perp = Math.abs(py * ux - px * uy);
  if (along > 0 && along <= length && perp <= along * SPRAY_SPREAD) return 2;
  const r = g.setup.radius[m];
  if (along >= -r && along <= length + r && perp <= Math.max(0, along) * SPRAY_SPREAD + r * Math.sqrt(1 + SPRAY_SPREAD * SPRAY_SPREAD)) return 1;
  return 0;
}

/** The situation numbersFor hands to shotNumbers, reused (one fixed shape, no object per shot). */
const situation: ShotSituation = {
  com: 0,
  attackerStunned: false,
  weapon: null as unknown as Weapon,
  band: 0,
  cover: 0,
  obscured: false,
  hunkered: false,
  familiar: false,
  targetDef: 0,
  targetQlt: 0,
  targetDisruption: 0,
  targetDowned: false,
  cautious: false,
  indirect: 0,
  spotted: false,
  pds: 0,
  assault: false,
  other: 0,
};

/** The numbers of a shot from a at target t (cover measured from the origin ox, oy). */
export function numbersFor(g: Host, a: number, t: number, assault: boolean, mode: number, ox: number, oy: number, w: Weapon = g.setup.weapon[a]): ShotNumbers {
  const tx = get(g, t, L.U_X);
  const ty = get(g, t, L.U_Y);
  let spotted = false;
  if (mode === 2) for (let f = 0; f < g.setup.units; f++) if (sideOf(g, f) === sideOf(g, a) && profileOf(g, f).spotter && canAct(g, f) && seesUnit(g, f, t)) spotted = true;
  // An indirect hit "is considered to originate from the model hit, thus ignoring cover between the firer and target".
  const indirect = mode > 0;
  // One situation object, refilled: shotNumbers reads it and keeps nothing (scripts/bench-exoshift.ts: the heuristic asks many pairs).
  const at = situation;
  at.com = profileOf(g, a).com;
  at.attackerStunned = get(g, a, L.U_STATUS) === L.S_STUNNED;
  at.weapon = w;
  // A model caught by a template or blast may stand past the weapon's long band (the shot was aimed at a target in
  // range): Check Range has no band beyond long, and such a model's Combat numbers are never read (the hit was the
  // target's; shotAt reads only its Defense numbers), so its band is the long band.
  at.band = assault ? 0 : Math.min(LONG_BAND, indirect ? Math.max(1, rangeBand(w, edgeDistance(g, a, t))) : rangeBand(w, edgeDistance(g, a, t)));
  // An assault attack reads neither cover nor obscurement (shooting.ts shotNumbers), and a target in cover counts as
  // Obscured anyway unless cover is only a Combat penalty (variant cover): then obscurement is not looked up (a third of
  // the heuristic's shots; the same numbers: issue 9, speed).
  const cover = assault ? 0 : indirect ? (ox === tx && oy === ty ? 0 : coverOf(g.setup.table, g.setup.board, ox, oy, tx, ty)) : coverOf(g.setup.table, g.setup.board, ox, oy, tx, ty);
  at.cover = cover;
  at.obscured = !indirect && !assault && (cover === 0 || g.setup.variants.cover === 'combat') && obscured(g.setup.table, g.setup.board, ox, oy, tx, ty);
  at.hunkered = get(g, t, L.U_HUNKERED) === 1;
  at.familiar = profileOf(g, t).familiarTerrain && inOwnDeployment(g, t);
  at.targetDef = profileOf(g, t).def;
  at.targetQlt = profileOf(g, t).qlt;
  at.targetDisruption = get(g, t, L.U_DISRUPTION);
  at.targetDowned = get(g, t, L.U_STATUS) >= L.S_DOWNED;
  at.cautious = cautious(g, a, t);
  at.indirect = mode;
  at.spotted = spotted;
  at.pds = indirect ? pdsRating(g, t) : 0;
  at.assault = assault;
  at.other = 0;
  return shotNumbers(at, g.setup.variants);
}
/** The best target and extra shots for u shooting now (Advance's shot and defensive fire are resolved this way). */
export function bestTarget(g: Host, u: number, kind: FocusAction): [number, number] {
  const w = g.setup.weapon[u];
  const budget = focusBudget(profileOf(g, u).qlt, get(g, u, L.U_DISRUPTION), kind, w, g.setup.variants);
  const maxExtra = kind === 'snap-fire' ? 0 : maxExtraShots(w, g.setup.variants);
  let best = -1;
  let bestExtra = 0;
  let bestValue = 0;
  for (let t = 0; t < g.setup.units; t++) {
    if (sideOf(g, t) === sideOf(g, u) || !onTable(g, t)) continue;
    const mode = fireMode(g, u, t);
    if (mode < 0) continue;
    const n = numbersFor(g, u, t, false, mode, get(g, u, L.U_X), get(g, u, L.U_Y));
    const [extra, p] = bestFocus(n, w, kind === 'snap-fire' ? 0 : budget, maxExtra, g.setup.variants);
    const value = p * (get(g, t, L.U_STATUS) >= L.S_DOWNED ? 0.5 : 1);
    if (value > bestValue) {
      best = t;
      bestExtra = extra;
      bestValue = value;
    }
  }
  return [best, bestExtra];
}
