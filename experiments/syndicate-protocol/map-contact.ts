/**
 * Syndicate Protocol, the battlefield and first contact (003_c7f3f5aee5a5ed6f.txt, section 11 Game Area and Round
 * Structure):
 *
 * - SP-014 (11.1 Standard Play Area: the 24 x 24 grid "ensures: Fast engagement times"): the round in which an
 *   Operator first has a legal target at its attack (range and Line of Sight, 4.2-4.4) and the round in which one
 *   first fires, in every pairing of the five presets (statistics firstTargetRound, firstShotRound, noTarget).
 * - SP-015 (11.6 "Both Operators can reach meaningful cover by Round 1"): from the maps alone, no games
 *   (_coverReach.ts), computed in the answer.
 * - SP-016 (11.1 Symmetry: "Maps should be functionally symmetrical to ensure fairness"): the score of the side that
 *   deploys on each edge (seat0Score: deployment is fixed by seat, 11.1, so the seat is the edge). Each pair of games
 *   is played on one generated map with the sides swapped, so every side deploys once on each edge.
 * - SP-017 (Round Structure: "both Operators always attack once per round"): the share of rounds in which each
 *   Operator had a legal target at its attack (targetRoundsA, targetRoundsB).
 * - SP-020 (11.6 "Snipers have long but interruptible sightlines"): Lens (Longshot M99, Sniper Rifle, range 10)
 *   against Velocity (Razorline PDW, SMG, range 3) and Razor (AR-12 Vanguard, Assault Rifle, range 6) as the terrain
 *   that blocks Line of Sight (Heavy Cover and Impassable, 4.3, 11.2) goes from none through half of the 11.3 table
 *   and the table itself to one and a half times it (terrain-density=blocking-0, blocking-0.5, percent, blocking-1.5;
 *   Light Cover as printed). The three sweep values are the toolkit's, not readings of the rulebook.
 *
 * Every game is on a map the section 11 generator draws for the pair (default terrain-density=percent), with the
 * preset loadouts (illustrative) and the heuristic player on both sides; a game stopped at the 50-round cap is a draw.
 */
import { replaysEveryPair } from '../../src/sim/match/pairPools.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatProportion, groupThousands, pairedChange, shown } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { ARMOURS, blockingShare, coverReach, type CoverReach, REACH_CARDS, showBlocking, showShare } from './_coverReach.ts';
import { notApartFrom } from './_apart.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
export const PRESET_IDS = ['lens', 'velocity', 'razor', 'glitch', 'rampart'] as const;
export const SNIPER = 'lens';
export const SHORT_RANGE = ['velocity', 'razor'] as const;
/** SP-020's sweep: the terrain-density value and how it scales the 11.3 table's Heavy Cover and Impassable ranges. */
export const BLOCKING = [
  { density: 'blocking-0', scale: 0 },
  { density: 'blocking-0.5', scale: 0.5 },
  { density: 'percent', scale: 1 },
  { density: 'blocking-1.5', scale: 1.5 },
] as const;
/** The pairings that are not sweep baselines play this share of the pairs (their numbers need less precision). */
export const PAIRING_SHARE = 0.5;
/** Maps for SP-015 (per density and armour) and for the measured LoS-blocking share of each sweep value. */
export const COVER_MAPS = 4000;
const BLOCKING_MAPS = 500;
const MAP_SEED = 2026;
const BLOCKERS = 'LoS blockers (x 11.3 table)';

const presetOf = (id: string) => game.presets[id] as SyndicateSide;
const nameOf = (id: string) => presetOf(id).name;
export const pairingId = (a: string, b: string) => `${a}-${b}`;
export const sweepId = (b: string, density: string) => `${SNIPER}-${b}-${density}`;
/** Every pairing of the presets once (A listed first), the five mirrors included. */
export const PAIRINGS = PRESET_IDS.flatMap((a, i) => PRESET_IDS.slice(i).map((b) => [a, b] as const));
const isSweepBaseline = (a: string, b: string) => a === SNIPER && (SHORT_RANGE as readonly string[]).includes(b);

