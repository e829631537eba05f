/**
 * Rattle and Rend campaign play (004_c41133d86b017ece.txt, Campaign Play):
 * does the campaign widen the gap between players, and how often does a
 * warband dissolve?
 *
 * - RR-179, RR-180, RR-059: the two consequence tables, exactly (a loser's 10
 *   sits in two rows: both readings, src/systems/rattle-and-rend/campaign.ts).
 * - RR-040, RR-181: the roster-size chain of two players over 20 games, exact
 *   given how often a warband of each size wins. Every campaign game is played
 *   with "a legal, 12-point roster", so size matters in a game only below 12
 *   points, where a warband has no 12-point roster and (default reading) fields
 *   what it has. That is measured here: each example warband shrunk to 11, 10
 *   and 9 points by the Losing Points rule against the next example warband,
 *   paired on the same seeds with its own 12-point games, in pairs of games
 *   with the sides swapped, both sides played by the heuristic player. The
 *   score changes give each size an Elo-style rating (12 points = 0), and the
 *   chain's win probability of any two sizes is the logistic of the ratings'
 *   difference; two 9-against-11 mirrors check that model. Above 12
 *   points a larger warband only chooses which 12 points to bring: no player
 *   here chooses rosters, so that choice is worth nothing in the chain, and a
 *   what-if line shows what a per-point edge would change.
 * - RR-183: escalation campaigns (no tables, +1 point a game), exactly.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { CAMPAIGN_MAX_POINTS, CAMPAIGN_MIN_POINTS, WARBAND_POINTS } from '../../src/systems/rattle-and-rend/rules.ts';
import {
  campaignChain,
  CAMPAIGN_READINGS,
  changeOdds,
  DEFAULT_CAMPAIGN,
  escalationPoints,
  fielded,
  shrinkElements,
  type CampaignReadings,
  type CampaignSnapshot,
} from '../../src/systems/rattle-and-rend/campaign.ts';
import { armEstimate, interval, keepMetrics, poolEstimates, showMean, type Estimate } from './_options.ts';
import { formatRating, groupThousands, pairedChange, shown } from '../../src/report/format.ts';
import { PRESETS } from './example-warbands.ts';

const SYSTEM = 'rattle-and-rend';
const HEURISTIC = 'heuristic';
/** The short sizes played against 12 (9 is the least a Campaign Warband may have). */
export const SHORT_SIZES = [11, 10, 9] as const;
/** Games of the campaign the chain follows, and the ones the answer reports. */
const CAMPAIGN_GAMES = 20;
const SHOWN = [5, 10, 20] as const;
/** The what-if: a per-point rating edge for a larger warband's roster choice above 12 (not measured). */
const WHAT_IF_ELO = 25;

/** A preset's Elements after losing `12 - points` points one at a time, or null when the rule leaves no legal warband. */
export function shrunkElements(elements: string, points: number): string | null {
  let now: string | null = elements;
  for (let p = WARBAND_POINTS; p > points && now !== null; p--) now = shrinkElements(now);
  return now;
}

/** A preset at `points` (9-12) as a side, or null (shrinkElements). */
export function campaignSide(presetId: string, points: number): RrSide | null {
  const preset = findGame(SYSTEM).presets[presetId] as RrSide;
  const elements = shrunkElements(preset.elements, points);
  return elements === null ? null : { ...preset, name: `${preset.name} (${points} pts)`, elements, points };
}

/**
 * Each warband's opponent: the next example warband, never itself. Two Superiority warbands (the Vampire Court's
 * Bond) both bid a fixed 3 every time (variant superiority-tie, default fixed-3), so every bid ties until the
 * sixth, which drains 6 Momentum from each every round: a Court mirror measures that, not roster size.
 */
export const OPPONENT: Readonly<Record<string, string>> = {
  'dwarven-throng': 'ghostly-host',
  'ghostly-host': 'ogrekin-hunting-party',
  'ogrekin-hunting-party': 'vampire-court',
  'vampire-court': 'dwarven-throng',
};
/** The model's check, a short warband against a short one: the mirrors without Superiority that reach 9 points. */
const CHECKED = ['dwarven-throng', 'ogrekin-hunting-party'] as const;

