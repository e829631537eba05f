/**
 * The fewest sampled trials a command accepts: a mean's interval comes from the spread of its trials, and one
 * trial has none (stats/meanInterval.ts gives n < 2 no interval: it would print as -Infinity to Infinity, and
 * result.json cannot hold an infinite bound).
 */
export const MIN_TRIALS = 2;
export const MIN_TRIALS_WHY = 'an interval needs the spread of 2 trials or more';
