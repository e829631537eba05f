/**
 * Jagged Shards: one stat swept over values, answered with full games (000_9659637e2373f14e.txt, Ch. 6 Movement ›
 * Heavy Units: "lower Movement"; the `stats` variant, statChanges.ts; the profiles are illustrative,
 * data/profiles.json). js-heavy-units finds two-heavy forces losing at equal Force Rating, and js-stat-lines that
 * tougher walkers do not help. Is it their speed? The Colonial Armoured Column against a light force of the same
 * rating with the Bastion Walkers' Movement at 2 to 12 in turn (printed: 4), every value on the same seeds as the
 * printed profiles (src/sim/match/statSweep.ts). Sweep your own without editing this file:
 *   npx playtest run js-stat-sweep --set stat=autocannon.medium --set values="35, 45, 55, 65, 75, 85"
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statSweepExperiment } from '../../src/sim/match/statSweep.ts';
import { HEAVY_FORCES } from './heavy-units.ts';

export default defineExperiment(
  statSweepExperiment({
    id: 'js-stat-sweep',
    title: 'A stat swept, with full games: Bastion Walker Movement from 2 to 12',
    question: 'Which value of a stat balances one force against another? By default: two-heavy forces lose at equal Force Rating; would faster Bastion Walkers close the gap, and how fast?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 6 Movement › Heavy Units (illustrative profiles); follows js-heavy-units (JS-001) and js-stat-lines', catalogue: [] },
    system: 'jagged-shards',
    stat: 'bastion-walker.movement',
    values: [2, 4, 6, 8, 10, 12],
    a: 'preset:colonial-armoured-column',
    b: { ...HEAVY_FORCES.colonial[0].side },
    pairs: 2000,
  }),
);