const armId = (presetId: string, a: number, against: string) => `${presetId}-${a}-vs-${against}`;
const presetSide = (id: string) => findGame(SYSTEM).presets[id] as RrSide;
const labelOf = (id: string) => PRESETS.find((p) => p.id === id)!.label;

function arms(): MatchArm[] {
  const out: MatchArm[] = [];
  const variants = chooseGameVariants(findGame(SYSTEM), []);
  const arm = (presetId: string, a: number, sideB: RrSide | null, against: string, baseline: string | null) => {
    const sideA = a === WARBAND_POINTS ? presetSide(presetId) : campaignSide(presetId, a);
    if (sideA === null || sideB === null) return;
    out.push({
      id: armId(presetId, a, against),
      label: `${labelOf(presetId)} at ${a} points against ${sideB.name}`,
      coords: { warband: labelOf(presetId), points: a, against },
      baseline,
      params: { system: SYSTEM, sideA, sideB, agentA: HEURISTIC, agentB: HEURISTIC, variants },
    });
  };
  for (const p of PRESETS) {
    const opponent = OPPONENT[p.id];
    arm(p.id, WARBAND_POINTS, presetSide(opponent), opponent, null);
    for (const size of SHORT_SIZES) arm(p.id, size, presetSide(opponent), opponent, armId(p.id, WARBAND_POINTS, opponent));
  }
  for (const id of CHECKED) arm(id, 9, campaignSide(id, 11), 'itself at 11', null);
  return out;
}

const elo = (score: number) => 400 * Math.log10(score / (1 - score));
const logistic = (ratingDiff: number) => 1 / (1 + 10 ** (-ratingDiff / 400));
const clampScore = (s: number) => Math.min(0.99, Math.max(0.01, s));
const Z95 = 1.959964;

/**
 * The score change of `size` points from 12 against the same opponent, paired game by game, pooled (equal weight)
 * over the warbands that can shrink that far, as 0.5 plus the change: the score against an equal 12-point side.
 */
function sizeScore(result: ExperimentResult, size: number): Estimate {
  const parts = result.arms
    .filter((a) => a.coords?.points === size && a.vsBaseline !== undefined)
    .map((a) => {
      const d = a.vsBaseline!.scoreA;
      return { mean: 0.5 + d.diff, se: (d.ci[1] - d.ci[0]) / (2 * Z95), games: 2 * a.trials };
    });
  return poolEstimates(parts);
}

/** Ratings of 9..18 points from scores against 12 (12 and above: 0, plus `above` per point over 12). */
export function sizeRatings(scores: ReadonlyMap<number, number>, above = 0): (points: number) => number {
  return (points) => (points >= WARBAND_POINTS ? above * (points - WARBAND_POINTS) : elo(clampScore(scores.get(points)!)));
}

/** The chain's win probability of A's warband against B's, from the size ratings and the short-roster reading. */
export function winProbability(rating: (points: number) => number, readings: CampaignReadings): (a: number, b: number) => number {
  return (a, b) => {
    const fa = fielded(a, b, readings['short-roster']);
    const fb = fielded(b, a, readings['short-roster']);
    // A 12-point roster from a larger warband: `rating` may give it the choice of which 12 points (the what-if).
    const ra = fa === WARBAND_POINTS ? rating(a) : rating(fa);
    const rb = fb === WARBAND_POINTS ? rating(b) : rating(fb);
    return logistic(ra - rb);
  };
}

const pct = (x: number) => `${shown(100 * x, 1)}%`;
const oddsText = (odds: Map<number, number>) => [...odds].sort((x, y) => x[0] - y[0]).map(([c, q]) => `${c > 0 ? '+' : ''}${c} ${pct(q)}`).join(', ');
const meanChange = (odds: Map<number, number>) => [...odds].reduce((s, [c, q]) => s + c * q, 0);
/** The score below which a roster shrinks on average: p x winner's mean + (1 - p) x loser's mean = 0. */
export function breakEven(ten: CampaignReadings['loser-ten']): number {
  const w = meanChange(changeOdds(true, ten));
  const l = meanChange(changeOdds(false, ten));
  return -l / (w - l);
}
const at = (snaps: CampaignSnapshot[], games: number) => snaps[games - 1];

