/**
 * The second agent strength for the single-rule questions of Rattle and Rend
 * (issue 11: a game-level verdict is checked at two strengths). Every
 * comparison of rr-watchers, rr-swarmers, rr-shield-brothers, rr-scheming-plot,
 * rr-prepared, rr-momentum-reading, rr-frenzied-delayed, rr-stat-change,
 * rr-devious and rr-intimidate, and the main readings of rr-resurrectionists
 * (no Heavies) and rr-poisoners (the simpler rule), is played again on the same seeds by the
 * heuristic player and by the one-ply greedy player (each replacing both
 * sides' agents). Greedy games cost about 30-100 heuristic games each, so this
 * plays few pairs per comparison: it can show a verdict that flips, rarely
 * confirm a small one. Each question's own experiment has the precise
 * heuristic numbers.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { atStrength, atStrengths, chartsAtStrengths, direction, STRENGTH, strengthAgreement, strengthsIn, type AgentStrength } from '../../src/sim/match/strengths.ts';
import type { Difference, ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { keepMetrics } from './_options.ts';

/**
 * Pairs per comparison with the heuristic player; greedy plays the first
 * GREEDY_PAIRS of them (the same seeds). Heuristic pairs are cheap: at 12 a
 * verdict could be "clear at one strength only" because the heuristic side
 * was too small (RR-020), so it went to 48, and greedy from 12 to 20; now 200
 * and 80 (about 3 minutes in all), so fewer verdicts are unclear at every strength.
 */
const PAIRS = 200;
const GREEDY_PAIRS = 80;
const STRENGTHS: AgentStrength[] = [
  { id: 'heuristic', label: 'the heuristic player' },
  { id: 'greedy', label: 'the one-ply greedy player', agent: 'greedy', share: GREEDY_PAIRS / PAIRS },
];

type RrSide = (typeof rattleAndRend.presets)[string];
const preset = (id: string) => rattleAndRend.presets[id];
const throng = preset('dwarven-throng');
const court = preset('vampire-court');
const match = (sideA: RrSide, sideB: RrSide, variants: string[] = []) => ({
  system: rattleAndRend.id,
  sideA,
  sideB,
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(rattleAndRend, variants),
});
const swarming = { ...throng, name: 'Dwarven Throng (Death-Defiers, Swarmers)', tactic2: 'swarmers' };
const brothers = { ...throng, name: 'Dwarven Throng (Death-Defiers, Shield-Brothers)', tactic2: 'shield-brothers' };

/** One comparison per question: the arm, its baseline, the question it checks and the metric its verdict reads. */
interface Check {
  arm: MatchArm;
  question: string;
  metric: 'scoreA' | 'length';
}

/**
 * `chart`, every arm's coordinate: the forest chart it belongs to, 'scoreA' or 'length' (each chart takes its arms by
 * `where`), so RR-024's game-length comparisons are not drawn on an axis of A's score. A comparison goes on the chart
 * of the metric its verdict reads; a baseline with the comparisons that name it: court-vs-throng, the one baseline of
 * the game-length comparisons, on the length chart (which names it), the others on the score chart (which compares
 * with five baselines and names none, "its baseline").
 */
export const CHART = 'chart';
const LENGTH_BASELINE = 'court-vs-throng';
const baselines: MatchArm[] = [
  { id: 'throng-vs-court', label: 'Dwarven Throng vs Vampire Court (printed)', params: match(throng, court) },
  { id: 'court-vs-throng', label: 'Vampire Court vs Dwarven Throng (defaults)', params: match(court, throng) },
  { id: 'ogrekin-vs-throng', label: 'Ogrekin Hunting Party vs Dwarven Throng (defaults)', params: match(preset('ogrekin-hunting-party'), throng) },
  { id: 'host-vs-court', label: 'Ghostly Host vs Vampire Court (defaults)', params: match(preset('ghostly-host'), court) },
  { id: 'host-vs-throng', label: 'Ghostly Host vs Dwarven Throng (defaults)', params: match(preset('ghostly-host'), throng) },
].map((arm) => ({ ...arm, coords: { [CHART]: arm.id === LENGTH_BASELINE ? 'length' : 'scoreA' } }));

