/**
 * Exoshift: do the Spray template readings change the game? The two named
 * variants that act only on Spray and IFF Limiter weapons
 * (src/systems/exoshift/README.md: `spray` — the Area of Effect procedure
 * without a Saturation roll, or one Combat test per model under the template —
 * and `iffLimiter` — a friend touching the template still takes the passed
 * test's Disruption, or none), one change at a time against the defaults,
 * paired, with the illustrative assault squad (flamers) against the printed
 * fireteams. variant-sensitivity.ts ranks every other reading.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-template-sensitivity',
    title: 'Exoshift: do the Spray template readings matter?',
    question: 'Do the readings of Spray Template (X) and IFF Limiter change game length or who wins, and by how much?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Weapon Traits › Spray Template, IFF Limiter; Weapons › Area of Effect Weapons', catalogue: [] },
    system: 'exoshift',
    a: { side: 'preset:sol-assault-squad', agent: 'heuristic' },
    b: { side: 'preset:sol-fireteams', agent: 'heuristic' },
    pairs: 60,
    variants: ['spray', 'iffLimiter'],
  }),
  answer: (result: ExperimentResult) => [
    ...sensitivityAnswer(result),
    'The assault squad and its flamers are illustrative (the rulebook defines the Spray trait but prints no template shape; the template here is an illustrative cone), so these effects show what the readings can do to such a force. In the heuristic\'s games Spray shots are few (the 8" range is rarely reached), so small effects need many games.',
  ],
});
