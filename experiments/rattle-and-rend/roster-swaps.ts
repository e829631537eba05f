/**
 * Rattle and Rend RR-041 and RR-182 (004_c41133d86b017ece.txt, Campaign Play ›
 * Managing Roster Changes: "You may SWAP OUT up to 3 points of your Campaign
 * Warband rosters with new Elements between games. This allows for growth and
 * experimentation without letting a player completely reinvent their warband
 * overnight to 'hard counter' their friend's specific list"): how much can a
 * 3-point swap gain against a known opponent list?
 *
 * Each example warband meets the next one (never itself: two Superiority
 * Bonds tie every bid, rr-campaign), as printed and with every legal swap of
 * up to 3 points (swapSides): Elements worth 1-3 points out, the same points
 * of new Elements in, from a menu of every Element type (Champions, Heavies
 * and Wards with the trait the warband already uses, else a default), the
 * Tactics, Bond and Reputation kept. Every candidate plays the same seeds as
 * the printed list, in pairs of games with the sides swapped, heuristic player
 * on both sides; its score change is paired. The best of many noisy estimates
 * is biased upward, so the answer judges the best swap by a simultaneous
 * (Bonferroni) interval over the warband's candidates: a gain is claimed only
 * when that interval's lower end is above zero.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { formatMean, formatMeanDifference, signedBound } from '../../src/report/format.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { displayName, OPTION_NAMES, PROFILES, ELEMENT_TYPES } from '../../src/systems/rattle-and-rend/rules.ts';
import { OPPONENT } from './campaign.ts';
import { PRESETS } from './example-warbands.ts';
import { simultaneous, titleWords } from './_options.ts';

const SYSTEM = 'rattle-and-rend';
/** "SWAP OUT up to 3 points". */
export const SWAP_POINTS = 3;

