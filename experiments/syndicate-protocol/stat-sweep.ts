/**
 * Syndicate Protocol: one stat swept over values, answered with full games (003_c7f3f5aee5a5ed6f.txt, 8.5 Example
 * Operators; the `stats` variant, statChanges.ts). sp-operator-tiers rates Lens clearly below the field, and
 * sp-stat-lines finds Razor's 20 HP (instead of 17) not enough to level Lens with Razor. How many HP would? Lens's
 * preset against Razor's with Lens's HP at 17 to 32 in turn, every value on the same seeds as the printed numbers
 * (src/sim/match/statSweep.ts). Sweep your own without editing this file:
 *   npx playtest run sp-stat-sweep --set stat=lens.dod --set values="2, 3, 4, 5, 6, 7" --set b=preset:rampart
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statSweepExperiment } from '../../src/sim/match/statSweep.ts';

export default defineExperiment(
  statSweepExperiment({
    id: 'sp-stat-sweep',
    title: "A stat swept, with full games: Lens's HP from 17 to 32",
    question: "Which value of a stat balances one loadout against another? By default: Lens rates clearly below the field; at how many HP would Lens be even with Razor?",
    source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: '8.5 Example Operators (the statlines); follows sp-operator-tiers (SP-019) and sp-stat-lines', catalogue: [] },
    system: 'syndicate-protocol',
    stat: 'lens.hp',
    values: [17, 20, 23, 26, 29, 32],
    a: 'preset:lens',
    b: 'preset:razor',
    pairs: 2000,
  }),
);
