/**
 * The observation is a view, not the game: an agent that writes to
 * everything it is shown (positions, Health, statuses, round effects, the
 * map, its loadouts, its hand) changes nothing in the real state, plays the
 * same game as one that does not, and never sees the other player's hand.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { syndicateHeuristic } from '../../../src/systems/syndicate-protocol/ai.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateObservation, SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

function newGame(seed: number): SyndicateState {
  return syndicateProtocol.newGame({ sides: [syndicateProtocol.presets.lens, syndicateProtocol.presets.razor], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: true });
}

/** Writes garbage into every part of an observation it can reach; returns how many writes threw (frozen parts). */
function vandalise(seen: SyndicateObservation): number {
  const f = seen.field;
  let refused = 0;
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {
      refused++;
    }
  };
  for (const array of [f.pos, f.hp, f.status, f.guarded, f.armorRound, f.barrier, f.played, f.rail]) array.fill(1);
  f.round = 999;
  f.board.terrain.fill(3);
  attempt(() => ((seen.hand as number[]).length = 0));
  attempt(() => ((seen.discards[0] as number[]).push(1)));
  attempt(() => ((f.loadouts[0] as { name: string }).name = 'x'));
  attempt(() => ((f.loadouts[0].weapon as { range: number }).range = 99));
  attempt(() => ((f.loadouts[1].armor as { arm: number }).arm = 99));
  attempt(() => ((f.variants as Record<string, string>)['round-cap'] = '1'));
  attempt(() => ((f.readings as { armorFloor: string }).armorFloor = 'floor1'));
  f.loadouts[0].deck.fill(4);
  return refused;
}

function play(seed: number, vandal: boolean): string {
  const s = newGame(seed);
  const views = [new SeatView(s, 0), new SeatView(s, 1)];
  const rngs = [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)];
  while (!s.isTerminal()) {
    if (s.currentPlayer() === CHANCE) {
      s.applyChance();
      continue;
    }
    const mover = s.currentPlayer();
    const action = syndicateHeuristic(views[mover], rngs[mover]);
    if (vandal) vandalise(views[mover].observation as SyndicateObservation);
    s.apply(action);
  }
  return JSON.stringify(s.serialize());
}

describe('observations', () => {
  it('cannot be used to change the game: writes land on a copy, and loadouts, catalogue, variants, hands and discards are frozen', () => {
    const s = newGame(3);
    while (s.currentPlayer() === CHANCE) s.applyChance();
    const before = JSON.stringify(s.serialize());
    const refused = vandalise(s.observation(s.currentPlayer()));
    expect(refused).toBe(7);
    expect(JSON.stringify(s.serialize())).toBe(before);
    expect(s.field.board.terrain.some((t) => t !== 3)).toBe(true);
    // The next observation shows the real field again.
    const again = s.observation(s.currentPlayer());
    expect(Array.from(again.field.pos)).toEqual(Array.from(s.field.pos));
    expect(again.field.round).toBe(s.field.round);
  });

  it('a player that vandalises every observation plays the same game, byte for byte, as one that does not', () => {
    for (const seed of [1, 2]) expect(play(seed, true)).toBe(play(seed, false));
  });

  it("shows the map again at the next observation, whatever an agent wrote to its copy's terrain and hazards", () => {
    const s = newGame(4);
    while (s.currentPlayer() === CHANCE) s.applyChance();
    const map = s.field.board;
    const terrain = Array.from(map.terrain);
    const hazard = Array.from(map.hazard);
    const seen = s.observation(s.currentPlayer()).field.board;
    expect(seen).not.toBe(map);
    expect(Array.from(seen.terrain)).toEqual(terrain);
    expect(Array.from(seen.hazard)).toEqual(hazard);
    seen.terrain.fill(3);
    seen.hazard.fill(1);
    // The copy's own questions read the printed map (its arrays are restored only when next read after an observation).
    for (let cell = 0; cell < 576; cell++) {
      expect(seen.passable(cell)).toBe(map.passable(cell));
      expect(seen.blocksSight(cell)).toBe(map.blocksSight(cell));
      expect(seen.cover(cell)).toBe(map.cover(cell));
    }
    expect(Array.from(map.terrain)).toEqual(terrain);
    expect(Array.from(map.hazard)).toEqual(hazard);
    const again = s.observation(s.currentPlayer()).field.board;
    expect(again).toBe(seen);
    expect(Array.from(again.terrain)).toEqual(terrain);
    expect(Array.from(again.hazard)).toEqual(hazard);
  });

  it("never shows the other player's hand: changing it leaves this player's observation unchanged", () => {
    const s = newGame(5);
    while (s.currentPlayer() === CHANCE) s.applyChance();
    const me = s.currentPlayer();
    const seen = JSON.stringify(s.observation(me));
    s.setHand(1 - me, ['dash', 'dash', 'advance', 'advance', 'dash']);
    expect(JSON.stringify(s.observation(me))).toBe(seen);
    expect(s.observation(1 - me).hand.length).toBe(5);
  });
});
