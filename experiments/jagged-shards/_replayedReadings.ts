/**
 * The js-variant-sensitivity readings js-second-strength replays at a second agent strength: the largest changes of
 * battle length, and of A's score, in an earlier run of js-variant-sensitivity (picked by their estimates then, not
 * re-picked from each run's intervals). js-variant-sensitivity reads this list too, so its answer can say which of its
 * readings are replayed and which clear ones are not.
 */
export const LENGTH_READINGS = ['reinforcement-cost=1', 'reinforcement-cost=3', 'rush-attack=yes', 'reroll-cost=2'] as const;
export const SCORE_READINGS = ['objectives=major-centre'] as const;
