/**
 * Syndicate Protocol: who may shoot whom, and in what order? The rulebook's
 * targeting and elimination-order readings (003_c7f3f5aee5a5ed6f.txt), each
 * one change at a time against the default readings, paired game by game:
 * - eliminated-fire (SP-061): an Operator eliminated by the Priority attack
 *   does not fire (4.11) or still fires (3.3);
 * - operator-targets (SP-055): Operators shoot enemy Operators only (4.2) or
 *   any enemy, Mercenaries too (9.5);
 * - hidden (SP-029): a Hidden unit cannot be targeted beyond 4 (10.4) or 3
 *   (App. D) spaces;
 * - revealed (SP-031): Revealed strips LoS-blocking effects (10.3) or Hidden
 *   and cover too (App. D);
 * - cover (SP-023): a unit has cover from the terrain it occupies (2.1/7.7)
 *   or from terrain between it and the shooter (4.9).
 * Lens (long range, Light) against Velocity (short range, Hidden cards) so
 * both range and Hidden matter, both played by the heuristic player; the
 * readings its verdict names are replayed with the greedy player in
 * sp-second-strength (REPLAYED_TARGETING).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, Difference, ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference } from '../../src/report/format.ts';
import { REPLAYED_TARGETING, secondStrengthSentence } from './second-strength.ts';

const VARIANTS = ['eliminated-fire', 'operator-targets', 'hidden', 'revealed', 'cover'] as const;

/** The paired change in one statistic under each reading, with its verdict word. */
function changes(result: ExperimentResult, metric: string, unit: string): string {
  const show = (arm: ArmResult) => {
    const d = arm.vsBaseline![metric] as Difference;
    const word = d.ci[0] > 0 ? 'up' : d.ci[1] < 0 ? 'down' : 'no clear change';
    return `${arm.label} ${formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs')}: ${word}`;
  };
  return result.arms.filter((arm) => arm.vsBaseline?.[metric]).map(show).join('; ');
}

function answer(result: ExperimentResult): string[] {
  const moved = (metric: string) =>
    result.arms.filter((arm) => {
      const d = arm.vsBaseline?.[metric];
      return d && (d.ci[0] > 0 || d.ci[1] < 0);
    });
  const decisive = [...new Set([...moved('scoreA'), ...moved('length'), ...moved('capped')].map((arm) => arm.label))];
  const unreplayed = decisive.filter((label) => !(REPLAYED_TARGETING as readonly string[]).includes(label));
  return [
    decisive.length === 0
      ? `None of the ${result.arms.length - 1} targeting and elimination-order readings clearly changes who wins, how long games last or how often they stall (${2 * result.arms[0].trials} games per reading): the designer may settle them on clarity alone, or run more games for small effects.`
      : `Readings that clearly change the game (who wins, its length or its stall rate): ${decisive.join(', ')}; settle these in the rulebook first.`,
    ...sensitivityAnswer(result),
    `Lens's damage per game under each reading (paired): ${changes(result, 'damageA', 'damage')}.`,
    `Velocity's damage per game: ${changes(result, 'damageB', 'damage')}.`,
    `Share of games stopped at the round cap: ${changes(result, 'capped', '')}.`,
    secondStrengthSentence(
      `${REPLAYED_TARGETING.join(' and ')} against the defaults in Lens vs Velocity`,
      unreplayed.length > 0 ? `Not replayed there: ${unreplayed.join(', ')}, which this verdict names now (add ${unreplayed.length === 1 ? 'it' : 'them'} to REPLAYED_TARGETING).` : '',
    ),
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'sp-targeting',
    title: 'Targeting and elimination order: which readings change the game?',
    question: 'Whom may an Operator shoot (4.2 vs 9.5), does an Operator eliminated by the Priority attack still fire (4.11 vs 3.3), and how far do Hidden, Revealed and cover reach: which of these readings change who wins and how long games last?',
    source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Combat › 4.2 Targeting Rules vs 9.5; Round Structure › 3.3 vs 4.11; Status Effects 10.3/10.4 vs App. D; 4.9 Cover', catalogue: ['SP-055', 'SP-061', 'SP-029', 'SP-031', 'SP-023'] },
    system: 'syndicate-protocol',
    a: { side: 'preset:lens', agent: 'heuristic' },
    b: { side: 'preset:velocity', agent: 'heuristic' },
    pairs: 800,
    variants: VARIANTS,
  }),
  chunkSize: 8,
  answer,
});
