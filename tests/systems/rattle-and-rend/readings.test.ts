/**
 * Rule readings of Rattle and Rend (004_c41133d86b017ece.txt) the catalogue
 * lists as contradictions or gaps, each a named variant whose default is what
 * the engine did before it was named (so the behaviour fixture is unchanged):
 * - `ctf-control` (RR-064): Capture the Flags' "the objective marker", singular, of three;
 * - `vengeance-chain` (RR-068): what "this second effect does not happen" stops;
 * - `transport-break` (RR-053): "a result of BREAK on a WILL CHECK", not a defined result;
 * - `sneak-thieves` (RR-054): the v02 action names Sneak-Thieves lists;
 * - `discipline-deny` (RR-069): whether the active player's Deny is "counter-bidding";
 * - `reserve-momentum` (RR-155): whether Elements waiting off the board count toward Total Momentum.
 * Positions are scripted: checks are set with apply(fail | success | critical).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { reactionResult } from '../../../src/systems/rattle-and-rend/reactions.ts';
import { defaultVariants, RR_VARIANTS, WARD_REACTIONS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CRITICAL, FAIL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { CARRIED, REMOVED, RESERVE, D_ACTION, D_BID, D_DENY, D_NONE, D_REACT, FURY, GUILE, WILL, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { remove, run } from '../../../src/systems/rattle-and-rend/engine.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { IN_PLAY } from '../../../src/systems/rattle-and-rend/board.ts';
import { clearTo, firstOf, toFirstAction } from './scripted.ts';

const CHAMPION = 0;
const HEAVY = 1;
const FIGHTERS = 2;
const SHOOTERS = 3;
const SKIRMISHERS = 4;

const preset = (id: string) => rattleAndRend.presets[id] as RrSide;
const start = (a: RrSide, b: RrSide, variants: Partial<RrVariants>, seed = 1): RrState =>
  rattleAndRend.newGame({ sides: [a, b], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true }) as RrState;

/** Declines every reaction offered. */
function noReactions(s: RrState): void {
  while (s.currentPlayer() !== CHANCE && s.decision === D_REACT) s.apply(0);
}

describe('every new reading defaults to what the engine did before it was named', () => {
  it.each([
    ['ctf-control', 'most'],
    ['vengeance-chain', 'no-third'],
    ['transport-break', 'fail'],
    ['sneak-thieves', 'ranged-attacks'],
    ['discipline-deny', 'costs'],
    ['reserve-momentum', 'on-board'],
  ] as const)('%s defaults to %s, listed first, and cites its catalogue item', (name, value) => {
    expect(RR_VARIANTS[name].default).toBe(value);
    expect(RR_VARIANTS[name].values[0]).toBe(value);
    expect(RR_VARIANTS[name].describe).toMatch(/RR-\d{3}/);
  });

  it('a non-default reading survives serialisation; a default one is left out of it', () => {
    const s = start(preset('dwarven-throng'), preset('ghostly-host'), { 'ctf-control': 'centre' });
    const data = s.serialize();
    expect(Object.keys(data.variants as object)).toContain('ctf-control');
    expect(Object.keys(data.variants as object)).not.toContain('vengeance-chain');
    const back = rattleAndRend.deserialize(data) as RrState;
    expect(back.variants['ctf-control']).toBe('centre');
    expect(back.variants['vengeance-chain']).toBe('no-third');
  });
});

