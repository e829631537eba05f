/**
 * Syndicate Protocol: which of the rulebook's ambiguous readings change the game? Every
 * named variant of src/systems/syndicate-protocol/ (its README lists them with their
 * sources), one change at a time against the default readings, on the same
 * seeds (paired), with the two sides played by the heuristic player. Ranks the
 * readings by how much they move game length and side A's score: the
 * ambiguities to settle first.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';

export default defineExperiment({
  ...variantSensitivity({
    id: 'sp-variant-sensitivity',
    title: 'Syndicate Protocol: which readings matter?',
    question: 'Which of the named variants (the rulebook\'s ambiguities and contradictions) change game length or who wins, and by how much?',
    source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'every named variant (src/systems/syndicate-protocol/README.md)', catalogue: ['SP-021', 'SP-055', 'SP-061'] },
    system: 'syndicate-protocol',
    a: { side: 'preset:lens', agent: 'heuristic' },
    b: { side: 'preset:lens', agent: 'heuristic' },
    pairs: 10,
  }),
  answer: (result: ExperimentResult) => [
    ...sensitivityAnswer(result),
    "One agent strength: the one-ply greedy player, the cheap second strength of the other games, stalls here at the round cap because the game's evaluation counts only Health (sp-second-strength measures it), so no second strength exists for this game yet.",
  ],
});
