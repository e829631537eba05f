/**
 * Exoshift: what does each of ten printed rules weigh in a game? Each is
 * played as printed and without it (or with another number), one change at
 * a time on the same seeds (paired games with the sides swapped), Sol Line
 * Patrol against Sol Fire Support, the heuristic player both sides. The
 * what-if switches are variants of the game whose default is the printed
 * rule (rules.ts WHAT_IF_VARIANTS, src/systems/exoshift/README.md):
 * - EX-074 Downed ("At the start of each round, a downed model receives 1
 *   disruption. Each action a Downed model takes adds 1 disruption"):
 *   downedDecay=off;
 * - EX-075 Wounded ("Wounded models receive 2 disruption at the start of
 *   every round"): woundedDecay=off;
 * - EX-094 Rout Test ("made only once per round"): routTestOnce=every-time;
 * - EX-110 Interact ("If the unit does not move, it may Interact twice"):
 *   interactTwice=once;
 * - EX-111 Control Points ("a number of Control Points markers equal to the
 *   number of players in the game +3"): controlPoints=3 and 7 against 5;
 * - EX-119 Drone ("It must end its movement within Quality distance of a
 *   friendly non-drone model"): droneLeash=off (Fire Support fields a drone);
 * - EX-115 Winning Objective Grab ("equal or greater than 7, that player
 *   wins"): grabToWin=5 and 9 against 7, on Objective Grab;
 * - EX-096 Routed ("A player may spend 1 CP to automatically pass the
 *   Quality test"): routPass=never;
 * - EX-006 Difficult Terrain ("[WIP See Movement]"): the Movement chapter's
 *   rule against none (difficultTerrain=none), and EX-108 its Run sentence
 *   ("A unit may Run through difficult terrain, using double their Secondary
 *   Movement value, and receives 1 Disruption") against a Run unhindered
 *   (difficultTerrain=run-unhindered), on Control Points (the seeded table's
 *   woods and rubble lie between the deployment zones and the points).
 * A rule "weighs" when removing it clearly moves game length, the score or
 * the models taken out; a rule whose games are all identical without it
 * never came into play with these forces. EX-112 (the secure rate by
 * Quality) is exact, in the answer (secureRates).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, Difference, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatEstimate, formatMean, formatMeanDifference, groupThousands, shown, signedBound, signedEstimate } from '../../src/report/format.ts';
import { ratioBound } from '../../src/stats/combinedBounds.ts';
import { normalQuantile } from '../../src/stats/normal.ts';
import { WHAT_IF_VARIANTS } from '../../src/systems/exoshift/rules.ts';

const game = findGame('exoshift');
const defaults = chooseGameVariants(game, []);
const sideA = loadSide(game, 'preset:sol-line-patrol');
const sideB = loadSide(game, 'preset:sol-fire-support');

/** Each what-if: its variant value, the catalogue item, what the arm changes from the printed game, and the mission it is played on. */
export const WHAT_IFS = [
  { variant: 'downedDecay', value: 'off', item: 'EX-074', change: 'no Downed decay (no 1 Disruption a round and per action)', mission: 'control-points' },
  { variant: 'woundedDecay', value: 'off', item: 'EX-075', change: 'no Wounded decay (no 2 Disruption a round)', mission: 'control-points' },
  { variant: 'routTestOnce', value: 'every-time', item: 'EX-094', change: 'a Rout Test whenever one is called for, not once a round', mission: 'control-points' },
  { variant: 'interactTwice', value: 'once', item: 'EX-110', change: 'one Interact an action, even without moving', mission: 'control-points' },
  { variant: 'controlPoints', value: '3', item: 'EX-111', change: '3 Control Points instead of 5', mission: 'control-points' },
  { variant: 'controlPoints', value: '7', item: 'EX-111', change: '7 Control Points instead of 5', mission: 'control-points' },
  { variant: 'droneLeash', value: 'off', item: 'EX-119', change: 'no Drone leash', mission: 'control-points' },
  { variant: 'grabToWin', value: '5', item: 'EX-115', change: '5 VP to win Objective Grab instead of 7', mission: 'objective-grab' },
  { variant: 'grabToWin', value: '9', item: 'EX-115', change: '9 VP to win Objective Grab instead of 7', mission: 'objective-grab' },
  { variant: 'routPass', value: 'never', item: 'EX-096', change: 'no 1-CP pass of a Routed unit\'s stay-put test', mission: 'control-points' },
  { variant: 'difficultTerrain', value: 'none', item: 'EX-006', change: 'no difficult terrain (woods and rubble slow nothing)', mission: 'control-points' },
  { variant: 'difficultTerrain', value: 'run-unhindered', item: 'EX-108', change: 'a Run through difficult terrain goes its full Run with no Disruption', mission: 'control-points' },
] as const;

const MISSIONS = ['control-points', 'objective-grab'] as const;
const baselineId = (mission: string) => `printed-${mission}`;
export const armId = (w: (typeof WHAT_IFS)[number]) => `${w.variant}-${w.value}`;

