/**
 * Syndicate Protocol: two cards printed twice with different texts, played
 * against each other in the same deck (003_c7f3f5aee5a5ed6f.txt). The engine
 * plays each printing as its own card (rules card, Data), so a reading is a
 * deck's choice of printing; here the same deck holds one or the other.
 *
 * - SP-042 (7.6 "Fragmentation Grenade: Target a space within 6". All enemies
 *   within 1" suffer 1 damage." vs Appendix A "Grenade: Target a space within
 *   4; all units in or adjacent take 1 damage and become Disoriented."):
 *   range 6 vs 4, enemies only vs every unit (friendly fire). Razor's preset
 *   holds 2 Grenades and 3 Fragmentation Grenades; at most 4 copies (7.1), so
 *   the two decks move 3 copies: Grenade-heavy (Grenade 4, Fragmentation 1)
 *   against Fragmentation-heavy (Grenade 1, Fragmentation 4). What differs is
 *   the whole printed text: the Grenade's Disoriented comes with its shorter
 *   range and friendly fire, and cannot be told apart from them in play.
 * - SP-043 (7.6 "Holo-Decoy [Focus Technology]: Deploy a Decoy within 3". The
 *   next attack targeting you must target the Decoy instead." vs Appendix A
 *   "Holographic Decoy [System Corporation]: first attack targeting you this
 *   round must target the Decoy."): the duration (the next attack, whenever
 *   it comes, vs this round only) and the faction. The faction decides who
 *   may hold it (7.1 Color Identity); to compare the durations in one deck,
 *   the decoy arms play under colour-restriction=advanced-movement-only (only
 *   Advanced Movement cards follow Color Identity), so Lens (Focus) and Glitch
 *   (System) may hold either printing. Each holds 4 Decoys (the preset's 2,
 *   plus 2 in place of Signal Jammer / Smoke Screen, in both arms alike).
 *
 * Each pair of decks plays the same opponent on the same seeds, so the
 * difference in A's score and in the Health A's Operator loses per round is
 * paired game by game. Heuristic player on both sides (it values both Decoys
 * at 0.9 of the enemy's expected shot, and blasts where they catch the most
 * enemies, friendly fire counted: rules card), generated maps.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, Difference, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { showScore } from './mercenaries.ts';
import { formatEstimate, formatMeanDifference, groupThousands } from '../../src/report/format.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
const presetOf = (id: string) => game.presets[id] as SyndicateSide;

/** A preset's deck with some entries' copies changed (0 removes the entry; a card not in the deck is added). */
export function withCopies(deck: string, copies: Readonly<Record<string, number>>): string {
  const entries = deck.split(',').map((entry) => entry.trim().split('*') as [string, string]);
  const out = entries.filter(([id]) => !(id in copies)).map(([id, n]) => `${id}*${n}`);
  for (const [id, n] of Object.entries(copies)) if (n > 0) out.push(`${id}*${n}`);
  return out.join(', ');
}

export const TEXTS = [
  { item: 'SP-042', id: 'grenade', operator: 'razor', label: 'Grenade-heavy (Grenade 4, Fragmentation Grenade 1)', copies: { grenade: 4, 'fragmentation-grenade': 1 }, variants: [] as string[] },
  { item: 'SP-042', id: 'fragmentation', operator: 'razor', label: 'Fragmentation-heavy (Grenade 1, Fragmentation Grenade 4)', copies: { grenade: 1, 'fragmentation-grenade': 4 }, variants: [] as string[] },
  { item: 'SP-043', id: 'holo-decoy', operator: 'lens', label: 'Holo-Decoy x4 (the next attack)', copies: { 'holo-decoy': 4, 'signal-jammer': 0 }, variants: ['colour-restriction=advanced-movement-only'] },
  { item: 'SP-043', id: 'holographic-decoy', operator: 'lens', label: 'Holographic Decoy x4 (this round)', copies: { 'holo-decoy': 0, 'holographic-decoy': 4, 'signal-jammer': 0 }, variants: ['colour-restriction=advanced-movement-only'] },
  { item: 'SP-043', id: 'holo-decoy', operator: 'glitch', label: 'Holo-Decoy x4 (the next attack)', copies: { 'holographic-decoy': 0, 'holo-decoy': 4, 'smoke-screen': 0 }, variants: ['colour-restriction=advanced-movement-only'] },
  { item: 'SP-043', id: 'holographic-decoy', operator: 'glitch', label: 'Holographic Decoy x4 (this round)', copies: { 'holographic-decoy': 4, 'smoke-screen': 0 }, variants: ['colour-restriction=advanced-movement-only'] },
] as const;

