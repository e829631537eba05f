/**
 * Rattle and Rend RR-010 (004_c41133d86b017ece.txt, Tactics › Shield-Brothers,
 * pink box): "PLAYTESTING NEEDED: It may be that the short range is too
 * restrictive to make this an attractive, viable option for players to want to
 * select." Shield-Brothers gives a Will bonus within S of an allied non-Ward
 * Element. No example warband takes it, so the Dwarven Throng (a tight block of
 * four Fighters) takes it in place of Riders, against the Vampire Court, both
 * played by the heuristic player: the printed preset, Shield-Brothers at S as
 * written and at M (variant shield-brothers=medium), paired game by game. The
 * per-attack effect is exact, from the attack pipeline. How often the range
 * matters is read at every Will check the Throng rolls: whether a non-Ward ally
 * in play then stands within S, and within M (centre to centre, the engine's
 * allyWithin). The greedy player's check is rr-rules-greedy.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat } from '../../src/game/playGame.ts';
import { matchExperiment, matchMetrics, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { hypot, IN_PLAY } from '../../src/systems/rattle-and-rend/board.ts';
import { BAND_MM, WARD } from '../../src/systems/rattle-and-rend/rules.ts';
import { CK_CHECK, WILL, type RrState } from '../../src/systems/rattle-and-rend/state.ts';
import { addReadings, pooled, readingMetrics, share, startReadings, type RatioTable } from './game-facts.ts';

const PAIRS = 800;
const throng = rattleAndRend.presets['dwarven-throng'];
const brothers = { ...throng, name: 'Dwarven Throng (Death-Defiers, Shield-Brothers)', tactic2: 'shield-brothers' };
const court = rattleAndRend.presets['vampire-court'];
const game = (sideA: typeof throng, range: string) => ({
  system: rattleAndRend.id,
  sideA,
  sideB: court,
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(rattleAndRend, [`shield-brothers=${range}`]),
});

const arms: MatchArm[] = [
  { id: 'preset', label: 'Dwarven Throng as printed (Death-Defiers, Riders)', params: game(throng, 'short') },
  { id: 'short', label: 'Shield-Brothers at S (as written)', params: game(brothers, 'short'), baseline: 'preset' },
  { id: 'medium', label: 'Shield-Brothers at M', params: game(brothers, 'medium'), baseline: 'short' },
];

// ---- How often an ally is near when a Will check comes ---------------------------------------

export const READINGS = {
  willChecks: { label: 'Will checks the Dwarven Throng rolled', unit: 'per game (a Poisoners re-roll of a critical counts again)' },
  willAllyS: { label: 'of them with a non-Ward ally within S', unit: 'per game' },
  willAllyM: { label: 'of them with a non-Ward ally within M', unit: 'per game' },
} as const;
export const SHARES: RatioTable = { allyS: ['willAllyS', 'willChecks'], allyM: ['willAllyM', 'willChecks'] };

/** The nearest non-Ward ally in play of Element i, centre to centre (Infinity with none): what allyWithin measures. */
export function nearestAlly(s: RrState, i: number): number {
  let nearest = Infinity;
  for (let k = 0; k < s.n; k++) {
    if (k === i || s.side[k] !== s.side[i] || s.status[k] !== IN_PLAY || s.type[k] === WARD) continue;
    nearest = Math.min(nearest, hypot(s.x[k] - s.x[i], s.y[k] - s.y[i]));
  }
  return nearest;
}

interface WillTally {
  checks: [number, number];
  allyS: [number, number];
  allyM: [number, number];
}

/** Plays the game as playToEnd does, looking at each Will check as it is about to be rolled. */
function playCounted(state: RrState, seats: readonly [Seat, Seat]): WillTally {
  const t: WillTally = { checks: [0, 0], allyS: [0, 0], allyM: [0, 0] };
  playToEnd(state, seats, undefined, () => {
    if (state.chanceKind !== CK_CHECK || state.checkKind !== WILL) return;
    const who = state.checkWho;
    const seat = state.side[who];
    const nearest = nearestAlly(state, who);
    t.checks[seat]++;
    if (nearest <= BAND_MM[1]) t.allyS[seat]++;
    if (nearest <= BAND_MM[2]) t.allyM[seat]++;
  });
  return t;
}

const OBSERVER: PairObserver<RrState, WillTally> = {
  start: (record) => startReadings(record, READINGS, SHARES),
  play: playCounted,
  read: (_state, seatOfA, record, t) => addReadings(record, { willChecks: t!.checks[seatOfA], willAllyS: t!.allyS[seatOfA], willAllyM: t!.allyM[seatOfA] }, READINGS, SHARES),
};
export const shieldTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

