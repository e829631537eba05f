/**
 * Rattle and Rend RR-009 (004_c41133d86b017ece.txt, Tactics › Resurrectionists,
 * pink box): "PLAYTESTING NEEDED: Is the Resurrectionists Tactic too powerful?
 * Do Heavies need to be excluded? Points returned reduced? All Guile checks at
 * a penalty?" The Ghostly Host (the example warband that takes it) against the
 * Dwarven Throng, both played by the heuristic player, under the rule as
 * written and each of the four proposed nerfs, paired game by game. Each game's
 * Resurrectionists returns are read from its log: the points the Host brings
 * back to play, and how many of them are Heavies (RR-009: "points returned per
 * game").
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, pairedChange } from '../../src/report/format.ts';
import { DREGS, HEAVY, PROFILES, WARBAND_POINTS } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import { addReadings, readingMetrics, share, showPerGame, startReadings, type GameReading, type RatioTable } from './game-facts.ts';

const BAND = [0.45, 0.55];

// ---- What the Tactic returns ----------------------------------------------------------------

export const READINGS = {
  returned: { label: 'points the Ghostly Host returned to play by Resurrectionists', unit: 'points per game' },
  returnedHeavy: { label: 'of them Heavy points', unit: 'points per game' },
} as const;
export const SHARES: RatioTable = { heavyShare: ['returnedHeavy', 'returned'] };

/** Side A's (seat `seat`) Resurrectionists returns in one game, from its log. */
export function readReturns(state: RrState, seat: number): GameReading {
  const r: GameReading = { returned: 0, returnedHeavy: 0 };
  for (const event of state.log ?? []) {
    if (event.kind !== 'returns' || event.why !== 'ressurectionists' || event.player !== seat) continue;
    const element = Number(event.element);
    r.returned += state.points[element];
    if (state.type[element] === HEAVY) r.returnedHeavy += state.points[element];
  }
  return r;
}

const OBSERVER: PairObserver<RrState> = {
  log: true,
  start: (record) => startReadings(record, READINGS, SHARES),
  read: (state, seatOfA, record) => addReadings(record, readReturns(state, seatOfA), READINGS, SHARES),
};
export const returnsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

function answer(result: ExperimentResult): string[] {
  const asWritten = result.arms[0];
  const score = asWritten.metrics.scoreA as MeanMetric;
  const games = 2 * asWritten.trials;
  const strength = score.ci[0] > BAND[1] ? 'too strong by the 45-55% band' : score.ci[1] < BAND[0] ? 'too weak by the 45-55% band' : score.ci[0] >= BAND[0] && score.ci[1] <= BAND[1] ? 'balanced by the 45-55% band' : 'inconclusive against the 45-55% band';
  // Each nerf's score against the band: inside only when its whole interval is, outside only when none of it is;
  // otherwise the games do not settle it either way.
  const place = (s: MeanMetric) => (s.ci[0] >= BAND[0] && s.ci[1] <= BAND[1] ? 'inside' : s.ci[0] > BAND[1] ? 'above' : s.ci[1] < BAND[0] ? 'below' : 'unsettled');
  const nerfs = result.arms.slice(1).map((arm) => {
    const d = arm.vsBaseline!.scoreA;
    const s = arm.metrics.scoreA as MeanMetric;
    return `${arm.label.replace('resurrectionists=', '')} ${formatMeanDifference(d.diff, d.ci, arm.trials, '', 'pairs')}, to ${formatMean(s.mean, s.ci, 2 * arm.trials, '', 'games')}`;
  });
  const named = (where: string) =>
    result.arms
      .slice(1)
      .filter((arm) => place(arm.metrics.scoreA as MeanMetric) === where)
      .map((arm) => arm.label.replace('resurrectionists=', ''));
  const bandSentence = [
    named('inside').length > 0 ? `Inside the 45-55% band: ${named('inside').join(', ')}.` : 'No nerf is shown inside the 45-55% band.',
    named('above').length > 0 ? `Still above it: ${named('above').join(', ')}.` : '',
    named('below').length > 0 ? `Below it (too harsh for this matchup): ${named('below').join(', ')}.` : '',
    named('unsettled').length > 0 ? `Not settled by these games (the interval straddles an edge of the band): ${named('unsettled').join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const returns = `As written the Host returns ${showPerGame([asWritten], 'returned', 'points per game')}, Heavies ${share([asWritten], 'heavyShare', 'points returned', SHARES)} of them; under each nerf (paired change): ${result.arms
    .slice(1)
    .map((arm) => `${arm.label.replace('resurrectionists=', '')} ${pairedChange(arm.vsBaseline!.returned, arm.trials, 'points per game')}`)
    .join('; ')}.`;
  const heavy = PROFILES[HEAVY].cost;
  const dregs = PROFILES[DREGS].cost;
  return [
    `As written, the Ghostly Host (Resurrectionists) scores ${formatMean(score.mean, score.ci, games, 'per game', 'games')} against the Dwarven Throng with both sides played by the heuristic player: ${strength}. That judges this matchup, Tactic included, not the Tactic alone: rr-options-tactics rates every Tactic against the field.`,
    `Change in its score under each proposed nerf (paired on the same seeds), and the score it leaves: ${nerfs.join('; ')}. ${bandSentence}`,
    returns,
    `Why a quarter does little and a sixth as much as excluding Heavies: the return budget is a share of the ${WARBAND_POINTS}-point warband, rounded down: a third is ${Math.floor(WARBAND_POINTS / 3)} points (a ${heavy}-point Heavy and a ${dregs}-point Dregs), a quarter ${Math.floor(WARBAND_POINTS / 4)} (still the Heavy), a sixth ${Math.floor(WARBAND_POINTS / 6)} (no Heavy at all).`,
    'One matchup; rr-options-tactics ranks every Tactic, and rr-rules-greedy replays this comparison with the one-ply greedy player on both sides (few pairs: it can show a verdict that flips, rarely confirm a small one).',
  ];
}

const base = variantSensitivity({
  id: 'rr-resurrectionists',
  title: 'Is Resurrectionists too powerful? The rule as written and its four proposed nerfs',
  question: 'Is the Resurrectionists Tactic too powerful, and which proposed nerf brings it into line?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Resurrectionists', catalogue: ['RR-009'] },
  system: 'rattle-and-rend',
  a: { side: 'preset:ghostly-host', agent: 'heuristic' },
  b: { side: 'preset:dwarven-throng', agent: 'heuristic' },
  pairs: 1500,
  variants: ['resurrectionists'],
});

export default defineExperiment({
  ...base,
  metrics: { ...base.metrics, ...readingMetrics(READINGS, SHARES) },
  trial: returnsTrial,
  bands: [{ metric: 'scoreA', low: BAND[0], high: BAND[1] }],
  answer,
});