/** Each compared pair of decks: the operator, its opponents, and which text is the baseline. */
export const COMPARISONS = [
  { item: 'SP-042', operator: 'razor', texts: ['fragmentation', 'grenade'], foes: ['lens', 'velocity'] },
  { item: 'SP-043', operator: 'lens', texts: ['holographic-decoy', 'holo-decoy'], foes: ['velocity', 'razor'] },
  { item: 'SP-043', operator: 'glitch', texts: ['holographic-decoy', 'holo-decoy'], foes: ['velocity', 'lens'] },
] as const;

const armId = (operator: string, text: string, foe: string) => `${operator}-${text}-vs-${foe}`;
const textOf = (operator: string, text: string) => TEXTS.find((t) => t.operator === operator && t.id === text)!;

const arms: MatchArm[] = COMPARISONS.flatMap((c) =>
  c.foes.flatMap((foe) =>
    c.texts.map((text, k) => {
      const t = textOf(c.operator, text);
      const side: SyndicateSide = { ...presetOf(c.operator), name: `${presetOf(c.operator).name} (${t.id})`, deck: withCopies(presetOf(c.operator).deck, t.copies) };
      return {
        id: armId(c.operator, text, foe),
        label: `${presetOf(c.operator).name}, ${t.label}, vs ${presetOf(foe).name}`,
        params: {
          system: SYSTEM,
          sideA: sideOf(game, side, 'sp-card-texts'),
          sideB: sideOf(game, `preset:${foe}`, 'sp-card-texts'),
          agentA: 'heuristic',
          agentB: 'heuristic',
          variants: chooseGameVariants(game, t.variants),
        },
        coords: { item: c.item, side: presetOf(c.operator).name, text: t.label, foe: presetOf(foe).name },
        baseline: k === 0 ? null : armId(c.operator, c.texts[0], foe),
      };
    }),
  ),
);

const armOf = (result: ExperimentResult, id: string) => result.arms.find((a) => a.id === id)!;
const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const clearly = (d: Difference) => (d.ci[0] > 0 ? 'clearly higher' : d.ci[1] < 0 ? 'clearly lower' : 'not clearly different');

function comparison(result: ExperimentResult, c: (typeof COMPARISONS)[number]): string {
  const [base, other] = c.texts.map((text) => textOf(c.operator, text));
  const parts = c.foes.map((foe) => {
    const b = armOf(result, armId(c.operator, base.id, foe));
    const o = armOf(result, armId(c.operator, other.id, foe));
    const d = o.vsBaseline!;
    const sb = mean(b, 'scoreA');
    const so = mean(o, 'scoreA');
    // Each arm's value with its interval (both arms play the same number of games), then the paired change with its pairs.
    const both = (id: string) => `${formatEstimate(mean(b, id).mean, mean(b, id).ci)} to ${formatEstimate(mean(o, id).mean, mean(o, id).ci)}`;
    const paired = (id: string) => `paired ${formatMeanDifference(d[id].diff, d[id].ci, o.trials, '', 'pairs')}, ${clearly(d[id])}`;
    return `against ${presetOf(foe).name}, A's score ${showScore(sb.mean, sb.ci, 2 * b.trials)} with ${base.label} and ${showScore(so.mean, so.ci, 2 * o.trials)} with ${other.label}: ${paired('scoreA')}; Health A's Operator loses per round ${both('operatorLossA')} (${groupThousands(2 * b.trials)} games each; ${paired('operatorLossA')}), damage A deals per game ${both('damageA')} (${paired('damageA')})`;
  });
  return `${c.item}, ${presetOf(c.operator).name}: ${parts.join('; ')}.`;
}

function answer(result: ExperimentResult): string[] {
  return [
    ...COMPARISONS.map((c) => comparison(result, c)),
    "SP-042 compares the two printed texts whole (the Grenade's range 4, friendly fire and Disoriented against the Fragmentation Grenade's range 6, enemies only, no status), 3 copies of 40 moved; SP-043 compares the Decoys' durations in one deck (4 copies each), under colour-restriction=advanced-movement-only so one Operator may hold either; the faction itself only decides which Operators may hold which printing (Focus: Lens; System: Glitch). Scores: win 1, draw 1/2; 95% intervals normal over pairs of games, differences paired on the same seeds. Heuristic player, generated maps, illustrative loadouts.",
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-card-texts',
      title: 'Grenade and Decoy: the two printings of each, in the same deck',
      question: 'The Grenade (range 6, enemies only vs range 4, every unit, Disoriented) and the Decoy (the next attack vs this round) are printed twice with different texts: does the choice change how a deck does?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: '7.6 Utility Cards vs Appendix A (Grenade, Decoy)', catalogue: ['SP-042', 'SP-043'] },
      pairs: 500,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: "A's score with each printing" }],
});
