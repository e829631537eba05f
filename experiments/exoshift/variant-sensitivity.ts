/**
 * Exoshift: which of the rulebook's ambiguous readings change the game? Every
 * named variant of src/systems/exoshift/ (its README lists them with their
 * sources), one change at a time against the default readings, on the same
 * seeds (paired), with the two sides played by the heuristic player. Ranks the
 * readings by how much they move game length and side A's score: the
 * ambiguities to settle first. The template readings act only on weapons
 * with Spray or an IFF Limiter, which these two forces lack: they are measured
 * on the assault squad in template-sensitivity.ts. The what-if switches
 * (rules.ts WHAT_IF_VARIANTS: a printed rule removed, not a reading of it)
 * are rule-weights.ts's. The mobility readings act only on Wheeled, Tracked
 * and Hover-Forward models, which these forces lack (mobility.ts plays them),
 * and woods, table and terrain are table settings, not readings (dense-woods.ts,
 * table-size.ts, cover-density.ts). The deployment procedures (the roll for the
 * edge, alternating deployment, independent table halves: EX-042, EX-048) are
 * played with their own paired comparisons in deployment.ts: on these mirrored
 * tables the edge choice is worth nothing, and the roll's kept and swapped are
 * comparison arms, not readings.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { findGame } from '../../src/game/registry.ts';
import { replayedLine, sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { REPLAYED_READINGS } from './_replayedReadings.ts';
import { WHAT_IF_VARIANTS } from '../../src/systems/exoshift/rules.ts';

/** Readings that change nothing unless a side has Spray or IFF Limiter weapons (template-sensitivity.ts plays them). */
export const TEMPLATE_VARIANTS = ['spray', 'iffLimiter'];
/** Readings that change nothing without vehicles (mobility.ts plays them), the table settings (dense-woods.ts, table-size.ts, cover-density.ts) and the deployment procedures (deployment.ts). */
const ELSEWHERE = ['vehicleTurns', 'optimalTerrain', 'lowWalls', 'woods', 'table', 'terrain', 'tableHalves', 'deploymentRoll', 'deployment'];

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-variant-sensitivity',
    title: 'Exoshift: which readings matter?',
    question: 'Which of the named variants (the rulebook\'s ambiguities and contradictions) change game length or who wins, and by how much?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'every named variant (src/systems/exoshift/README.md)', catalogue: ['EX-002', 'EX-003', 'EX-004', 'EX-024', 'EX-030', 'EX-033', 'EX-043'] },
    system: 'exoshift',
    a: { side: 'preset:sol-line-patrol', agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 40,
    variants: Object.keys(findGame('exoshift').variants).filter((name) => !TEMPLATE_VARIANTS.includes(name) && !ELSEWHERE.includes(name) && !(WHAT_IF_VARIANTS as readonly string[]).includes(name)),
  }),
  answer: (result: ExperimentResult) => [...sensitivityAnswer(result), exReplayedLine(result)],
});

/** What ex-second-strength replays of this experiment (_replayedReadings.ts lists every replayed reading). */
export function exReplayedLine(result: ExperimentResult): string {
  const chosen = REPLAYED_READINGS.filter(([, question]) => question === 'ex-variant-sensitivity').map(([reading]) => reading);
  return replayedLine(result, 'ex-second-strength', chosen, new Set(REPLAYED_READINGS.map(([reading]) => reading)));
}
