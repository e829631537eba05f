/**
 * The reaction tally (reactionTally.ts: RR-045): a hand-worked sequence of
 * decisions, then logged games checked against their events (every 'react'
 * event names its reaction) and the engine's own count of reactions, over
 * warbands that carry all seven Warding Reactions, random and heuristic play.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { REACTION_NAMES, reactionCode, RK_BLINK, RK_DEFIANCE, RK_RETALIATE, WARD_REACTION_KIND } from '../../../src/systems/rattle-and-rend/ops.ts';
import { D_ACTION, D_REACT, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { REACTION_KINDS, ReactionTally, type TallyState } from '../../../src/systems/rattle-and-rend/reactionTally.ts';
import { coverageSides } from './behaviour.ts';

describe('the reaction tally, hand-worked', () => {
  const at = (decision: number, decider: number, legal: number[]): TallyState => ({ decision, decider, legalActions: () => legal });

  it('counts a window once, each kind offered in it once, and the kind declared', () => {
    const tally = new ReactionTally();
    // Seat 1 may Retaliate with Fighters 3, or Defiance through two allies (5 and 6): it declares Defiance through 6.
    const defiance = reactionCode(RK_DEFIANCE, 9, 6);
    tally.observe(at(D_REACT, 1, [0, reactionCode(RK_RETALIATE, 3, 0), reactionCode(RK_DEFIANCE, 9, 5), defiance]), defiance);
    // Seat 1 declines a Blink; seat 0 declines a Retaliate.
    tally.observe(at(D_REACT, 1, [0, reactionCode(RK_BLINK, 9, 0)]), 0);
    tally.observe(at(D_REACT, 0, [0, reactionCode(RK_RETALIATE, 2, 0)]), 0);
    // Not a reaction decision: nothing counted, whatever the list holds.
    tally.observe(at(D_ACTION, 0, [0, 17, 33]), 17);
    expect([...tally.windows]).toEqual([1, 2]);
    expect([tally.offeredOf(1, RK_RETALIATE), tally.offeredOf(1, RK_DEFIANCE), tally.offeredOf(1, RK_BLINK), tally.offeredOf(0, RK_RETALIATE)]).toEqual([1, 1, 1, 1]);
    expect(tally.declaredOf(1, RK_DEFIANCE)).toBe(1);
    expect(tally.declared.reduce((a, b) => a + b, 0)).toBe(1);
    expect(tally.offered.reduce((a, b) => a + b, 0)).toBe(4);
  });
});

/** One logged game and its tally. */
function play(sides: readonly [(typeof rattleAndRend.presets)[string], (typeof rattleAndRend.presets)[string]], seed: number, heuristic: boolean) {
  const state = rattleAndRend.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 7), log: true }) as RrState;
  const agent = heuristic ? makeAgent('heuristic', agentContext(rattleAndRend)) : null;
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  const rngs = [Xoshiro128.stream(seed, 8), Xoshiro128.stream(seed, 9)];
  const tally = new ReactionTally();
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      state.applyChance();
      continue;
    }
    const legal = state.legalActions();
    const choice = agent ? agent.act(views[mover], rngs[mover]) : legal[rngs[mover].nextBelow(legal.length)];
    tally.observe(state, choice);
    state.apply(choice);
  }
  return { state, tally };
}

/** Per seat and kind, the reactions the log says were declared ("Ward (Confusion) 4: Confusion (Fighters 0)"). */
function logged(s: RrState): number[] {
  const counts = new Array(2 * REACTION_KINDS).fill(0);
  for (const e of s.events() as unknown as { kind: string; player: number; reaction: string }[]) {
    if (e.kind !== 'react') continue;
    const name = e.reaction.split(': ')[1].split(' (')[0];
    const kind = (REACTION_NAMES as readonly string[]).indexOf(name);
    expect(kind, e.reaction).toBeGreaterThanOrEqual(0);
    counts[e.player * REACTION_KINDS + kind]++;
  }
  return counts;
}

describe('the reaction tally agrees with the logged events and the engine', () => {
  const coverage = coverageSides();
  const presets = Object.values(rattleAndRend.presets);
  const games = [
    ...Array.from({ length: 56 }, (_, g) => play([coverage[g % 28], coverage[(g * 11 + 5) % 28]], 700 + g, false)),
    ...Array.from({ length: 28 }, (_, g) => play([coverage[g], coverage[(g + 7) % 28]], 800 + g, true)),
    ...Array.from({ length: 8 }, (_, g) => play([presets[g % 4], presets[(g + 1) % 4]], 900 + g, g % 2 === 0)),
  ];

  it('declares, by kind and seat, exactly the reactions the log names, and in all the engine count', () => {
    for (const { state, tally } of games) {
      expect([...tally.declared]).toEqual(logged(state));
      for (const p of [0, 1]) {
        let declared = 0;
        for (let kind = 0; kind < REACTION_KINDS; kind++) {
          declared += tally.declaredOf(p, kind);
          // A kind is declared only in a window that offered it, and offered at most once a window.
          expect(tally.declaredOf(p, kind)).toBeLessThanOrEqual(tally.offeredOf(p, kind));
          expect(tally.offeredOf(p, kind)).toBeLessThanOrEqual(tally.windows[p]);
        }
        expect(declared).toBe(state.statReactions[p]);
        expect(declared).toBeLessThanOrEqual(tally.windows[p]);
      }
    }
  });

  it('sees every Warding Reaction offered and declared somewhere in these games', () => {
    const sum = (f: (t: ReactionTally) => number) => games.reduce((total, { tally }) => total + f(tally), 0);
    for (const kind of WARD_REACTION_KIND) {
      expect(sum((t) => t.offeredOf(0, kind) + t.offeredOf(1, kind)), REACTION_NAMES[kind]).toBeGreaterThan(0);
      expect(sum((t) => t.declaredOf(0, kind) + t.declaredOf(1, kind)), REACTION_NAMES[kind]).toBeGreaterThan(0);
    }
  });
});
