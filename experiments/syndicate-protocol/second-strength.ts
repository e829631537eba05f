/**
 * Syndicate Protocol: do the game-level verdicts hold with a different
 * player? Issue 11 asks every game-level verdict to be checked at two agent
 * strengths. The second player is the one-ply greedy player with 2 sampled
 * dice resolutions per action (`greedy:rolls=2`), judging states by
 * evaluateSyndicate (src/systems/syndicate-protocol/aiEvaluate.ts: Health,
 * the expected damage each side can deal next, an approach toll). With an
 * evaluation that counted only Health it drew every game at the 50-round cap;
 * with the position and the toll it beats random play and scores about half
 * or more against the heuristic in the Lens and Velocity mirrors (rules card,
 * "The evaluation and the search agents"). It costs ~0.7 CPU-s a pair of
 * games, ~60 times a heuristic pair (measured in this experiment at 50 pairs
 * per arm: 122 CPU-s for 165 greedy and 550 heuristic pairs, load ~11 on 2
 * cores), so it plays three tenths of the pairs, on the same seeds as the
 * heuristic's first three tenths (`share`); the heuristic plays all of them,
 * about as many as the checked experiments, so its readings are their
 * verdicts again.
 *
 * It replays the arms the verdicts rest on:
 * - sp-armor-floor-games: floor 1 against floor 0 in the Velocity mirror and
 *   in Lens vs Razor (the largest change: length, round-cap share, score);
 * - sp-priority: the round-1 Priority side's score pooled over the Lens and
 *   Velocity mirrors and Lens vs Razor and in the Lens mirror, and the
 *   final-round Priority side's score in each of the three (the Razor mirror, mostly
 *   capped even for the heuristic, is left out), read from the game's
 *   Priority statistics (index.ts: priorityFirstScore, priorityLastScore);
 * - sp-targeting: hidden=appendix-d and cover=intervening in Lens vs
 *   Velocity, the two readings its verdict names;
 * - sp-operator-tiers: Lens, the bottom of the list, against Razor and
 *   Rampart (the top two) and Velocity;
 * - sp-variant-sensitivity: map=open-streets and terrain-density=count in the
 *   Lens mirror, the two readings that moved game length most by estimate.
 * sp-card-strength replays its own tournament with greedy (its answer says).
 * A strength that stops more than half the games of a matchup at the round
 * cap can leave it undecided (its draws pull a score to half): the answer
 * names those arms with each check, and counts an unclear check there as
 * undecided; a clear one stands, its interval counting the draws.
 */
import { distinctGames } from '../../src/sim/match/pairPools.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { agreement, armsAtStrengths, atStrengths, chartsAtStrengths, checkAtStrengths, pairedReading, scoreAgainstEven, strengthLabel, strengthSummary, type AgentStrength, type Check, type Reading } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { formatMean, groupThousands, percent } from '../../src/report/format.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';

/** The greedy player's share of the pairs: 60 of 200 at the full budget, ~4 minutes of 2-worker time on an idle machine (~490 CPU-s, scaled from the run above). */
const GREEDY_SHARE = 0.3;
const PAIRS = 200;
export const GREEDY: AgentStrength = { id: 'greedy', label: 'the one-ply greedy player (2 sampled dice resolutions per action)', agent: 'greedy:rolls=2', share: GREEDY_SHARE };
const STRENGTHS: readonly AgentStrength[] = [{ id: 'heuristic', label: 'the heuristic player' }, GREEDY];
/** A strength that stops more than this share of a matchup's games at the round cap may not decide it (guarded). */
const STALLED = 0.5;
const FAIR = 0.5;

/** The readings of sp-targeting and sp-variant-sensitivity replayed here (those their heuristic verdicts named when this file was written; sp-variant-sensitivity's two by estimate). */
export const REPLAYED_TARGETING = ['hidden=appendix-d', 'cover=intervening'] as const;
export const REPLAYED_READINGS = ['map=open-streets', 'terrain-density=count'] as const;

/** The sentence a checked experiment's answer ends with: what is replayed here, at which strength. */
export function secondStrengthSentence(what: string, note = ''): string {
  return `The second agent strength, ${strengthLabel(GREEDY)} on both sides, replays ${what} in sp-second-strength, which says whether this verdict holds, flips or is clear at one strength only, and where that player stalls at the round cap.${note ? ` ${note}` : ''}`;
}

const game = findGame('syndicate-protocol');
const name = (id: string) => (game.presets[id] as { name: string }).name;

function match(a: string, b: string, variants: readonly string[] = []): MatchParams {
  return {
    system: game.id,
    sideA: sideOf(game, `preset:${a}`, 'sp-second-strength'),
    sideB: sideOf(game, `preset:${b}`, 'sp-second-strength'),
    agentA: 'heuristic',
    agentB: 'heuristic',
    variants: chooseGameVariants(game, variants),
  };
}

