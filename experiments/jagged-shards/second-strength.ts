/**
 * Jagged Shards: do the game-level verdicts hold with a different player?
 * Issue 11 asks every game-level verdict to be checked at two agent
 * strengths. The second player is the one-ply greedy player with 4 sampled
 * dice resolutions per action (`greedy:rolls=4`): on the balanced matchup it
 * won 21 of 24 games against random play and lost 22 of 24 to the heuristic
 * (measured with `playtest match`, seeds 1 and 3), and this whole experiment
 * costs ~50 CPU-s at 100 pairs per arm (300 are played: ~150 CPU-s). It replaces MCTS with 20 iterations,
 * which cost about 3x more per game and played no better than random here
 * (2 wins in 4 games against random, none in 8 against greedy:rolls=4);
 * rolls=8 played no better than rolls=2 in 32 games, so 4 it is.
 *
 * The greedy player replays only the arms the verdicts rest on, on the same
 * seeds as the heuristic arms beside it (both strengths at the same budget):
 * the attacker's score in the two mirrors (js-attacker-advantage), no heavy
 * against two heavy in each faction (js-heavy-units), the three terrain bands
 * in the balanced matchup (js-terrain-coverage), objective scoring on first
 * capture (js-objective-scoring), and the five readings that moved game length
 * or the score most in the heuristic's js-variant-sensitivity run when this
 * file was written (reinforcement cost 1 and 3, rush attacks, reroll cost 2,
 * one major objective). js-flare-policies is not replayed here: it replays
 * its own tournament with greedy on both sides, the policies enforced as
 * rules (variant flare-discipline=rule).
 *
 * The verdict reading helpers (checkAtStrengths and friends) live in
 * src/sim/match/strengths.ts, shared with the other systems' second-strength
 * experiments.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { armsAtStrengths, atStrengths, chartsAtStrengths, checkAtStrengths, pairedReading, scoreAgainstEven, strengthSummary, type AgentStrength, type Check } from '../../src/sim/match/strengths.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { Side } from '../../src/game/definition.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { formatMean, formatProportion } from '../../src/report/format.ts';
import { HEAVY_FORCES } from './heavy-units.ts';
import { drawShare } from '../../src/sim/match/drawShare.ts';
import { LENGTH_READINGS, SCORE_READINGS } from './_replayedReadings.ts';

export const GREEDY: AgentStrength = { id: 'greedy', label: 'the one-ply greedy player (4 sampled dice resolutions per action)', agent: 'greedy:rolls=4' };
const STRENGTHS: readonly AgentStrength[] = [{ id: 'heuristic', label: 'the heuristic player' }, GREEDY];

/** "Fair": the attacker's score inside 45-55% (js-attacker-advantage's band). */
const BAND = [0.45, 0.55] as const;
/** The readings of js-variant-sensitivity checked here (_replayedReadings.ts: picked by their estimates in an earlier run). */
const READINGS = [...LENGTH_READINGS, ...SCORE_READINGS];
const readingId = (reading: string) => reading.replace('=', '-');

const game = findGame('jagged-shards');
const side = (s: string | Side) => sideOf(game, s, 'js-second-strength');

function match(a: string | Side, b: string | Side, variants: readonly string[] = []): MatchParams {
  return { system: game.id, sideA: side(a), sideB: side(b), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, variants) };
}

const BALANCED = ['preset:colonial-strike-force', 'preset:martian-warband'] as const;
const base: MatchArm[] = [
  { id: 'colonial-mirror', label: 'attacker, Colonial mirror', params: match('preset:colonial-strike-force', 'preset:colonial-strike-force'), coords: { question: 'attacker' } },
  { id: 'martian-mirror', label: 'attacker, Martian mirror', params: match('preset:martian-warband', 'preset:martian-warband'), coords: { question: 'attacker' } },
  { id: 'colonial-0-vs-2-heavy', label: 'Colonial no heavy vs 2 heavy', params: match(HEAVY_FORCES.colonial[0].side, HEAVY_FORCES.colonial[2].side), coords: { question: 'heavy' } },
  { id: 'martian-0-vs-2-heavy', label: 'Martian no heavy vs 2 heavy', params: match(HEAVY_FORCES.martian[0].side, HEAVY_FORCES.martian[2].side), coords: { question: 'heavy' } },
  // The balanced matchup under every default reading (25-40% terrain): the baseline of the terrain bands and of the readings.
  { id: 'balanced', label: 'balanced matchup, default readings (25-40% terrain)', params: match(...BALANCED), coords: { question: 'baseline' } },
  { id: 'terrain-10-20', label: 'balanced matchup, 10-20% terrain', params: match(...BALANCED, ['terrain=10-20']), coords: { question: 'terrain' }, baseline: 'balanced' },
  { id: 'terrain-45-60', label: 'balanced matchup, 45-60% terrain', params: match(...BALANCED, ['terrain=45-60']), coords: { question: 'terrain' }, baseline: 'balanced' },
  { id: 'first-capture', label: 'objective-scoring=first-capture', params: match(...BALANCED, ['objective-scoring=first-capture']), coords: { question: 'objectives' }, baseline: 'balanced' },
  ...READINGS.map((reading) => ({ id: readingId(reading), label: reading, params: match(...BALANCED, [reading]), coords: { question: 'readings' }, baseline: 'balanced' })),
];

