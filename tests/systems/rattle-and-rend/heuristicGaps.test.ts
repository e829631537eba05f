/**
 * Feint's movement (Ten Actions › Feint: "MOVEMENT: Move up to your MOV value. EFFECT: Select an enemy Element within
 * your RNG and in line of sight"; variant feint-move) and the heuristic player's settings `transport`, `pursuit` and
 * `plot` (ai.ts embarkValue, disembarkValue, pursuitValue, plotValue; RR-107, RR-177, RR-021): declared with the
 * default first, the default values are the default player game for game, and each setting changes the choice where
 * its estimate says so.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { RR_HEURISTIC_OPTIONS } from '../../../src/systems/rattle-and-rend/ai.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { CHAMPION, defaultVariants, FIGHTERS, ROUGH, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, D_EXIT, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { clearTo, playAgents, toActionOf, toFirstAction } from './scripted.ts';

const context = agentContext(rattleAndRend);
const agent = (spec: string): Agent => makeAgent(spec, context);
const throng = rattleAndRend.presets['dwarven-throng'] as RrSide;
const plotting: RrSide = { ...throng, name: 'Plotters', elements: throng.elements.replace('champion(spot-weakness)', 'champion(scheming-plot)') };

function start(a: RrSide, b: RrSide, variants: Partial<RrVariants> = {}, seed = 1): RrState {
  return toFirstAction(rattleAndRend.newGame({ sides: [a, b], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true }) as RrState);
}

const ofType = (s: RrState, side: number, type: number) => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === side && s.type[k] === type);

describe('Feint moves first (Ten Actions › Feint; feint-move)', () => {
  /** Two Fighters 100 mm apart (centre to centre, bases 40 mm): not in contact, within a move (S, 80 mm) of it. */
  function apart(variants: Partial<RrVariants>): { s: RrState; i: number; e: number; feints: number[] } {
    const s = start(throng, throng, variants);
    const p = s.decider;
    const i = ofType(s, p, FIGHTERS)[0];
    const e = ofType(s, 1 - p, FIGHTERS)[0];
    clearTo(s, [
      [i, 200, 100],
      [e, 200, 200],
    ]);
    s.momentum[p] = 4;
    s.momentum[1 - p] = 0;
    s.cache = null;
    expect(s.decision).toBe(D_ACTION);
    const feints = s.legalActions().filter((code) => O.actionKind(code) === O.AK_FEINT && O.actionActor(code) === i && O.actionArg(code) === e);
    return { s, i, e, feints };
  }

  it('move-first (default): a Feint is listed against an enemy the feinter can reach, moves it into contact, then pushes the enemy M away on a success', () => {
    expect(defaultVariants()['feint-move']).toBe('move-first');
    const { s, i, e, feints } = apart({});
    expect(feints.map((code) => O.actionDest(code))).toEqual([O.DEST_TOWARD + e]);
    s.apply(feints[0]);
    let guard = 0;
    let checked = false;
    while (!(s.decision === D_ACTION && s.currentPlayer() !== CHANCE && checked) && guard++ < 20) {
      if (s.currentPlayer() === CHANCE) {
        checked = true;
        s.apply(SUCCESS);
      } else s.apply(0);
    }
    const events = s.events();
    expect(events.some((ev) => ev.kind === 'check' && ev.element === i && ev.check === 'Guile')).toBe(true);
    // The feinter ended in contact (40 mm apart plus slack) before the push; the push put the target M (160 mm) away.
    const moved = events.find((ev) => ev.kind === 'move' && ev.element === i);
    expect(moved).toBeDefined();
    expect(Math.hypot(s.x[e] - s.x[i], s.y[e] - s.y[i])).toBeGreaterThan(150);
  });

  it('in-reach (the engine before): no Feint is listed until the enemy is in reach', () => {
    expect(apart({ 'feint-move': 'in-reach' }).feints).toEqual([]);
  });
});

