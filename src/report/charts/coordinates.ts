/**
 * Reading sweep and matrix coordinates off the arms: which coordinate goes on
 * which axis, and the order of its values (numbers ascending, names in the
 * order the arms list them).
 */
import type { ArmResult, ExperimentResult } from '../../sim/result.ts';
import { ChartRequestError, type ChartContext } from './chartContext.ts';

/** Coordinate names in the order the first arm with coordinates lists them. */
export function coordinateNames(result: ExperimentResult): string[] {
  const names: string[] = [];
  for (const arm of result.arms) for (const name of Object.keys(arm.coords ?? {})) if (!names.includes(name)) names.push(name);
  return names;
}

/** The x and (optional) y coordinate of a request, defaulting to the first coordinates of the arms. */
export function axesOf(context: ChartContext, needY: boolean): { x: string; y: string | undefined } {
  const names = coordinateNames(context.result);
  const kind = context.request.kind;
  if (names.length === 0) throw new ChartRequestError(`${kind} chart needs arms with coordinates (coords), and no arm has any`);
  const x = context.request.x ?? names[0];
  const y = context.request.y ?? (needY ? names.find((name) => name !== x) : names.length === 2 ? names.find((name) => name !== x) : undefined);
  for (const name of [x, y]) {
    if (name !== undefined && !names.includes(name)) {
      throw new ChartRequestError(`${kind} chart asks for coordinate '${name}', which no arm has (coordinates: ${names.join(', ')})`);
    }
  }
  if (needY && y === undefined) throw new ChartRequestError(`${kind} chart needs two coordinates; the arms have only '${x}'`);
  return { x, y };
}

export function armsWithCoordinates(result: ExperimentResult, metricId: string, names: (string | undefined)[]): ArmResult[] {
  return result.arms.filter((arm) => arm.metrics[metricId] && names.every((name) => name === undefined || arm.coords?.[name] !== undefined));
}

/** Distinct values of a coordinate: numbers ascending, otherwise in arm order. */
export function coordinateValues(arms: ArmResult[], name: string): (number | string)[] {
  const values: (number | string)[] = [];
  for (const arm of arms) {
    const value = arm.coords![name];
    if (!values.includes(value)) values.push(value);
  }
  return values.every((value) => typeof value === 'number') ? [...values].sort((a, b) => (a as number) - (b as number)) : values;
}

export function isNumeric(values: (number | string)[]): boolean {
  return values.every((value) => typeof value === 'number');
}

/**
 * The arm's other coordinates as one label, e.g. "floor=1", for the panels of a
 * heatmap or the series of a sweep when the arms vary more than the chart's axes.
 */
export function restLabel(arm: ArmResult, names: string[]): string {
  return names.map((name) => `${name}=${String(arm.coords?.[name] ?? '')}`).join(', ');
}

/** Coordinates other than the given ones that take more than one value among the arms. */
export function varyingOtherCoordinates(arms: ArmResult[], except: string[]): string[] {
  const names = [...new Set(arms.flatMap((arm) => Object.keys(arm.coords ?? {})))].filter((name) => !except.includes(name));
  return names.filter((name) => new Set(arms.map((arm) => String(arm.coords?.[name]))).size > 1);
}
