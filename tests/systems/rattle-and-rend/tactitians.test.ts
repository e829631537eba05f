/**
 * Tactitians (004_c41133d86b017ece.txt, Tactics › Tactitians; RR-111): the
 * heuristic player's `tactitians` setting picks which of the four bonuses it
 * selects, and the default is the player as it was.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { RR_HEURISTIC_OPTIONS, TACTITIANS_CHOICE } from '../../../src/systems/rattle-and-rend/ai.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';

/** Illustrative: one of each Element type but Dregs and Wards (the option tournaments' warband) with Tactitians. */
const TACTITIANS_SIDE: RrSide = {
  name: 'Tactitians test',
  elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, shooters, skirmishers',
  tactic1: 'tactitians',
  tactic2: 'butchers',
  bond: 'discipline',
  reputation: 'wary',
  focus: 0,
};

/** Plays one game, the Tactitians side as seat 0 with `agent`, the Dwarven Throng as seat 1 (heuristic). */
function play(agent: string, seed: number, variants: Partial<RrVariants> = {}): RrState {
  const context = agentContext(rattleAndRend);
  const agents: [Agent, Agent] = [makeAgent(agent, context), makeAgent('heuristic', context)];
  const rngs = [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)];
  const s = rattleAndRend.newGame({ sides: [TACTITIANS_SIDE, rattleAndRend.presets['dwarven-throng']], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true }) as RrState;
  const views = [new SeatView(s, 0), new SeatView(s, 1)];
  while (!s.isTerminal()) {
    const mover = s.currentPlayer();
    if (mover === CHANCE) s.applyChance();
    else s.apply(agents[mover].act(views[mover], rngs[mover]));
  }
  return s;
}

/** The Tactitians actions of a seat, as logged ("Tactitians: -1 Guile"). */
const choices = (s: RrState, seat: number): string[] =>
  s.events().flatMap((event) => (event.kind === 'action' && event.player === seat && String(event.action).startsWith('Tactitians') ? [String(event.action)] : []));

const LOGGED = { fury: 'Tactitians: -1 Fury', guile: 'Tactitians: -1 Guile', mov: 'Tactitians: +1 MOV band', rng: 'Tactitians: +1 RNG band' } as const;

describe('the heuristic player\'s Tactitians setting (heuristic:tactitians=..., RR-111)', () => {
  it('declares the four bonuses, -1 Fury first (the default)', () => {
    expect(RR_HEURISTIC_OPTIONS.tactitians.values).toEqual(['fury', 'guile', 'mov', 'rng']);
    expect(Object.keys(rattleAndRend.heuristicOptions)).toEqual(['tactitians']);
  });

  it('each value makes the player select that bonus, once, and keep it', () => {
    for (const seed of [1, 2]) {
      for (const bonus of RR_HEURISTIC_OPTIONS.tactitians.values) {
        const s = play(`heuristic:tactitians=${bonus}`, seed);
        expect(choices(s, 0), `seed ${seed}, ${bonus}`).toEqual([LOGGED[bonus]]);
        expect(s.tactitians[0]).toBe(TACTITIANS_CHOICE[bonus]);
        // The other side has no Tactitians.
        expect(s.tactitians[1]).toBe(0);
      }
    }
  });

  it('the default is tactitians=fury: the same game, byte for byte', () => {
    for (const seed of [1, 2]) expect(JSON.stringify(play('heuristic', seed).serialize())).toBe(JSON.stringify(play('heuristic:tactitians=fury', seed).serialize()));
  });

  it('an unknown bonus is refused with the values allowed', () => {
    expect(() => makeAgent('heuristic:tactitians=will', agentContext(rattleAndRend))).toThrow(/tactitians must be one of fury, guile, mov, rng; got 'will'/);
  });
});
