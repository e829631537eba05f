/**
 * The Battle Group vs Strike Group readings jw-second-strength replays at a second agent strength, each against the
 * defaults, with the experiment whose verdict it checks. jw-variant-sensitivity reads this list too, so its answer can
 * say which of its readings are replayed and which clear ones are not. The jw-variant-sensitivity readings were picked
 * by their estimates in a run of that experiment (150 pairs a reading, the report seed); they are not re-picked from
 * each run's intervals.
 */
export const REPLAYED_READINGS: readonly (readonly [string, string])[] = [
  ['deployment=escalating', 'jw-variant-sensitivity'],
  ['traits=traits-2', 'jw-variant-sensitivity'],
  ['armor=macro', 'jw-variant-sensitivity'],
  ['trait-snub=traits-2', 'jw-variant-sensitivity'],
  ['opposed=one-set', 'jw-opposed-readings'],
  ['squadron-damage=1-3-5', 'jw-squadron-damage'],
];

