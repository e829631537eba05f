/**
 * rr-shield-brothers (experiments/rattle-and-rend/shield-brothers.ts; RR-010): the Will-check reading. At every Will
 * check about to be rolled, the nearest non-Ward ally the experiment measures agrees with the engine's own
 * allyWithin (what Shield-Brothers' bonus reads) at S and at M, and the checks it counts per seat are the Will checks
 * the game's log shows; a short real run keeps the counts and names the shares in its answer.
 */
import { describe, expect, it } from 'vitest';
import experiment, { nearestAlly } from '../../experiments/rattle-and-rend/shield-brothers.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric } from '../../src/sim/result.ts';
import { allyWithin } from '../../src/systems/rattle-and-rend/engine.ts';
import { rattleAndRend } from '../../src/systems/rattle-and-rend/index.ts';
import { BAND_MM } from '../../src/systems/rattle-and-rend/rules.ts';
import { CK_CHECK, WILL, type RrState } from '../../src/systems/rattle-and-rend/state.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';

const throng = rattleAndRend.presets['dwarven-throng'];
const brothers = { ...throng, tactic2: 'shield-brothers' };

describe('rr-shield-brothers: an ally near at each Will check', () => {
  it('measures what the engine reads, and counts the Will checks the log shows', () => {
    const context = agentContext(rattleAndRend);
    let near = 0;
    let far = 0;
    for (const seed of [1, 2, 3, 4]) {
      const s = rattleAndRend.newGame({ sides: [brothers, rattleAndRend.presets['vampire-court']], variants: chooseGameVariants(rattleAndRend, []), chance: Xoshiro128.stream(seed, 0), log: true }) as RrState;
      const seats = [0, 1].map((k) => ({ agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, k + 1) })) as [never, never];
      const counted = [0, 0];
      playToEnd(s, seats, undefined, () => {
        if (s.chanceKind !== CK_CHECK || s.checkKind !== WILL) return;
        const nearest = nearestAlly(s, s.checkWho);
        expect(nearest <= BAND_MM[1]).toBe(allyWithin(s, s.checkWho, 1));
        expect(nearest <= BAND_MM[2]).toBe(allyWithin(s, s.checkWho, 2));
        if (nearest <= BAND_MM[1]) near++;
        else far++;
        counted[s.side[s.checkWho]]++;
      });
      const logged = [0, 1].map((seat) => s.events().filter((e) => e.kind === 'check' && e.check === 'Will' && e.player === seat).length);
      expect(counted).toEqual(logged);
    }
    // Both answers occur, so the comparison above tested something.
    expect(near).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(0);
  });

  it('a short run keeps the counts per arm and names the shares', async () => {
    const { result } = await runToResult({ experiment: 'experiments/rattle-and-rend/shield-brothers.ts', trials: 16, workers: 1, seed: 3 });
    for (const arm of result.arms) {
      const checks = (arm.metrics.willChecks as MeanMetric).mean;
      const [s, m] = ['willAllyS', 'willAllyM'].map((id) => (arm.metrics[id] as MeanMetric).mean);
      expect(checks).toBeGreaterThan(0);
      expect(s).toBeLessThanOrEqual(m);
      expect(m).toBeLessThanOrEqual(checks);
    }
    const lines = experiment.answer!(result);
    expect(lines[2]).toMatch(/a non-Ward ally stands within S in \d+(\.\d+)?% \(/);
    expect(lines[2]).toContain('By arm: as printed within S');
    // M is paired with S, not with the preset: the sentence says which difference it prints.
    expect(lines[0]).toMatch(/widening it from S to M [^:]+: [^;]+ against Shield-Brothers at S \(the M arm's baseline is the S arm, not the preset\)\.$/);
  }, 120_000);
});
