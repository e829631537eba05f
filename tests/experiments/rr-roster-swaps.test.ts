/**
 * rr-roster-swaps (experiments/rattle-and-rend/roster-swaps.ts; RR-041,
 * RR-182): every candidate is a legal warband at most 3 points from the
 * printed list, paired with it against the same opponent; the simultaneous
 * interval and the verdict on hand-made results.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentResult } from '../../src/sim/result.ts';
import swaps, { entryCost, entryName, menu, SWAP_POINTS, swapName, swapSides, swapText } from '../../experiments/rattle-and-rend/roster-swaps.ts';
import { simultaneous } from '../../experiments/rattle-and-rend/_options.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { findGame } from '../../src/game/registry.ts';

const game = findGame('rattle-and-rend');
const counts = (elements: string) => {
  const m = new Map<string, number>();
  for (const e of elements.split(',').map((x) => x.trim())) m.set(e, (m.get(e) ?? 0) + 1);
  return m;
};
/** Points of the printed list's entries no longer in the candidate (an attached Champion dropped alone counts 1). */
function pointsOut(printed: string, candidate: string): number {
  const before = counts(printed);
  const after = counts(candidate);
  let out = 0;
  for (const [e, n] of before) {
    const kept = Math.min(n, after.get(e) ?? 0);
    for (let k = kept; k < n; k++) {
      const host = e.split('+')[0];
      // A rider dropped: the host stays as a plain entry the candidate has more of.
      if (e.includes('+') && (after.get(host) ?? 0) > (before.get(host) ?? 0)) {
        out += entryCost(e) - entryCost(host);
        after.set(host, (after.get(host) ?? 0) - 1);
      } else out += entryCost(e);
    }
  }
  return out;
}

