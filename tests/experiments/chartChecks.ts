/**
 * Checks of an experiment's chart requests without running it: which arms each chart draws (its `where` applied to
 * a made-up result with the experiment's own arms, as the report does) and what its mean metrics' axis titles read.
 */
import { armsWhere } from '../../src/report/charts/chartKinds.ts';
import type { ChartRequest } from '../../src/sim/result.ts';
import { resultSkeleton, type ExperimentShape } from './resultSkeleton.ts';

export interface ChartArms {
  request: ChartRequest;
  /** The ids of the arms the chart draws from. */
  arms: string[];
  /** The arm the chart's "baseline" is (the experiment's, or the selected arms' own shared baseline). */
  baseline: string;
}

/** Every chart of the experiment with the arms its `where` selects. */
export function chartArms(experiment: ExperimentShape & { charts?: ChartRequest[] }): ChartArms[] {
  const result = resultSkeleton(experiment, 10);
  return (experiment.charts ?? []).map((request) => {
    const cut = armsWhere(result, request.where);
    return { request, arms: cut.arms.map((arm) => arm.id), baseline: cut.experiment.baseline };
  });
}

/**
 * The axis titles ("label (unit)", metricFacts.ts axisTitle) of the experiment's charted mean metrics that do not read
 * once: parentheses inside parentheses ("actions per turn (actions per turn ended (both players))") or the unit
 * said again in the label ("Arrival round (round)", "taken per round (per round)").
 */
export function axisTitlesNotReadOnce(experiment: ExperimentShape & { charts?: ChartRequest[] }): string[] {
  const charted = new Set((experiment.charts ?? []).map((chart) => chart.metric));
  const bad: string[] = [];
  for (const id of charted) {
    const metric = experiment.metrics[id];
    if (!metric || metric.kind !== 'mean' || !metric.unit) continue;
    const title = `${metric.label} (${metric.unit})`;
    let depth = 0;
    let nested = false;
    for (const c of title) {
      if (c === '(') nested ||= ++depth > 1;
      else if (c === ')') depth--;
    }
    const unitWords = metric.unit.toLowerCase().split(/[^a-z0-9^]+/).filter((w) => w.length > 0);
    const labelWords = metric.label.toLowerCase().split(/[^a-z0-9^]+/);
    // The unit's words, in order, inside the label: "per round" in "taken per round", "round" in "Arrival round".
    const repeated = labelWords.some((_, at) => unitWords.every((word, k) => labelWords[at + k] === word));
    if (nested || repeated) bad.push(`${id}: ${title}`);
  }
  return bad;
}