function bandVerdict(ci: [number, number]): string {
  if (ci[0] > BAND[1]) return 'favoured beyond 45-55%';
  if (ci[1] < BAND[0]) return 'behind beyond 45-55%';
  if (ci[0] >= BAND[0] && ci[1] <= BAND[1]) return 'fair (inside 45-55%)';
  return '';
}

function answer(result: ExperimentResult): string[] {
  const attacker = checkAtStrengths(result, STRENGTHS, ['colonial-mirror', 'martian-mirror'], (arm) => {
    // The game's per-pair attacker statistic (each force attacks once per pair of games).
    const s = arm.metrics.attackerScore as MeanMetric;
    return { text: formatMean(s.mean, s.ci, arm.trials, '', 'pairs'), verdict: bandVerdict(s.ci), value: s.mean, ci: s.ci };
  }, 'inconclusive against 45-55%');
  const heavy = checkAtStrengths(result, STRENGTHS, ['colonial-0-vs-2-heavy', 'martian-0-vs-2-heavy'], scoreAgainstEven(['lighter ahead', 'heavier ahead']), 'not clearly apart');
  const ranged = checkAtStrengths(result, STRENGTHS, ['terrain-10-20'], pairedReading('scoreA', 'points', ['Colonies higher', 'Colonies lower']), 'no clear change');
  const dense = checkAtStrengths(result, STRENGTHS, ['terrain-45-60'], pairedReading('length', 'activations', ['longer', 'shorter']), 'no clear change');
  const tied = checkAtStrengths(result, STRENGTHS, ['first-capture'], pairedReading('tiedRounds', 'tied rounds per battle', ['more', 'fewer']), 'no clear change');
  const draws = STRENGTHS.map((s, i) => {
    const [every, first] = [armsAtStrengths(result, STRENGTHS, 'balanced')[i], armsAtStrengths(result, STRENGTHS, 'first-capture')[i]].map(drawShare);
    return `${s.id} ${formatProportion(every.p, every.ci, every.games, 'battles')} every round, ${formatProportion(first.p, first.ci, first.games, 'battles')} on first capture`;
  });
  const length = checkAtStrengths(result, STRENGTHS, LENGTH_READINGS.map(readingId), pairedReading('length', 'activations', ['longer', 'shorter']), 'no clear change');
  const score = checkAtStrengths(result, STRENGTHS, SCORE_READINGS.map(readingId), pairedReading('scoreA', 'points', ['Colonies higher', 'Colonies lower']), 'no clear change');
  const named: [string, Check[]][] = [
    ['attacker advantage', attacker],
    ['heavy units', heavy],
    ['sparse terrain', ranged],
    ['dense terrain', dense],
    ['first-capture scoring', tied],
    ['readings (length)', length],
    ['readings (score)', score],
  ];
  const pairs = result.arms[0].trials;
  const balanced = armsAtStrengths(result, STRENGTHS, 'balanced').map((arm) => arm.metrics.scoreA as MeanMetric);
  return [
    strengthSummary(GREEDY, named, pairs),
    `Attacker's score per game (js-attacker-advantage): ${attacker.map((c) => c.line).join('; ')}.`,
    `No-heavy force's score against the two-heavy force (js-heavy-units): ${heavy.map((c) => c.line).join('; ')}.`,
    `Terrain (js-terrain-coverage), the Colonies' score at 10-20% minus 25-40%: ${ranged[0].line}; battle length at 45-60% minus 25-40%: ${dense[0].line}.`,
    `Objective scoring on first capture minus every round (js-objective-scoring), tied rounds: ${tied[0].line}; draws: ${draws.join('; ')}.`,
    `Readings (js-variant-sensitivity), battle length minus the defaults: ${length.map((c) => c.line).join('; ')}; the Colonies' score: ${score.map((c) => c.line).join('; ')}.`,
    `The two players do not see the same game: in the balanced matchup the Colonies score ${STRENGTHS.map((s, i) => `${formatMean(balanced[i].mean, balanced[i].ci, 2 * pairs, '', 'games')} with ${s.id}`).join(' and ')}. js-flare-policies is not replayed here: it replays its own tournament with greedy on both sides, the policies enforced as rules (flare-discipline=rule).`,
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'js-second-strength',
      title: 'Jagged Shards verdicts at a second agent strength (greedy, 4 sampled rolls)',
      question: 'Do the attacker-advantage, heavy-unit, terrain, objective-scoring and main rule-reading verdicts hold when both sides are played by the one-ply greedy player instead of the heuristic?',
      source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Starting Warp Flares; Ch. 1 Tactical Skirmish Warfare; Ch. 4 Terrain; Objectives; every named variant', catalogue: ['JS-055', 'JS-001', 'JS-005', 'JS-006', 'JS-026', 'JS-020'] },
      pairs: 300,
    },
    atStrengths(base, STRENGTHS),
  ),
  // Four pairs per chunk: the quick CI run then plays one pair per arm.
  chunkSize: 4,
  answer,
  charts: chartsAtStrengths([{ kind: 'forest', metric: 'length', title: 'Battle length: each arm minus the balanced matchup' }, { kind: 'forest', metric: 'scoreA', title: "Side A's score: each arm minus the balanced matchup" }], STRENGTHS),
});
