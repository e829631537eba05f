/**
 * Jagged Shards JS-001 (000_9659637e2373f14e.txt, Ch. 1 Tactical Skirmish
 * Warfare): "Heavy units can dominate entire sections of the battlefield,
 * while smaller forces rely on maneuver, coordination, and precision to
 * survive" (also JS-002, JS-018). Do heavy units dominate? Each faction at
 * three heavy shares of about 21-22 Force Rating: no heavy unit, one (the
 * balanced preset) and two (the heavy preset or an inline list); all six
 * forces play a tournament, every pairing in paired games with the sides
 * swapped, heuristic player both sides. The heavy-share question is read
 * inside each faction (same profiles, only the heavy share changes); the
 * second agent strength is in js-second-strength.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { tournamentExperiment, tournamentAnswer, type Entrant } from '../../src/sim/match/tournament.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatEstimate, formatMean, groupThousands } from '../../src/report/format.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { parseUnits, type JaggedSide } from '../../src/systems/jagged-shards/setup.ts';

/** Illustrative forces (data/profiles.json); Force Ratings in the labels. */
export const HEAVY_FORCES = {
  colonial: [
    { heavy: 0, label: 'Colonial, no heavy (FR 22)', side: { name: 'Colonial Light Force', faction: 'human-colonies', units: 'colonial-rifle-squad x4, containment-operative, sentinel-support-drone x2', flarePolicy: 'paced' } },
    { heavy: 1, label: 'Colonial, 1 heavy (FR 21)', side: 'preset:colonial-strike-force' },
    { heavy: 2, label: 'Colonial, 2 heavy (FR 22)', side: 'preset:colonial-armoured-column' },
  ],
  martian: [
    { heavy: 0, label: 'Martian, no heavy (FR 21)', side: 'preset:martian-swarm' },
    { heavy: 1, label: 'Martian, 1 heavy (FR 22)', side: 'preset:martian-warband' },
    { heavy: 2, label: 'Martian, 2 heavy (FR 22)', side: { name: 'Martian Colossi', faction: 'martian-order', units: 'crystalline-colossus x2, order-adept-cohort, resonance-pylon', flarePolicy: 'paced' } },
  ],
} as const;

const entrants: Entrant[] = Object.entries(HEAVY_FORCES).flatMap(([faction, forces]) =>
  forces.map((force) => ({ id: `${faction}-heavy-${force.heavy}`, label: force.label, side: force.side, agent: 'heuristic' })),
);

/** A side's Force Rating: its units' sum (setup.ts buildRoster does the same), read off the sides the arm played. */
const forceRating = (side: MatchParams['sideA']) => parseUnits(side as JaggedSide).reduce((sum, unit) => sum + unit.forceRating, 0);

