/**
 * Exoshift: one stat swept over values, answered with full games (001_9ac883e80b2d20e9.txt, Weapons › Example
 * Weapon Profile; the `stats` variant, statChanges.ts; the Rail Lance is illustrative, data/weapons.json).
 * ex-stat-lines finds the Rail Lance at RoF 2 not enough to bring the Sol Line Patrol level with the Sol Fire
 * Support. Is the lance's Power what decides it? The patrol against the fire support with the Rail Lance's Power at
 * 0 to 5 in turn (printed: 4), every value on the same seeds as the printed numbers (src/sim/match/statSweep.ts).
 * Sweep your own without editing this file:
 *   npx playtest run ex-stat-sweep --set stat=sol-line-infantry.qlt --set values="4, 5, 6, 7, 8, 9"
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statSweepExperiment } from '../../src/sim/match/statSweep.ts';

export default defineExperiment(
  statSweepExperiment({
    id: 'ex-stat-sweep',
    title: "A stat swept, with full games: the Rail Lance's Power from 0 to 5",
    question: "Which value of a stat balances one force against another? By default: the Line Patrol loses most games to the Fire Support; at which Power of its Rail Lance would the matchup be even?",
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Weapons › Example Weapon Profile (the weapon lines; the Rail Lance is illustrative); follows ex-stat-lines', catalogue: [] },
    system: 'exoshift',
    stat: 'mk-4-rail-lance.power',
    values: [0, 1, 2, 3, 4, 5],
    a: 'preset:sol-line-patrol',
    b: 'preset:sol-fire-support',
    pairs: 2000,
  }),
);
