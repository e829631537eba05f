/**
 * Jagged Shards: do the game-level verdicts hold with a different player?
 * Issue 11 asks every game-level verdict to be checked at two agent
 * strengths. A search player costs ~100x the heuristic here (the one-ply
 * greedy player, which takes every d100 in expectation, ~1,000x), so this
 * experiment replays only the arms the verdicts rest on, with both sides
 * played by the heuristic and then by MCTS (20 iterations, random rollouts:
 * weaker than the heuristic, far stronger than random play), on the same
 * seeds: the attacker's score in the two mirrors (js-attacker-advantage),
 * no heavy against two heavy in each faction (js-heavy-units), and the three
 * terrain bands in the balanced matchup (js-terrain-coverage).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { atStrength, atStrengths, chartsAtStrengths, strengthAgreement, type AgentStrength } from '../../src/sim/match/strengths.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { Side } from '../../src/game/definition.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { Z95 } from '../../src/stats/wilson.ts';
import { formatMean } from '../../src/report/format.ts';
import { HEAVY_FORCES } from './heavy-units.ts';

const STRENGTHS: readonly AgentStrength[] = [
  { id: 'heuristic', label: 'the heuristic player' },
  { id: 'mcts', label: 'MCTS (20 iterations)', agent: 'mcts:iterations=20' },
];

const game = findGame('jagged-shards');
const side = (s: string | Side) => sideOf(game, s, 'js-second-strength');

function match(a: string | Side, b: string | Side, variants: string[] = []): MatchParams {
  return { system: game.id, sideA: side(a), sideB: side(b), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, variants) };
}

const base: MatchArm[] = [
  { id: 'colonial-mirror', label: 'attacker, Colonial mirror', params: match('preset:colonial-strike-force', 'preset:colonial-strike-force'), coords: { question: 'attacker' } },
  { id: 'martian-mirror', label: 'attacker, Martian mirror', params: match('preset:martian-warband', 'preset:martian-warband'), coords: { question: 'attacker' } },
  { id: 'colonial-0-vs-2-heavy', label: 'Colonial no heavy vs 2 heavy', params: match(HEAVY_FORCES.colonial[0].side, HEAVY_FORCES.colonial[2].side), coords: { question: 'heavy' } },
  { id: 'martian-0-vs-2-heavy', label: 'Martian no heavy vs 2 heavy', params: match(HEAVY_FORCES.martian[0].side, HEAVY_FORCES.martian[2].side), coords: { question: 'heavy' } },
  { id: 'terrain-25-40', label: 'balanced matchup, 25-40% terrain', params: match('preset:colonial-strike-force', 'preset:martian-warband', ['terrain=25-40']), coords: { question: 'terrain' } },
  { id: 'terrain-10-20', label: 'balanced matchup, 10-20% terrain', params: match('preset:colonial-strike-force', 'preset:martian-warband', ['terrain=10-20']), coords: { question: 'terrain' }, baseline: 'terrain-25-40' },
  { id: 'terrain-45-60', label: 'balanced matchup, 45-60% terrain', params: match('preset:colonial-strike-force', 'preset:martian-warband', ['terrain=45-60']), coords: { question: 'terrain' }, baseline: 'terrain-25-40' },
];

const SCORE: Record<string, number> = { win: 1, draw: 0.5, loss: 0 };

/** The attacker's score per game from the pair results (A attacks in game 1, B in game 2). */
function attackerScore(arm: ArmResult): { mean: number; ci: [number, number]; games: number } {
  const pair = arm.metrics.pair as DistributionMetric;
  let [sum, sumSquares] = [0, 0];
  pair.keys.forEach((key, k) => {
    const [first, second] = key.split('-');
    const score = (SCORE[first] + 1 - SCORE[second]) / 2;
    sum += pair.counts[k] * score;
    sumSquares += pair.counts[k] * score * score;
  });
  const n = pair.n;
  const mean = sum / n;
  // One pair says nothing about the spread: the whole range.
  if (n < 2) return { mean, ci: [0, 1], games: 2 * n };
  const half = (Z95 * Math.sqrt(Math.max(0, sumSquares / n - mean * mean) * (n / Math.max(1, n - 1)))) / Math.sqrt(n);
  return { mean, ci: [mean - half, mean + half], games: 2 * n };
}

type Reading = { mean: number; ci: [number, number]; games: number };
const side50 = (ci: [number, number]) => (ci[0] > 0.5 ? 'above 0.5' : ci[1] < 0.5 ? 'below 0.5' : 'not clear of 0.5');

/** One question's arms at both strengths: the reading at each, and whether the side of 0.5 flips. */
function compare(result: ExperimentResult, ids: string[], read: (arm: ArmResult) => Reading, what: string): string {
  const rows = ids.map((id) => {
    const at = STRENGTHS.map((s) => atStrength(result, s.id).arms.find((arm) => arm.id === (s.id === STRENGTHS[0].id ? id : `${id}@${s.id}`))!);
    const readings = at.map(read);
    const sides = readings.map((r) => side50(r.ci));
    const clear = new Set(sides.filter((s) => s !== 'not clear of 0.5'));
    const verdict = clear.size > 1 ? 'FLIPS' : clear.size === 1 && sides.includes('not clear of 0.5') ? 'clear at one strength only' : clear.size === 1 ? 'holds' : 'unclear at both';
    return `${at[0].label}: ${STRENGTHS.map((s, i) => `${s.id} ${formatMean(readings[i].mean, readings[i].ci, readings[i].games, '', 'games')}`).join(', ')} (${verdict})`;
  });
  return `${what}: ${rows.join('; ')}.`;
}

function answer(result: ExperimentResult): string[] {
  const scoreA = (arm: ArmResult): Reading => {
    const m = arm.metrics.scoreA as MeanMetric;
    return { mean: m.mean, ci: m.ci, games: 2 * arm.trials };
  };
  return [
    compare(result, ['colonial-mirror', 'martian-mirror'], attackerScore, "Attacker's score per game (js-attacker-advantage)"),
    compare(result, ['colonial-0-vs-2-heavy', 'martian-0-vs-2-heavy'], scoreA, "No-heavy force's score against the two-heavy force (js-heavy-units)"),
    compare(result, ['terrain-10-20', 'terrain-25-40', 'terrain-45-60'], scoreA, "Colonial (ranged) score in the balanced matchup by terrain (js-terrain-coverage)"),
    strengthAgreement(result, 'scoreA', "terrain bands (the Colonies' score against 25-40%)"),
    strengthAgreement(result, 'length', 'terrain bands (battle length against 25-40%)'),
    `Budget: ${result.arms[0].trials} pairs per arm, so a reading "not clear of 0.5" at MCTS may only need more games; "FLIPS" means both strengths are clear and disagree.`,
  ];
}

const arms = atStrengths(base, STRENGTHS);

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'js-second-strength',
      title: 'Jagged Shards verdicts at a second agent strength (MCTS)',
      question: 'Do the attacker-advantage, heavy-unit and terrain verdicts hold when both sides are played by a search player instead of the heuristic?',
      source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Starting Warp Flares; Ch. 1 Tactical Skirmish Warfare; Ch. 4 Terrain', catalogue: ['JS-055', 'JS-001', 'JS-005', 'JS-006'] },
      pairs: 30,
    },
    arms,
  ),
  // Two pairs per chunk: the quick CI run then plays two games per arm (a search game is slow).
  chunkSize: 2,
  answer,
  charts: chartsAtStrengths([{ kind: 'arms', metric: 'scoreA', title: "Side A's score per game" }], STRENGTHS),
});
