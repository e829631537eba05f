/**
 * Syndicate Protocol: is this card too strong? (003_c7f3f5aee5a5ed6f.txt,
 * Tactics Deck 7.3-7.7 and Appendix A; Deck Doctrine, SP-018). A card's
 * strength is measured by what 4 copies of it add to a deck that otherwise
 * does almost nothing but move:
 *
 *   the test deck = 24 Movement cards (Dash, Advance, Slide, Vault, Withdraw,
 *   Predictive Advance, 4 each) + 4 Displacement Pulse + 4 Shock Grenade +
 *   4 Vector Pulse (pushes of adjacent enemies: near-blank for a sniper)
 *   + 4 copies of the card under test,
 *
 * played by Lens (Longshot M99, Light Tactical Vest, Glyph, Line) against
 * the printed Lens preset, in paired games with the sides swapped, both
 * sides driven by the heuristic player. Every card plays against the same
 * opponent on the same seeds, so differences between cards are paired game
 * by game; each card is compared with Tactical Uplink ("draw 1 card"), the
 * card closest to neutral. Why this design: replacing cards in a real deck
 * confounds the card with what it replaces, a tournament of 12 decks needs
 * 66 pairings, and "win rate when drawn" is biased by game length.
 * Only Focus Technology cards (Lens's Color Identity, 7.1) fit this deck;
 * the other identities need the same test with their own Operator.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { CARDS } from '../../src/systems/syndicate-protocol/data.ts';

const SYSTEM = 'syndicate-protocol';
const FILLER = 'dash*4, advance*4, slide*4, vault*4, withdraw*4, predictive-advance*4, displacement-pulse*4, shock-grenade*4, vector-pulse*4';
/** Focus Technology's non-Movement cards (Appendix A), Vector Pulse aside (it is filler). */
const TESTED = ['tactical-uplink', 'tactical-reload', 'precision-shot', 'quick-draw', 'recon-drone', 'overclocked-shot', 'holo-assist', 'holo-decoy', 'signal-jammer', 'predictive-counter', 'vector-redirection', 'trajectory-redirect'] as const;
const REFERENCE = TESTED[0];

const game = findGame(SYSTEM);
const lens = game.presets.lens as Record<string, string>;
const variants = chooseGameVariants(game, []);
const cardName = (id: string) => (CARDS.get(id) as { name: string } | undefined)?.name ?? id;

const arms: MatchArm[] = TESTED.map((card) => ({
  id: card,
  label: cardName(card),
  params: {
    system: SYSTEM,
    sideA: sideOf(game, { ...lens, name: `Lens + ${cardName(card)}`.slice(0, 40), deck: `${FILLER}, ${card}*4` }, `sp-card-strength ${card}`),
    sideB: sideOf(game, 'preset:lens', 'sp-card-strength opponent'),
    agentA: 'heuristic',
    agentB: 'heuristic',
    variants,
  },
  coords: { card: cardName(card) },
  baseline: card === REFERENCE ? null : REFERENCE,
}));

function answer(result: ExperimentResult): string[] {
  const score = (arm: ArmResult) => arm.metrics.scoreA as MeanMetric;
  const games = (arm: ArmResult) => 2 * arm.trials;
  const ranked = [...result.arms].sort((x, y) => score(y).mean - score(x).mean);
  const reference = result.arms.find((arm) => arm.id === REFERENCE)!;
  const byDiff = [...result.arms].sort((x, y) => (y.vsBaseline?.scoreA?.diff ?? 0) - (x.vsBaseline?.scoreA?.diff ?? 0));
  const above = byDiff.filter((arm) => arm.vsBaseline?.scoreA && arm.vsBaseline.scoreA.ci[0] > 0);
  const below = byDiff.filter((arm) => arm.vsBaseline?.scoreA && arm.vsBaseline.scoreA.ci[1] < 0);
  const [top, second] = ranked;
  const widest = Math.max(...result.arms.filter((arm) => arm.vsBaseline?.scoreA).map((arm) => arm.vsBaseline!.scoreA.ci[1] - arm.vsBaseline!.scoreA.ci[0])) / 2;
  return [
    above.length + below.length === 0
      ? `No Focus Technology card clearly changes the test deck's score against the Lens preset compared with Tactical Uplink (${games(reference).toLocaleString('en-US')} games per card; the paired intervals are up to +/-${widest.toFixed(2)} points per game wide, so only a card worth more than that would show).`
      : `Compared with Tactical Uplink, clearly stronger: ${above.map((arm) => `${arm.label} ${formatMeanDifference(arm.vsBaseline!.scoreA.diff, arm.vsBaseline!.scoreA.ci, arm.trials, 'points per game', 'pairs')}`).join('; ') || 'none'}; clearly weaker: ${below.map((arm) => `${arm.label} ${formatMeanDifference(arm.vsBaseline!.scoreA.diff, arm.vsBaseline!.scoreA.ci, arm.trials, 'points per game', 'pairs')}`).join('; ') || 'none'}.`,
    `Ranking by the test deck's score against the printed Lens preset (4 copies of the card among 36 near-blank cards): ${ranked.map((arm) => `${arm.label} ${formatMean(score(arm).mean, score(arm).ci, games(arm), '', 'games')}`).join('; ')}.`,
    score(top).ci[0] > score(second).ci[1]
      ? `${top.label} stands clear of every other card (its interval lies above the runner-up ${second.label}'s): the one card to cost up or cut if the designer wants no single card to dominate a deck.`
      : `No single card stands clear: ${top.label} ranks first but its interval overlaps ${second.label}'s.`,
    'Limits: Focus Technology cards only (Color Identity), one Operator, one agent strength (heuristic v. heuristic; the one-ply greedy player, the cheap second strength of the other games, stalls here at the round cap because the game\'s evaluation counts only Health (sp-second-strength measures it), so no second strength exists for this game yet).',
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-card-strength',
      title: 'Card strength: what 4 copies of each Focus Technology card add to a near-blank deck',
      question: 'Is any Tactics card too strong? For each Focus Technology card, how much do 4 copies in an otherwise near-blank deck raise Lens\'s score against the printed Lens preset?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Tactics Deck 7.3-7.7, Appendix A; Deck Doctrine', catalogue: ['SP-018'] },
      pairs: 200,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: 'Test deck\'s score against the Lens preset, by card' },
    { kind: 'forest', metric: 'scoreA', title: 'Each card minus Tactical Uplink' },
  ],
});
