/**
 * A designer's stat swept over values as an experiment: "what Fury prices Shooters right?" The same two sides played
 * under the game's printed numbers and with one stat (`ID.STAT` of the game's stats variant) at each value in turn,
 * every arm on the same seeds (paired against the printed numbers), both sides by the heuristic player, sides swapped
 * within each pair. The answer is A's score at each value against the 45-55% band (within it, clear of it, or not
 * settled), where the score crosses even (only between two values whose intervals lie either side of 1/2), and how far
 * each value moves A against the printed numbers. The chart draws the score over the values with the band shaded.
 * `--set stat=...`, `--set values=...` (as many values as the experiment has arms) and `--set a=...`/`--set b=...`
 * ask another question without editing the experiment; a bad value is one line before any game.
 *
 * Example: statSweepExperiment({ id: 'sp-stat-sweep', system: 'syndicate-protocol', stat: 'lens.hp',
 *   values: [17, 19, 21, 23, 25, 27], a: 'preset:lens', b: 'preset:razor', pairs: 1000, ... }).
 */
import type { ArmSpec, ExperimentSpec, Json, Setup } from '../experiment.ts';
import { InputError } from '../inputError.ts';
import type { ArmResult, ExperimentResult, SourceRef } from '../result.ts';
import type { Side } from '../../game/definition.ts';
import type { MatchParams } from '../../game/matchSetup.ts';
import { findGame } from '../../game/registry.ts';
import { formatBand, formatEstimate, groupThousands, pairedChange } from '../../report/format.ts';
import { DEFAULT_WIN_RATE_BAND } from '../../report/verdict.ts';
import { matchExperiment, runnerMetrics } from './matchExperiment.ts';
import { clear, even, matchUnder, printedLabel, scoreOf, sideHint } from './statChange.ts';

export interface StatSweepSpec {
  id: string;
  title: string;
  question: string;
  source: SourceRef;
  system: string;
  /** The stat swept, as the game's stats variant names it: `ID.STAT` (`shooters.fury`, `javelin.kinetic-cannon.ac`). */
  stat: string;
  /** Its values, one arm each: numbers (the chart and the answer read them ascending) or names in their order (S, M, L). */
  values: readonly (number | string)[];
  /** Side A and side B: a preset or file (`preset:lens`), or a side written inline (then `--set a.FIELD=...` works). */
  a: string | Side;
  b: string | Side;
  pairs: number;
  agent?: string;
}

/** What `--set` can change: the stat, its values (one text, as many as the arms), the sides. */
export interface StatSweepData {
  [key: string]: Json;
  stat: string;
  values: string;
  a: string | Side;
  b: string | Side;
}

const [LOW, HIGH] = DEFAULT_WIN_RATE_BAND;
const BAND_TEXT = formatBand(LOW, HIGH, true);

/** The data's values, one per arm: numbers where they read as numbers (a numeric chart axis), else names. */
function valuesOf(spec: StatSweepSpec, data: StatSweepData): (number | string)[] {
  const texts = data.values.split(',').map((text) => text.trim());
  const example = spec.values.join(', ');
  if (texts.length !== spec.values.length || texts.some((text) => text === '')) {
    throw new InputError(`experiment ${spec.id}: --set values needs ${spec.values.length} values separated by commas (one per arm), e.g. '${example}'; got '${data.values}'`);
  }
  if (new Set(texts).size !== texts.length) throw new InputError(`experiment ${spec.id}: --set values gives a value twice: '${data.values}'`);
  return texts.map((text) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text));
}

/** One value's arm: the printed numbers with only the swept stat changed. */
function valueMatch(spec: StatSweepSpec, data: StatSweepData, index: number): MatchParams {
  const game = findGame(spec.system);
  const value = valuesOf(spec, data)[index];
  const change = `${data.stat}=${value}`;
  return matchUnder(spec, `${game.variants.stats.open!.prefix}${change}`, data, (reason) => `--set stat=${data.stat}, values=${data.values}: ${change}: ${reason}`);
}

const scoreText = (arm: ArmResult) => formatEstimate(scoreOf(arm).mean, scoreOf(arm).ci);

