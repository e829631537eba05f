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
 *
 * Second strength (issue 11): the cards in each identity's `checked` list and
 * that identity's Tactical Uplink are played again by the one-ply greedy
 * player with 2 sampled dice resolutions (`greedy:rolls=2`) on both sides, on
 * the seeds of the first `greedyPairs` heuristic pairs, and the answer says
 * per card whether its verdict against Tactical Uplink holds, flips or is
 * clear at one strength only. A greedy pair costs about 1 s of one core here
 * (60x a heuristic pair), and against the printed Lens preset the greedy
 * player stops at the 50-round cap in about 90% of games with these
 * near-blank decks (measured in development runs): so Verge Industries
 * (Velocity against Velocity, where greedy decides every game) carries the
 * check, with its top and its two clearest "too weak" cards at 32 pairs;
 * Focus Technology replays only Holo-Assist (the one card that stands clear),
 * at 8 pairs, to measure the stall; the other identities, all against Lens,
 * are not replayed and the answer says why.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ChartRequest, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { CARDS } from '../../src/systems/syndicate-protocol/data.ts';
import { agreement, atStrength, atStrengths, checkAtStrengths, pairedReading, STRENGTH, strengthLabel, tally, type AgentStrength, type Check } from '../../src/sim/match/strengths.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';
import { notApartFrom } from './_apart.ts';

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
  /**
   * The cards replayed at the second strength (with Tactical Uplink, their
   * reference), picked from the run at the report seed (2026): the top and
   * bottom clear verdicts where the greedy player decides games. Empty: not
   * replayed (see STALL). Re-pick when the answer says a pick is no longer clear.
   */
  checked: readonly string[];
  /** Pairs of games per checked arm with greedy (the first of the heuristic pairs, so the same seeds). */
  greedyPairs: number;
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
    checked: ['holo-assist'],
    greedyPairs: 8,
  },
  {
    id: 'force-alliance',
    label: 'Force Alliance',
    operator: 'razor',
    filler: 'vault-breaker*4',
    tested: ['guns-akimbo', 'adrenal-surge', 'combat-rush', 'grenade', 'frag-cluster', 'adrenal-injector', 'fragmentation-grenade', 'suppressor-module', 'breaching-elbow', 'shockline-drive', 'concussive-slam'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'lens',
    checked: [],
    greedyPairs: 0,
  },
  {
    id: 'system-corporation',
    label: 'System Corporation',
    operator: 'glitch',
    filler: 'phase-shift*4',
    tested: ['predictive-burst', 'targeting-suite-sync', 'smoke-screen', 'holographic-decoy', 'flashbang', 'signal-scrambler', 'data-spike', 'telemetry-ping', 'auto-stabilizer', 'phantom-feint', 'jammer-strike', 'signal-scramble'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'lens',
    checked: [],
    greedyPairs: 0,
  },
  {
    id: 'verge-industries',
    label: 'Verge Industries',
    operator: 'velocity',
    filler: 'combat-roll*4',
    tested: ['shadowstep', 'break-contact', 'ghostline-dash', 'sonic-pulse', 'mirage-field', 'adrenal-spike', 'flash-disruptor', 'momentum-kick', 'ghoststep-palm', 'slipstream-burst', 'velocity-shove'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'velocity',
    checked: ['shadowstep', 'sonic-pulse', 'flash-disruptor'],
    greedyPairs: 32,
  },
  {
    id: 'bulwark-united',
    label: 'Bulwark United',
    operator: 'rampart',
    filler: 'anchor-step*4',
    tested: ['suppressing-fire', 'overwatch-stance', 'hardpoint', 'braced-shot', 'counterline-pressure', 'stim-shot', 'nano-heal-patch', 'kinetic-barrier', 'impact-shield', 'shock-beacon', 'shield-bash', 'holding-grip', 'brace-break'],
    variants: ['colour-restriction=advanced-movement-only'],
    opponent: 'lens',
    checked: [],
    greedyPairs: 0,
  },
];

const game = findGame(SYSTEM);
const cardName = (id: string) => (CARDS.get(id) as { name: string } | undefined)?.name ?? id;
/**
 * System Corporation holds two printed cards a letter apart: Signal Scrambler (Utility, 7.3 and Appendix A: Jammed and
 * Revealed at range 4) and Signal Scramble (Melee, 7.7's push: move 1, then the contest). Not a typo in cards.json:
 * the rulebook prints both. Their arms name the card type too, so a chart's two rows are not read as one card twice.
 */
const TOLD_APART = new Set(['signal-scrambler', 'signal-scramble']);
const cardType = (id: string) => String((CARDS.get(id) as { type?: string } | undefined)?.type ?? '');
export const cardLabel = (id: string) => (TOLD_APART.has(id) ? `${cardName(id)} (${cardType(id).replace(/^./, (c) => c.toUpperCase())})` : cardName(id));
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
    label: cardLabel(card),
    params: {
      system: SYSTEM,
      sideA: sideOf(game, { ...operator, name: `${operator.name} + ${cardName(card)}`.slice(0, 40), deck: testDeck(identity, card) }, `sp-card-strength ${identity.id} ${card}`),
      sideB: sideOf(game, `preset:${identity.opponent}`, `sp-card-strength ${identity.id} opponent`),
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants,
    },
    coords: { identity: identity.label, card: cardLabel(card) },
    baseline: card === REFERENCE ? null : armId(identity, REFERENCE),
  }));
});


