/**
 * The d20-source=deck checker (RR-026, Core Mechanics › Why Use d20s?; d20Deck.ts): each side draws every d20 it
 * rolls from its own decks of the values 1-20, one deck per die position, reshuffled when empty. The rulebook's dice
 * stay the default and untouched (tests/systems/rattle-and-rend/behaviour.test.ts replays them byte for byte).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { rattleAndRendAttack } from '../../../src/systems/rattle-and-rend/attack.ts';
import { checkProbabilitiesForDice, CRITICAL, FAIL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { atLeast, cardsIn, DECK_SLOTS, deckCheckProbabilities, deckIndex, drawCheck, drawFace, drawForResult, FULL_DECK } from '../../../src/systems/rattle-and-rend/d20Deck.ts';
import { OP_SOOTHSAYER_FACE } from '../../../src/systems/rattle-and-rend/ops.ts';
import { defaultVariants, RR_VARIANTS, STUDY_SETTINGS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CK_CHECK, CK_FACE, FRAME, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { attack } from '../../../src/cli/attack.ts';
import { playAgents, toFirstAction } from './scripted.ts';

const preset = (id: string) => rattleAndRend.presets[id];
const DECK: Partial<RrVariants> = { 'd20-source': 'deck' };

/** A uniformly random legal action (a random player's), from its own stream. */
const anyAction = (s: RrState, rng: Xoshiro128): number => s.legalActions()[rng.nextBelow(s.legalActions().length)];

function start(a: string, b: string, seed: number, variants: Partial<RrVariants> = {}, log = true): RrState {
  return rattleAndRend.newGame({ sides: [preset(a), preset(b)], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log }) as RrState;
}

/** Each side's dice by die position, in the order the game's checks rolled them (from the log). */
function diceByPosition(s: RrState): number[][][] {
  const out = [0, 1].map(() => Array.from({ length: DECK_SLOTS }, () => [] as number[]));
  for (const event of s.events()) {
    if (event.kind !== 'check' || !Array.isArray(event.dice)) continue;
    (event.dice as number[]).forEach((face, d) => out[event.player as number][d].push(face));
  }
  return out;
}

/** Chi-square statistic of counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}
/** The 99.9% point of chi-square with 19 degrees of freedom. */
const CHI2_19_999 = 43.82;

