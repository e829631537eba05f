/**
 * Exoshift EX-039 (001_9ac883e80b2d20e9.txt, Casualties › Incapacitated: "Incapacitated models remain on the table,
 * but are otherwise considered out of the game. A medic or doctor may attempt to stabilize the model, removing it from
 * the table. This reduces the VP loss"): neither mission scores VP for casualties (Missions › Control Points, Objective
 * Grab), so as written stabilising is worth nothing. Under the ILLUSTRATIVE reading of variant casualtyVp=per-model
 * (every model a side loses takes 1 VP off its total, a stabilised one 0.5; src/systems/exoshift/README.md), what is
 * stabilising worth?
 *
 * Two meetings of a force with a Field Medic (side A) and one without (side B): Sol Line Patrol vs Sol Fire Support in
 * Control Points, Sol Garrison vs Sol Raiders in Objective Grab. Four arms each, heuristic player both sides, pairs of
 * games with the sides swapped, every arm on the same seeds:
 * - default: the game as written (casualtyVp=none): how often stabilising would even be possible there (a Medic or
 *   Doctor able to act, within its primary move and base contact of an Incapacitated friend, at a decision of a turn);
 * - no-stabilise: the casualty VP loss, stabilising never offered (the reference);
 * - weighed: the loss with stabilising, the heuristic valuing it by the half VP it saves;
 * - eager: the same with `heuristic:stabilise=eager` (the medic goes to casualties first): the most this player stabilises.
 * The weighed and eager arms are paired with no-stabilise on the same seeds: A's score difference is what stabilising
 * is worth to the side with the medic (B has none, so it never stabilises).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import { addReadings, gameShare, readingMetrics } from '../../src/sim/match/pairPools.ts';
import { playToEnd, type Seat } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, groupThousands, shown, signedBound, signedEstimate } from '../../src/report/format.ts';
import { canAct, distance, get, onTable, profileOf } from '../../src/systems/exoshift/host.ts';
import { casualtyLoss, vpTotal } from '../../src/systems/exoshift/casualties.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import { BASE_CONTACT, CASUALTY_VP, STABILISED_VP } from '../../src/systems/exoshift/rules.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';

const game = findGame('exoshift');

export const MEETINGS = [
  { id: 'cp', label: 'Line Patrol vs Fire Support, Control Points', a: 'sol-line-patrol', b: 'sol-fire-support', mission: 'control-points' },
  { id: 'grab', label: 'Garrison vs Raiders, Objective Grab', a: 'sol-garrison', b: 'sol-raiders', mission: 'objective-grab' },
] as const;

/** no-stabilise first: the report marks the first arm as the baseline (the first meeting's reference). */
export const SETTINGS = [
  { id: 'no-stabilise', label: 'casualty VP, stabilising not offered', casualtyVp: 'no-stabilise', agent: 'heuristic' },
  { id: 'weighed', label: 'casualty VP with stabilising (heuristic)', casualtyVp: 'per-model', agent: 'heuristic' },
  { id: 'eager', label: 'casualty VP with stabilising, medic to casualties first (stabilise=eager)', casualtyVp: 'per-model', agent: 'heuristic:stabilise=eager' },
  { id: 'default', label: 'as written (no casualty VP)', casualtyVp: 'none', agent: 'heuristic' },
] as const;

export const armId = (meeting: string, setting: string) => `${meeting}-${setting}`;

export const ARMS: MatchArm[] = MEETINGS.flatMap((m) =>
  SETTINGS.map((s) => ({
    id: armId(m.id, s.id),
    label: `${m.label}: ${s.label}`,
    coords: { meeting: m.id, setting: s.id },
    params: {
      system: game.id,
      sideA: loadSide(game, `preset:${m.a}`),
      sideB: loadSide(game, `preset:${m.b}`),
      agentA: s.agent,
      agentB: s.agent,
      variants: chooseGameVariants(game, [`mission=${m.mission}`, `casualtyVp=${s.casualtyVp}`]),
    },
    // Stabilising on against off, pair by pair on the same seeds.
    baseline: s.id === 'weighed' || s.id === 'eager' ? armId(m.id, 'no-stabilise') : null,
  })),
);

