/**
 * Rattle And Rend: which of the rulebook's ambiguous readings change the game? Every
 * named variant of src/systems/rattle-and-rend/ (its README lists them with their
 * sources), one change at a time against the default readings, on the same
 * seeds (paired), with the two sides played by the heuristic player. Ranks the
 * readings by how much they move game length and side A's score: the
 * ambiguities to settle first.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import { keepMetrics } from './_options.ts';
import { RR_VARIANTS, STUDY_SETTINGS, type RrVariantName } from '../../src/systems/rattle-and-rend/rules.ts';

export default defineExperiment(
  keepMetrics(variantSensitivity({
    id: 'rr-variant-sensitivity',
    title: 'Rattle And Rend: which readings matter?',
    question: 'Which of the named variants (the rulebook\'s ambiguities and contradictions) change game length or who wins, and by how much?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'every named variant (src/systems/rattle-and-rend/README.md)', catalogue: ['RR-046', 'RR-024', 'RR-050', 'RR-007', 'RR-008', 'RR-009', 'RR-010', 'RR-016'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:dwarven-throng', agent: 'heuristic' },
    b: { side: 'preset:ghostly-host', agent: 'heuristic' },
    pairs: 40,
    // The setup settings fix a d20 roll for a study, and d20-source swaps the dice for decks (rr-skill-gap); they are not
    // readings of the rulebook (rr-game-pace plays the setup settings).
    variants: (Object.keys(RR_VARIANTS) as RrVariantName[]).filter((name) => !STUDY_SETTINGS.includes(name)),
  })),
);
