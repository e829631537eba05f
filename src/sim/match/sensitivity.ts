/**
 * Which rule readings matter? A reusable experiment type: one matchup played
 * under the game's default readings and under every other value of every
 * named variant, one change at a time, on the same seeds (so each difference
 * from the defaults is paired game by game). The answer ranks the readings by
 * how much they move A's score and the game length, naming only those whose
 * interval excludes no change: the ambiguities a designer should settle first.
 */
import type { ArmResult, Difference, ExperimentResult, SourceRef } from '../result.ts';
import type { ExperimentSpec } from '../experiment.ts';
import { sideOf } from '../../game/loadSide.ts';
import type { Side } from '../../game/definition.ts';
import { findGame } from '../../game/registry.ts';
import { chooseGameVariants } from '../../game/variants.ts';
import type { MatchParams } from '../../game/matchSetup.ts';
import { signedBound, signedEstimate } from '../../report/format.ts';
import { matchExperiment, type MatchArm } from './matchExperiment.ts';
import { replaysEveryPair } from './pairPools.ts';
import { atStrength, atStrengths, chartsAtStrengths, strengthAgreement, strengthsIn, type AgentStrength } from './strengths.ts';

export interface SensitivitySpec {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  system: string;
  a: { side: string | Side; agent: string };
  b: { side: string | Side; agent: string };
  /** Pairs of games per reading. */
  pairs: number;
  /** Variants to vary (default: every variant the game declares). */
  variants?: readonly string[];
  /**
   * Values that are study settings, not readings of the rulebook (`name=value`, e.g. a density sweep carried by a
   * variant): not played. Each must name a declared value, so a renamed one fails loudly instead of sneaking back in.
   */
  except?: readonly string[];
  /** Play every reading again at each further strength (strengths.ts); the first is the agents above. */
  strengths?: readonly AgentStrength[];
}

const DEFAULTS = 'defaults';

/**
 * "40 games each", counting distinct games: a mirror whose player draws nothing from its stream plays each pair's
 * game twice (pairPools.ts replaysEveryPair), so its pairs are its games; pairs when the arms differ in that.
 */
function gamesEach(result: ExperimentResult): string {
  const pairs = result.arms[0].trials;
  const replays = result.arms.map(replaysEveryPair);
  if (replays.every(Boolean)) return `${pairs.toLocaleString('en-US')} distinct games each (a deterministic player in a mirror plays each pair's game twice)`;
  if (!replays.some(Boolean)) return `${(2 * pairs).toLocaleString('en-US')} games each`;
  return `${pairs.toLocaleString('en-US')} pairs of games each`;
}

function ranked(result: ExperimentResult, metric: string, unit: string): string {
  const moved = result.arms
    .filter((arm) => arm.vsBaseline?.[metric])
    .map((arm) => ({ label: arm.label, d: arm.vsBaseline![metric] as Difference }))
    .filter(({ d }) => d.ci[0] > 0 || d.ci[1] < 0)
    .sort((x, y) => Math.abs(y.d.diff) - Math.abs(x.d.diff));
  const games = gamesEach(result);
  if (moved.length === 0) return `No reading clearly changes ${unit} (${games}, 95% intervals all include 0).`;
  const show = ({ label, d }: (typeof moved)[number]) => `${label} ${signedEstimate(d.diff, d.ci, 3)} (${signedBound(d.ci[0], 3)} to ${signedBound(d.ci[1], 3)})`;
  return `Readings that clearly change ${unit}, largest first (paired against the defaults, ${games}, 95% intervals): ${moved.map(show).join('; ')}.`;
}

export function sensitivityAnswer(result: ExperimentResult): string[] {
  const strengths = strengthsIn(result);
  if (strengths.length < 2) return oneStrengthAnswer(result);
  return [
    ...strengths.flatMap((strength) => oneStrengthAnswer(atStrength(result, strength)).map((line) => `With ${strength}: ${line}`)),
    strengthAgreement(result, 'length', 'readings (game length)'),
    strengthAgreement(result, 'scoreA', "readings (A's score)"),
  ];
}

/**
 * Readings under which every paired game came out exactly as under the defaults, in every metric: the rule never came
 * into play with these sides and players (a trait no card carries, a situation the players never reach), or the reading
 * plays as the default does (a per-trait reading equal to the chapter the default follows), so the table's "no clear
 * difference" for it means untested, not harmless.
 */
function untouched(result: ExperimentResult): string | null {
  const idle = result.arms.filter((arm) => {
    const differences = Object.values(arm.vsBaseline ?? {});
    return differences.length > 0 && differences.every((d) => d.diff === 0 && d.ci[0] === 0 && d.ci[1] === 0);
  });
  if (idle.length === 0) return null;
  return `Readings that changed no game at all (every paired game the same as under the defaults, in every measure: the rule never came up with these sides and players, or the reading plays as the default one does), so they are untested here, not shown harmless: ${idle.map((arm) => arm.label).join(', ')}.`;
}