// ---- the second strength (issue 11) ----------------------------------------------------

/** Pairs of games per arm with the heuristic player; the greedy replays play the first GREEDY_PAIRS of them (the same seeds). */
const PAIRS = 200;
/** Small chunks: the greedy share is a whole number of chunks, and the quick CI run plays one pair per arm. */
const CHUNK = 4;

const HEURISTIC: AgentStrength = { id: 'heuristic', label: 'the heuristic player' };
const GREEDY: AgentStrength = { id: 'greedy', label: 'the one-ply greedy player (2 sampled dice resolutions per action)', agent: 'greedy:rolls=2' };
const STRENGTHS: readonly AgentStrength[] = [HEURISTIC, GREEDY];

/** Every card's arm with the heuristic player; the checked cards and their Tactical Uplink again with greedy on both sides. */
const checkedIds = new Set(IDENTITIES.flatMap((identity) => (identity.checked.length > 0 ? [REFERENCE, ...identity.checked].map((card) => armId(identity, card)) : [])));
const allArms: MatchArm[] = [
  ...atStrengths(arms, [HEURISTIC]),
  ...atStrengths(
    arms.filter((arm) => checkedIds.has(arm.id)).map((arm) => ({ ...arm, share: IDENTITIES.find((identity) => identity.label === arm.coords?.identity)!.greedyPairs / PAIRS })),
    STRENGTHS,
  ).filter((arm) => arm.coords?.[STRENGTH] === GREEDY.id),
];
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
  const [top, second] = ranked;
  // Clear of every other card, not just the runner-up by estimate: a lower card with a wider interval can reach the top's.
  const reaching = notApartFrom(top, ranked, (arm) => score(arm).ci);
  const clear = reaching.length === 0;
  return {
    top,
    clear,
    lines: [
      `${identity.label} (${name}'s preset loadout against the printed ${preset(identity.opponent).name} preset, ${cappedOf(own)} stopped at the 50-round cap): ` +
        (above.length + below.length === 0
          ? `no card clearly changes the test deck's score compared with Tactical Uplink (${games(reference).toLocaleString('en-US')} games per card; the paired intervals are up to +/-${shown(widest, 2)} points per game wide, so only a card worth more than that would show).`
          : `compared with Tactical Uplink, clearly stronger: ${above.map((arm) => `${arm.label} ${difference(arm)}`).join('; ') || 'none'}; clearly weaker: ${below.map((arm) => `${arm.label} ${difference(arm)}`).join('; ') || 'none'}.`),
      `${identity.label} ranking by the test deck's score against the printed ${preset(identity.opponent).name} preset: ${ranked.map((arm) => `${arm.label} ${formatMean(score(arm).mean, score(arm).ci, games(arm), '', 'games')}`).join('; ')}. ` +
        (clear
          ? `${top.label} stands clear of every other ${identity.label} card (its interval lies above every other card's, the runner-up ${second.label}'s included): the one to cost up or cut if no single card should dominate a ${name} deck.`
          : `No single ${identity.label} card stands clear: ${top.label} ranks first but its interval overlaps ${reaching.length <= 3 ? reaching.map((arm) => `${arm.label}'s`).join(', ') : `those of ${reaching.length} other cards, from ${reaching[0].label} down to ${reaching[reaching.length - 1].label} in the ranking`}.`),
    ],
  };
}


