/**
 * Rattle and Rend RR-033 (Game Setup › Balance & Imbalance): setup "will
 * occasionally produce asymmetrical or uneven scenarios; this is an
 * intentional feature of the system." How uneven, and how often?
 *
 * A setup here is a scenario and a deployment (the toolkit settings
 * `scenario` and `deployment` fix both; terrain density and layout are still
 * rolled and chosen in every game). In a mirror match both sides are the same
 * warband played by the same heuristic player, so whatever separates the two
 * seats is the setup itself: Player A (seat 0) rolls and chooses in setup and
 * deploys first, Player B places the terrain. Each of the 25 setups is played
 * in pairs of games with the sides swapped; Player A's score per game is the
 * share of games seat 0 wins (draws count half). A setup is "beyond 65/35"
 * when its whole interval lies outside 35-65%; the catalogue asks for the
 * share of such setups.
 *
 * RR-154 (Game Setup: "Roll for deployment zones, then place half of their
 * warband (5-7pts) on the board", the A/B order) is the same games pooled:
 * Player A's score over all 25 setups, equal weight per setup, says whether
 * the order itself (A half first, B all, A the rest last; A rolls the
 * scenario and deployment, B places the terrain) favours a seat.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatProportion, groupThousands, shown } from '../../src/report/format.ts';
import { DEPLOYMENTS, SCENARIOS } from '../../src/systems/rattle-and-rend/rules.ts';
import { armEstimate, interval, keepMetrics, poolEstimates, showShare, titleWords } from './_options.ts';

const game = findGame('rattle-and-rend');
export const WARBAND = 'dwarven-throng';
const side = loadSide(game, `preset:${WARBAND}`);
/** Player A's score outside this band is "beyond 65/35". */
export const EVEN_BAND: readonly [number, number] = [0.35, 0.65];

const arms: MatchArm[] = SCENARIOS.flatMap((scenario) =>
  DEPLOYMENTS.map((deployment) => ({
    id: `${scenario}-${deployment}`,
    label: `${titleWords(scenario)}, ${titleWords(deployment)}`,
    params: { system: game.id, sideA: side, sideB: side, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`scenario=${scenario}`, `deployment=${deployment}`]) } satisfies MatchParams,
    coords: { scenario: titleWords(scenario), deployment: titleWords(deployment) },
  })),
);

/** Where one setup's interval for Player A's score lies against the even band. */
export function setupClass(m: MeanMetric): 'beyond' | 'within' | 'undecided' {
  if (m.ci[0] > EVEN_BAND[1] || m.ci[1] < EVEN_BAND[0]) return 'beyond';
  if (m.ci[0] >= EVEN_BAND[0] && m.ci[1] <= EVEN_BAND[1]) return 'within';
  return 'undecided';
}

function answer(result: ExperimentResult): string[] {
  const score = (arm: ArmResult) => arm.metrics.playerAScore as MeanMetric;
  const games = (arm: ArmResult) => 2 * arm.trials;
  const classes = result.arms.map((arm) => ({ arm, cls: setupClass(score(arm)) }));
  const of = (cls: string) => classes.filter((c) => c.cls === cls).map((c) => c.arm);
  const show = (arm: ArmResult) => `${arm.label} ${formatProportion(score(arm).mean, score(arm).ci, games(arm), 'games')}`;
  const favoured = (arm: ArmResult) => (score(arm).mean > 0.5 ? 'A' : 'B');
  const beyond = of('beyond');
  const clearSeat = result.arms.filter((arm) => score(arm).ci[0] > 0.5 || score(arm).ci[1] < 0.5);
  const sorted = [...result.arms].sort((a, b) => score(b).mean - score(a).mean);
  const total = result.arms.reduce((sum, arm) => sum + games(arm), 0);
  // RR-154: every setup at equal weight (each arm plays the same number of pairs), the arms' games independent.
  const overall = poolEstimates(result.arms.map((arm) => armEstimate(arm, 'playerAScore')));
  const [lo, hi] = interval(overall);
  const order = lo > 0.5 ? 'favours Player A' : hi < 0.5 ? 'favours Player B' : 'is not clearly apart from even';
  return [
    `${beyond.length} of ${result.arms.length} setups (scenario and deployment) are clearly beyond 65/35 between Player A and Player B, ${of('within').length} clearly within it and ${of('undecided').length} undecided at these numbers of games (${titleWords(WARBAND)} mirror, heuristic player on both sides, ${groupThousands(total)} games; Player A's score: the share of games seat 0 wins, draws half, 95% intervals).`,
    beyond.length > 0 ? `Beyond 65/35: ${beyond.map((arm) => `${show(arm)} for Player ${favoured(arm)}`).join('; ')}.` : 'No setup is clearly beyond 65/35.',
    `${clearSeat.length} of ${result.arms.length} setups clearly favour one seat at all (interval off 50%; at 95% each, about ${shown(0.05 * result.arms.length, 1)} of ${result.arms.length} would by chance alone): ${clearSeat.length ? clearSeat.map((arm) => `${arm.label} (Player ${favoured(arm)})`).join('; ') : 'none'}. Most to Player A: ${sorted.slice(0, 3).map(show).join('; ')}; most to Player B: ${sorted.slice(-3).reverse().map(show).join('; ')}.`,
    `The setup order itself (RR-154: Player A rolls the scenario and the deployment and places half its warband first, Player B places the terrain and then all its warband, Player A places the rest last) ${order}: Player A's score over all ${result.arms.length} setups at equal weight is ${showShare(overall)}.`,
    'The rulebook calls occasional imbalance intentional, so this measures it rather than judging it: in a setup beyond 65/35 the same warband, played the same way, wins at least 65% of its games from one seat. Terrain (density, layout) is rolled within each setup, so an uneven board adds to the spread inside a setup and is not split out; a different warband, or a stronger player, may shift which setups lean.',
  ];
}

const base = matchExperiment(
  {
    id: 'rr-setup-balance',
    title: 'How uneven can setup make a game? Player A against Player B in each scenario and deployment',
    question: 'Setup "will occasionally produce asymmetrical or uneven scenarios": in a mirror match, how far does each scenario and deployment favour Player A or Player B, how many setups go beyond 65/35, and does the setup order (A half, B all, A the rest) favour a seat overall?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Game Setup › Balance & Imbalance', catalogue: ['RR-033', 'RR-154'] },
    pairs: 300,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...keepMetrics(base, ['playerAScore']),
  answer,
  charts: [
    { kind: 'heatmap', metric: 'playerAScore', x: 'deployment', y: 'scenario', title: "Player A's score by scenario and deployment (mirror match)" },
    { kind: 'arms', metric: 'playerAScore', title: "Player A's score per setup" },
  ],
});