describe('leaving Rough terrain (Terrain Rules › Rough Terrain: "a successful GUILE CHECK or paying 1 MOMENTUM")', () => {
  it('with exactly 1 Momentum left after the action, paying is offered; paid, the move goes ahead for that 1', () => {
    const s = start(throng, throng);
    const p = s.decider;
    const i = ofType(s, p, FIGHTERS)[0];
    const e = ofType(s, 1 - p, FIGHTERS)[0];
    clearTo(s, [
      [i, 200, 100],
      [e, 200, 330],
    ]);
    s.nt = 1;
    [s.tx[0], s.ty[0], s.tr[0], s.tt[0]] = [200, 100, 30, ROUGH];
    s.momentum[p] = 2;
    s.momentum[1 - p] = 0;
    s.cache = null;
    const sprint = s.legalActions().find((code) => O.actionKind(code) === O.AK_SPRINT && O.actionActor(code) === i && O.actionDest(code) === O.DEST_TOWARD + e);
    expect(sprint).toBeDefined();
    s.apply(sprint!);
    let guard = 0;
    while (s.decision !== D_EXIT && !(s.decision === D_ACTION && s.currentPlayer() !== CHANCE) && guard++ < 20) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else s.apply(0);
    }
    expect(s.decision).toBe(D_EXIT);
    expect(s.momentum[p]).toBe(1);
    s.apply(1);
    const paid = s.events().find((ev) => ev.kind === 'exit-paid');
    expect(paid).toMatchObject({ element: i, momentum: 1 });
    expect(s.momentum[p]).toBe(0);
    expect(s.y[i]).toBeGreaterThan(130);
  });
});

describe("the heuristic player's transport, pursuit and plot settings (RR-107, RR-177, RR-021)", () => {
  it('declares the default first and rejects other values', () => {
    expect(RR_HEURISTIC_OPTIONS.transport.values).toEqual(['off', 'on']);
    expect(RR_HEURISTIC_OPTIONS.pursuit.values).toEqual(['off', 'on', 'always']);
    expect(RR_HEURISTIC_OPTIONS.plot.values).toEqual(['fixed', 'weighed']);
    expect(() => agent('heuristic:plot=yes')).toThrow(/plot must be one of fixed, weighed; got 'yes'/);
  });

  it('the defaults are the default player, game for game', () => {
    for (const seed of [1, 2]) {
      const sides = [plotting, throng] as const;
      expect(JSON.stringify(playAgents(['heuristic:transport=off,pursuit=off,plot=fixed,exit=five', 'heuristic'], sides, seed).serialize())).toBe(JSON.stringify(playAgents(['heuristic', 'heuristic'], sides, seed).serialize()));
    }
  });

  it('Scheming Plot at the Total with the enemy at 0 Momentum (it can only win back its own cost): fixed plays it, weighed does not', () => {
    const s = toActionOf(start(plotting, throng), 0);
    const p = 0;
    const champion = ofType(s, p, CHAMPION)[0];
    const enemy = ofType(s, 1 - p, FIGHTERS)[0];
    clearTo(s, [
      [champion, 60, 60],
      [enemy, 340, 340],
    ]);
    s.momentum[p] = s.total[p];
    s.momentum[1 - p] = 0;
    s.cache = null;
    const plot = s.legalActions().find((code) => O.actionKind(code) === O.AK_PLOT);
    expect(plot).toBeDefined();
    const view = new SeatView(s, p);
    expect(agent('heuristic').act(view, Xoshiro128.stream(1, 1))).toBe(plot);
    expect(agent('heuristic:plot=weighed').act(view, Xoshiro128.stream(1, 1))).not.toBe(plot);
    // With room under the Total and Momentum to drain, weighed plays it too.
    s.momentum[p] = 4;
    s.momentum[1 - p] = 5;
    s.cache = null;
    expect(agent('heuristic:plot=weighed').act(new SeatView(s, p), Xoshiro128.stream(1, 1))).toBe(plot);
  });

  it('in whole games pursuit=always Pursues, the default player never does', () => {
    const pursuers: RrSide = { name: 'Pursuers', elements: 'ward(pursuit), heavy(colossal), shooters, shooters, shooters, skirmishers', tactic1: 'watchers', tactic2: 'butchers', bond: 'strife', reputation: 'wary', focus: 0 };
    const pursuits = (spec: string, games: number) => {
      let n = 0;
      for (let seed = 1; seed <= games && !(n > 0 && spec !== 'heuristic'); seed++) {
        const s = playAgents([spec, 'heuristic'], [pursuers, pursuers], seed);
        n += s.events().filter((ev) => ev.kind === 'react' && /: Pursuit \(/.test(String(ev.reaction))).length;
      }
      return n;
    };
    expect(pursuits('heuristic', 12)).toBe(0);
    expect(pursuits('heuristic:pursuit=always', 40)).toBeGreaterThan(0);
  });

  it('in whole games transport=on embarks, the default player never does', () => {
    const embarks = (spec: string, games: number) => {
      let n = 0;
      for (let seed = 1; seed <= games && !(n > 0 && spec !== 'heuristic'); seed++) {
        const s = playAgents([spec, 'heuristic'], [throng, throng], seed);
        n += s.events().filter((ev) => ev.kind === 'action' && ev.player === 0 && /: embark on /.test(String(ev.action))).length;
      }
      return n;
    };
    expect(embarks('heuristic', 12)).toBe(0);
    expect(embarks('heuristic:transport=on', 40)).toBeGreaterThan(0);
  });
});
