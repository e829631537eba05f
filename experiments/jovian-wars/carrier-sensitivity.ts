/**
 * Jovian Wars: do the carrier and drone readings change the game? The four
 * named variants that act only on fleets with Hangers, Launchers, Catapults or
 * Drone Bays (src/systems/jovian-wars/README.md: trait-catapult and
 * trait-launchers from the two Traits chapters, squadron-repair for the blank
 * Repair outcome list, JW-024, and drone-command's unstated timing), one
 * change at a time against the defaults, paired, on the two carrier fleets
 * (illustrative cards: no printed card has these traits). variant-sensitivity.ts
 * ranks every other reading on the printed battle fleets.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';

export default defineExperiment({
  ...variantSensitivity({
    id: 'jw-carrier-sensitivity',
    title: 'Jovian Wars: do the carrier and drone readings matter?',
    question: 'Which of the carrier and drone readings (Catapult and Launchers in each Traits chapter, repairing embarked squadrons, when commanded drones act) change game length or who wins, and by how much?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Repair › Capital Ship Repairing an Embarked Squadron; Generic Special Actions › Drone Command; Traits › Catapult, Launchers', catalogue: ['JW-024', 'JW-034', 'JW-040'] },
    system: 'jovian-wars',
    a: { side: 'preset:cega-carrier-group', agent: 'heuristic' },
    b: { side: 'preset:jovian-carrier-group', agent: 'heuristic' },
    pairs: 200,
    variants: ['trait-catapult', 'trait-launchers', 'squadron-repair', 'drone-command'],
  }),
  answer: (result: ExperimentResult) => [
    ...sensitivityAnswer(result),
    'The carrier fleets are illustrative (no printed card has Hangers, Catapult, Launchers or a Drone Bay), so these effects show what the readings can do, not what they do to a printed fleet.',
  ],
});
