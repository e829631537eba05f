/**
 * Jovian Wars JW-113 (002_f697cf6215cb147c.txt, Traits › Renowned: "This ship adds +1 to its Skill rating ... If
 * Destroyed this model is worth +20% Victory Points per instance. If Captured this model is worth +30% Victory Points
 * per instance."): how much does a Renowned ship change the final score margin and the result, and does the heuristic
 * protect it or go for it? No printed card has Renowned: the CEGA Battle Group's Uller (55 TV, its largest ship) is
 * made Renowned x1 or x2 by the illustrative side field `renowned` (cards.ts, renowned.ts), against the Jovian Strike
 * Group, heuristic player both sides, pairs with the sides swapped, the same seeds in every arm.
 *
 * Each game's final position is scored three ways (renowned.ts): the engine's (`renowned-vp=bonus`, the default),
 * without the Renowned share (the same position, plain multipliers) and under `renowned-vp=multiplier`. So the share's
 * own effect is read on the same games, and the arms' difference against the plain fleet adds what Skill + N and the
 * players' reactions do.
 */
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { FleetSide } from '../../src/systems/jovian-wars/cards.ts';
import { addRenownedVictoryPoints } from '../../src/systems/jovian-wars/renowned.ts';
import { meanMetric as m, pairDiff as diff, pairMean as mean } from './_pairText.ts';

const game = findGame('jovian-wars');
const CEGA = loadSide(game, 'preset:cega-battle-group') as FleetSide;
/** The ship made Renowned: the first capital ship of the CEGA Battle Group. */
export const SHIP = 'uller';

const match = (instances: number): MatchParams => ({
  system: game.id,
  sideA: instances > 0 ? { ...CEGA, name: `${CEGA.name} (Renowned Uller x${instances})`, renowned: `${SHIP} x${instances}` } : CEGA,
  sideB: loadSide(game, 'preset:jovian-strike-group'),
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, []),
});

export const ARMS: MatchArm[] = [
  { id: 'plain', label: 'CEGA Battle Group as printed', params: match(0), baseline: null },
  { id: 'renowned-1', label: 'Uller Renowned x1 (illustrative)', params: match(1), baseline: 'plain' },
  { id: 'renowned-2', label: 'Uller Renowned x2 (illustrative)', params: match(2), baseline: 'plain' },
];

/** The final position's Victory Points by seat: `reading` 'none' scores it without the Renowned share. */
export function scored(state: JovianState, reading: 'none' | 'bonus' | 'multiplier'): number[] {
  const had = state.renowned;
  state.renowned = false;
  const vp = state.victoryPoints();
  state.renowned = had;
  if (reading !== 'none') addRenownedVictoryPoints(state.units, reading, vp);
  return vp;
}

/** Per game: the side without the ship's fire decisions, all of them at capital ships and those at the ship. */
interface Fire {
  atCapitals: number;
  atShip: number;
}

const WATCH: PairObserver<JovianState, Fire> = {
  statistics: [],
  start(record) {
    Object.assign(record, { margin: 0, marginPlain: 0, shareEffect: 0, marginMultiplier: 0, flipped: 0, flippedMultiplier: 0, shipDestroyed: 0, shipCrippled: 0, shipCaptured: 0, shipTargeted: 0 });
  },
  play(state, seats) {
    const f: Fire = { atCapitals: 0, atShip: 0 };
    // Only the CEGA fleet has an Uller.
    const ship = state.units.find((u) => u.capital && u.card.startsWith(SHIP))!;
    playToEnd(state, seats, (mover, action) => {
      if (mover === ship.owner) return;
      const o = state.options()[action];
      if (!o || o.kind !== 'fire') return;
      const target = state.units[o.target];
      if (!target.capital) return;
      f.atCapitals++;
      if (target === ship) f.atShip++;
    });
    return f;
  },
  read(state, seatOfA, record: PairRecord, played) {
    const f = played!;
    const margin = (vp: number[]) => vp[seatOfA] - vp[1 - seatOfA];
    const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);
    const engine = margin(scored(state, 'bonus'));
    const plain = margin(scored(state, 'none'));
    const multiplier = margin(scored(state, 'multiplier'));
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    add('margin', engine);
    add('marginPlain', plain);
    // The share's own effect, kept per pair so its interval is over pairs (the two margins are the same games scored twice).
    add('shareEffect', engine - plain);
    add('marginMultiplier', multiplier);
    add('flipped', sign(engine) !== sign(plain) ? 1 : 0);
    add('flippedMultiplier', sign(multiplier) !== sign(plain) ? 1 : 0);
    const ship = state.units.find((u) => u.owner === seatOfA && u.card.startsWith(SHIP))!;
    add('shipDestroyed', ship.status === 'destroyed' ? 1 : 0);
    add('shipCrippled', ship.status === 'crippled' ? 1 : 0);
    add('shipCaptured', ship.side !== ship.owner ? 1 : 0);
    add('shipTargeted', f.atCapitals > 0 ? f.atShip / f.atCapitals : 0);
  },
};

