/**
 * Jovian Wars: which of the rulebook's ambiguous readings change the game? Every
 * named variant of src/systems/jovian-wars/ (its README lists them with their
 * sources), one change at a time against the default readings, on the same
 * seeds (paired), with the two sides played by the heuristic player. Ranks the
 * readings by how much they move game length and side A's score: the
 * ambiguities to settle first. The carrier and drone readings act only on
 * fleets with Hangers or Drone Bays, which these two fleets lack: they are
 * measured on the carrier fleets in carrier-sensitivity.ts.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { findGame } from '../../src/game/registry.ts';
import { replayedLine, sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import { REPLAYED_READINGS as REPLAYED } from './_replayedReadings.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';

/** Readings that change nothing unless a fleet has carriers or drones (carrier-sensitivity.ts plays them). */
export const CARRIER_VARIANTS = ['trait-catapult', 'trait-launchers', 'squadron-repair', 'drone-command'];
/** Variants that decide which fleets load, never how a game of legal presets plays (jw-random-lists plays point-restrictions). */
export const LIST_VARIANTS = ['point-restrictions'];
/** The Advanced Scenario and its readings: a different game, not a reading of this one (jw-scenarios plays them). */
export const SCENARIO_VARIANTS = ['scenario', 'ambush-tiers', 'truce-penalty', 'water-capacity'];
/** The table's size: a setting of the game, not a reading of its rules (jw-table-size plays it, JW-111). */
export const SETTING_VARIANTS = ['table'];
/** Readings of a trait no printed card has, acting only on a fleet with the illustrative card (jw-q-ship plays q-ship, JW-041). */
export const ILLUSTRATIVE_CARD_VARIANTS = ['q-ship'];

export default defineExperiment({
  ...variantSensitivity({
    id: 'jw-variant-sensitivity',
    title: 'Jovian Wars: which readings matter?',
    question: 'Which of the named variants (the rulebook\'s ambiguities and contradictions) change game length or who wins, and by how much?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'every named variant (src/systems/jovian-wars/README.md)', catalogue: ['JW-002', 'JW-022', 'JW-023', 'JW-029', 'JW-047', 'JW-038', 'JW-026'] },
    system: 'jovian-wars',
    a: { side: 'preset:cega-battle-group', agent: 'heuristic' },
    b: { side: 'preset:jovian-strike-group', agent: 'heuristic' },
    pairs: 150,
    variants: Object.keys(findGame('jovian-wars').variants).filter((name) => !CARRIER_VARIANTS.includes(name) && !LIST_VARIANTS.includes(name) && !SCENARIO_VARIANTS.includes(name) && !SETTING_VARIANTS.includes(name) && !ILLUSTRATIVE_CARD_VARIANTS.includes(name)),
  }),
  answer: (result: ExperimentResult) => [
    ...sensitivityAnswer(result),
    replayedLine(
      result,
      'jw-second-strength',
      REPLAYED.filter(([, question]) => question === 'jw-variant-sensitivity').map(([reading]) => reading),
      new Set(REPLAYED.map(([reading]) => reading)),
    ),
  ],
});
