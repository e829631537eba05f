/**
 * Reading a saved `result.json` back, with one clear line when it is wrong:
 * the file, the field (as a path like `arms[2].metrics.win.ci`) and what was
 * expected. A hand-written check rather than a schema library: the shape is
 * small and the messages are what a designer reads.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHART_KIND_NAMES, CHART_REFERENCES, isChartKind, RESULT_SCHEMA, type ExperimentResult } from '../sim/result.ts';

/** A result file that is missing, is not JSON, or does not have the result's shape. */
export class ResultFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResultFileError';
  }
}

type Json = unknown;

function describe(value: Json): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const text = JSON.stringify(value);
    return text.length <= 60 ? text : `an array of ${value.length} entries`;
  }
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

class Checker {
  constructor(private readonly file: string) {}

  fail(path: string, expected: string, value: Json): never {
    throw new ResultFileError(`${this.file}: ${path} should be ${expected}, found ${describe(value)}`);
  }

  object(value: Json, path: string): Record<string, Json> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(path, 'an object', value);
    return value as Record<string, Json>;
  }

  array(value: Json, path: string): Json[] {
    if (!Array.isArray(value)) this.fail(path, 'an array', value);
    return value;
  }

  string(value: Json, path: string): string {
    if (typeof value !== 'string') this.fail(path, 'a string', value);
    return value;
  }

  number(value: Json, path: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(path, 'a finite number', value);
    return value;
  }

  interval(value: Json, path: string): void {
    const pair = this.array(value, path);
    if (pair.length !== 2 || typeof pair[0] !== 'number' || typeof pair[1] !== 'number' || !(pair[0] <= pair[1])) {
      this.fail(path, 'an interval [low, high] of two numbers with low <= high', value);
    }
  }

  metric(value: Json, path: string): void {
    const metric = this.object(value, path);
    this.string(metric.label, `${path}.label`);
    this.number(metric.n, `${path}.n`);
    if (metric.kind === 'proportion') {
      this.number(metric.count, `${path}.count`);
      this.number(metric.p, `${path}.p`);
      this.interval(metric.ci, `${path}.ci`);
    } else if (metric.kind === 'mean') {
      this.string(metric.unit, `${path}.unit`);
      this.number(metric.mean, `${path}.mean`);
      this.number(metric.sd, `${path}.sd`);
      this.interval(metric.ci, `${path}.ci`);
    } else if (metric.kind === 'distribution') {
      const keys = this.array(metric.keys, `${path}.keys`);
      keys.forEach((key, i) => this.string(key, `${path}.keys[${i}]`));
      for (const field of ['counts', 'p', 'ci'] as const) {
        const list = this.array(metric[field], `${path}.${field}`);
        if (list.length !== keys.length) this.fail(`${path}.${field}`, `an array of ${keys.length} entries, one per key`, `${list.length} entries` as Json);
        list.forEach((entry, i) => (field === 'ci' ? this.interval(entry, `${path}.ci[${i}]`) : this.number(entry, `${path}.${field}[${i}]`)));
      }
    } else {
      this.fail(`${path}.kind`, "'proportion', 'mean' or 'distribution'", metric.kind);
    }
  }

  record(value: Json, path: string, check: (entry: Json, path: string) => void): void {
    for (const [key, entry] of Object.entries(this.object(value, path))) check(entry, `${path}.${key}`);
  }
}

