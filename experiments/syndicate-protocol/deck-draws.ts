/**
 * Syndicate Protocol SP-073 (003_c7f3f5aee5a5ed6f.txt, Tactics Deck › 7.1
 * Requirements: "Exactly 40 cards • Up to 4 copies of any card"; Game Setup
 * 5: "Each player draws 5 cards"; 3.4 Reload: draw 1): how reliably a deck
 * can count on one card, and what the 4-copy cap holds it to.
 *
 * Exact: the chance that a card with c copies in the 40 has shown up among
 * the first m cards drawn is 1 - C(40 - c, m) / C(40, m) (hypergeometric): m
 * = 5 for the opening hand, 5 + (r - 1) by the plan step of round r (one draw
 * at each Reload, Tactical Uplink aside), until the deck runs out after 40
 * (round 36). Sampled: the opening hand as the engine deals it (newGame, then
 * its chance nodes up to the first decision: the roll-off and the 5 draws of
 * each seat), seat 0's hand, for the Lens preset's cards with 1, 2, 3 and 4
 * copies (Tactical Uplink, Slide, Holo-Assist, Dash). The cap is checked when
 * a deck is loaded (loadout.ts: "at most 4", the error names the card).
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { CHANCE } from '../../src/game/state.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import { CARDS } from '../../src/systems/syndicate-protocol/data.ts';
import { DECK_SIZE, defaultVariants, MAX_COPIES, STARTING_HAND } from '../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import { formatProportion, shown } from '../../src/report/format.ts';

/** The Lens preset's cards at each copy count (data/presets/lens.json). */
export const WATCHED = [
  { copies: 1, card: 'tactical-uplink' },
  { copies: 2, card: 'slide' },
  { copies: 3, card: 'holo-assist' },
  { copies: 4, card: 'dash' },
] as const;
/** Rounds whose plan step the table shows. */
export const ROUNDS = [1, 3, 5, 10, 20, 36] as const;

/** C(n, k) as a float (n <= 40: exact in a double). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Chance that at least one of `copies` copies is among the first `drawn` cards of a `deck`-card deck. */
export function seenBy(copies: number, drawn: number, deck = DECK_SIZE): number {
  return 1 - choose(deck - copies, Math.min(drawn, deck)) / choose(deck, Math.min(drawn, deck));
}

/** Cards drawn by the plan step of round r: the opening hand and one a Reload. */
export const drawnBy = (round: number) => STARTING_HAND + round - 1;

type Cell = { copies: number; card: string };
const lens = syndicateProtocol.presets.lens;
const variants = defaultVariants();

/** n opening hands as the engine deals them: the share holding the cell's card (seat 0). */
const batch: BatchFunction<Params> = (params, rng, n, tally) => {
  const cell = params as unknown as Cell;
  const index = (CARDS.get(cell.card) as { index: number }).index;
  let holding = 0;
  for (let i = 0; i < n; i++) {
    const chance = new Xoshiro128(rng.nextUint32() | 1, rng.nextUint32(), rng.nextUint32(), rng.nextUint32());
    const s = syndicateProtocol.newGame({ sides: [lens, lens], variants, chance, log: false }) as SyndicateState;
    while (s.currentPlayer() === CHANCE) s.applyChance();
    if (s.handSize[0] !== STARTING_HAND) throw new Error(`sp-deck-draws: the first decision came with ${s.handSize[0]} cards in hand`);
    if (s.hand[index] > 0) holding++;
  }
  tally.proportion('opening', holding);
};

const arms: ArmSpec<Cell>[] = WATCHED.map((w) => ({
  id: `copies-${w.copies}`,
  label: `${w.copies} ${w.copies === 1 ? 'copy' : 'copies'} (${(CARDS.get(w.card) as { name: string }).name})`,
  params: () => ({ ...w }),
  coords: { copies: w.copies },
}));

function answer(result: ExperimentResult): string[] {
  const opening = (copies: number) => result.arms.find((a) => a.id === `copies-${copies}`)!.metrics.opening as ProportionMetric;
  const sampled = WATCHED.map((w) => `${w.copies}: exactly ${shown(seenBy(w.copies, STARTING_HAND), 3)}, dealt by the engine ${formatProportion(opening(w.copies).p, opening(w.copies).ci, opening(w.copies).n, 'hands')}`).join('; ');
  const table = [1, 2, 3, 4, 5, 6].map((c) => `${c}${c > MAX_COPIES ? ' (not allowed)' : ''}: ${ROUNDS.map((r) => `round ${r} ${shown(seenBy(c, drawnBy(r)), 2)}`).join(', ')}`).join('; ');
  // The first round whose plan step has seen the card at even odds or better (every card by round 36).
  const half = (c: number) => Array.from({ length: 36 }, (_, k) => k + 1).find((r) => seenBy(c, drawnBy(r)) >= 0.5)!;
  const agree = WATCHED.every((w) => opening(w.copies).ci[0] <= seenBy(w.copies, STARTING_HAND) && seenBy(w.copies, STARTING_HAND) <= opening(w.copies).ci[1]);
  return [
    `Chance that the opening hand (5 of 40) holds a given card, by copies in the deck: ${sampled}. At the cap of 4 copies a deck sees a chosen card in its opening hand ${shown(100 * seenBy(MAX_COPIES, STARTING_HAND), 1)}% of the time at most; with one copy, ${shown(100 * seenBy(1, STARTING_HAND), 1)}%.`,
    `By the plan step of round r (5 + r - 1 cards seen, one drawn each Reload; exact): ${table}. A card reaches even odds of having been seen by round ${half(4)} with 4 copies (the most 7.1 allows), ${half(3)} with 3, ${half(2)} with 2 and ${half(1)} with 1. Every card has been drawn by round 36, when the deck is empty (the empty-deck variant says what happens next).`,
    `Exact values are the hypergeometric law; the engine's own deal (roll-off and draws as chance nodes) ${agree ? 'holds the exact value inside its 95% Wilson interval for every copy count' : 'misses the exact value for at least one copy count (see the table)'}. Tactical Uplink's extra draws are not counted in the round table.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'sp-deck-draws',
  title: 'Deck constraints: 40 cards, at most 4 copies, and seeing a card',
  question: 'With exactly 40 cards and up to 4 copies of any card (7.1), how likely is a deck to hold a given card in its opening hand and by each round?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Tactics Deck › 7.1 Requirements; Game Setup 5; 3.4 Reload', catalogue: ['SP-073'] },
  arms,
  metrics: { opening: { kind: 'proportion', label: 'Opening hands holding the card' } },
  batch,
  precision: { budget: 40_000 },
  chunkSize: 2048,
  answer,
  charts: [{ kind: 'arms', metric: 'opening', reference: 'none', title: 'Opening hands holding a card with 1-4 copies' }],
});