/** An Element's cost from its text ("fighters", "champion(x)", "fighters+champion(x)"). */
export function entryCost(entry: string): number {
  return entry.split('+').reduce((sum, part) => sum + PROFILES[ELEMENT_TYPES.indexOf(part.trim().replace(/\(.*$/, '') as (typeof ELEMENT_TYPES)[number])].cost, 0);
}

/** The menu of Elements a swap may bring in: every type, a traited one with the warband's own trait (else a default). */
export function menu(elements: string): string[] {
  const entries = elements.split(/[,+]/).map((e) => e.trim());
  const traitOf = (type: string, fallback: string) => entries.find((e) => e.startsWith(`${type}(`)) ?? `${type}(${fallback})`;
  return ['dregs', traitOf('champion', 'spot-weakness'), traitOf('ward', 'detonate'), 'fighters', 'shooters', 'skirmishers', traitOf('heavy', 'colossal')];
}

/** Every multiset of menu items (indices ascending) costing exactly `points`. */
function purchases(items: readonly string[], points: number, from = 0): string[][] {
  if (points === 0) return [[]];
  const out: string[][] = [];
  for (let i = from; i < items.length; i++) {
    const cost = entryCost(items[i]);
    if (cost <= points) for (const rest of purchases(items, points - cost, i)) out.push([items[i], ...rest]);
  }
  return out;
}

/**
 * Every legal warband one swap of up to SWAP_POINTS points away from `side`: a set of its entries out (an attached
 * Champion may also go alone, leaving its host), the same points of menu Elements in, appended. Legal by the warband
 * rules (parseWarband); sorted, deduplicated, the printed list itself left out.
 */
export function swapSides(side: RrSide): RrSide[] {
  const entries = side.elements.split(',').map((e) => e.trim());
  // Pieces: each entry whole, and each attached Champion alone (its host stays).
  type Piece = { index: number; riderOnly: boolean; cost: number };
  const pieces: Piece[] = entries.flatMap((e, index) => [{ index, riderOnly: false, cost: entryCost(e) }, ...(e.includes('+') ? [{ index, riderOnly: true, cost: entryCost(e.split('+')[1]) }] : [])]);
  const items = menu(side.elements);
  const canon = (list: readonly string[]) => [...list].sort().join(', ');
  const printed = canon(entries);
  const seen = new Set<string>([printed]);
  const out: RrSide[] = [];
  for (let mask = 1; mask < 1 << pieces.length; mask++) {
    const chosen = pieces.filter((_, k) => (mask >> k) & 1);
    // One piece per entry at most (the whole entry or its rider).
    if (new Set(chosen.map((p) => p.index)).size !== chosen.length) continue;
    const freed = chosen.reduce((sum, p) => sum + p.cost, 0);
    if (freed > SWAP_POINTS) continue;
    const kept = entries.flatMap((e, index) => {
      const piece = chosen.find((p) => p.index === index);
      if (!piece) return [e];
      return piece.riderOnly ? [e.split('+')[0].trim()] : [];
    });
    for (const bought of purchases(items, freed)) {
      const list = [...kept, ...bought];
      const key = canon(list);
      if (seen.has(key)) continue;
      seen.add(key);
      const candidate: RrSide = { ...side, elements: list.join(', ') };
      try {
        parseWarband(candidate);
      } catch {
        continue;
      }
      out.push(candidate);
    }
  }
  return out.sort((a, b) => a.elements.localeCompare(b.elements));
}

/**
 * What a swap changes, for labels and answers: the entries of `printed` it takes out and those it brings in, repeats
 * counted ("heavy(transport) for 2x dregs, fighters"). An attached Champion that leaves alone shows as its host's
 * entry going out and the bare host coming in. A 200-character roster told nothing at a chart's axis.
 */
export function swapText(printed: string, swapped: string, name: (entry: string) => string = (entry) => entry, times: (n: number) => string = (n) => `${n}x`): string {
  const count = (list: string) => {
    const counts = new Map<string, number>();
    for (const entry of list.split(',').map((e) => e.trim())) counts.set(entry, (counts.get(entry) ?? 0) + 1);
    return counts;
  };
  const before = count(printed);
  const after = count(swapped);
  const less = (a: Map<string, number>, b: Map<string, number>) =>
    [...a]
      .map(([entry, n]) => [entry, n - (b.get(entry) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .map(([entry, n]) => (n > 1 ? `${times(n)} ${name(entry)}` : name(entry)))
      .join(', ');
  return `${less(before, after)} for ${less(after, before)}`;
}

/** Each type's trait names (Element Creation): a trait id is shown by the rulebook's name for it. */
const TRAIT_NAMES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = { champion: OPTION_NAMES.championActions, heavy: OPTION_NAMES.heavyTraits, ward: OPTION_NAMES.wardReactions };

/** "Champion (Spot Weakness)", "Fighters + Champion (Crashing Wave)": a roster entry by the rulebook's names, as prose uses them. */
export function entryName(entry: string): string {
  return entry
    .split('+')
    .map((part) => {
      const [, type, trait] = /^([a-z-]+)(?:\(([^)]*)\))?$/.exec(part.trim()) ?? [part, part.trim(), undefined];
      return trait === undefined ? titleWords(type) : `${titleWords(type)} (${displayName(TRAIT_NAMES[type] ?? {}, trait)})`;
    })
    .join(' + ');
}

/** swapText by names, for the answer's prose ("2 Dregs for Champion (Spot Weakness), Ward (Detonate)"); the arm labels keep the ids. */
export const swapName = (printed: string, swapped: string): string => swapText(printed, swapped, entryName, (n) => String(n));

const labelOf = (id: string) => PRESETS.find((p) => p.id === id)!.label;
const baseId = (presetId: string) => `${presetId}-printed`;

function arms(): MatchArm[] {
  const game = findGame(SYSTEM);
  const variants = chooseGameVariants(game, []);
  return PRESETS.flatMap((p) => {
    const side = game.presets[p.id] as RrSide;
    const opponent = game.presets[OPPONENT[p.id]] as RrSide;
    const params = (sideA: RrSide) => ({ system: SYSTEM, sideA, sideB: opponent, agentA: 'heuristic', agentB: 'heuristic', variants });
    return [
      { id: baseId(p.id), label: `${p.label} as printed against ${labelOf(OPPONENT[p.id])}`, coords: { warband: p.label, swap: 'printed' }, params: params(side), baseline: null },
      ...swapSides(side).map((candidate, k) => ({
        id: `${p.id}-swap-${k + 1}`,
        label: `${p.label}: ${swapText(side.elements, candidate.elements)}`,
        coords: { warband: p.label, swap: swapText(side.elements, candidate.elements) },
        params: params({ ...candidate, name: `${side.name} (swap ${k + 1})` }),
        baseline: baseId(p.id),
      })),
    ];
  });
}


function warbandLine(result: ExperimentResult, label: string): { line: string; clear: boolean } {
  const candidates = result.arms.filter((a) => a.coords?.warband === label && a.vsBaseline !== undefined);
  const printed = result.arms.find((a) => a.coords?.warband === label && a.coords?.swap === 'printed')!;
  const m = candidates.length;
  const gain = (a: ArmResult) => a.vsBaseline!.scoreA;
  const best = candidates.reduce((b, a) => (gain(a).diff > gain(b).diff ? a : b), candidates[0]);
  const [lo, hi] = simultaneous(gain(best).diff, gain(best).ci, m);
  const clearUp = candidates.filter((a) => simultaneous(gain(a).diff, gain(a).ci, m)[0] > 0).length;
  const clearDown = candidates.filter((a) => simultaneous(gain(a).diff, gain(a).ci, m)[1] < 0).length;
  const score = printed.metrics.scoreA as MeanMetric;
  const elements = (arm: ArmResult) => (arm.params as { sideA: RrSide }).sideA.elements;
  const line = `${label} (as printed ${formatMean(score.mean, score.ci, 2 * printed.trials, '', 'games')} against ${labelOf(OPPONENT[PRESETS.find((p) => p.label === label)!.id])}; ${m} legal swaps): the best swap (${swapName(elements(printed), elements(best))}) changes its score by ${formatMeanDifference(gain(best).diff, gain(best).ci, best.trials, '', 'pairs')} (simultaneous over the ${m}: ${signedBound(lo, 2)} to ${signedBound(hi, 2)}); ${clearUp} swap${clearUp === 1 ? '' : 's'} clearly gain and ${clearDown} clearly lose by the simultaneous intervals`;
  return { line, clear: lo > 0 };
}

function answer(result: ExperimentResult): string[] {
  const lines = PRESETS.map((p) => warbandLine(result, p.label));
  const clear = lines.filter((l) => l.clear).length;
  return [
    `RR-041 and RR-182, a 3-point swap against a known list: ${clear === 0 ? 'no example warband has a swap that clearly gains against its opponent once the choice among many is allowed for' : `${clear} of the ${lines.length} example warbands have a swap that clearly gains against their opponent, even allowing for the choice among many`}. ${lines.map((l) => l.line).join('. ')}.`,
    'The best estimate of many is biased upward (it is partly the luckiest), so its change is only claimed when the simultaneous interval (Bonferroni over the warband\'s swaps) stays above zero; the simultaneous lower end is a safe floor for what the best swap gains. The menu gives each Champion, Heavy or Ward the trait the warband already uses (else Spot Weakness, Colossal, Detonate), so swaps to other traits, and whole rebuilds the 3-point limit forbids, are not measured. Heuristic player on both sides; the opponent is the next example warband (never a Vampire Court mirror).',
  ];
}

const base = matchExperiment(
  {
    id: 'rr-roster-swaps',
    title: 'A 3-point swap against a known list: how much can it counter?',
    question: 'Against a known opponent list, how much does the best swap of up to 3 points gain, and does the 3-point limit stop hard counters?',
    pairs: 100,
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Campaign Play › Managing Roster Changes (Swapping Elements)', catalogue: ['RR-041', 'RR-182'] },
  },
  arms(),
);

// 424 arms: only the score is kept (and one warband's swaps charted) so the report stays small.
export default defineExperiment({
  ...base,
  metrics: { scoreA: base.metrics.scoreA },
  charts: [{ kind: 'arms', metric: 'scoreA', reference: 'baseline', where: { warband: 'Dwarven Throng' }, title: "The Dwarven Throng's score against the Ghostly Host, as printed and after each swap" }],
  answer,
});
