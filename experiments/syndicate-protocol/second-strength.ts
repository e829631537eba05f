/**
 * Syndicate Protocol: can a second agent strength check the game-level
 * verdicts? Issue 11 asks every game-level verdict to be checked at two agent
 * strengths. The cheap second player of the other systems, the one-ply greedy
 * player with sampled dice (`greedy:rolls=N`), needs an evaluation that tells
 * moves apart; this game's (evaluateSyndicate in
 * src/systems/syndicate-protocol/aiEvaluate.ts) counted only Health when this
 * file was written, so a move changed nothing, ties were broken at random and
 * the Operators wandered (it now adds the position and an approach toll). Measured before
 * this file was written (seed 3): greedy:rolls=4 against itself and against
 * random, and greedy:rolls=1 and MCTS with 10 iterations against themselves,
 * drew every game at the 50-round cap in the Lens mirror.
 *
 * So this experiment does not pretend to check the verdicts: it measures, on
 * the same seeds, whether the greedy player (2 sampled rolls) still stalls, in
 * the two mirrors the heuristic decides most often (Velocity, 0% capped, and
 * Lens) and in the Velocity mirror under armor-floor=floor1 (the verdict of
 * sp-armor-floor-games). If a fixed evaluation makes the greedy player close
 * in, the answer turns into the check of that verdict, and the other
 * experiments can take `strengths` as the other systems do.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { armsAtStrengths, atStrengths, checkAtStrengths, pairedReading, strengthLabel, type AgentStrength } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { formatMean, percent } from '../../src/report/format.ts';

const GREEDY: AgentStrength = { id: 'greedy', label: 'the one-ply greedy player (2 sampled dice resolutions per action)', agent: 'greedy:rolls=2' };
const STRENGTHS: readonly AgentStrength[] = [{ id: 'heuristic', label: 'the heuristic player' }, GREEDY];
/** A strength that stops at the round cap in more than this share of games cannot decide a verdict. */
const STALLED = 0.5;

const game = findGame('syndicate-protocol');
const name = (id: string) => (game.presets[id] as { name: string }).name;

function match(preset: string, variants: readonly string[] = []): MatchParams {
  const side = sideOf(game, `preset:${preset}`, 'sp-second-strength');
  return { system: game.id, sideA: side, sideB: side, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, variants) };
}

const base: MatchArm[] = [
  { id: 'velocity-mirror', label: `${name('velocity')} mirror`, params: match('velocity') },
  { id: 'velocity-mirror-floor1', label: `${name('velocity')} mirror, armor-floor=floor1`, params: match('velocity', ['armor-floor=floor1']), baseline: 'velocity-mirror' },
  { id: 'lens-mirror', label: `${name('lens')} mirror`, params: match('lens'), baseline: null },
];

function answer(result: ExperimentResult): string[] {
  const capped = (arm: ArmResult) => arm.metrics.capped as MeanMetric;
  const pairs = result.arms[0].trials;
  const share = STRENGTHS.map((s, i) => {
    const arms = base.map((arm) => armsAtStrengths(result, STRENGTHS, arm.id)[i]);
    return { s, arms, mean: arms.reduce((sum, arm) => sum + capped(arm).mean, 0) / arms.length };
  });
  const greedy = share[1];
  const byArm = (i: number) => share[i].arms.map((arm) => `${arm.label.replace(/ @.*$/, '')} ${percent(capped(arm).mean, 0)}`).join(', ');
  const stalled = greedy.mean > STALLED;
  const floor = checkAtStrengths(result, STRENGTHS, ['velocity-mirror-floor1'], pairedReading('length', 'rounds', ['longer', 'shorter']), 'no clear change');
  const lengths = STRENGTHS.map((s, i) => {
    const m = armsAtStrengths(result, STRENGTHS, 'velocity-mirror')[i].metrics.length as MeanMetric;
    return `${formatMean(m.mean, m.ci, 2 * pairs, 'rounds', 'games')} with ${s.id}`;
  });
  return [
    stalled
      ? `No Syndicate Protocol verdict can be checked at a second strength yet: with ${strengthLabel(GREEDY)} on both sides ${percent(greedy.mean, 0)} of games stop at the 50-round cap (${byArm(1)}; heuristic ${byArm(0)}; ${pairs} pairs each), because the game's evaluation counts only Health and no move changes it, so the greedy player never closes in.`
      : `The greedy player now decides games: ${percent(1 - greedy.mean, 0)} end before the 50-round cap (${byArm(1)}; heuristic ${byArm(0)}; ${pairs} pairs each), so it can serve as the second strength: armor floor 1 against floor 0 in the Velocity mirror (sp-armor-floor-games), game length: ${floor[0].line}.`,
    `Velocity mirror length: ${lengths.join(', ')}.`,
    stalled
      ? 'What the engine needs (src/systems/syndicate-protocol/aiEvaluate.ts, evaluateSyndicate): a term that rewards a move, e.g. minus the distance to the nearest enemy Operator beyond the weapon\'s best range, or the expected damage of the next attack from the new space, so that a one-ply lookahead (and MCTS rollouts) close in; until then sp-armor-floor-games, sp-card-strength, sp-operator-tiers, sp-priority, sp-targeting and sp-variant-sensitivity are checked at one strength (the heuristic) only.'
      : 'Add `strengths` (or a wider version of this experiment) for the other Syndicate Protocol verdicts: sp-operator-tiers, sp-targeting, sp-priority, sp-card-strength.',
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'sp-second-strength',
      title: 'Syndicate Protocol: can the greedy player serve as a second agent strength?',
      question: 'Can the Syndicate Protocol verdicts be checked with a second agent strength (the one-ply greedy player with sampled dice), or does that player stall at the round cap?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: '2.12 Victory; Combat › 4.8 Armor vs 6.1 Armor Rating', catalogue: ['SP-059', 'SP-021'] },
      pairs: 24,
    },
    atStrengths(base, STRENGTHS),
  ),
  // One pair per chunk: a greedy game here runs all 50 rounds.
  chunkSize: 1,
  answer,
  charts: [{ kind: 'arms', metric: 'capped', title: 'Share of games stopped at the 50-round cap, by strength' }],
});