describe('rr-roster-swaps', () => {
  it('prices Elements as the rules do', () => {
    expect([entryCost('fighters'), entryCost('champion(spot-weakness)'), entryCost('heavy(colossal)'), entryCost('fighters+champion(crashing-wave)')]).toEqual([2, 1, 3, 3]);
    expect(menu('champion(banish-foe), heavy(flyer), fighters')).toEqual(['dregs', 'champion(banish-foe)', 'ward(detonate)', 'fighters', 'shooters', 'skirmishers', 'heavy(flyer)']);
  });

  it('lists only legal warbands, none the printed one, each at most 3 points of Elements away', () => {
    for (const id of ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court']) {
      const side = game.presets[id] as RrSide;
      const list = swapSides(side);
      expect(list.length).toBeGreaterThan(10);
      expect(new Set(list.map((s) => s.elements)).size).toBe(list.length);
      for (const candidate of list) {
        expect(() => parseWarband(candidate)).not.toThrow();
        const out = pointsOut(side.elements, candidate.elements);
        expect(out, candidate.elements).toBeGreaterThan(0);
        expect(out, candidate.elements).toBeLessThanOrEqual(SWAP_POINTS);
        expect([candidate.tactic1, candidate.tactic2, candidate.bond, candidate.reputation]).toEqual([side.tactic1, side.tactic2, side.bond, side.reputation]);
      }
    }
    // The Throng swapping its Champion for Dregs, and two Fighters for a Heavy plus Champion, are among its swaps.
    const throng = swapSides(game.presets['dwarven-throng'] as RrSide).map((s) => [...s.elements.split(', ')].sort().join(', '));
    expect(throng).toContain(['dregs', 'fighters', 'fighters', 'fighters', 'fighters', 'heavy(transport)'].sort().join(', '));
  });

  it('labels each swap by what it takes out and brings in, one label per swap', () => {
    const throng = game.presets['dwarven-throng'] as RrSide;
    expect(swapText(throng.elements, 'dregs, fighters, fighters, fighters, fighters, heavy(transport)')).toBe('champion(spot-weakness) for dregs');
    expect(swapText(throng.elements, 'champion(spot-weakness), fighters, fighters, fighters, fighters, dregs, dregs, fighters')).toBe('heavy(transport) for fighters, 2x dregs');
    for (const warband of ['Dwarven Throng', 'Vampire Court']) {
      const labels = swaps.arms.filter((a) => a.coords!.warband === warband).map((a) => a.label ?? a.id);
      expect(new Set(labels).size).toBe(labels.length);
      // Far shorter than the roster itself (up to 200 characters).
      for (const label of labels) expect(label.length, label).toBeLessThan(160);
    }
  });

  it('pairs every swap with its printed list against the same opponent', () => {
    for (const arm of swaps.arms.filter((a) => a.baseline)) {
      const base = swaps.arms.find((a) => a.id === arm.baseline)!;
      expect((arm.params as { sideB: unknown }).sideB).toBe((base.params as { sideB: unknown }).sideB);
      expect(arm.coords!.warband).toBe(base.coords!.warband);
    }
  });

  it('widens the interval by Bonferroni: one candidate is the plain 95% interval', () => {
    // simple-statistics probit is good to about 1e-3.
    expect(simultaneous(0.1, [0.04, 0.16], 1)[0]).toBeCloseTo(0.04, 3);
    const [lo, hi] = simultaneous(0.1, [0.04, 0.16], 40);
    // se = 0.06 / 1.96; z for 1 - 0.05/80 is about 3.23 against 1.96.
    expect(hi - lo).toBeCloseTo(2 * 3.2272 * (0.06 / 1.959964), 2);
  });

  it('claims a gain only when the best swap\'s simultaneous interval is above zero', () => {
    const resultWith = (gain: number, half: number): ExperimentResult =>
      ({
        arms: swaps.arms.map((spec) => ({
          id: spec.id,
          label: spec.label,
          coords: spec.coords,
          params: spec.params,
          trials: 100,
          metrics: { scoreA: { kind: 'mean', n: 100, mean: 0.5, sd: 0.3, ci: [0.45, 0.55] } },
          ...(spec.baseline ? { vsBaseline: { scoreA: { diff: spec.id.endsWith('-swap-1') ? gain : 0, ci: [(spec.id.endsWith('-swap-1') ? gain : 0) - half, (spec.id.endsWith('-swap-1') ? gain : 0) + half], paired: true } } } : {}),
        })),
      }) as unknown as ExperimentResult;
    expect(swaps.answer!(resultWith(0.3, 0.05))[0]).toContain('4 of the 4 example warbands have a swap that clearly gains');
    expect(swaps.answer!(resultWith(0.08, 0.06))[0]).toContain('no example warband has a swap that clearly gains');
    // The answer names the best swap in the rulebook's words, not the roster ids the arm labels use.
    const text = swaps.answer!(resultWith(0.3, 0.05))[0];
    const throng = game.presets['dwarven-throng'] as RrSide;
    const first = swaps.arms.find((a) => a.id === 'dwarven-throng-swap-1')!;
    expect(text).toContain(`the best swap (${swapName(throng.elements, (first.params as unknown as { sideA: RrSide }).sideA.elements)})`);
    expect(text).not.toMatch(/best swap \([^)]*\b(champion|fighters|shooters|skirmishers|dregs|heavy|ward)\b/);
  });

  it('names a swap in prose by the rulebook names, counted as rr-roster-timing counts them', () => {
    const throng = game.presets['dwarven-throng'] as RrSide;
    expect(swapName(throng.elements, 'champion(spot-weakness), fighters, fighters, fighters, fighters, dregs, dregs, fighters')).toBe('Heavy (Transport) for Fighters, 2 Dregs');
    expect(entryName('fighters+champion(crashing-wave)')).toBe('Fighters + Champion (Crashing Wave)');
    expect(entryName('ward(detonate)')).toBe('Ward (Detonate)');
    expect(entryName('champion(push-to-the-brink)')).toBe('Champion (Push to the Brink)');
  });
});
