/**
 * The back-to-back rule and Last Man Standing (004_c41133d86b017ece.txt, Ten
 * Actions: "AN ELEMENT MAY NOT TAKE BACK-TO-BACK ACTIONS; a player must spend
 * MOMENTUM on another first. The only exception is the LAST MAN STANDING
 * RULE: if a player is down to a single non-Ward Element, that player may
 * give their single Element as many Actions as possible"), as golden tests on
 * scripted positions: embarking then disembarking is two actions by one
 * Element (Heavy Traits › Transport: "Entering or exiting counts as the
 * MOVEMENT step of an ACTION"), and the variant last-man-standing decides
 * whether Elements waiting off the board (in reserve, carried) still count.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { legalActionCodes } from '../../../src/systems/rattle-and-rend/actions.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { defaultVariants, RR_VARIANTS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CARRIED, D_ACTION, RESERVE, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { clearTo, firstOf, toFirstAction } from './scripted.ts';

const FIGHTERS = 2;
const HEAVY = 1;

function start(variants: Partial<RrVariants> = {}): RrState {
  const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as const;
  return toFirstAction(rattleAndRend.newGame({ sides, variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(1, 0), log: true }) as RrState);
}

/** Side p's Elements that have an action listed (Tactitians' choice, no Element's action, left out). */
function actors(s: RrState, p: number): Set<number> {
  return new Set(legalActionCodes(s, p).filter((code) => code !== O.PASS && O.actionKind(code) !== O.AK_TACTITIANS).map((code) => O.actionActor(code)));
}

/** The Dwarven Throng's seat, its Transport and two of its Fighters, with one Ghostly Host Fighters far off: nothing else on the board. */
function transportScene(variants: Partial<RrVariants> = {}): { s: RrState; p: number; h: number; i: number; j: number } {
  const s = start(variants);
  const p = s.rosters[0].name === 'Dwarven Throng' ? 0 : 1;
  const h = firstOf(s, p, HEAVY);
  const i = firstOf(s, p, FIGHTERS);
  const j = Array.from({ length: s.n }, (_, k) => k).find((k) => k !== i && s.side[k] === p && s.type[k] === FIGHTERS) as number;
  const e = firstOf(s, 1 - p, FIGHTERS);
  expect(s.isHeavyTrait(h, 'transport')).toBe(true);
  clearTo(s, [
    [h, 100, 100],
    [i, 100, 140],
    [j, 60, 60],
    [e, 320, 320],
  ]);
  s.momentum[p] = 5;
  return { s, p, h, i, j };
}

const disembarks = (s: RrState, p: number, i: number) => legalActionCodes(s, p).filter((code) => O.actionKind(code) === O.AK_DISEMBARK && O.actionActor(code) === i);

describe('Rattle and Rend: no back-to-back actions (Ten Actions)', () => {
  it('an Element that has just embarked may not disembark as the side\'s next action (Transport: entering or exiting is an action\'s movement)', () => {
    const { s, p, h, i, j } = transportScene();
    const embark = legalActionCodes(s, p).find((code) => O.actionKind(code) === O.AK_EMBARK && O.actionActor(code) === i && O.actionArg(code) === h);
    expect(embark).toBeDefined();
    if (s.decider !== p) {
      // The listing is the side's whatever seat decides now: script the embarkation as the engine records it.
      s.status[i] = CARRIED;
      s.carrier[i] = h;
      s.lastActor[p] = i;
      s.cache = null;
    } else {
      s.apply(embark as number);
      // Decline any reaction window, until the position is back to an action decision (either side's).
      while (s.decision !== D_ACTION || s.chanceKind !== 0) {
        if (s.currentPlayer() < 0) s.applyChance();
        else s.apply(s.legalActions()[0]);
      }
    }
    expect(s.status[i]).toBe(CARRIED);
    expect(s.lastActor[p]).toBe(i);
    expect(disembarks(s, p, i)).toEqual([]);
    // Once another Element has acted, it may get out.
    s.lastActor[p] = j;
    s.cache = null;
    expect(disembarks(s, p, i).length).toBeGreaterThan(0);
  });

  it('the Element that acted last has no action listed while another non-Ward Element is in play', () => {
    const { s, p, h, i } = transportScene();
    s.lastActor[p] = i;
    s.cache = null;
    expect(actors(s, p).has(i)).toBe(false);
    expect(actors(s, p).has(h)).toBe(true);
  });
});

describe('Rattle and Rend: Last Man Standing, variant last-man-standing (Ten Actions)', () => {
  it('lists both readings, in-play first (the default: the reading the engine had)', () => {
    expect(RR_VARIANTS['last-man-standing'].values).toEqual(['in-play', 'none-waiting']);
    expect(defaultVariants()['last-man-standing']).toBe('in-play');
  });

  /** One Fighters in play after its action, another Fighters in reserve (not yet entered), the Transport removed. */
  function lastOnBoard(variant: RrVariants['last-man-standing']): { s: RrState; p: number; i: number; j: number } {
    const { s, p, h, i, j } = transportScene({ 'last-man-standing': variant });
    s.status[h] = 1; // REMOVED
    s.status[j] = RESERVE;
    s.reserveRound[j] = s.round + 1;
    s.lastActor[p] = i;
    s.cache = null;
    return { s, p, i, j };
  }

  it('in-play: one non-Ward Element in play may act again though another waits in reserve', () => {
    const { s, p, i } = lastOnBoard('in-play');
    expect(actors(s, p).has(i)).toBe(true);
  });

  it('none-waiting: an Element waiting in reserve still counts, so the last Element on the board may not act again', () => {
    const { s, p, i, j } = lastOnBoard('none-waiting');
    expect(actors(s, p).has(i)).toBe(false);
    // With the reserve gone too, it is the last man standing under either reading.
    s.status[j] = 1;
    s.cache = null;
    expect(actors(s, p).has(i)).toBe(true);
  });

  it('a carried Element is not the one in play: it may not get out right after getting in under in-play; under none-waiting, only as the very last Element', () => {
    for (const variant of ['in-play', 'none-waiting'] as const) {
      const { s, p, h, i } = transportScene({ 'last-man-standing': variant });
      // The other Fighters gone: the Transport in play, i carried (two non-Ward Elements left, one on the board).
      for (let k = 0; k < s.n; k++) if (s.side[k] === p && k !== h && k !== i) s.status[k] = 1;
      s.status[i] = CARRIED;
      s.carrier[i] = h;
      s.lastActor[p] = i;
      s.cache = null;
      expect(disembarks(s, p, i)).toEqual([]);
      // The Transport itself is the single Element in play: it may act again under in-play only.
      s.lastActor[p] = h;
      s.cache = null;
      expect(actors(s, p).has(h)).toBe(variant === 'in-play');
    }
  });
});
