/**
 * Syndicate Protocol: which of the rulebook's ambiguous readings change the game? Every
 * named variant of src/systems/syndicate-protocol/ (its README lists them with their
 * sources), one change at a time against the default readings, on the same
 * seeds (paired), with the two sides played by the heuristic player. Ranks the
 * readings by how much they move game length and side A's score: the
 * ambiguities to settle first. The two that moved length most by estimate
 * are replayed with the greedy player in sp-second-strength (REPLAYED_READINGS).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { sensitivityAnswer, variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { distinctGames } from '../../src/sim/match/pairPools.ts';
import { formatEstimate, groupThousands } from '../../src/report/format.ts';
import { magnitude, notApartFrom, overlaps } from './_apart.ts';
import { REPLAYED_READINGS, secondStrengthSentence } from './second-strength.ts';

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
    // SP-020's Line-of-Sight blocker sweep (sp-map-contact) rides on terrain-density but reads no rule.
    except: ['terrain-density=blocking-0', 'terrain-density=blocking-0.5', 'terrain-density=blocking-1.5'],
  }),
  // Game length only: in this mirror the deterministic heuristic plays each pair's two games alike with the seats
  // swapped, so A's score is 1/2 in every pair whatever the reading, and its chart was 42 dots at exactly 0.
  charts: [{ kind: 'forest', metric: 'length', title: 'Game length: each reading minus the defaults' }],
  answer: (result: ExperimentResult) => {
    // The readings that move game length most now, against those sp-second-strength replays.
    const clear = result.arms
      .filter((arm) => arm.vsBaseline?.length && (arm.vsBaseline.length.ci[0] > 0 || arm.vsBaseline.length.ci[1] < 0))
      .sort((x, y) => Math.abs(y.vsBaseline!.length.diff) - Math.abs(x.vsBaseline!.length.diff));
    const top = clear.slice(0, REPLAYED_READINGS.length);
    const largest = top.map((arm) => arm.label);
    const missing = largest.filter((label) => !(REPLAYED_READINGS as readonly string[]).includes(label));
    // Ranked by estimate: the top ones are the largest only when no reading below them has an interval reaching theirs.
    const size = (arm: ArmResult) => magnitude(arm.vsBaseline!.length.ci);
    const reaching = top.length === 0 ? [] : notApartFrom(top[top.length - 1], clear.slice(top.length), size);
    const change = (arm: ArmResult) => `${arm.label} ${formatEstimate(arm.vsBaseline!.length.diff, arm.vsBaseline!.length.ci)}`;
    const reachesAll = reaching.every((arm) => top.every((t) => overlaps(size(arm), size(t))));
    const replayed =
      reaching.length === 0
        ? 'They are the readings that move game length most here.'
        : `They are the largest here by estimate, but ${reaching.map(change).join(', ')} ${reaching.length === 1 ? 'overlaps' : 'overlap'} ${reachesAll ? 'them' : `${top[top.length - 1].label}'s interval`}, so which readings move game length most is not clear at ${groupThousands(distinctGames(result.arms[0]))} distinct games a reading.`;
    return [
      ...sensitivityAnswer(result),
      secondStrengthSentence(
        `${REPLAYED_READINGS.join(' and ')} against the defaults in the Lens mirror`,
        missing.length > 0 ? `The largest changes of game length by estimate here now include ${missing.join(', ')}, not replayed there (add ${missing.length === 1 ? 'it' : 'them'} to REPLAYED_READINGS).` : replayed,
      ),
    ];
  },
});