describe('the deck itself (d20Deck.ts)', () => {
  it('gives each value 1-20 exactly once in every 20 draws of one deck, then starts again', () => {
    const decks = new Int32Array(2 * DECK_SLOTS);
    const rng = Xoshiro128.stream(5, 0);
    for (let block = 0; block < 50; block++) {
      const seen = Array.from({ length: 20 }, () => drawFace(decks, deckIndex(1, 0), rng)).sort((a, b) => a - b);
      expect(seen).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
    }
    // Only that deck moved: the other side's and the other positions' decks are still full (0).
    expect(Array.from(decks).filter((mask) => mask !== 0)).toEqual([]);
  });

  it('keeps each draw uniform on 1-20 whatever its place in the deck (chi-square over 4,000 fresh decks)', () => {
    const places = [0, 1, 7, 18, 19, 20, 33];
    const counts = places.map(() => new Array<number>(20).fill(0));
    const rng = Xoshiro128.stream(11, 0);
    const decks = new Int32Array(2 * DECK_SLOTS);
    for (let trial = 0; trial < 4000; trial++) {
      decks.fill(0);
      for (let place = 0; place <= 33; place++) {
        const face = drawFace(decks, 0, rng);
        const k = places.indexOf(place);
        if (k >= 0) counts[k][face - 1]++;
      }
    }
    for (const c of counts) expect(chiSquare(c)).toBeLessThan(CHI2_19_999);
  });

  it("gives a check from fresh decks exactly the dice's fail, success and critical odds, for every stat and pool", () => {
    const decks = new Int32Array(2 * DECK_SLOTS);
    const out = new Float64Array(3);
    for (let stat = -1; stat <= 23; stat++) {
      for (let dice = 1; dice <= 5; dice++) {
        const exact = checkProbabilitiesForDice(stat, dice);
        const deck = deckCheckProbabilities(decks, 0, stat, dice, out);
        for (let k = 0; k < 3; k++) expect(deck[k]).toBeCloseTo(exact[k], 14);
      }
    }
  });

  it("rolls checks at the dice's odds over a long run of checks whose stats do not depend on the draws (one deck per die position)", () => {
    // One deck per side for both dice would make 2d20 at 11+ critical 10/20 x 9/19 = 23.7% within a deck, not 25%.
    const decks = new Int32Array(2 * DECK_SLOTS);
    const rng = Xoshiro128.stream(12, 0);
    const plan = Xoshiro128.stream(12, 1);
    const out: number[] = [];
    const n = 60_000;
    const tally = new Map<string, number[]>();
    for (let k = 0; k < n; k++) {
      const stat = [7, 11, 15][plan.nextBelow(3)];
      const dice = 1 + plan.nextBelow(3);
      const s = drawCheck(decks, 0, stat, dice, rng, out);
      const key = `${stat}/${dice}`;
      const t = tally.get(key) ?? [0, 0, 0];
      t[s >= 2 ? 2 : s]++;
      tally.set(key, t);
    }
    for (const [key, t] of tally) {
      const [stat, dice] = key.split('/').map(Number);
      const exact = checkProbabilitiesForDice(stat, dice);
      const total = t[0] + t[1] + t[2];
      for (let r = 0; r < 3; r++) {
        const se = Math.sqrt((exact[r] * (1 - exact[r])) / total);
        expect(Math.abs(t[r] / total - exact[r])).toBeLessThanOrEqual(4 * se + 1e-12);
      }
    }
  });

  it('draws a set result from the decks as a draw that came out so would, or refuses one the decks cannot give', () => {
    const rng = Xoshiro128.stream(13, 0);
    const decks = new Int32Array(2 * DECK_SLOTS);
    for (let trial = 0; trial < 2000; trial++) {
      // A random part-used deck per position of side 1.
      for (let d = 0; d < 3; d++) decks[deckIndex(1, d)] = 1 + rng.nextBelow(FULL_DECK);
      const stat = 1 + rng.nextBelow(21);
      const dice = 1 + rng.nextBelow(3);
      const result = rng.nextBelow(3);
      const before = Int32Array.from(decks);
      const possible = deckCheckProbabilities(decks, 1, stat, dice, new Float64Array(3))[result] > 0;
      expect(drawForResult(decks, 1, stat, dice, result, rng)).toBe(possible);
      if (!possible) {
        expect(Array.from(decks)).toEqual(Array.from(before));
        continue;
      }
      // One card from each of the check's die positions of side 1 (a deck of one card comes back full), none elsewhere.
      let successes = 0;
      for (let k = 0; k < 2 * DECK_SLOTS; k++) {
        const inCheck = k >= deckIndex(1, 0) && k < deckIndex(1, 0) + dice;
        if (!inCheck) {
          expect(decks[k]).toBe(before[k]);
          continue;
        }
        const held = before[k] || FULL_DECK;
        const taken = cardsIn(held) === 1 ? held : held & ~(decks[k] || FULL_DECK);
        expect(cardsIn(taken)).toBe(1);
        expect((decks[k] || FULL_DECK) & taken).toBe(cardsIn(held) === 1 ? taken : 0);
        if (taken & atLeast(stat)) successes++;
      }
      expect(Math.min(2, successes)).toBe(result);
    }
  });

  it('picks the successful die of a set simple success with the exact odds', () => {
    // Die 1's deck holds only 19 and 20, die 2's is full: at 19+ a simple success is (2 x 18) / (2 x 18 + 0 x 2) from die 1 alone.
    // With die 1's deck {1, 20}: success from die 1 (1 x 18 ways) or from die 2 (1 x 2 ways): die 1 in 90%.
    const rng = Xoshiro128.stream(14, 0);
    let fromFirst = 0;
    const n = 20_000;
    for (let k = 0; k < n; k++) {
      const decks = new Int32Array(2 * DECK_SLOTS);
      decks[0] = (1 << 0) | (1 << 19);
      drawForResult(decks, 0, 19, 2, SUCCESS, rng);
      if ((decks[0] & (1 << 19)) === 0) fromFirst++;
    }
    expect(Math.abs(fromFirst / n - 0.9)).toBeLessThan(4 * Math.sqrt((0.9 * 0.1) / n));
  });
});

