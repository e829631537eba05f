/**
 * The attack memo's lines (engine.ts LINES): each slot keeps its keys and copies of its entry's p(removed),
 * p(withdrawn) and Charge bound, which attackOddsInto and attackBoundInto answer from. These games ask both, twice
 * (the second time from the line), for every pair of Elements on opposite sides at decisions along the way, and compare
 * the answers with the same numbers computed afresh through no memo. Two games with different variants objects (the
 * dice rule changes the odds) are played in turn, so a line kept across a change of variants, of Tactics or of entry
 * (a slot reused by another situation) fails here.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { ATTACK_OUT, attackBoundDirect, attackBoundInto, attackOddsDirect, attackOddsInto } from '../../../src/systems/rattle-and-rend/engine.ts';
import { AF_CHARGE, AF_DOOM } from '../../../src/systems/rattle-and-rend/ops.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { coverageSides } from './behaviour.ts';

interface Game {
  s: RrState;
  views: SeatView[];
  agents: Agent[];
  rngs: Xoshiro128[];
  decisions: number;
}

function newGame(sides: readonly [unknown, unknown], agents: readonly [string, string], variants: RrVariants, seed: number): Game {
  const context = agentContext(rattleAndRend);
  const s = rattleAndRend.newGame({ sides: sides as never, variants, chance: Xoshiro128.stream(seed, 0), log: false }) as RrState;
  return { s, views: [new SeatView(s, 0), new SeatView(s, 1)], agents: [makeAgent(agents[0], context), makeAgent(agents[1], context)], rngs: [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)], decisions: 0 };
}

/** Plays g to its next decision and makes it; false once the game is over. */
function advance(g: Game): boolean {
  const s = g.s;
  while (!s.isTerminal() && s.currentPlayer() === CHANCE) s.applyChance();
  if (s.isTerminal()) return false;
  const mover = s.currentPlayer();
  s.apply(g.agents[mover].act(g.views[mover], g.rngs[mover]));
  g.decisions++;
  return true;
}

/** Compares the lines' answers with the direct ones for every pair on opposite sides in play; returns how many. */
function check(s: RrState, bounds: boolean): number {
  let compared = 0;
  for (let i = 0; i < s.n; i++) {
    for (let e = 0; e < s.n; e++) {
      if (s.status[i] !== 0 || s.status[e] !== 0 || s.side[i] === s.side[e]) continue;
      for (const flags of [0, AF_CHARGE, AF_DOOM]) {
        const odds = attackOddsDirect(s, i, e, flags);
        for (let pass = 0; pass < 2; pass++) {
          attackOddsInto(s, i, e, flags);
          expect([ATTACK_OUT[0], ATTACK_OUT[1]]).toEqual(odds);
        }
        compared++;
      }
      if (!bounds) continue;
      const bound = attackBoundDirect(s, i, e, AF_CHARGE);
      for (let pass = 0; pass < 2; pass++) {
        attackBoundInto(s, i, e, AF_CHARGE);
        expect([ATTACK_OUT[0], ATTACK_OUT[1]]).toEqual(bound);
      }
      compared++;
    }
  }
  return compared;
}

describe('the attack memo lines (engine.ts LINES)', () => {
  it('answer as the direct computation, across games with different dice rules played in turn', () => {
    const coverage = coverageSides();
    const preset = (id: string) => rattleAndRend.presets[id];
    const cancel = defaultVariants();
    const stack = { ...defaultVariants(), dice: 'stack' } as RrVariants;
    let compared = 0;
    for (let round = 0; round < 3; round++) {
      const games = [
        newGame([preset('dwarven-throng'), preset('ghostly-host')], ['heuristic', 'heuristic'], cancel, 31 + round),
        newGame([preset('dwarven-throng'), preset('ghostly-host')], ['heuristic', 'random'], stack, 31 + round),
        newGame([coverage[round * 5], coverage[(round * 11 + 3) % 28]], ['random', 'random'], round === 1 ? stack : cancel, 41 + round),
      ];
      let live = games.length;
      while (live > 0) {
        live = 0;
        for (const g of games) {
          if (!advance(g)) continue;
          live++;
          if (g.decisions % 4 === 0) compared += check(g.s, g.decisions % 12 === 0);
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});
