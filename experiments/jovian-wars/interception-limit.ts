/**
 * Jovian Wars JW-131 (002_f697cf6215cb147c.txt, Squadron Special Actions › Interception: "Squadrons may not intercept
 * or be intercepted more than once in one activation"): does the limit ever bind, and what happens without it?
 *
 * In the engine the interceptions are the active squadron's own Intercept (a Dogfight declared as its Action: one per
 * activation) and Reactive Interceptions (escorts.ts: by any enemy squadron on the table with Fuel, escorts included,
 * under the default `reactive-interception=any`), each of which ends the active squadron's move where it happens. So
 * under the default `interception-limit=once` the limit holds by construction, and it binds where a second enemy
 * squadron stands within its interception range of the spot where a surviving active squadron was stopped: that is
 * counted here, at every Reactive Interception, with the same test `unlimited` uses (escorts.ts nextInterceptor).
 * `unlimited` plays those further interceptions. Played: the shipped CEGA Battle Group (eight squadrons), the
 * illustrative CAP Patrol (one CAP ship) and an illustrative CAP Screen (three CAP ships, three escorts) against the
 * Jovian Strike Group (eight squadrons), heuristic both sides, pairs with the sides swapped, the same seeds in both arms
 * of a fleet.
 */
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMean, formatMeanDifference, groupThousands } from '../../src/report/format.ts';
import { pairDiffBound } from './_pairText.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { Exchange } from '../../src/systems/jovian-wars/exchanges.ts';
import { firstInRange, interceptRange, mayReact, nextInterceptor } from '../../src/systems/jovian-wars/escorts.ts';
import type { FleetSide } from '../../src/systems/jovian-wars/cards.ts';
import { squadronMoveEnd } from '../../src/systems/jovian-wars/squadronPaths.ts';
import type { Unit } from '../../src/systems/jovian-wars/units.ts';

const game = findGame('jovian-wars');

/** Illustrative: three Picket Cruisers (CAP; Unit Cap 3), the fighters first so they take the three escort places. */
export const CAP_SCREEN: FleetSide = {
  name: 'CEGA CAP Screen (illustrative)',
  faction: 'cega',
  tv: 250,
  units: 'picket-cruiser x3, cega-fighter-squadron x4, cega-exo-armor-squadron x4',
};

const match = (sideA: FleetSide, variants: string[]): MatchParams => ({
  system: game.id,
  sideA,
  sideB: loadSide(game, 'preset:jovian-strike-group'),
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, variants),
});

const PATROL = loadSide(game, 'preset:cega-cap-patrol') as FleetSide;
const BATTLE = loadSide(game, 'preset:cega-battle-group') as FleetSide;
export const ARMS: MatchArm[] = [
  { id: 'battle-once', label: 'CEGA Battle Group, the limit (default)', params: match(BATTLE, []), baseline: null },
  { id: 'battle-unlimited', label: 'CEGA Battle Group, no limit', params: match(BATTLE, ['interception-limit=unlimited']), baseline: 'battle-once' },
  { id: 'patrol-once', label: 'CAP Patrol (1 escort), the limit (default)', params: match(PATROL, []), baseline: null },
  { id: 'patrol-unlimited', label: 'CAP Patrol (1 escort), no limit', params: match(PATROL, ['interception-limit=unlimited']), baseline: 'patrol-once' },
  { id: 'screen-once', label: 'CAP Screen (3 escorts), the limit (default)', params: match(CAP_SCREEN, []), baseline: null },
  { id: 'screen-unlimited', label: 'CAP Screen (3 escorts), no limit', params: match(CAP_SCREEN, ['interception-limit=unlimited']), baseline: 'screen-once' },
];

/**
 * Per game: Reactive Interceptions begun; those past the first of an activation (unlimited only); those the limit
 * forbade as played (once only: another escort in range of the spot where a surviving squadron stopped); and those it
 * would forbid under the other reading of "resume its activation as normal" (the squadron flies on to where it was
 * going): another eligible escort whose range the rest of the planned path enters.
 */
export interface Counts {
  reactive: number;
  again: number;
  forbidden: number;
  forbiddenOnward: number;
}

const MOVES = new Set(['approach', 'bomb', 'intercept', 'combined']);

/** Where a squadron's move option would end without an interception (squadronPaths.ts, the engine's own end point). */
export function plannedEnd(state: JovianState, unit: number, o: { kind: string; target: number; boost: number }): [number, number] {
  squadronMoveEnd(state.units[unit], state.units[o.target], o.kind as 'approach', o.boost, END);
  return [END[0], END[1]];
}
const END = [0, 0];

/**
 * Plays the game to its end (playToEnd's calls in its order) and counts. A Reactive Interception shows at the decision
 * of its first commit; when a later decision shows another exchange (or none) it has been resolved, its attacks rolled:
 * if the active squadron still flies, `nextInterceptor` says whether another escort would intercept it where it
 * stands, and the planned path's rest whether one would meet it flying on.
 */
