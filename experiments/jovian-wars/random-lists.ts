/**
 * Jovian Wars JW-003 (002_f697cf6215cb147c.txt, Sequence › Pre-Game Setup: "Note that your game might not be
 * balanced, but you're just learning how the game works, so that's okay!"): how far apart do random 250-TV lists
 * land when nobody enforces Fleet › Point Restrictions (at least 25% of the points on squadrons and 25% on capital
 * ships), against random lists that obey them?
 *
 * Each faction's random lists are drawn from the cards of its 250-TV preset (CEGA: Uller, Wyvern, Tengu, exo-armor and
 * fighter squadrons; Jovian: Alexander, Valiant, Javelin, Pathfinder, fighter squadrons): a card drawn uniformly among
 * those that still fit (TV left, Unit Cap) until none fits, kept if it spends at least 240 TV (so Victory Points,
 * the surviving TV, start within 10 of the preset's); "obeying" lists are further kept only if they meet both 25%
 * minimums (the draw repeated otherwise). Drawn once, from a fixed seed, so every run plays the same lists. Each list
 * plays the other faction's preset in pairs with the sides swapped (heuristic player both sides, variant
 * point-restrictions=off so that every list loads; it changes nothing else).
 *
 * The spread is the standard deviation of the lists' true scores: the lists' observed scores' variance less their
 * mean sampling variance (method of moments), with a 95% interval from resampling the lists (fixed seed).
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, groupThousands, shown, signedBound, signedEstimate } from '../../src/report/format.ts';
import { CARDS, unitCapAt, type FleetSide } from '../../src/systems/jovian-wars/cards.ts';

const game = findGame('jovian-wars');
const TV = 250;
/** Lists spending less than this are drawn again (Victory Points are the surviving TV). */
export const MIN_SPENT = 240;
export const LISTS_PER_KIND = 20;
const LIST_SEED = 3;
/** Resamples of the lists for the spread's interval. */
const RESAMPLES = 4000;

export const FACTION_CARDS = {
  cega: ['uller', 'wyvern', 'tengu', 'cega-exo-armor-squadron', 'cega-fighter-squadron'],
  jovian: ['alexander', 'valiant', 'javelin', 'pathfinder', 'jovian-fighter-squadron'],
} as const;
type Faction = keyof typeof FACTION_CARDS;
export const KINDS = ['obeying', 'unconstrained'] as const;
type Kind = (typeof KINDS)[number];

export interface RandomList {
  units: string;
  total: number;
  squadronTv: number;
}

/** Whether a list meets both 25% minimums of Fleet › Point Restrictions. */
export const obeys = (total: number, squadronTv: number) => squadronTv >= 0.25 * TV && total - squadronTv >= 0.25 * TV;

/** One random list of the faction's cards (header): uniform among the cards that still fit, until none does; redrawn until it spends MIN_SPENT (and obeys, for 'obeying'). */
export function randomList(faction: Faction, kind: Kind, rng: Xoshiro128): RandomList {
  const ids = FACTION_CARDS[faction];
  for (;;) {
    const counts = new Map<string, number>();
    let total = 0;
    let squadronTv = 0;
    for (;;) {
      const fits = ids.filter((id) => {
        const card = CARDS.get(id)!;
        return card.tv <= TV - total && (counts.get(id) ?? 0) < unitCapAt(card.uc, TV, 'per-250');
      });
      if (fits.length === 0) break;
      const id = fits[rng.nextInt(0, fits.length - 1)];
      const card = CARDS.get(id)!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      total += card.tv;
      if (card.kind !== 'capital') squadronTv += card.tv;
    }
    if (total < MIN_SPENT || (kind === 'obeying' && !obeys(total, squadronTv))) continue;
    const units = ids.filter((id) => counts.has(id)).map((id) => (counts.get(id)! > 1 ? `${id} x${counts.get(id)}` : id)).join(', ');
    return { units, total, squadronTv };
  }
}

/** The lists every run plays: per faction and kind, LISTS_PER_KIND drawn from a fixed seed. */
export const LISTS: { faction: Faction; kind: Kind; k: number; list: RandomList }[] = (() => {
  const rng = Xoshiro128.stream(LIST_SEED, 0);
  const out: { faction: Faction; kind: Kind; k: number; list: RandomList }[] = [];
  for (const faction of Object.keys(FACTION_CARDS) as Faction[]) for (const kind of KINDS) for (let k = 0; k < LISTS_PER_KIND; k++) out.push({ faction, kind, k, list: randomList(faction, kind, rng) });
  return out;
})();

