/**
 * What the answers engineer (issue 11) measures with: a side's cpBonus (the
 * worth of one more CP, EX-014), the end-of-game statistics (rounds, the
 * round cap, the engine's stop: EX-043) and the Spotter rule coming into play
 * (EX-004) once the heuristic fires its Setup weapons and sends its Spotter
 * where indirect fire needs eyes.
 */
import { describe, expect, it } from 'vitest';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../../../src/game/playGame.ts';
import { checkSide } from '../../../src/game/sideSchema.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { END_ROUND_LIMIT, endReason } from '../../../src/systems/exoshift/round.ts';
import type { ExoshiftSide } from '../../../src/systems/exoshift/setup.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

const PATROL = exoshift.presets['sol-line-patrol'];
const FIRE_SUPPORT = exoshift.presets['sol-fire-support'];
const MORTAR_BATTERY: ExoshiftSide = { name: 'Sol Mortar Battery', units: 'sol-command-officer, sol-line-infantry x2, sol-mortar-team, sol-sentinel-drone' };

function play(sides: readonly [ExoshiftSide, ExoshiftSide], variants: Record<string, string>, seed: number, agent = 'heuristic', log = true): ExoshiftState {
  const context = agentContext(exoshift);
  const words = new Uint32Array(STREAM_WORDS);
  dealStreams(Xoshiro128.stream(500 + seed, 0), words);
  const seats = [
    { agent: makeAgent(agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 4) },
    { agent: makeAgent(agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 8) },
  ] as const;
  const state = exoshift.newGame({ sides, variants, chance: resetTo(new Xoshiro128(1, 0, 0, 0), words, 0), log }) as ExoshiftState;
  playToEnd(state, seats);
  return state;
}

const start = (sides: readonly [ExoshiftSide, ExoshiftSide]) => exoshift.newGame({ sides, variants: {}, chance: Xoshiro128.stream(9, 0), log: true }) as ExoshiftState;

describe('a side-level CP bonus (Start of Game Round › Refresh CP)', () => {
  it('adds its CP to the global pool the side receives at the start of the first round', () => {
    const state = start([{ ...PATROL, cpBonus: 2 }, PATROL]);
    // The Sol Command Officer's Strategist 4 on both sides, +2 for A.
    expect([state.s[L.G_CP], state.s[L.G_CP + 1]]).toEqual([6, 4]);
  });

  it('is added again at every round, whatever the side has lost', () => {
    const state = play([{ ...PATROL, cpBonus: 1 }, { ...PATROL, cpBonus: 3 }], { roundCap: '6' }, 1);
    const refreshes = state.events().filter((e) => e.kind === 'cp').map((e) => e.cp as number[]);
    expect(refreshes.length).toBeGreaterThan(1);
    for (const [a, b] of refreshes) {
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeGreaterThanOrEqual(3);
    }
  });

  it('defaults to 0: a side without the field plays the same game as with cpBonus 0', () => {
    const without = play([PATROL, FIRE_SUPPORT], {}, 2);
    const zero = play([{ ...PATROL, cpBonus: 0 }, { ...FIRE_SUPPORT, cpBonus: 0 }], {}, 2);
    expect(JSON.stringify(zero.events())).toBe(JSON.stringify(without.events()));
    expect(checkSide(exoshift.sideSchema, PATROL, 'p.json')).toMatchObject({ cpBonus: 0 });
  });

  it('outside 0-6 is one line naming the file, the field and the allowed range', () => {
    expect(() => checkSide(exoshift.sideSchema, { ...PATROL, cpBonus: 7 }, 'patrol.json')).toThrow(/^patrol\.json: field 'cpBonus' must be a whole number from 0 to 6, got 7$/);
    expect(() => start([{ ...PATROL, cpBonus: -1 }, PATROL])).toThrow(GameInputError);
    expect(() => start([{ ...PATROL, cpBonus: 1.5 }, PATROL])).toThrow(/field 'cpBonus' must be a whole number from 0 to 6, got 1.5/);
  });
});