function match(a: string, b: string, density: string): MatchArm['params'] {
  return {
    system: SYSTEM,
    sideA: sideOf(game, `preset:${a}`, 'sp-map-contact'),
    sideB: sideOf(game, `preset:${b}`, 'sp-map-contact'),
    agentA: 'heuristic',
    agentB: 'heuristic',
    variants: chooseGameVariants(game, [`terrain-density=${density}`]),
  };
}

const arms: MatchArm[] = [
  ...PAIRINGS.map(([a, b]) => ({
    id: pairingId(a, b),
    label: a === b ? `${nameOf(a)} mirror` : `${nameOf(a)} vs ${nameOf(b)}`,
    params: match(a, b, 'percent'),
    coords: { A: nameOf(a), B: nameOf(b), [BLOCKERS]: 1 },
    baseline: null,
    ...(isSweepBaseline(a, b) ? {} : { share: PAIRING_SHARE }),
  })),
  ...SHORT_RANGE.flatMap((b) =>
    BLOCKING.filter((level) => level.density !== 'percent').map((level) => ({
      id: sweepId(b, level.density),
      label: `${nameOf(SNIPER)} vs ${nameOf(b)}, LoS blockers x${level.scale}`,
      params: match(SNIPER, b, level.density),
      coords: { A: nameOf(SNIPER), B: nameOf(b), [BLOCKERS]: level.scale },
      baseline: pairingId(SNIPER, b),
    })),
  ),
];

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const isMirror = (arm: ArmResult) => arm.coords?.A === arm.coords?.B;
/**
 * Whether every pair of a mirror was one game played twice (A won one and lost the other, or both drawn): the
 * heuristic player is deterministic and both games share the map and the dice, so swapping two identical sides
 * changes nothing.
 */
export function repeatsItself(arm: ArmResult): boolean {
  return replaysEveryPair(arm);
}
/** Games that tell something apart: a mirror that repeats itself counts one game a pair. */
const games = (arm: ArmResult) => (isMirror(arm) && repeatsItself(arm) ? arm.trials : 2 * arm.trials);
const armOf = (result: ExperimentResult, id: string) => result.arms.find((a) => a.id === id)!;
/** "10.0 (8.4-11.6)": a mean with its interval, inside a list whose games are given once. */
const short = (arm: ArmResult, id: string, decimals = 1, counted = false) => {
  const m = mean(arm, id);
  return `${shown(m.mean, decimals)} (${shown(m.ci[0], decimals)}${m.ci[0] < 0 ? ' to ' : '-'}${shown(m.ci[1], decimals)}${counted ? `, ${groupThousands(games(arm))} games` : ''})`;
};
/** A per-game share (a mean of 0/1 or of a share), its normal interval clipped to [0, 1]. */
const share = (arm: ArmResult, id: string) => {
  const m = mean(arm, id);
  return formatProportion(m.mean, [Math.max(0, m.ci[0]), Math.min(1, m.ci[1])], games(arm), 'games');
};
const shortShare = (arm: ArmResult, id: string, counted = false) => {
  const m = mean(arm, id);
  return `${shown(100 * m.mean, 0)}% (${shown(100 * Math.max(0, m.ci[0]), 0)}-${shown(100 * Math.min(1, m.ci[1]), 0)}%${counted ? `, ${groupThousands(games(arm))} games` : ''})`;
};
/** A score with three decimals, so an interval that just clears 1/2 does not print as touching it. */
const score = (m: MeanMetric, n: number) => `${shown(m.mean, 3)} (${shown(m.ci[0], 3)} to ${shown(m.ci[1], 3)}, ${groupThousands(n)} games)`;
const pairingArms = (result: ExperimentResult) => PAIRINGS.map(([a, b]) => armOf(result, pairingId(a, b)));
/** One catalogue item's answer: a clause for the headline and its full sentences. */
interface Section {
  summary: string;
  lines: string[];
}