export const renownedTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCH);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  margin: { kind: 'mean', label: "A's Victory Points minus B's (renowned-vp=bonus, the engine's)", unit: 'VP per game' },
  marginPlain: { kind: 'mean', label: "The same, the same positions scored without the Renowned share", unit: 'VP per game' },
  shareEffect: { kind: 'mean', label: "The Renowned share's own effect on A's margin: the engine's margin minus the same positions scored without it", unit: 'VP per game' },
  marginMultiplier: { kind: 'mean', label: 'The same, the same positions scored under renowned-vp=multiplier', unit: 'VP per game' },
  flipped: { kind: 'mean', label: 'Games whose result the Renowned share (bonus) changes', unit: 'share of games' },
  flippedMultiplier: { kind: 'mean', label: 'Games whose result the Renowned share (multiplier) changes', unit: 'share of games' },
  shipDestroyed: { kind: 'mean', label: 'The Uller ends Destroyed', unit: 'share of games' },
  shipCrippled: { kind: 'mean', label: 'The Uller ends Crippled', unit: 'share of games' },
  shipCaptured: { kind: 'mean', label: 'The Uller ends Captured', unit: 'share of games' },
  shipTargeted: { kind: 'mean', label: "The Jovian player's fire decisions at capital ships aimed at the Uller", unit: 'share per game' },
};


