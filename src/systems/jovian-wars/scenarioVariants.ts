/**
 * The Advanced Scenarios played (scenarios.ts), as variants: a module with no imports of the system's own, so
 * rules.ts can load it first (spread into EXTRA_VARIANTS, systemVariants.ts; defaults are dropped from a serialized
 * state, so games of the Introductory Scenario serialise as before).
 */
import type { GameVariant } from '../../game/definition.ts';

export const SCENARIO_VARIANTS = {
  scenario: {
    values: ['introductory', 'ambush', 'break-the-truce', 'water-raid'],
    default: 'introductory',
    describe:
      'the Scenario (Scenarios): introductory (the Introductory Scenario: most Victory Points wins) or ambush (Advanced Scenarios › Ambush: Beacon zones, Fleet Deployment, seat 0 the Attacker; Objective Points, then Victory Points) or break-the-truce (Advanced Scenarios › Break the Truce: Beacon zones, Escalating Deployment, the Search for Escape Pods Action; Objective Points, then Victory Points) or water-raid (Advanced Scenarios › Water Raid: Standard zones, Fleet Deployment, seat 0 the Attacker; the Defender\'s Stationary Comet, 10 water units, Mining the Comet, Surprise Attack; Objective Points, then Victory Points). A scenario sets `zone` and `deployment` itself',
  },
  'ambush-tiers': {
    values: ['cumulative', 'highest'],
    default: 'cumulative',
    describe:
      'Ambush Objective Points tiers (JW-063): cumulative (every line whose condition holds scores: the Defender\'s 25/50/75% Withdrawn lines 1+2+3, the Attacker\'s three lines at turns 3, 5 and the end each on its own) or highest (each side scores only its best line that holds)',
  },
  'truce-penalty': {
    values: ['on', 'off'],
    default: 'on',
    describe: 'Break the Truce "-2 points for being the first player to attack!" (JW-019): on (the rulebook) or off (to measure what the penalty does)',
  },
  'water-capacity': {
    values: ['unlimited', 'five'],
    default: 'unlimited',
    describe:
      'Water Raid "Capital Ships have no carrying capacity, but may only start with 5" (JW-064): unlimited (default: no limit on the water a capital ship carries after deployment; the sentence sets a limit for squadrons, "a max of 3 water units at any time", and none for capital ships beyond the start) or five (a capital ship never holds more than 5: a Landing squadron keeps what does not fit)',
  },
} as const satisfies Record<string, GameVariant>;