describe('Capture the Flags after four rounds: which markers count (RR-064; Victory Conditions › Capture the Flags)', () => {
  /** Round 4 with Player A's side holding the two outer markers and the other side the centre one; both then pass. */
  function endWithMarkers(control: RrVariants['ctf-control']): { winner: unknown; reason: unknown } {
    const s = toFirstAction(start(preset('dwarven-throng'), preset('dwarven-throng'), { scenario: 'capture-the-flags', 'ctf-control': control }));
    s.round = 4;
    const mine = firstOf(s, 0, FIGHTERS);
    const other = Array.from({ length: s.n }, (_, k) => k).find((k) => k !== mine && s.side[k] === 0 && s.type[k] === FIGHTERS) as number;
    const theirs = firstOf(s, 1, FIGHTERS);
    // Marker 0 is the centre one (setup.ts): "one at the very center of the map, and the other two within S RANGE".
    s.mctrl[0] = theirs;
    s.mctrl[1] = mine;
    s.mctrl[2] = other;
    s.cache = null;
    while (!s.isTerminal() && s.round === 4) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else s.apply(s.decision === D_ACTION ? O.PASS : s.legalActions()[0]);
    }
    const end = s.events().find((e) => e.kind === 'end');
    return { winner: end?.winner, reason: end?.reason };
  }

  it('most (default): two markers against one wins', () => {
    const end = endWithMarkers('most');
    expect(end).toMatchObject({ winner: 0, reason: 'most objective markers controlled' });
  });

  it('any: both sides control a marker, so neither is "the player in control": the points within M decide', () => {
    const end = endWithMarkers('any');
    expect(['no control: most points within M of the centre', 'markers and points tied']).toContain(end.reason);
  });

  it('centre: only the centre marker counts, so its holder (side 1) wins with one marker against two', () => {
    expect(endWithMarkers('centre')).toMatchObject({ winner: 1, reason: 'the centre objective marker controlled' });
  });
});

describe('Vengeance: a critical in the chain (RR-068; Warding Reactions › Vengeance)', () => {
  /** The second Element's Fury check of a Vengeance chain (b = 1) comes back `result`; the Momentum its side then has. */
  function secondCheck(chain: RrVariants['vengeance-chain'], result: number): { momentum: number; pending: number } {
    const s = toFirstAction(start(preset('vampire-court'), preset('dwarven-throng'), { 'vengeance-chain': chain }));
    const ally = firstOf(s, 0, FIGHTERS);
    const enemy = firstOf(s, 1, FIGHTERS);
    clearTo(s, [
      [ally, 100, 100],
      [enemy, 100, 300],
    ]);
    s.momentum[0] = 2;
    s.lastResult = result;
    const depth = s.stack.length;
    reactionResult(s, O.reactionCode(O.RK_VENGEANCE, ally, ally), 1, 0, 0, 0);
    return { momentum: s.momentum[0], pending: s.stack.length - depth };
  }

  it('no-third (default): the second Element moves and regains 2 Momentum on a success or a critical, and no third Element follows', () => {
    expect(secondCheck('no-third', SUCCESS).momentum).toBe(4);
    const critical = secondCheck('no-third', CRITICAL);
    expect(critical.momentum).toBe(4);
    // Only its move toward the enemy is pushed: no further Fury check is requested.
    expect(critical.pending).toBe(secondCheck('no-third', SUCCESS).pending);
  });

  it('double-critical-void: a second critical gives no move and no Momentum; a plain success still does', () => {
    expect(secondCheck('double-critical-void', SUCCESS).momentum).toBe(4);
    const voided = secondCheck('double-critical-void', CRITICAL);
    expect(voided.momentum).toBe(2);
    expect(voided.pending).toBeLessThan(secondCheck('double-critical-void', SUCCESS).pending);
  });
});

describe('Transport: a "BREAK" on its Will check (RR-053; Four Elements › Heavy Traits › Transport)', () => {
  /** Fighters attack a Transport carrying a Champion; the Fury check succeeds and the Transport's Will check comes back SUCCESS. */
  function attackTransport(reading: RrVariants['transport-break']): { s: RrState; transport: number; rider: number; from: [number, number] } {
    const s = toFirstAction(start(preset('ogrekin-hunting-party'), preset('dwarven-throng'), { 'transport-break': reading }));
    const p = s.decider;
    const q = 1 - p;
    const attacker = firstOf(s, p, FIGHTERS) ?? firstOf(s, p, HEAVY);
    const transport = Array.from({ length: s.n }, (_, k) => k).find((k) => s.side[k] === q && s.isHeavyTrait(k, 'transport')) as number;
    const rider = firstOf(s, q, CHAMPION);
    expect(transport).toBeDefined();
    clearTo(s, [
      [attacker, 200, 150],
      [transport, 200, 190],
      [rider, 200, 190],
    ]);
    s.status[rider] = CARRIED;
    s.carrier[rider] = transport;
    s.apply(O.actionCode(O.AK_STAND, attacker, transport, O.DEST_STAY));
    noReactions(s);
    expect([s.checkKind, s.checkWho]).toEqual([FURY, attacker]);
    s.apply(SUCCESS);
    expect([s.checkKind, s.checkWho]).toEqual([WILL, transport]);
    s.apply(SUCCESS);
    return { s, transport, rider, from: [200, 190] };
  }

  it('fail (default): a Transport that withdraws carries its passenger away with it; nobody else tests', () => {
    const { s, transport, rider } = attackTransport('fail');
    expect(s.status[rider]).toBe(CARRIED);
    expect([s.x[rider], s.y[rider]]).toEqual([s.x[transport], s.y[transport]]);
    expect(s.checkKind === WILL && s.checkWho === rider).toBe(false);
  });

  it('fail-or-withdraw: the passenger is placed where the Transport was and makes a Will check of its own', () => {
    const { s, transport, rider, from } = attackTransport('fail-or-withdraw');
    expect(s.status[rider]).toBe(0);
    expect(Math.hypot(s.x[transport] - from[0], s.y[transport] - from[1])).toBeGreaterThan(1);
    expect(Math.hypot(s.x[rider] - from[0], s.y[rider] - from[1])).toBeLessThan(Math.hypot(s.x[rider] - s.x[transport], s.y[rider] - s.y[transport]));
    expect([s.currentPlayer(), s.checkKind, s.checkWho]).toEqual([CHANCE, WILL, rider]);
    expect(s.events().some((e) => e.kind === 'transport-break')).toBe(true);
  });
});

