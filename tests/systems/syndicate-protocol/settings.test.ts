/**
 * The side's toolkit settings (loadout.ts SIDE_SCHEMA: mercenaries, synergy,
 * openingMovement; not rules) and the statistics the SP-002, SP-008 and
 * SP-010/011/012 experiments read (index.ts: mercShareA, operatorLossA,
 * round2GapA, round2CoverA), checked against what the same games show from
 * outside: the positions and hands as the game goes, and the logged attack
 * and damage events.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { checkSide } from '../../../src/game/sideSchema.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { CARD_LIST } from '../../../src/systems/syndicate-protocol/data.ts';
import { buildLoadout, type SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants, SYNERGY_RANGE } from '../../../src/systems/syndicate-protocol/rules.ts';
import { distance } from '../../../src/systems/syndicate-protocol/board.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

const preset = (id: string) => syndicateProtocol.presets[id] as SyndicateSide;
const statistic = (id: string) => syndicateProtocol.statistics[id].perGame as (s: SyndicateState, seatOfA: number) => number;
const context = agentContext(syndicateProtocol);

interface Played {
  state: SyndicateState;
  /** Each seat's opening hand (the hand when round 1 starts), as card indices with repeats. */
  opening: [number[], number[]];
  /** Unit spaces as round 2 starts. */
  round2: number[];
  /** Per round, whether a Mercenary of either side stood within synergy range of its Operator while its side's synergy() said no. */
  synergyDenied: [boolean, boolean];
  synergyInRange: [boolean, boolean];
}

function play(sides: [SyndicateSide, SyndicateSide], seed: number, agent = 'heuristic'): Played {
  const state = syndicateProtocol.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 3), log: true }) as SyndicateState;
  const agents = [makeAgent(agent, context), makeAgent(agent, context)];
  const rngs = [Xoshiro128.stream(seed, 4), Xoshiro128.stream(seed, 5)];
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  const played: Played = { state, opening: [[], []], round2: [], synergyDenied: [false, false], synergyInRange: [false, false] };
  const handOf = (seat: number) => CARD_LIST.flatMap((_, c) => Array<number>(state.hand[seat * CARD_LIST.length + c]).fill(c));
  while (!state.isTerminal()) {
    if (state.field.round === 1 && played.opening[0].length === 0) played.opening = [handOf(0), handOf(1)];
    if (state.field.round === 2 && played.round2.length === 0) played.round2 = Array.from(state.field.pos);
    for (const seat of [0, 1]) {
      for (const m of [seat * 3 + 1, seat * 3 + 2]) {
        const near = state.field.alive(m) && state.field.alive(seat * 3) && distance(state.field.pos[m], state.field.pos[seat * 3]) <= SYNERGY_RANGE;
        if (near) played.synergyInRange[seat] = true;
        if (near && !state.field.synergy(m)) played.synergyDenied[seat] = true;
      }
    }
    if (state.currentPlayer() === CHANCE) state.applyChance();
    else state.apply(agents[state.currentPlayer()].act(views[state.currentPlayer()], rngs[state.currentPlayer()]));
  }
  return played;
}

const isMovement = (c: number) => CARD_LIST[c].type === 'movement';

describe('Syndicate Protocol toolkit settings', () => {
  it('are the rulebook game when left out: the schema fills fielded, on and dealt', () => {
    const side = checkSide(syndicateProtocol.sideSchema, preset('lens'), 'test') as SyndicateSide;
    expect([side.mercenaries, side.synergy, side.openingMovement]).toEqual(['fielded', 'on', 'dealt']);
    const loadout = buildLoadout(side, defaultVariants(), 'test');
    expect([loadout.mercenariesFielded, loadout.synergy, loadout.openingMovement]).toEqual([true, true, -1]);
    expect(() => checkSide(syndicateProtocol.sideSchema, { ...preset('lens'), mercenaries: 'one' }, 'test')).toThrow(/mercenaries/);
  });

  it('mercenaries=none: that side\'s Mercenaries never stand on the battlefield nor deal damage; the other side keeps its own', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { state } = play([{ ...preset('velocity'), mercenaries: 'none' }, preset('velocity')], seed);
      expect([state.field.pos[1], state.field.pos[2], state.field.hp[1], state.field.hp[2]]).toEqual([-1, -1, 0, 0]);
      expect(state.mercDamage[0]).toBe(0);
      expect(state.events().some((e) => e.kind === 'attack' && ((e as unknown as { unit: number }).unit === 1 || (e as unknown as { unit: number }).unit === 2))).toBe(false);
      // Nor are they ever eliminated, having never been there.
      expect(state.events().some((e) => e.kind === 'eliminated' && [1, 2].includes((e as unknown as { unit: number }).unit))).toBe(false);
      expect(state.events().some((e) => e.kind === 'attack' && [4, 5].includes((e as unknown as { unit: number }).unit))).toBe(true);
    }
  });

  it('synergy=off: a Mercenary of that side within 4 spaces of its Operator has no synergy; the other side\'s has', () => {
    let offNear = false;
    let onNear = false;
    for (let seed = 1; seed <= 4; seed++) {
      const p = play([{ ...preset('lens'), synergy: 'off' }, preset('lens')], seed);
      if (p.synergyInRange[0]) offNear = true;
      if (p.synergyInRange[1]) onNear = true;
      expect(p.synergyDenied[1]).toBe(false);
      // Every time seat 0's Mercenary stood in range, synergy() said no.
      expect(p.synergyDenied[0]).toBe(p.synergyInRange[0]);
    }
    expect(offNear && onNear).toBe(true);
  });

  it('openingMovement=k: the opening hand holds exactly k Movement cards; the dealt side\'s hand varies', () => {
    const dealtCounts = new Set<number>();
    for (const k of [0, 1, 2, 3, 4, 5]) {
      for (let seed = 1; seed <= 5; seed++) {
        const { opening } = play([{ ...preset('lens'), openingMovement: String(k) }, preset('lens')], 10 * k + seed, 'random');
        expect(opening[0]).toHaveLength(5);
        expect(opening[0].filter(isMovement)).toHaveLength(k);
        dealtCounts.add(opening[1].filter(isMovement).length);
      }
    }
    expect(dealtCounts.size).toBeGreaterThan(2);
  });

  it('openingMovement refuses a count the deck cannot deal', () => {
    // 36 Movement cards (20 base, 16 Advanced Movement of Verge Industries) leave 4 others: 0 Movement needs 5.
    const deck = 'dash*4, advance*4, slide*4, vault*4, withdraw*4, combat-roll*4, shadowstep*4, break-contact*4, ghostline-dash*4, flash-disruptor*4';
    const side = { ...preset('velocity'), deck, openingMovement: '0' };
    expect(() => buildLoadout(side, defaultVariants(), 'test side')).toThrow(/openingMovement 0 needs 0 Movement and 5 other cards; the deck has 36 and 4/);
    expect(buildLoadout({ ...side, openingMovement: '1' }, defaultVariants(), 'test side').openingMovement).toBe(1);
  });
});

