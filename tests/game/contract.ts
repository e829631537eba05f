/**
 * The shared game contract: every game's test calls `gameContract(definition)`.
 * It checks, on random playouts of every variant value:
 * - random playouts always end (within MAX_STEPS), and the legal actions are
 *   never empty before the end; chance nodes list their outcomes with
 *   probabilities summing to 1; returns are all 0 until the end;
 * - a serialised state round-trips, and the copy plays on exactly like the
 *   original (its chance stream is part of the state);
 * - the same seed gives an identical event log, another seed another log;
 * - clone() keeps the future dice, clone({ reseed }) and determinize() do not
 *   (an agent searching on them cannot learn the real next roll);
 * - a player's observation survives determinize() unchanged, and a secret
 *   action (revealsAction false) after which the other player must choose
 *   looks the same to that player whichever it was;
 * - every preset passes the side schema.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { GameDefinition } from '../../src/game/definition.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { CHANCE, TERMINAL, type GameState } from '../../src/game/state.ts';
import { reseeded } from '../../src/game/streams.ts';

export const MAX_STEPS = 100_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition = GameDefinition<any, any>;

export interface ContractOptions {
  /** Random playouts per variant value (default 100). */
  playouts?: number;
  /** Whether the game has secret actions whose hiding must be seen at least once (default false). */
  secretActions?: boolean;
}

function defaultVariants(game: AnyDefinition): Record<string, string> {
  return Object.fromEntries(Object.entries(game.variants).map(([name, spec]) => [name, spec.default]));
}

/** Every variant setting to test: the defaults, then each other value of each variant on its own. */
function variantSettings(game: AnyDefinition): Record<string, string>[] {
  const settings = [defaultVariants(game)];
  for (const [name, spec] of Object.entries(game.variants)) {
    for (const value of spec.values) if (value !== spec.default) settings.push({ ...defaultVariants(game), [name]: value });
  }
  return settings;
}

export function newState(game: AnyDefinition, seed: number, variants = defaultVariants(game), log = true): GameState {
  const presets = Object.values(game.presets);
  const sides = [presets[0], presets[presets.length > 1 ? 1 : 0]] as const;
  // Head starts and the like may not fit every variant; the contract plays the first preset on both seats then.
  try {
    return game.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 0), log });
  } catch {
    return game.newGame({ sides: [presets[0], presets[0]], variants, chance: Xoshiro128.stream(seed, 0), log });
  }
}

/** Plays random legal actions (agent stream from seed, chance from the state) and calls visit at every node. */
export function randomPlayout(state: GameState, seed: number, visit?: (state: GameState, step: number) => void): number {
  const rng = Xoshiro128.stream(seed, 1);
  let step = 0;
  while (!state.isTerminal()) {
    if (step++ >= MAX_STEPS) throw new Error(`random playout did not end within ${MAX_STEPS} steps`);
    visit?.(state, step);
    if (state.currentPlayer() === CHANCE) state.applyChance();
    else {
      const legal = state.legalActions();
      state.apply(legal[rng.nextBelow(legal.length)]);
    }
  }
  visit?.(state, step);
  return step;
}

/** The next `count` chance outcomes met by always playing the first legal action. */
export function futureChance(state: GameState, count: number): number[] {
  const outcomes: number[] = [];
  while (!state.isTerminal() && outcomes.length < count) {
    if (state.currentPlayer() === CHANCE) outcomes.push(state.applyChance());
    else state.apply(state.legalActions()[0]);
  }
  return outcomes;
}