const checks: Check[] = [
  { question: 'RR-006', metric: 'scoreA', arm: { id: 'watchers', label: 'Throng: Watchers for Riders', params: match({ ...throng, name: 'Dwarven Throng (Watchers)', tactic2: 'watchers' }, court), baseline: 'throng-vs-court' } },
  { question: 'RR-008', metric: 'scoreA', arm: { id: 'swarmers', label: 'Throng: Swarmers for Riders', params: match(swarming, court), baseline: 'throng-vs-court' } },
  { question: 'RR-008', metric: 'scoreA', arm: { id: 'swarmers-successful-only', label: 'Throng: Swarmers on successes only vs every attack', params: match(swarming, court, ['swarmers=successful-only']), baseline: 'swarmers' } },
  { question: 'RR-010', metric: 'scoreA', arm: { id: 'shield-brothers', label: 'Throng: Shield-Brothers (S) for Riders', params: match(brothers, court), baseline: 'throng-vs-court' } },
  { question: 'RR-010', metric: 'scoreA', arm: { id: 'shield-brothers-medium', label: 'Throng: Shield-Brothers at M vs at S', params: match(brothers, court, ['shield-brothers=medium']), baseline: 'shield-brothers' } },
  { question: 'RR-017', metric: 'scoreA', arm: { id: 'wary', label: 'Throng: Wary instead of Prepared', params: match({ ...throng, name: 'Dwarven Throng (wary)', reputation: 'wary' }, court), baseline: 'throng-vs-court' } },
  {
    question: 'RR-021',
    metric: 'scoreA',
    arm: { id: 'scheming-plot', label: 'Throng: Scheming Plot for Spot Weakness', params: match({ ...throng, name: 'Dwarven Throng (Scheming Plot)', elements: throng.elements.replace('champion(spot-weakness)', 'champion(scheming-plot)') }, court), baseline: 'throng-vs-court' },
  },
  { question: 'RR-046', metric: 'scoreA', arm: { id: 'momentum-elements', label: 'Court: momentum=elements', params: match(court, throng, ['momentum=elements']), baseline: 'court-vs-throng' } },
  { question: 'RR-020', metric: 'scoreA', arm: { id: 'frenzied-delayed-exclusive', label: 'Court: frenzied-delayed=exclusive', params: match(court, throng, ['frenzied-delayed=exclusive']), baseline: 'court-vs-throng' } },
  { question: 'RR-024', metric: 'length', arm: { id: 'stats-v02-plus1', label: 'stats=v02-plus1 (game length)', params: match(court, throng, ['stats=v02-plus1']), baseline: 'court-vs-throng' } },
  { question: 'RR-024', metric: 'length', arm: { id: 'stats-v02-plus2', label: 'stats=v02-plus2 (game length)', params: match(court, throng, ['stats=v02-plus2']), baseline: 'court-vs-throng' } },
  { question: 'RR-016', metric: 'scoreA', arm: { id: 'devious-short', label: 'Ogrekin: devious=short', params: match(preset('ogrekin-hunting-party'), throng, ['devious=short']), baseline: 'ogrekin-vs-throng' } },
  { question: 'RR-009', metric: 'scoreA', arm: { id: 'resurrectionists-no-heavies', label: 'Host: resurrectionists=no-heavies', params: match(preset('ghostly-host'), throng, ['resurrectionists=no-heavies']), baseline: 'host-vs-throng' } },
  { question: 'RR-007', metric: 'scoreA', arm: { id: 'poisoners-will-penalty', label: 'Court: poisoners=will-penalty', params: match(court, throng, ['poisoners=will-penalty']), baseline: 'court-vs-throng' } },
  { question: 'RR-050', metric: 'scoreA', arm: { id: 'intimidate-removed', label: 'Host: intimidate=removed', params: match(preset('ghostly-host'), court, ['intimidate=removed']), baseline: 'host-vs-court' } },
];

/** The result without the comparisons whose verdict reads another metric (baselines kept: they have no difference). */
function onMetric(result: ExperimentResult, metric: Check['metric']): ExperimentResult {
  const other = new Set(checks.filter((check) => check.metric !== metric).map((check) => check.arm.id));
  return { ...result, arms: result.arms.filter((arm) => !other.has(arm.id.replace(/@[^@]*$/, ''))) };
}

