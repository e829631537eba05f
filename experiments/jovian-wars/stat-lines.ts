/**
 * Jovian Wars: a designer's stat change, answered with full games (002_f697cf6215cb147c.txt, Components › Squadron
 * Unit Card and Dice System › Skill Test; the `stats` variant, statChanges.ts; the fighter cards are illustrative,
 * data/cards.json). At 250 TV the CEGA Carrier Group beats the Jovian Carrier Group in about two games of three
 * (`playtest match jovian-wars --a preset:cega-carrier-group --b preset:jovian-carrier-group`). Both fleets field four
 * fighter squadrons of the same numbers bar the gun; would Jovian fighter pilots of Skill 3 instead of 2 level the
 * matchup? The Jovian group against the CEGA group, under the printed cards and with the change, paired game by game
 * on the same seeds (src/sim/match/statChange.ts). Ask your own without editing this file (the Alexander is printed
 * with Skill 2 where the Uller, at the same TV, has 3):
 *   npx playtest run jw-stat-lines --set stats=printed:alexander.skill=3 --set b=preset:cega-battle-group
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statChangeExperiment } from '../../src/sim/match/statChange.ts';

export default defineExperiment(
  statChangeExperiment({
    id: 'jw-stat-lines',
    title: 'A stat change, with full games: Jovian fighters at Skill 3',
    question: 'How far does a change to the unit cards move one fleet against another? By default: the Jovian Carrier Group loses most games to the CEGA one at equal TV; would its fighter squadrons at Skill 3 instead of 2 level the matchup?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Components › Squadron Unit Card, Dice System › Skill Test (the card numbers; the fighter cards are illustrative)', catalogue: [] },
    system: 'jovian-wars',
    stats: 'printed:jovian-fighter-squadron.skill=3',
    a: 'preset:jovian-carrier-group',
    b: 'preset:cega-carrier-group',
    pairs: 2000,
  }),
);
