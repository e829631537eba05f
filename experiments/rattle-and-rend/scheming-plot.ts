/**
 * Rattle and Rend RR-021 (004_c41133d86b017ece.txt, Appendix › Change Log
 * (V03)): ""Scheming Plot" has been left as a Champion Action, though its fate
 * is ultimately up in the air, as well." Scheming Plot (Champion Actions): with
 * no enemy within RNG, or more allied than enemy points there, a Guile check
 * regains 2 Momentum and takes 2 from the enemy (critical: 3 and 3). The
 * Dwarven Throng's Champion takes Scheming Plot in place of its printed Spot
 * Weakness, against the Vampire Court, both played by the heuristic player,
 * paired game by game; the swing per use is exact, from the check kernel. The
 * greedy player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { checkProbabilities } from '../../src/systems/rattle-and-rend/check.ts';
import { CHAMPION, PROFILES } from '../../src/systems/rattle-and-rend/rules.ts';

const PAIRS = 1000;
const throng = rattleAndRend.presets['dwarven-throng'];
const plotting = { ...throng, name: 'Dwarven Throng (Scheming Plot)', elements: throng.elements.replace('champion(spot-weakness)', 'champion(scheming-plot)') };
const court = rattleAndRend.presets['vampire-court'];
const defaults = chooseGameVariants(rattleAndRend, []);
const game = (sideA: typeof throng) => ({ system: rattleAndRend.id, sideA, sideB: court, agentA: 'heuristic', agentB: 'heuristic', variants: defaults });

const arms: MatchArm[] = [
  { id: 'spot-weakness', label: 'Champion with Spot Weakness (as printed)', params: game(throng) },
  { id: 'scheming-plot', label: 'Champion with Scheming Plot', params: game(plotting), baseline: 'spot-weakness' },
];

function answer(result: ExperimentResult): string[] {
  const [printed, plot] = result.arms;
  const d = plot.vsBaseline!.scoreA;
  const score = printed.metrics.scoreA as MeanMetric;
  const guile = PROFILES[CHAMPION].guile;
  const [fail, success, critical] = checkProbabilities(guile, 0, 0, 'cancel');
  // Regain 2 and the enemy loses 2 (critical: 3 and 3): the gap between the two sides' Momentum moves by 4 or 6, less the 1 Momentum the action costs.
  const swing = 4 * success + 6 * critical - 1;
  const verdict = d.ci[0] > 0 ? 'stronger than Spot Weakness' : d.ci[1] < 0 ? 'weaker than Spot Weakness' : 'not shown to be stronger or weaker than Spot Weakness';
  return [
    `Scheming Plot is ${verdict} for the Dwarven Throng against the Vampire Court (heuristic player): ${pairedChange(d, plot.trials, 'per game')} (Spot Weakness: ${formatMean(score.mean, score.ci, 2 * printed.trials, 'per game', 'games')}).`,
    `Per use (exact: Champion Guile ${guile}+ on 2d20 fails ${shown(100 * fail, 2)}%, succeeds ${shown(100 * success, 1)}%, crits ${shown(100 * critical, 1)}%) it moves the Momentum gap by ${shown(swing, 2)} in the user's favour after its own cost (at most: the enemy cannot drop below 0). In play, Momentum the Throng regains per game (Fellowship and Scheming Plot) changes by ${pairedChange(plot.vsBaseline!.regainedA, plot.trials, 'Momentum')}, its actions by ${pairedChange(plot.vsBaseline!.actionsA, plot.trials, 'actions')}, and the game length by ${pairedChange(plot.vsBaseline!.length, plot.trials, 'rounds')}.`,
    `${d.ci[0] > 0 ? `Why it is strong: each use regains more than it costs (2, or 3 on a critical, for its 1), and the rules limit repeats only by "no back-to-back actions" and its range condition, so the Champion can alternate with another Element and fund a long Turn, a Momentum loop of the rule as written: the heuristic player runs it (the Throng's actions per game, above), and how much the rule gives depends on players finding it (rr-rules-greedy replays this swap with the one-ply greedy player, which plans no loop). If Bonds are to be the primary Momentum resource, Scheming Plot competes with them and beats a combat action here; a limit of once per Round, or regaining without draining the enemy, would close the loop.` : 'It does not dominate the Champion Actions here, so keeping it is defensible; the engine stops a round after 24 actions by one side, which caps alternating-Plot loops a human could run.'}`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-scheming-plot',
    title: "Scheming Plot: what is its Momentum swing worth?",
    question: "Should Scheming Plot stay a Champion Action: what is its Momentum swing per use, and what does it do to a warband's results compared with another Champion Action?",
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Appendix › Change Log (V03); Champion Actions › Scheming Plot', catalogue: ['RR-021'] },
    pairs: PAIRS,
  },
  arms,
);

/**
 * The Momentum statistics this report reads, labelled for this report's tables (the sources after a colon, not in
 * parentheses beside the unit's). Labels only.
 */
const MOMENTUM: Record<string, string> = {
  regainedA: 'Momentum A regained: Bonds, Scheming Plot, Vengeance',
  regainedB: 'Momentum B regained: Bonds, Scheming Plot, Vengeance',
  plotMomentumA: 'Momentum A regained by Scheming Plot',
  plotMomentumB: 'Momentum B regained by Scheming Plot',
};

export default defineExperiment({
  ...base,
  metrics: { ...base.metrics, ...Object.fromEntries(Object.entries(MOMENTUM).map(([id, label]) => [id, { ...base.metrics[id], label, unit: 'Momentum per game' }])) },
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: Scheming Plot minus Spot Weakness" },
    { kind: 'arms', metric: 'regainedA', title: 'Momentum the Dwarven Throng regains per game' },
  ],
  answer,
});
