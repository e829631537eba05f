/**
 * Tactitians (004_c41133d86b017ece.txt, Tactics › Tactitians; RR-111): the
 * bonus reaches exactly the four Element types the rule names, -1 Guile
 * reaches every Guile check, the choice is made when the rule allows
 * (variant `tactitians`), and the heuristic player's `tactitians` setting
 * picks which of the four bonuses it selects (the default is the player as it
 * was).
 */
import { clearTo, firstOf, playAgents, toFirstAction } from './scripted.ts';
import { describe, expect, it } from 'vitest';
import { attackChecks, situation } from '../../../src/systems/rattle-and-rend/attackModel.ts';
import { SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { RR_HEURISTIC_OPTIONS, TACTITIANS_CHOICE } from '../../../src/systems/rattle-and-rend/ai.ts';
import { BAND, CHAMPION, defaultVariants, DREGS, FIGHTERS, HEAVY, SHOOTERS, SKIRMISHERS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { D_ACTION, D_REACT, GUILE, RrState } from '../../../src/systems/rattle-and-rend/state.ts';
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

/** Plays one game, by default the Tactitians side as seat 0 with `agent`, the Dwarven Throng as seat 1 (heuristic). */
function play(agent: string, seed: number, variants: Partial<RrVariants> = {}, sides: readonly [RrSide, RrSide] = [TACTITIANS_SIDE, rattleAndRend.presets['dwarven-throng']], other = 'heuristic'): RrState {
  return playAgents([agent, other], sides, seed, variants);
}

/** The Tactitians actions of a seat, as logged ("Tactitians: -1 Guile"). */
const choices = (s: RrState, seat: number): string[] =>
  s.events().flatMap((event) => (event.kind === 'action' && event.player === seat && String(event.action).startsWith('Tactitians') ? [String(event.action)] : []));

const LOGGED = { fury: 'Tactitians: -1 Fury', guile: 'Tactitians: -1 Guile', mov: 'Tactitians: +1 MOV band', rng: 'Tactitians: +1 RNG band' } as const;

describe('the heuristic player\'s Tactitians setting (heuristic:tactitians=..., RR-111)', () => {
  it('declares the four bonuses, -1 Fury first (the default), and none', () => {
    expect(RR_HEURISTIC_OPTIONS.tactitians.values).toEqual(['fury', 'guile', 'mov', 'rng', 'none']);
    expect(Object.keys(rattleAndRend.heuristicOptions)).toEqual(['tactitians', 'feint', 'rally', 'transport', 'pursuit', 'bid', 'exit', 'plot']);
  });

  it('each value makes the player select that bonus, in round 1, once, and keep it', () => {
    for (const seed of [1, 2, 3]) {
      for (const bonus of ['fury', 'guile', 'mov', 'rng'] as const) {
        const s = play(`heuristic:tactitians=${bonus}`, seed);
        expect(choices(s, 0), `seed ${seed}, ${bonus}`).toEqual([LOGGED[bonus]]);
        expect(s.events().find((event) => event.kind === 'action' && event.player === 0 && String(event.action).startsWith('Tactitians'))?.round).toBe(1);
        expect(s.tactitians[0]).toBe(TACTITIANS_CHOICE[bonus]);
        // The other side has no Tactitians.
        expect(s.tactitians[1]).toBe(0);
      }
    }
  });

  it('none never selects', () => {
    for (const seed of [1, 2, 3]) {
      const s = play('heuristic:tactitians=none', seed);
      expect([choices(s, 0), s.tactitians[0]]).toEqual([[], 0]);
    }
  });

  it('the default is tactitians=fury: the same game, byte for byte', () => {
    for (const seed of [1, 2]) expect(JSON.stringify(play('heuristic', seed).serialize())).toBe(JSON.stringify(play('heuristic:tactitians=fury', seed).serialize()));
  });

  it('an unknown bonus is refused with the values allowed', () => {
    expect(() => makeAgent('heuristic:tactitians=will', agentContext(rattleAndRend))).toThrow(/tactitians must be one of fury, guile, mov, rng, none; got 'will'/);
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

const tactitiansCodes = (s: RrState): number[] => s.legalActions().filter((code) => code !== O.PASS && O.actionKind(code) === O.AK_TACTITIANS);
const choiceOf = (s: RrState): number[] => tactitiansCodes(s).map((code) => O.actionArg(code));
const MIRROR = [TACTITIANS_SIDE, TACTITIANS_SIDE] as const;

/**
 * Random players, Tactitians on both sides, 30 games: selections with no choice standing (and how many of them came
 * after the side's first Turn of the Round), changes, and Turns with two choices. Each seat's Turn number within the
 * Round is counted from the log: a Turn begins at 'first', after the other seat's 'pass', or at 'initiative-swaps'.
 */
function timings(tactitians: RrVariants['tactitians']): { selections: number; late: number; changes: number; twice: number } {
  const out = { selections: 0, late: 0, changes: 0, twice: 0 };
  for (let seed = 1; seed <= 30; seed++) {
    const s = play('random', seed, { tactitians }, [TACTITIANS_SIDE, { ...TACTITIANS_SIDE, name: 'Tactitians B' }], 'random');
    const turnOf = [0, 0];
    const standing = [0, 0];
    let last = [-1, -1];
    for (const event of s.events()) {
      if (event.kind === 'round') {
        turnOf[0] = turnOf[1] = 0;
        last = [-1, -1];
      } else if (event.kind === 'first' || event.kind === 'initiative-swaps') turnOf[event.player as number]++;
      else if (event.kind === 'pass') turnOf[1 - (event.player as number)]++;
      else if (event.kind === 'action' && String(event.action).startsWith('Tactitians')) {
        const seat = event.player as number;
        if (last[seat] === turnOf[seat]) out.twice++;
        last[seat] = turnOf[seat];
        if (standing[seat] === 0) {
          out.selections++;
          if (turnOf[seat] !== 1) out.late++;
        } else out.changes++;
        standing[seat] = 1;
      }
    }
  }
  return out;
}

/** The deciding side Sprints (its first listed Sprint); every reaction, deny and counter-spend declined, checks rolled from the stream, back to its next action decision. */
function sprint(s: RrState): void {
  const p = s.decider;
  s.apply(s.legalActions().find((code) => code !== O.PASS && O.actionKind(code) === O.AK_SPRINT)!);
  while (!(s.decision === D_ACTION && s.currentPlayer() !== CHANCE)) {
    if (s.currentPlayer() === CHANCE) s.applyChance();
    else s.apply(0);
  }
  expect(s.decider).toBe(p);
}

describe('when Tactitians\' choice is made (variant tactitians, RR-111: "During your first TURN each ROUND ... select"; "change ... after your first turn that round")', () => {
  it('first-turn (default): select during the first Turn, one choice per Turn, change later only with a choice standing, and it persists into the next Round', () => {
    expect(defaultVariants().tactitians).toBe('first-turn');
    const s = start(...MIRROR);
    const p = s.decider;
    const q = 1 - p;
    expect(choiceOf(s)).toEqual([1, 2, 3, 4]);
    s.apply(O.actionCode(O.AK_TACTITIANS, 0, 3, 0));
    expect([s.decision, s.decider, s.tactitians[p]]).toEqual([D_ACTION, p, 3]);
    // One choice per Turn: no second selection in this first Turn (and a saved state remembers it).
    expect(choiceOf(s)).toEqual([]);
    const saved = RrState.deserialize(s.serialize());
    expect([saved.tactitiansFirst[p], saved.tactitiansChosen[p]]).toEqual([s.turns + 1, s.turns + 1]);
    expect(choiceOf(saved)).toEqual([]);
    s.apply(O.PASS);
    // q's first Turn: q could select, but Sprints instead and passes.
    expect(s.decider).toBe(q);
    expect(choiceOf(s)).toEqual([1, 2, 3, 4]);
    sprint(s);
    s.apply(O.PASS);
    // p's second Turn: its choice stands, so it may change it.
    expect(s.decider).toBe(p);
    expect(choiceOf(s)).toEqual([1, 2, 4]);
    sprint(s);
    s.apply(O.PASS);
    // q's second Turn: no choice standing and not its first Turn, so nothing to select.
    expect(s.decider).toBe(q);
    expect(choiceOf(s)).toEqual([]);
    s.apply(O.PASS);
    // Two passes end the Round; in the next one p's choice persists and q may select again on its first Turn.
    toFirstAction(s);
    expect(s.round).toBe(2);
    expect([s.tactitians[p], s.tactitians[q]]).toEqual([3, 0]);
    expect(choiceOf(s)).toEqual(s.decider === p ? [1, 2, 4] : [1, 2, 3, 4]);
  });

  it('any-turn (the reading before): select or change on any Turn, as often as Momentum pays', () => {
    const s = rattleAndRend.newGame({ sides: MIRROR, variants: { ...defaultVariants(), tactitians: 'any-turn' }, chance: Xoshiro128.stream(1, 0), log: true }) as RrState;
    toFirstAction(s);
    const p = s.decider;
    s.apply(O.actionCode(O.AK_TACTITIANS, 0, 3, 0));
    expect(choiceOf(s)).toEqual([1, 2, 4]);
    s.apply(O.PASS);
    sprint(s);
    s.apply(O.PASS);
    expect(s.decider).toBe(p);
    sprint(s);
    s.apply(O.PASS);
    // q's second Turn, no choice standing: all four offered.
    expect(s.decider).toBe(1 - p);
    expect(choiceOf(s)).toEqual([1, 2, 3, 4]);
  });

  it('in random games, a selection with none standing comes only in the side\'s first Turn of the Round, and never two in one Turn (Turns read from the log); under any-turn both happen', () => {
    const first = timings('first-turn');
    expect([first.late, first.twice]).toEqual([0, 0]);
    // The random players select and change often, so both rules were exercised.
    expect(first.selections).toBeGreaterThan(10);
    expect(first.changes).toBeGreaterThan(10);
    const any = timings('any-turn');
    expect(any.late).toBeGreaterThan(0);
    expect(any.twice).toBeGreaterThan(0);
  });
});
