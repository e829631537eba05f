/**
 * Syndicate Protocol SP-002 (003_c7f3f5aee5a5ed6f.txt, Game Setup ›
 * Pre-Mission Doctrine: "Your Operator package, support pairing, and opening
 * hand create a tactical envelope that determines how aggressively you can
 * contest space in the first two rounds"): how the number of Movement cards
 * in the opening hand (5 cards, Game Setup 5) changes where the Operator
 * stands as round 2 starts and who wins.
 *
 * Side A's opening hand is fixed to k Movement cards (k = 0..5; the side's
 * toolkit setting `openingMovement`, loadout.ts, not a rule: the k Movement
 * and 5 - k other cards are each drawn at random from the deck's cards of
 * their kind, which is the dealt hand given its count); side B, the same
 * preset, is dealt as the rulebook says. One more arm deals both (the
 * baseline: a mirror, so A's score is 1/2 by construction). Every arm plays
 * the same seeds, so the map and side B's hand match arm to arm, and each k
 * is compared pair by pair with the dealt baseline. Both sides are played by
 * the heuristic player, in pairs of games with the sides swapped.
 *
 * Round-2 position: the spaces from A's Operator to B's, and to the nearest
 * space with cover, as round 2 starts (statistics round2GapA, round2CoverA).
 * How often each k is dealt comes from the deck (hypergeometric, `openingOdds`).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, groupThousands, percent, shown } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { CARDS } from '../../src/systems/syndicate-protocol/data.ts';
import { DECK_SIZE, STARTING_HAND } from '../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
export const OPERATOR_IDS = ['lens', 'velocity', 'razor'] as const;
export const COUNTS = [0, 1, 2, 3, 4, 5] as const;
const DEALT = 'dealt';
const presetOf = (id: string) => game.presets[id] as SyndicateSide;

/** Movement cards in a deck text ('dash*4, ...'), by the printed card types (the default card-text reading). */
export function movementCards(deck: string): number {
  return deck.split(',').reduce((sum, entry) => {
    const [id, copies] = entry.trim().split('*');
    return sum + (CARDS.get(id)!.type === 'movement' ? (copies === undefined ? 1 : Number(copies)) : 0);
  }, 0);
}

const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return k < 0 || k > n ? 0 : c;
};

/** P(the 5-card opening hand holds k Movement cards), k = 0..5, from a 40-card deck with `movement` of them (hypergeometric). */
export function openingOdds(movement: number): number[] {
  const all = choose(DECK_SIZE, STARTING_HAND);
  return Array.from({ length: STARTING_HAND + 1 }, (_, k) => (choose(movement, k) * choose(DECK_SIZE - movement, STARTING_HAND - k)) / all);
}

const armId = (operator: string, k: number | typeof DEALT) => `${operator}-${k}`;

const arms: MatchArm[] = OPERATOR_IDS.flatMap((operator) =>
  ([DEALT, ...COUNTS] as (number | typeof DEALT)[]).map((k) => ({
    id: armId(operator, k),
    label: `${presetOf(operator).name}: ${k === DEALT ? 'both dealt' : `A opens with ${k} Movement`}`,
    params: {
      system: SYSTEM,
      sideA: sideOf(game, { ...presetOf(operator), name: `${presetOf(operator).name} (${k === DEALT ? 'dealt' : `${k} Movement`})`, openingMovement: String(k) }, 'sp-opening-hand'),
      sideB: sideOf(game, `preset:${operator}`, 'sp-opening-hand'),
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants: chooseGameVariants(game, []),
    },
    coords: { operator: presetOf(operator).name, opening: k === DEALT ? DEALT : `${k} Movement` },
    baseline: k === DEALT ? null : armId(operator, DEALT),
  })),
);

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const games = (arm: ArmResult) => 2 * arm.trials;

/** The counts k whose score interval lies wholly below (or above) 1/2. */
export function clearCounts(result: ExperimentResult, operator: string, side: 'below' | 'above'): number[] {
  return COUNTS.filter((k) => {
    const arm = result.arms.find((a) => a.id === armId(operator, k));
    if (!arm) return false;
    const ci = mean(arm, 'scoreA').ci;
    return side === 'below' ? ci[1] < 0.5 : ci[0] > 0.5;
  });
}

