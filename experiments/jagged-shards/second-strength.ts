/**
 * Jagged Shards: do the game-level verdicts hold with a different player?
 * Issue 11 asks every game-level verdict to be checked at two agent
 * strengths. The second player is the one-ply greedy player with 4 sampled
 * dice resolutions per action (`greedy:rolls=4`): on the balanced matchup it
 * won 21 of 24 games against random play and lost 22 of 24 to the heuristic
 * (measured with `playtest match`, seeds 1 and 3), and this whole experiment
 * costs ~50 CPU-s at 100 pairs per arm. It replaces MCTS with 20 iterations,
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
 * one major objective). js-flare-policies has no second strength: the
 * policies are settings of the heuristic player, and the greedy player picks
 * its own spending.
 *
 * The helpers below (a verdict read at each strength, and whether it holds)
 * are shared by the other systems' second-strength experiments.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { atStrengths, chartsAtStrengths, strengthLabel, type AgentStrength } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { Side } from '../../src/game/definition.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { formatMean, formatMeanDifference, formatProportion } from '../../src/report/format.ts';
import { HEAVY_FORCES } from './heavy-units.ts';
import { drawShare } from './objective-scoring.ts';

/** A verdict read off one arm: the number as printed, and its verdict word ('' when the interval decides nothing). */
export interface Reading {
  text: string;
  verdict: string;
  /** The estimate and its interval, when the reading has one: lets a check say that an unclear strength is clearly smaller. */
  value?: number;
  ci?: [number, number];
}

/** The arm of `id` played at each strength (the first strength keeps the plain id). */
export function armsAtStrengths(result: ExperimentResult, strengths: readonly AgentStrength[], id: string): ArmResult[] {
  return strengths.map((s, i) => {
    const want = i === 0 ? id : `${id}@${s.id}`;
    const arm = result.arms.find((a) => a.id === want);
    if (!arm) throw new Error(`second strength: no arm '${want}'`);
    return arm;
  });
}

/** 'holds' (the same clear verdict at every strength), 'FLIPS' (two different clear verdicts), 'clear at one strength only', or 'unclear at every strength'. */
export function agreement(verdicts: readonly string[]): string {
  const clear = new Set(verdicts.filter((v) => v !== ''));
  if (clear.size > 1) return 'FLIPS';
  if (clear.size === 1) return verdicts.includes('') ? 'clear at one strength only' : 'holds';
  return 'unclear at every strength';
}

/** One check per id: "<label>: heuristic <reading> (<verdict>), greedy <reading> (<verdict>) - holds". */
export function checkAtStrengths(result: ExperimentResult, strengths: readonly AgentStrength[], ids: readonly string[], read: (arm: ArmResult) => Reading, unclear = 'unclear'): Check[] {
  return ids.map((id) => {
    const arms = armsAtStrengths(result, strengths, id);
    const readings = arms.map(read);
    const outcome = agreement(readings.map((r) => r.verdict));
    const shown = readings.map((r, i) => `${strengths[i].id} ${r.text} (${r.verdict || unclear})`).join(', ');
    return { line: `${arms[0].label}: ${shown}: ${outcome}${outcome === 'clear at one strength only' ? smaller(readings, strengths) : ''}`, outcome };
  });
}

/** Where a strength is unclear but its interval excludes a clear strength's estimate, the effect is smaller there, not merely unmeasured. */
function smaller(readings: readonly Reading[], strengths: readonly AgentStrength[]): string {
  const clear = readings.find((r) => r.verdict !== '' && r.value !== undefined);
  if (!clear) return '';
  const weaker = readings.flatMap((r, i) => (r.verdict === '' && r.ci && (clear.value! < r.ci[0] || clear.value! > r.ci[1]) ? [strengths[i].id] : []));
  return weaker.length > 0 ? ` (and clearly weaker with ${weaker.join(', ')}: its interval excludes the other estimate, so more games would not make it agree)` : ' (more games may settle it)';
}

/** A's score per game against an even score. */
export function scoreAgainstEven(words: readonly [string, string] = ['A ahead', 'B ahead']) {
  return (arm: ArmResult): Reading => {
    const s = arm.metrics.scoreA as MeanMetric;
    return { text: formatMean(s.mean, s.ci, 2 * arm.trials, '', 'games'), verdict: s.ci[0] > 0.5 ? words[0] : s.ci[1] < 0.5 ? words[1] : '', value: s.mean, ci: s.ci };
  };
}

