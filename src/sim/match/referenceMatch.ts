/**
 * The reference game experiment: Pig, greedy against random, standard sides
 * (`playtest run src/sim/match/referenceMatch.ts`). It is also the module
 * match worker threads load (matchExperiment.ts, MATCH_MODULE): they use only
 * its trial function, which plays whatever match the run plan carries.
 */
import { defineExperiment } from '../experiment.ts';
import { pig } from '../../game/pig/index.ts';
import { matchExperiment } from './matchExperiment.ts';

export default defineExperiment(
  matchExperiment(
    { id: 'pig-greedy-vs-random', title: 'Pig: greedy against random', question: 'How often does hold-at-20 beat a random roller?', pairs: 2000 },
    [
      {
        id: 'greedy-vs-random',
        label: 'greedy (A) vs random (B)',
        params: { system: 'pig', sideA: pig.presets.standard, sideB: pig.presets.standard, agentA: 'greedy', agentB: 'random', variants: { target: '100' } },
      },
    ],
  ),
);
