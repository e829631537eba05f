/**
 * Exoshift EX-013 (001_9ac883e80b2d20e9.txt, Actions › Secondary Actions: "Any
 * time a unit takes a secondary action, increase its Disruption by 1"): is a
 * Secondary worth its Disruption and its CP? Three players that differ only in
 * how they weigh Secondary actions (Snap Fire, March, Rest, a Secondary
 * Interact), settings of the heuristic player (`heuristic:secondaries=...`,
 * src/systems/exoshift/ai.ts): `never` (primary-only), `weighed` (the default:
 * a Secondary's worth less its CP price) and `eager` (secondary-heavy: its CP
 * price not counted, so any Secondary that does anything is taken). Each
 * meets each, on Control Points, with two forces against themselves (Sol Line
 * Patrol, individual models; Sol Fireteams, units of several models), in pairs
 * of games with the sides swapped. The Disruption a Secondary adds is paid in
 * the game (worse Quality for focus, tests and casualty rolls taken: see
 * ex-disruption-casualties), so the score is its whole cost against the tempo
 * gained.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean } from '../../src/report/format.ts';

const game = findGame('exoshift');
const variants = chooseGameVariants(game, []);

export const FORCES = [
  { id: 'patrol', preset: 'sol-line-patrol', label: 'Sol Line Patrol' },
  { id: 'fireteams', preset: 'sol-fireteams', label: 'Sol Fireteams' },
] as const;

export const STYLES = { never: 'primary-only', weighed: 'the default (weighed)', eager: 'secondary-heavy' } as const;
type Style = keyof typeof STYLES;
/** Side A's style against side B's. */
export const MEETINGS: readonly { a: Style; b: Style }[] = [
  { a: 'eager', b: 'never' },
  { a: 'never', b: 'weighed' },
  { a: 'eager', b: 'weighed' },
];

const agent = (style: Style) => (style === 'weighed' ? 'heuristic' : `heuristic:secondaries=${style}`);
export const armId = (m: { a: Style; b: Style }, force: string) => `${m.a}-vs-${m.b}-${force}`;

const arms: MatchArm[] = MEETINGS.flatMap((m) =>
  FORCES.map((force) => {
    const side = loadSide(game, `preset:${force.preset}`);
    return {
      id: armId(m, force.id),
      label: `${STYLES[m.a]} vs ${STYLES[m.b]}, ${force.label} mirror`,
      coords: { a: m.a, b: m.b, force: force.label },
      params: { system: game.id, sideA: side, sideB: side, agentA: agent(m.a), agentB: agent(m.b), variants },
    };
  }),
);

const meanOf = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const show = (arm: ArmResult, id: string, unit: string) => {
  const m = meanOf(arm, id);
  return formatMean(m.mean, [Math.max(0, m.ci[0]), m.ci[1]], 2 * m.n, unit, 'games');
};

/** "0.28 (0.25 to 0.31, 800 games), the default ahead": A's score with who the interval favours. */
function scoreText(arm: ArmResult, m: { a: Style; b: Style }): string {
  const s = meanOf(arm, 'scoreA');
  const who = s.ci[0] > 0.5 ? `${STYLES[m.a]} ahead` : s.ci[1] < 0.5 ? `${STYLES[m.b]} ahead` : 'not clearly apart';
  return `${arm.coords!.force} ${formatMean(s.mean, s.ci, 2 * s.n, '', 'games')}, ${who}`;
}

/** Whether A's score is clearly above (1), clearly below (-1) or not clearly apart from 0.5 (0) with every force. */
function together(arms: ArmResult[]): number {
  const signs = arms.map((arm) => {
    const ci = meanOf(arm, 'scoreA').ci;
    return ci[0] > 0.5 ? 1 : ci[1] < 0.5 ? -1 : 0;
  });
  return signs.every((x) => x === signs[0]) ? signs[0] : 0;
}

function answer(result: ExperimentResult): string[] {
  const of = (m: { a: Style; b: Style }) => FORCES.map((force) => result.arms.find((a) => a.id === armId(m, force.id))!);
  const lines = MEETINGS.map((m) => {
    const arms = of(m);
    const verdict = together(arms);
    const settled = verdict > 0 ? `${STYLES[m.a]} clearly wins with both forces` : verdict < 0 ? `${STYLES[m.b]} clearly wins with both forces` : 'no style clearly wins with both forces';
    const detail = arms
      .map((arm) => `${arm.coords!.force}: actions a game ${show(arm, 'actionsA', '')} by ${STYLES[m.a]}; models taken out ${show(arm, 'killsA', '')} by ${STYLES[m.a]}, ${show(arm, 'killsB', '')} by ${STYLES[m.b]}; victory points ${show(arm, 'vpA', '')} against ${show(arm, 'vpB', '')}`)
      .join('. ');
    return `${STYLES[m.a]} against ${STYLES[m.b]} (A's score, win 1, draw 1/2; 95% intervals): ${arms.map((arm) => scoreText(arm, m)).join('; ')}: ${settled}. ${detail}.`;
  });
  const heavyVsOnly = together(of(MEETINGS[0]));
  return [
    `EX-013, the headline: a secondary-heavy player against a primary-only one, ${heavyVsOnly > 0 ? 'the secondary-heavy player clearly wins: the tempo of Secondary actions is worth more than the Disruption they add' : heavyVsOnly < 0 ? 'the primary-only player clearly wins: the Disruption and CP of Secondary actions cost more than their tempo' : 'neither clearly wins with both forces'}.`,
    ...lines,
    'The styles change only how Secondary actions are scored (ai.ts restyleSecondaries); bids, Primary actions, passing and focus bonuses are the default player\'s. "eager" is one way to play secondary-heavy (CP price not counted), not the best such player; the Sol Fireteams are illustrative units of the printed Sol Line Infantry.',
  ];
}

const base = matchExperiment(
  {
    id: 'ex-secondary-styles',
    title: 'Secondary actions: worth their Disruption?',
    question: 'Does a player that takes Secondary actions freely beat one that never takes them, and where does the default player stand?',
    pairs: 400,
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Actions › Secondary Actions; Player Turns › Action CP Cost', catalogue: ['EX-013'] },
  },
  arms,
);

const KEPT = ['pair', 'scoreA', 'length', 'vpA', 'vpB', 'killsA', 'killsB', 'actionsA', 'actionsPerTurn', 'passes'];

export default defineExperiment({ ...base, metrics: Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEPT.includes(id))), answer });