const OPPONENT: Record<Faction, FleetSide> = { cega: loadSide(game, 'preset:jovian-strike-group') as FleetSide, jovian: loadSide(game, 'preset:cega-battle-group') as FleetSide };
const variants = chooseGameVariants(game, ['point-restrictions=off']);

export const ARMS: MatchArm[] = LISTS.map(({ faction, kind, k, list }) => {
  const side: FleetSide = { name: `${faction === 'cega' ? 'CEGA' : 'Jovian'} ${kind} list ${k + 1}`, faction, tv: TV, units: list.units };
  return {
    id: `${faction}-${kind}-${k + 1}`,
    label: `${side.name} (${shown((100 * list.squadronTv) / TV, 0)}% squadrons)`,
    params: { system: game.id, sideA: side, sideB: OPPONENT[faction], agentA: 'heuristic', agentB: 'heuristic', variants } as MatchParams,
    coords: { faction, kind, list: k + 1 },
    baseline: null,
  };
});

/** Arm k reads lane k of the trial's stream (found by its list's name: worker threads see copies of the params). */
export const laneOf = (params: MatchParams): number => {
  const k = ARMS.findIndex((a) => (a.params.sideA as FleetSide).name === (params.sideA as FleetSide).name);
  if (k < 0) throw new Error(`jw-random-lists: no arm for ${(params.sideA as FleetSide).name}`);
  return k;
};

const LANES: PairObserver = { skip: (params) => STREAM_WORDS * laneOf(params), start: () => {}, read: () => {} };
export const listsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, LANES);

// ---- The spread -----------------------------------------------------------------------------

export interface ListScore {
  mean: number;
  /** The sampling variance of the mean (sd^2 / pairs). */
  noise: number;
}

/** The standard deviation of the lists' true scores: observed variance of the means less their mean sampling variance (0 if negative). */
export function spread(scores: readonly ListScore[]): number {
  const n = scores.length;
  if (n < 2) return NaN;
  const mean = scores.reduce((s, x) => s + x.mean, 0) / n;
  const variance = scores.reduce((s, x) => s + (x.mean - mean) ** 2, 0) / (n - 1);
  const noise = scores.reduce((s, x) => s + x.noise, 0) / n;
  return Math.sqrt(Math.max(0, variance - noise));
}

/** A 95% percentile interval of f over resamples (with replacement) of each group of lists, from a fixed seed. */
export function resampled(groups: readonly (readonly ListScore[])[], f: (groups: ListScore[][]) => number, seed = 11): [number, number] {
  const rng = Xoshiro128.stream(seed, 0);
  const values: number[] = [];
  for (let r = 0; r < RESAMPLES; r++) values.push(f(groups.map((g) => g.map(() => g[rng.nextInt(0, g.length - 1)]))));
  values.sort((a, b) => a - b);
  return [values[Math.floor(0.025 * RESAMPLES)], values[Math.ceil(0.975 * RESAMPLES) - 1]];
}

const scoreOf = (a: ArmResult): ListScore => {
  const m = a.metrics.scoreA as MeanMetric;
  return { mean: m.mean, noise: m.n > 1 ? (m.sd * m.sd) / m.n : 0 };
};
/** The random list an arm plays. */
const listOf = (a: ArmResult): RandomList => LISTS[ARMS.findIndex((x) => x.id === a.id)].list;
/** A list's units by their card names, for prose ("Uller, Wyvern x2, ..."): `units` holds the card ids a side needs. */
export const unitNames = (units: string): string =>
  units
    .split(', ')
    .map((entry) => {
      const [id, count] = entry.split(' x');
      return `${CARDS.get(id)!.name}${count ? ` x${count}` : ''}`;
    })
    .join(', ');
const meanOf = (xs: readonly ListScore[]) => xs.reduce((s, x) => s + x.mean, 0) / xs.length;

