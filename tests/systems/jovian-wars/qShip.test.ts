/**
 * Q-Ship (002_f697cf6215cb147c.txt, Traits › Q-Ship, both chapters; JW-041; qShip.ts, variant `q-ship`): the
 * illustrative card and its civilian version, the reveal at the first Hardpoint weapon used, the belief (an unrevealed
 * enemy Q-Ship is worth its civilian version's TV to the heuristic) and the heuristic's choice it changes; the
 * heuristic's own Q-Ship holding its fire (setting `q-ship-fire`, qShipAi.ts).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { cardById, type FleetSide, type UnitCard } from '../../../src/systems/jovian-wars/cards.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { ACTIONS } from '../../../src/systems/jovian-wars/options.ts';
import { actionShaped as actionOption } from '../../../src/systems/jovian-wars/optionShape.ts';
import { believedTv, civilianOf, useWeapon } from '../../../src/systems/jovian-wars/qShip.ts';
import { suppressScore } from '../../../src/systems/jovian-wars/supportAi.ts';
import { attackedAlready, holdsHardpoints, revealsQShip, shortRangeShot } from '../../../src/systems/jovian-wars/qShipAi.ts';
import { copyUnit, Unit } from '../../../src/systems/jovian-wars/units.ts';
import { activate, BATTLE, choose, heuristicPick, select, start, table, unitOf } from './scripted.ts';

const Q_SHIPS = [jovianWars.presets['cega-q-ship-group'], jovianWars.presets['jovian-strike-group']] as FleetSide[];

describe('Jovian Wars Q-Ship (JW-041)', () => {
  it('the illustrative Q-Ship has Hardpoint weapons and a civilian version without them; other cards have none', () => {
    const q = cardById('cega-q-ship')!;
    const civilian = civilianOf(q)!;
    expect(civilian.id).toBe('cega-q-ship-civilian');
    expect([q.tv, civilian.tv]).toEqual([40, 20]);
    expect(q.weapons.every((w) => w.traits.includes('hardpoint'))).toBe(true);
    expect(civilian.weapons).toEqual([]);
    expect(civilianOf(cardById('tengu')!)).toBeNull();
    const orphan = { ...q, id: 'orphan-q-ship' } as UnitCard;
    expect(() => civilianOf(orphan)).toThrow(/^card 'orphan-q-ship': trait 'q-ship' needs its civilian version, a card 'orphan-q-ship-civilian' in data\/cards.json$/);
  });

  it('an enemy sees its civilian TV until a Hardpoint weapon is used; its own side, q-ship=public and a revealed ship show the true TV', () => {
    const q = cardById('cega-q-ship')!;
    const ship = new Unit(0, q, 0, 10, 10, 0);
    expect(believedTv({ 'q-ship': 'hidden' }, 1, ship)).toBe(20);
    expect(believedTv({ 'q-ship': 'hidden' }, 0, ship)).toBe(40);
    expect(believedTv({ 'q-ship': 'public' }, 1, ship)).toBe(40);
    expect(ship.toJSON()).not.toHaveProperty('revealed');
    useWeapon(ship, null);
    expect(ship.revealed).toBe(false);
    useWeapon(ship, q.weapons[1]);
    expect(ship.revealed).toBe(true);
    expect(believedTv({ 'q-ship': 'hidden' }, 1, ship)).toBe(40);
    // Serialised only once set (games without a Q-Ship serialise as before), and read back.
    expect(ship.toJSON().revealed).toBe(true);
    expect(copyUnit(ship.toJSON()).revealed).toBe(true);
    expect(copyUnit(ship).revealed).toBe(true);
    // A weapon without the Hardpoint trait reveals nothing (and a card without Q-Ship is never "revealed").
    const tengu = new Unit(1, cardById('tengu')!, 0, 0, 0, 0);
    useWeapon(tengu, tengu.def.weapons[0]);
    expect(tengu.revealed).toBe(false);
  });

  it('firing a Hardpoint weapon in a game reveals the Q-Ship', () => {
    const s = table({ 'cega-q-ship': [24, 22, 2], javelin: [24, 30, 6] }, {}, { sides: Q_SHIPS });
    const q = unitOf(s, 'cega-q-ship');
    activate(s, q);
    choose(s, (o) => o.kind === 'move' && o.turns === 0);
    expect(q.revealed).toBe(false);
    choose(s, (o) => o.kind === 'fire' && o.weapon >= 0 && o.target === unitOf(s, 'javelin').index);
    expect(q.revealed).toBe(true);
  });
});

describe('the belief in the heuristic', () => {
  /** The Javelin's first fire choice with the Q-Ship (true TV 40) and a Wyvern (45) before it, side by side. */
  const firstShot = (variants: Record<string, string>, revealed: boolean) => {
    const s = table({ 'cega-q-ship': [24, 22, 2], wyvern: [30, 22, 2], javelin: [24, 30, 6] }, variants, { sides: Q_SHIPS });
    unitOf(s, 'cega-q-ship').revealed = revealed;
    activate(s, unitOf(s, 'javelin'));
    choose(s, (o) => o.kind === 'move' && o.turns === 0);
    const pick = heuristicPick(s);
    expect(pick.kind).toBe('fire');
    return s.units[(pick as { target: number }).target].card;
  };

  it('q-ship=hidden: the unrevealed Q-Ship (believed TV 20) loses the shot to the Wyvern; revealed, or under q-ship=public, it draws it', () => {
    expect(firstShot({}, false)).toBe('wyvern');
    expect(firstShot({}, true)).toBe('cega-q-ship');
    expect(firstShot({ 'q-ship': 'public' }, false)).toBe('cega-q-ship');
  });
});

