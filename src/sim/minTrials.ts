/**
 * The fewest trials a run gives an arm: a mean's interval comes from the spread of its trials, and one trial has
 * none (stats/meanInterval.ts gives n < 2 no interval: it would print as -Infinity to Infinity, and result.json
 * cannot hold an infinite bound). The commands refuse fewer (cli/run.ts, cli/outcomeFields.ts, run.ts) and an arm
 * with a share of the budget plays at least this many (plan.ts).
 */
export const MIN_TRIALS = 2;
export const MIN_TRIALS_WHY = 'an interval needs the spread of 2 trials or more';
