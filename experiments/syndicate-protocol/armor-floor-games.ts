/**
 * Syndicate Protocol SP-021 in play (003_c7f3f5aee5a5ed6f.txt, 4.8 "Minimum
 * final damage = 0" vs 6.1 "Damage cannot be reduced below 1"), with SP-005
 * and SP-059 (time to kill, stalemates): the same games under floor 0 and
 * floor 1, paired game by game, for three mirrors (Light long-range, Light
 * short-range, Composite) and one mixed matchup, both sides played by the
 * heuristic player. Dice-level numbers: sp-armor-floor. The second agent
 * strength (greedy, 2 sampled rolls) replays the Velocity mirror and Lens vs
 * Razor under both floors in sp-second-strength.
 */
import { distinctGames, gameShare } from '../../src/sim/match/pairPools.ts';
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { secondStrengthSentence } from './second-strength.ts';

const SYSTEM = 'syndicate-protocol';
const MATCHUPS: readonly (readonly [string, string])[] = [
  ['lens', 'lens'],
  ['velocity', 'velocity'],
  ['razor', 'razor'],
  ['lens', 'razor'],
];
const FLOORS = ['floor0', 'floor1'] as const;
/** The matchups sp-second-strength replays at the second strength. */
const REPLAYED = ['Velocity vs Velocity', 'Lens vs Razor'];
const game = findGame(SYSTEM);
const name = (id: string) => (game.presets[id] as { name: string }).name;
const armId = (a: string, b: string, floor: string) => `${a}-vs-${b}-${floor}`;

const arms: MatchArm[] = MATCHUPS.flatMap(([a, b]) =>
  FLOORS.map((floor) => ({
    id: armId(a, b, floor),
    label: `${name(a)} vs ${name(b)}, ${floor}`,
    params: {
      system: SYSTEM,
      sideA: sideOf(game, `preset:${a}`, 'sp-armor-floor-games'),
      sideB: sideOf(game, `preset:${b}`, 'sp-armor-floor-games'),
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants: chooseGameVariants(game, [`armor-floor=${floor}`]),
    },
    coords: { matchup: `${name(a)} vs ${name(b)}`, floor },
    baseline: floor === 'floor0' ? null : armId(a, b, 'floor0'),
  })),
);

function answer(result: ExperimentResult): string[] {
  const m = (arm: ArmResult, metric: string) => arm.metrics[metric] as MeanMetric;
  const floor1 = result.arms.filter((arm) => arm.coords?.floor === 'floor1');
  const base = (arm: ArmResult) => result.arms.find((b) => b.id === arm.baselineArm)!;
  // A mirror played by the (deterministic) heuristic holds one distinct game a pair (pairPools.ts replaysEveryPair).
  const games = distinctGames;
  const change = (metric: string, unit: string, which = floor1, words = ['longer', 'shorter']) =>
    which
      .map((arm) => {
        const d = arm.vsBaseline![metric];
        const word = d.ci[0] > 0 ? words[0] : d.ci[1] < 0 ? words[1] : 'no clear change';
        return `${arm.coords!.matchup} ${formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs')} (${word})`;
      })
      .join('; ');
  const shorter = floor1.filter((arm) => arm.vsBaseline!.length.ci[1] < 0).map((arm) => String(arm.coords!.matchup));
  const lengths = floor1
    .map((arm) => `${arm.coords!.matchup} ${formatMean(m(base(arm), 'length').mean, m(base(arm), 'length').ci, games(base(arm)), 'rounds', 'games')} under floor 0, ${formatMean(m(arm, 'length').mean, m(arm, 'length').ci, games(arm), 'rounds', 'games')} under floor 1`)
    .join('; ');
  const notReplayed = floor1
    .map(base)
    .filter((arm) => !REPLAYED.includes(String(arm.coords!.matchup)))
    .map((arm) => `${arm.coords!.matchup}, where the heuristic stops ${gameShare([arm], 'capped')} of floor-0 games at the cap`);
  return [
    shorter.length > 0
      ? `In play, reading armor as 6.1's floor 1 clearly shortens games in ${shorter.join(', ')} (of ${floor1.length} matchups); game length changes by ${change('length', 'rounds')}.`
      : `In play, floor 1 does not clearly shorten any of the ${floor1.length} matchups: game length changes by ${change('length', 'rounds')}.`,
    `Time to kill (rounds until an Operator falls, or the 50-round cap): ${lengths}.`,
    `Share of games stopped at the round cap, floor 1 minus floor 0: ${change('capped', '', floor1, ['more', 'fewer'])}. Side A's score where the sides differ: ${change('scoreA', 'points per game', floor1.filter((arm) => { const [a, b] = String(arm.coords!.matchup).split(' vs '); return a !== b; }), ['higher', 'lower'])}.`,
    "The floor acts mostly through Mercenaries' plain 1-2 dice and bonus-less hits (sp-armor-floor: Reinforced Plating and Hold the Line take the floor's 1 back from an Operator's first attack each round); if the designer wants fast, lethal combat (SP-003), floor 1 applied after all reductions is the reading to test next.",
    secondStrengthSentence(
      'floor 1 against floor 0 in the Velocity mirror and in Lens vs Razor',
      notReplayed.length > 0 ? `Not replayed there: ${notReplayed.join('; ')}.` : '',
    ),
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-armor-floor-games',
      title: 'Armor floor 0 vs floor 1 in play: game length and stalemates',
      question: 'In whole games, does reading armor as "a hit deals at least 1" (6.1) instead of "minimum final damage 0" (4.8) shorten games and cut round-cap stalemates?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Combat › 4.8 Armor vs 6.1 Armor Rating', catalogue: ['SP-021', 'SP-005', 'SP-059'] },
      pairs: 150,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'length', reference: 'none', title: 'Game length by matchup and floor' },
    { kind: 'forest', metric: 'length', title: 'Floor 1 minus floor 0: game length' },
    { kind: 'forest', metric: 'capped', title: 'Floor 1 minus floor 0: share of games at the round cap' },
  ],
});
