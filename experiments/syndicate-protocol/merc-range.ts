/**
 * Syndicate Protocol SP-064 (003_c7f3f5aee5a5ed6f.txt, Mercenaries › 9.3
 * Card Breakdown: "Weapon Profile — simple, 1–2 dice"; 9.6 prints each
 * Mercenary's weapon as e.g. "Light SMG (2 dice)" and no range): how much of
 * a side's damage its Mercenaries deal when their weapons reach 3, 4, 5 or 6
 * spaces, against the toolkit's illustrative ranges (data/mercenaries.json:
 * pistol 3, SMG 4, carbine and marksman/scoped pistol 6, shotgun 3, LMG 5).
 *
 * The range is a side's toolkit setting `mercRange` (loadout.ts), given to
 * both sides: every ranged Mercenary weapon reaches k spaces; batons (Wall,
 * Scrap: "adjacent") keep their reach, so the Glitch and Rampart presets'
 * melee Mercenaries are not swept. Matchups: the Lens and Velocity mirrors and
 * Lens against Razor (the Composite mirrors stall at the round cap: the
 * engine README), heuristic player on both sides, pairs of games with the
 * sides swapped, the same seeds at every range, so each range's difference
 * from range 3 is paired game by game.
 */
import { distinctGames } from '../../src/sim/match/pairPools.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { percent, shown, signedBound, signedEstimate } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { MERC_RANGE_SETTINGS, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { mirrorShare, showScore } from './mercenaries.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
const presetOf = (id: string) => game.presets[id] as SyndicateSide;

export const MATCHUPS = [
  { id: 'lens-mirror', a: 'lens', b: 'lens' },
  { id: 'velocity-mirror', a: 'velocity', b: 'velocity' },
  { id: 'lens-vs-razor', a: 'lens', b: 'razor' },
] as const;
/** The swept ranges (3-6) and the illustrative data, range 3 first: the baseline of each matchup. */
export const RANGES = ['3', '4', '5', '6', 'data'] as const satisfies readonly (typeof MERC_RANGE_SETTINGS)[number][];

const withRange = (id: string, mercRange: string): SyndicateSide => ({ ...presetOf(id), mercRange });
const armId = (matchup: string, range: string) => `${matchup}-range-${range}`;

const arms: MatchArm[] = MATCHUPS.flatMap((m) =>
  RANGES.map((range) => ({
    id: armId(m.id, range),
    label: `${presetOf(m.a).name} vs ${presetOf(m.b).name}, Mercenary range ${range === 'data' ? 'illustrative' : range}`,
    params: {
      system: SYSTEM,
      sideA: sideOf(game, withRange(m.a, range), 'sp-merc-range'),
      sideB: sideOf(game, withRange(m.b, range), 'sp-merc-range'),
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants: chooseGameVariants(game, []),
    },
    coords: { matchup: `${presetOf(m.a).name} vs ${presetOf(m.b).name}`, range: range === 'data' ? 'illustrative' : Number(range) },
    baseline: range === '3' ? null : armId(m.id, '3'),
  })),
);

const armOf = (result: ExperimentResult, matchup: string, range: string) => result.arms.find((a) => a.id === armId(matchup, range))!;
const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const showShare = (m: { mean: number; ci: [number, number] }) => `${percent(m.mean, 0)} (${percent(Math.max(0, m.ci[0]), 0)} to ${percent(Math.min(1, m.ci[1]), 0)})`;
const label = (range: string) => (range === 'data' ? 'illustrative' : `${range}`);

/** The Mercenaries' share of A's (or, in a mirror, both sides') damage at a range. */
function shareAt(arm: ArmResult, mirror: boolean): { mean: number; ci: [number, number] } {
  return mirror ? mirrorShare(arm) : mean(arm, 'mercShareA');
}

function answer(result: ExperimentResult): string[] {
  const lines = MATCHUPS.map((m) => {
    const mirror = m.a === m.b;
    const shares = RANGES.map((r) => `${label(r)} ${showShare(shareAt(armOf(result, m.id, r), mirror))}`).join(', ');
    const six = armOf(result, m.id, '6');
    const d = six.vsBaseline!.mercShareA;
    const moves = d.ci[0] > 0 ? 'clearly higher' : d.ci[1] < 0 ? 'clearly lower' : 'not clearly different';
    const who = mirror ? `both sides' (${presetOf(m.a).name})` : `${presetOf(m.a).name}'s`;
    const other = mirror ? '' : ` ${presetOf(m.b).name}'s own share: ${RANGES.map((r) => `${label(r)} ${showShare(mean(armOf(result, m.id, r), 'mercShareB'))}`).join(', ')}.`;
    const score = mirror ? '' : ` ${presetOf(m.a).name}'s score: ${RANGES.map((r) => { const s = mean(armOf(result, m.id, r), 'scoreA'); return `${label(r)} ${showScore(s.mean, s.ci, distinctGames(armOf(result, m.id, r)))}`; }).join('; ')}.`;
    return `${presetOf(m.a).name} vs ${presetOf(m.b).name} (${distinctGames(six)} distinct games per range): the Mercenaries' share of ${who} damage by Mercenary range ${shares}; at 6 against 3, side A's share is ${moves} (paired difference ${signedEstimate(100 * d.diff, [100 * d.ci[0], 100 * d.ci[1]], 1)} points, ${signedBound(100 * d.ci[0], 1)} to ${signedBound(100 * d.ci[1], 1)}).${other}${score}`;
  });
  return [
    ...lines,
    "Shares are means over games of each game's share (a game in which a side dealt nothing counts 0); 95% intervals normal over pairs of games (a mirror pools both sides, its interval approximate: sp-mercenaries), differences paired on the same seeds. Heuristic player, default readings, generated maps, preset loadouts (illustrative). Batons (Wall, Scrap) keep their adjacent reach at every range.",
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-merc-range',
      title: "Mercenary weapon range (not printed): the Mercenaries' share of the damage at 3-6 spaces",
      question: "Mercenary weapons are printed with dice but no range (9.3, 9.6): how does the Mercenaries' share of their side's damage change if their weapons reach 3, 4, 5 or 6 spaces?",
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Mercenaries › 9.3 Card Breakdown; 9.6', catalogue: ['SP-064'] },
      pairs: 300,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [{ kind: 'arms', metric: 'mercShareA', reference: 'none', title: "Share of A's damage dealt by its Mercenaries, by Mercenary range" }],
});