const greedyRead = pairedReading('scoreA', 'points per game', ['stronger', 'weaker']);
const meanOf = (arms: readonly ArmResult[], metric: (arm: ArmResult) => MeanMetric) => arms.reduce((sum, arm) => sum + metric(arm).mean, 0) / Math.max(1, arms.length);
/** The arms' share of games stopped at the cap, pooled (pooledMean), with its interval and games. */
const cappedOf = (arms: readonly ArmResult[]) => gameShare(arms, 'capped');

/**
 * About how many greedy pairs in all would make the greedy interval exclude 0
 * if the card's effect with greedy were as large as with the heuristic
 * (null when the greedy estimate already rules that size out, or no more are needed).
 */
function greedyPairsNeeded(h: ArmResult, g: ArmResult): number | null {
  const [dh, dg] = [h.vsBaseline?.scoreA, g.vsBaseline?.scoreA];
  if (!dh || !dg || !(Math.abs(dh.diff) > 0)) return null;
  if (dh.diff < dg.ci[0] || dh.diff > dg.ci[1]) return null;
  const half = (dg.ci[1] - dg.ci[0]) / 2;
  const n = Math.ceil(g.trials * (half / Math.abs(dh.diff)) ** 2);
  return half > 0 && n > g.trials ? n : null;
}

/** A share of games stopped at the cap above this: the player stalls, and its verdicts can neither confirm nor contradict the heuristic's. */
const STALLED = 0.5;

/** The checked arms of one identity (or of every identity) at one strength. */
const checkedAt = (result: ExperimentResult, strength: AgentStrength, where: (arm: ArmResult) => boolean) =>
  result.arms.filter((arm) => arm.coords?.[STRENGTH] === strength.id && checkedIds.has(arm.id.replace(/@.*$/, '')) && where(arm));

/** One identity's checks at the second strength: each checked card against Tactical Uplink, and the order of its first two checked cards. */
export function identityChecks(result: ExperimentResult, identity: Identity): { checks: Check[]; line: string } {
  const ids = identity.checked.map((card) => armId(identity, card));
  const checks = checkAtStrengths(result, STRENGTHS, ids, greedyRead, 'no clear difference');
  const mine = (arm: ArmResult) => arm.coords?.identity === identity.label;
  const [h, g] = STRENGTHS.map((s) => checkedAt(result, s, mine));
  const stalled = meanOf(g, capped) > STALLED;
  const shares = `${g[0]?.trials ?? 0} pair${g[0]?.trials === 1 ? '' : 's'} per card; ${cappedOf(g)} of the greedy games stop at the 50-round cap, against ${cappedOf(h)} of the heuristic games in the same matchups${stalled ? ': the greedy player stalls here, so its verdicts can neither confirm nor contradict the heuristic\'s' : ''}`;
  const needs = ids.flatMap((id, i) => {
    if (checks[i].outcome !== 'clear at one strength only') return [];
    const hArm = result.arms.find((arm) => arm.id === id)!;
    const gArm = result.arms.find((arm) => arm.id === `${id}@${GREEDY.id}`)!;
    const n = greedyPairsNeeded(hArm, gArm);
    return n !== null && direction(hArm) !== '' ? [`${hArm.label} about ${n.toLocaleString('en-US')}`] : [];
  });
  let order = '';
  if (ids.length >= 2) {
    const [first, last] = [ids[0], ids[ids.length - 1]];
    const apart = (strength: AgentStrength) => {
      const [a, b] = [first, last].map((id) => result.arms.find((arm) => arm.id === (strength === HEURISTIC ? id : `${id}@${strength.id}`))!);
      return score(a).ci[0] > score(b).ci[1] ? 'ahead' : score(a).ci[1] < score(b).ci[0] ? 'behind' : '';
    };
    const verdicts = STRENGTHS.map(apart);
    const [a, b] = [first, last].map((id) => result.arms.find((arm) => arm.id === id)!.label);
    const said = verdicts.map((v, i) => `${STRENGTHS[i].id} ${v === '' ? 'intervals overlap' : `${a} ${v}`}`).join(', ');
    order = ` The first against the last checked card, ${a} against ${b} (score intervals, unpaired): ${said}: ${agreement(verdicts)}.`;
  }
  const line =
    `${identity.label} with greedy (${shares}): ${checks.map((c) => c.line).join('; ')}.${order}` +
    (needs.length > 0 ? ` Greedy pairs in all that would show an effect of the heuristic's size: ${needs.join(', ')}.` : '');
  return { checks, line };
}