function contactLines(result: ExperimentResult): Section {
  const field = pairingArms(result);
  const line = (arm: ArmResult) =>
    `${arm.label} round ${short(arm, 'firstTargetRound')} (first shot ${short(arm, 'firstShotRound')}; games ${short(arm, 'length')} rounds long; no target in ${shortShare(arm, 'noTarget')} of ${groupThousands(games(arm))} games)`;
  const byRound = [...field].sort((x, y) => mean(x, 'firstTargetRound').mean - mean(y, 'firstTargetRound').mean);
  const earliest = byRound[0];
  const latest = byRound[byRound.length - 1];
  // Earliest and latest by estimate; the pairings whose intervals reach theirs are not clearly later (earlier), so they are named.
  const near = (extreme: ArmResult, word: string) => {
    const close = notApartFrom(extreme, field, (arm) => mean(arm, 'firstTargetRound').ci);
    // Each named pairing with its own games: the pairings differ in games (a mirror counts one a pair).
    return close.length === 0 ? '' : `; not clearly ${word}: ${close.map((arm) => `${arm.label} ${short(arm, 'firstTargetRound', 1, true)}`).join(', ')}`;
  };
  const censored = field.filter((arm) => mean(arm, 'noTarget').mean > 0).length;
  const sameAsShot = field.filter((arm) => Math.abs(mean(arm, 'firstShotRound').mean - mean(arm, 'firstTargetRound').mean) < 0.05).length;
  return {
    summary: `SP-014: on average an Operator first has a target in round ${short(earliest, 'firstTargetRound')} (${earliest.label}, ${groupThousands(games(earliest))} games${near(earliest, 'later')}) to round ${short(latest, 'firstTargetRound')} (${latest.label}, ${groupThousands(games(latest))} games${near(latest, 'earlier')})`,
    lines: [
      `SP-014, "fast engagement times": the Operators deploy 21 rows apart (rows 2 and 23) and an Operator moves only by its one card a round (1-3 spaces, less 1 in Composite armour). The round in which an Operator first had a legal target at its attack (range and Line of Sight), per pairing (mean, 95% interval; a game with none counts the round after its last, so where some games had none the mean is a lower bound): ${field.map(line).join('; ')}.`,
      `${field.filter(isMirror).every(repeatsItself) ? 'In every mirror each pair of games was one game played twice (the heuristic player is deterministic and the two games share the map and the dice), so a mirror counts one game a pair. ' : ''}The earliest first contact by estimate is ${earliest.label}'s, round ${formatMean(mean(earliest, 'firstTargetRound').mean, mean(earliest, 'firstTargetRound').ci, games(earliest), '', 'games')}${near(earliest, 'later')}; the latest ${latest.label}'s, round ${short(latest, 'firstTargetRound')} over ${groupThousands(games(latest))} games${near(latest, 'earlier')}. ${censored} of ${field.length} pairings had games in which neither Operator ever had a target. The first shot comes in the same round as the first target in ${sameAsShot} of ${field.length} pairings (to 0.05 rounds): a target is fired at when there is one; the rare differences are Holo-Decoys absorbing the shot and Suppressing Fire in the Tactics sub-phase. Whether this is "fast" is the designer's call; the heuristic player closes in as its cards allow, a bolder human might close faster and a cautious one slower.`,
    ],
  };
}