export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const plain = arm('plain');
  const lines = [
    `JW-113 baseline (CEGA Battle Group against the Jovian Strike Group, ${groupThousands(2 * plain.trials)} games an arm, heuristic both sides): A's margin ${mean(plain, 'margin', 'VP')}, A's score ${mean(plain, 'scoreA', 'points per game')}; the Uller ends Destroyed in ${mean(plain, 'shipDestroyed', '%', 100)} of games, Crippled in ${mean(plain, 'shipCrippled', '%', 100)}, Captured in ${mean(plain, 'shipCaptured', '%', 100)}; ${mean(plain, 'shipTargeted', '%', 100)} of the Jovian fire decisions at capital ships aim at it.`,
  ];
  for (const id of ['renowned-1', 'renowned-2']) {
    const a = arm(id);
    const n = id.endsWith('2') ? 2 : 1;
    const score = diff(a, 'scoreA', 'points per game');
    const margin = diff(a, 'margin', 'VP');
    const skillOnly = diff(a, 'marginPlain', 'VP');
    const targeted = diff(a, 'shipTargeted', 'percentage points', 100);
    const destroyed = diff(a, 'shipDestroyed', 'percentage points', 100);
    lines.push(
      `Renowned x${n} (Skill ${3 + n}; +${20 * n}% of its 55 TV to the enemy if Destroyed, +${30 * n}% to a captor): against the plain fleet A's score changes by ${score.text} and A's margin by ${margin.text}${score.clear || margin.clear ? '' : ' (no change the 95% interval supports)'}. Scored without the share, the same positions' margin changes by ${skillOnly.text} (Skill + ${n} and the players' reactions alone); the share itself moves the margin from ${mean(a, 'marginPlain', 'VP')} to ${mean(a, 'margin', 'VP')} on the same games and changes the result of ${mean(a, 'flipped', '% of games', 100)} (multiplier reading: margin ${mean(a, 'marginMultiplier', 'VP')}, results changed ${mean(a, 'flippedMultiplier', '% of games', 100)}). The Uller ends Destroyed ${mean(a, 'shipDestroyed', '%', 100)} (${destroyed.text} against the plain fleet); the Jovian player aims ${mean(a, 'shipTargeted', '%', 100)} of its capital-ship fire decisions at it (${targeted.text}).`,
    );
  }
  const targeted = (id: string) => ({ ...diff(arm(id), 'shipTargeted', 'pp', 100), ci: arm(id).vsBaseline!.shipTargeted.ci.map((x) => 100 * x) });
  const t1 = targeted('renowned-1');
  const t2 = targeted('renowned-2');
  const scores = ['renowned-1', 'renowned-2'].map((id) => diff(arm(id), 'scoreA', 'points per game'));
  const margins = ['renowned-1', 'renowned-2'].map((id) => diff(arm(id), 'margin', 'VP'));
  const skill = ['renowned-1', 'renowned-2'].map((id) => diff(arm(id), 'marginPlain', 'VP'));
  // The share's own effect: the engine's margin minus the same games scored without it, a per-pair metric (shareEffect).
  const share = ['renowned-1', 'renowned-2'].map((id) => {
    const e = m(arm(id), 'shareEffect');
    return { text: formatMeanDifference(e.mean, e.ci, arm(id).trials, 'VP', 'pairs'), clear: e.ci[0] > 0 || e.ci[1] < 0, up: e.mean > 0 };
  });
  const shareWords = share.map((d) => (d.clear ? (d.up ? 'a gain the interval supports' : 'a cost the interval supports') : 'not separated from 0'));
  const flips = ['renowned-1', 'renowned-2'].map((id) => mean(arm(id), 'flipped', '%', 100));
  // Whether Renowned helps its owner, per multiplier: only where A's score changes clearly. That the Skill outweighs
  // the points the share hands over is a claim about the margin, so it is made only where the margin clearly rises too.
  const owner = scores.map((d, k) => {
    if (!d.clear) return `at x${k + 1} it is not shown to help or hurt its owner`;
    if (!d.up) return `at x${k + 1} it costs its owner score`;
    const m = margins[k];
    return m.clear && m.up
      ? `at x${k + 1} it helps its owner, score and margin (${m.text}): the Skill is worth more than the points the share hands over`
      : `at x${k + 1} it raises its owner's score, but its margin (${m.text}) does not show the Skill outweighing the points the share hands over`;
  });
  // How far the share of fire at the ship moves: the far end of either interval, so "at most" is what the data allow.
  const fireShift = [t1, t2].filter((d) => d.clear).length > 0 ? Math.max(...[t1, t2].flatMap((d) => d.ci.map(Math.abs))) : 0;
  const fireClearAt = [t1, t2].map((d, k) => (d.clear ? `x${k + 1}` : '')).filter(Boolean);
  lines.push(
    `JW-113 verdict: against the plain fleet, Renowned x1 / x2 changes A's score by ${scores[0].text} / ${scores[1].text} (${scores.map((d) => (d.clear ? `${d.up ? 'a gain' : 'a loss'} the interval supports` : 'no change the interval supports')).join(' / ')}). Two effects pull apart: Skill + N (the same positions scored without the share: margin ${skill[0].text} / ${skill[1].text}) and the Victory Point share, which only ever adds to the enemy's or a captor's score: on the same games it changes the Renowned side's margin by ${share[0].text} / ${share[1].text} (${share.every((d) => !d.clear) ? 'neither separated from 0' : shareWords.join(' / ')}; paired: each game scored with and without the share) and changes the result of ${flips[0]} / ${flips[1]} of games (close games only). Given for free, as here, ${owner.join('; ')}. Under renowned-vp=multiplier a Destroyed ship stays worth 0 (0 x 1.2)${['renowned-1', 'renowned-2'].every((id) => m(arm(id), 'shipCaptured').mean === 0) ? ' and no Uller was Captured, so that reading changes no game here' : ''}. The heuristic does not read Renowned: its evaluation (index.ts evaluate) values a ship at its TV and state, so it neither protects nor hunts the Renowned ship for its points; ${t1.clear || t2.clear ? `the share of Jovian fire at it moves${fireClearAt.length === 1 ? ` at ${fireClearAt[0]} only` : ''}, by at most ${shown(fireShift, 1)} percentage points (the intervals' far ends: ${t1.text} at x1, ${t2.text} at x2), as a ship that fares better draws fire differently, not for its points` : `the share of Jovian fire at it does not move by an amount the interval supports (${t1.text} at x1, ${t2.text} at x2)`}. A player who knows the bonus would value destroying a Renowned xN ship at 1 + 0.2N times its TV; the heuristic does not.`,
    'Illustrative: no printed card has Renowned and its cost is not printed, so the Renowned fleets pay nothing for it (the TV stays 250). Rules at their default readings; "Destroyed" is the state (Dead or Explode): a Crippled ship gives no share.',
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-renowned',
    title: 'Renowned: how much a Renowned ship changes the score margin and the result',
    question: 'How much does a Renowned ship (Skill +1 per instance; +20% Victory Points per instance if Destroyed, +30% if Captured) change the final score margin and who wins, and does the heuristic protect it or target it (JW-113)?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits › Renowned; Victory Conditions › Victory Points', catalogue: ['JW-113'] },
    pairs: 2000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: renownedTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'margin', title: "A's Victory Point margin by Renowned instances" }],
});
