/**
 * sp-map-contact (experiments/syndicate-protocol/map-contact.ts, SP-014/015/016/017/020): cover within one
 * Round-1 Movement card worked by hand on the two hand-authored maps, the share format, the test that a mirror pair
 * is one game played twice, and a short real run: every pairing once on the 11.3 table, the sniper sweep on its
 * densities against its pairing.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, DistributionMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { cellAt } from '../../src/systems/syndicate-protocol/board.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../src/systems/syndicate-protocol/rules.ts';
import { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import mapContact, { BLOCKING, PAIRING_SHARE, PAIRINGS, pairingId, repeatsItself, SHORT_RANGE, SNIPER, sweepId } from '../../experiments/syndicate-protocol/map-contact.ts';
import { blockingShare, coverReach, REACH_CARDS, showBlocking, showShare } from '../../experiments/syndicate-protocol/_coverReach.ts';

const card = (id: string) => REACH_CARDS.findIndex((c) => c.id === id);

describe('sp-map-contact', () => {
  it('deploys the Operators at (12, 2) and (13, 23) on the hand-authored maps (open deployment rows)', () => {
    for (const map of ['example-balanced-layout', 'open-streets']) {
      const lens = syndicateProtocol.presets.lens as SyndicateSide;
      const state = SyndicateState.start([lens, lens], { ...defaultVariants(), map }, Xoshiro128.stream(1, 0), false);
      expect([state.field.pos[0], state.field.pos[3]]).toEqual([cellAt(11, 1), cellAt(12, 22)]);
    }
  });

  it('finds cover in reach on the 11.6 example layout: Heavy Cover one diagonal step ahead, so every forward card reaches it', () => {
    // Rows 3-4 as printed: '...l......H.....c.......', '....l.....H......l...l..': Heavy Cover at (11, 3) and
    // (11, 4), one diagonal step from the Operator at (12, 2); seat 1's mirror at (14, 22), (14, 21).
    const light = coverReach({ maps: 1, seed: 1, armour: 'light', map: 'example-balanced-layout' });
    for (const id of ['combat-roll', 'advance', 'slide', 'dash']) {
      expect(light.reached[card(id)]).toEqual([1, 1]);
      expect(light.heavy[card(id)]).toEqual([1, 1]);
    }
    // Withdraw goes straight away from the nearest enemy: back onto the open deployment rows.
    expect(light.reached[card('withdraw')]).toEqual([0, 0]);
    // Composite armour: -1 a Movement card (6.2), so a 1-space card does not move at all; a 2-space card still makes the step.
    const medium = coverReach({ maps: 1, seed: 1, armour: 'medium', map: 'example-balanced-layout' });
    expect(medium.reached[card('combat-roll')]).toEqual([0, 0]);
    expect(medium.reached[card('advance')]).toEqual([1, 1]);
    expect(medium.heavy[card('dash')]).toEqual([1, 1]);
    expect(light.asymmetric + medium.asymmetric).toBe(0);
  });

  it('finds none on open-streets: the nearest cover is 3 spaces away and on no straight line', () => {
    // Row 3 as printed: '....c.........c.........': the Crate at (15, 3) is 3 king steps from (12, 2) but neither
    // straight east (15, 2) nor diagonally (15, 5); the other Crate and the Light Cover of row 5 are further.
    const light = coverReach({ maps: 1, seed: 1, armour: 'light', map: 'open-streets' });
    expect(light.reached.flat().every((n) => n === 0)).toBe(true);
  });

  it('counts generated maps: the same for both sides on every map, more reach never less cover', () => {
    const reach = coverReach({ maps: 200, seed: 5, armour: 'light', density: 'percent' });
    expect(reach.asymmetric).toBe(0);
    for (const k of REACH_CARDS.keys()) {
      expect(reach.reached[k][0]).toBe(reach.reached[k][1]);
      expect(reach.heavy[k][0]).toBeLessThanOrEqual(reach.reached[k][0]);
    }
    // Every space one step away is also two steps away (Advance reaches whatever Combat Roll does).
    expect(reach.reached[card('advance')][0]).toBeGreaterThanOrEqual(reach.reached[card('combat-roll')][0]);
    expect(reach.reached[card('combat-roll')][0]).toBeGreaterThan(100);
    expect(reach.reached[card('combat-roll')][0]).toBeLessThan(200);
    // With no LoS blockers there is no Heavy Cover either.
    expect(coverReach({ maps: 20, seed: 5, armour: 'light', density: 'blocking-0' }).heavy.flat().every((n) => n === 0)).toBe(true);
    expect(blockingShare('blocking-0', 20, 5)).toEqual({ mean: 0, ci: [0, 0], maps: 20 });
    // Half the blockers: the whole interval below the 11.3 table's, each a Student interval over the maps' shares.
    const half = blockingShare('blocking-0.5', 20, 5);
    const table = blockingShare('percent', 20, 5);
    expect(half.ci[1]).toBeLessThan(table.ci[0]);
    expect(table.ci[0]).toBeLessThan(table.mean);
    expect(table.ci[1]).toBeGreaterThan(table.mean);
    expect(showBlocking({ mean: 0.213, ci: [0.209, 0.217], maps: 500 })).toBe('21.3% of spaces (20.9% to 21.7%, 500 maps)');
  });

  it('prints a share of maps with its Wilson interval, and one map as yes or no', () => {
    // wilson(8, 10) = [0.4902, 0.9433]: an interval 45 points wide prints whole percents.
    expect(showShare(8, 10)).toBe('80% (49-94%)');
    expect(showShare(1, 1)).toBe('yes');
    expect(showShare(0, 1)).toBe('no');
  });

  it('tells a mirror pair that is one game played twice from one that is not', () => {
    const arm = (counts: number[]) =>
      ({ params: { sideA: { name: 'Lens' }, sideB: { name: 'Lens' }, agentA: 'heuristic', agentB: 'heuristic' }, trials: counts.reduce((a, b) => a + b, 0), metrics: { pair: { kind: 'distribution', keys: ['win-win', 'win-draw', 'win-loss', 'draw-win', 'draw-draw', 'draw-loss', 'loss-win', 'loss-draw', 'loss-loss'], counts } } }) as unknown as ArmResult;
    expect(repeatsItself(arm([0, 0, 3, 0, 4, 0, 2, 0, 0]))).toBe(true);
    expect(repeatsItself(arm([1, 0, 3, 0, 4, 0, 2, 0, 0]))).toBe(false);
  });

  it('plays every pairing on the 11.3 table and the sniper sweep against its pairing', async () => {
    const { result } = await runToResult({ experiment: 'sp-map-contact', trials: 4, seed: 8, workers: 1 });
    expect(PAIRINGS).toHaveLength(15);
    expect(result.arms).toHaveLength(15 + SHORT_RANGE.length * (BLOCKING.length - 1));
    const density = (arm: ArmResult) => (arm.params.variants as Record<string, string>)['terrain-density'];
    const sideName = (arm: ArmResult, side: 'sideA' | 'sideB') => (arm.params[side] as SyndicateSide).name;
    for (const [a, b] of PAIRINGS) {
      const arm = result.arms.find((x) => x.id === pairingId(a, b))!;
      expect(density(arm)).toBe('percent');
      expect([sideName(arm, 'sideA'), sideName(arm, 'sideB')]).toEqual([(syndicateProtocol.presets[a] as SyndicateSide).name, (syndicateProtocol.presets[b] as SyndicateSide).name]);
      expect(arm.vsBaseline).toBeUndefined();
      if (a === b) {
        expect(repeatsItself(arm)).toBe(true);
        expect((arm.metrics.pair as DistributionMetric).counts.reduce((s, n) => s + n, 0)).toBe(arm.trials);
      }
    }
    for (const b of SHORT_RANGE) {
      for (const level of BLOCKING.filter((l) => l.density !== 'percent')) {
        const arm = result.arms.find((x) => x.id === sweepId(b, level.density))!;
        expect(density(arm)).toBe(level.density);
        expect(sideName(arm, 'sideA')).toBe('Lens');
        expect(arm.baselineArm ?? result.experiment.baseline).toBe(pairingId(SNIPER, b));
        expect(arm.vsBaseline!.scoreA).toBeDefined();
      }
    }
    expect(PAIRING_SHARE).toBeLessThan(1);
    expect(mapContact.answer!(result)).toHaveLength(15);
  }, 180_000);
});