function oneStrengthAnswer(result: ExperimentResult): string[] {
  const compared = result.arms.length - 1;
  const answer = [ranked(result, 'length', 'game length'), ranked(result, 'scoreA', "A's score per game")];
  const idle = untouched(result);
  if (idle) answer.push(idle);
  // Many readings at 95% each: about one in twenty clears 0 by chance alone.
  if (compared >= 10) answer.push(`${compared} readings are compared at 95% each, so about ${Math.round(compared * 0.05)} of those listed could be chance; trust the large effects first and rerun the small ones with more games.`);
  return answer;
}

export function variantSensitivity(spec: SensitivitySpec): ExperimentSpec<MatchParams> {
  const game = findGame(spec.system);
  const defaults = chooseGameVariants(game, []);
  const names = spec.variants ?? Object.keys(game.variants);
  for (const name of names) if (!Object.hasOwn(game.variants, name)) throw new Error(`sensitivity ${spec.id}: ${game.id} has no variant '${name}'; variants: ${Object.keys(game.variants).join(', ')}`);
  const except = new Set(spec.except ?? []);
  for (const entry of except) {
    const [name, value] = entry.split('=');
    if (!Object.hasOwn(game.variants, name) || !game.variants[name].values.includes(value) || value === defaults[name]) {
      throw new Error(`sensitivity ${spec.id}: except '${entry}' is not a non-default value of a ${game.id} variant`);
    }
  }
  const params = (variants: Readonly<Record<string, string>>): MatchParams => ({
    system: game.id,
    sideA: sideOf(game, spec.a.side, `sensitivity ${spec.id} side a`),
    sideB: sideOf(game, spec.b.side, `sensitivity ${spec.id} side b`),
    agentA: spec.a.agent,
    agentB: spec.b.agent,
    variants,
  });
  const arms: MatchArm[] = [{ id: DEFAULTS, label: 'every default reading', params: params(defaults) }];
  for (const name of names) {
    for (const value of game.variants[name].values) {
      if (value === defaults[name] || except.has(`${name}=${value}`)) continue;
      arms.push({ id: `${name}-${value}`, label: `${name}=${value}`, params: params({ ...defaults, [name]: value }), baseline: DEFAULTS, coords: { variant: name, value } });
    }
  }
  if (arms.length < 2) throw new Error(`sensitivity ${spec.id}: ${game.id} has no variant with a second reading`);
  const strengths = spec.strengths ?? [];
  const base = matchExperiment({ id: spec.id, title: spec.title, question: spec.question, pairs: spec.pairs, source: spec.source }, atStrengths(arms, strengths));
  return {
    ...base,
    charts: chartsAtStrengths(
      [
        { kind: 'forest', metric: 'length', title: 'Game length: each reading minus the defaults' },
        { kind: 'forest', metric: 'scoreA', title: "A's score: each reading minus the defaults" },
      ],
      strengths,
    ),
    answer: sensitivityAnswer,
  };
}

/**
 * What a second-strength experiment replays of a variant-sensitivity result, said as it is: readings picked by their
 * estimates in a run of this experiment, not re-picked from each run's intervals. From this result: which of them are
 * not clear now, and which readings are clear now but replayed at no second strength. `chosen`: the readings of this
 * experiment the replayer plays; `replayed`: every reading it plays (some for other questions).
 * Example: replayedLine(result, 'ex-second-strength', ['qualitySave=on'], new Set(['qualitySave=on', 'roundCap=6'])).
 */
export function replayedLine(result: ExperimentResult, replayer: string, chosen: readonly string[], replayed: ReadonlySet<string>): string {
  const clear = (arm: ArmResult, metric: string) => {
    const d = arm.vsBaseline?.[metric];
    return d !== undefined && (d.ci[0] > 0 || d.ci[1] < 0);
  };
  const moves = (arm: ArmResult) => clear(arm, 'length') || clear(arm, 'scoreA');
  const byLabel = new Map(result.arms.map((arm) => [arm.label, arm]));
  const unclear = chosen.filter((reading) => byLabel.has(reading) && !moves(byLabel.get(reading)!));
  const missed = result.arms.filter((arm) => arm.vsBaseline && moves(arm) && !replayed.has(arm.label)).map((arm) => arm.label);
  const list = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  return [
    `${replayer} replays ${list(chosen)} with a second agent strength (the one-ply greedy player with sampled dice, both sides) and says whether each verdict holds; they were chosen by their estimates in an earlier run of this experiment, not from this run's intervals.`,
    unclear.length === 0 ? 'In this run each of them clearly changes game length or the score.' : `In this run ${list(unclear)} ${unclear.length === 1 ? 'moves' : 'move'} neither game length nor the score clearly (every interval includes 0).`,
    missed.length === 0 ? '' : `Clear in this run but replayed at no second strength: ${list(missed)}.`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}