function targetLines(result: ExperimentResult): Section {
  const field = pairingArms(result);
  const sides = field.flatMap((arm) => [
    { label: `${arm.coords!.A as string}${isMirror(arm) ? ' (A)' : ''} against ${arm.coords!.B as string}`, id: 'targetRoundsA', m: mean(arm, 'targetRoundsA'), arm },
    { label: `${arm.coords!.B as string}${isMirror(arm) ? ' (B)' : ''} against ${arm.coords!.A as string}`, id: 'targetRoundsB', m: mean(arm, 'targetRoundsB'), arm },
  ]);
  const below = sides.filter((s) => s.m.ci[1] < 1).length;
  const highest = [...sides].sort((x, y) => y.m.mean - x.m.mean)[0];
  return {
    summary: `SP-017: ${below} of ${sides.length} Operators (per pairing and side, ${groupThousands(Math.min(...field.map(games)))}-${groupThousands(Math.max(...field.map(games)))} games each) clearly had a target in fewer than all rounds, the most ${shortShare(highest.arm, highest.id, true)} of rounds (${highest.label})`,
    lines: [
      `SP-017, "both Operators always attack once per round": the share of rounds in which each Operator had a legal target at its attack, per pairing (A's, then B's): ${field.map((arm) => `${arm.label} ${shortShare(arm, 'targetRoundsA')} and ${shortShare(arm, 'targetRoundsB')}`).join('; ')} (${groupThousands(Math.min(...field.map(games)))}-${groupThousands(Math.max(...field.map(games)))} games a pairing).`,
      `${below} of ${sides.length} Operator shares are clearly below 100% (the highest, ${highest.label}, ${formatProportion(highest.m.mean, [Math.max(0, highest.m.ci[0]), Math.min(1, highest.m.ci[1])], games(highest.arm), 'games')}): ${below === sides.length ? 'an Operator with nothing in range and sight does not attack, so "always attack once per round" does not describe these games' : 'the others cannot be told from always'}. The shares count the rounds of the approach before first contact (SP-014) as well as those after.`,
    ],
  };
}

function edgeLines(result: ExperimentResult): Section {
  const field = pairingArms(result);
  const m = field.map((arm) => mean(arm, 'seat0Score'));
  // The pairings as independent estimates (they share seeds but not loadouts, so this is approximate).
  const pooled = m.reduce((s, x) => s + x.mean, 0) / m.length;
  const half = Math.sqrt(m.reduce((s, x) => s + ((x.ci[1] - x.ci[0]) / 2) ** 2, 0)) / m.length;
  const ci: [number, number] = [pooled - half, pooled + half];
  const top = field.filter((arm) => mean(arm, 'seat0Score').ci[0] > 0.5).map((arm) => arm.label);
  const bottom = field.filter((arm) => mean(arm, 'seat0Score').ci[1] < 0.5).map((arm) => arm.label);
  const gamesAll = field.reduce((s, arm) => s + games(arm), 0);
  const verdict =
    ci[0] > 0.5 ? 'the top edge clearly wins more often' : ci[1] < 0.5 ? 'the bottom edge clearly wins more often' : `no edge advantage shows: the interval holds 1/2, so any effect is under ${shown(Math.max(ci[1] - 0.5, 0.5 - ci[0]), 3)} points a game`;
  return {
    summary: `SP-016: the top edge's score averaged over the pairings is ${shown(pooled, 3)} (${shown(ci[0], 3)} to ${shown(ci[1], 3)}, ${groupThousands(gamesAll)} games), ${ci[0] > 0.5 ? 'clearly above 1/2' : ci[1] < 0.5 ? 'clearly below 1/2' : 'no edge advantage shows'}`,
    lines: [
      `SP-016, "functionally symmetrical": the score of the side deploying on the top edge (rows 1-2 as the map is printed, seat 0; the bottom edge's is 1 minus it), each pair of games on one generated map with the sides swapped: ${field.map((arm) => `${arm.label} ${short(arm, 'seat0Score', 3)}`).join('; ')}. Averaged over the ${field.length} pairings, ${shown(pooled, 3)} (${shown(ci[0], 3)} to ${shown(ci[1], 3)}, ${groupThousands(gamesAll)} games; the pairings' intervals combined as if independent): ${verdict}. Clearly above 1/2 in ${top.length > 0 ? top.join(', ') : 'no pairing'}; clearly below in ${bottom.length > 0 ? bottom.join(', ') : 'no pairing'}.`,
      'The generator turns one half of the map by 180 degrees and the deployment is mirrored, so the two edges see the same terrain; what this measures is whatever is left, the engine and the heuristic breaking ties by space order (which favours one direction), together with the map. Composite mirrors end at the cap (draws, 0.5 by construction) and so pull the average towards 1/2.',
    ],
  };
}

