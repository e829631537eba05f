/**
 * Exoshift EX-014 (001_9ac883e80b2d20e9.txt, What is Exoshift?: "managing
 * your command points that allow you to push your troops beyond their
 * limits"): what is one more CP per round worth in win rate?
 *
 * A side cannot simply be given +1 CP: CP come from the Strategist and
 * Tactician traits of its profiles (data/profiles.json). The nearest side-only
 * change: swap one Line Infantry of the Sol Line Patrol for the Field
 * Lieutenant (same Combat, Defense, Quality and gun; Morale 7 and Leader),
 * whose Tactician trait gives unit CP every round, 1 under the trait text's
 * reading (variant tactician=one) and 2 under "Tactician X" (tactician=x).
 * That patrol plays the plain patrol in paired games with the sides swapped,
 * heuristic player both sides; the mirror (plain against plain) is the
 * reference. The Lieutenant's Leader trait (Morale +1 in command) comes with
 * it, so the reading is an upper bound on the CP's worth.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean } from '../../src/report/format.ts';

const game = findGame('exoshift');
const PATROL = loadSide(game, 'preset:sol-line-patrol');
/** The Line Patrol with one Line Infantry swapped for the Field Lieutenant (Tactician). */
const WITH_TACTICIAN = { name: 'Sol Line Patrol + Tactician', units: 'sol-command-officer, sol-field-lieutenant, sol-line-infantry x2, sol-field-medic' };

function match(a: MatchParams['sideA'], tactician: string): MatchParams {
  return { system: game.id, sideA: a, sideB: PATROL, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`tactician=${tactician}`]) };
}

const arms: MatchArm[] = [
  { id: 'mirror', label: 'Line Patrol mirror (reference)', params: match(PATROL, 'one') },
  { id: 'plus-1-cp', label: '+1 unit CP per round (Tactician, tactician=one)', params: match(WITH_TACTICIAN, 'one'), baseline: 'mirror' },
  { id: 'plus-2-cp', label: '+2 unit CP per round (Tactician, tactician=x)', params: match(WITH_TACTICIAN, 'x'), baseline: 'mirror' },
];

function answer(result: ExperimentResult): string[] {
  const score = (arm: ArmResult) => arm.metrics.scoreA as MeanMetric;
  const read = (arm: ArmResult) => {
    const s = score(arm);
    const verdict = s.ci[0] > 0.5 ? 'clearly ahead' : s.ci[1] < 0.5 ? 'clearly behind' : 'not clearly apart from even';
    return `${formatMean(s.mean, s.ci, 2 * arm.trials, 'points per game', 'games')}, ${verdict}`;
  };
  const [mirror, one, two] = result.arms;
  const actions = (arm: ArmResult) => (arm.metrics.actionsA as MeanMetric).mean;
  return [
    `With one more CP per round (a Tactician's unit CP, with its Leader trait) the Line Patrol scores ${read(one)} against the same patrol without it; with two more, ${read(two)} (heuristic player both sides; mirror reference ${score(mirror).mean.toFixed(2)}).`,
    `Actions per game for the side with the Tactician: ${actions(one).toFixed(1)} (+1 CP) and ${actions(two).toFixed(1)} (+2 CP) against ${actions(mirror).toFixed(1)} in the mirror.`,
    'This is unit CP for the Tactician and units in its command range, plus a Leader; a clean "+1 global CP" reading needs a side-level CP setting (or a Strategist override) in the engine, which does not exist yet. With that, the designer could price CP in points (EX-016). No second agent strength: the one-ply greedy player takes ~50 s per Exoshift game here, out of budget.',
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'ex-cp-value',
      title: 'What is one more CP per round worth?',
      question: 'Command points "push your troops beyond their limits": how much win rate does one more CP per round buy?',
      source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'What is Exoshift?; Traits › Command Traits (Tactician X)', catalogue: ['EX-014', 'EX-027'] },
      pairs: 150,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: "The patrol with a Tactician: its score per game" }],
});