/** The paired change in `metric` against the arm's baseline. */
export function pairedChange(metric: string, unit: string, words: readonly [string, string] = ['higher', 'lower']) {
  return (arm: ArmResult): Reading => {
    const d = arm.vsBaseline?.[metric];
    if (!d) throw new Error(`second strength: arm '${arm.id}' has no baseline for ${metric}`);
    return { text: formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs'), verdict: d.ci[0] > 0 ? words[0] : d.ci[1] < 0 ? words[1] : '', value: d.diff, ci: d.ci };
  };
}

/** One check's result: its sentence and its outcome (agreement's words). */
export interface Check {
  line: string;
  outcome: string;
}

/**
 * The headline over named groups of checks: how many verdicts hold, flip or
 * are clear at one strength only, and in which groups, e.g. "12 verdicts:
 * 7 holds, 5 unclear at every strength; the same at both strengths: heavy
 * units (2 of 2), ... (100 pairs of games per arm at each strength, the same seeds)".
 */
export function strengthSummary(strength: AgentStrength, named: readonly (readonly [string, readonly Check[]])[], pairs: number): string {
  const all = named.flatMap(([, checks]) => checks);
  const where = (outcome: string) =>
    named.filter(([, checks]) => checks.some((c) => c.outcome === outcome)).map(([name, checks]) => `${name} (${checks.filter((c) => c.outcome === outcome).length} of ${checks.length})`);
  const parts = [
    ['holds', 'the same at both strengths:'],
    ['FLIPS', 'FLIPPING (the verdict depends on who plays: do not act on it alone):'],
    ['clear at one strength only', 'clear at one strength only:'],
  ]
    .filter(([outcome]) => where(outcome).length > 0)
    .map(([outcome, words]) => `${words} ${where(outcome).join(', ')}`);
  return `Replayed with ${strengthLabel(strength)} on both sides, ${all.length} verdicts: ${tally(all.map((c) => c.outcome))}${parts.length > 0 ? `; ${parts.join('; ')}` : ''} (${pairs} pair${pairs === 1 ? '' : 's'} of games per arm at each strength, the same seeds).`;
}

/** "3 of 4 hold, 1 clear at one strength only" over a list of outcomes. */
export function tally(outcomes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return [...counts].map(([o, n]) => `${n} ${o}`).join(', ');
}

export const GREEDY: AgentStrength = { id: 'greedy', label: 'the one-ply greedy player (4 sampled dice resolutions per action)', agent: 'greedy:rolls=4' };
const STRENGTHS: readonly AgentStrength[] = [{ id: 'heuristic', label: 'the heuristic player' }, GREEDY];

/** "Fair": the attacker's score inside 45-55% (js-attacker-advantage's band). */
const BAND = [0.45, 0.55] as const;
/** The readings of js-variant-sensitivity checked here: the largest changes of battle length, and of A's score, in the heuristic's run. */
const LENGTH_READINGS = ['reinforcement-cost=1', 'reinforcement-cost=3', 'rush-attack=yes', 'reroll-cost=2'] as const;
const SCORE_READINGS = ['objectives=major-centre'] as const;
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
  const ranged = checkAtStrengths(result, STRENGTHS, ['terrain-10-20'], pairedChange('scoreA', 'points', ['Colonies higher', 'Colonies lower']), 'no clear change');
  const dense = checkAtStrengths(result, STRENGTHS, ['terrain-45-60'], pairedChange('length', 'activations', ['longer', 'shorter']), 'no clear change');
  const tied = checkAtStrengths(result, STRENGTHS, ['first-capture'], pairedChange('tiedRounds', 'tied rounds per battle', ['more', 'fewer']), 'no clear change');
  const draws = STRENGTHS.map((s, i) => {
    const [every, first] = [armsAtStrengths(result, STRENGTHS, 'balanced')[i], armsAtStrengths(result, STRENGTHS, 'first-capture')[i]].map(drawShare);
    return `${s.id} ${formatProportion(every.p, every.ci, every.games, 'battles')} every round, ${formatProportion(first.p, first.ci, first.games, 'battles')} on first capture`;
  });
  const length = checkAtStrengths(result, STRENGTHS, LENGTH_READINGS.map(readingId), pairedChange('length', 'activations', ['longer', 'shorter']), 'no clear change');
  const score = checkAtStrengths(result, STRENGTHS, SCORE_READINGS.map(readingId), pairedChange('scoreA', 'points', ['Colonies higher', 'Colonies lower']), 'no clear change');
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
    `The two players do not see the same game: in the balanced matchup the Colonies score ${STRENGTHS.map((s, i) => `${formatMean(balanced[i].mean, balanced[i].ci, 2 * pairs, '', 'games')} with ${s.id}`).join(' and ')}. js-flare-policies has no second strength (its policies are the heuristic's settings).`,
  ];
}

export default defineExperiment<MatchParams>({
  ...matchExperiment(
    {
      id: 'js-second-strength',
      title: 'Jagged Shards verdicts at a second agent strength (greedy, 4 sampled rolls)',
      question: 'Do the attacker-advantage, heavy-unit, terrain, objective-scoring and main rule-reading verdicts hold when both sides are played by the one-ply greedy player instead of the heuristic?',
      source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 Starting Warp Flares; Ch. 1 Tactical Skirmish Warfare; Ch. 4 Terrain; Objectives; every named variant', catalogue: ['JS-055', 'JS-001', 'JS-005', 'JS-006', 'JS-026', 'JS-020'] },
      pairs: 100,
    },
    atStrengths(base, STRENGTHS),
  ),
  // Four pairs per chunk: the quick CI run then plays one pair per arm.
  chunkSize: 4,
  answer,
  charts: chartsAtStrengths([{ kind: 'forest', metric: 'length', title: 'Battle length: each arm minus the balanced matchup' }, { kind: 'forest', metric: 'scoreA', title: "Side A's score: each arm minus the balanced matchup" }], STRENGTHS),
});