function sweepLines(result: ExperimentResult): Section {
  const shares = BLOCKING.map((level) => ({ ...level, share: blockingShare(level.density, BLOCKING_MAPS, MAP_SEED) }));
  const at = (b: string, density: string) => armOf(result, density === 'percent' ? pairingId(SNIPER, b) : sweepId(b, density));
  const verdicts: string[] = [];
  const lines = SHORT_RANGE.map((b) => {
    const levels = shares.map((level) => {
      const arm = at(b, level.density);
      const vs = level.density === 'percent' ? 'the 11.3 table' : `against the table ${pairedChange(arm.vsBaseline!.scoreA, arm.trials, 'points')}`;
      return `x${level.scale}, LoS blocked on ${showBlocking(level.share)}: ${score(mean(arm, 'scoreA'), games(arm))}, ${vs}; Lens had a target in ${shortShare(arm, 'targetRoundsA')} of rounds, ${nameOf(b)} in ${shortShare(arm, 'targetRoundsB')}; first target round ${short(arm, 'firstTargetRoundA')} for Lens, ${short(arm, 'firstTargetRoundB')} for ${nameOf(b)}`;
    });
    const open = mean(at(b, 'blocking-0'), 'scoreA');
    const dense = mean(at(b, 'blocking-1.5'), 'scoreA');
    // Unpaired (the maps differ) yet on the same seeds, so correlated by an unknown amount: the two half-widths added,
    // which holds at any correlation (combining them as independent would not, were it negative).
    const diff = open.mean - dense.mean;
    const half = (open.ci[1] - open.ci[0]) / 2 + (dense.ci[1] - dense.ci[0]) / 2;
    const direction = diff - half > 0 ? 'clearly higher with no blockers than with x1.5' : diff + half < 0 ? 'clearly lower with no blockers than with x1.5' : 'not clearly different between no blockers and x1.5';
    const withMore = diff - half > 0 ? 'clearly lower with more blockers' : diff + half < 0 ? 'clearly higher with more blockers' : 'no clear change';
    const sightOpen = mean(at(b, 'blocking-0'), 'targetRoundsA');
    const sightDense = mean(at(b, 'blocking-1.5'), 'targetRoundsA');
    const sightHalf = (sightOpen.ci[1] - sightOpen.ci[0]) / 2 + (sightDense.ci[1] - sightDense.ci[0]) / 2;
    const sightDiff = sightOpen.mean - sightDense.mean;
    const sight = sightDiff - sightHalf > 0 ? 'clearly falls' : sightDiff + sightHalf < 0 ? 'clearly rises' : 'does not clearly change';
    // Each sweep value against the 11.3 table, paired (its pairedChange in the detail line).
    const fewer = ['blocking-0', 'blocking-0.5'].filter((d) => at(b, d).vsBaseline!.scoreA.ci[0] > 0).length;
    const beyond = at(b, 'blocking-1.5').vsBaseline!.scoreA.ci;
    const shape = `${fewer === 2 ? 'clearly higher than at the 11.3 table with half or no blockers' : fewer === 1 ? 'clearly higher than at the 11.3 table with no blockers only' : 'not clearly higher than at the 11.3 table with fewer blockers'}, and at x1.5 ${beyond[1] < 0 ? 'clearly lower than at the table' : beyond[0] > 0 ? 'clearly higher than at the table again' : 'not clearly different from the table'}`;
    const four = BLOCKING.map((level) => short(at(b, level.density), 'scoreA', 3)).join(', ');
    verdicts.push(`against ${nameOf(b)} ${four} at x${BLOCKING.map((level) => level.scale).join(', x')} (${groupThousands(games(at(b, 'blocking-0')))} games each): ${withMore} (x0 against x1.5), ${shape}`);
    return `Lens (sniper, range 10) against ${nameOf(b)} (range ${b === 'velocity' ? 3 : 6}), A = Lens: ${levels.join('; ')}. Lens's score is ${direction} (${diff >= 0 ? '+' : ''}${shown(diff, 3)}, ${shown(diff - half, 3)} to ${shown(diff + half, 3)}, unpaired); the share of rounds in which Lens has a target ${sight} from no blockers to x1.5 (${shortShare(at(b, 'blocking-0'), 'targetRoundsA')} to ${shortShare(at(b, 'blocking-1.5'), 'targetRoundsA')}, ${groupThousands(games(at(b, 'blocking-0')))} games each).`;
  });
  return {
    summary: `SP-020: Lens's score ${verdicts.join('; ')}`,
    lines: [
      `SP-020, "Snipers have long but interruptible sightlines": the terrain that blocks Line of Sight (Heavy Cover and Impassable, 4.3, 11.2; the share measured on ${BLOCKING_MAPS} generated maps each) scaled from none to one and a half times the 11.3 table, Light Cover as printed (the sweep values are the toolkit's, not readings; fewer Heavy Cover spaces also means fewer +2 Dodge spaces to stand in, 4.9).`,
      ...lines,
      'Games are paired against the 11.3 table on the same seeds, but a different density draws a different map from them, so the pairing only shares the dice. The heuristic player values a space by the shots it gives and takes, so it already seeks or avoids sightlines; a human sniper might hold a lane longer.',
    ],
  };
}