const arm = (id: string, label: string, variants: Record<string, string>, baseline?: string, coords?: Record<string, string>): MatchArm => ({
  id,
  label,
  params: { system: 'exoshift', sideA, sideB, agentA: 'heuristic', agentB: 'heuristic', variants },
  ...(baseline ? { baseline } : {}),
  ...(coords ? { coords } : {}),
});

const arms: MatchArm[] = [
  ...MISSIONS.map((mission) => arm(baselineId(mission), `as printed, ${mission}`, { ...defaults, mission })),
  ...WHAT_IFS.map((w) => arm(armId(w), `${w.variant}=${w.value} (${w.mission})`, { ...defaults, mission: w.mission, [w.variant]: w.value }, baselineId(w.mission), { variant: w.variant, value: w.value, item: w.item })),
];

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;
/** The measures each what-if is judged on: a clear change in any is a rule that weighs. */
const MEASURES = [
  { metric: 'length', name: 'game length', unit: 'rounds' },
  { metric: 'scoreA', name: "Line Patrol's score", unit: 'points per game' },
  { metric: 'killsA', name: 'models the Patrol takes out', unit: 'a game' },
  { metric: 'killsB', name: 'models Fire Support takes out', unit: 'a game' },
] as const;

const clear = (d: Difference) => d.ci[0] > 0 || d.ci[1] < 0;
/** Every pair identical on every measure: the rule never came into play. */
const idle = (a: ArmResult) => MEASURES.every(({ metric }) => {
  const d = a.vsBaseline![metric];
  return d.diff === 0 && d.ci[0] === 0 && d.ci[1] === 0;
});

/**
 * EX-112 (Control Point Objectives: "it may attempt to secure that objective by taking an Interact action and succeeding
 * at a Quality Test"), exact: each Interact is one d10 roll-under Quality (after Disruption) test (interact.ts), a pass
 * moving the point one state toward the securer (enemy-held to neutral, neutral to captured), and a unit that does not
 * move tests twice (EX-110).
 */
export function secureRates(): string {
  const rows = [3, 4, 5, 6, 7, 8].map((q) => {
    const p = q / 10;
    return `Quality ${q}: ${shown(100 * p, 0)}% moving, ${shown(100 * (1 - (1 - p) ** 2), 0)}% in place, enemy-held ${shown(100 * p * p, 0)}% in place`;
  });
  return `EX-112, a neutral Control Point captured by one Interact action (exact; an enemy-held point needs two passes, so only a unit that does not move can take it in one action): ${rows.join('; ')}; Interact twice is what lets a unit in place take an enemy point in one action at all.`;
}

/**
 * A change in game length as a share of the printed game's mean length, with an interval that holds at `confidence`
 * or more whatever the two estimates' correlation (ratioBound: each at 1 - alpha/2, the box's corners). The change's
 * standard error is read back from its interval (a normal one at `confidence`).
 */
export function lengthShare(d: Difference, base: MeanMetric, confidence: number): { mean: number; ci: [number, number] } {
  const z = normalQuantile(1 - (1 - confidence) / 2);
  return ratioBound({ mean: d.diff, se: (d.ci[1] - d.ci[0]) / (2 * z) }, { mean: base.mean, se: base.n > 1 ? base.sd / Math.sqrt(base.n) : NaN }, confidence);
}

/** Where a share's interval lies against 2% of a game either way. */
export function sizeAgainst(share: { ci: [number, number] }): string {
  const [low, high] = share.ci;
  if (!Number.isFinite(low) || !Number.isFinite(high)) return 'no interval to judge it against 2%';
  if (low > -0.02 && high < 0.02) return 'clearly under 2%';
  if (low > 0.02 || high < -0.02) return 'clearly over 2%';
  return 'not clear against 2%';
}

/** "+1.1% (-0.1 to +2.3%)": a signed share in percent with its interval, one decimal. */
const percentShare = (share: { mean: number; ci: [number, number] }) =>
  `${signedEstimate(100 * share.mean, share.ci, 1)}% (${signedBound(100 * share.ci[0], 1)} to ${signedBound(100 * share.ci[1], 1)}%)`;

