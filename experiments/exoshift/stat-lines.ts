/**
 * Exoshift: a designer's stat change, answered with full games (001_9ac883e80b2d20e9.txt, Weapons › Example Weapon Profile and
 * Rate of Fire; the `stats` variant, statChanges.ts; the Rail Lance is illustrative, data/weapons.json). ex-dense-woods
 * and ex-action-economy find the Sol Line Patrol far behind the Sol Fire Support (about 0.2 points a game), whose Rail
 * Lance Team fires a Heavy weapon of RoF 3 and Power 4. Would the Rail Lance at RoF 2 bring the patrol level? The
 * patrol against the fire support, under the printed numbers and with the change, paired game by game on the same
 * seeds (src/sim/match/statChange.ts). Ask your own without editing this file:
 *   npx playtest run ex-stat-lines --set stats=printed:mk-4-rail-lance.rof=2,mk-4-rail-lance.power=3
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statChangeExperiment } from '../../src/sim/match/statChange.ts';

export default defineExperiment(
  statChangeExperiment({
    id: 'ex-stat-lines',
    title: 'A stat change, with full games: the Rail Lance at RoF 2',
    question: 'How far does a change to the profiles or weapons move one force against another? By default: the Line Patrol loses most games to the Fire Support; would its Rail Lance at Rate of Fire 2 instead of 3 level the matchup?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Weapons › Example Weapon Profile, Rate of Fire (the weapon lines; the Rail Lance is illustrative); follows ex-dense-woods', catalogue: [] },
    system: 'exoshift',
    stats: 'printed:mk-4-rail-lance.rof=2',
    a: 'preset:sol-line-patrol',
    b: 'preset:sol-fire-support',
    pairs: 2000,
  }),
);