describe('Sneak-Thieves: which attacks and actions it penalises (RR-054; Tactics › Sneak-Thieves)', () => {
  const attackers: RrSide = {
    name: 'Sharpshooters',
    elements: 'champion(distant-doom), shooters, shooters, fighters, fighters, skirmishers, dregs',
    tactic1: 'harriers',
    tactic2: 'riders',
    bond: 'fellowship',
    reputation: 'wary',
  } as RrSide;
  const thieves: RrSide = {
    name: 'Thieves',
    elements: 'champion(spot-weakness), skirmishers, skirmishers, fighters, fighters, shooters, dregs',
    tactic1: 'sneak-thieves',
    tactic2: 'harriers',
    bond: 'fellowship',
    reputation: 'wary',
  } as RrSide;

  /** Side A's `type` Element takes action `kind` against a Sneak-Thieves Skirmisher 200 mm away (beyond S, within L). The first check's kind and dice. */
  function firstCheck(reading: RrVariants['sneak-thieves'], type: number, kind: number, distance: number): [number, number] {
    for (let seed = 1; seed < 40; seed++) {
      const s = toFirstAction(start(attackers, thieves, { 'sneak-thieves': reading }, seed));
      if (s.decider !== 0) continue;
      const actor = firstOf(s, 0, type);
      const target = firstOf(s, 1, SKIRMISHERS);
      clearTo(s, [
        [actor, 200, 100],
        [target, 200, 100 + distance],
      ]);
      const code = s.legalActions().find((c) => O.actionKind(c) === kind && O.actionActor(c) === actor && O.actionArg(c) === target);
      expect(code, `action ${kind} listed`).toBeDefined();
      s.apply(code as number);
      noReactions(s);
      return [s.checkKind, s.checkDice];
    }
    throw new Error('no seed gave side A the first action');
  }

  it('ranged-attacks (default): Distant Doom beyond S is at a PENALTY (one d20); a Feint is not (two)', () => {
    expect(firstCheck('ranged-attacks', CHAMPION, O.AK_DOOM, 200)).toEqual([FURY, 1]);
    expect(firstCheck('ranged-attacks', SHOOTERS, O.AK_FEINT, 120)).toEqual([GUILE, 2]);
  });

  it('listed: Distant Doom is not a listed action (two d20), a Feint beyond S is (one)', () => {
    expect(firstCheck('listed', CHAMPION, O.AK_DOOM, 200)).toEqual([FURY, 2]);
    expect(firstCheck('listed', SHOOTERS, O.AK_FEINT, 120)).toEqual([GUILE, 1]);
  });

  it('both readings penalise a Stand and Fight shot beyond S (Aim) and neither one within S', () => {
    for (const reading of ['ranged-attacks', 'listed'] as const) {
      expect(firstCheck(reading, SHOOTERS, O.AK_STAND, 120)).toEqual([FURY, 1]);
      // Within S: the short-range BONUS alone (three d20).
      expect(firstCheck(reading, SHOOTERS, O.AK_STAND, 70)).toEqual([FURY, 3]);
    }
  });
});