const readingId = (reading: string) => reading.replace('=', '-');
const vs = (a: string, b: string) => (a === b ? `${name(a)} mirror` : `${name(a)} vs ${name(b)}`);
const base: MatchArm[] = [
  { id: 'velocity-mirror', label: vs('velocity', 'velocity'), params: match('velocity', 'velocity') },
  { id: 'velocity-mirror-floor1', label: `${vs('velocity', 'velocity')}, armor-floor=floor1`, params: match('velocity', 'velocity', ['armor-floor=floor1']), baseline: 'velocity-mirror' },
  { id: 'lens-vs-razor', label: vs('lens', 'razor'), params: match('lens', 'razor'), baseline: null },
  { id: 'lens-vs-razor-floor1', label: `${vs('lens', 'razor')}, armor-floor=floor1`, params: match('lens', 'razor', ['armor-floor=floor1']), baseline: 'lens-vs-razor' },
  { id: 'lens-mirror', label: vs('lens', 'lens'), params: match('lens', 'lens'), baseline: null },
  ...REPLAYED_READINGS.map((reading) => ({ id: `lens-mirror-${readingId(reading)}`, label: `${vs('lens', 'lens')}, ${reading}`, params: match('lens', 'lens', [reading]), baseline: 'lens-mirror' })),
  { id: 'lens-vs-velocity', label: vs('lens', 'velocity'), params: match('lens', 'velocity'), baseline: null },
  ...REPLAYED_TARGETING.map((reading) => ({ id: `lens-vs-velocity-${readingId(reading)}`, label: `${vs('lens', 'velocity')}, ${reading}`, params: match('lens', 'velocity', [reading]), baseline: 'lens-vs-velocity' })),
  { id: 'lens-vs-rampart', label: vs('lens', 'rampart'), params: match('lens', 'rampart'), baseline: null },
];
/** sp-priority's matchups here (its fourth, the Razor mirror, stalls even for the heuristic). */
const PRIORITY_ARMS = ['lens-mirror', 'velocity-mirror', 'lens-vs-razor'] as const;

// ----- the answer -----

const capped = (arm: ArmResult) => (arm.metrics.capped as MeanMetric).mean;
const cappedShare = (arm: ArmResult) => gameShare([arm], 'capped');
const plain = (arm: ArmResult) => arm.label.replace(/ @\S+$/, '');
/** The outcome of a check that a stalled player left undecided. */
const STALL_OUTCOME = 'undecided where a player stalls at the cap';

/**
 * A check whose unclear strength stops more than STALLED of the games at the
 * cap in the arms it reads (the arm and its baseline): its draws hide any
 * verdict there, so the check says so and counts as undecided, not as
 * "clear at one strength only". A clear reading stands even where a player stalls.
 */
function guarded(result: ExperimentResult, ids: readonly string[], check: Check, verdicts: readonly string[]): Check {
  const notes: string[] = [];
  let hides = false;
  STRENGTHS.forEach((s, i) => {
    const arms = ids.flatMap((id) => {
      const arm = armsAtStrengths(result, STRENGTHS, id)[i];
      const baseline = result.arms.find((a) => a.id === arm.baselineArm);
      return baseline ? [baseline, arm] : [arm];
    });
    const stalled = arms.filter((arm) => capped(arm) > STALLED);
    if (stalled.length === 0) return;
    hides ||= verdicts[i] === '';
    notes.push(`${s.id} stops ${stalled.map((arm) => `${cappedShare(arm)} of ${plain(arm)}`).join(' and ')} at the cap${verdicts[i] === '' ? ', so its draws can hide a verdict' : ''}`);
  });
  if (notes.length === 0) return check;
  const outcome = hides && (check.outcome === 'clear at one strength only' || check.outcome === 'unclear at every strength') ? STALL_OUTCOME : check.outcome;
  const line = outcome === check.outcome ? check.line : `${check.line.slice(0, check.line.lastIndexOf(`: ${check.outcome}`))}: ${outcome}`;
  return { line: `${line} (${notes.join('; ')})`, outcome };
}

/** checkAtStrengths with the stall guard, one check per id. */
function checked(result: ExperimentResult, ids: readonly string[], read: (arm: ArmResult) => Reading, unclear: string, prefix = ''): Check[] {
  return checkAtStrengths(result, STRENGTHS, ids, read, unclear).map((check, k) => {
    const verdicts = armsAtStrengths(result, STRENGTHS, ids[k]).map((arm) => read(arm).verdict);
    const c = guarded(result, [ids[k]], check, verdicts);
    return { ...c, line: prefix + c.line };
  });
}

