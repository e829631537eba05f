/**
 * Rattle and Rend RR-087 and RR-088 (004_c41133d86b017ece.txt, Core Mechanics
 * › Will Checks): "SUCCESS (AGAINST AN ENEMY ELEMENT): The Element remains in
 * play. Your opponent may move it up to its MOV value away from the
 * attacker", and on a CRITICAL SUCCESS one of two bonus effects, "1. Move up
 * to its MOV value in any direction" or "2. Move the enemy that forced the
 * check up to s range". What does each choice do to games?
 *
 * The engine takes one fixed option of each choice (a variant, not a player's
 * decision): will-success=withdraw (default: the attacker's side always moves
 * the target its full MOV away) or stays (never: the target stays in contact,
 * to be struck again); will-critical=push-attacker (default: option 2) or
 * step-away (option 1, straight away from the attacker). Each reading is
 * played on the same seeds as the default (paired), both sides by the
 * heuristic player, in four pairings of the example warbands (each one side A
 * once), each pairing its own part of the stream, sides swapped, setup
 * rolled. Since the reading applies to both sides, it moves scores only
 * through the warbands' styles; game length and removals show what it does.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference, formatPointsDifference, groupThousands } from '../../src/report/format.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { interval, keepMetrics, pairedEstimate, poolEstimates, titleWords, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');

/** The readings played, the default first: [id, variant setting or none]. */
export const READINGS_PLAYED = [
  ['default', null],
  ['stays', 'will-success=stays'],
  ['step-away', 'will-critical=step-away'],
] as const;
const NAMES: Readonly<Record<string, string>> = { stays: 'a successful target left in place (will-success=stays)', 'step-away': "a critical's bonus move taken by the Element itself, away from the attacker (will-critical=step-away)" };

const ids = Object.keys(game.presets);
/** Each example warband as side A once, against the next. */
export const PAIRINGS = ids.map((id, k) => [id, ids[(k + 1) % ids.length]] as const);

export const armId = (reading: string, pairing: readonly [string, string]): string => `${reading}-${pairing[0]}-vs-${pairing[1]}`;

export const ARMS: MatchArm[] = PAIRINGS.flatMap((pairing) =>
  READINGS_PLAYED.map(([reading, setting]) => ({
    id: armId(reading, pairing),
    label: `${reading}: ${titleWords(pairing[0])} vs ${titleWords(pairing[1])}`,
    coords: { reading, pairing: `${titleWords(pairing[0])} vs ${titleWords(pairing[1])}` },
    params: { system: game.id, sideA: game.presets[pairing[0]] as RrSide, sideB: game.presets[pairing[1]] as RrSide, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, setting ? [setting] : []) },
    baseline: setting ? armId('default', pairing) : null,
  })),
);

export const laneOf = (params: MatchParams): number => PAIRINGS.findIndex(([a, b]) => (params.sideA as RrSide).name === (game.presets[a] as RrSide).name && (params.sideB as RrSide).name === (game.presets[b] as RrSide).name);
const OBSERVER: PairObserver = { skip: (params) => STREAM_WORDS * laneOf(params), start: () => {}, read: () => {} };
export const willTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

const WHO = 'rr-will-moves';
const paired = (result: ExperimentResult, reading: string, pairing: readonly [string, string], metric: string): Estimate => pairedEstimate(result, armId(reading, pairing), armId('default', pairing), metric, WHO);
const pooled = (result: ExperimentResult, reading: string, metric: string): Estimate => poolEstimates(PAIRINGS.map((pairing) => paired(result, reading, pairing, metric)));
const mean = (e: Estimate, unit: string) => formatMeanDifference(e.mean, interval(e), e.games, unit, 'paired games');
const clearly = (e: Estimate): string => (interval(e)[0] > 0 ? 'clearly up' : interval(e)[1] < 0 ? 'clearly down' : 'not told apart');

export function answer(result: ExperimentResult): string[] {
  const lines = READINGS_PLAYED.filter(([, setting]) => setting).map(([reading]) => {
    const removed = pooled(result, reading, 'removedByA');
    const lost = pooled(result, reading, 'removedByB');
    const length = pooled(result, reading, 'length');
    const scores = PAIRINGS.map((pairing) => {
      const d = paired(result, reading, pairing, 'scoreA');
      return `${titleWords(pairing[0])} vs ${titleWords(pairing[1])} ${formatPointsDifference(d.mean, interval(d), d.games, 'paired games')}`;
    });
    return `${NAMES[reading]}: game length ${mean(length, 'rounds')} (${clearly(length)}), points removed by side A ${mean(removed, 'points per game')} and by side B ${mean(lost, 'points per game')}; side A's score by pairing: ${scores.join('; ')}.`;
  });
  return [
    `RR-087 and RR-088, each reading against the engine's (the attacker's side always moves a successful target its full MOV away; a critical always pushes the attacker back S), pooled over four pairings of the example warbands with equal weight, pair by pair on the same seeds, both sides by the heuristic player (95% intervals): ${lines.join(' ')}`,
    `Both choices are a player's in the text ("may move it"; "You may choose one of two"); the engine takes one fixed option each, so these readings bound what the choice is worth rather than play it well: a player choosing per situation could do better than either. ${groupThousands(result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0))} games in all, ${groupThousands(2 * (result.arms[0]?.trials ?? 0))} per arm, setup rolled.`,
  ];
}

const base = matchExperiment(
  {
    id: 'rr-will-moves',
    title: "A Will check's moves: the opponent's withdrawal and the critical's two bonus effects",
    question: 'What do the choices after a successful or critical Will check (withdraw the target or not; push the attacker or step away) do to games?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Core Mechanics › Will Checks', catalogue: ['RR-087', 'RR-088'] },
    pairs: 250,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...keepMetrics(base),
  trial: willTrial,
  answer,
  charts: [{ kind: 'forest', metric: 'length', title: 'Game length: each reading minus the default, pair by pair' }],
});