describe('Discipline: is the active player\'s Deny "counter-bidding"? (RR-069; Bonds › Discipline)', () => {
  const disciplined: RrSide = { ...preset('dwarven-throng'), name: 'Disciplined Throng', bond: 'discipline' } as RrSide;

  /** Side A (Discipline) Stands and Fights; the enemy Fighters declare Retaliate; A's Momentum before and after it denies, and whether it could. */
  function deny(reading: RrVariants['discipline-deny'], momentum: number): { offered: boolean; before: number; after: number } {
    for (let seed = 1; seed < 40; seed++) {
      const s = toFirstAction(start(disciplined, preset('dwarven-throng'), { 'discipline-deny': reading }, seed));
      if (s.decider !== 0) continue;
      const i = firstOf(s, 0, FIGHTERS);
      const e = firstOf(s, 1, FIGHTERS);
      clearTo(s, [
        [i, 100, 100],
        [e, 100, 141],
      ]);
      s.momentum[1] = 6;
      s.momentum[0] = momentum + 1;
      s.disciplineAction[0] = 1; // the free first action already used: this one costs 1
      s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
      const retaliate = s.legalActions().find((code) => code !== 0 && O.reactionKind(code) === O.RK_RETALIATE) as number;
      s.apply(retaliate);
      const offered = s.decision === D_DENY && s.decider === 0;
      const before = s.momentum[0];
      if (offered) s.apply(1);
      return { offered, before, after: s.momentum[0] };
    }
    throw new Error('no seed gave side A the first action');
  }

  it('costs (default): the Deny costs 1 Momentum, and with none left it is not offered', () => {
    expect(deny('costs', 2)).toEqual({ offered: true, before: 2, after: 1 });
    expect(deny('costs', 0).offered).toBe(false);
  });

  it('first-free: the first Deny of the round is free, even with no Momentum left', () => {
    expect(deny('first-free', 2)).toEqual({ offered: true, before: 2, after: 2 });
    expect(deny('first-free', 0)).toEqual({ offered: true, before: 0, after: 0 });
  });
});

describe('random games under every new non-default reading', () => {
  it('play to the end with legal actions all the way', () => {
    const thieves = { ...preset('dwarven-throng'), name: 'Thief Throng', tactic1: 'sneak-thieves', bond: 'discipline' } as RrSide;
    const readings: Partial<RrVariants> = {
      'ctf-control': 'centre',
      'vengeance-chain': 'double-critical-void',
      'transport-break': 'fail-or-withdraw',
      'sneak-thieves': 'listed',
      'discipline-deny': 'first-free',
      'reserve-momentum': 'counts',
    };
    const rng = Xoshiro128.stream(7, 1);
    const pairs: Array<[RrSide, RrSide]> = [
      [thieves, preset('vampire-court')],
      [preset('ghostly-host'), thieves],
      [preset('ogrekin-hunting-party'), thieves],
    ];
    let games = 0;
    for (let g = 0; g < 24; g++) {
      const [a, b] = pairs[g % pairs.length];
      const s = start(a, b, { ...readings, 'ctf-control': (['most', 'any', 'centre'] as const)[g % 3] }, 100 + g);
      for (let step = 0; !s.isTerminal(); step++) {
        expect(step).toBeLessThan(20_000);
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else {
          const legal = s.legalActions();
          expect(legal.length).toBeGreaterThan(0);
          s.apply(legal[rng.nextBelow(legal.length)]);
        }
      }
      games++;
    }
    expect(games).toBe(24);
  });
});