describe('Syndicate Protocol statistics agree with the games they count', () => {
  const games = [1, 2, 3, 4, 5, 6].flatMap((seed) => [
    play([preset('lens'), preset('velocity')], seed),
    play([preset('velocity'), { ...preset('lens'), mercenaries: 'none' }], seed),
    // Random play leaves Operators out of cover as round 2 starts more often than the heuristic does.
    play([preset('razor'), preset('glitch')], seed, 'random'),
  ]);

  it("mercShare: the share of a side's damage dealt by its Mercenaries' attacks, from the logged attacks and the damage that follows", () => {
    let shared = 0;
    for (const { state } of games) {
      const merc = [0, 0];
      let attacker = -1;
      for (const e of state.events() as unknown as { kind: string; unit: number; amount: number; cause: string }[]) {
        if (e.kind === 'attack') attacker = e.unit;
        if (e.kind === 'damage' && e.cause === 'attack' && attacker % 3 !== 0) merc[attacker < 3 ? 0 : 1] += e.amount;
      }
      for (const seatOfA of [0, 1]) {
        const expected = state.damageDealt[seatOfA] > 0 ? merc[seatOfA] / state.damageDealt[seatOfA] : 0;
        expect(statistic('mercShareA')(state, seatOfA)).toBeCloseTo(expected, 12);
        expect(statistic('mercShareB')(state, 1 - seatOfA)).toBeCloseTo(expected, 12);
        if (expected > 0 && expected < 1) shared++;
      }
    }
    expect(shared).toBeGreaterThan(4);
  });

  it("operatorLoss: the logged damage to a side's Operator (capped at its Health) per round played", () => {
    for (const { state } of games) {
      for (const seat of [0, 1]) {
        const logged = (state.events() as unknown as { kind: string; unit: number; amount: number }[]).filter((e) => e.kind === 'damage' && e.unit === seat * 3).reduce((s, e) => s + e.amount, 0);
        const hp = state.setup.loadouts[seat].operator.hp;
        expect(statistic('operatorLossA')(state, seat)).toBeCloseTo(Math.min(hp, logged) / state.round, 12);
        expect(statistic('operatorLossB')(state, 1 - seat)).toBeCloseTo(Math.min(hp, logged) / state.round, 12);
      }
    }
    // The loser's Operator lost all its Health.
    const decided = games.filter((g) => !g.state.capped && g.state.returns()[0] !== 0);
    expect(decided.length).toBeGreaterThan(0);
    for (const { state } of decided) {
      const loser = state.returns()[0] < 0 ? 0 : 1;
      expect(statistic('operatorLossA')(state, loser) * state.round).toBe(state.setup.loadouts[loser].operator.hp);
    }
  });

  it('round2Gap and round2Cover: the Operators\' spaces as round 2 starts, to each other and to the nearest space with cover (a scan of the board)', () => {
    const covers = new Set<number>();
    for (const { state, round2 } of games) {
      const board = state.field.board;
      const nearestCover = (at: number) => Math.min(...Array.from({ length: 576 }, (_, c) => c).filter((c) => board.cover(c) > 0 && board.passable(c)).map((c) => distance(at, c)));
      for (const seat of [0, 1]) {
        expect(statistic('round2GapA')(state, seat)).toBe(distance(round2[0], round2[3]));
        expect(statistic('round2CoverA')(state, seat)).toBe(nearestCover(round2[seat * 3]));
        expect(statistic('round2CoverB')(state, 1 - seat)).toBe(nearestCover(round2[seat * 3]));
        covers.add(nearestCover(round2[seat * 3]));
      }
    }
    expect(covers.size).toBeGreaterThan(1);
  });
});
