/**
 * Shared by the Rattle and Rend option experiments of this folder (the `_`
 * prefix keeps `npm run reports` from loading it as an experiment): the base
 * warband every Tactic, Bond and Reputation entrant plays (options-tactics.ts
 * explains its choice), the second-strength check of a tournament's top and
 * bottom, the tier, band and "play alike" sentences, and the engine-statistics
 * helpers (keepMetrics, armEstimate, entrantEstimate, ...) that every
 * experiment here reading the issue-11 statistics uses.
 */
import type { ExperimentSpec, Params } from '../../src/sim/experiment.ts';
import { atStrength, STRENGTH } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { tournamentRatings, type EntrantRating } from '../../src/report/tournamentRatings.ts';
import { formatMean, formatProportion, formatRating, formatShareEstimate, groupThousands, shown } from '../../src/report/format.ts';
import { differenceBound } from '../../src/stats/combinedBounds.ts';
import { OPTION_NAMES, TACTICS } from '../../src/systems/rattle-and-rend/rules.ts';
import { probit } from 'simple-statistics';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';

// ---- the shared warband ------------------------------------------------------------

/** One of each Element type but Dregs (so Butchers does nothing) and Wards (static): 1 + 3 + 2 + 2 + 2 + 2 = 12 points. */
export const BASE_ELEMENTS = 'champion(spot-weakness), heavy(colossal), fighters, fighters, shooters, skirmishers';
/** Acts only when Dregs are lost ("Meta and Resource Control › Butchers"): a no-op partner in a warband without Dregs. */
export const NO_OP_TACTIC = 'butchers';

export function warband(name: string, fields: Partial<Omit<RrSide, 'name'>> = {}): RrSide {
  return { name, elements: BASE_ELEMENTS, tactic1: 'watchers', tactic2: NO_OP_TACTIC, bond: 'discipline', reputation: 'wary', focus: 0, ...fields };
}

export const tacticName = (id: string): string => OPTION_NAMES.tactics[id as keyof typeof OPTION_NAMES.tactics].name;

// ---- the second strength: one pairing replayed by another player ------------------

export const HEURISTIC = 'heuristic';
export const GREEDY = 'greedy';

/**
 * The tournament's arms tagged with the heuristic strength, plus the pairing
 * of `top` and `bottom` (entrant ids) played again by `agent` on both sides,
 * compared on the same seeds with its heuristic twin.
 */
export function withStrengthCheck(spec: ExperimentSpec<MatchParams>, top: string, bottom: string, agent = GREEDY): ExperimentSpec<MatchParams> {
  const arms = spec.arms.map((arm) => ({ ...arm, coords: { ...arm.coords, [STRENGTH]: HEURISTIC } }));
  const twin = arms.find((arm) => arm.id === `${top}-vs-${bottom}` || arm.id === `${bottom}-vs-${top}`);
  if (!twin) throw new Error(`${spec.id}: no pairing of ${top} and ${bottom}`);
  const check: (typeof arms)[number] = {
    ...twin,
    id: `${twin.id}@${agent}`,
    label: `${twin.label} @${agent}`,
    params: { ...(twin.params as MatchParams), agentA: agent, agentB: agent },
    baseline: twin.id,
    coords: { ...twin.coords, [STRENGTH]: agent },
  };
  const where = { [STRENGTH]: HEURISTIC };
  return { ...spec, arms: [...arms, check], charts: spec.charts.map((chart) => ({ ...chart, where })) };
}

/** Only the heuristic arms (the tournament proper). */
export const heuristicArms = (result: ExperimentResult): ExperimentResult => atStrength(result, HEURISTIC);

const score = (arm: ArmResult) => arm.metrics.scoreA as MeanMetric;

/**
 * One sentence: the checked pairing at both strengths, whether the verdict
 * (who is ahead) holds, and where the two entrants rank in this run.
 */