/** The heuristic verdict word of an arm against Tactical Uplink ('' when unclear). */
const direction = (arm: ArmResult): string => greedyRead(arm).verdict;

/** The second-strength sentences: the tally, each identity's checks, and the clear verdicts not replayed. */
export function strengthAnswer(result: ExperimentResult): string[] {
  const named = IDENTITIES.filter((identity) => identity.checked.length > 0).map((identity) => ({ identity, ...identityChecks(result, identity) }));
  const all = named.flatMap((n) => n.checks);
  const names = (outcome: string) => named.flatMap((n) => n.checks.filter((c) => c.outcome === outcome).map((c) => c.line.split(':')[0]));
  const groups = [
    ['holds', 'the same verdict at both strengths'],
    ['FLIPS', 'the verdict FLIPS (it depends on who plays: do not act on it alone)'],
    ['clear at one strength only', 'clear at one strength only'],
    ['unclear at every strength', 'unclear at both'],
  ]
    .filter(([outcome]) => names(outcome).length > 0)
    .map(([outcome, words]) => `${words}: ${names(outcome).join(', ')}`);
  const heuristic = atStrength(result, HEURISTIC.id);
  const notReplayed = IDENTITIES.flatMap((identity) => {
    const clear = heuristic.arms.filter((arm) => arm.coords?.identity === identity.label && arm.vsBaseline?.scoreA && direction(arm) !== '' && !identity.checked.includes(armCard(identity, arm)));
    return clear.length > 0 ? [`${identity.label}: ${clear.map((arm) => `${arm.label} (${direction(arm)})`).join(', ')}`] : [];
  });
  // The stall against the printed Lens preset, measured on the identities that are replayed against it.
  const lens = (arm: ArmResult) => IDENTITIES.find((identity) => identity.label === arm.coords?.identity)?.opponent === 'lens';
  const [lensH, lensG] = STRENGTHS.map((s) => checkedAt(result, s, lens));
  const skipped = IDENTITIES.filter((identity) => identity.checked.length === 0);
  const skippedLens = skipped.filter((identity) => identity.opponent === 'lens');
  const stall =
    skippedLens.length > 0 && lensG.length > 0
      ? ` ${skippedLens.map((identity) => identity.label).join(', ')} ${skippedLens.length === 1 ? 'is' : 'are'} not replayed: ${skippedLens.length === 1 ? 'its' : 'their'} opponent is the printed Lens preset, against which the greedy player stopped at the 50-round cap in ${cappedOf(lensG)} of the games replayed with ${[...new Set(lensG.map((arm) => String(arm.coords?.identity)))].join(', ')}'s near-blank test decks (${cappedOf(lensH)} with the heuristic player); ${skippedLens.length === 1 ? 'its own test decks were' : 'their own test decks were'} not measured with greedy (a greedy game costs about 60x a heuristic one here), so whether greedy could decide ${skippedLens.length === 1 ? 'its' : 'their'} cards' smaller effects is not known.`
      : skipped.length > 0
        ? ` Not replayed: ${skipped.map((identity) => identity.label).join(', ')}.`
        : '';
  return [
    `Second strength: ${all.length} card verdicts replayed by ${strengthLabel(GREEDY)} on both sides, each with its identity's Tactical Uplink deck, on the seeds of the first heuristic pairs: ${tally(all.map((c) => c.outcome))}; ${groups.join('; ')}.`,
    ...named.map((n) => n.line),
    (notReplayed.length > 0
      ? `Clear with the heuristic player but not replayed with greedy (a greedy game costs about 60x a heuristic one here): ${notReplayed.join('; ')}.`
      : 'Every card with a clear verdict with the heuristic player is replayed with greedy.') +
      stall +
      ' What the engine could change: a greedy player that closes in against the Lens preset with these near-blank decks (its evaluation, evaluateSyndicate in src/systems/syndicate-protocol/aiEvaluate.ts, or a deeper search at a similar cost) would let every identity be replayed; until then those verdicts are checked at the heuristic strength only.',
  ];
}