describe('Elements waiting off the board and Total Momentum (RR-155; Total Momentum, Delayed Deployment)', () => {
  const sum = (s: RrState, p: number, status: number) => Array.from({ length: s.n }, (_, k) => k).reduce((t, k) => t + (s.side[k] === p && s.status[k] === status ? s.points[k] : 0), 0);
  /** A Delayed Deployment game (5-7 points of each warband set aside) at round 1's first bid: Total Momentum is set, nothing paid. */
  const delayed = (reading: RrVariants['reserve-momentum']) => {
    const s = start(preset('dwarven-throng'), preset('ghostly-host'), { deployment: 'delayed', scenario: 'kill-them-all', 'reserve-momentum': reading });
    while (s.decision !== D_BID || s.currentPlayer() === CHANCE) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else s.apply(s.legalActions()[0]);
    }
    expect(s.round).toBe(1);
    return s;
  };

  it('on-board (default): round 1 starts with the points on the board only', () => {
    const s = delayed('on-board');
    for (const p of [0, 1]) {
      const aside = sum(s, p, RESERVE);
      expect(aside).toBeGreaterThanOrEqual(5);
      expect(aside).toBeLessThanOrEqual(7);
      expect(s.total[p]).toBe(sum(s, p, IN_PLAY));
      expect(s.total[p]).toBe(12 - aside);
      expect(s.momentum[p]).toBe(s.total[p]);
    }
  });

  it('counts: round 1 starts with the whole warband\'s 12 points', () => {
    const s = delayed('counts');
    for (const p of [0, 1]) {
      expect(sum(s, p, RESERVE)).toBeGreaterThanOrEqual(5);
      expect(s.total[p]).toBe(12);
    }
  });

  it('a side with only off-board Elements left: 0 under on-board (it cannot pay to place them), their points under counts', () => {
    for (const reading of ['on-board', 'counts'] as const) {
      const s = delayed(reading);
      for (let k = 0; k < s.n; k++) if (s.side[k] === 0 && s.status[k] === IN_PLAY) s.status[k] = REMOVED;
      expect(s.anyLeft(0)).toBe(true); // not "all of your Elements ... removed from play": no defeat
      expect(s.computeTotal(0)).toBe(reading === 'on-board' ? 0 : sum(s, 0, RESERVE));
    }
  });
});

describe('Detonate removes its Ward by the removal rules (Warding Reactions › Detonate: "Remove the WARD from play after this")', () => {
  /** The Vampire Court's Detonate Ward alone on a cleared board resolves its reaction; the side's Bond given. */
  function detonate(bond: string): { s: RrState; ward: number; momentum: number } {
    const court = { ...preset('vampire-court'), name: `Court (${bond})`, bond } as RrSide;
    const s = toFirstAction(start(court, preset('dwarven-throng'), {}));
    const ward = Array.from({ length: s.n }, (_, k) => k).find((k) => s.side[k] === 0 && s.type[k] === 6 && WARD_REACTIONS[s.trait[k]] === 'detonate') as number;
    expect(ward).toBeDefined();
    const enemy = firstOf(s, 1, FIGHTERS);
    const other = firstOf(s, 0, FIGHTERS);
    clearTo(s, [
      [ward, 100, 100],
      [other, 300, 100],
      [enemy, 100, 300],
    ]);
    s.momentum[0] = 2;
    reactionResult(s, O.reactionCode(O.RK_DETONATE, ward, 0), 0, 0, 0, 0);
    return { s, ward, momentum: s.momentum[0] };
  }

  it('the Ward is removed, its point counted as lost, and a Strife side regains that point', () => {
    const { s, ward, momentum } = detonate('strife');
    expect(s.status[ward]).toBe(REMOVED);
    expect(s.statRemoved[0]).toBe(1);
    expect(momentum).toBe(3);
    expect(s.events().some((e) => e.kind === 'removed' && e.element === ward && e.cause === 'detonate')).toBe(true);
  });

  it('a side without Strife regains nothing', () => {
    expect(detonate('superiority').momentum).toBe(2);
  });
});

/** Pushes `ops` (the first runs first) on a scripted position and runs the engine to its next chance or decision. */
function runOps(s: RrState, ...ops: ReadonlyArray<readonly number[]>): void {
  for (let k = ops.length - 1; k >= 0; k--) s.push(...(ops[k] as [number, number?, number?, number?, number?, number?]));
  s.decision = D_NONE;
  run(s);
}