export function strengthCheckSentence(result: ExperimentResult, ratings: EntrantRating[], topLabel: string, bottomLabel: string, agent = GREEDY): string {
  const check = result.arms.find((arm) => arm.coords?.[STRENGTH] === agent);
  if (!check) return '';
  const twin = result.arms.find((arm) => arm.id === check.baselineArm)!;
  const topIsRow = String(check.coords?.row) === topLabel;
  const view = (arm: ArmResult) => {
    const s = score(arm);
    return topIsRow ? { mean: s.mean, ci: s.ci } : { mean: 1 - s.mean, ci: [1 - s.ci[1], 1 - s.ci[0]] as [number, number] };
  };
  const verdict = (ci: [number, number]) => (ci[0] > 0.5 ? 'ahead' : ci[1] < 0.5 ? 'behind' : 'not clearly apart');
  const [h, g] = [view(twin), view(check)];
  const [vh, vg] = [verdict(h.ci), verdict(g.ci)];
  const rank = (label: string) => ratings.findIndex((r) => r.label === label) + 1;
  const said = (v: string) => (v === 'not clearly apart' ? 'no clear winner' : `${topLabel} ${v}`);
  const agreement =
    vh === vg
      ? `the verdict (${said(vh)}) is the same at both strengths`
      : vg === 'not clearly apart'
        ? `clear with the heuristic player only (${said(vh)}); the greedy games are too few to confirm it, about ${moreGames(g.ci, g.mean - 0.5, 2 * check.trials)} would`
        : vh === 'not clearly apart'
          ? `clear with greedy only (${said(vg)})`
          : `the verdict FLIPS with the player (${said(vh)} with the heuristic, ${said(vg)} with greedy)`;
  const [rt, rb] = [rank(topLabel), rank(bottomLabel)];
  const picked =
    rt <= 3 && rb >= ratings.length - 2
      ? `ranked #${rt} and #${rb} of ${ratings.length} in this run`
      : `picked as top and bottom from an earlier run, but ranked #${rt} and #${rb} of ${ratings.length} in this run: re-pick the checked pair`;
  return `Second strength (the one-ply greedy player on both sides, same seeds): ${topLabel} against ${bottomLabel} (${picked}) scores ${formatMean(h.mean, h.ci, 2 * twin.trials, 'per game', 'games')} with the heuristic player and ${formatMean(g.mean, g.ci, 2 * check.trials, 'per game', 'games')} with greedy: ${agreement}.`;
}

/** About how many games in all would make an interval of this width exclude 0 for an effect of this size. */
export function moreGames(ci: [number, number], effect: number, games: number): string {
  const half = (ci[1] - ci[0]) / 2;
  if (!(Math.abs(effect) > 0)) return 'many more games';
  const needed = games * (half / Math.abs(effect)) ** 2;
  return `${groupThousands(Math.ceil(needed / 10) * 10)} games`;
}

// ---- tiers ---------------------------------------------------------------------

export const showRating = (r: EntrantRating): string => `${r.label} ${formatRating(r.rating, r.ci)}`;

/** Tiers the intervals support: clearly above the field's average, level with it, clearly below. */
export function tiers(ratings: EntrantRating[]): { above: EntrantRating[]; level: EntrantRating[]; below: EntrantRating[] } {
  return { above: ratings.filter((r) => r.ci[0] > 0), level: ratings.filter((r) => r.ci[0] <= 0 && r.ci[1] >= 0), below: ratings.filter((r) => r.ci[1] < 0) };
}

/**
 * The balance band: an option is balanced when it expects 45-55% of the points
 * against an average option of its kind (the project's default win-rate band,
 * src/report/verdict.ts), i.e. a rating within +/-BAND_ELO.
 */
export const BAND = [0.45, 0.55] as const;
export const BAND_ELO = 400 * Math.log10(BAND[1] / BAND[0]);

/** Too strong or too weak only when the whole interval lies beyond the band; balanced when it lies inside. */
export function bandVerdicts(ratings: EntrantRating[]): { tooStrong: EntrantRating[]; tooWeak: EntrantRating[]; balanced: EntrantRating[]; unsettled: EntrantRating[] } {
  return {
    tooStrong: ratings.filter((r) => r.ci[0] > BAND_ELO),
    tooWeak: ratings.filter((r) => r.ci[1] < -BAND_ELO),
    balanced: ratings.filter((r) => r.ci[0] >= -BAND_ELO && r.ci[1] <= BAND_ELO),
    unsettled: ratings.filter((r) => r.ci[0] <= BAND_ELO && r.ci[1] >= -BAND_ELO && (r.ci[0] < -BAND_ELO || r.ci[1] > BAND_ELO)),
  };
}

