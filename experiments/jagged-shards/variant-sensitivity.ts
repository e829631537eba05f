/**
 * Jagged Shards: which of the rulebook's ambiguous readings change the game? Every
 * named variant of src/systems/jagged-shards/ (its README lists them with their
 * sources), one change at a time against the default readings, on the same
 * seeds (paired), with the two sides played by the heuristic player. Ranks the
 * readings by how much they move game length and side A's score: the
 * ambiguities to settle first.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { replayedLine, sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { LENGTH_READINGS, SCORE_READINGS } from './_replayedReadings.ts';

/** The readings js-second-strength replays (_replayedReadings.ts). */
const JS_REPLAYED = [...LENGTH_READINGS, ...SCORE_READINGS];

export default defineExperiment({
  ...variantSensitivity({
    id: 'js-variant-sensitivity',
    title: 'Jagged Shards: which readings matter?',
    question: 'Which of the named variants (the rulebook\'s ambiguities and contradictions) change game length or who wins, and by how much?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'every named variant (src/systems/jagged-shards/README.md)', catalogue: ['JS-026', 'JS-020'] },
    system: 'jagged-shards',
    a: { side: 'preset:colonial-strike-force', agent: 'heuristic' },
    b: { side: 'preset:martian-warband', agent: 'heuristic' },
    pairs: 100,
  }),
  answer: (result: ExperimentResult) => [
    ...sensitivityAnswer(result),
    replayedLine(result, 'js-second-strength', JS_REPLAYED, new Set(JS_REPLAYED)),
  ],
});