export function playCounting(state: JovianState, seats: Parameters<typeof playToEnd>[1]): Counts {
  const c: Counts = { reactive: 0, again: 0, forbidden: 0, forbiddenOnward: 0 };
  const once = state.variants['interception-limit'] !== 'unlimited';
  let open: Exchange | null = null;
  let done: number[] = [];
  let planned: { unit: number; x: number; y: number } | null = null;
  let onward: { x: number; y: number; toX: number; toY: number } | null = null;
  playToEnd(state, seats, (_mover, action) => {
    const ex = state.exchange;
    if (open !== null && ex !== open) {
      const mover = state.units[open.attacker];
      if (once && mover.inPlay()) {
        if (nextInterceptor(state, mover, done) !== null) c.forbidden++;
        if (onward && onwardInterceptor(state, mover, done, onward)) c.forbiddenOnward++;
      }
      open = null;
      onward = null;
    }
    if (ex !== null && ex.reactive && ex !== open && ex.first === null) {
      c.reactive++;
      if (ex.before && ex.before.length > 0) c.again++;
      done = [...(ex.before ?? []), ex.defender];
      open = ex;
      const mover = state.units[ex.attacker];
      if (planned && planned.unit === ex.attacker && !ex.before) onward = { x: mover.x, y: mover.y, toX: planned.x, toY: planned.y };
    }
    // A Reactive Interception offered (reactiveOffer.ts) comes between the move's choice and its play: keep the plan.
    if (state.phase === 'react') return;
    planned = null;
    const o = state.options()[action];
    if (o && MOVES.has(o.kind)) {
      const [x, y] = plannedEnd(state, state.active, o as { kind: string; target: number; boost: number });
      planned = { unit: state.active, x, y };
    }
  });
  return c;
}

/** Another eligible squadron (escorts.ts mayReact; not in `done`) whose interception range the rest of the path enters. */
function onwardInterceptor(state: JovianState, mover: Unit, done: readonly number[], path: { x: number; y: number; toX: number; toY: number }): boolean {
  for (const u of state.units) {
    if (!mayReact(state, u, mover) || done.includes(u.index)) continue;
    if (firstInRange(path.x, path.y, path.toX, path.toY, u.x, u.y, interceptRange(u)) >= 0) return true;
  }
  return false;
}

const WATCH: PairObserver<JovianState, Counts> = {
  statistics: ['vpA', 'vpB'],
  start(record) {
    Object.assign(record, { reactive: 0, again: 0, forbidden: 0, forbiddenOnward: 0, margin: 0 });
  },
  play: playCounting,
  read(state, seatOfA, record: PairRecord, played) {
    const c = played!;
    (record.reactive as number) += c.reactive / 2;
    (record.again as number) += c.again / 2;
    (record.forbidden as number) += c.forbidden / 2;
    (record.forbiddenOnward as number) += c.forbiddenOnward / 2;
    const vp = state.victoryPoints();
    (record.margin as number) += (vp[seatOfA] - vp[1 - seatOfA]) / 2;
  },
};

export const limitTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCH);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  reactive: { kind: 'mean', label: 'Reactive Interceptions', unit: 'per game' },
  again: { kind: 'mean', label: 'Reactive Interceptions beyond the first on one activation (no limit)', unit: 'per game' },
  forbidden: { kind: 'mean', label: 'Reactive Interceptions the limit forbade (another eligible squadron in range of a surviving squadron)', unit: 'per game' },
  forbiddenOnward: { kind: 'mean', label: 'Reactive Interceptions the limit would forbid were the squadron to fly on after the Dogfight', unit: 'per game' },
  margin: { kind: 'mean', label: "A's Victory Points minus B's", unit: 'VP per game' },
};