/** The band verdict in a sentence, and what the designer could change. */
export function bandSentence(ratings: EntrantRating[], what: string): string {
  const b = bandVerdicts(ratings);
  const names = (rs: EntrantRating[]) => rs.map((r) => r.label).join(', ');
  const band = `the 45-55% band (expected score against an average ${what.replace(/s$/, '')}, +/-${Math.round(BAND_ELO)} Elo)`;
  const parts = [
    b.tooStrong.length ? `too strong: ${names(b.tooStrong)} (trim first)` : '',
    b.tooWeak.length ? `too weak: ${names(b.tooWeak)} (strengthen first)` : '',
    b.balanced.length ? `balanced: ${names(b.balanced)}` : '',
    b.unsettled.length ? `not settled (the interval crosses an edge of the band): ${names(b.unsettled)}` : '',
  ].filter(Boolean);
  return `By ${band}: ${parts.join('; ')}.`;
}

/** A catalogue item that asks what one option (a Tactic, Bond or Reputation) is worth in games, and the entrant label that plays it. */
export interface OptionItem {
  item: string;
  label: string;
}

/** Expected share of the points against an average entrant at this Elo rating (Bradley-Terry). */
export const eloScore = (rating: number): number => 1 / (1 + 10 ** (-rating / 400));

/**
 * One sentence answering catalogue items that ask "what is this option worth
 * in games", each from the tournament's own rating of that option: its Elo
 * against the field's average with the interval, the share of the points it
 * expects against an average option (the interval's ends turned into shares),
 * the games behind it, its rank, and where it stands against the field and the
 * 45-55% band. Throws when an item's option is not rated, so an item is never
 * claimed without its number.
 */
export function optionWorthSentence(ratings: EntrantRating[], items: readonly OptionItem[], what: string, context: string): string {
  const percent = (rating: number) => Math.round(100 * eloScore(rating));
  const parts = items.map(({ item, label }) => {
    const rank = ratings.findIndex((r) => r.label === label);
    if (rank < 0) throw new Error(`${item}: no rating for '${label}'`);
    const r = ratings[rank];
    const field = r.ci[0] > 0 ? 'clearly above the field' : r.ci[1] < 0 ? 'clearly below the field' : 'level with the field';
    const band =
      r.ci[0] > BAND_ELO ? 'too strong by the 45-55% band' : r.ci[1] < -BAND_ELO ? 'too weak by the 45-55% band' : r.ci[0] >= -BAND_ELO && r.ci[1] <= BAND_ELO ? 'inside the 45-55% band' : 'not settled against the 45-55% band';
    return `${item} ${showRating(r)} Elo, ${groupThousands(Math.round(r.games))} games: ${percent(r.rating)}% of the points expected against an average ${what} (${percent(r.ci[0])}-${percent(r.ci[1])}%), ranked ${rank + 1} of ${ratings.length}, ${field}, ${band}`;
  });
  return `What each ${what} is worth in games (${context}; Bradley-Terry Elo against the field's average with its 95% interval): ${parts.join('; ')}.`;
}

/** "Clearly above ...; level ...; clearly below ..." with every rating and interval. */
export function tierSentence(ratings: EntrantRating[], what: string, games: number): string {
  const t = tiers(ratings);
  const list = (rs: EntrantRating[]) => (rs.length ? rs.map(showRating).join('; ') : 'none');
  return `Tier list of the ${what} (Bradley-Terry ratings in Elo points, 0 = the field's average, 95% intervals, ${groupThousands(games)} games): clearly above the field: ${list(t.above)}. Level with it: ${list(t.level)}. Clearly below: ${list(t.below)}.`;
}

/** Re-exported for the Rattle and Rend answers (src/stats/combinedBounds.ts). */
export { differenceBound };

/**
 * The answer to "are they roughly equal?" with what would settle it when the intervals cannot. The top and the
 * bottom entrant are named "the best" and "the worst" only when their intervals clear the runner-up's (the
 * ratings are sorted by estimate, and the top two are often not told apart); the spread between them and the
 * share of the points it means carry the ends-added interval (differenceBound).
 */
