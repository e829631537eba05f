/**
 * Campaign play (campaign.ts; Campaign Play › Consequences Between Skirmishes,
 * The Campaign Warband, Managing Roster Changes): the tables face by face, the
 * cap and floor readings, the Losing Points rule on the four example warbands,
 * and the chain against cases worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { applyChange, campaignChain, changeOdds, DEFAULT_CAMPAIGN, escalationPoints, fielded, loserChange, shrinkElements, winnerChange } from '../../../src/systems/rattle-and-rend/campaign.ts';
import { parseWarband, type RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { findGame } from '../../../src/game/registry.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';

const elementsOf = (id: string) => (findGame('rattle-and-rend').presets[id] as RrSide).elements;

describe('campaign tables', () => {
  it('reads the WINNER and LOSER rows face by face, a 10 by the reading', () => {
    expect([1, 5, 6, 15, 16, 20].map(winnerChange)).toEqual([0, 0, 1, 1, 2, 2]);
    expect([1, 9, 10, 11, 15, 16, 20].map((d) => loserChange(d, 'crushing'))).toEqual([-1, -1, -1, 0, 0, 1, 1]);
    expect([1, 9, 10, 11, 15, 16, 20].map((d) => loserChange(d, 'mixed'))).toEqual([-1, -1, 0, 0, 0, 1, 1]);
  });

  it('gives the odds by counting faces: winner 5/10/5, loser 10/5/5 or 9/6/5 of 20', () => {
    const close = (odds: Map<number, number>, want: Record<number, number>) => {
      expect([...odds.keys()].sort()).toEqual(Object.keys(want).map(Number).sort());
      for (const [change, q] of Object.entries(want)) expect(odds.get(Number(change))).toBeCloseTo(q / 20, 12);
    };
    close(changeOdds(true, 'crushing'), { 0: 5, 1: 10, 2: 5 });
    close(changeOdds(false, 'crushing'), { [-1]: 10, 0: 5, 1: 5 });
    close(changeOdds(false, 'mixed'), { [-1]: 9, 0: 6, 1: 5 });
  });

  it('ignores a gain past 18 (or clamps it), and marks a warband below 9 as dissolved', () => {
    expect(applyChange(17, 2, 'ignore')).toBe(17);
    expect(applyChange(17, 2, 'clamp')).toBe(18);
    expect(applyChange(17, 1, 'ignore')).toBe(18);
    expect(applyChange(18, 1, 'ignore')).toBe(18);
    expect(applyChange(9, -1, 'ignore')).toBe(8);
    expect(applyChange(12, -1, 'ignore')).toBe(11);
  });

  it('fields everything below 12 (or both sides at the smaller size), 12 from a larger warband', () => {
    expect(fielded(10, 12, 'field-all')).toBe(10);
    expect(fielded(12, 10, 'field-all')).toBe(12);
    expect(fielded(16, 10, 'field-all')).toBe(12);
    expect(fielded(12, 10, 'level')).toBe(10);
    expect(fielded(16, 14, 'level')).toBe(12);
  });

  it('escalates by a point a game to 18', () => {
    expect(escalationPoints(12, 3)).toBe(15);
    expect(escalationPoints(12, 9)).toBe(18);
    expect(escalationPoints(9, 9)).toBe(18);
  });
});

describe('Losing Points', () => {
  it('removes the last 1-point Element, then an attached Champion, then a 2-point Element replaced by Dregs', () => {
    expect(shrinkElements(elementsOf('dwarven-throng'))).toBe('fighters, fighters, fighters, fighters, heavy(transport)');
    expect(shrinkElements('fighters, fighters, fighters, fighters, heavy(transport)')).toBe('fighters, fighters, fighters, heavy(transport), dregs');
    expect(shrinkElements(elementsOf('ogrekin-hunting-party'))).toBe('champion(crashing-wave), fighters+champion(spot-weakness), shooters, shooters, heavy(flyer)');
    expect(shrinkElements('fighters+champion(spot-weakness), shooters, shooters, heavy(flyer)')).toBe('fighters, shooters, shooters, heavy(flyer)');
    expect(shrinkElements(elementsOf('vampire-court'))).not.toContain('ward(vengeance)');
  });

  it('finds no legal 9-point Ghostly Host: losing a Fighters would leave 2 core points', () => {
    const ten = shrinkElements(shrinkElements(elementsOf('ghostly-host'))!)!;
    expect(ten).toBe('fighters, fighters, heavy(colossal), heavy(colossal)');
    expect(shrinkElements(ten)).toBeNull();
  });

  it('lets a side field 9-11 points only when it says so (field points)', () => {
    const throng = findGame('rattle-and-rend').presets['dwarven-throng'] as RrSide;
    const eleven = { ...throng, elements: shrinkElements(throng.elements)! };
    expect(() => parseWarband(eleven)).toThrow(GameInputError);
    expect(() => parseWarband(eleven)).toThrow(/the Elements cost 11 points; a warband spends 12/);
    expect(parseWarband({ ...eleven, points: 11 }).units.reduce((s, u) => s + u.points, 0)).toBe(11);
    expect(() => parseWarband({ ...throng, points: 11 })).toThrow(/the Elements cost 12 points; this Campaign Warband has 11 \(field 'points'\)/);
  });
});

describe('campaign chain', () => {
  it('matches one game worked by hand (even players from 12)', () => {
    const [one] = campaignChain(() => 0.5, DEFAULT_CAMPAIGN, 1);
    // A: won, 12 + (0 .25, +1 .5, +2 .25) = 13; lost, 12 + (-1 .5, 0 .25, +1 .25) = 11.75.
    expect(one.meanPoints).toBeCloseTo(0.5 * 13 + 0.5 * 11.75, 12);
    // |winner's change - loser's change|: 0.75, 1.25, 2.25 for a winner's 0, +1, +2.
    expect(one.meanGap).toBeCloseTo(0.25 * 0.75 + 0.5 * 1.25 + 0.25 * 2.25, 12);
    expect(one.short).toBeCloseTo(0.5 * 0.5, 12);
    expect(one.dissolved).toBe(0);
  });

  it('dissolves a 9-point warband that loses on a Crushing Defeat and restarts it at 12', () => {
    for (const [ten, crushing] of [['crushing', 10], ['mixed', 9]] as const) {
      const [one] = campaignChain(() => 0, { ...DEFAULT_CAMPAIGN, 'loser-ten': ten }, 1, 9);
      expect(one.dissolved).toBeCloseTo(crushing / 20, 12);
      // Dissolved -> 12, no change -> 9, Rallying Call -> 10.
      expect(one.meanPoints).toBeCloseTo((crushing * 12 + (15 - crushing) * 9 + 5 * 10) / 20, 12);
    }
  });

  it('reaches the cap only by the reading: from 17, a +2 is ignored or clamped', () => {
    const [ignored] = campaignChain(() => 1, DEFAULT_CAMPAIGN, 1, 17);
    const [clamped] = campaignChain(() => 1, { ...DEFAULT_CAMPAIGN, 'over-cap': 'clamp' }, 1, 17);
    expect(ignored.atCap).toBeCloseTo(0.5, 12);
    expect(clamped.atCap).toBeCloseTo(0.75, 12);
  });
});
