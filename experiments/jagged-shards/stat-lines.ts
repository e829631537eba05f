/**
 * Jagged Shards: a designer's stat change, answered with full games (000_9659637e2373f14e.txt, Ch. 6 Heavy Units and
 * Ch. 7 Wounds; the `stats` variant, statChanges.ts; the profiles are illustrative, data/profiles.json).
 * js-heavy-units finds heavy units a liability at equal Force Rating: the Colonial Armoured Column (two Bastion
 * Walkers) scores about 0.15 against a light force of the same rating. Would tougher walkers (8 wounds instead of 6)
 * close that gap? The column against the light force, under the printed profiles and with the change, paired game by
 * game on the same seeds (src/sim/match/statChange.ts). Ask your own without editing this file:
 *   npx playtest run js-stat-lines --set stats=printed:autocannon.medium=35 --set b.units="colonial-rifle-squad x5"
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statChangeExperiment } from '../../src/sim/match/statChange.ts';
import { HEAVY_FORCES } from './heavy-units.ts';

export default defineExperiment(
  statChangeExperiment({
    id: 'js-stat-lines',
    title: 'A stat change, with full games: Bastion Walkers with 8 wounds',
    question: 'How far does a change to the profiles move one force against another? By default: two-heavy forces lose at equal Force Rating; would Bastion Walkers with 8 wounds instead of 6 close the gap?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 6 Heavy Units, Ch. 7 Wounds (illustrative profiles); follows js-heavy-units (JS-001)', catalogue: [] },
    system: 'jagged-shards',
    stats: 'printed:bastion-walker.wounds=8',
    a: 'preset:colonial-armoured-column',
    b: { ...HEAVY_FORCES.colonial[0].side },
    pairs: 2000,
  }),
);