export function equalitySentence(ratings: EntrantRating[], what: string, games: number): string {
  const t = tiers(ratings);
  const best = ratings[0];
  const worst = ratings[ratings.length - 1];
  const apart = (a: EntrantRating, b: EntrantRating) => differenceBound({ mean: a.rating, ci: a.ci }, { mean: b.rating, ci: b.ci });
  const spread = apart(best, worst);
  const half = ratings.reduce((sum, r) => sum + (r.ci[1] - r.ci[0]) / 2, 0) / ratings.length;
  const gap = (note = '') => `${formatRating(spread.mean, spread.ci)} Elo (${groupThousands(games)} games; the two ratings' interval ends added, so at least 95% whatever their correlation${note})`;
  if (t.above.length + t.below.length === 0) {
    return `No ${what.replace(/s$/, '')} is clearly stronger or weaker than the field: every interval includes 0, but they are about +/-${Math.round(half)} Elo wide, so differences of that size are not ruled out; the widest gap seen (${best.label} to ${worst.label}, ${gap()}) would take about ${groupThousands(Math.ceil((games * (half / Math.max(1, Math.abs(best.rating))) ** 2) / 100) * 100)} games in all to confirm.`;
  }
  // The entrants whose difference from the top (bottom) one is not clear of 0.
  const tiedWithBest = ratings.filter((r) => r !== best && !(apart(best, r).ci[0] > 0)).map((r) => r.label);
  const tiedWithWorst = ratings.filter((r) => r !== worst && !(apart(r, worst).ci[0] > 0)).map((r) => r.label);
  const top = tiedWithBest.length === 0 ? `the best (${best.label})` : `the highest-rated by estimate (${best.label}, not told apart from ${tiedWithBest.join(', ')})`;
  const bottom = tiedWithWorst.length === 0 ? `the worst (${worst.label})` : `the lowest-rated by estimate (${worst.label}, not told apart from ${tiedWithWorst.join(', ')})`;
  const share = formatShareEstimate(eloScore(spread.mean), [eloScore(spread.ci[0]), eloScore(spread.ci[1])]);
  const off = t.above.length + t.below.length;
  return `Not all ${what} are equal in power: ${off} of ${ratings.length} ${off === 1 ? 'sits' : 'sit'} clearly off the field's average, and ${top} would expect ${share} of the points against ${bottom}, a spread of ${gap(`; ratings are +/-${Math.round(half)} Elo on average`)}.`;
}

// ---- game profiles and "plays alike" (RR-005) -------------------------------------------

/** Per-game statistics seen from one entrant, as [id, label, metric as side A, metric as side B]. */
const PROFILE: readonly (readonly [string, string, string, string])[] = [
  ['removed', 'points removed', 'removedByA', 'removedByB'],
  ['lost', 'points lost', 'removedByB', 'removedByA'],
  ['reactions', 'own reactions', 'reactionsA', 'reactionsB'],
  ['enemyReactions', 'enemy reactions', 'reactionsB', 'reactionsA'],
  ['regained', 'Momentum regained', 'regainedA', 'regainedB'],
  ['length', 'rounds', 'length', 'length'],
  ['checks', 'checks rolled', 'checks', 'checks'],
];

export interface Estimate {
  mean: number;
  se: number;
  /** Games behind the estimate. */
  games: number;
}

export interface Profile {
  label: string;
  stats: Record<string, Estimate>;
  /** Score against each opponent label (the entrant's own view). */
  row: Map<string, Estimate>;
}

/** A pair-of-games mean as an estimate per game (flip: the other side's score). */
const estimate = (m: MeanMetric, flip: boolean): Estimate => ({ mean: flip ? 1 - m.mean : m.mean, se: m.n > 1 ? m.sd / Math.sqrt(m.n) : 0, games: 2 * m.n });

const Z95 = 1.959964;

/** "0.62 (0.55 to 0.69, 400 games)": an estimate with its normal 95% interval. */
export function showEstimate(e: Estimate, unit = ''): string {
  return formatMean(e.mean, [e.mean - Z95 * e.se, e.mean + Z95 * e.se], e.games, unit, 'games');
}