describe('end-of-game statistics (stalemate risk, EX-043)', () => {
  const stat = (name: string, state: ExoshiftState) => exoshift.statistics[name].perGame(state, 0);

  it('say how every game ended, as its own end event does, and count its rounds', () => {
    const settings: Array<[ExoshiftSide, ExoshiftSide, Record<string, string>, string]> = [
      [PATROL, FIRE_SUPPORT, { roundCap: '6' }, 'random'],
      [PATROL, FIRE_SUPPORT, { roundCap: '6' }, 'heuristic'],
      [PATROL, FIRE_SUPPORT, {}, 'heuristic'],
      [exoshift.presets['sol-raiders'], exoshift.presets['sol-garrison'], { mission: 'objective-grab' }, 'heuristic'],
    ];
    const seen = new Set<string>();
    for (const [a, b, variants, agent] of settings) {
      for (let seed = 0; seed < 4; seed++) {
        const state = play([a, b], variants, seed, agent);
        const end = state.events().find((e) => e.kind === 'end')!;
        seen.add(String(end.reason));
        expect(stat('rounds', state)).toBe(state.s[L.G_ROUND]);
        const capped = variants.roundCap !== undefined;
        expect(stat('roundCapEnd', state)).toBe(end.reason === 'round limit' && capped ? 1 : 0);
        expect(stat('engineStopEnd', state)).toBe(end.reason === 'round limit' && !capped ? 1 : 0);
        expect(stat('victoryPointsEnd', state)).toBe(end.reason === 'victory points' ? 1 : 0);
        if (stat('roundCapEnd', state) === 1) expect(stat('rounds', state)).toBe(6);
      }
    }
    // Both the cap and a VP win happened in these games, so both branches were checked.
    expect(seen).toContain('round limit');
    expect(seen).toContain('victory points');
  }, 30_000);

  it("count a game stopped at the engine's 30th round, without a roundCap, as the engine's stop", () => {
    const state = start([PATROL, FIRE_SUPPORT]);
    state.s[L.G_PHASE] = L.PHASE_OVER;
    state.s[L.G_ROUND] = 30;
    state.s[L.G_VP] = 12;
    state.s[L.G_VP + 1] = 9;
    expect(endReason(state)).toBe(END_ROUND_LIMIT);
    expect(stat('engineStopEnd', state)).toBe(1);
    expect(stat('roundCapEnd', state)).toBe(0);
    state.s[L.G_VP] = 20;
    expect(stat('victoryPointsEnd', state)).toBe(1);
    expect(stat('engineStopEnd', state)).toBe(0);
  });
});

describe('the Spotter [PLAYTEST] rule in play (Weapons › Indirect Fire, EX-004)', () => {
  it('the heuristic fires its mortar, and its Sentinel drone spots blind shots for it', () => {
    let mortarShots = 0;
    let spots = 0;
    for (let seed = 0; seed < 8; seed++) {
      const state = play([MORTAR_BATTERY, FIRE_SUPPORT], {}, seed, 'heuristic', true);
      const names = state.events().find((e) => e.kind === 'roster')!.units as string[];
      mortarShots += state.events().filter((e) => e.kind === 'shoot' && names[e.unit as number].startsWith('Sol Mortar Team')).length;
      spots += exoshift.statistics.spotterSpotsA.perGame(state, 0);
    }
    expect(mortarShots).toBeGreaterThan(8);
    expect(spots).toBeGreaterThan(0);
  }, 30_000);

  it('counts every spotting a Spotter does: under spotterAutoPass=off each is a logged test at Quality +2', () => {
    let counted = 0;
    for (let seed = 0; seed < 8; seed++) {
      const state = play([MORTAR_BATTERY, FIRE_SUPPORT], { spotterAutoPass: 'off' }, seed, 'heuristic', true);
      const names = state.events().find((e) => e.kind === 'roster')!.units as string[];
      const tests = state.events().filter((e) => e.kind === 'spot' && names[e.unit as number].startsWith('Sol Sentinel Drone A')).length;
      expect(exoshift.statistics.spotterSpotsA.perGame(state, 0)).toBe(tests);
      counted += tests;
    }
    expect(counted).toBeGreaterThan(0);
  }, 30_000);
});