function answer(result: ExperimentResult): string[] {
  const lines = OPERATOR_IDS.map((op) => {
    const name = presetOf(op).name;
    const odds = openingOdds(movementCards(presetOf(op).deck));
    const armsOf = COUNTS.map((k) => result.arms.find((a) => a.id === armId(op, k))!);
    const scores = armsOf.map((arm, k) => `${k}: ${shown(mean(arm, 'scoreA').mean, 3)} (${shown(mean(arm, 'scoreA').ci[0], 3)} to ${shown(mean(arm, 'scoreA').ci[1], 3)}, ${games(arm)} games; dealt ${percent(odds[k], 1)} of the time)`).join('; ');
    const below = clearCounts(result, op, 'below');
    const above = clearCounts(result, op, 'above');
    const gap = armsOf.map((arm, k) => `${k}: ${formatMeanDifference(arm.vsBaseline!.round2GapA.diff, arm.vsBaseline!.round2GapA.ci, arm.trials, 'spaces', 'pairs')}`).join('; ');
    const dealt = result.arms.find((a) => a.id === armId(op, DEALT))!;
    const cover = armsOf.map((arm, k) => `${k}: ${formatMeanDifference(arm.vsBaseline!.round2CoverA.diff, arm.vsBaseline!.round2CoverA.ci, arm.trials, 'spaces', 'pairs')}`).join('; ');
    return [
      `${name}: A's score by Movement cards in its opening hand, against the same side dealt as the rulebook says (${movementCards(presetOf(op).deck)} Movement cards in 40): ${scores}. Clearly below 1/2 with ${below.length > 0 ? below.join(', ') : 'no count'}; clearly above with ${above.length > 0 ? above.join(', ') : 'no count'}.`,
      `${name}, round-2 position: with both dealt, the Operators start round 2 ${formatMean(mean(dealt, 'round2GapA').mean, mean(dealt, 'round2GapA').ci, games(dealt), 'spaces', 'games')} apart; fixing A's opening hand changes that by (k: paired difference from both dealt; negative means A came closer) ${gap}. A's Operator's spaces to the nearest cover as round 2 starts: ${formatMean(mean(dealt, 'round2CoverA').mean, mean(dealt, 'round2CoverA').ci, games(dealt), 'spaces', 'games')} with both dealt, changed by ${cover}.`,
    ];
  });
  // Every count of every Operator is a test of A's score against 1/2 at 95%: about one in twenty clears it by chance.
  const clearScores = OPERATOR_IDS.flatMap((op) =>
    [...clearCounts(result, op, 'below').map((k) => ({ op, k, word: 'below' })), ...clearCounts(result, op, 'above').map((k) => ({ op, k, word: 'above' }))],
  );
  const compared = OPERATOR_IDS.length * COUNTS.length;
  const armAt = (op: string, k: number) => result.arms.find((a) => a.id === armId(op, k))!;
  const perCount = [...new Set(OPERATOR_IDS.flatMap((op) => COUNTS.map((k) => games(armAt(op, k)))))].map(groupThousands).join(' or ');
  const clearScore = ({ op, k, word }: (typeof clearScores)[number]) => {
    const m = mean(armAt(op, k), 'scoreA');
    return `${presetOf(op).name} with ${k} Movement card${k === 1 ? '' : 's'}, ${shown(m.mean, 3)} (${shown(m.ci[0], 3)} to ${shown(m.ci[1], 3)}, ${groupThousands(games(armAt(op, k)))} games), ${word} 1/2`;
  };
  // Where A's Operator stands as round 2 starts moves only where a count's paired interval excludes 0.
  const gapMoved = OPERATOR_IDS.filter((op) => COUNTS.some((k) => {
    const ci = armAt(op, k).vsBaseline!.round2GapA.ci;
    return ci[0] > 0 || ci[1] < 0;
  }));
  const position =
    gapMoved.length > 0
      ? `the opening hand clearly moves where A's Operator stands as round 2 starts for ${gapMoved.map((op) => presetOf(op).name).join(', ')} (below)`
      : "no count clearly moves where A's Operator stands as round 2 starts either (below)";
  const headline =
    clearScores.length === 0
      ? `No count of Movement cards in the opening hand, from 0 to 5, clearly changes A's score for ${OPERATOR_IDS.map((op) => presetOf(op).name).join(', ')} (each count's interval contains 1/2): no effect on the result large enough to show at ${perCount} games a count; ${position}.`
      : `The opening hand's Movement cards clearly change A's score in ${clearScores.length} of ${compared} Operator-and-count arms: ${clearScores.map(clearScore).join('; ')}. With ${compared} compared at 95% each, about ${Math.round(compared * 0.05)} could clear 1/2 by chance alone, so rerun ${clearScores.length === 1 ? 'it' : 'them'} with more games before trusting ${clearScores.length === 1 ? 'it' : 'them'}; ${position}.`;
  return [
    headline,
    ...lines.flat(),
    'The opening hand sets how far an Operator can move in rounds 1 and 2 (one card a round, 3.1), so the round-2 gap follows from the rules; whether it changes who wins depends on whether the early ground is kept. The heuristic player plays both sides and does not plan the opening around its hand, a human might.',
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-opening-hand',
      title: 'The opening hand: Movement cards, round-2 position and who wins',
      question: 'Does the number of Movement cards in the opening hand change where the Operator stands as round 2 starts, and who wins (Pre-Mission Doctrine)?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Game Setup › Pre-Mission Doctrine; Game Setup 5. Draw Starting Hands', catalogue: ['SP-002'] },
      pairs: 150,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: "A's score by Movement cards in its opening hand" },
    { kind: 'forest', metric: 'round2GapA', title: 'Spaces between the Operators as round 2 starts: each count minus both dealt' },
  ],
});