// ---- One game's readings --------------------------------------------------------------------

/** What one game shows: read from the state at every decision of a turn (reach) and at its end (statuses, VP). */
export interface StabiliseFacts {
  /** Decisions of a turn at which some Medic or Doctor able to act stood within reach of an Incapacitated friend. */
  reachDecisions: number;
  /** Distinct Incapacitated models that were within such reach at some decision. */
  reachable: number;
  /** Per seat at the end: models Incapacitated (still so, or stabilised since) and stabilised; the VP loss and total. */
  incapacitated: [number, number];
  stabilised: [number, number];
  loss: [number, number];
  total: [number, number];
  /** Stabilise actions taken (Primary or Secondary Interact naming an Incapacitated friend). */
  attempts: number;
}

/**
 * Whether a Medic or Doctor of seat could stabilise model f now, were stabilising offered: on the table, able to act
 * (not Downed or Wounded: they cannot Interact), within its primary move plus base contact of f (the Primary Interact
 * "may move its primary move value, then interact"; straight-line distance, terrain ignored: an upper bound).
 */
function medicInReach(state: ExoshiftState, f: number): boolean {
  const seat = state.setup.side[f];
  for (let m = 0; m < state.setup.units; m++) {
    const p = profileOf(state, m);
    if (state.setup.side[m] !== seat || !(p.medic || p.doctor) || !onTable(state, m) || !canAct(state, m)) continue;
    if (get(state, m, L.U_STATUS) >= L.S_DOWNED) continue;
    if (distance(state, m, f) <= p.mov.primary + BASE_CONTACT) return true;
  }
  return false;
}

/** Plays the game to its end as playToEnd does (the same game), reading the state at each decision of a player's turn. */
export function playRead(state: ExoshiftState, seats: readonly [Seat, Seat]): StabiliseFacts {
  const seen = new Set<number>();
  let reachDecisions = 0;
  let attempts = 0;
  playToEnd(state, seats, (_mover, action) => {
    if (state.s[L.G_PHASE] !== L.PHASE_TURN) return;
    let any = false;
    for (let f = 0; f < state.setup.units; f++) {
      if (get(state, f, L.U_STATUS) !== L.S_INCAPACITATED || !medicInReach(state, f)) continue;
      any = true;
      seen.add(f);
    }
    if (any) reachDecisions++;
    if (L.isUnitAction(action)) {
      const verb = L.actionVerb(action);
      const param = L.actionParam(action);
      if ((verb === L.VERB_INTERACT || verb === L.VERB_INTERACT_SECONDARY) && param >= L.INTERACT_STABILISE && param < L.INTERACT_FRIEND) attempts++;
    }
  });
  const facts: StabiliseFacts = { reachDecisions, reachable: seen.size, incapacitated: [0, 0], stabilised: [0, 0], loss: [0, 0], total: [0, 0], attempts };
  for (let u = 0; u < state.setup.units; u++) {
    const status = get(state, u, L.U_STATUS);
    const seat = state.setup.side[u];
    if (status === L.S_INCAPACITATED || status === L.S_STABILISED) facts.incapacitated[seat]++;
    if (status === L.S_STABILISED) facts.stabilised[seat]++;
  }
  for (const seat of [0, 1]) {
    facts.loss[seat] = casualtyLoss(state, seat);
    facts.total[seat] = vpTotal(state, seat);
  }
  return facts;
}