const m = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const mean = (arm: ArmResult, id: string, unit: string) => formatMean(m(arm, id).mean, [Math.max(0, m(arm, id).ci[0]), m(arm, id).ci[1]], arm.trials, unit, 'pairs');
const diff = (arm: ArmResult, id: string, unit: string) => {
  const d = arm.vsBaseline![id];
  return { text: formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs'), clear: d.ci[0] > 0 || d.ci[1] < 0 };
};

/** Which of A's score, the margin and the game length (in that order) changed clearly, in words. */
function clearIn(changes: readonly { clear: boolean }[]): string {
  const names = ["A's score", 'the margin', 'the game length'].filter((_, k) => changes[k].clear);
  if (names.length === 0) return 'no change the 95% interval supports';
  return `a change the 95% interval supports in ${names.join(' and ')}${names.length < 3 ? ' only' : ''}`;
}

export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const fleets = [
    ['the CEGA Battle Group (shipped, eight squadrons)', arm('battle-once'), arm('battle-unlimited')],
    ['the CAP Patrol (one CAP ship)', arm('patrol-once'), arm('patrol-unlimited')],
    ['the CAP Screen (three CAP ships)', arm('screen-once'), arm('screen-unlimited')],
  ] as const;
  const lines: string[] = [
    'JW-131, how the engine enforces the limit: by construction. The interceptions it plays are the active squadron\'s own Intercept (its Action: one per activation) and Reactive Interceptions (escorts.ts: any enemy squadron on the table with Fuel within 3" of the move, escorts included, each offered it in turn; the heuristic players here take every offer), each of which stops the active squadron\'s move at the first point in range, so no second squadron meets that move. The limit binds where a second eligible squadron stands within 3" of the spot where a surviving squadron was stopped: under `interception-limit=unlimited` it intercepts too.',
  ];
  for (const [name, once, free] of fleets) {
    const score = diff(free, 'scoreA', 'points per game');
    const margin = diff(free, 'margin', 'VP');
    const length = diff(free, 'length', 'turns');
    const binds = m(once, 'forbidden').ci[1] > 0;
    lines.push(
      `${name[0].toUpperCase()}${name.slice(1)} against the Jovian Strike Group (${groupThousands(2 * once.trials)} games an arm): ${mean(once, 'reactive', 'Reactive Interceptions per game')}; the limit forbids ${mean(once, 'forbidden', 'interceptions per game')} as the engine plays it${binds ? '' : ' (never, in these games)'} and would forbid ${mean(once, 'forbiddenOnward', 'per game')} were the squadron to fly on to where it was going after the Dogfight; without it ${mean(free, 'again', 'further interceptions per game')} are played. Lifting the limit changes A's score by ${score.text}, A's Victory Point margin by ${margin.text} and game length by ${length.text}: ${clearIn([score, margin, length])}.`,
    );
  }
  const battle = arm('battle-once');
  const battleFree = diff(arm('battle-unlimited'), 'scoreA', '');
  const forbidden = m(battle, 'forbidden');
  // Bound only where the interval is clear of 0; an estimate above 0 whose interval reaches 0 says it bound in some
  // games, not how often.
  const binds =
    forbidden.ci[0] > 0
      ? `binds: ${mean(battle, 'forbidden', 'Reactive Interceptions per game')} of the Battle Group's would be a second one on a squadron already stopped`
      : forbidden.mean > 0
        ? `bound in some of these games, at a rate the interval does not separate from 0 (${mean(battle, 'forbidden', 'per game')})`
        : 'never bound in these games';
  // The other reading against the engine's, on the same games: the two counts' difference with the half-widths added
  // (pairDiffBound), as the result keeps no per-pair difference of them; "more" only where that interval is above 0.
  const onward = fleets.map(([name, once]) => ({ name: name.split(' (')[0], d: pairDiffBound(once, 'forbiddenOnward', 'forbidden', 'interceptions per game') }));
  const more = onward.filter((x) => x.d.clear && x.d.up);
  const onwardText = onward.map((x) => `${x.name} ${x.d.text}`).join('; ');
  const onwardVerdict =
    more.length === onward.length
      ? `it would forbid clearly more with every fleet (${onwardText}; each the difference of the two counts above, its interval the two half-widths added, which holds whatever their correlation)`
      : more.length > 0
        ? `it would forbid clearly more with ${more.map((x) => x.name).join(' and ')} only (${onwardText}; each the difference of the two counts above, its interval the two half-widths added)`
        : `it would not clearly forbid more (${onwardText}; each the difference of the two counts above, its interval the two half-widths added)`;
  lines.push(
    `JW-131 verdict: with the shipped fleets the limit ${binds}, and lifting it changes A's score by ${battleFree.text} (${battleFree.clear ? 'a change the 95% interval supports' : 'no change the 95% interval supports'}). Read the other way ("resume its activation as normal" as flying on after the Dogfight) ${onwardVerdict}. The Reactive Interceptions are a fixed policy (every eligible squadron intercepts), so a player who chose when to intercept would meet the limit less often; the heuristic neither seeks nor avoids interceptions. Before Reactive Interceptions by any squadron were played (reactive-interception=escorts, the engine before) the limit could bind only between two escorts, which stand on their ships: it never did. The CAP fleets are illustrative (no printed card has CAP).`,
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-interception-limit',
    title: 'Interception limit: does "not intercept or be intercepted more than once in one activation" ever bind?',
    question: 'How does the engine enforce "Squadrons may not intercept or be intercepted more than once in one activation", how often does the limit bind in played games, and what changes without it (JW-131)?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Squadron Special Actions › Interception › Reactive Interception; Traits › CAP; States › Escorting', catalogue: ['JW-131'] },
    pairs: 500,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: limitTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'reactive', reference: 'none', title: 'Reactive Interceptions per game' }],
});