/** The Priority side's score pooled over sp-priority's matchups at one strength: a mean of the arms' means (equal pairs), with its normal interval. */
function pooled(arms: readonly ArmResult[], metric: string) {
  const ms = arms.map((arm) => arm.metrics[metric] as MeanMetric);
  const mean = ms.reduce((s, x) => s + x.mean, 0) / ms.length;
  const half = Math.sqrt(ms.reduce((s, x) => s + ((x.ci[1] - x.ci[0]) / 2) ** 2, 0)) / ms.length;
  // A score per game lies in 0-1, and so does the interval.
  return { mean, ci: [Math.max(0, mean - half), Math.min(1, mean + half)] as [number, number], games: arms.reduce((s, arm) => s + distinctGames(arm), 0) };
}

// A zero-width interval is every game alike (a handful of games), not certainty: no verdict from it.
const priorityWords = (ci: [number, number]) => (!(ci[1] > ci[0]) ? '' : ci[0] > FAIR ? 'more than half' : ci[1] < FAIR ? 'less than half' : '');

function priorityCheck(result: ExperimentResult, metric: string, ids: readonly string[], label: string): Check {
  const readings: Reading[] = STRENGTHS.map((_, i) => {
    const p = pooled(ids.map((id) => armsAtStrengths(result, STRENGTHS, id)[i]), metric);
    // Unclear: about how many games would either show an edge or confine it within +/-0.05 (if the estimate holds).
    const half = (p.ci[1] - p.ci[0]) / 2;
    const target = Math.max(0.05 - Math.abs(p.mean - FAIR), Math.abs(p.mean - FAIR));
    const settle = priorityWords(p.ci) === '' && half > target && target > 0 && Number.isFinite(half) ? `; about ${groupThousands(Math.ceil(p.games * (half / target) ** 2))} games would settle it` : '';
    return { text: `${formatMean(p.mean, p.ci, p.games, 'points per game', 'games')} (${priorityWords(p.ci) || 'not clearly apart from half'}${settle})`, verdict: priorityWords(p.ci), value: p.mean, ci: p.ci };
  });
  const outcome = agreement(readings.map((r) => r.verdict));
  const check = { line: `${label}: ${readings.map((r, i) => `${STRENGTHS[i].id} ${r.text}`).join(', ')}: ${outcome}`, outcome };
  return guarded(result, ids, check, readings.map((r) => r.verdict));
}

