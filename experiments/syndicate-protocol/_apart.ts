/**
 * Whether two estimates are clearly apart, read from their 95% intervals alone. Estimates from the same games or
 * seeds are correlated by an amount the saved result does not keep; their difference is clear of 0 whatever that
 * correlation when it exceeds the two half-widths added, that is when the intervals do not overlap. So an estimate
 * is called the largest (or earliest, or lowest) only when its interval clears every other's; those whose intervals
 * overlap it are named as not clearly apart.
 */
export type Interval = readonly [number, number];

/** The two intervals share a point (their estimates are not clearly apart). */
export const overlaps = (x: Interval, y: Interval): boolean => x[0] <= y[1] && y[0] <= x[1];

/** The entries other than `extreme` whose interval overlaps its interval. */
export function notApartFrom<T>(extreme: T, entries: readonly T[], ci: (entry: T) => Interval): T[] {
  return entries.filter((entry) => entry !== extreme && overlaps(ci(entry), ci(extreme)));
}

/** A change's size: its interval's distance from 0, for a change whose interval excludes 0 ([-3, -1] -> [1, 3]). */
export const magnitude = (ci: Interval): Interval => (ci[0] > 0 ? ci : [-ci[1], -ci[0]]);