function coverLines(): Section {
  const generatedShares = (reach: CoverReach) => REACH_CARDS.map((card, k) => `${card.label} ${showShare(reach.reached[k][0], reach.maps)} [${showShare(reach.heavy[k][0], reach.maps)}]`).join('; ');
  const onOneMap = (reach: CoverReach) => {
    const reached = REACH_CARDS.filter((_, k) => reach.reached[k][0] === 1);
    return reached.length === 0 ? 'no card reaches cover' : `cover with ${reached.map((card) => `${card.label}${reach.heavy[REACH_CARDS.indexOf(card)][0] === 1 ? ' (Heavy)' : ''}`).join(', ')}; none with ${REACH_CARDS.filter((card) => !reached.includes(card)).map((card) => card.label).join(', ') || 'no other'}`;
  };
  const lines: string[] = [];
  const summaries: string[] = [];
  let asymmetric = 0;
  for (const armour of ARMOURS) {
    const generated = coverReach({ maps: COVER_MAPS, seed: MAP_SEED, armour: armour.id, density: 'percent' });
    const count = coverReach({ maps: COVER_MAPS, seed: MAP_SEED, armour: armour.id, density: 'count' });
    const layout = coverReach({ maps: 1, seed: MAP_SEED, armour: armour.id, map: 'example-balanced-layout' });
    const streets = coverReach({ maps: 1, seed: MAP_SEED, armour: armour.id, map: 'open-streets' });
    asymmetric += generated.asymmetric + count.asymmetric + layout.asymmetric + streets.asymmetric;
    const every = REACH_CARDS.filter((_, k) => generated.reached[k][0] === generated.maps).map((card) => card.label);
    const oneSpace = REACH_CARDS.findIndex((card) => card.id === 'combat-roll');
    const twoSpaces = REACH_CARDS.findIndex((card) => card.id === 'advance');
    summaries.push(`${armour.id} armour ${showShare(generated.reached[oneSpace][0], generated.maps)} of maps with a 1-space card and ${showShare(generated.reached[twoSpaces][0], generated.maps)} with a 2-space one`);
    lines.push(
      `${armour.label}: generated maps, 11.3 percent reading (the default): ${generatedShares(generated)}; ${every.length > 0 ? `cover on every one of the ${groupThousands(generated.maps)} maps with ${every.join(', ')}` : `no card reaches cover on every one of the ${groupThousands(generated.maps)} maps`}. The count reading (about 4% Light Cover): ${generatedShares(count)}. The hand-authored 11.6 example layout: ${onOneMap(layout)}; open-streets: ${onOneMap(streets)}.`,
    );
  }
  return {
    summary: `SP-015: on generated maps (${groupThousands(COVER_MAPS)}) an Operator reaches cover with its first Movement card, ${summaries.join('; ')}`,
    lines: [
      `SP-015, "Both Operators can reach meaningful cover by Round 1": the share of maps on which the Operator, from where the game deploys it (row 2, middle column, or the nearest free space), can end one Round-1 Movement card's move in a space with cover (Light +1 or Heavy +2; in brackets Heavy Cover only), with Wilson 95% intervals over ${groupThousands(COVER_MAPS)} generated maps (seed ${MAP_SEED}), by how the card moves (the engine's own spaces for it): ${REACH_CARDS.map((card) => `${card.label} (${card.cards})`).join('; ')}.`,
      ...lines,
      `Both sides: ${asymmetric === 0 ? 'the same answer for the two sides on every map and card (the maps are point-symmetric and the deployment mirrored), so one figure stands for both' : `the two sides differ on ${asymmetric} map-and-armour cases`}. Withdraw goes straight back into the open deployment zone in round 1. Whether an Operator holds a card that reaches cover in round 1 depends on its 5-card hand (sp-opening-hand); the hand-authored maps are the toolkit's illustrations of 11.6, not printed maps.`,
    ],
  };
}

