/**
 * Syndicate Protocol SP-018 and SP-045 (003_c7f3f5aee5a5ed6f.txt): Tactics Deck › Deck Doctrine, "Reliable movement
 * establishes position, while maneuver and utility density determines whether you can convert position into
 * advantage", with the catalogue's ask of a deck-composition sweep (17/20/25 Movement cards) against win rate; and
 * the minimum's two printings, "Movement Cards (17 minimum)" (2.7) against "At least 17-20 Movement cards" (7.1).
 *
 * Every printed preset deck holds 20 Movement cards. Each Operator plays its preset with the deck reshaped to 17 and
 * to 24 Movement cards, and as printed, against the same opponent on the same seeds (paired), heuristic player both
 * sides: Lens, Razor, Glitch and Rampart against the Lens preset, Velocity against the Velocity preset (as
 * sp-card-strength pairs them: the Composite-armoured mirrors stop at the round cap in nearly every game). 24, not
 * 25: at most 4 copies of a card (7.1) and one Advanced Movement card in an identity's colour leave 5 x 4 universal
 * + 4 = 24 Movement cards for every Operator but Velocity, whose identity prints four Advanced Movement cards.
 *
 * The reshaping is mechanical (reshapeDeck): fewer Movement cards take copies off the universal Movement card with
 * the most and add copies of the deck's own non-Movement cards, the fewest-copied first; more take copies off the
 * non-Movement card with the most (the last listed on a tie) and add Movement cards, the fewest-copied first. So the
 * deck keeps its cards and only its density changes.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, groupThousands } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { CARDS } from '../../src/systems/syndicate-protocol/data.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
/** The universal Movement cards (7.3), in the order the reshaping takes copies off them. */
export const UNIVERSAL_MOVEMENT = ['withdraw', 'vault', 'slide', 'advance', 'dash'] as const;
const MAX_COPIES = 4;
export const COUNTS = [17, 20, 24] as const;
const PRINTED = 20;

export const OPERATORS = [
  { id: 'lens', opponent: 'lens' },
  { id: 'razor', opponent: 'lens' },
  { id: 'glitch', opponent: 'lens' },
  { id: 'rampart', opponent: 'lens' },
  { id: 'velocity', opponent: 'velocity' },
] as const;

const isMovement = (id: string) => (CARDS.get(id) as { type?: string } | undefined)?.type === 'movement';

/** "dash*4, advance*4, ..." as [card, copies] in deck order. */
export function parseDeck(deck: string): [string, number][] {
  return deck.split(',').map((part) => {
    const [id, copies] = part.trim().split('*');
    return [id, copies === undefined ? 1 : Number(copies)];
  });
}

export const movementIn = (deck: string) => parseDeck(deck).reduce((sum, [id, n]) => sum + (isMovement(id) ? n : 0), 0);

/**
 * The deck with `target` Movement cards and the same size: copies moved one at a time between its Movement and
 * non-Movement cards (see the file's comment). Throws when the 4-copy limit leaves no card to add to.
 */
export function reshapeDeck(deck: string, target: number): string {
  const cards = new Map(parseDeck(deck));
  const order = [...cards.keys()];
  const add = (id: string) => {
    if (!cards.has(id)) order.push(id);
    cards.set(id, (cards.get(id) ?? 0) + 1);
  };
  const take = (id: string) => cards.set(id, cards.get(id)! - 1);
  const fewest = (ids: readonly string[]) => ids.filter((id) => (cards.get(id) ?? 0) < MAX_COPIES).reduce<string | null>((best, id) => (best === null || (cards.get(id) ?? 0) < (cards.get(best) ?? 0) ? id : best), null);
  // Ties: the card listed last (a preset lists its key cards first), so copies come off evenly, not one card drained.
  const most = (ids: readonly string[]) => ids.filter((id) => (cards.get(id) ?? 0) > 0).reduce<string | null>((best, id) => (best === null || (cards.get(id) ?? 0) >= (cards.get(best) ?? 0) ? id : best), null);
  const nonMovement = () => order.filter((id) => !isMovement(id));
  for (let movement = movementIn(deck); movement !== target; movement += movement < target ? 1 : -1) {
    if (movement > target) {
      const off = most(UNIVERSAL_MOVEMENT);
      const on = fewest(nonMovement());
      if (off === null || on === null) throw new Error(`sp-deck-movement: cannot bring ${deck} down to ${target} Movement cards`);
      take(off);
      add(on);
    } else {
      const on = fewest([...UNIVERSAL_MOVEMENT, ...order.filter(isMovement)]);
      const off = most(nonMovement());
      if (off === null || on === null) throw new Error(`sp-deck-movement: cannot bring ${deck} up to ${target} Movement cards (at most ${MAX_COPIES} copies of a card)`);
      take(off);
      add(on);
    }
  }
  return order.filter((id) => cards.get(id)! > 0).map((id) => `${id}*${cards.get(id)}`).join(', ');
}