describe('the belief in the search agents\' evaluation and in Suppressing Fire', () => {
  const board = (variants: Record<string, string> = {}) => table({ 'cega-q-ship': [24, 22, 2], javelin: [24, 30, 6] }, variants, { sides: Q_SHIPS });

  it('the evaluation counts an unrevealed enemy Q-Ship at its civilian TV, and its own side or a revealed one at the true TV', () => {
    const s = board();
    const q = unitOf(s, 'cega-q-ship');
    const civilian = civilianOf(q.def)!;
    expect(civilian.tv).toBeLessThan(q.def.tv);
    const total = Math.max(1, s.tv[0] + s.tv[1]);
    const enemy = 1 - q.side;
    const hidden = { enemy: jovianWars.evaluate(s, enemy), own: jovianWars.evaluate(s, q.side) };
    q.revealed = true;
    const revealed = { enemy: jovianWars.evaluate(s, enemy), own: jovianWars.evaluate(s, q.side) };
    // Undamaged, the Q-Ship counts its whole TV: revealing it costs its enemy the difference from the civilian version.
    expect(hidden.enemy - revealed.enemy).toBeCloseTo((q.def.tv - civilian.tv) / total, 12);
    expect(hidden.own).toBe(revealed.own);
    q.revealed = false;
    expect(jovianWars.evaluate(s, enemy)).toBe(hidden.enemy);
    expect(jovianWars.evaluate(board({ 'q-ship': 'public' }), enemy)).toBeCloseTo(revealed.enemy, 12);
  });

  it('a Suppressing Fire shot at the unrevealed Q-Ship is scored by the TV its shooter believes', () => {
    const s = board();
    const q = unitOf(s, 'cega-q-ship');
    const shooter = 1 - q.side;
    const believed = believedTv(s.variants, shooter, q);
    expect(believed).toBe(civilianOf(q.def)!.tv);
    expect(suppressScore(q, 4, believed)).toBeLessThan(suppressScore(q, 4, q.def.tv));
    expect(suppressScore(q, 4, believed)).toBeGreaterThan(0);
  });
});

/**
 * The heuristic's own Q-Ship under the setting q-ship-fire (aiSettings.ts, qShipAi.ts): `eager` (default, the player
 * before) fires its Hardpoints like any gun; `ambush` holds them, and the Actions that would reveal it or serve only
 * them, until an enemy capital ship is at Short Range of a Hardpoint weapon, an enemy has attacked it, or the last turn.
 */