/** "a to b" of one chain figure at the two ends of the measured scores, or one number when they agree to the shown digits. */
function range(lo: CampaignSnapshot, hi: CampaignSnapshot, pick: (s: CampaignSnapshot) => number, show: (x: number) => string): string {
  const [a, b] = [pick(lo), pick(hi)].sort((x, y) => x - y).map(show);
  return a === b ? a : `${a} to ${b}`;
}

function answer(result: ExperimentResult): string[] {
  const win = changeOdds(true, 'crushing');
  const lossCrushing = changeOdds(false, 'crushing');
  const lossMixed = changeOdds(false, 'mixed');
  const scores = new Map(SHORT_SIZES.map((size) => [size, sizeScore(result, size)] as const));
  const perWarband = (size: number) =>
    result.arms
      .filter((a) => a.coords?.points === size && a.vsBaseline !== undefined)
      .map((a) => `${a.coords!.warband} ${pairedChange(a.vsBaseline!.scoreA, a.trials, '')}`)
      .join('; ');
  const missing = PRESETS.filter((p) => campaignSide(p.id, 9) === null).map((p) => p.label);
  const mid = sizeRatings(new Map([...scores].map(([k, e]) => [k, e.mean])));
  const low = sizeRatings(new Map([...scores].map(([k, e]) => [k, interval(e)[0]])));
  const high = sizeRatings(new Map([...scores].map(([k, e]) => [k, interval(e)[1]])));
  const chain = (rating: (p: number) => number, readings: CampaignReadings) => campaignChain(winProbability(rating, readings), readings, CAMPAIGN_GAMES);
  const [chainLow, chainHigh] = [low, high].map((r) => chain(r, DEFAULT_CAMPAIGN));
  // Both sides field the same points: the measured rates never enter, so these figures are exact.
  const level = chain(mid, { ...DEFAULT_CAMPAIGN, 'short-roster': 'level' });
  // Every other reading is run at both ends of the measured scores too, as the headline is: one value would hide that spread.
  const atEnds = (readings: CampaignReadings, above = 0): [CampaignSnapshot[], CampaignSnapshot[]] => [
    chain(sizeRatings(new Map([...scores].map(([k, e]) => [k, interval(e)[0]])), above), readings),
    chain(sizeRatings(new Map([...scores].map(([k, e]) => [k, interval(e)[1]])), above), readings),
  ];
  const mixed = atEnds({ ...DEFAULT_CAMPAIGN, 'loser-ten': 'mixed' });
  const clamp = atEnds({ ...DEFAULT_CAMPAIGN, 'over-cap': 'clamp' });
  const whatIf = atEnds(DEFAULT_CAMPAIGN, WHAT_IF_ELO);
  const defaults: [CampaignSnapshot[], CampaignSnapshot[]] = [chainLow, chainHigh];
  const span = ([lo, hi]: [CampaignSnapshot[], CampaignSnapshot[]], games: number, pick: (s: CampaignSnapshot) => number, show: (x: number) => string) => range(at(lo, games), at(hi, games), pick, show);
  const figure = (pick: (s: CampaignSnapshot) => number, show: (x: number) => string) =>
    SHOWN.map((g) => `after ${g} games ${span(defaults, g, pick, show)}`).join(', ');
  const dissolved = (s: CampaignSnapshot) => s.dissolved;
  const gap = (s: CampaignSnapshot) => s.meanGap;
  const pts = (x: number) => shown(x, 2);
  // The additivity check: 9 against 11 measured, and as the ratings predict it.
  const checks = result.arms.filter((a) => a.coords?.against === 'itself at 11').map((a) => {
    const e = armEstimate(a, 'scoreA');
    const predicted = logistic(mid(9) - mid(11));
    const [lo, hi] = interval(e);
    return `${a.coords!.warband} ${showMean(e, '')}: the ratings predict ${shown(predicted, 2)}, ${predicted >= lo && predicted <= hi ? 'inside' : 'outside'} the interval`;
  });
  // Rich-get-richer: does losing games below 12 points raise dissolutions beyond what the tables alone give?
  const levelDissolved = at(level, CAMPAIGN_GAMES).dissolved;
  const [spiralLo, spiralHi] = [at(chainLow, CAMPAIGN_GAMES).dissolved, at(chainHigh, CAMPAIGN_GAMES).dissolved].sort((x, y) => x - y);
  const spiral =
    spiralLo > levelDissolved + 0.0005
      ? `So there is a losing spiral below 12 points: it raises dissolutions by game ${CAMPAIGN_GAMES} from ${pct(levelDissolved)} to ${pct(spiralLo)}-${pct(spiralHi)}`
      : `So the losing spiral below 12 points is not clearly there: dissolutions by game ${CAMPAIGN_GAMES} ${pct(spiralLo)}-${pct(spiralHi)} against ${pct(levelDissolved)} if size never mattered`;
  const shortLoses = SHORT_SIZES.every((size) => interval(scores.get(size)!)[1] < 0.5);
  const g20 = CAMPAIGN_GAMES;
  return [
    `RR-179 and RR-180, the tables (exact, one d20): the winner's roster changes by ${oddsText(win)} (mean +${shown(meanChange(win), 2)} points a game); the loser's by ${oddsText(lossCrushing)} (mean ${shown(meanChange(lossCrushing), 2)}). RR-059: a loser's 10 is in both "1-10: Crushing Defeat" and "10-15: Mixed Results"; read as Mixed Results (${CAMPAIGN_READINGS['loser-ten'].values[1]}) the loser's odds become ${oddsText(lossMixed)} (mean ${shown(meanChange(lossMixed), 2)}). Either way the two players together gain ${shown(meanChange(win) + meanChange(lossCrushing), 2)} to ${shown(meanChange(win) + meanChange(lossMixed), 2)} points a game and the winner pulls ${shown(meanChange(win) - meanChange(lossMixed), 2)} to ${shown(meanChange(win) - meanChange(lossCrushing), 2)} points ahead of the loser on average, whoever wins: the gap between two players grows from the dice of the tables alone. A roster grows on average unless its warband wins (score) under ${pct(breakEven('crushing'))} of its games (${pct(breakEven('mixed'))} if a 10 is Mixed Results).`,
    `Size in a game: a campaign game is played with "a legal, 12-point roster", so only a warband shrunk below 12 points (which has no such roster and fields what it has) plays at a disadvantage. Each example warband shrunk by the Losing Points rule meets the next example warband (${PRESETS.map((p) => `${p.label} against ${labelOf(OPPONENT[p.id])}`).join(', ')}; never itself: two Superiority Bonds tie every bid and drain each other's Momentum), and its score change from its own 12-point games on the same seeds (win 1, draw 1/2; heuristic player, pairs of games with sides swapped; 95% intervals) gives its score against an equal 12-point warband: 11 points ${showMean(scores.get(11)!, '')} (change by warband: ${perWarband(11)}); 10 points ${showMean(scores.get(10)!, '')} (${perWarband(10)}); 9 points ${showMean(scores.get(9)!, '')} (${perWarband(9)}). ${shortLoses ? 'Every short size clearly loses more than it wins' : 'Not every short size clearly loses more than it wins'}. ${missing.length ? `${missing.join(' and ')} cannot shrink to 9 points legally (losing a 2-point Element leaves fewer than 4 points of Fighters, Shooters or Skirmishers), a gap in the Losing Points rule; its 9-point games are left out.` : ''} As Elo-style ratings against 12 points (from the scores above and their intervals' ends): ${SHORT_SIZES.map((size) => `${size} points ${formatRating(mid(size), [low(size), high(size)]).replace(/\)$/, `, ${groupThousands(scores.get(size)!.games)} games)`)}`).join(', ')}. The model's check, 9 points against 11: ${checks.join('; ')}.`,
    `RR-040 and RR-181, the campaign of two evenly matched players starting at 12 (exact chain with the measured win rates; each figure at both ends of their intervals): chance a player's warband has dissolved (fallen below ${CAMPAIGN_MIN_POINTS}) at least once ${figure(dissolved, pct)}; mean gap between the two rosters ${figure(gap, pts)} points; a player at the ${CAMPAIGN_MAX_POINTS}-point cap after ${g20} games ${range(at(chainLow, g20), at(chainHigh, g20), (s) => s.atCap, pct)}, playing short-handed after ${g20} games ${range(at(chainLow, g20), at(chainHigh, g20), (s) => s.short, pct)}; mean roster after ${g20} games ${range(at(chainLow, g20), at(chainHigh, g20), (s) => s.meanPoints, pts)} points. If size never mattered (both sides fielding the smaller one's points), a warband would dissolve ${pct(at(level, g20).dissolved)} of the time by game ${g20} and the gap would be ${SHOWN.map((g) => pts(at(level, g).meanGap)).join(', ')} points after ${SHOWN.join(', ')} games (exact: no measured rate enters when both sides field the same points). ${spiral}; the gap itself comes from the tables' dice, and it closes again as both rosters reach the cap. "A new warband ... on a fairer footing" holds in points: a restarted 12-point warband fields as many points as an 18-point one.`,
    `The other readings, with the measured win rates (each figure at both ends of their intervals, as above): a loser's 10 as Mixed Results gives ${span(mixed, g20, dissolved, pct)} dissolutions by game ${g20} (default ${span(defaults, g20, dissolved, pct)}) and a mean gap of ${span(mixed, 10, gap, pts)} after 10 games (default ${span(defaults, 10, gap, pts)}); a gain past 18 clamped to 18 instead of ignored puts ${span(clamp, g20, (s) => s.atCap, pct)} at the cap after ${g20} games (default ${span(defaults, g20, (s) => s.atCap, pct)}). What-if (not measured: no player here chooses its roster): if each point above 12 were worth ${WHAT_IF_ELO} Elo through the choice of which 12 points to bring, the mean gap after 10 games would be ${span(whatIf, 10, gap, pts)} (no edge: ${span(defaults, 10, gap, pts)}) and dissolutions by game ${g20} ${span(whatIf, g20, dissolved, pct)}.`,
    `RR-183, escalation campaigns (no tables, every player adds 1 point a game, exact): the gap between players never opens; a 12-point warband reaches the 18-point cap after ${CAMPAIGN_MAX_POINTS - WARBAND_POINTS} games (${escalationPoints(WARBAND_POINTS, 3)} points after 3), a 9-point start after ${CAMPAIGN_MAX_POINTS - CAMPAIGN_MIN_POINTS} games; with the tables the mean roster after 6 games is ${span(defaults, 6, (s) => s.meanPoints, pts)} points at both ends of the measured scores' intervals.`,
    `Simplifications: a draw counts half a win in the chain (the rulebook's tables assume a victor); the Element lost is the last listed one of its kind (the player's choice in the rulebook) and Dregs fill a 2-point loss's gap; the win model assumes a size's rating is the same against any size, which the 9-against-11 arms check. The Fringe Roster's second pair of Tactics is not modelled; swapping up to 3 points between games (RR-182) is rr-roster-swaps.`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-campaign',
    title: 'Campaign play: does the roster gap grow, and how often does a warband dissolve?',
    question: 'How do the campaign tables move two players\' Campaign Warbands over a campaign, how much does a warband shrunk below 12 points lose, and how often does one dissolve?',
    pairs: 600,
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Campaign Play › The Campaign Warband, Consequences Between Skirmishes, Escalation Campaigns', catalogue: ['RR-040', 'RR-059', 'RR-179', 'RR-180', 'RR-181', 'RR-183'] },
  },
  arms(),
);

export default defineExperiment({ ...keepMetrics(base), answer });