/** Each entrant's mean game profile over all its pairings (equal weight per pairing) and its matchup row. */
export function profiles(result: ExperimentResult): Profile[] {
  const pairings = result.arms.filter((arm) => arm.coords?.row !== undefined && arm.coords?.column !== undefined);
  const labels = [...new Set(pairings.flatMap((arm) => [String(arm.coords!.row), String(arm.coords!.column)]))];
  return labels.map((label) => {
    const mine = pairings.flatMap((arm) => (String(arm.coords!.row) === label ? [{ arm, asA: true }] : String(arm.coords!.column) === label ? [{ arm, asA: false }] : []));
    const stats: Record<string, Estimate> = {};
    for (const [id, , ofA, ofB] of PROFILE) {
      const parts = mine.map(({ arm, asA }) => estimate(arm.metrics[asA ? ofA : ofB] as MeanMetric, false));
      stats[id] = { mean: parts.reduce((s, e) => s + e.mean, 0) / parts.length, se: Math.sqrt(parts.reduce((s, e) => s + e.se ** 2, 0)) / parts.length, games: parts.reduce((s, e) => s + e.games, 0) };
    }
    const row = new Map(mine.map(({ arm, asA }) => [String(asA ? arm.coords!.column : arm.coords!.row), estimate(score(arm), !asA)]));
    return { label, stats, row };
  });
}

/** Wilson-Hilferty approximation of the chi-square quantile with k degrees of freedom at 95% (one-sided). */
function chiSquare95(k: number): number {
  const c = 2 / (9 * k);
  return k * (1 - c + 1.6449 * Math.sqrt(c)) ** 3;
}

/** Sum of squared standardized differences and its degrees of freedom (terms with no variance are skipped). */
function chi(terms: readonly (readonly [number, number])[]): number {
  let sum = 0;
  let k = 0;
  for (const [d, variance] of terms) {
    if (!(variance > 0)) continue;
    sum += (d * d) / variance;
    k++;
  }
  return k === 0 ? 0 : sum / chiSquare95(k);
}

/**
 * How far apart two entrants play, as a ratio to the 95% chance limit (below
 * 1: alike): the larger of the profile test (every statistic) and the matchup
 * test (their scores against every common opponent, and 1/2 against each other).
 */
export function apartness(a: Profile, b: Profile): number {
  const profile = PROFILE.map(([id]) => [a.stats[id].mean - b.stats[id].mean, a.stats[id].se ** 2 + b.stats[id].se ** 2] as const);
  const row: (readonly [number, number])[] = [];
  for (const [opponent, ea] of a.row) {
    if (opponent === b.label) {
      row.push([ea.mean - 0.5, ea.se ** 2]);
      continue;
    }
    const eb = b.row.get(opponent);
    if (eb) row.push([ea.mean - eb.mean, ea.se ** 2 + eb.se ** 2]);
  }
  return Math.max(chi(profile), chi(row));
}

/** Complete-linkage groups: merge while every pair in the merged group plays alike. Groups of two or more, largest first. */
export function alikeGroups(all: Profile[]): string[][] {
  const far = all.map((a) => all.map((b) => (a === b ? 0 : apartness(a, b))));
  let groups = all.map((_, i) => [i]);
  for (;;) {
    let best: [number, number] | null = null;
    let bestLink = 1;
    for (let x = 0; x < groups.length; x++) {
      for (let y = x + 1; y < groups.length; y++) {
        let link = 0;
        for (const i of groups[x]) for (const j of groups[y]) link = Math.max(link, far[i][j]);
        if (link < bestLink) [best, bestLink] = [[x, y], link];
      }
    }
    if (!best) break;
    const [x, y] = best;
    groups = [...groups.filter((_, k) => k !== x && k !== y), [...groups[x], ...groups[y]]];
  }
  return groups
    .filter((g) => g.length > 1)
    .map((g) => g.map((i) => all[i].label))
    .sort((p, q) => q.length - p.length);
}

/**
 * How each entrant departs from the field's average profile: its largest
 * standardized deviations beyond |z| > 3 (about one false flag in 370 tests).
 */
