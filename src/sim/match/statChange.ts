/**
 * A designer's stat change as an experiment: the same two sides played under a game's printed numbers and under the
 * data's `stats` value (the game's stats variant: `printed:ID.STAT=VALUE,...`, Rattle and Rend's `v03:...`), paired
 * game by game on the same seeds, both sides by the heuristic player, sides swapped within each pair. The answer is how
 * far the change moves A's score (the paired difference with its interval), where each set of numbers leaves the
 * matchup against the 45-55% band (stated only as far as the intervals go) and what the change does to game length.
 * `--set stats=...`, `--set a=...` and `--set b=...` (or a side's fields, when the sides are written inline) ask
 * another question without editing the experiment; a bad change, or a side the changed numbers make illegal, is one
 * line before any game.
 *
 * Example: statChangeExperiment({ id: 'sp-stat-lines', system: 'syndicate-protocol', stats: 'printed:lens.hp=20',
 *   a: 'preset:lens', b: 'preset:razor', pairs: 2000, ... }).
 */
import type { ExperimentSpec, Json, Setup } from '../experiment.ts';
import { InputError } from '../inputError.ts';
import type { ArmResult, ExperimentResult, MeanMetric, SourceRef } from '../result.ts';
import type { Side } from '../../game/definition.ts';
import { GameInputError } from '../../game/gameInputError.ts';
import { sideOf } from '../../game/loadSide.ts';
import type { MatchParams } from '../../game/matchSetup.ts';
import { findGame } from '../../game/registry.ts';
import { chooseGameVariants } from '../../game/variants.ts';
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { formatMean, pairedChange } from '../../report/format.ts';
import { DEFAULT_WIN_RATE_BAND } from '../../report/verdict.ts';
import { matchExperiment, runnerMetrics } from './matchExperiment.ts';

export interface StatChangeSpec {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  system: string;
  /** The change asked by default (the data's `stats`, `--set stats=...`). */
  stats: string;
  /** Side A and side B: a preset or file (`preset:lens`), or a side written inline (then `--set a.FIELD=...` works). */
  a: string | Side;
  b: string | Side;
  pairs: number;
  agent?: string;
}

/** What `--set` can change. */
export interface StatChangeData {
  [key: string]: Json;
  stats: string;
  a: string | Side;
  b: string | Side;
}

const BAND = DEFAULT_WIN_RATE_BAND;

/**
 * One arm's match under `stats`; a bad change or a side the changed numbers make illegal is one line naming it.
 * `badChange` words the first (what the designer set, and the reader's reason); a side's error names the numbers it met.
 */
export function matchUnder(
  spec: { id: string; system: string; agent?: string },
  stats: string,
  data: { a: string | Side; b: string | Side },
  badChange: (reason: string) => string = (reason) => `--set stats=${stats}: ${reason}`,
): MatchParams {
  const game = findGame(spec.system);
  try {
    const variants = chooseGameVariants(game, [`stats=${stats}`]);
    const sideA = sideOf(game, data.a, `${spec.id} data a`);
    const sideB = sideOf(game, data.b, `${spec.id} data b`);
    // Both sides are checked under these numbers (costs, loads) before any game is played.
    game.newGame({ sides: [sideA, sideB], variants, chance: Xoshiro128.stream(0, 0), log: false });
    const agent = spec.agent ?? 'heuristic';
    return { system: game.id, sideA, sideB, agentA: agent, agentB: agent, variants };
  } catch (error) {
    if (!(error instanceof GameInputError)) throw error;
    const own = `--variant stats=${stats}: `;
    throw new InputError(error.message.startsWith(own) ? `experiment ${spec.id}: ${badChange(error.message.slice(own.length))}` : `experiment ${spec.id} (stats=${stats}): ${error.message}`);
  }
}

export const scoreOf = (arm: ArmResult) => arm.metrics.scoreA as MeanMetric;
/** A's score within the band, or clear of it either way, as far as its interval goes. */
export const even = (arm: ArmResult) => scoreOf(arm).ci[0] >= BAND[0] && scoreOf(arm).ci[1] <= BAND[1];
export const clear = (arm: ArmResult) => scoreOf(arm).ci[0] > BAND[1] || scoreOf(arm).ci[1] < BAND[0];

/** The printed arm's label: "printed numbers", or "printed numbers (v03)" where the default names a version. */
export const printedLabel = (printed: string) => (printed === 'printed' ? 'printed numbers' : `printed numbers (${printed})`);

/** How `--set` changes a side: a preset or file whole (--set a=preset:ID), a side written inline field by field. */
export const sideHint = (key: 'a' | 'b', side: string | Side) => (typeof side === 'string' ? `--set ${key}=preset:ID` : `--set ${key}.FIELD=...`);

/** A's standing against B under one set of numbers: clear of 1/2 either way, even within the band, or not settled. */
function standing(arm: ArmResult): string {
  const s = scoreOf(arm);
  const score = formatMean(s.mean, s.ci, 2 * arm.trials, 'per game', 'games');
  const beyond = clear(arm) ? ', beyond the 45-55% band' : even(arm) ? ', yet within the 45-55% band' : '';
  if (s.ci[0] > 0.5) return `${score}: A is clearly stronger${beyond}`;
  if (s.ci[1] < 0.5) return `${score}: A is clearly weaker${beyond}`;
  return `${score}: ${even(arm) ? 'even within the 45-55% band' : 'not told apart from even, nor shown within the 45-55% band'}`;
}

