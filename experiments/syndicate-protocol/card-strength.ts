/**
 * Syndicate Protocol: is this card too strong? (003_c7f3f5aee5a5ed6f.txt,
 * Tactics Deck 7.3-7.7 and Appendix A; Deck Doctrine, SP-018). A card's
 * strength is measured by what 4 copies of it add to a deck that otherwise
 * does almost nothing but move, one Color Identity (2.9, 7.1) at a time:
 * each identity's cards are played by its Operator (there is one Operator
 * per identity) with that Operator's printed preset loadout (weapon, armor,
 * Mercenaries) and the test deck
 *
 *   20 universal Movement cards (Dash, Advance, Slide, Vault, Withdraw, 4 each)
 *   + 4 of the identity's Advanced Movement card (Predictive Advance, Vault
 *   Breaker, Phase Shift, Anchor Step; Velocity's Combat Roll)
 *   + 4 Displacement Pulse + 4 Shock Grenade + 4 Vector Pulse (pushes of
 *   adjacent enemies: near-blank for most Operators)
 *   + 4 copies of the card under test,
 *
 * against a printed preset, in paired games with the sides swapped,
 * both sides driven by the heuristic player. Every card plays against the
 * same opponent on the same seeds, so differences between cards are paired
 * game by game; each card is compared with Tactical Uplink ("draw 1 card"),
 * the card closest to neutral, played by the same Operator in the same deck.
 *
 * Vector Pulse and Tactical Uplink are Focus Technology cards: the other
 * identities' test decks hold them under `colour-restriction=advanced-movement-only`
 * (2.9 read as restricting only Advanced Movement cards), which changes deck
 * building and nothing in play; so every identity has the same near-blank
 * filler and the same neutral reference, and Lens's Focus Technology decks are
 * legal under the default reading.
 *
 * Why this design: replacing cards in a real deck confounds the card with
 * what it replaces, a tournament of the 60 coloured cards needs 1,770
 * pairings, and "win rate when drawn" is biased by game length. Why Lens as
 * the opponent of Lens, Razor, Glitch and Rampart: the Composite-armoured
 * mirrors (Razor, Glitch, Rampart) stop at the 50-round cap in 95-100% of
 * games, which leaves a card nothing to decide, and Light Tactical Vests on
 * both sides did not help Glitch (85%); against Lens 65-75% of their games
 * still reach the cap (20 games each, measured with `playtest match`), so
 * their intervals are wider in points than Lens's and Velocity's. Velocity
 * plays the Velocity preset instead: against Lens its test deck won nearly
 * every game, which leaves no room to tell cards apart.
 *
 * Not ranked (they are part of every test deck): the identity's Advanced
 * Movement card used as filler and Vector Pulse.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ChartRequest, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { CARDS } from '../../src/systems/syndicate-protocol/data.ts';

const SYSTEM = 'syndicate-protocol';
const UNIVERSAL = 'dash*4, advance*4, slide*4, vault*4, withdraw*4, displacement-pulse*4, shock-grenade*4, vector-pulse*4';
const REFERENCE = 'tactical-uplink';

/** One Color Identity: its Operator (a preset id), its Advanced Movement filler, the cards ranked and the deck-building reading its test decks need. */
export interface Identity {
  id: string;
  label: string;
  operator: string;
  filler: string;
  tested: readonly string[];
  variants: readonly string[];
  /** The opponent's preset id. */
  opponent: string;
}

