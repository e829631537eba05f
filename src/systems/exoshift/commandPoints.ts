/**
 * Command Points (Command Points; Action CP Cost; Teamwork): what a seat
 * holds, what a unit may spend, paying for actions and passes, the cost of
 * the next action, and the Teamwork window.
 */
import type { Host } from './host.ts';
import * as LayoutModule from './layout.ts';
import * as RulesModule from './rules.ts';
import * as HostModule from './host.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { ARRIVAL_BOOST_CP } = RulesModule;
const { add, distance, get, inCommandOf, isHead, lead, onTable, profileOf, quality, sideOf } = HostModule;
const L = { ...LayoutModule };

/** CP a seat holds that counts for the round end: global plus Tactician unit CP (stored Planning CP does not count). */
export function cpTotal(g: Host, seat: number): number {
  let total = g.s[L.G_CP + seat];
  for (let u = 0; u < g.setup.units; u++) if (sideOf(g, u) === seat && isHead(g, u)) total += get(g, u, L.U_UNIT_CP);
  return total;
}

/** CP unit u may spend: global, its own or a commanding leader's Tactician CP, Planning CP stored on itself or a commanding leader. */
export function cpAvailable(g: Host, u: number): number {
  const seat = sideOf(g, u);
  let total = g.s[L.G_CP + seat];
  for (let l = 0; l < g.setup.units; l++) {
    if (sideOf(g, l) !== seat || (get(g, l, L.U_UNIT_CP) === 0 && get(g, l, L.U_STORED) === 0) || !isHead(g, l)) continue;
    if (inCommandOf(g, u, l)) total += get(g, l, L.U_UNIT_CP) + get(g, l, L.U_STORED);
  }
  return total;
}

/** Pays from unit CP first (lost at round end anyway), then stored CP, then the global pool. */
export function payFor(g: Host, u: number, cost: number): void {
  const seat = sideOf(g, u);
  g.s[L.G_CP_SPENT + seat] += cost;
  for (let which = 0; which < 2; which++) {
    const field = which === 0 ? L.U_UNIT_CP : L.U_STORED;
    for (let l = 0; l < g.setup.units && cost > 0; l++) {
      if (sideOf(g, l) !== seat || get(g, l, field) === 0 || !isHead(g, l) || !inCommandOf(g, u, l)) continue;
      const take = Math.min(cost, get(g, l, field));
      add(g, l, field, -take);
      cost -= take;
    }
  }
  g.s[L.G_CP + seat] -= cost;
}

/** Pass fees come from any CP the player holds, global first. */
export function payPass(g: Host, seat: number, cost: number): void {
  const take = Math.min(cost, g.s[L.G_CP + seat]);
  g.s[L.G_CP + seat] -= take;
  cost -= take;
  for (let l = 0; l < g.setup.units && cost > 0; l++) {
    if (sideOf(g, l) !== seat || !isHead(g, l)) continue;
    const t = Math.min(cost, get(g, l, L.U_UNIT_CP));
    add(g, l, L.U_UNIT_CP, -t);
    cost -= t;
  }
}

/**
 * CP cost of the next action (Action CP Cost; The Free Primary Action): the
 * first Primary action of a turn is free and does not count; every other
 * action costs one more than the last. Assault under assaultCost=flat-1: 1.
 */
export function actionCost(g: Host, verb: number, u = -1): number {
  if (verb === L.VERB_STORE_CP || verb === L.VERB_DECLARE) return 0;
  if (u >= 0 && g.s[L.G_TEAMWORK] > 0 && !L.PRIMARY_VERBS[verb] && verb !== L.VERB_BOOST_ARRIVAL && teamworkFor(g, u)) return 1;
  if (verb === L.VERB_BOOST_ARRIVAL) return ARRIVAL_BOOST_CP;
  if (verb === L.VERB_ASSAULT && g.setup.variants.assaultCost === 'flat-1') return 1;
  if (L.PRIMARY_VERBS[verb] && !g.s[L.G_FREE_USED]) return 0;
  return g.s[L.G_ACTIONS] + 1;
}

export const passCost = (g: Host, seat: number) => g.s[L.G_PASS + seat] + 1;

/**
 * Teamwork (Traits and Abilities): "As part of a Primary Action, take a
 * Quality test to allow another unit of the same type, in command range of
 * this unit, to immediately take a Secondary Action with fixed 1 CP cost."
 * Whether u may take that Secondary now: another unit of the same side and
 * unit-type keyword (Type's second entry), a model within double the Teamwork
 * unit's Quality (its command range) of the Teamwork unit's lead model.
 */
export function teamworkFor(g: Host, u: number): boolean {
  const k = g.s[L.G_TEAMWORK] - 1;
  if (k < 0 || g.setup.groupOf[u] === k) return false;
  const t = lead(g, k);
  if (sideOf(g, u) !== sideOf(g, t) || !onTable(g, t) || profileOf(g, u).type[1] !== profileOf(g, t).type[1]) return false;
  const range = 2 * Math.max(0, quality(g, t));
  const ku = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[ku]; i++) {
    const m = g.setup.groupFirst[ku] + i;
    if (onTable(g, m) && distance(g, m, t) <= range) return true;
  }
  return false;
}

/** Whether unit u (its lead) has a model with Teamwork on the table. */
export function hasTeamwork(g: Host, u: number): boolean {
  const k = g.setup.groupOf[u];
  for (let i = 0; i < g.setup.groupSize[k]; i++) {
    const m = g.setup.groupFirst[k] + i;
    if (profileOf(g, m).teamwork && onTable(g, m)) return true;
  }
  return false;
}