function answer(result: ExperimentResult): string[] {
  const group = (faction: Faction, kind: Kind) => result.arms.filter((a) => a.coords?.faction === faction && a.coords?.kind === kind);
  const pairs = Math.min(...result.arms.map((a) => a.trials));
  const enough = pairs >= 8;
  const lines: string[] = [];
  for (const faction of Object.keys(FACTION_CARDS) as Faction[]) {
    const [obey, free] = KINDS.map((kind) => group(faction, kind));
    if (obey.length < 2 || free.length < 2) continue;
    const [so, sf] = [obey.map(scoreOf), free.map(scoreOf)];
    const name = faction === 'cega' ? 'CEGA' : 'Jovian';
    const opponent = faction === 'cega' ? 'the Strike Group' : 'the Battle Group';
    const spreadText = (xs: ListScore[]) => `${shown(spread(xs), 3)} (${resampled([xs], ([g]) => spread(g)).map((v) => shown(v, 3)).join(' to ')})`;
    const diff = resampled([sf, so], ([f, o]) => spread(f) - spread(o));
    const meanDiff = resampled([sf, so], ([f, o]) => meanOf(f) - meanOf(o));
    const verdict = !enough ? 'too few games for a verdict' : diff[0] > 0 ? 'the unconstrained lists are clearly more spread out' : diff[1] < 0 ? 'the unconstrained lists are clearly less spread out' : 'the two spreads are not clearly apart';
    const meanVerdict = !enough ? '' : meanDiff[0] > 0 ? ': the unconstrained lists clearly score more' : meanDiff[1] < 0 ? ': the unconstrained lists clearly score less' : ': not clearly apart';
    const range = (xs: ListScore[]) => `${shown(Math.min(...xs.map((x) => x.mean)), 2)} to ${shown(Math.max(...xs.map((x) => x.mean)), 2)}`;
    const legal = free.filter((a) => obeys(listOf(a).total, listOf(a).squadronTv)).length;
    lines.push(
      `JW-003, ${name} random lists against ${opponent} (score: win 1, draw 1/2; spread: the standard deviation of the lists' true scores, sampling noise removed, 95% interval from resampling the lists): obeying the 25% rules, spread ${spreadText(so)}, list scores ${range(so)}, mean ${shown(meanOf(so), 3)}; unconstrained (${legal} of ${free.length} happen to obey the rules anyway), spread ${spreadText(sf)}, list scores ${range(sf)}, mean ${shown(meanOf(sf), 3)}. Unconstrained minus obeying: spread ${signedEstimate(spread(sf) - spread(so), diff, 3)} (${diff.map((v) => signedBound(v, 3)).join(' to ')}): ${verdict}; mean score ${signedEstimate(meanOf(sf) - meanOf(so), meanDiff, 3)} (${meanDiff.map((v) => signedBound(v, 3)).join(' to ')})${meanVerdict}.`,
    );
    const byList = (xs: ArmResult[]) => xs.map((a) => `${a.label}: ${unitNames(listOf(a).units)} (${listOf(a).total} TV) ${formatMean((a.metrics.scoreA as MeanMetric).mean, (a.metrics.scoreA as MeanMetric).ci, 2 * a.trials, '', 'games')}`).join('; ');
    lines.push(`${name} lists obeying the rules: ${byList(obey)}. Unconstrained: ${byList(free)}.`);
  }
  lines.push(
    `${LISTS_PER_KIND} lists per faction and kind, drawn once from a fixed seed from the cards of the faction's 250-TV preset (the illustrative carriers, CAP, drone, Formation and Exo-Suit cards left out), each spending ${MIN_SPENT}-${TV} TV within its Unit Caps; ${groupThousands(pairs)} pairs of games per list (sides swapped), heuristic player on both sides, default rule readings but point-restrictions=off. With these cards the squadrons' Unit Caps allow at most 108 CEGA and 123 Jovian TV of squadrons, so no list falls under the 25% capital floor: "unconstrained" here means lists with fewer than 25% squadrons, down to none. The spread is over these ${LISTS_PER_KIND} lists: another draw of lists gives another spread, which the resampling interval accounts for.`,
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-random-lists',
    title: 'Jovian Wars: random 250-TV lists with and without the 25% point restrictions',
    question: 'How far apart do random 250-TV lists land when the 25% squadron and capital-ship minimums are not enforced, against random lists that obey them?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Sequence › Pre-Game Setup; Fleet › Point Restrictions', catalogue: ['JW-003'] },
    pairs: 150,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  trial: listsTrial,
  chunkSize: 8,
  answer,
  // No chart: eighty arms make a 750 kB image; the answer lists every list's score.
  charts: [],
});