function answer(result: ExperimentResult): string[] {
  const sections = [contactLines(result), coverLines(), edgeLines(result), targetLines(result), sweepLines(result)];
  return [`${sections.map((section) => section.summary).join('. ')}. In detail:`, ...sections.flatMap((section) => section.lines)];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-map-contact',
      title: 'The battlefield: first contact, targets, edges, cover in reach and sniper sightlines',
      question:
        'On generated maps, how soon do Operators first have a target and fire, how often do they have one, does either deployment edge win more, can an Operator reach cover with its first Movement card, and how does LoS-blocking terrain change a sniper against short-range weapons (section 11)?',
      source: {
        rulebook: '003_c7f3f5aee5a5ed6f.txt',
        section: 'Game Area › 11.1 Standard Play Area, 11.1 Symmetry, 11.6 Example Balanced Layout; Round Structure (intro)',
        catalogue: ['SP-014', 'SP-015', 'SP-016', 'SP-017', 'SP-020'],
      },
      pairs: 600,
    },
    arms,
  ),
  chunkSize: 10,
  answer,
  charts: [
    { kind: 'matrix', metric: 'firstTargetRound', x: 'B', y: 'A', where: { [BLOCKERS]: 1 }, title: 'Round in which an Operator first had a target, per pairing (11.3 terrain)' },
    { kind: 'matrix', metric: 'seat0Score', x: 'B', y: 'A', where: { [BLOCKERS]: 1 }, title: 'Score of the side deploying on the top edge (seat 0), per pairing' },
    { kind: 'sweep', metric: 'scoreA', x: BLOCKERS, y: 'B', where: { A: 'Lens' }, title: "Lens's score as LoS blockers grow (points: other foes, 11.3 table)" },
    { kind: 'sweep', metric: 'targetRoundsA', x: BLOCKERS, y: 'B', where: { A: 'Lens' }, title: 'Rounds in which Lens had a target, as LoS blockers grow' },
  ],
});