type Reading = (f: StabiliseFacts, seatOfA: number) => number;
const COUNTS: Record<string, { label: string; unit: string; of: Reading; signed?: boolean }> = {
  reachGame: { label: 'games with a Medic or Doctor within reach of an Incapacitated friend at some decision', unit: 'share of games', of: (f) => (f.reachDecisions > 0 ? 1 : 0) },
  reachable: { label: 'Incapacitated models ever within reach of a friendly Medic or Doctor', unit: 'models per game', of: (f) => f.reachable },
  incapacitatedA: { label: "A's models Incapacitated (the side with the medic)", unit: 'models per game', of: (f, a) => f.incapacitated[a] },
  stabilisedA: { label: "A's models stabilised", unit: 'models per game', of: (f, a) => f.stabilised[a] },
  stabilisedB: { label: "B's models stabilised (B has no medic)", unit: 'models per game', of: (f, a) => f.stabilised[1 - a] },
  vpSavedA: { label: 'VP A saved by stabilising', unit: 'VP per game', of: (f, a) => (CASUALTY_VP - STABILISED_VP) * f.stabilised[a] },
  stabiliseGameA: { label: 'games in which A stabilised a model', unit: 'share of games', of: (f, a) => (f.stabilised[a] > 0 ? 1 : 0) },
  attempts: { label: 'stabilise actions taken', unit: 'actions per game', of: (f) => f.attempts },
  lossA: { label: "A's casualty VP loss", unit: 'VP per game', of: (f, a) => f.loss[a] },
  lossB: { label: "B's casualty VP loss", unit: 'VP per game', of: (f, a) => f.loss[1 - a] },
  // A total can fall below 0: the casualty loss is taken from the mission VP.
  totalA: { label: "A's VP total (mission VP less the casualty loss)", unit: 'VP per game', of: (f, a) => f.total[a], signed: true },
  totalB: { label: "B's VP total", unit: 'VP per game', of: (f, a) => f.total[1 - a], signed: true },
};
const METRICS: Record<string, MetricSpec> = readingMetrics(COUNTS, {});

const READ: PairObserver<ExoshiftState, StabiliseFacts> = {
  statistics: ['vpA', 'vpB'],
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  play: (state, seats) => playRead(state, seats),
  read: (_state, seatOfA, record: PairRecord, facts) => addReadings(record, COUNTS, {}, facts!, seatOfA),
};

export const stabiliseTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- The answer -----------------------------------------------------------------------------

/** Fewer pairs than this per arm (the quick CI budget): numbers, no verdicts. */
const MIN_PAIRS = 8;

const metric = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
/** A per-game mean (over pairs of games, so its interval respects the pairing) clipped at 0; no interval from fewer than 2 pairs. */
function perGame(arm: ArmResult, id: string, unit: string, high = Infinity): string {
  const m = metric(arm, id);
  if (!Number.isFinite(m.ci[0]) || !Number.isFinite(m.ci[1])) return `${shown(m.mean, 2)} ${unit} (${groupThousands(2 * arm.trials)} games, too few for an interval)`;
  return formatMean(m.mean, [Math.max(0, m.ci[0]), Math.min(high, m.ci[1])], 2 * arm.trials, unit, 'games');
}