export function signatures(all: Profile[]): string[] {
  const out: string[] = [];
  for (const p of all) {
    const notes: [number, string][] = [];
    for (const [id, label] of PROFILE) {
      const others = all.filter((q) => q !== p);
      const field = others.reduce((s, q) => s + q.stats[id].mean, 0) / others.length;
      const fieldVar = others.reduce((s, q) => s + q.stats[id].se ** 2, 0) / others.length ** 2;
      const d = p.stats[id].mean - field;
      const variance = p.stats[id].se ** 2 + fieldVar;
      if (variance > 0 && Math.abs(d) / Math.sqrt(variance) > 3) notes.push([Math.abs(d) / Math.sqrt(variance), `${d >= 0 ? '+' : ''}${shown(d, Math.abs(d) >= 1 ? 1 : 2)} ${label}`]);
    }
    if (notes.length) out.push(`${p.label} (${notes.sort((x, y) => y[0] - x[0]).slice(0, 3).map(([, text]) => text).join(', ')})`);
  }
  return out;
}

export function distinctnessSentences(result: ExperimentResult, what: string): string[] {
  const all = profiles(result);
  const groups = alikeGroups(all);
  const grouped = new Set(groups.flat());
  const apart = all.filter((p) => !grouped.has(p.label)).map((p) => p.label);
  const sig = signatures(all);
  const pairs = all.length * (all.length - 1) / 2;
  return [
    groups.length === 0
      ? `Every ${what.replace(/s$/, '')} plays distinctly: no two are alike in both their game profile and their matchups.`
      : `${what[0].toUpperCase()}${what.slice(1)} that play alike (no statistic of their games and no matchup differs beyond chance, 95% tests; "alike" means "not told apart by these games", so it shrinks as games are added): ${groups.map((g) => `{${g.join(', ')}}`).join('; ')}${apart.length ? `; distinct from every other: ${apart.join(', ')}` : ''}. (${groupThousands(pairs)} pairs are tested at 95% each, so a few pairs may be split or joined by chance.)`,
    sig.length === 0
      ? `No ${what.replace(/s$/, '')} changes how games go (points removed or lost, reactions, rounds, checks) by more than chance from the field's average (|z| > 3).`
      : `How they differ from the field's average game, per game (|z| > 3 only): ${sig.join('; ')}.`,
  ];
}

// ---- engine statistics in the answers (issue 11) ------------------------------------
//
// Rattle and Rend's engine statistics: which of them a report shows, and each
// entrant's or arm's per-game mean with its interval. Used by options-bonds.ts
// (RR-013, RR-014), devious.ts (RR-016), inspiring-terrain-games.ts (RR-019),
// options-second-warband.ts and the tournaments. (Helpers live in an experiment
// file: every .ts file under experiments/ is loaded as an experiment.) The match
// runner records, per pair of games, the mean of each statistic over the two
// games (pairTrial.ts), so a 0/1 statistic ("Morale cost A points") averages to
// the share of games, and every interval respects the pairing.

/** The match metrics the Rattle and Rend reports showed before the issue-11 statistics (the tournaments keep only these). */
export const CORE_METRICS = ['pair', 'scoreA', 'length', 'removedByA', 'removedByB', 'actionsA', 'reactionsA', 'reactionsB', 'regainedA', 'regainedB', 'bidA', 'checks'] as const;

/**
 * The spec with only the core metrics and `extra`: the game now records some
 * thirty statistics per game, and a 300-arm tournament's report would print
 * every one of them for every arm.
 */
export function keepMetrics<P extends Params>(spec: ExperimentSpec<P>, extra: readonly string[] = []): ExperimentSpec<P> {
  const keep = new Set<string>([...CORE_METRICS, ...extra]);
  for (const id of extra) if (!(id in spec.metrics)) throw new Error(`${spec.id}: the game has no statistic '${id}'`);
  return { ...spec, metrics: Object.fromEntries(Object.entries(spec.metrics).filter(([id]) => keep.has(id))) };
}

/** An id as a title: 'king-of-the-hill' -> 'King Of The Hill' (scenario, deployment and warband ids in arm labels). */
export const titleWords = (id: string): string => id.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