function answer(result: ExperimentResult): string[] {
  const byId = new Map(result.arms.map((a) => [a.id, a]));
  const enough = result.arms.every((a) => a.trials >= MIN_PAIRS);
  const lines = MISSIONS.map((mission) => {
    const base = byId.get(baselineId(mission))!;
    const games = 2 * base.trials;
    const m = (id: string) => base.metrics[id] as MeanMetric;
    return `As printed, ${mission}: ${formatMean(m('length').mean, m('length').ci, games, 'rounds', 'games')}, Line Patrol ${formatMean(m('scoreA').mean, m('scoreA').ci, games, 'points per game', 'games')}, models taken out ${formatEstimate(m('killsA').mean, m('killsA').ci)} by the Patrol and ${formatEstimate(m('killsB').mean, m('killsB').ci)} by Fire Support a game (${groupThousands(games)} games).`;
  });
  const weighs: string[] = [];
  const light: string[] = [];
  for (const w of WHAT_IFS) {
    const a = byId.get(armId(w))!;
    const d = a.vsBaseline!;
    const changes = MEASURES.map(({ metric, name, unit }) => `${name} ${formatMeanDifference(d[metric].diff, d[metric].ci, a.trials, unit, 'pairs')}`);
    const moved = MEASURES.filter(({ metric }) => clear(d[metric])).map(({ name }) => name);
    const verdict = !enough ? 'too few games for a verdict' : idle(a) ? 'the rule never came into play: every game was identical' : moved.length > 0 ? `clearly changes ${moved.join(', ')}` : 'no clear change in any measure';
    lines.push(`${w.item}, ${w.change} (${w.variant}=${w.value}, ${w.mission}), against the game as printed: ${verdict}; ${changes.join(', ')}.`);
    if (enough && !idle(a)) (MEASURES.some(({ metric }) => clear(d[metric])) ? weighs : light).push(`${w.item} ${w.variant}=${w.value}`);
  }
  // Sizes, not just signs: a clear change can be tiny next to the game (length as a share of the printed game's). The
  // share is a ratio of two estimates, each with its own error, so it carries its own interval, and the 2% line is
  // called from that interval, not from the estimate.
  const relative = WHAT_IFS.map((w) => {
    const d = byId.get(armId(w))!.vsBaseline!.length;
    return { w, d, share: lengthShare(d, byId.get(baselineId(w.mission))!.metrics.length as MeanMetric, result.confidence ?? 0.95) };
  })
    .filter(({ d }) => enough && clear(d))
    .sort((x, y) => Math.abs(y.share.mean) - Math.abs(x.share.mean));
  if (relative.length > 0) {
    const under = relative.filter(({ share }) => sizeAgainst(share) === 'clearly under 2%').map(({ w }) => `${w.item} ${w.variant}=${w.value}`);
    lines.splice(
      0,
      0,
      `By size, on game length, the clear changes as a share of the printed game's length (each interval holds at 95% or more and carries the printed length's error too, so it can reach past 0 where the change itself is clear): ${relative.map(({ w, share }) => `${w.item} ${w.variant}=${w.value} ${percentShare(share)}, ${sizeAgainst(share)}`).join('; ')}. ${under.length === 0 ? 'No clear change is clearly under 2% of a game' : `${under.join(' and ')} ${under.length === 1 ? 'is' : 'are'} clear only because ${groupThousands(2 * byId.get(baselineId('control-points'))!.trials)} paired games resolve ${under.length === 1 ? 'it' : 'them'}: a change clearly under 2% of a game is unlikely to be felt at the table`}.`,
    );
  }
  lines.push(secureRates());
  const compared = WHAT_IFS.length * MEASURES.length;
  lines.unshift(
    !enough
      ? `Too few games for a verdict (under ${MIN_PAIRS} pairs per arm); run the full budget.`
      : `Changes that clearly move game length, the score or the models taken out (95% intervals): ${weighs.length > 0 ? weighs.join('; ') : 'none'}; no clear change: ${light.length > 0 ? light.join('; ') : 'none'}${WHAT_IFS.some((w) => idle(byId.get(armId(w))!)) ? `; never came into play: ${WHAT_IFS.filter((w) => idle(byId.get(armId(w))!)).map((w) => `${w.item} ${w.variant}=${w.value}`).join('; ')}` : ''}.`,
  );
  lines.push(
    `${compared} differences are tested at 95% each, so one or two small ones could be chance; the forces are one matchup (Line Patrol against Fire Support, heuristic player both sides), and a rule that does not weigh here may weigh for forces that use it more (a drone-heavy force for the leash, units that spend rounds Downed or Wounded for the decay).`,
  );
  return lines;
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'ex-rule-weights',
      title: 'Ten printed rules, each against the game without it: what each weighs',
      question: 'What does each of these rules (Downed and Wounded decay, one Rout Test a round, the 1-CP stay-put pass of a Routed unit, difficult terrain and its Run, Interact twice, players + 3 Control Points, the Drone leash, 7 VP to win Objective Grab) change in a game?',
      source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Casualties; Morale › Rout Test, Routed; Movement › Moving Through Difficult Terrain; Special Actions › Interact; Missions; Unit Traits › Drone', catalogue: [...new Set(WHAT_IFS.map((w) => w.item)), 'EX-112'] },
      pairs: 1000,
    },
    arms,
  ),
  charts: [
    { kind: 'forest', metric: 'length', title: 'Game length: each what-if minus the game as printed (rounds)' },
    { kind: 'forest', metric: 'scoreA', title: "Line Patrol's score: each what-if minus the game as printed" },
  ],
  chunkSize: 8,
  answer,
});

/** Every what-if switch is measured here (a new one in rules.ts must be added). */
export const COVERS_EVERY_WHAT_IF = WHAT_IF_VARIANTS.every((name) => WHAT_IFS.some((w) => w.variant === name));