export function gameContract(game: AnyDefinition, options: ContractOptions = {}): void {
  const playouts = options.playouts ?? 100;

  describe(`${game.id} passes the game contract`, () => {
    it('every preset passes the side schema', () => {
      expect(Object.keys(game.presets).length).toBeGreaterThan(0);
      for (const id of Object.keys(game.presets)) expect(() => loadSide(game, `preset:${id}`)).not.toThrow();
    });

    it.each(variantSettings(game).map((variants) => [JSON.stringify(variants), variants] as const))(
      'random playouts always end, with legal actions until the end and returns only at the end (%s)',
      (_label, variants) => {
        for (let seed = 0; seed < playouts; seed++) {
          randomPlayout(newState(game, seed, variants, false), seed, (state) => {
            const player = state.currentPlayer();
            if (state.isTerminal()) {
              expect(player).toBe(TERMINAL);
              expect(state.legalActions()).toEqual([]);
              return;
            }
            expect(state.returns().every((r) => r === 0)).toBe(true);
            const legal = state.legalActions();
            expect(legal.length).toBeGreaterThan(0);
            if (player === CHANCE) {
              const outcomes = state.chanceOutcomes();
              expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
              expect(outcomes.map((o) => o.action).sort()).toEqual([...legal].sort());
            } else {
              expect(player === 0 || player === 1).toBe(true);
              for (const action of legal) expect(typeof state.describeAction(action)).toBe('string');
            }
          });
        }
      },
    );

    it('a serialised state round-trips through JSON and plays on exactly like the original', () => {
      for (let seed = 0; seed < 20; seed++) {
        const state = newState(game, seed);
        let checked = 0;
        randomPlayout(state, seed, (live, step) => {
          if (step % 7 !== 3) return;
          const text = JSON.stringify(live.serialize());
          const copy = game.deserialize(JSON.parse(text));
          expect(JSON.stringify(copy.serialize())).toBe(text);
          const original = live.clone({ log: true });
          randomPlayout(original, seed + 1000);
          randomPlayout(copy, seed + 1000);
          expect(copy.serialize().chance).toEqual(original.serialize().chance);
          expect(copy.returns()).toEqual(original.returns());
          checked++;
        });
        expect(checked).toBeGreaterThan(0);
      }
    });

    it('the same seed gives an identical event log; another seed another log', () => {
      const log = (seed: number) => {
        const state = newState(game, seed);
        randomPlayout(state, seed);
        return JSON.stringify(state.events());
      };
      for (const seed of [1, 2, 3]) {
        expect(log(seed)).toBe(log(seed));
        expect(JSON.parse(log(seed)).length).toBeGreaterThan(0);
      }
      expect(log(1)).not.toBe(log(2));
    });

    it('clone() keeps the future chance outcomes; clone({ reseed }) and determinize() draw fresh ones', () => {
      let reseededDiffers = 0;
      let determinizedDiffers = 0;
      let compared = 0;
      for (let seed = 0; seed < 30; seed++) {
        const state = newState(game, seed, undefined, false);
        const searchRng = Xoshiro128.stream(seed, 99);
        randomPlayout(state, seed, (live, step) => {
          if (step !== 2 || live.isTerminal()) return;
          const future = futureChance(live.clone(), 12);
          if (future.length < 3) return;
          compared++;
          expect(futureChance(live.clone(), 12)).toEqual(future);
          if (futureChance(live.clone({ reseed: searchRng }), 12).join() !== future.join()) reseededDiffers++;
          const player = live.currentPlayer() === CHANCE ? 0 : live.currentPlayer();
          if (futureChance(live.determinize(player, searchRng), 12).join() !== future.join()) determinizedDiffers++;
        });
      }
      expect(compared).toBeGreaterThanOrEqual(10);
      // A short future (a small deck) can agree by luck now and then; a shared stream would agree every time.
      expect(reseededDiffers).toBeGreaterThanOrEqual(0.8 * compared);
      expect(determinizedDiffers).toBeGreaterThanOrEqual(0.8 * compared);
    });

    it('observations survive determinization, and never show a secret action just taken', () => {
      let secretsChecked = 0;
      for (let seed = 0; seed < 50; seed++) {
        const rng = reseeded(Xoshiro128.stream(seed, 7));
        randomPlayout(newState(game, seed, undefined, false), seed, (live) => {
          const mover = live.currentPlayer();
          if (mover !== 0 && mover !== 1) return;
          for (const player of [0, 1]) {
            const seen = JSON.stringify(live.observation(player));
            expect(JSON.stringify(live.determinize(player, rng).observation(player))).toBe(seen);
          }
          const other = 1 - mover;
          const secret = live.legalActions().filter((action) => !live.revealsAction(action));
          if (secret.length < 2) return;
          // The other player must now commit without seeing it: every secret choice looks the same to them.
          const seenAfter = new Set<string>();
          for (const action of secret) {
            const next = live.clone();
            next.apply(action);
            if (next.currentPlayer() === other) seenAfter.add(JSON.stringify(next.observation(other)));
          }
          if (seenAfter.size === 0) return;
          expect(seenAfter.size).toBe(1);
          secretsChecked++;
        });
      }
      if (options.secretActions) expect(secretsChecked).toBeGreaterThan(0);
    });
  });
}