describe('Death-Defiers follows every Will check (Tactics › Death-Defiers: "a bonus to the next WILL CHECK you make after an Element from your warband fails a WILL CHECK")', () => {
  /** Three Dwarven Throng Fighters (Death-Defiers) alone on the board, far from the enemy. */
  function throng(): { s: RrState; a: number; b: number; c: number } {
    const s = toFirstAction(start(preset('dwarven-throng'), preset('ghostly-host'), {}));
    const [a, b, c] = Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === 0 && s.type[k] === FIGHTERS);
    clearTo(s, [
      [a, 60, 60],
      [b, 160, 60],
      [c, 260, 60],
      [firstOf(s, 1, FIGHTERS), 200, 360],
    ]);
    return { s, a, b, c };
  }

  it('a failed own Will check (a Detonate, a terrain exit) gives the next one the bonus, which that check uses up', () => {
    const { s, a, b, c } = throng();
    expect(s.deathDefiers[0]).toBe(0);
    runOps(s, [O.OP_SELF_WILL, a, 0], [O.OP_SELF_WILL, b, 0], [O.OP_SELF_WILL, c, 0]);
    expect([s.checkKind, s.checkWho, s.checkDice]).toEqual([WILL, a, 2]);
    s.apply(FAIL);
    expect(s.status[a]).toBe(REMOVED);
    expect(s.deathDefiers[0]).toBe(1);
    // b's check has the bonus (three dice, keep the best two); its success uses it up, so c has none.
    expect([s.checkWho, s.checkDice]).toEqual([b, 3]);
    s.apply(SUCCESS);
    expect(s.deathDefiers[0]).toBe(0);
    expect([s.checkWho, s.checkDice]).toEqual([c, 2]);
  });

  it('a removal that is no failed Will check (the board edge) gives no bonus', () => {
    const { s, a } = throng();
    remove(s, a, O.CAUSE_EDGE, -1);
    expect(s.deathDefiers[0]).toBe(0);
  });
});

describe('Soothsayers flips an enemy Will check too (Tactics › Soothsayers: "the result of any CHECK made by yourself or your enemy")', () => {
  it("a stored number below the enemy's Will turns its successful Will check into a failure", () => {
    const s = toFirstAction(start(preset('vampire-court'), preset('dwarven-throng'), {}));
    const enemy = firstOf(s, 1, FIGHTERS);
    clearTo(s, [
      [firstOf(s, 0, SKIRMISHERS), 60, 60],
      [enemy, 300, 300],
    ]);
    s.soothsayer[0] = 1;
    s.soothTurn[0] = -1;
    runOps(s, [O.OP_SELF_WILL, enemy, 0]);
    expect([s.checkKind, s.checkWho]).toEqual([WILL, enemy]);
    s.apply(SUCCESS);
    expect(s.status[enemy]).toBe(REMOVED);
    expect(s.soothsayer[0]).toBe(0);
    expect(s.events().some((e) => e.kind === 'soothsayer-used' && e.result === 'fail')).toBe(true);
  });
});

describe('Fodder: "the enemy must instead target the Dregs" wherever the swap left them', () => {
  /** An enemy Fighters and the Ghostly Host's Dregs far apart: out of reach of each other. */
  function apart(): { s: RrState; attacker: number; dregs: number } {
    const s = toFirstAction(start(preset('dwarven-throng'), preset('ghostly-host'), {}));
    const attacker = firstOf(s, 0, FIGHTERS);
    const dregs = firstOf(s, 1, 5);
    clearTo(s, [
      [attacker, 60, 60],
      [dregs, 300, 300],
    ]);
    return { s, attacker, dregs };
  }

  it('a redirected attack (AF_FODDER) goes on to its Fury check; the same attack unredirected fails for want of reach', () => {
    const redirected = apart();
    runOps(redirected.s, [O.OP_ATTACK, redirected.attacker, redirected.dregs, O.AF_FODDER]);
    expect([redirected.s.checkKind, redirected.s.checkWho]).toEqual([FURY, redirected.attacker]);
    const plain = apart();
    runOps(plain.s, [O.OP_ATTACK, plain.attacker, plain.dregs, 0]);
    expect(plain.s.events().some((e) => e.kind === 'attack-fails' && e.element === plain.attacker)).toBe(true);
  });

  it('a successful Fodder marks the action as redirected to the Dregs', () => {
    const { s, attacker, dregs } = apart();
    const ally = firstOf(s, 1, FIGHTERS);
    s.status[ally] = IN_PLAY;
    s.x[ally] = 200;
    s.y[ally] = 60;
    s.aActor = attacker;
    s.aTarget = ally;
    s.lastResult = SUCCESS;
    reactionResult(s, O.reactionCode(O.RK_FODDER, dregs, ally), 0, 0, 0, 0);
    expect([s.aTarget, s.aFodder]).toEqual([dregs, 1]);
  });
});