function answer(result: ExperimentResult): string[] {
  const arm = (faction: string, a: number, b: number) => result.arms.find((x) => x.id === `${faction}-heavy-${a}-vs-${faction}-heavy-${b}`)!;
  const score = (x: ArmResult) => x.metrics.scoreA as MeanMetric;
  const mean = (x: ArmResult, id: string) => (x.metrics[id] as MeanMetric).mean;
  const within = Object.keys(HEAVY_FORCES).map((faction) => {
    const pairs = [
      [0, 1],
      [0, 2],
      [1, 2],
    ].map(([a, b]) => {
      const x = arm(faction, a, b);
      const s = score(x);
      // A is the lighter force: below 0.5 means the heavier force wins.
      const heavier = s.ci[1] < 0.5 ? 'heavier ahead' : s.ci[0] > 0.5 ? 'lighter ahead' : 'not clearly apart';
      // The forces are only about equal (21-22): say which pairing is at equal Force Rating and which is a point apart.
      const params = x.params as MatchParams;
      const fr = [forceRating(params.sideA), forceRating(params.sideB)];
      return { a, b, x, s, heavier, fr };
    });
    return { faction, pairs };
  });
  const allHeavier = within.every((w) => w.pairs.every((p) => p.heavier === 'heavier ahead'));
  const anyHeavier = within.some((w) => w.pairs.some((p) => p.heavier === 'heavier ahead'));
  const anyLighter = within.some((w) => w.pairs.some((p) => p.heavier === 'lighter ahead'));
  const verdict = allHeavier
    ? 'Yes: in both factions every heavier force beats the lighter one'
    : anyHeavier && !anyLighter
      ? 'Partly: where the heavy share makes a clear difference the heavier force wins, but not in every pairing'
      : anyLighter && !anyHeavier
        ? 'No: the lighter forces win where there is a clear difference'
        : anyLighter && anyHeavier
          ? 'It depends on the faction: the heavier force wins some same-faction pairings and loses others'
          : 'Not shown: no same-faction pairing is clearly won by either side';
  const name = (faction: string) => `${faction[0].toUpperCase()}${faction.slice(1)}`;
  const pairing = (faction: string, p: (typeof within)[number]['pairs'][number]) => `${name(faction)} ${p.a} vs ${p.b} heavy (FR ${p.fr[0]} v ${p.fr[1]}, ${p.heavier})`;
  const equal = within.flatMap((w) => w.pairs.filter((p) => p.fr[0] === p.fr[1]).map((p) => pairing(w.faction, p)));
  const unequal = within.flatMap((w) => w.pairs.filter((p) => p.fr[0] !== p.fr[1]).map((p) => pairing(w.faction, p)));
  const frNote =
    unequal.length === 0
      ? 'every pairing at equal Force Rating'
      : `${equal.length > 0 ? `at equal Force Rating only ${equal.join(', ')}` : 'no pairing at equal Force Rating'}; the others are not: ${unequal.join(', ')}`;
  const describe = (w: (typeof within)[number]) =>
    w.pairs
      .map((p) => `${p.a} vs ${p.b} heavy (FR ${p.fr[0]} v ${p.fr[1]}) ${formatMean(p.s.mean, p.s.ci, 2 * p.x.trials, '', 'games')} for the lighter, ${p.heavier}`)
      .join('; ');
  const objectives = (faction: string) => {
    const x = arm(faction, 0, 2);
    const est = (id: string) => formatEstimate(mean(x, id), (x.metrics[id] as MeanMetric).ci);
    return `${est('objectiveScoreA')} (no heavy) vs ${est('objectiveScoreB')} (two heavy) Victory Value and ${est('forceRatingDestroyedByA')} vs ${est('forceRatingDestroyedByB')} Force Rating destroyed (${groupThousands(2 * x.trials)} battles)`;
  };
  return [
    `${verdict} (heuristic player, illustrative forces of 21-22 Force Rating, ${frNote}).`,
    `Same faction, lighter force's score per game (95% intervals): Colonial ${describe(within[0])}; Martian ${describe(within[1])}.`,
    `Per battle, no heavy against two heavy (95% intervals): Colonial ${objectives('colonial')}; Martian ${objectives('martian')}.`,
    ...tournamentAnswer(result),
    'The no-heavy against two-heavy pairings at a second agent strength (the one-ply greedy player with sampled dice, both sides) are in js-second-strength, which says whether the verdict holds.',
    "The lever is a heavy unit's Force Rating (8 here, illustrative): move it until the same-faction pairings are level; the forces are illustrative, so rerun with codex profiles.",
  ];
}

export default defineExperiment({
  ...tournamentExperiment({
    id: 'js-heavy-units',
    title: 'Do heavy units dominate? Heavy share 0, 1 and 2 units at equal Force Rating',
    question: 'Heavy units "can dominate entire sections of the battlefield": at equal Force Rating, do forces with more heavy units win more battles and hold more objectives?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 1 Introduction › Tactical Skirmish Warfare', catalogue: ['JS-001', 'JS-002', 'JS-018'] },
    system: 'jagged-shards',
    entrants,
    pairs: 300,
  }),
  answer,
});