function answer(result: ExperimentResult): string[] {
  const length = pairedReading('length', 'rounds', ['longer', 'shorter']);
  const lines = (checks: readonly Check[]) => checks.map((c) => c.line).join('; ');
  const armor = [
    ...checked(result, ['velocity-mirror-floor1', 'lens-vs-razor-floor1'], length, 'no clear change'),
    ...checked(result, ['lens-vs-razor-floor1'], pairedReading('capped', '', ['more', 'fewer']), 'no clear change', 'round-cap share, '),
    ...checked(result, ['lens-vs-razor-floor1'], pairedReading('scoreA', 'points per game', ['Lens higher', 'Lens lower']), 'no clear change', "Lens's score, "),
  ];
  const priority = [
    priorityCheck(result, 'priorityFirstScore', PRIORITY_ARMS, `round-1 Priority side, pooled over ${PRIORITY_ARMS.length} matchups`),
    priorityCheck(result, 'priorityFirstScore', ['lens-mirror'], 'round-1 Priority side, Lens mirror'),
    // Matchup by matchup: pooled, the Velocity mirror (where the first shot decides) carries the other two (sp-priority).
    ...PRIORITY_ARMS.map((id) => priorityCheck(result, 'priorityLastScore', [id], `final-round Priority side, ${plain(armsAtStrengths(result, STRENGTHS, id)[0])}`)),
  ];
  const targeting = [
    ...checked(result, REPLAYED_TARGETING.map((r) => `lens-vs-velocity-${readingId(r)}`), length, 'no clear change'),
    ...checked(result, [`lens-vs-velocity-${readingId(REPLAYED_TARGETING[0])}`], pairedReading('scoreA', 'points per game', ['Lens higher', 'Lens lower']), 'no clear change', "Lens's score, "),
  ];
  const tiers = [
    ...checked(result, ['lens-vs-razor'], scoreAgainstEven(['Lens ahead', 'Razor ahead']), 'not clearly apart'),
    ...checked(result, ['lens-vs-rampart'], scoreAgainstEven(['Lens ahead', 'Rampart ahead']), 'not clearly apart'),
    ...checked(result, ['lens-vs-velocity'], scoreAgainstEven(['Lens ahead', 'Velocity ahead']), 'not clearly apart'),
  ];
  const readings = checked(result, REPLAYED_READINGS.map((r) => `lens-mirror-${readingId(r)}`), length, 'no clear change');
  const named: [string, Check[]][] = [
    ['armor floor (sp-armor-floor-games)', armor],
    ['Priority (sp-priority)', priority],
    ['targeting (sp-targeting)', targeting],
    ['tier list (sp-operator-tiers)', tiers],
    ['readings (sp-variant-sensitivity)', readings],
  ];
  const pairs = armsAtStrengths(result, STRENGTHS, base[0].id).map((arm) => arm.trials);
  const capShares = STRENGTHS.map((s, i) => `${s.id}: ${base.filter((arm) => !arm.baseline).map((arm) => `${arm.label} ${cappedShare(armsAtStrengths(result, STRENGTHS, arm.id)[i])}`).join(', ')}`);
  const stalled = STRENGTHS.map((s, i) => {
    const arms = base.map((arm) => armsAtStrengths(result, STRENGTHS, arm.id)[i]).filter((arm) => capped(arm) > STALLED);
    return `${s.id} in ${arms.length > 0 ? arms.map(plain).join(', ') : 'none of these arms'}`;
  });
  return [
    strengthSummary(GREEDY, named, STRENGTHS.map((s, i) => [s.id, pairs[i]] as const), [[STALL_OUTCOME, 'undecided because a player stops most of those games at the round cap:']]),
    `Where each player stalls (share of games stopped at the 50-round cap, default readings): ${capShares.join('; ')}. A player that stops more than half a matchup's games at the cap may not decide it: a draw scores half for both sides and can hide a verdict, so where such a player's check is unclear it counts as undecided, not as no effect, while a clear check still stands (its interval already counts the draws); over half the games capped, any readings: ${stalled.join('; ')}.`,
    `Armor floor 1 minus floor 0 (sp-armor-floor-games), game length and then, in Lens vs Razor, the round-cap share and Lens's score: ${lines(armor)}.`,
    `Priority (sp-priority), the score of the side that won the roll-off (Priority in rounds 1, 3, 5...) and of the side holding Priority in the final round: ${lines(priority)}. These are this report's own arms (fewer pairs than sp-priority, so a verdict clear there may be unclear here at both strengths: sp-priority's own intervals are the heuristic's answer).`,
    `Targeting readings against the defaults in Lens vs Velocity (sp-targeting), game length and Lens's score: ${lines(targeting)}.`,
    `Tier list (sp-operator-tiers), Lens's score against Razor and Rampart and against Velocity (picked from sp-operator-tiers when this check was written: the bottom of its list against two of its top three, and Velocity; sp-operator-tiers is the ranking): ${lines(tiers)}.`,
    // Picked by their estimates in sp-variant-sensitivity, whose answer says whether another reading's interval reaches theirs.
    `Readings picked by estimate as moving the Lens mirror's length most in sp-variant-sensitivity: ${lines(readings)}.`,
    `Not replayed: the matchups between Composite-armoured presets (Razor, Glitch, Rampart), where the heuristic already stops most games at the cap, so draws hide their order; the eliminated-fire reading's small effect on Priority (sp-priority); sp-card-strength, which replays its own tournament with greedy. "Clear at one strength only (more games may settle it)" marks what the greedy player's ${pairs[1]} pairs per arm cannot decide: it plays a ${percent(GREEDY_SHARE, 0)} share of the pairs because its games cost far more than the heuristic's, and a larger share would settle more.`,
  ];
}

const spec = matchExperiment(
  {
    id: 'sp-second-strength',
    title: 'Syndicate Protocol verdicts at a second agent strength (greedy, 2 sampled rolls)',
    question: 'Do the armor-floor, Priority, targeting, tier-list and main rule-reading verdicts hold when both sides are played by the one-ply greedy player instead of the heuristic, and where does that player stall at the round cap?',
    source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: '2.12 Victory; Combat › 4.8 Armor vs 6.1 Armor Rating; Game Setup › 7. Priority Alternation Rule; 4.2 Targeting; 10.4 Hidden; 4.9 Cover; Operators › Operator Doctrine', catalogue: ['SP-059', 'SP-021', 'SP-001', 'SP-029', 'SP-023', 'SP-019'] },
    pairs: PAIRS,
  },
  atStrengths(base, STRENGTHS),
);

export default defineExperiment<MatchParams>({
  ...spec,
  // One pair per chunk: a greedy game can run all 50 rounds, and the quick CI run plays one pair per arm.
  chunkSize: 1,
  answer,
  charts: [
    { kind: 'arms', metric: 'capped', reference: 'none', title: 'Share of games stopped at the 50-round cap, by strength' },
    ...chartsAtStrengths([{ kind: 'forest', metric: 'length', title: 'Game length: each reading minus its baseline' }], STRENGTHS),
  ],
});