export function answer(result: ExperimentResult): string[] {
  const strengths = strengthsIn(result);
  const byStrength = new Map(strengths.map((s) => [s, atStrength(result, s)]));
  const suffix = (s: string) => (s === strengths[0] ? '' : `@${s}`);
  const lines = checks.map((check) => {
    const readings = strengths.map((s) => {
      const arm = byStrength.get(s)!.arms.find((a) => a.id === check.arm.id + suffix(s))!;
      const d = arm.vsBaseline![check.metric] as Difference;
      return { s, d, trials: arm.trials, way: direction(d) };
    });
    const clear = new Set(readings.map((r) => r.way).filter((w) => w !== 'unclear'));
    const agreement = clear.size > 1 ? 'the verdict FLIPS' : clear.size === 1 && readings.some((r) => r.way === 'unclear') ? 'clear at one strength only' : clear.size === 1 ? 'the same clear verdict' : 'unclear at both';
    const unit = check.metric === 'length' ? 'rounds' : 'per game';
    return `${check.question} ${check.arm.label}: ${readings.map((r) => `${r.s} ${formatMeanDifference(r.d.diff, r.d.ci, r.trials, unit, 'pairs')}`).join(', ')}; ${agreement}`;
  });
  return [
    `Each comparison at both strengths on the same seeds (arm minus its baseline; A's score per game, or game length for RR-024): ${lines.join('. ')}.`,
    // Counted per metric: every arm has a score difference, but RR-024's verdict reads game length, so its
    // comparisons are counted under length and the score count holds only the comparisons that read the score.
    `${strengthAgreement(onMetric(result, 'scoreA'), 'scoreA', "comparisons of A's score")} ${strengthAgreement(onMetric(result, 'length'), 'length', 'comparisons of game length (RR-024)')}`,
    `Only ${result.arms.find((arm) => arm.coords?.[STRENGTH] === 'greedy')?.trials ?? 0} pairs per comparison with greedy (${result.arms[0].trials} with the heuristic player): a verdict that is "unclear at both" here is not a contradiction of the heuristic's precise answer in each question's own report; a flip would be. Where the strengths "disagree" with the heuristic unclear here, its direction is not known from these pairs, so the disagreement is one of size: the question's own report, with many more heuristic pairs, says whether the heuristic's change points the same way (RR-020 in rr-frenzied-delayed, for one).`,
  ];
}

const base = keepMetrics(matchExperiment(
  {
    id: 'rr-rules-greedy',
    title: 'Single-rule questions at two agent strengths',
    question: 'Do the verdicts of the single-rule questions (Watchers, Swarmers, Shield-Brothers, Prepared, Scheming Plot, Momentum, Delayed/Frenzied, v03 stats, Devious, Intimidate) hold when the one-ply greedy player replaces the heuristic?',
    source: {
      rulebook: '004_c41133d86b017ece.txt',
      section: 'Tactics, Reputations, Game Setup, Gameplay, Reactions, Change Log (see each question)',
      catalogue: ['RR-006', 'RR-007', 'RR-008', 'RR-009', 'RR-010', 'RR-016', 'RR-017', 'RR-020', 'RR-021', 'RR-024', 'RR-046', 'RR-050'],
    },
    pairs: PAIRS,
  },
  atStrengths([...baselines, ...checks.map((c) => ({ ...c.arm, coords: { [CHART]: c.metric } }))], STRENGTHS),
));

export default defineExperiment({
  ...base,
  // Small chunks so the quick CI run plays one pair per comparison (a greedy game takes about a second).
  chunkSize: 4,
  // One forest per metric a verdict reads (chartsAtStrengths sets `where` to the strength: the metric's is added).
  charts: chartsAtStrengths([
    { kind: 'forest', metric: 'scoreA', title: "A's score: each comparison minus its baseline" },
    { kind: 'forest', metric: 'length', title: 'Game length (RR-024, v02 stats +1 and +2): each comparison minus Vampire Court vs Dwarven Throng' },
  ], STRENGTHS).map((chart) => ({ ...chart, where: { ...chart.where, [CHART]: chart.metric } })),
  answer,
});