function answer(result: ExperimentResult): string[] {
  const arm = (meeting: string, setting: string) => result.arms.find((a) => a.id === armId(meeting, setting))!;
  const enough = result.arms.every((a) => a.trials >= MIN_PAIRS);
  const worth = (a: ArmResult) => {
    const d = a.vsBaseline!.scoreA;
    const verdict = !enough ? 'too few games for a verdict' : d.ci[0] > 0 ? 'a clear gain' : d.ci[1] < 0 ? 'a clear loss' : 'no clear change';
    return `${formatMeanDifference(d.diff, d.ci, a.trials, 'points of A\'s score per game', 'pairs')} (${verdict})`;
  };
  const lines = MEETINGS.map((m) => {
    const def = arm(m.id, 'default');
    const off = arm(m.id, 'no-stabilise');
    const weighed = arm(m.id, 'weighed');
    const eager = arm(m.id, 'eager');
    return (
      `${m.label}. As written: a Medic within its primary move and base contact of an Incapacitated friend in ${gameShare([def], 'reachGame')}; ` +
      `${perGame(def, 'reachable', 'such casualties per game')}, against ${perGame(def, 'incapacitatedA', "of A's models Incapacitated per game")}. ` +
      `With the illustrative casualty VP: the heuristic (weighed) stabilises ${perGame(weighed, 'stabilisedA', 'models per game')} ` +
      `(${perGame(weighed, 'attempts', 'attempts per game')}), saving ${perGame(weighed, 'vpSavedA', 'VP per game')}; its score against stabilising not offered: ${worth(weighed)}. ` +
      `Sent to casualties first (eager) it stabilises ${perGame(eager, 'stabilisedA', 'models per game')} in ${gameShare([eager], 'stabiliseGameA')}, saving ${perGame(eager, 'vpSavedA', 'VP per game')}; ` +
      `score against not offered: ${worth(eager)}. A's score with casualty VP and no stabilising ${perGame(off, 'scoreA', 'points per game', 1)}, as written ${perGame(def, 'scoreA', 'points per game', 1)}; ` +
      `A's casualty loss ${perGame(off, 'lossA', 'VP per game')}, B's ${perGame(off, 'lossB', 'VP per game')}.`
    );
  });
  const short = (a: ArmResult) => {
    const d = a.vsBaseline!.scoreA;
    return `${signedEstimate(d.diff, d.ci, 3)} (${signedBound(d.ci[0], 3)} to ${signedBound(d.ci[1], 3)})`;
  };
  const headline =
    `Under the illustrative casualty VP, stabilising is worth to the side with the medic, in points of score per game against the same games without it (${groupThousands(result.arms[0].trials)} pairs each): ` +
    MEETINGS.map((m) => `${m.label}: ${short(arm(m.id, 'weighed'))} as the heuristic plays it, ${short(arm(m.id, 'eager'))} with the medic sent to casualties first`).join('; ') +
    `. As written (no casualty VP) a Medic could even reach an Incapacitated friend in ${MEETINGS.map((m) => gameShare([arm(m.id, 'default')], 'reachGame')).join(' and ')} of games.`;
  return [
    headline,
    ...lines,
    `Heuristic player on both sides, ${groupThousands(result.arms[0].trials)} pairs of games per arm (the sides swapped within a pair; every arm on the same seeds, the stabilising arms paired with no-stabilise). ` +
      `B (Fire Support, Raiders) has no Medic, so every stabilisation is A's. The casualty VP are ILLUSTRATIVE (1 VP per model lost, 0.5 stabilised: rules.ts CASUALTY_VP, STABILISED_VP), not a rulebook rule; ` +
      `"within reach" is a straight-line upper bound (primary move + base contact, terrain ignored). The heuristic values a stabilisation at the half VP it saves, below securing a point or reviving a friend, so a different valuation or a better player would stabilise at other rates; eager is this player's most.`,
    !enough ? `Too few pairs for any verdict (under ${MIN_PAIRS} per arm): run the full budget.` : 'Verdicts only where the paired interval excludes 0.',
  ];
}

const base = matchExperiment(
  {
    id: 'ex-stabilise',
    title: 'What is stabilising an Incapacitated model worth?',
    question: 'Incapacitated: "A medic or doctor may attempt to stabilize the model ... This reduces the VP loss", but no mission scores casualties: under an illustrative casualty VP, what is stabilising worth, and how often could it even happen?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Casualties › Incapacitated; Missions › Control Points, Objective Grab', catalogue: ['EX-039'] },
    // 1,000 pairs an arm (16,000 games, about a minute on one core).
    pairs: 1000,
  },
  ARMS,
);

const KEPT = ['pair', 'scoreA', 'length', 'vpA', 'vpB'];

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEPT.includes(id))), ...METRICS },
  trial: stabiliseTrial,
  chunkSize: 8,
  answer,
  // One chart per meeting, each against its own no-stabilise arm (a `where` keeps the arms' shared baselineArm as the
  // baseline): one chart of both meetings drew Line Patrol vs Fire Support's baseline (0.18) across Garrison vs
  // Raiders' bars, a different matchup.
  charts: [
    ...MEETINGS.map((m) => ({ kind: 'arms' as const, metric: 'scoreA', reference: 'baseline' as const, where: { meeting: m.id }, title: `A's score per game (A has the medic): ${m.label}` })),
    ...MEETINGS.map((m) => ({ kind: 'arms' as const, metric: 'stabilisedA', reference: 'baseline' as const, where: { meeting: m.id }, title: `A's models stabilised per game: ${m.label}` })),
  ],
});