/** The card id of an identity's arm. */
const armCard = (identity: Identity, arm: ArmResult): string => arm.id.replace(/@.*$/, '').slice(identity.id.length + 1);

function answer(result: ExperimentResult): string[] {
  const heuristic = atStrength(result, HEURISTIC.id);
  const parts = IDENTITIES.map((identity) => ({ identity, ...identityAnswer(heuristic, identity) }));
  const standouts = parts.filter((p) => p.clear);
  return [
    standouts.length === 0
      ? `No card stands clear of the rest of its Color Identity: in each of the ${parts.length} identities the top card's interval overlaps the runner-up's, so no single card is shown to be too strong.`
      : `${standouts.length} of ${parts.length} Color Identities have one card that stands clear of the rest of the identity: ${standouts.map((p) => `${p.top.label} (${p.identity.label})`).join(', ')}; these are the cards to cost up or cut first.`,
    ...parts.flatMap((p) => p.lines),
    ...strengthAnswer(result),
    "Limits: scores are comparable within an identity only (each identity has its own Operator, loadout and opponent); the rankings are the heuristic player's (heuristic v. heuristic), and only the checked cards are replayed with greedy, on few pairs; the identity's Advanced Movement card and Vector Pulse are not ranked (they fill every test deck). Where most games reach the round cap, a card shows only through the games that are decided, so small differences there need more games.",
  ];
}

// Per identity: each card's score (an arms chart cut to the identity, drawn against that identity's own
// Tactical Uplink deck) and its paired difference from Tactical Uplink (forest), heuristic player; then the
// greedy replays' paired differences.
const charts: ChartRequest[] = [
  ...IDENTITIES.flatMap((identity): ChartRequest[] => [
    {
      kind: 'arms',
      metric: 'scoreA',
      title: `${identity.label} (${preset(identity.operator).name} against ${preset(identity.opponent).name}): the test deck's score with 4 copies of each card`,
      where: { identity: identity.label, [STRENGTH]: HEURISTIC.id },
    },
    {
      kind: 'forest',
      metric: 'scoreA',
      title: `${identity.label} (${preset(identity.operator).name} against ${preset(identity.opponent).name}): each card's score minus Tactical Uplink's`,
      where: { identity: identity.label, [STRENGTH]: HEURISTIC.id },
    },
  ]),
  { kind: 'forest', metric: 'scoreA', title: "Second strength (greedy on both sides): each checked card's score minus its identity's Tactical Uplink's", where: { [STRENGTH]: GREEDY.id } },
];

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-card-strength',
      title: 'Card strength: what 4 copies of each coloured card add to a near-blank deck, one Color Identity at a time',
      question: "Is any Tactics card too strong? For each Color Identity's cards, how much do 4 copies in an otherwise near-blank deck raise the identity's Operator's score against a printed preset?",
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Tactics Deck 7.1, 7.3-7.7, Appendix A; Color Identity 2.9; Deck Doctrine', catalogue: ['SP-018'] },
      pairs: PAIRS,
    },
    allArms,
  ),
  chunkSize: CHUNK,
  answer,
  charts,
});