/** One arm's statistic as a per-game estimate (the metric is a mean over pairs of games). */
export function armEstimate(arm: ArmResult, id: string): Estimate {
  const m = arm.metrics[id] as MeanMetric;
  return { mean: m.mean, se: m.n > 1 ? m.sd / Math.sqrt(m.n) : 0, games: 2 * m.n };
}

/**
 * A tournament entrant's per-game statistic over all its pairings, equal
 * weight per pairing: `ofA` when it sits as side A (the row), `ofB` as side B.
 */
export function entrantEstimate(result: ExperimentResult, label: string, ofA: string, ofB: string): Estimate {
  const parts: Estimate[] = [];
  for (const arm of result.arms) {
    if (String(arm.coords?.row) === label) parts.push(armEstimate(arm, ofA));
    else if (String(arm.coords?.column) === label) parts.push(armEstimate(arm, ofB));
  }
  return poolEstimates(parts);
}

/** The equal-weight mean of estimates treated as independent (entrants of one tournament share games, so this is approximate there). */
export function poolEstimates(parts: readonly Estimate[]): Estimate {
  const k = Math.max(1, parts.length);
  return { mean: parts.reduce((s, e) => s + e.mean, 0) / k, se: Math.sqrt(parts.reduce((s, e) => s + e.se ** 2, 0)) / k, games: parts.reduce((s, e) => s + e.games, 0) };
}

export const interval = (e: Estimate): [number, number] => [e.mean - Z95 * e.se, e.mean + Z95 * e.se];

/**
 * "2.4 points per game (2.1 to 2.7, 400 games)". A mean pooled over several
 * entrants of one tournament counts a game once per entrant in it: say
 * "warband-games" there.
 */
export const showMean = (e: Estimate, unit: string, noun = 'games'): string => formatMean(e.mean, interval(e), e.games, unit, noun);

/** A 0/1-per-game statistic as a share: "31% (27-35%, 400 games)" (normal interval, clamped to 0-1). */
export function showShare(e: Estimate, noun = 'games'): string {
  const [lo, hi] = interval(e);
  return formatProportion(e.mean, [Math.max(0, lo), Math.min(1, hi)], e.games, noun);
}

/** A 95% interval's estimate as one of `m` read together: its simultaneous interval (Bonferroni, two-sided 95% over the m). */
export function simultaneous(diff: number, ci: readonly [number, number], m: number): [number, number] {
  const se = (ci[1] - ci[0]) / (2 * Z95);
  const z = probit(1 - 0.05 / (2 * Math.max(1, m)));
  return [diff - z * se, diff + z * se];
}

/** a - b for independent estimates. */
export function minus(a: Estimate, b: Estimate): Estimate {
  return { mean: a.mean - b.mean, se: Math.sqrt(a.se ** 2 + b.se ** 2), games: Math.min(a.games, b.games) };
}

/** The arm with this id, or an error naming the experiment (`who`). */
export function armById(result: ExperimentResult, id: string, who: string): ArmResult {
  const arm = result.arms.find((a) => a.id === id);
  if (!arm) throw new Error(`${who}: no arm ${id}`);
  return arm;
}

/**
 * Arm `id` less its baseline arm `baseline` in `metric`, pair by pair on the same seeds (the runner's paired
 * difference), as an estimate; an error naming the experiment when the arm is not paired with that baseline.
 */
export function pairedEstimate(result: ExperimentResult, id: string, baseline: string, metric: string, who: string): Estimate {
  const arm = armById(result, id, who);
  const d = arm.vsBaseline?.[metric];
  if (!d || arm.baselineArm !== baseline) throw new Error(`${who}: arm ${arm.id} is not paired with ${baseline}`);
  return { mean: d.diff, se: (d.ci[1] - d.ci[0]) / (2 * Z95), games: 2 * arm.trials };
}

/**
 * The equivalence margin in points per game (rr-poisoners, rr-swarmers, rr-prepared and rr-devious use it): a change whose whole
 * interval lies inside it is "no change that matters", one whose interval only includes 0 is "not told apart" (it
 * may still hide a change larger than the margin).
 */
export const EQUIVALENCE_MARGIN = 0.03;
export const withinMargin = (ci: readonly [number, number], margin = EQUIVALENCE_MARGIN): boolean => ci[0] >= -margin && ci[1] <= margin;
