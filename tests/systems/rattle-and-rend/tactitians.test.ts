/**
 * Tactitians (004_c41133d86b017ece.txt, Tactics › Tactitians; RR-111): the
 * bonus reaches exactly the four Element types the rule names, -1 Guile
 * reaches every Guile check, and the heuristic player's `tactitians` setting
 * picks which of the four bonuses it selects (the default is the player as it
 * was).
 */
import { clearTo, firstOf, toFirstAction } from './scripted.ts';
import { describe, expect, it } from 'vitest';
import { attackChecks, situation } from '../../../src/systems/rattle-and-rend/attackModel.ts';
import { SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { RR_HEURISTIC_OPTIONS, TACTITIANS_CHOICE } from '../../../src/systems/rattle-and-rend/ai.ts';
import { BAND, CHAMPION, defaultVariants, DREGS, FIGHTERS, HEAVY, SHOOTERS, SKIRMISHERS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { D_REACT, GUILE, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
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

/** Illustrative: every Element type but Wards, with Tactitians (1 + 3 + 2 + 2 + 2 + 1 + 1 = 12 points). */
const EVERY_TYPE: RrSide = { ...TACTITIANS_SIDE, name: 'Tactitians, every type', elements: 'champion(spot-weakness), heavy(colossal), fighters, shooters, skirmishers, dregs, dregs' };

function start(a: RrSide, b: RrSide, seed = 1): RrState {
  return toFirstAction(rattleAndRend.newGame({ sides: [a, b], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: true }) as RrState);
}

describe('Tactitians\' bonuses in the engine (Tactics › Tactitians: "all your warband\'s CHAMPIONS, FIGHTERS, SHOOTERS, and SKIRMISHERS")', () => {
  it('-1 Guile, MOV one band up and RNG one band up reach Champions, Fighters, Shooters and Skirmishers, never Heavies or Dregs', () => {
    const s = start(EVERY_TYPE, rattleAndRend.presets['dwarven-throng']);
    const read = (option: number) => {
      s.tactitians[0] = option;
      return [CHAMPION, HEAVY, FIGHTERS, SHOOTERS, SKIRMISHERS, DREGS].map((type) => {
        const i = firstOf(s, 0, type);
        return [s.guileStat(i), s.movBand(i), s.rngBand(i)];
      });
    };
    const plain = read(0);
    const delta = (option: number) => read(option).map((row, k) => row.map((v, j) => v - plain[k][j]));
    // Rows: Champion, Heavy, Fighters, Shooters, Skirmishers, Dregs; columns: Guile, MOV band, RNG band.
    expect(delta(1)).toEqual([[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]);
    expect(delta(2)).toEqual([[-1, 0, 0], [0, 0, 0], [-1, 0, 0], [-1, 0, 0], [-1, 0, 0], [0, 0, 0]]);
    expect(delta(3)).toEqual([[0, 1, 0], [0, 0, 0], [0, 1, 0], [0, 1, 0], [0, 1, 0], [0, 0, 0]]);
    // Fighters go from base-to-base to S, as Fusiliers takes them; Dregs stay base-to-base.
    expect(delta(4)).toEqual([[0, 0, 1], [0, 0, 0], [0, 0, 1], [0, 0, 1], [0, 0, 1], [0, 0, 0]]);
    s.tactitians[0] = 4;
    expect([s.rngBand(firstOf(s, 0, FIGHTERS)), s.rngBand(firstOf(s, 0, DREGS))]).toEqual([BAND.S, BAND.B]);
  });

  it('-1 Fury reaches the same four types in an attack, and -1 Guile the Guile check Nightmares demands first', () => {
    const variants = defaultVariants();
    const fury = (type: number, tactitiansFury: boolean) => attackChecks(situation(type, FIGHTERS, { attackerTactics: ['tactitians'], tactitiansFury }), variants).furyStat;
    expect([CHAMPION, HEAVY, FIGHTERS, SHOOTERS, SKIRMISHERS, DREGS].map((type) => fury(type, false) - fury(type, true))).toEqual([1, 0, 1, 1, 1, 0]);
    const guile = (type: number, tactitiansGuile: boolean) => attackChecks(situation(type, FIGHTERS, { targetTactics: ['nightmares'], tactitiansGuile }), variants).nightmaresGuile;
    expect([guile(FIGHTERS, false), guile(FIGHTERS, true), guile(DREGS, true), guile(HEAVY, true)]).toEqual([13, 12, 13, 13]);
  });

  it('in a game: Fighters with -1 Guile attacking the Ghostly Host (Fearsome, read as Nightmares) make its Guile check at 12, not 13', () => {
    for (const [option, stat] of [[0, 13], [2, 12]] as const) {
      const s = start(TACTITIANS_SIDE, rattleAndRend.presets['ghostly-host']);
      const p = s.decider;
      const i = firstOf(s, p, FIGHTERS);
      const e = firstOf(s, 1 - p, FIGHTERS);
      clearTo(s, [[i, 100, 100], [e, 100, 141]]);
      s.tactitians[p] = option;
      const code = O.actionCode(O.AK_STAND, i, e, O.DEST_STAY);
      expect(s.legalActions()).toContain(code);
      s.apply(code);
      while (s.currentPlayer() !== CHANCE && s.decision === D_REACT) s.apply(0);
      expect([s.currentPlayer(), s.checkKind, s.checkWho, s.checkStat]).toEqual([CHANCE, GUILE, i, stat]);
      s.apply(SUCCESS);
    }
  });
});