/** The answer's lines about the games: the paired change, each set of numbers against the band, game length. */
export function statChangeLines(result: ExperimentResult): string[] {
  const [printed, changed] = result.arms;
  const params = changed.params as unknown as MatchParams;
  const printedStats = (printed.params as unknown as MatchParams).variants.stats;
  const stats = params.variants.stats;
  const change = stats.slice(stats.indexOf(':') + 1).split(',').map((c) => c.trim()).join(', ');
  const d = changed.vsBaseline!.scoreA;
  // Toward even: the change's whole interval on the side of 0 that brings A's printed score nearer 1/2.
  const below = scoreOf(printed).mean < 0.5;
  const toward = below ? d.ci[0] > 0 : d.ci[1] < 0;
  const away = below ? d.ci[1] < 0 : d.ci[0] > 0;
  // Overshoot: A clearly below 1/2 with one set of numbers and clearly above it with the other (a change "toward even"
  // by the paired interval can carry the matchup past even and out of the band on the other side).
  const crossed = (scoreOf(printed).ci[1] < 0.5 && scoreOf(changed).ci[0] > 0.5) || (scoreOf(printed).ci[0] > 0.5 && scoreOf(changed).ci[1] < 0.5);
  const turns = below ? 'A turns from clearly weaker to clearly stronger' : 'A turns from clearly stronger to clearly weaker';
  const verdicts: Array<[boolean, string]> = [
    [clear(printed) && even(changed), 'so the change brings the matchup within the 45-55% band'],
    [crossed && clear(changed), `so the change overshoots: ${turns}, beyond the 45-55% band the other way`],
    [crossed, `so the change overshoots: ${turns}, though it is neither shown beyond the 45-55% band nor within it (more pairs would tell)`],
    [clear(printed) && clear(changed) && toward, 'so the change is not enough: the matchup stays beyond the 45-55% band'],
    [clear(printed) && clear(changed) && away, 'so the change takes the matchup further from even, beyond the 45-55% band as before'],
    [clear(printed) && clear(changed), 'and the matchup stays beyond the 45-55% band'],
    [clear(printed), `and with it the matchup is neither shown beyond the 45-55% band, as it is with ${printedStats}, nor within it (more pairs would tell)`],
    [even(printed) && clear(changed), 'so the change takes a matchup even within the 45-55% band beyond it'],
    [even(printed) && even(changed), 'and the matchup stays even within the 45-55% band'],
    [true, 'and the matchup is not settled against the 45-55% band under both sets of numbers (more pairs would tell)'],
  ];
  const verdict = verdicts.find(([holds]) => holds)![1];
  const name = (side: Json) => String((side as Record<string, Json>).name);
  return [
    `With the change (${change}) A's score changes by ${pairedChange(d, changed.trials, 'points per game')}, ${verdict} (A: ${name(params.sideA)}; B: ${name(params.sideB)}; both sides ${params.agentA}, sides swapped, the same seeds under both sets of numbers).`,
    `A against B: with the printed numbers${printedStats === 'printed' ? '' : ` (${printedStats})`} ${standing(printed)}; with the change ${standing(changed)}.`,
    `Game length changes by ${pairedChange(changed.vsBaseline!.length, changed.trials, `${findGame(params.system).length.label}`)}.`,
  ];
}

/** The experiment (its answer: statChangeLines, then a line saying how to ask another; `extra` adds a game's own lines). */
export function statChangeExperiment(spec: StatChangeSpec, extra: (result: ExperimentResult) => string[] = () => []): ExperimentSpec<MatchParams, StatChangeData> {
  const game = findGame(spec.system);
  const printed = game.variants.stats?.default;
  if (printed === undefined || game.variants.stats.open === undefined) throw new Error(`${spec.id}: ${spec.system} has no stats variant with open values`);
  const data: StatChangeData = { stats: spec.stats, a: spec.a, b: spec.b };
  const arms = [
    { id: 'printed', label: printedLabel(printed), stats: () => printed },
    { id: 'changed', label: 'with the change', stats: (d: StatChangeData) => d.stats },
  ];
  // The changed arm names its change in tables and charts ("with shooters.fury=12"), following --set stats.
  const changedLabel = ({ data: d }: Setup<StatChangeData>) => `with ${d.stats.slice(d.stats.indexOf(':') + 1).split(',').map((c) => c.trim()).join(', ')}`;
  const base = matchExperiment(
    { id: spec.id, title: spec.title, question: spec.question, source: spec.source, pairs: spec.pairs },
    arms.map((arm) => ({ id: arm.id, label: arm.label, params: matchUnder(spec, arm.stats(data), data) })),
  );
  return {
    ...base,
    metrics: runnerMetrics(base.metrics),
    data,
    arms: arms.map((arm, index) => ({
      ...base.arms[index],
      params: ({ data: d }: Setup<StatChangeData>) => matchUnder(spec, arm.stats(d), d),
      ...(index > 0 ? { baseline: 'printed', labelFrom: changedLabel } : {}),
    })),
    answer: (result) => [
      ...statChangeLines(result),
      ...extra(result),
      `Ask about another change, or other sides, without editing a file: npx playtest run ${spec.id} --set stats=${game.variants.stats.open!.prefix}... ${sideHint('a', spec.a)} ${sideHint('b', spec.b)} (the numbers each game allows: its rules card, src/systems/${spec.system}/README.md).`,
    ],
  };
}
