/**
 * The Line Patrol vs Fire Support readings ex-second-strength replays at a second agent strength, each against the
 * defaults, with the experiment whose verdict it checks. ex-variant-sensitivity reads this list too, so its answer can
 * say which of its readings are replayed and which clear ones are not.
 *
 * The three ex-variant-sensitivity readings were chosen by their estimates in an earlier run of that experiment (the
 * ones that moved length or score most then); they are not re-chosen from its current intervals, so a report must not
 * call them "the readings that move the game most".
 */
export const REPLAYED_READINGS: readonly (readonly [reading: string, question: string])[] = [
  ['cover=combat', 'ex-cover'],
  ['cover=both', 'ex-cover'],
  ['focusFire=free-rof', 'ex-focus-fire'],
  ['roundCap=6', 'ex-round-cap'],
  ['roundCap=10', 'ex-round-cap'],
  ['qualitySave=on', 'ex-variant-sensitivity'],
  ['mission=objective-grab', 'ex-variant-sensitivity'],
  ['defenseDisruption=always-modified', 'ex-variant-sensitivity'],
];