const preset = (id: string) => game.presets[id] as Record<string, string>;
export const armId = (operator: string, count: number) => `${operator}-${count}`;
const variants = chooseGameVariants(game, []);

// The printed deck first in each Operator's arms: the arms after it are paired with it.
const ARM_COUNTS = [PRINTED, ...COUNTS.filter((count) => count !== PRINTED)];
const arms: MatchArm[] = OPERATORS.flatMap(({ id, opponent }) =>
  ARM_COUNTS.map((count) => {
    const side = preset(id);
    return {
      id: armId(id, count),
      label: `${side.name}, ${count} Movement cards${count === PRINTED ? ' (as printed)' : ''}`,
      params: {
        system: SYSTEM,
        sideA: sideOf(game, { ...side, name: `${side.name} (${count} Movement)`, deck: reshapeDeck(side.deck, count) }, `sp-deck-movement ${id} ${count}`),
        sideB: sideOf(game, `preset:${opponent}`, `sp-deck-movement ${id} opponent`),
        agentA: 'heuristic',
        agentB: 'heuristic',
        variants,
      },
      coords: { operator: side.name, movement: count },
      baseline: count === PRINTED ? null : armId(id, PRINTED),
    };
  }),
);

// ---- The answer -------------------------------------------------------------------------------

const clear = (d: { ci: [number, number] }) => (d.ci[0] > 0 ? 'clearly higher' : d.ci[1] < 0 ? 'clearly lower' : 'not told apart');

export function answer(result: ExperimentResult): string[] {
  const arm = (operator: string, count: number) => result.arms.find((a) => a.id === armId(operator, count))!;
  const change = (operator: string, count: number) => {
    const a = arm(operator, count);
    const d = a.vsBaseline!.scoreA;
    return `${formatMeanDifference(d.diff, d.ci, a.trials, 'points per game', 'pairs')} (${clear(d)})`;
  };
  const lines = OPERATORS.map(({ id, opponent }) => {
    const printed = arm(id, PRINTED).metrics.scoreA as MeanMetric;
    return `${preset(id).name} against ${preset(opponent).name}: as printed ${formatMean(printed.mean, printed.ci, 2 * arm(id, PRINTED).trials, 'points per game', 'games')}; with 17 Movement cards ${change(id, 17)}, with 24 ${change(id, 24)}`;
  });
  // Each Operator whose score clearly moves, with the direction (the decks are its own, so directions may differ).
  const moved = (count: number) =>
    OPERATORS.filter(({ id }) => clear(arm(id, count).vsBaseline!.scoreA) !== 'not told apart').map(({ id }) => `${preset(id).name} ${arm(id, count).vsBaseline!.scoreA.diff > 0 ? 'up' : 'down'}`);
  const cappedBy = OPERATORS.map(({ id }) => `${preset(id).name} ${gameShare(COUNTS.map((count) => arm(id, count)), 'capped')}`).join('; ');
  return [
    `SP-018 and SP-045, the Operator's score (win 1, draw 1/2) with its preset deck reshaped, paired against the printed 20 Movement cards on the same seeds, heuristic player both sides (95% intervals): ${lines.join('; ')}.`,
    `The 17-card minimum (2.7) against "17-20" (7.1): ${moved(17).length === 0 ? 'dropping to 17 Movement cards changes no Operator\'s score clearly, so the two printings play the same here' : `dropping to 17 Movement cards clearly changes the score (${moved(17).join(', ')}), so the two printings do not play the same: how much movement a deck wants depends on its Operator`}. More movement: ${moved(24).length === 0 ? '24 Movement cards change no Operator\'s score clearly' : `24 Movement cards clearly change it (${moved(24).join(', ')})`}. ${groupThousands(result.arms.reduce((sum, a) => sum + 2 * a.trials, 0))} games in all.`,
    `Games stopped at the 50-round cap (the rulebook has none; variant round-cap), a draw the deck cannot move, by Operator over its three decks: ${cappedBy}. 25 Movement cards (the catalogue's third point) is not a legal deck for four of the five identities (at most 4 copies of a card, one Advanced Movement card in their colour): 24 is their most.`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-deck-movement',
      title: 'How many Movement cards? 17, 20 or 24 in each preset deck',
      question: 'Does the density of Movement cards in a deck (17, as printed 20, or 24) change who wins, and do the two printed minimums (17, or 17-20) play differently?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Core Concepts 2.7; Tactics Deck 7.1; Deck Doctrine', catalogue: ['SP-018', 'SP-045'] },
      pairs: 400,
    },
    arms,
  ),
  charts: [{ kind: 'forest', metric: 'scoreA', title: "Operator's score: 17 or 24 Movement cards minus the printed 20, pair by pair" }],
  answer,
});