/** Checks parsed JSON against the result's shape; returns it typed, or throws ResultFileError naming the field. */
export function checkResult(data: Json, file: string): ExperimentResult {
  const c = new Checker(file);
  const root = c.object(data, 'the file');
  if (root.schema !== RESULT_SCHEMA) c.fail('schema', `'${RESULT_SCHEMA}' (a saved playtest result)`, root.schema);
  const experiment = c.object(root.experiment, 'experiment');
  for (const field of ['id', 'title', 'question', 'baseline']) c.string(experiment[field], `experiment.${field}`);
  const source = c.object(experiment.source, 'experiment.source');
  c.string(source.rulebook, 'experiment.source.rulebook');
  c.string(source.section, 'experiment.source.section');
  c.array(source.catalogue, 'experiment.source.catalogue').forEach((id, i) => c.string(id, `experiment.source.catalogue[${i}]`));
  const tool = c.object(root.tool, 'tool');
  for (const field of ['name', 'version', 'commit']) c.string(tool[field], `tool.${field}`);
  c.number(root.seed, 'seed');
  c.number(root.chunkSize, 'chunkSize');
  if (root.confidence !== undefined && !(typeof root.confidence === 'number' && root.confidence > 0 && root.confidence < 1)) {
    c.fail('confidence', 'a number between 0 and 1, e.g. 0.95', root.confidence);
  }
  if (root.answer !== undefined) c.array(root.answer, 'answer').forEach((sentence, i) => c.string(sentence, `answer[${i}]`));
  if (root.stopReason !== 'precision' && root.stopReason !== 'budget') c.fail('stopReason', "'precision' or 'budget'", root.stopReason);
  const target = c.object(root.target, 'target');
  if (target.halfWidth !== null) c.number(target.halfWidth, 'target.halfWidth');
  c.number(target.budget, 'target.budget');
  c.record(root.variants, 'variants', (value, path) => c.string(value, path));
  c.record(root.sets, 'sets', (value, path) => (typeof value === 'string' ? undefined : c.number(value, path)));
  const arms = c.array(root.arms, 'arms');
  if (arms.length === 0) c.fail('arms', 'a non-empty array', arms);
  arms.forEach((value, i) => {
    const path = `arms[${i}]`;
    const arm = c.object(value, path);
    c.string(arm.id, `${path}.id`);
    c.string(arm.label, `${path}.label`);
    c.object(arm.params, `${path}.params`);
    c.number(arm.trials, `${path}.trials`);
    if (arm.coords !== undefined) c.record(arm.coords, `${path}.coords`, (coord, p) => (typeof coord === 'string' ? undefined : c.number(coord, p)));
    c.record(arm.metrics, `${path}.metrics`, (metric, p) => c.metric(metric, p));
    if (arm.baselineArm !== undefined) c.string(arm.baselineArm, `${path}.baselineArm`);
    if (arm.vsBaseline !== undefined) {
      c.record(arm.vsBaseline, `${path}.vsBaseline`, (entry, p) => {
        const difference = c.object(entry, p);
        c.number(difference.diff, `${p}.diff`);
        c.interval(difference.ci, `${p}.ci`);
        if (typeof difference.paired !== 'boolean') c.fail(`${p}.paired`, 'true or false', difference.paired);
      });
    }
  });
  c.array(root.charts, 'charts').forEach((value, i) => {
    const chart = c.object(value, `charts[${i}]`);
    if (!isChartKind(chart.kind)) c.fail(`charts[${i}].kind`, `one of ${CHART_KIND_NAMES.join(', ')}`, chart.kind);
    c.string(chart.metric, `charts[${i}].metric`);
    for (const field of ['title', 'x', 'y']) if (chart[field] !== undefined) c.string(chart[field], `charts[${i}].${field}`);
    if (chart.reference !== undefined && !(CHART_REFERENCES as readonly unknown[]).includes(chart.reference)) c.fail(`charts[${i}].reference`, `one of ${CHART_REFERENCES.join(', ')}`, chart.reference);
    if (chart.where !== undefined) for (const [key, value] of Object.entries(c.object(chart.where, `charts[${i}].where`))) if (typeof value !== 'string' && typeof value !== 'number') c.fail(`charts[${i}].where.${key}`, 'a string or number', value);
  });
  c.array(root.bands, 'bands').forEach((value, i) => {
    const band = c.object(value, `bands[${i}]`);
    c.string(band.metric, `bands[${i}].metric`);
    const low = c.number(band.low, `bands[${i}].low`);
    const high = c.number(band.high, `bands[${i}].high`);
    if (!(low < high)) c.fail(`bands[${i}]`, 'a band with low < high', `${low}..${high}` as Json);
  });
  c.string(root.command, 'command');
  if (root.shard !== null) {
    const shard = c.object(root.shard, 'shard');
    c.number(shard.index, 'shard.index');
    c.number(shard.count, 'shard.count');
  }
  const timing = c.object(root.timing, 'timing');
  for (const field of ['seconds', 'trialsPerSecond', 'workers']) c.number(timing[field], `timing.${field}`);
  if (timing.threads !== undefined && timing.threads !== 'bundle' && timing.threads !== 'tsx') c.fail('timing.threads', 'bundle or tsx', timing.threads);
  return data as ExperimentResult;
}

export function parseResult(text: string, file: string): ExperimentResult {
  let data: Json;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ResultFileError(`${file}: not valid JSON (${(error as Error).message.split('\n')[0]})`);
  }
  return checkResult(data, file);
}

/** The result file a path names: the file itself, or `result.json` inside a folder. */
export function resultPath(path: string): string {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    throw new ResultFileError(`${path}: no such file or folder`);
  }
  if (!stats.isDirectory()) return path;
  const inside = join(path, 'result.json');
  try {
    statSync(inside);
  } catch {
    throw new ResultFileError(`${path}: folder has no result.json`);
  }
  return inside;
}

export function readResult(path: string): { file: string; result: ExperimentResult } {
  const file = resultPath(path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ResultFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return { file, result: parseResult(text, file) };
}