describe('the Q-Ship holding its fire (q-ship-fire=ambush)', () => {
  const AMBUSH = 'heuristic:q-ship-fire=ambush';

  /**
   * The Q-Ship's first attack decision, after a 2" move straight at a Javelin `gap` inches beyond where it stops (its
   * Beam Projector's Fore arc and its Kinetic Cannon's turret both bear; Optimum Range reaches 6 + 3 x Sensors 3 = 15").
   */
  const firstShot = (spec: string, gap: number, set: { turn?: number; revealed?: boolean; hit?: boolean; variants?: Record<string, string> } = {}) => {
    const s = table({ 'cega-q-ship': [24, 20, 2], javelin: [24, 22 + gap, 6] }, set.variants ?? {}, { sides: Q_SHIPS });
    const q = unitOf(s, 'cega-q-ship');
    if (set.turn !== undefined) s.turn = set.turn;
    if (set.revealed) q.revealed = true;
    // A Defense box marked: an enemy has attacked it.
    if (set.hit) q.marked[1] = 1;
    activate(s, q);
    choose(s, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 2);
    expect(Math.hypot(q.x - 24, q.y - (22 + gap))).toBeCloseTo(gap, 9);
    const o = heuristicPick(s, spec) as { kind: string; weapon?: number; target?: number };
    return o.kind === 'fire' ? `fire ${q.def.weapons[o.weapon!].id} at ${s.units[o.target!].card}` : o.kind;
  };

  it('eager (the default) fires at Optimum Range; ambush holds there while unrevealed and unhurt before the last turn, under either q-ship reading', () => {
    const eager = firstShot('heuristic', 10);
    expect(eager).toMatch(/^fire .* at javelin$/);
    expect(firstShot('heuristic:q-ship-fire=eager', 10)).toBe(eager);
    expect(firstShot(AMBUSH, 10)).toBe('end');
    expect(firstShot(AMBUSH, 14)).toBe('end');
    // The policy is the Q-Ship player's, not the opponent's belief: the same under q-ship=public.
    expect(firstShot(AMBUSH, 10, { variants: { 'q-ship': 'public' } })).toBe('end');
  });

  it('ambush fires as eager does once triggered: a capital ship at Short Range, an attack taken, the last turn; a revealed Q-Ship plays as before', () => {
    expect(firstShot(AMBUSH, 6)).toBe(firstShot('heuristic', 6));
    expect(firstShot(AMBUSH, 6)).toMatch(/^fire /);
    expect(firstShot(AMBUSH, 10, { hit: true })).toBe(firstShot('heuristic', 10, { hit: true }));
    expect(firstShot(AMBUSH, 10, { hit: true })).toMatch(/^fire /);
    expect(firstShot(AMBUSH, 10, { turn: 7 })).toBe(firstShot('heuristic', 10, { turn: 7 }));
    expect(firstShot(AMBUSH, 10, { turn: 6 })).toBe('end');
    expect(firstShot(AMBUSH, 10, { revealed: true })).toBe(firstShot('heuristic', 10, { revealed: true }));
    expect(firstShot(AMBUSH, 10, { revealed: true })).toMatch(/^fire /);
  });

  it('holds Long Shot and Suppressing Fire (its guns are all Hardpoints), not the civilian hull\'s Actions; other cards are never held', () => {
    // 42" from the only enemy, turn 2: eager declares Long Shot (ai.ts: 2), with Suppressing Fire (1.8) and Hard Burn (1.5) offered.
    const action = (spec: string) => {
      const s = table({ 'cega-q-ship': [10, 10, 1], javelin: [40, 40, 5] }, {}, { sides: Q_SHIPS });
      s.turn = 2;
      const q = unitOf(s, 'cega-q-ship');
      select(s, q);
      expect(s.options().map((o) => (o.kind === 'action' ? ACTIONS[o.action] : o.kind))).toEqual(expect.arrayContaining(['long-shot', 'suppressing-fire', 'hard-burn']));
      const o = heuristicPick(s, spec) as { kind: string; action: number };
      return ACTIONS[o.action];
    };
    expect(action('heuristic')).toBe('long-shot');
    expect(action(AMBUSH)).toBe('hard-burn');
    const s = table({ 'cega-q-ship': [10, 10, 1], uller: [12, 10, 1], javelin: [40, 40, 5] }, {}, { sides: Q_SHIPS });
    const actions = ACTIONS.map((_, action) => actionOption(action));
    expect(actions.filter((o) => revealsQShip(unitOf(s, 'cega-q-ship'), o)).map((o) => ACTIONS[(o as { action: number }).action])).toEqual(['long-shot', 'suppressing-fire']);
    // An Uller is no Q-Ship: holdsHardpoints never holds it (revealsQShip is only asked of a holding Q-Ship).
    expect(holdsHardpoints(s, unitOf(s, 'uller'), [])).toBe(false);
    expect(holdsHardpoints(s, unitOf(s, 'cega-q-ship'), [])).toBe(true);
  });

  it('a bad value is a one-line error naming the setting and its values', () => {
    expect(() => makeAgent('heuristic:q-ship-fire=sneaky', agentContext(jovianWars))).toThrow(/^heuristic for jovian-wars: q-ship-fire must be one of eager, ambush; got 'sneaky'$/);
    expect(makeAgent(AMBUSH, agentContext(jovianWars)).spec).toBe(AMBUSH);
  });

  it('in whole games: ambush first fires a Hardpoint only when triggered, and later than eager; games without a Q-Ship, and eager games, are the same games', () => {
    const play = (sides: readonly unknown[], spec: string, seed: number, watch?: (s: JovianState, mover: number, action: number) => void) => {
      const s = start({}, sides, seed, false);
      const seats = [0, 1].map((k) => ({ agent: makeAgent(spec, agentContext(jovianWars)), rng: Xoshiro128.stream(seed, 7 + k) }));
      playToEnd(s, seats as never, watch && ((mover, action) => watch(s, mover, action)));
      return s;
    };
    let eagerTurns = 0;
    let ambushTurns = 0;
    for (let seed = 1; seed <= 3; seed++) {
      // No Q-Ship: the setting changes nothing. A Q-Ship played eager: the default player.
      expect(JSON.stringify(play(BATTLE, AMBUSH, seed).serialize())).toBe(JSON.stringify(play(BATTLE, 'heuristic', seed).serialize()));
      expect(JSON.stringify(play(Q_SHIPS, 'heuristic:q-ship-fire=eager', seed).serialize())).toBe(JSON.stringify(play(Q_SHIPS, 'heuristic', seed).serialize()));
      for (const spec of ['heuristic', AMBUSH]) {
        let first = 0;
        play(Q_SHIPS, spec, seed, (s, mover, action) => {
          const q = unitOf(s, 'cega-q-ship');
          const o = s.options()[action];
          if (first > 0 || q.revealed || s.active !== q.index || o.kind !== 'fire' || !revealsQShip(q, o)) return;
          first = s.turn;
          if (spec === AMBUSH) expect(shortRangeShot(s, q, s.options()) || attackedAlready(q) || s.turn >= 7, `seed ${seed}, turn ${s.turn}`).toBe(true);
        });
        if (spec === AMBUSH) ambushTurns += first || 8;
        else eagerTurns += first || 8;
      }
    }
    expect(ambushTurns).toBeGreaterThan(eagerTurns);
  }, 120_000);
});

