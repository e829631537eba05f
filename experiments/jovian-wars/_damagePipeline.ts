/**
 * jw-damage-pipeline's cells (experiments/jovian-wars/damage-pipeline.ts): a single attack the pipeline resolves
 * (_damageAttacks.ts) or a step the game resolves on a two-model table (_damageTables.ts); each cell's exact readings
 * (cached: the answer asks for each many times) and the experiment's batch, which samples the same readings: a
 * pipeline cell from the attack pipeline's sampler, a table cell by the game's own dice on copies of its table.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import type { BatchFunction, Params } from '../../src/sim/experiment.ts';
import type { Tally } from '../../src/sim/tally.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { exactPipeline, pipelineAttack, pipelineSampler, type ExactAttack, type PipelineCell } from './_damageAttacks.ts';
import { cellTable, exactCell, playCell, type ExactOutcome, type TableCell } from './_damageTables.ts';

export type Cell = PipelineCell | TableCell;

export const isPipeline = (cell: Cell): cell is PipelineCell => cell.part === 'ladder' || cell.part === 'window' || cell.part === 'evading';

/** The experiment's metrics: the readings every cell makes (_damageTables.ts Outcome; a pipeline cell's attacker loses nothing). */
export const METRIC = {
  hit: 'hit',
  loss: 'loss',
  structure: 'structure',
  out: 'out',
  weapon: 'weapon',
  attackerLost: 'attackerLost',
  attackerLoss: 'attackerLoss',
} as const;

/** A cell's exact readings: the Outcome's expectations, and for a pipeline cell its highest-result distribution too. */
export type Exact = ExactOutcome & { magnitude?: ExactAttack['magnitude'] };

const exactCache = new Map<string, Exact>();

/** The cell's exact readings (cached by the cell's JSON). */
export function exact(cell: Cell): Exact {
  const key = JSON.stringify(cell);
  let found = exactCache.get(key);
  if (!found) {
    if (isPipeline(cell)) {
      const e = exactPipeline(pipelineAttack(cell));
      found = { hit: e.hit, loss: e.loss, structure: e.structure, out: e.out, weapon: 0, attackerLost: 0, attackerLoss: 0, magnitude: e.magnitude };
    } else found = exactCell(cell).outcome;
    exactCache.set(key, found);
  }
  return found;
}

/** Per-batch sums, by index: hit, loss, loss^2, structure, structure^2, out, weapon, attackerLost, attackerLoss, attackerLoss^2. */
const SUMS = 10;

function flush(tally: Tally, sums: Float64Array): void {
  tally.proportion(METRIC.hit, sums[0]);
  tally.mean(METRIC.loss, sums[1], sums[2]);
  tally.mean(METRIC.structure, sums[3], sums[4]);
  tally.proportion(METRIC.out, sums[5]);
  tally.proportion(METRIC.weapon, sums[6]);
  tally.proportion(METRIC.attackerLost, sums[7]);
  tally.mean(METRIC.attackerLoss, sums[8], sums[9]);
}

type Run = (rng: Xoshiro128, n: number, sums: Float64Array) => void;

/** A table cell: its table built once, then n trials on copies of it, each from its own dice stream cut from rng. */
function tableRun(cell: TableCell): Run {
  const table = cellTable(cell);
  return (rng, n, sums) => {
    for (let i = 0; i < n; i++) {
      const o = playCell(cell, table, rng);
      sums[0] += o.hit ? 1 : 0;
      sums[1] += o.loss;
      sums[2] += o.loss * o.loss;
      sums[3] += o.structure;
      sums[4] += o.structure * o.structure;
      sums[5] += o.out ? 1 : 0;
      sums[6] += o.weapon ? 1 : 0;
      sums[7] += o.attackerLost ? 1 : 0;
      sums[8] += o.attackerLoss;
      sums[9] += o.attackerLoss * o.attackerLoss;
    }
  };
}

/** The experiment's batch: each arm prepared once per thread (params objects are reused for every chunk), then n trials. */
export function damageBatch(): BatchFunction<Params> {
  const prepared = new WeakMap<Params, Run>();
  const sums = new Float64Array(SUMS);
  return (params, rng, n, tally) => {
    let run = prepared.get(params);
    if (!run) {
      const cell = params as unknown as Cell;
      run = isPipeline(cell) ? pipelineSampler(pipelineAttack(cell)) : tableRun(cell);
      prepared.set(params, run);
    }
    sums.fill(0);
    run(rng, n, sums);
    flush(tally, sums);
  };
}
