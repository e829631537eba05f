/**
 * Syndicate Protocol's Mercenaries in play (003_c7f3f5aee5a5ed6f.txt):
 *
 * - SP-010 (Mercenaries intro: "Mercenaries are intentionally weaker than
 *   Operators, but their synergy effects create powerful momentum when
 *   positioned correctly"): the share of a side's damage its Mercenaries deal,
 *   and the score of a side with its Mercenaries against the same side
 *   without them.
 * - SP-011 (9.7 Mercenary Balance Philosophy: "Weaker than Operators • Useful
 *   but not dominant • Synergistic but not required"): the same, plus the
 *   score of a side whose synergy abilities work against the same side whose
 *   do not.
 * - SP-012 (9.4 Mercenary Synergy Design: "Never overshadow the Operator"):
 *   whether the Mercenaries' share stays under one half (more than half would
 *   mean the pair out-damages its Operator) and under the catalogue's example
 *   threshold of 35%.
 *
 * For each of the five printed Operators with its preset (illustrative
 * loadouts, data/presets), three matchups: the mirror as printed (the
 * Mercenaries' share), the preset against itself with `mercenaries: none`
 * (with vs without), and against itself with `synergy: off` (synergy on vs
 * off). Both are the side's toolkit settings (loadout.ts), not readings of the
 * rulebook; the rulebook's game is their default. Both sides are played by
 * the heuristic player, in pairs of games with the sides swapped; games
 * stopped at the 50-round cap are draws. Mercenary weapon ranges are the
 * toolkit's illustrative ones (the rulebook gives none, SP-064).
 */
import { distinctGames, perGameSums } from '../../src/sim/match/pairPools.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, shown, trialCount } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
export const OPERATOR_IDS = ['lens', 'velocity', 'razor', 'glitch', 'rampart'] as const;
/** The matchups per Operator: side B is the preset with this toolkit setting. */
export const MATCHUPS = [
  { id: 'mirror', label: 'as printed (mirror)', setting: {} },
  { id: 'without', label: 'with vs without Mercenaries', setting: { mercenaries: 'none' } },
  { id: 'synergy', label: 'synergy on vs off', setting: { synergy: 'off' } },
] as const;
/** The Mercenaries' share above which they out-damage their Operator ("never overshadow the Operator", 9.4). */
export const OVERSHADOW = 0.5;
/** The catalogue's example threshold for SP-012 (PLAYTEST-QUESTIONS.md: "e.g. <35%"). */
export const EXAMPLE_THRESHOLD = 0.35;

const presetOf = (id: string) => game.presets[id] as SyndicateSide;
const armId = (operator: string, matchup: string) => `${operator}-${matchup}`;

const arms: MatchArm[] = OPERATOR_IDS.flatMap((operator) =>
  MATCHUPS.map((m) => ({
    id: armId(operator, m.id),
    label: `${presetOf(operator).name}: ${m.label}`,
    params: {
      system: SYSTEM,
      sideA: sideOf(game, `preset:${operator}`, 'sp-mercenaries'),
      sideB: sideOf(game, { ...presetOf(operator), name: `${presetOf(operator).name}${m.id === 'mirror' ? '' : m.id === 'without' ? ' (no Mercenaries)' : ' (synergy off)'}`, ...m.setting }, 'sp-mercenaries'),
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants: chooseGameVariants(game, []),
    },
    coords: { operator: presetOf(operator).name, matchup: m.label },
  })),
);

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
/** A score with three decimals, so an interval that just clears 1/2 does not print as touching it: "0.551 (0.502 to 0.600, 1,200 games)". */
export const showScore = (m: number, ci: [number, number], n: number) => `${shown(m, 3)} (${shown(ci[0], 3)} to ${shown(ci[1], 3)}, ${trialCount(n, 'games')})`;
/** Distinct games: a mirror played by the (deterministic) heuristic holds one a pair (pairPools.ts replaysEveryPair). */
const games = distinctGames;

/**
 * A's score's interval. Where every game stopped at the round cap (a draw, 1/2) every pair scores the same, and the
 * runner's interval for a mean with no spread is the widest a score could have (src/stats/boundedMean.ts:
 * Wilson's on 1/2 of the range over the pairs, 0.460 to 0.540 for 600 pairs), wider than that of an arm with one
 * decided game (0.499 to 0.500: the spread that one game shows). A score can differ from 1/2 only by half the share
 * of games decided, so here it is bounded by Wilson's interval on that count (0 of the games).
 */
export function scoreInterval(a: ArmResult): [number, number] {
  const s = mean(a, 'scoreA');
  if (s.sd !== 0 || s.mean !== 0.5 || !a.metrics.capped) return s.ci;
  const capped = perGameSums(a, 'capped');
  if (Math.round(capped.hits) !== capped.observations) return s.ci;
  const most = wilson(0, capped.observations)[1] / 2;
  return [0.5 - most, 0.5 + most];
}
const arm = (result: ExperimentResult, operator: string, matchup: string) => result.arms.find((a) => a.id === armId(operator, matchup))!;

/**
 * The Mercenaries' share of a side's damage in the printed mirror: both sides' per-game shares (the mean over a pair of
 * games of A's and of B's; the two sides are the same loadout), with an approximate interval (the two halves' intervals
 * combined as if independent, which overstates the width when they move together).
 */