describe("the belief in the search agents' futures (determinize)", () => {
  const board = (variants: Record<string, string> = {}) => table({ 'cega-q-ship': [24, 22, 2], javelin: [24, 30, 6] }, variants, { sides: Q_SHIPS });
  const sampledCard = (s: JovianState, player: number) => {
    const q = unitOf(s, 'cega-q-ship');
    return s.determinize(player, new Xoshiro128(7, 0, 0, 0)).units[q.index];
  };

  it('its enemy plays out an unrevealed Q-Ship as its civilian version, hull, boxes and states kept; the game keeps the true card', () => {
    const s = board();
    const q = unitOf(s, 'cega-q-ship');
    q.marked[0] = 1;
    q.fuel = 3;
    q.evading = true;
    const seen = sampledCard(s, 1 - q.side);
    expect(seen.def.id).toBe('cega-q-ship-civilian');
    expect(seen.def.weapons).toEqual([]);
    expect([seen.index, seen.side, seen.owner, seen.x, seen.y, seen.heading, seen.marked, seen.fuel, seen.evading]).toEqual([q.index, q.side, q.owner, q.x, q.y, q.heading, q.marked, q.fuel, q.evading]);
    expect(seen.tracks).toEqual(q.tracks);
    expect(believedTv(s.variants, 1 - q.side, seen)).toBe(believedTv(s.variants, 1 - q.side, q));
    // The game itself is untouched.
    expect(unitOf(s, 'cega-q-ship').def.id).toBe('cega-q-ship');
    expect(unitOf(s, 'cega-q-ship')).toBe(q);
  });

  it('its own player, a revealed Q-Ship and q-ship=public play out the true card', () => {
    const s = board();
    const q = unitOf(s, 'cega-q-ship');
    expect(sampledCard(s, q.side).def.id).toBe('cega-q-ship');
    q.revealed = true;
    expect(sampledCard(s, 1 - q.side).def.id).toBe('cega-q-ship');
    const open = board({ 'q-ship': 'public' });
    expect(sampledCard(open, 1 - unitOf(open, 'cega-q-ship').side).def.id).toBe('cega-q-ship');
  });

  it('greedy and MCTS play whole Q-Ship games against the heuristic to a finished result', () => {
    const context = agentContext(jovianWars);
    for (const spec of ['greedy', 'mcts:iterations=8']) {
      const state = jovianWars.newGame({ sides: [Q_SHIPS[0], Q_SHIPS[1]], variants: Object.fromEntries(Object.entries(jovianWars.variants).map(([k, v]) => [k, v.default])), chance: new Xoshiro128(11, 0, 0, 0), log: false });
      playToEnd(state, [
        { agent: makeAgent(spec, context), rng: new Xoshiro128(1, 0, 0, 0) },
        { agent: makeAgent('heuristic', context), rng: new Xoshiro128(2, 0, 0, 0) },
      ]);
      expect(state.isTerminal()).toBe(true);
      expect(state.units.find((u) => u.card === 'cega-q-ship')).toBeDefined();
    }
  }, 120_000);
});