describe('Rattle and Rend with d20-source=deck', () => {
  it('is a named variant, the dice by default, left out of variant sensitivity as a study setting', () => {
    expect(RR_VARIANTS['d20-source'].values).toEqual(['dice', 'deck']);
    expect(RR_VARIANTS['d20-source'].default).toBe('dice');
    expect(STUDY_SETTINGS).toContain('d20-source');
    expect(RR_VARIANTS['d20-source'].describe).toMatch(/RR-026/);
  });

  it('leaves a default game untouched: no decks, nothing new in its saved state', () => {
    const s = playAgents(['heuristic', 'heuristic'], [preset('vampire-court'), preset('dwarven-throng')], 4);
    expect(Array.from(s.d20Decks).every((mask) => mask === 0)).toBe(true);
    const saved = s.serialize() as Record<string, unknown>;
    expect(saved).not.toHaveProperty('d20Decks');
    expect(saved.variants).not.toHaveProperty('d20-source');
    expect(JSON.stringify(s.observation(0))).not.toContain('d20Decks');
  });

  it('draws every die of a side, die position by die position, so each 20 draws of a position hold 1-20 once', () => {
    let blocks = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const s = playAgents(['heuristic', 'heuristic'], [preset('dwarven-throng'), preset('ghostly-host')], seed, DECK);
      for (const side of diceByPosition(s)) {
        for (const position of side) {
          for (let at = 0; at + 20 <= position.length; at += 20) {
            expect([...position.slice(at, at + 20)].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
            blocks++;
          }
        }
      }
    }
    expect(blocks).toBeGreaterThanOrEqual(6);
  });

  it('plays the same game from the same seed, and a different one from the dice', () => {
    const a = playAgents(['heuristic', 'random'], [preset('dwarven-throng'), preset('ghostly-host')], 9, DECK);
    const b = playAgents(['heuristic', 'random'], [preset('dwarven-throng'), preset('ghostly-host')], 9, DECK);
    const dice = playAgents(['heuristic', 'random'], [preset('dwarven-throng'), preset('ghostly-host')], 9);
    expect(JSON.stringify(a.serialize())).toBe(JSON.stringify(b.serialize()));
    expect(JSON.stringify(diceByPosition(a))).not.toBe(JSON.stringify(diceByPosition(dice)));
  });

  it("lists a check's outcomes with the odds the decks left give, and a save restores the decks", () => {
    const s = start('dwarven-throng', 'ghostly-host', 3, DECK);
    const rng = Xoshiro128.stream(3, 1);
    let checks = 0;
    while (!s.isTerminal() && checks < 30) {
      if (s.currentPlayer() !== CHANCE) {
        s.apply(anyAction(s, rng));
        continue;
      }
      if (s.chanceKind === CK_CHECK) {
        const exact = deckCheckProbabilities(s.d20Decks, s.side[s.checkWho], s.checkStat, s.checkDice, new Float64Array(3));
        const listed = s.chanceOutcomes();
        expect(listed.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
        for (const o of listed) expect(o.probability).toBeCloseTo(exact[o.action], 14);
        const copy = rattleAndRend.deserialize(JSON.parse(JSON.stringify(s.serialize()))) as RrState;
        expect(Array.from(copy.d20Decks)).toEqual(Array.from(s.d20Decks));
        expect(copy.applyChance()).toBe(s.clone().applyChance());
        checks++;
      }
      s.applyChance();
    }
    expect(checks).toBeGreaterThan(5);
    expect(Array.from(s.d20Decks).some((mask) => mask !== 0)).toBe(true);
  });

  it('takes scripted checks (apply(result)) from the decks too, and refuses a result the decks cannot give', () => {
    const s = toFirstAction(start('dwarven-throng', 'ghostly-host', 2, DECK));
    const rng = Xoshiro128.stream(2, 1);
    let scripted = 0;
    while (!s.isTerminal() && scripted < 40) {
      if (s.currentPlayer() !== CHANCE) {
        s.apply(anyAction(s, rng));
        continue;
      }
      if (s.chanceKind !== CK_CHECK) {
        s.applyChance();
        continue;
      }
      const side = s.side[s.checkWho];
      const left = Array.from({ length: s.checkDice }, (_, d) => cardsIn(s.d20Decks[deckIndex(side, d)] || FULL_DECK));
      const result = [CRITICAL, SUCCESS, FAIL][scripted % 3];
      const possible = s.chanceOutcomes().some((o) => o.action === result);
      if (!possible) {
        expect(() => s.apply(result)).toThrow(/not an outcome/);
        s.applyChance();
        continue;
      }
      s.apply(result);
      // One card from each die position's deck (a deck of one card comes back full).
      left.forEach((n, d) => expect(cardsIn(s.d20Decks[deckIndex(side, d)] || FULL_DECK)).toBe(n === 1 ? 20 : n - 1));
      scripted++;
    }
    expect(scripted).toBeGreaterThan(10);
  });

  it("draws the Soothsayers' d20 from the side's first deck; the table's setup rolls stay dice", () => {
    let seen = 0;
    for (let seed = 1; seed <= 3 && seen === 0; seed++) {
      const s = start('vampire-court', 'dwarven-throng', seed, DECK);
      const rng = Xoshiro128.stream(seed, 1);
      let setupFaces = 0;
      while (!s.isTerminal() && seen < 2) {
        if (s.currentPlayer() !== CHANCE) {
          s.apply(anyAction(s, rng));
          continue;
        }
        const top = s.stack.length - FRAME;
        if (s.chanceKind === CK_FACE && s.stack[top] === OP_SOOTHSAYER_FACE) {
          const side = s.stack[top + 1];
          const before = s.d20Decks[deckIndex(side, 0)] || FULL_DECK;
          const listed = s.chanceOutcomes();
          expect(listed.length).toBe(cardsIn(before));
          const face = s.applyChance();
          expect(before & (1 << (face - 1))).not.toBe(0);
          expect(s.d20Decks[deckIndex(side, 0)] || FULL_DECK).toBe(cardsIn(before) === 1 ? FULL_DECK : before & ~(1 << (face - 1)));
          seen++;
          continue;
        }
        if (s.chanceKind === CK_FACE) {
          const decks = Array.from(s.d20Decks);
          expect(s.chanceOutcomes().length).toBe(s.faces);
          s.applyChance();
          expect(Array.from(s.d20Decks)).toEqual(decks);
          setupFaces++;
          continue;
        }
        s.applyChance();
      }
      expect(setupFaces).toBeGreaterThan(0);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('is not an attack-command variant: one attack has no game-long run of luck to damp, and its odds per check are the same', () => {
    expect(Object.keys(rattleAndRendAttack.variants)).not.toContain('d20-source');
    expect(() => attack(rattleAndRendAttack, { attacker: 'fighters', target: 'fighters', exact: true, variant: ['d20-source=deck'] })).toThrow(/has no variant 'd20-source'/);
  });
});