export function mirrorShare(mirror: ArmResult): { mean: number; ci: [number, number]; games: number } {
  const a = mean(mirror, 'mercShareA');
  const b = mean(mirror, 'mercShareB');
  const m = (a.mean + b.mean) / 2;
  const half = Math.sqrt(((a.ci[1] - a.ci[0]) / 2) ** 2 + ((b.ci[1] - b.ci[0]) / 2) ** 2) / 2;
  return { mean: m, ci: [m - half, m + half], games: 2 * games(mirror) };
}

/** "clearly above", "clearly below" or "not clearly different from" a value, by an interval. */
export function against(ci: [number, number], value: number): string {
  return ci[0] > value ? 'clearly above' : ci[1] < value ? 'clearly below' : 'not clearly different from';
}

function answer(result: ExperimentResult): string[] {
  const name = (id: string) => presetOf(id).name;
  const shares = OPERATOR_IDS.map((op) => ({ op, share: mirrorShare(arm(result, op, 'mirror')) }));
  const showShare = (s: { mean: number; ci: [number, number]; games: number }) => formatMean(100 * s.mean, [100 * Math.max(0, s.ci[0]), 100 * Math.min(1, s.ci[1])], s.games, '%', 'side-games');
  const over = shares.filter((s) => s.share.ci[0] > OVERSHADOW).map((s) => name(s.op));
  const under = shares.filter((s) => s.share.ci[1] < OVERSHADOW).map((s) => name(s.op));
  const overExample = shares.filter((s) => s.share.ci[0] > EXAMPLE_THRESHOLD).map((s) => name(s.op));
  const underExample = shares.filter((s) => s.share.ci[1] < EXAMPLE_THRESHOLD).map((s) => name(s.op));
  const score = (op: string, matchup: string) => {
    const a = arm(result, op, matchup);
    const s = mean(a, 'scoreA');
    const ci = scoreInterval(a);
    return { text: `${showScore(s.mean, ci, games(a))}${ci[0] > 0.5 ? ', clearly above 1/2' : ci[1] < 0.5 ? ', clearly below 1/2' : ', not clearly different from 1/2'}; ${gameShare([a], 'capped')} at the cap`, ci };
  };
  const useful = OPERATOR_IDS.filter((op) => score(op, 'without').ci[0] > 0.5).map(name);
  const harmful = OPERATOR_IDS.filter((op) => score(op, 'without').ci[1] < 0.5).map(name);
  const synergyHelps = OPERATOR_IDS.filter((op) => score(op, 'synergy').ci[0] > 0.5).map(name);
  const synergyHurts = OPERATOR_IDS.filter((op) => score(op, 'synergy').ci[1] < 0.5).map(name);
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
  // Two Mercenaries each deal less than their Operator while their joint share is under 2/3.
  const outgunned = shares.filter((s) => s.share.ci[0] > 2 / 3).map((s) => name(s.op));
  const weaker = shares.filter((s) => s.share.ci[1] < 2 / 3).map((s) => name(s.op));
  return [
    `SP-010/SP-012, "weaker than Operators" and "never overshadow the Operator": in the printed mirrors the Mercenaries deal this share of their side's damage (mean over games of each game's share; 95% intervals approximate): ${shares.map((s) => `${name(s.op)} ${showShare(s.share)}`).join('; ')}. Clearly above one half (the pair out-damages its Operator): ${list(over)}; clearly below: ${list(under)}. Against the catalogue's example threshold of 35%: clearly above for ${list(overExample)}, clearly below for ${list(underExample)}. Each Mercenary clearly deals less than its Operator (joint share clearly under 2/3) for ${list(weaker)}${outgunned.length > 0 ? `, and clearly more for ${list(outgunned)}` : ''}.`,
    `SP-010/SP-011, "useful but not dominant": the score of a side with its Mercenaries against the same side without them (win 1, draw 1/2): ${OPERATOR_IDS.map((op) => `${name(op)} ${score(op, 'without').text}`).join('; ')}. The Mercenaries clearly help ${list(useful)}${harmful.length > 0 ? `, and clearly hurt ${list(harmful)}` : ''}.`,
    `SP-011, "synergistic but not required": the score of a side whose synergy abilities work against the same side whose do not: ${OPERATOR_IDS.map((op) => `${name(op)} ${score(op, 'synergy').text}`).join('; ')}. Synergy clearly helps ${list(synergyHelps)}${synergyHurts.length > 0 ? `, and clearly hurts ${list(synergyHurts)}` : ''}; where it is not clear, its value is too small to see at this many games.`,
    'Composite-armoured Operators (Razor, Glitch, Rampart) stall at the round cap in most games (sp-operator-tiers), so their scores sit near 1/2 whatever the Mercenaries do. The Mercenaries\' weapon ranges are illustrative (SP-064), the loadouts are the presets, and the player is the heuristic, not a human: each can move these numbers.',
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-mercenaries',
      title: "Mercenaries: their share of the damage, and what they and their synergy are worth",
      question: 'Are Mercenaries "weaker than Operators", "useful but not dominant" and "synergistic but not required" (9.7), and do they "never overshadow the Operator" (9.4)?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Mercenaries (intro); 9.4 Mercenary Synergy Design; 9.7 Mercenary Balance Philosophy', catalogue: ['SP-010', 'SP-011', 'SP-012'] },
      pairs: 600,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'mercShareA', reference: 'none', title: "Share of A's damage dealt by its Mercenaries" },
    { kind: 'arms', metric: 'scoreA', title: "A's score: the preset against itself without Mercenaries or without synergy" },
  ],
});
