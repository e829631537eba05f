/**
 * Jovian Wars: one stat swept over values, answered with full games (002_f697cf6215cb147c.txt, Components › Squadron
 * Unit Card, Dice System › Skill Test; the `stats` variant, statChanges.ts; the fighter cards are illustrative,
 * data/cards.json). jw-stat-lines finds Jovian fighters at Skill 3 instead of 2 carry the Jovian Carrier Group past
 * even against the CEGA one. Is there a Skill that makes it even, or is the step too coarse? The Jovian group
 * against the CEGA group with the Jovian fighters' Skill at 1 to 6 in turn, every value on the same seeds as the
 * printed cards (src/sim/match/statSweep.ts). Sweep your own without editing this file:
 *   npx playtest run jw-stat-sweep --set stat=jovian-fighter-squadron.beam-projector.as --set values="1, 2, 3, 4, 5, 6"
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statSweepExperiment } from '../../src/sim/match/statSweep.ts';

export default defineExperiment(
  statSweepExperiment({
    id: 'jw-stat-sweep',
    title: 'A stat swept, with full games: Jovian fighter Skill from 1 to 6',
    question: 'Which value of a stat balances one fleet against another? By default: the Jovian Carrier Group loses most games to the CEGA one at equal TV; at which fighter Skill would it be even?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Components › Squadron Unit Card, Dice System › Skill Test (the card numbers; the fighter cards are illustrative); follows jw-stat-lines', catalogue: [] },
    system: 'jovian-wars',
    stat: 'jovian-fighter-squadron.skill',
    values: [1, 2, 3, 4, 5, 6],
    a: 'preset:jovian-carrier-group',
    b: 'preset:cega-carrier-group',
    pairs: 1000,
  }),
);