/** The answer's lines: the score at each value, each against the band, where it crosses even, each against the printed numbers. */
export function statSweepLines(result: ExperimentResult): string[] {
  const [printed, ...arms] = result.arms;
  const params = printed.params as unknown as MatchParams;
  const stat = Object.keys(arms[0].coords ?? {})[0];
  const valueOf = (arm: ArmResult) => String(arm.coords![stat]);
  // Numbers ascending, as the chart draws them, so "between 12 and 13" names neighbours whatever order --set gave.
  const numeric = arms.every((arm) => typeof arm.coords![stat] === 'number');
  const swept = numeric ? [...arms].sort((x, y) => (x.coords![stat] as number) - (y.coords![stat] as number)) : arms;
  const printedStats = params.variants.stats;
  const name = (side: Json) => String((side as Record<string, Json>).name);
  const games = `${groupThousands(2 * printed.trials)} games each`;
  const lines = [
    `A's score (win 1, draw 1/2) by ${stat}, ${games}: ${swept.map((arm) => `${valueOf(arm)}: ${scoreText(arm)}`).join('; ')}; with the printed numbers${printedStats === 'printed' ? '' : ` (${printedStats})`} ${scoreText(printed)} (A: ${name(params.sideA)}; B: ${name(params.sideB)}; both sides ${params.agentA}, sides swapped, the same seeds at every value).`,
  ];
  const groups: Array<[string, ArmResult[]]> = [
    [`within the ${BAND_TEXT} band`, swept.filter(even)],
    ['A clearly stronger, beyond the band', swept.filter((arm) => clear(arm) && scoreOf(arm).ci[0] > HIGH)],
    ['A clearly weaker, beyond the band', swept.filter((arm) => clear(arm) && scoreOf(arm).ci[1] < LOW)],
    ['not settled against the band (more pairs would tell)', swept.filter((arm) => !even(arm) && !clear(arm))],
  ];
  lines.push(`By ${stat}: ${groups.filter(([, arms]) => arms.length > 0).map(([what, arms]) => `${what} at ${arms.map(valueOf).join(', ')}`).join('; ')}.`);
  // Even lies between two neighbouring values only where their intervals lie on either side of 1/2.
  const side = (arm: ArmResult) => (scoreOf(arm).ci[0] > 0.5 ? 1 : scoreOf(arm).ci[1] < 0.5 ? -1 : 0);
  const crossings: string[] = [];
  for (let i = 0; i + 1 < swept.length; i++) if (side(swept[i]) * side(swept[i + 1]) === -1) crossings.push(`between ${valueOf(swept[i])} and ${valueOf(swept[i + 1])}`);
  const notRuledOut = swept.filter((arm) => side(arm) === 0).map(valueOf);
  const sides = new Set(swept.map(side));
  if (crossings.length > 0) lines.push(`A's score crosses even ${crossings.join(' and ')} (clearly above 1/2 at one, clearly below at the other)${notRuledOut.length > 0 ? `; an even game is not ruled out at ${notRuledOut.join(', ')}` : ''}.`);
  else if (notRuledOut.length > 0) lines.push(`An even game is not ruled out at ${notRuledOut.join(', ')} (the interval holds 1/2).`);
  else {
    const inBand = swept.filter(even).map(valueOf);
    lines.push(`A's score stays clearly ${sides.has(1) ? 'above' : 'below'} 1/2 at every value tried: none of these values makes an even game${inBand.length > 0 ? ` (though within the ${BAND_TEXT} band at ${inBand.join(', ')})` : ''}.`);
  }
  lines.push(
    `Against the printed numbers, paired game by game: ${swept.map((arm) => `${valueOf(arm)}: ${pairedChange(arm.vsBaseline!.scoreA, arm.trials, 'points per game')}`).join('; ')}.`,
  );
  return lines;
}

/** The experiment: the printed numbers first (every value's baseline), then one arm per value. */
export function statSweepExperiment(spec: StatSweepSpec): ExperimentSpec<MatchParams, StatSweepData> {
  const game = findGame(spec.system);
  const printed = game.variants.stats?.default;
  if (printed === undefined || game.variants.stats.open === undefined) throw new Error(`${spec.id}: ${spec.system} has no stats variant with open values`);
  const data: StatSweepData = { stat: spec.stat, values: spec.values.join(', '), a: spec.a, b: spec.b };
  const base = matchExperiment(
    { id: spec.id, title: spec.title, question: spec.question, source: spec.source, pairs: spec.pairs },
    [
      { id: 'printed', label: printedLabel(printed), params: matchUnder(spec, printed, data) },
      ...spec.values.map((_, index) => ({ id: `value-${index + 1}`, params: valueMatch(spec, data, index) })),
    ],
  );
  const arms: ArmSpec<MatchParams, StatSweepData>[] = [
    { ...base.arms[0], params: ({ data: d }: Setup<StatSweepData>) => matchUnder(spec, printed, d) },
    ...spec.values.map((_, index) => ({
      ...base.arms[index + 1],
      params: ({ data: d }: Setup<StatSweepData>) => valueMatch(spec, d, index),
      labelFrom: ({ data: d }: Setup<StatSweepData>) => `${d.stat}=${valuesOf(spec, d)[index]}`,
      coordsFrom: ({ data: d }: Setup<StatSweepData>) => ({ [d.stat]: valuesOf(spec, d)[index] }),
      baseline: 'printed',
    })),
  ];
  return {
    ...base,
    metrics: runnerMetrics(base.metrics),
    data,
    arms,
    bands: [{ metric: 'scoreA', low: LOW, high: HIGH }],
    charts: [{ kind: 'sweep', metric: 'scoreA' }, { kind: 'sweep', metric: 'length' }],
    answer: (result) => [
      ...statSweepLines(result),
      `Sweep another stat, other values or other sides without editing a file: npx playtest run ${spec.id} --set stat=ID.STAT --set values="${spec.values.join(', ')}" ${sideHint('a', spec.a)} ${sideHint('b', spec.b)} (${spec.values.length} values; the numbers each game allows: its rules card, src/systems/${spec.system}/README.md).`,
    ],
  };
}
