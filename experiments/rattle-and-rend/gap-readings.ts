/**
 * Rattle and Rend's later-named rule gaps (004_c41133d86b017ece.txt; catalogue
 * RR-053, RR-054, RR-064, RR-068, RR-069, RR-155), each played where it can apply:
 * rr-variant-sensitivity plays every reading in one matchup (Dwarven Throng
 * against Ghostly Host), where Sneak-Thieves, Discipline, Vengeance and the
 * Capture the Flags end count rarely or never come up. Here each reading gets
 * a matchup that uses the rule, both sides played by the heuristic player,
 * the rulebook's default reading and the other one(s) paired game by game:
 * - RR-054 `sneak-thieves`: the shared base warband (_options.ts) with
 *   Sneak-Thieves against the Ogrekin Hunting Party (Shooters, Spot Weakness);
 * - RR-069 `discipline-deny`: the base warband (Discipline) against the
 *   Dwarven Throng, whose Fighters Retaliate;
 * - RR-064 `ctf-control`: Dwarven Throng against Ghostly Host, every game
 *   Capture the Flags;
 * - RR-068 `vengeance-chain`: the Vampire Court (a Vengeance Ward) against
 *   the Dwarven Throng;
 * - RR-053 `transport-break`: the Dwarven Throng (a Transport, Riders)
 *   against the Ogrekin Hunting Party;
 * - RR-155 `reserve-momentum`: Dwarven Throng against Ghostly Host, every game
 *   under Delayed Deployment (5-7 points of each side start off the board).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { warband } from './_options.ts';

const PAIRS = 10000;
const preset = (id: string) => rattleAndRend.presets[id] as RrSide;

/** One study: a matchup, the variant, its readings (default first) and any fixed setting. */
interface Study {
  id: string;
  catalogue: string;
  variant: string;
  readings: readonly string[];
  sideA: RrSide;
  sideB: RrSide;
  settings?: readonly string[];
  /** What the reading changes, in the answer's words. */
  rule: string;
}

export const STUDIES: readonly Study[] = [
  {
    id: 'sneak',
    catalogue: 'RR-054',
    variant: 'sneak-thieves',
    readings: ['ranged-attacks', 'listed'],
    sideA: warband('Base warband with Sneak-Thieves', { tactic1: 'sneak-thieves' }),
    sideB: preset('ogrekin-hunting-party'),
    rule: "Sneak-Thieves' penalty on the v03 counterparts of its listed actions only (Feints included, Distant Doom and Spot Weakness exempt)",
  },
  {
    id: 'discipline',
    catalogue: 'RR-069',
    variant: 'discipline-deny',
    readings: ['costs', 'first-free'],
    sideA: warband('Base warband (Discipline)'),
    sideB: preset('dwarven-throng'),
    rule: "Discipline's first Deny of a round free, as its first Reaction",
  },
  {
    id: 'ctf',
    catalogue: 'RR-064',
    variant: 'ctf-control',
    readings: ['most', 'any', 'centre'],
    sideA: preset('dwarven-throng'),
    sideB: preset('ghostly-host'),
    settings: ['scenario=capture-the-flags'],
    rule: 'which markers decide Capture the Flags after round 4',
  },
  {
    id: 'vengeance',
    catalogue: 'RR-068',
    variant: 'vengeance-chain',
    readings: ['no-third', 'double-critical-void'],
    sideA: preset('vampire-court'),
    sideB: preset('dwarven-throng'),
    rule: "a second critical in Vengeance's chain voiding the second Element's move and Momentum",
  },
  {
    id: 'transport',
    catalogue: 'RR-053',
    variant: 'transport-break',
    readings: ['fail', 'fail-or-withdraw'],
    sideA: preset('dwarven-throng'),
    sideB: preset('ogrekin-hunting-party'),
    rule: "a withdrawing Transport also dropping its passengers (each then tests Will)",
  },
  {
    id: 'reserve',
    catalogue: 'RR-155',
    variant: 'reserve-momentum',
    readings: ['on-board', 'counts'],
    sideA: preset('dwarven-throng'),
    sideB: preset('ghostly-host'),
    settings: ['deployment=delayed'],
    rule: 'Elements waiting off the board counting toward Total Momentum under Delayed Deployment',
  },
];

