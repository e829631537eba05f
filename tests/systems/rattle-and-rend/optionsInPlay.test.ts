/**
 * The heuristic player's settings `feint=off|on` and `rally=off|on` (ai.ts
 * feintValue, rallyValue; RR-158, RR-166): declared with off first; off is the
 * default player game for game; on a scripted position the option player
 * Feints (Standard Actions › Feint) or Rallies (Standard Reactions › Rally)
 * where its expected gain beats the alternatives, and the default player does
 * not; in whole games the option players take them and the default never does.
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
import { defaultVariants, INSPIRING } from '../../../src/systems/rattle-and-rend/rules.ts';
import { SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, D_REACT, WILL, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { clearTo, playAgents, toActionOf, toFirstAction } from './scripted.ts';

const context = agentContext(rattleAndRend);
const agent = (spec: string): Agent => makeAgent(spec, context);

function start(a: string, b: string, seed = 1): RrState {
  const sides = [rattleAndRend.presets[a], rattleAndRend.presets[b]] as const;
  return toFirstAction(rattleAndRend.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: true }) as RrState);
}

/** Plays one game with `spec` as seat 0 and the default heuristic as seat 1. */
const play = (spec: string, seed: number, sides: readonly [RrSide, RrSide]): RrState => playAgents([spec, 'heuristic'], sides, seed);

const count = (s: RrState, seat: number, kind: string, what: RegExp) => s.events().filter((e) => e.kind === kind && e.player === seat && what.test(String(e.action ?? e.reaction))).length;

describe('the heuristic player\'s feint and rally settings (RR-158, RR-166)', () => {
  it('declares the default first: feint on (since rr-options-in-play measured it better), rally off', () => {
    expect(RR_HEURISTIC_OPTIONS.feint.values).toEqual(['on', 'off']);
    expect(RR_HEURISTIC_OPTIONS.rally.values).toEqual(['off', 'on']);
    expect(() => agent('heuristic:feint=yes')).toThrow(/feint must be one of on, off; got 'yes'/);
  });

  it('feint on, rally off is the default player, game for game; feint off plays other games', () => {
    const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ghostly-host']] as const;
    const games = (spec: string) => [1, 2, 3].map((seed) => JSON.stringify(play(spec, seed, sides).serialize()));
    expect(games('heuristic:feint=on,rally=off')).toEqual(games('heuristic'));
    expect(games('heuristic:feint=off')).not.toEqual(games('heuristic'));
  });

  it('Feint: against an enemy Colossal Heavy in contact on the hill in King of the Hill\'s last round (hard to remove, worth pushing off) the default player and feint=on Feint, feint=off does not', () => {
    const s = start('dwarven-throng', 'ghostly-host');
    const p = s.decider;
    const ofType = (side: number, type: number) => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === side && s.type[k] === type);
    const i = ofType(p, 2)[0];
    const h = ofType(1 - p, 1)[0];
    expect(s.isHeavyTrait(h, 'colossal') || s.isHeavyTrait(i, 'colossal')).toBe(true);
    // King of the Hill, last round: a Fighters base (20 mm) touching a Colossal Heavy's (40 mm) that stands on the hill
    // (an Inspiring piece: the Heavy's Will check has a bonus there); nothing else on the board. Pushed M away, the
    // Heavy leaves the hill to the Fighters' side.
    clearTo(s, [
      [i, 200, 170],
      [h, 200, 201],
    ]);
    s.scenario = 1;
    s.round = 4;
    s.nt = 1;
    [s.tx[0], s.ty[0], s.tr[0], s.tt[0]] = [200, 215, 30, INSPIRING];
    s.momentum[p] = 4;
    s.momentum[1 - p] = 0;
    s.cache = null;
    expect(s.decision).toBe(D_ACTION);
    const legal = s.legalActions();
    const feint = legal.find((code) => O.actionKind(code) === O.AK_FEINT && O.actionActor(code) === i && O.actionArg(code) === h);
    expect(feint).toBeDefined();
    const view = new SeatView(s, p);
    const on = agent('heuristic:feint=on').act(view, Xoshiro128.stream(1, 1));
    const off = agent('heuristic:feint=off').act(view, Xoshiro128.stream(1, 1));
    expect(on).toBe(feint);
    expect(agent('heuristic').act(view, Xoshiro128.stream(1, 1))).toBe(feint);
    expect(O.actionKind(off)).not.toBe(O.AK_FEINT);
  });

  it('Rally: when a critical would bring allies into reach of the attacker the option player declares it, the default player does not', () => {
    const s = start('dwarven-throng', 'ogrekin-hunting-party');
    const q = 0;
    const p = 1;
    const ofType = (side: number, type: number) => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === side && s.type[k] === type);
    const [t, a1, a2] = ofType(q, 2);
    const champion = 0;
    const e = ofType(p, 3)[0];
    // Allies within a move of the attacker, not yet in contact; all in sight of each other.
    clearTo(s, [
      [t, 200, 100],
      [e, 200, 141],
      [champion, 140, 80],
      [a1, 260, 180],
      [a2, 140, 190],
    ]);
    s.momentum[p] = 5;
    s.momentum[q] = 5;
    toActionOf(s, p);
    const stand = s.legalActions().find((code) => O.actionKind(code) === O.AK_STAND && O.actionActor(code) === e && O.actionArg(code) === t) as number;
    s.apply(stand);
    // To the window after the Will check: no reaction before, the attack lands, t holds.
    let guard = 0;
    while (!(s.decision === D_REACT && s.decider === q && s.legalActions().some((c) => c !== 0 && O.reactionKind(c) === O.RK_RALLY)) && guard++ < 50) {
      if (s.currentPlayer() === CHANCE) s.apply(s.checkKind === WILL ? SUCCESS : SUCCESS);
      else s.apply(0);
    }
    const rally = s.legalActions().find((c) => c !== 0 && O.reactionKind(c) === O.RK_RALLY);
    expect(rally).toBeDefined();
    const view = new SeatView(s, q);
    expect(agent('heuristic:rally=on').act(view, Xoshiro128.stream(1, 1))).toBe(rally);
    expect(agent('heuristic').act(view, Xoshiro128.stream(1, 1))).not.toBe(rally);
  });

  it('in whole games the default player Feints and rally=on Rallies; feint=off never Feints, the default never Rallies', () => {
    // The Vampire Court (four Champions) against the Dwarven Throng: the pairing where rr-options-in-play's first look saw the most Rallies.
    const sides = [rattleAndRend.presets['vampire-court'], rattleAndRend.presets['dwarven-throng']] as const;
    /** Seat 0's Feints and Rallies over seeds 1..games, stopping at the first game with `until` (if given). */
    const tally = (spec: string, games: number, until?: 'feints' | 'rallies') => {
      const t = { feints: 0, rallies: 0 };
      for (let seed = 1; seed <= games && !(until && t[until] > 0); seed++) {
        const s = play(spec, seed, sides);
        t.feints += count(s, 0, 'action', /: Feint /);
        t.rallies += count(s, 0, 'react', /: Rally$/);
      }
      return t;
    };
    expect(tally('heuristic:feint=off', 16)).toEqual({ feints: 0, rallies: 0 });
    expect(tally('heuristic', 40, 'feints').feints).toBeGreaterThan(0);
    expect(tally('heuristic:rally=on', 80, 'rallies').rallies).toBeGreaterThan(0);
  });
});