/** Exact P(removed) when Fighters attack Fighters, the target with or without the Shield-Brothers bonus. */
function removal(brothersInRange: boolean): number {
  const attack = rattleAndRendAttack.compile({ attacker: 'fighters', target: 'fighters', 'target-tactic': brothersInRange ? ['shield-brothers'] : [] }, {});
  return summariseExact(attack.model, attack.exact()).outcomes.removed;
}

function answer(result: ExperimentResult): string[] {
  const [preset, short, medium] = result.arms;
  const atS = short.vsBaseline!.scoreA;
  const toM = medium.vsBaseline!.scoreA;
  const score = preset.metrics.scoreA as MeanMetric;
  const viable = atS.ci[0] > 0 ? 'already a viable pick at S' : atS.ci[1] < 0 ? 'a worse pick at S than the printed Riders' : 'not shown to be better or worse than the printed Riders at S';
  const widen = toM.ci[0] > 0 ? 'clearly helps' : toM.ci[1] < 0 ? 'clearly hurts' : 'makes no clear difference';
  const pct = (x: number) => `${shown(100 * x, 1)}%`;
  const near = (arm: (typeof result.arms)[number]) => `within S ${share([arm], 'allyS', 'Will checks', SHARES)}, within M ${share([arm], 'allyM', 'Will checks', SHARES)}`;
  const [sShare, mShare] = (['allyS', 'allyM'] as const).map((id) => share([short], id, 'Will checks', SHARES));
  // The range's reach: the bonus is off at every Will check without an ally within S; M's share is where it would be on.
  const [atSReach, atMReach] = (['allyS', 'allyM'] as const).map((id) => pooled([short], id, SHARES));
  const reach =
    atSReach.ci[1] < 0.5 && atMReach.ci[0] > atSReach.ci[1]
      ? `So the S range leaves the bonus off at most of the Throng's Will checks, and M would reach clearly more of them (about ${shown(atMReach.p / atSReach.p, 1)} times as many).`
      : atMReach.ci[0] > atSReach.ci[1]
        ? `M would reach clearly more of the Throng's Will checks than S (about ${shown(atMReach.p / atSReach.p, 1)} times as many).`
        : "M is not shown to reach more of the Throng's Will checks than S.";
  return [
    `For the Dwarven Throng against the Vampire Court (heuristic player), Shield-Brothers is ${viable}: ${pairedChange(atS, short.trials, 'per game')} against the printed preset (${formatMean(score.mean, score.ci, 2 * preset.trials, 'per game', 'games')}); widening it from S to M ${widen}: ${pairedChange(toM, medium.trials, 'per game')} against Shield-Brothers at S (the M arm's baseline is the S arm, not the preset).`,
    `Points the Throng loses per game: Shield-Brothers at S ${pairedChange(short.vsBaseline!.removedByB, short.trials, 'points')} against the preset; at M ${pairedChange(medium.vsBaseline!.removedByB, medium.trials, 'points')} against S.`,
    `Per attack (exact, attack pipeline) the bonus cuts Fighters' removal by Fighters from ${pct(removal(false))} to ${pct(removal(true))}. How often it applies: when the Throng rolls a Will check, a non-Ward ally stands within S in ${sShare} and within M in ${mShare} (Shield-Brothers at S, as the heuristic player places its Elements; 95% intervals over the games' clustered checks). By arm: as printed ${near(preset)}; at S ${near(short)}; at M ${near(medium)}. ${reach} ${toM.ci[0] > 0 && atS.ci[0] > 0 ? 'S is not too restrictive to be viable, and M makes it stronger still: printing M would be a buff, not a fix.' : toM.ci[0] > 0 ? 'M range is clearly better in play, so the S range is what holds the Tactic back: printing M would fix it.' : 'M range is not clearly better in play, so the S range is not shown to be what holds the Tactic back; a designer could instead widen the bonus (e.g. also to Morale checks).'}`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'rr-shield-brothers',
      title: 'Shield-Brothers at S or M range?',
      question: 'Is the short range too restrictive to make Shield-Brothers an attractive, viable option, and would M range fix it?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Tactics › Shield-Brothers', catalogue: ['RR-010'] },
      pairs: PAIRS,
    },
    arms,
  ),
  trial: shieldTrial,
  metrics: { ...matchMetrics(rattleAndRend.id), ...readingMetrics(READINGS, SHARES) },
  charts: [
    { kind: 'forest', metric: 'scoreA', title: "Dwarven Throng's score: each arm minus the one above it" },
    { kind: 'arms', metric: 'removedByB', title: 'Points the Dwarven Throng loses per game' },
  ],
  answer,
});