const arms: MatchArm[] = STUDIES.flatMap((study) =>
  study.readings.map((reading, k) => ({
    id: `${study.id}-${reading}`,
    label: `${study.variant}=${reading}${k === 0 ? ' (default)' : ''}: ${study.sideA.name} vs ${study.sideB.name}`,
    params: {
      system: rattleAndRend.id,
      sideA: study.sideA,
      sideB: study.sideB,
      agentA: 'heuristic',
      agentB: 'heuristic',
      variants: chooseGameVariants(rattleAndRend, [...(study.settings ?? []), `${study.variant}=${reading}`]),
    },
    coords: { variant: study.variant, reading },
    baseline: k === 0 ? null : `${study.id}-${study.readings[0]}`,
  })),
);

/** One sentence per non-default reading: its paired change in A's score and game length, a verdict only where the interval supports one. */
function sentence(study: Study, reading: string, arm: ArmResult, base: ArmResult): string {
  const score = arm.vsBaseline!.scoreA;
  const length = arm.vsBaseline!.length;
  const baseScore = base.metrics.scoreA as MeanMetric;
  // "the score of X", not "X's score": a name ending in s or a parenthesis makes the possessive read wrongly.
  const whose = `the score of ${study.sideA.name}`;
  const verdict = score.ci[0] > 0 ? `clearly raises ${whose}` : score.ci[1] < 0 ? `clearly lowers ${whose}` : `makes no clear difference to ${whose}`;
  const lengthVerdict = length.ci[0] > 0 ? 'longer games' : length.ci[1] < 0 ? 'shorter games' : 'no clear change in length';
  return `${study.catalogue}, ${study.rule} (${study.variant}=${reading}), ${study.sideA.name} against ${study.sideB.name}${study.settings ? ` (${study.settings.join(', ')})` : ''}: ${verdict}, ${pairedChange(score, arm.trials, 'points per game')} (default reading: ${formatMean(baseScore.mean, baseScore.ci, 2 * base.trials, 'per game', 'games')}); ${lengthVerdict}, ${pairedChange(length, arm.trials, 'rounds')}.`;
}

function answer(result: ExperimentResult): string[] {
  const byId = new Map(result.arms.map((arm) => [arm.id, arm]));
  const lines = STUDIES.flatMap((study) => {
    const base = byId.get(`${study.id}-${study.readings[0]}`) as ArmResult;
    return study.readings.slice(1).map((reading) => sentence(study, reading, byId.get(`${study.id}-${reading}`) as ArmResult, base));
  });
  const total = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [...lines, `${total.toLocaleString('en-US')} games in all, heuristic player on both sides; each reading paired with the default on the same seeds. "No clear difference" means the interval includes zero: the rule may come up too rarely in these matchups to show.`];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-gap-readings',
      title: 'Six rule gaps, each played where it applies',
      question: 'Do the readings of Sneak-Thieves, Discipline, the Capture the Flags end count, Vengeance, the Transport BREAK and Total Momentum with Elements off the board change games where those rules come up?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Sneak-Thieves; Bonds › Discipline; Victory Conditions › Capture the Flags; Warding Reactions › Vengeance; Heavy Traits › Transport; Total Momentum; Delayed Deployment', catalogue: ['RR-053', 'RR-054', 'RR-064', 'RR-068', 'RR-069', 'RR-155'] },
      pairs: PAIRS,
    },
    arms,
  ),
  charts: [{ kind: 'forest', metric: 'scoreA', title: "Side A's score: each reading minus its default" }],
  answer,
});
