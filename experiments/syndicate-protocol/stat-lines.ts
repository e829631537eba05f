/**
 * Syndicate Protocol: a designer's stat change, answered with full games (003_c7f3f5aee5a5ed6f.txt, 8.5 Example
 * Operators; the `stats` variant, statChanges.ts). sp-operator-tiers rates Lens clearly below the field (the only
 * Operator with 17 HP and ACC 5 against Razor's and Rampart's 20 HP): would Razor's 20 HP bring Lens level with Razor?
 * Lens's preset against Razor's, played under the printed numbers and with Lens at 20 HP, paired game by game on the
 * same seeds (src/sim/match/statChange.ts). Ask your own without editing this file:
 *   npx playtest run sp-stat-lines --set stats=printed:lens.dod=4 --set b=preset:rampart
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statChangeExperiment } from '../../src/sim/match/statChange.ts';

export default defineExperiment(
  statChangeExperiment({
    id: 'sp-stat-lines',
    title: "A stat change, with full games: Lens at Razor's 20 HP",
    question: 'How far does a change to the printed numbers move one loadout against another? By default: Lens rates clearly below the field; would 20 HP instead of 17 level it with Razor?',
    source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: '8.5 Example Operators (the statlines); follows sp-operator-tiers (SP-019)', catalogue: [] },
    system: 'syndicate-protocol',
    stats: 'printed:lens.hp=20',
    a: 'preset:lens',
    b: 'preset:razor',
    pairs: 2000,
  }),
);
