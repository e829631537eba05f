/**
 * ex-assault (experiments/exoshift/assault.ts, EX-018): every arm's sampled
 * shares hold the attack pipeline's exact values, an Assault ignores the
 * target's cover and Hunker Down (the same chances in every cover), and in the
 * open a hit gets past the Defense test with the chance worked by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ProportionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { attackValues } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { exactOutcomes } from '../../experiments/_attackBatch.ts';
import { holdsWithSlack } from './intervals.ts';
import experiment from '../../experiments/exoshift/assault.ts';
import { assaultStopped, PRINTED } from '../../experiments/exoshift/_actionValue.ts';

/** The pipeline's exact outcome chances for these options. */
function exact(own: Record<string, string | boolean>): Record<string, number> {
  const variants = Object.fromEntries(Object.entries(exoshiftAttack.variants).map(([name, v]) => [name, v.default]));
  return exactOutcomes(exoshiftAttack.compile(attackValues(exoshiftAttack, { attacker: 'sol-line-infantry', target: 'sol-line-infantry', ...own }), variants));
}

const TAKEN_OUT = ['downed', 'wounded', 'incapacitated', 'destroyed'];
const takenOut = (o: Record<string, number>) => TAKEN_OUT.reduce((sum, key) => sum + o[key], 0);

describe('ex-assault', () => {
  it('estimates the exact chances, ignores cover for an Assault, and matches a hand-worked open shot', async () => {
    const { result } = await runToResult({ experiment: 'ex-assault', trials: 65_536, seed: 9, workers: 1 });
    expect(result.arms).toHaveLength(9);
    for (const arm of result.arms) {
      const { action, cover } = arm.coords as { action: string; cover: string };
      const own: Record<string, string | boolean> = action === 'defensive-fire' ? { action } : { action, cover: cover === 'open' ? 'none' : cover.startsWith('heavy') ? 'heavy' : 'light', hunkered: cover === 'heavy-hunkered' };
      if (action === 'focus-fire') Object.assign(own, { 'best-focus': true, range: 'short' });
      expect(holdsWithSlack(takenOut(exact(own)), (arm.metrics.takenOut as ProportionMetric).ci), arm.id).toBe(true);
    }
    const assaultOpen = takenOut(exact({ action: 'assault' }));
    expect(takenOut(exact({ action: 'assault', cover: 'heavy', hunkered: true }))).toBeCloseTo(assaultOpen, 12);
    // Two shots at point blank, each hitting on 8 or less (0.8) and failing the 3-or-less save (0.7): 1 - (1 - 0.56)^2 get a hit through.
    const open = exact({ action: 'assault' });
    expect(1 - open.miss - open.saved).toBeCloseTo(1 - 0.44 ** 2, 12);
    // The whole Assault: its attacks only when the defensive fire leaves the assaulter better than Stunned (Snap Fire back
    // from the Exhausted, Hunkered target; Focus Fire back from an unexhausted one).
    const lines = experiment.answer!(result);
    const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
    expect(lines[0]).toContain(`the whole Assault takes it out ${pct((1 - assaultStopped(PRINTED, 'snap-fire')!) * assaultOpen)} of the time`);
    expect(lines[1]).toContain(`in the open ${pct((1 - assaultStopped(PRINTED, 'focus-fire')!) * assaultOpen)} against Focus Fire's`);
    expect(assaultStopped(PRINTED, 'focus-fire')!).toBeGreaterThan(0.3);
  }, 60_000);
});
