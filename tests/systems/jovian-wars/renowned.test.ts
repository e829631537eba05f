/**
 * Renowned (002_f697cf6215cb147c.txt, Traits › Renowned: "This ship adds +1 to its Skill rating. Multiple instances
 * of this trait stack their effects. If Destroyed this model is worth +20% Victory Points per instance. If Captured
 * this model is worth +30% Victory Points per instance."; JW-113), given by the illustrative side field `renowned`
 * (cards.ts renownedCard, renowned.ts), scored on constructed end states under both `renowned-vp` readings.
 */
import { describe, expect, it } from 'vitest';
import { checkFleet, cardById, type FleetSide } from '../../../src/systems/jovian-wars/cards.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { start } from './scripted.ts';

const CEGA = jovianWars.presets['cega-battle-group'] as FleetSide;
const JOVIAN = jovianWars.presets['jovian-strike-group'] as FleetSide;
const renowned = (spec: string): FleetSide => ({ ...CEGA, renowned: spec });

/** A game with the CEGA Battle Group's Uller Renowned x`n` (seat 0) against the Jovian Strike Group. */
function game(n: number, variants: Record<string, string> = {}): { s: JovianState; uller: JovianState['units'][number] } {
  const s = start(variants, [renowned(`uller x${n}`), JOVIAN], 3, false);
  return { s, uller: s.units.find((u) => u.card.startsWith('uller'))! };
}

/** Victory Points with the Renowned ship's share taken out (the same state scored as if it had none). */
const plainVp = (s: JovianState) => {
  s.renowned = false;
  const vp = s.victoryPoints();
  s.renowned = true;
  return vp;
};

describe('Jovian Wars Renowned (JW-113)', () => {
  it('the side field makes the first listed ship Renowned xN: Skill + N, the trait renowned:N, the same TV and Unit Cap count', () => {
    const fleet = checkFleet(renowned('uller x2'), 'side A');
    const uller = fleet.cards.find((c) => c.id.startsWith('uller'))!;
    expect(uller.id).toBe('uller~renowned-2');
    expect(uller.skill).toBe(3 + 2);
    expect(uller.traits).toContain('renowned:2');
    expect(uller.tv).toBe(55);
    expect(uller.name).toBe('Uller (Renowned x2)');
    expect(fleet.total).toBe(checkFleet(CEGA, 'side A').total);
    expect(checkFleet(renowned('uller'), 'side A').cards[0].skill).toBe(4);
    // Default sides are untouched: no derived card, no Renowned in play.
    expect(checkFleet(CEGA, 'side A').cards.some((c) => c.id.includes('~'))).toBe(false);
    expect(start({}, [CEGA, JOVIAN], 3, false).renowned).toBe(false);
  });

  it('refuses a squadron, a card not in the list, bad instance counts and bad text, naming the field', () => {
    expect(() => checkFleet(renowned('cega-fighter-squadron'), 'side A')).toThrow(/field 'renowned'.*squadron/);
    expect(() => checkFleet(renowned('javelin'), 'side A')).toThrow(/field 'renowned': the fleet lists no 'javelin'/);
    expect(() => checkFleet(renowned('uller x4'), 'side A')).toThrow(/instances must be 1-3/);
    expect(() => checkFleet(renowned('uller, wyvern'), 'side A')).toThrow(GameInputError);
  });

  it('a serialised game finds the derived card again (Skill and trait kept)', () => {
    const { s } = game(2);
    const back = jovianWars.deserialize(s.serialize()) as JovianState;
    const uller = back.units.find((u) => u.card === 'uller~renowned-2')!;
    expect(uller.def.skill).toBe(5);
    expect(back.renowned).toBe(true);
    expect(back.serialize()).toEqual(s.serialize());
    expect(cardById('uller~renowned-1')!.skill).toBe(4);
    expect(cardById('tengu~renowned-1')!.skill).toBe(4);
    expect(cardById('pathfinder~renowned-1')).toBeUndefined();
  });

  it('the Renowned ship takes its Skill Tests with Skill + N (a Withdraw roll is a pool of Skill dice)', () => {
    const { s, uller } = game(2);
    s.jobs.push({ kind: 'withdraw', unit: uller.index });
    s.settle();
    expect(s.roll).toMatchObject({ base: 5 });
  });

  it('bonus (default): Destroyed, the enemy scores 0.2 x 2 x 55 = 22 more; Crippled, nothing', () => {
    const { s, uller } = game(2);
    uller.status = 'destroyed';
    const plain = plainVp(s);
    expect(s.victoryPoints()).toEqual([plain[0], plain[1] + 22]);
    uller.status = 'crippled';
    expect(s.victoryPoints()).toEqual(plainVp(s));
  });

  it('bonus: Captured, the captor scores 55 x (1.5 + 0.3 x 2) = 115.5 for it (57.75 if it then Withdrew); Renowned x1 Destroyed 11', () => {
    const { s, uller } = game(2);
    uller.side = 1;
    const plain = plainVp(s);
    expect(plain[1] - plainVp(start({}, [CEGA, JOVIAN], 3, false))[1]).toBe(55 * 1.5);
    expect(s.victoryPoints()[1] - plain[1]).toBeCloseTo(55 * 0.6, 9);
    uller.status = 'withdrawn';
    expect(s.victoryPoints()[1] - plainVp(s)[1]).toBeCloseTo(55 * 0.5 * 0.6, 9);
    const one = game(1);
    one.uller.status = 'destroyed';
    expect(one.s.victoryPoints()[1] - plainVp(one.s)[1]).toBe(11);
  });

  it('multiplier: Destroyed adds nothing (0 x 1.4); Captured, 55 x 1.5 x 1.6 = 132 for the captor', () => {
    const { s, uller } = game(2, { 'renowned-vp': 'multiplier' });
    uller.status = 'destroyed';
    expect(s.victoryPoints()).toEqual(plainVp(s));
    uller.status = 'active';
    uller.side = 1;
    expect(s.victoryPoints()[1] - plainVp(s)[1]).toBeCloseTo(55 * 1.5 * 0.6, 9);
  });

  it('victory=killed: a Destroyed Renowned x2 ship counts 55 x 1.4 = 77 for its killer; the winner follows', () => {
    const { s, uller } = game(2, { victory: 'killed' });
    for (const u of s.units) if (u.side === 1 && u.card === 'javelin') u.status = 'destroyed';
    uller.status = 'destroyed';
    // Killed: seat 0 has the Javelin's 35, seat 1 the Uller's 55 + 22.
    expect(s.killedPoints()).toEqual([35, 77]);
    s.phase = 'over';
    expect(s.winner()).toBe(1);
  });
});