/** Appendix A's cards of each identity (cards.json), the filler and Tactical Uplink aside. */
export const IDENTITIES: readonly Identity[] = [
  {
    id: 'focus-technology',
    label: 'Focus Technology',
    operator: 'lens',
    filler: 'predictive-advance*4',
    tested: ['tactical-reload', 'precision-shot', 'quick-draw', 'recon-drone', 'overclocked-shot', 'holo-assist', 'holo-decoy', 'signal-jammer', 'predictive-counter', 'vector-redirection', 'trajectory-redirect'],
    variants: [],
    opponent: 'lens',
  },
  {
    id: 'force-alliance',
    label: 'Force Alliance',
    operator: 'razor',
    filler: 'vault-breaker*4',
    tested: ['guns-akimbo', 'adrenal-surge', 'combat-rush', 'grenade', 'frag-cluster', 'adrenal-injector', 'fragmentation-grenade', 'suppressor-module', 'breaching-elbow', 'shockline-drive', 'concussive-slam'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'lens',
  },
  {
    id: 'system-corporation',
    label: 'System Corporation',
    operator: 'glitch',
    filler: 'phase-shift*4',
    tested: ['predictive-burst', 'targeting-suite-sync', 'smoke-screen', 'holographic-decoy', 'flashbang', 'signal-scrambler', 'data-spike', 'telemetry-ping', 'auto-stabilizer', 'phantom-feint', 'jammer-strike', 'signal-scramble'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'lens',
  },
  {
    id: 'verge-industries',
    label: 'Verge Industries',
    operator: 'velocity',
    filler: 'combat-roll*4',
    tested: ['shadowstep', 'break-contact', 'ghostline-dash', 'sonic-pulse', 'mirage-field', 'adrenal-spike', 'flash-disruptor', 'momentum-kick', 'ghoststep-palm', 'slipstream-burst', 'velocity-shove'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'velocity',
  },
  {
    id: 'bulwark-united',
    label: 'Bulwark United',
    operator: 'rampart',
    filler: 'anchor-step*4',
    tested: ['suppressing-fire', 'overwatch-stance', 'hardpoint', 'braced-shot', 'counterline-pressure', 'stim-shot', 'nano-heal-patch', 'kinetic-barrier', 'impact-shield', 'shock-beacon', 'shield-bash', 'holding-grip', 'brace-break'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'lens',
  },
];

const game = findGame(SYSTEM);
const cardName = (id: string) => (CARDS.get(id) as { name: string } | undefined)?.name ?? id;
const preset = (id: string) => game.presets[id] as Record<string, string>;

/** The identity's test deck holding 4 copies of `card`. */
export function testDeck(identity: Identity, card: string): string {
  return `${UNIVERSAL}, ${identity.filler}, ${card}*4`;
}

const armId = (identity: Identity, card: string) => `${identity.id}-${card}`;

const arms: MatchArm[] = IDENTITIES.flatMap((identity) => {
  const variants = chooseGameVariants(game, identity.variants);
  const operator = preset(identity.operator);
  return [REFERENCE, ...identity.tested].map((card) => ({
    id: armId(identity, card),
    label: cardName(card),
    params: {
      system: SYSTEM,
      sideA: sideOf(game, { ...operator, name: `${operator.name} + ${cardName(card)}`.slice(0, 40), deck: testDeck(identity, card) }, `sp-card-strength ${identity.id} ${card}`),
      sideB: sideOf(game, `preset:${identity.opponent}`, `sp-card-strength ${identity.id} opponent`),
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants,
    },
    coords: { identity: identity.label, card: cardName(card) },
    baseline: card === REFERENCE ? null : armId(identity, REFERENCE),
  }));
});

const score = (arm: ArmResult) => arm.metrics.scoreA as MeanMetric;
const capped = (arm: ArmResult) => arm.metrics.capped as MeanMetric;
const games = (arm: ArmResult) => 2 * arm.trials;
const difference = (arm: ArmResult) => formatMeanDifference(arm.vsBaseline!.scoreA.diff, arm.vsBaseline!.scoreA.ci, arm.trials, 'points per game', 'pairs');

/** The sentences of one identity: clearly stronger and weaker cards, the ranking, and whether one card stands clear. */
function identityAnswer(result: ExperimentResult, identity: Identity): { lines: string[]; top: ArmResult; clear: boolean } {
  const own = result.arms.filter((arm) => arm.coords?.identity === identity.label);
  const reference = own.find((arm) => arm.id === armId(identity, REFERENCE))!;
  const name = preset(identity.operator).name;
  const ranked = [...own].sort((x, y) => score(y).mean - score(x).mean);
  const byDiff = own.filter((arm) => arm.vsBaseline?.scoreA).sort((x, y) => y.vsBaseline!.scoreA.diff - x.vsBaseline!.scoreA.diff);
  const above = byDiff.filter((arm) => arm.vsBaseline!.scoreA.ci[0] > 0);
  const below = byDiff.filter((arm) => arm.vsBaseline!.scoreA.ci[1] < 0);
  const widest = Math.max(...byDiff.map((arm) => arm.vsBaseline!.scoreA.ci[1] - arm.vsBaseline!.scoreA.ci[0])) / 2;
  const cappedShare = own.reduce((sum, arm) => sum + capped(arm).mean, 0) / own.length;
  const [top, second] = ranked;
  const clear = score(top).ci[0] > score(second).ci[1];
  return {
    top,
    clear,
    lines: [
      `${identity.label} (${name}'s preset loadout against the printed ${preset(identity.opponent).name} preset, ${Math.round(100 * cappedShare)}% of games stopped at the 50-round cap): ` +
        (above.length + below.length === 0
          ? `no card clearly changes the test deck's score compared with Tactical Uplink (${games(reference).toLocaleString('en-US')} games per card; the paired intervals are up to +/-${widest.toFixed(2)} points per game wide, so only a card worth more than that would show).`
          : `compared with Tactical Uplink, clearly stronger: ${above.map((arm) => `${arm.label} ${difference(arm)}`).join('; ') || 'none'}; clearly weaker: ${below.map((arm) => `${arm.label} ${difference(arm)}`).join('; ') || 'none'}.`),
      `${identity.label} ranking by the test deck's score against the printed ${preset(identity.opponent).name} preset: ${ranked.map((arm) => `${arm.label} ${formatMean(score(arm).mean, score(arm).ci, games(arm), '', 'games')}`).join('; ')}. ` +
        (clear
          ? `${top.label} stands clear of every other ${identity.label} card (its interval lies above the runner-up ${second.label}'s): the one to cost up or cut if no single card should dominate a ${name} deck.`
          : `No single ${identity.label} card stands clear: ${top.label} ranks first but its interval overlaps ${second.label}'s.`),
    ],
  };
}

function answer(result: ExperimentResult): string[] {
  const parts = IDENTITIES.map((identity) => ({ identity, ...identityAnswer(result, identity) }));
  const standouts = parts.filter((p) => p.clear);
  return [
    standouts.length === 0
      ? `No card stands clear of the rest of its Color Identity: in each of the ${parts.length} identities the top card's interval overlaps the runner-up's, so no single card is shown to be too strong.`
      : `${standouts.length} of ${parts.length} Color Identities have one card that stands clear of the rest of the identity: ${standouts.map((p) => `${p.top.label} (${p.identity.label})`).join(', ')}; these are the cards to cost up or cut first.`,
    ...parts.flatMap((p) => p.lines),
    "Limits: scores are comparable within an identity only (each identity has its own Operator, loadout and opponent), one agent strength (heuristic v. heuristic), and the identity's Advanced Movement card and Vector Pulse are not ranked (they fill every test deck). Where most games reach the round cap, a card shows only through the games that are decided, so small differences there need more games.",
  ];
}

// Per identity: each card's score (an arms chart cut to the identity, drawn against that identity's own
// Tactical Uplink deck) and its paired difference from Tactical Uplink (forest).
const charts: ChartRequest[] = IDENTITIES.flatMap((identity): ChartRequest[] => [
  {
    kind: 'arms',
    metric: 'scoreA',
    title: `${identity.label} (${preset(identity.operator).name} against ${preset(identity.opponent).name}): the test deck's score with 4 copies of each card`,
    where: { identity: identity.label },
  },
  {
    kind: 'forest',
    metric: 'scoreA',
    title: `${identity.label} (${preset(identity.operator).name} against ${preset(identity.opponent).name}): each card's score minus Tactical Uplink's`,
    where: { identity: identity.label },
  },
]);

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-card-strength',
      title: 'Card strength: what 4 copies of each coloured card add to a near-blank deck, one Color Identity at a time',
      question: "Is any Tactics card too strong? For each Color Identity's cards, how much do 4 copies in an otherwise near-blank deck raise the identity's Operator's score against a printed preset?",
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Tactics Deck 7.1, 7.3-7.7, Appendix A; Color Identity 2.9; Deck Doctrine', catalogue: ['SP-018'] },
      pairs: 200,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts,
});
